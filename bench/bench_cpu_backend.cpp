// The app's CPU path against direct oneDNN calls on the same shape, in one run.
//
//   bench_cpu_backend [n=5000] [repeats=5]
//
// Prints the median GFLOP/s of: a direct dnnl_sgemm of the whole matrix; a
// direct matmul primitive (plain "ab" layouts); and the app's OneDnnBackend
// (dnnl_sgemm in row panels, so that cancel is noticed between panels),
// and the ratio app ÷ direct. The target: within 5 % of the direct call.

#include "core/stats.h"
#include "kernels/cpu/cpupeak.h"
#include "kernels/cpu/onednnbackend.h"

#include <oneapi/dnnl/dnnl.h>
#include <oneapi/dnnl/dnnl.hpp>

#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <random>
#include <vector>

using Clock = std::chrono::steady_clock;

static double medianSeconds(int repeats, const std::function<void()> &fn)
{
    fn(); // warm-up: page faults, OpenMP pool start, kernel generation
    QList<double> times;
    for (int r = 0; r < repeats; ++r) {
        const auto t0 = Clock::now();
        fn();
        times.append(std::chrono::duration<double>(Clock::now() - t0).count());
    }
    return gpulab::core::spreadOf(times).median;
}

int main(int argc, char **argv)
{
    const int n = argc > 1 ? std::atoi(argv[1]) : 5000;
    const int repeats = argc > 2 ? std::atoi(argv[2]) : 5;
    if (n <= 0 || repeats <= 0) {
        std::fprintf(stderr, "usage: bench_cpu_backend [n>0] [repeats>0]\n");
        return 2;
    }
    const auto count = static_cast<std::size_t>(n) * static_cast<std::size_t>(n);
    std::vector<float> a(count), b(count), c(count);
    std::mt19937_64 rng(7);
    std::uniform_real_distribution<float> dist(-1.0f, 1.0f);
    for (auto &v : a)
        v = dist(rng);
    for (auto &v : b)
        v = dist(rng);
    const double flops = 2.0 * n * double(n) * n;

    const auto &peak = gpulab::kernels::measuredCpuPeak();
    std::printf("n = %d, %d timed repeats after 1 warm-up; measured FMA peak %.1f GFLOP/s (%s, %d threads)\n", n,
                repeats, peak.gflops, peak.method, peak.threads);

    const double tSgemm = medianSeconds(
        repeats, [&] { dnnl_sgemm('N', 'N', n, n, n, 1.0f, a.data(), n, b.data(), n, 0.0f, c.data(), n); });

    dnnl::engine engine(dnnl::engine::kind::cpu, 0);
    dnnl::stream stream(engine);
    using dt = dnnl::memory::data_type;
    using tag = dnnl::memory::format_tag;
    const dnnl::memory::desc md({n, n}, dt::f32, tag::ab);
    dnnl::matmul prim(dnnl::matmul::primitive_desc(dnnl::matmul::desc(md, md, md), engine));
    dnnl::memory ma(md, engine, a.data()), mb(md, engine, b.data()), mc(md, engine, c.data());
    const double tMatmul = medianSeconds(repeats, [&] {
        prim.execute(stream, {{DNNL_ARG_SRC, ma}, {DNNL_ARG_WEIGHTS, mb}, {DNNL_ARG_DST, mc}});
        stream.wait();
    });

    gpulab::kernels::OneDnnBackend app;
    app.prepare(n, a.data(), b.data());
    std::atomic<bool> cancel{false};
    const double tApp = medianSeconds(repeats, [&] {
        double s = 0;
        app.run(cancel, s);
    });

    const auto line = [&](const char *what, double t) {
        std::printf("  %-44s %8.3f s  %7.1f GFLOP/s  %5.1f %% of peak\n", what, t, flops / t * 1e-9,
                    100.0 * flops / t * 1e-9 / peak.gflops);
    };
    line("direct dnnl_sgemm (one call)", tSgemm);
    line("direct matmul primitive (plain layout)", tMatmul);
    char appLabel[96];
    std::snprintf(appLabel, sizeof appLabel, "app OneDnnBackend (sgemm, %d-row panels)", app.rowsPerPanel());
    line(appLabel, tApp);
    std::printf("  matmul primitive / sgemm time: %.3f\n", tMatmul / tSgemm);
    std::printf("  app / direct sgemm rate:       %.3f  (target >= 0.95)\n", tSgemm / tApp);
    return 0;
}
