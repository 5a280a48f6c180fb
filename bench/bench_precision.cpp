// The app's bf16 path and its bandwidth loop against direct references, in one run.
//
//   bench_precision [n=2048] [repeats=5]
//
// 1. bf16: the app's OneDnnBackend at Precision::Bf16 (matmul primitive in row
//    panels, so that cancel is noticed between them) against one direct
//    oneDNN bf16 × bf16 → f32 matmul primitive of the whole matrix, timed
//    alternately (one of each per round). Target: app ÷ direct ≥ 0.95
//    (median GFLOP/s).
// 2. Bandwidth: the app's STREAM-style triad (kernels/cpu/cpubandwidth) against
//    a plain OpenMP STREAM triad over the same array size, three alternating
//    rounds. Target: ≥ 0.9 (best GB/s, as STREAM reports).
// Also prints the fp32 sgemm rate and the bf16 and fp32 peaks for context.

#include "core/stats.h"
#include "kernels/cpu/cpubandwidth.h"
#include "kernels/cpu/cpupeak.h"
#include "kernels/cpu/onednnbackend.h"

#include <oneapi/dnnl/dnnl.hpp>

#include <omp.h>

#include <algorithm>
#include <atomic>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <memory>
#include <random>
#include <vector>

using Clock = std::chrono::steady_clock;
namespace k = gpulab::kernels;

static double appRate(k::OneDnnBackend &b, int n, const std::vector<float> &a, const std::vector<float> &bm,
                      int repeats)
{
    const std::atomic<bool> cancel{false};
    if (!b.prepare(n, a.data(), bm.data()).ok())
        return 0.0;
    double s = 0.0;
    b.run(cancel, s); // warm-up
    QList<double> times;
    for (int r = 0; r < repeats; ++r)
        if (b.run(cancel, s).ok())
            times.append(s);
    b.release();
    return 2.0 * n * double(n) * n / gpulab::core::spreadOf(times).median * 1e-9;
}

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 2048;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 5;
    if (n < 1 || repeats < 1) {
        std::fprintf(stderr, "usage: bench_precision [n >= 1] [repeats >= 1]\n");
        return 2;
    }
    const double flops = 2.0 * n * double(n) * n;
    std::vector<float> a(std::size_t(n) * std::size_t(n)), b(a.size());
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (auto &v : a)
        v = dist(rng);
    for (auto &v : b)
        v = dist(rng);

    const k::Bf16Support &bf = k::bf16Support();
    std::printf("oneDNN %s, ISA %s, %d threads\n", k::onednnVersion().c_str(), k::onednnIsa().c_str(),
                omp_get_max_threads());
    std::printf("bf16 matmul: %s%s%s\n", bf.available ? bf.implementation.c_str() : "unavailable",
                bf.note.empty() ? "" : " — ", bf.note.c_str());
    std::printf("fp32 peak %.1f GFLOP/s (%s); bf16 peak %.1f GFLOP/s (%s)\n", k::measuredCpuPeak().gflops,
                k::measuredCpuPeak().method, k::measuredBf16Peak().gflops,
                k::measuredBf16Peak().gflops > 0 ? k::measuredBf16Peak().method : "no AVX512-BF16");

    // fp32 for context: the app's sgemm path.
    k::OneDnnBackend fp32;
    const double fp32Rate = appRate(fp32, n, a, b, repeats);

    double ratioBf16 = 0.0;
    if (bf.available) {
        // Direct: one primitive, whole matrix, operands converted beforehand.
        using dt = dnnl::memory::data_type;
        using tag = dnnl::memory::format_tag;
        dnnl::engine eng(dnnl::engine::kind::cpu, 0);
        dnnl::stream stream(eng);
        const dnnl::memory::desc f32d({n, n}, dt::f32, tag::ab), bf16d({n, n}, dt::bf16, tag::ab);
        dnnl::memory fa(f32d, eng, a.data()), fb(f32d, eng, b.data()), ba(bf16d, eng), bb(bf16d, eng), c(f32d, eng);
        dnnl::reorder(fa, ba).execute(stream, fa, ba);
        dnnl::reorder(fb, bb).execute(stream, fb, bb);
        stream.wait();
        const dnnl::matmul::primitive_desc pd(dnnl::matmul::desc(bf16d, bf16d, f32d), eng);
        const dnnl::matmul prim(pd);
        k::OneDnnBackend app;
        app.setPrecision(k::Precision::Bf16);
        const std::atomic<bool> never{false};
        if (!app.prepare(n, a.data(), b.data()).ok()) {
            std::fprintf(stderr, "the app's bf16 prepare failed\n");
            return 1;
        }
        // Interleaved, one of each per round, so that whatever else runs on
        // the machine weighs on both alike; round 0 warms both up.
        QList<double> directTimes, appTimes;
        for (int r = 0; r <= repeats; ++r) {
            const auto t0 = Clock::now();
            prim.execute(stream, {{DNNL_ARG_SRC, ba}, {DNNL_ARG_WEIGHTS, bb}, {DNNL_ARG_DST, c}});
            stream.wait();
            const double d = std::chrono::duration<double>(Clock::now() - t0).count();
            double s = 0.0;
            app.run(never, s);
            if (r > 0) {
                directTimes.append(d);
                appTimes.append(s);
            }
        }
        const int panelRows = app.rowsPerPanel();
        app.release();
        const double direct = flops / gpulab::core::spreadOf(directTimes).median * 1e-9;
        const double appBf16 = flops / gpulab::core::spreadOf(appTimes).median * 1e-9;
        ratioBf16 = appBf16 / direct;
        std::printf("n = %d, %d repeats (median)\n", n, repeats);
        std::printf("  fp32 app (dnnl_sgemm panels)         %8.1f GFLOP/s\n", fp32Rate);
        std::printf("  bf16 direct matmul primitive (%s) %8.1f GFLOP/s\n", pd.impl_info_str(), direct);
        std::printf("  bf16 app (primitive in panels of %d) %8.1f GFLOP/s\n", panelRows, appBf16);
        std::printf("  bf16 app / direct = %.3f (target >= 0.95)\n", ratioBf16);
        std::printf("  bf16 / fp32 (app) = %.2fx\n", appBf16 / fp32Rate);
    }

    // Bandwidth: the app's loop and a plain OpenMP STREAM triad of the same
    // size, in alternating rounds (the machine may be shared); best of each.
    const std::atomic<bool> cancel{false};
    k::BandwidthDetail app;
    if (!k::measureCpuBandwidth(cancel, {0, 1, repeats}, app).ok()) {
        std::fprintf(stderr, "bandwidth measurement failed\n");
        return 1;
    }
    const std::size_t count = std::size_t(app.bytesPerRepeat / 24.0);
    std::unique_ptr<double[]> x(new double[count]), y(new double[count]), z(new double[count]);
    const auto len = static_cast<long>(count);
    double *px = x.get(), *py = y.get(), *pz = z.get();
#pragma omp parallel for schedule(static)
    for (long i = 0; i < len; ++i) {
        px[i] = 0.0;
        py[i] = 1.0;
        pz[i] = 2.0;
    }
    double best = 1e30;
    constexpr int kRounds = 3;
    for (int round = 0; round < kRounds; ++round) {
        if (round > 0) {
            k::BandwidthDetail again;
            if (k::measureCpuBandwidth(cancel, {count, 1, repeats}, again).ok() &&
                again.bestBytesPerSecond > app.bestBytesPerSecond)
                app = again;
        }
        for (int r = 0; r < 1 + repeats; ++r) {
            const auto t0 = Clock::now();
#pragma omp parallel for schedule(static)
            for (long i = 0; i < len; ++i)
                px[i] = py[i] + 3.0 * pz[i];
            const double s = std::chrono::duration<double>(Clock::now() - t0).count();
            if (r > 0)
                best = std::min(best, s);
        }
    }
    const double stream = 24.0 * double(count) / best;
    std::printf("bandwidth (%s)\n", app.method.c_str());
    std::printf("  app triad      best %6.2f GB/s, median %6.2f GB/s over %d passes (its best round)\n",
                app.bestBytesPerSecond * 1e-9, app.medianBytesPerSecond * 1e-9, app.repeats);
    std::printf("  OpenMP triad   best %6.2f GB/s\n", stream * 1e-9);
    std::printf("  app / OpenMP = %.3f (target >= 0.9)\n", app.bestBytesPerSecond / stream);
    std::printf("ridge points: fp32 %.1f FLOP/byte, bf16 %.1f FLOP/byte\n",
                k::measuredCpuPeak().gflops * 1e9 / app.bestBytesPerSecond,
                k::measuredBf16Peak().gflops * 1e9 / app.bestBytesPerSecond);
    return (ratioBf16 == 0.0 || ratioBf16 >= 0.95) && app.bestBytesPerSecond / stream >= 0.9 ? 0 : 1;
}
