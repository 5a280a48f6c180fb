#include "kernels/cpu/cpupeak.h"

#include "kernels/cpu/cpuinfo.h"

#include <atomic>
#include <chrono>
#include <cstdint>
#include <ctime>
#include <thread>
#include <vector>

#if defined(__x86_64__)
#include <cpuid.h>
#include <immintrin.h>
#endif

namespace gpulab::kernels {
namespace {

using Clock = std::chrono::steady_clock;

double threadCpuSeconds()
{
    timespec ts{};
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &ts);
    return double(ts.tv_sec) + 1e-9 * double(ts.tv_nsec);
}

// Twelve independent accumulator chains: an FMA has a latency of 4–5 cycles
// and modern cores issue two per cycle, so fewer chains would measure the
// latency, not the throughput.
constexpr int kChains = 12;
constexpr std::int64_t kInnerIterations = 1 << 16;

#if defined(__x86_64__)
// Adds up every lane of every chain, so the compiler must keep the loops.
__attribute__((target("avx512f"))) float sumOfChains(const __m512 (&acc)[kChains])
{
    __m512 sum = acc[0];
    for (int c = 1; c < kChains; ++c)
        sum = _mm512_add_ps(sum, acc[c]);
    alignas(64) float lanes[16];
    _mm512_store_ps(lanes, sum);
    float total = 0.0f;
    for (float v : lanes)
        total += v;
    return total;
}

__attribute__((target("avx512f"))) float fmaLoopAvx512(std::int64_t outer)
{
    __m512 acc[kChains];
    for (int c = 0; c < kChains; ++c)
        acc[c] = _mm512_set1_ps(0.001f * static_cast<float>(c));
    const __m512 mul = _mm512_set1_ps(0.999999f);
    const __m512 add = _mm512_set1_ps(1e-7f);
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t i = 0; i < kInnerIterations; ++i)
            for (int c = 0; c < kChains; ++c)
                acc[c] = _mm512_fmadd_ps(acc[c], mul, add);
    return sumOfChains(acc);
}

__attribute__((target("avx2,fma"))) float fmaLoopAvx2(std::int64_t outer)
{
    __m256 acc[kChains];
    for (int c = 0; c < kChains; ++c)
        acc[c] = _mm256_set1_ps(0.001f * static_cast<float>(c));
    const __m256 mul = _mm256_set1_ps(0.999999f);
    const __m256 add = _mm256_set1_ps(1e-7f);
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t i = 0; i < kInnerIterations; ++i)
            for (int c = 0; c < kChains; ++c)
                acc[c] = _mm256_fmadd_ps(acc[c], mul, add);
    __m256 sum = acc[0];
    for (int c = 1; c < kChains; ++c)
        sum = _mm256_add_ps(sum, acc[c]);
    alignas(32) float lanes[8];
    _mm256_store_ps(lanes, sum);
    float total = 0.0f;
    for (float v : lanes)
        total += v;
    return total;
}
// One vdpbf16ps multiplies 32 bf16 pairs and adds each pair's two products into
// one of 16 fp32 lanes: 32 multiplies + 32 adds = 64 FLOPs per instruction.
__attribute__((target("avx512f,avx512bf16"))) float dpbf16Loop(std::int64_t outer)
{
    __m512 acc[kChains];
    for (int c = 0; c < kChains; ++c)
        acc[c] = _mm512_set1_ps(0.001f * static_cast<float>(c));
    // Small bf16 values (1/1024 and 1/4096 as bit patterns) keep the sums finite.
    const __m512bh x = reinterpret_cast<__m512bh>(_mm512_set1_epi16(0x3a80));
    const __m512bh y = reinterpret_cast<__m512bh>(_mm512_set1_epi16(0x3980));
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t i = 0; i < kInnerIterations; ++i)
            for (int c = 0; c < kChains; ++c)
                acc[c] = _mm512_dpbf16_ps(acc[c], x, y);
    return sumOfChains(acc);
}
#endif

// Portable fallback: the compiler may or may not vectorise it, which is why
// its figure is labelled "scalar loop".
float fmaLoopScalar(std::int64_t outer)
{
    float acc[kChains];
    for (int c = 0; c < kChains; ++c)
        acc[c] = 0.001f * static_cast<float>(c);
    for (std::int64_t o = 0; o < outer; ++o)
        for (std::int64_t i = 0; i < kInnerIterations; ++i)
            for (int c = 0; c < kChains; ++c)
                acc[c] = acc[c] * 0.999999f + 1e-7f;
    float total = 0.0f;
    for (float v : acc)
        total += v;
    return total;
}

struct Loop {
    float (*fn)(std::int64_t);
    int flopsPerInstruction; // per chain and inner iteration
    const char *name;
};

Loop pickLoop()
{
#if defined(__x86_64__)
    const auto &cpu = cpuInfo();
    if (cpu.simd == "AVX-512")
        return {fmaLoopAvx512, 32, "AVX-512 FMA loop"};
    if (cpu.simd == "AVX2+FMA")
        return {fmaLoopAvx2, 16, "AVX2 FMA loop"};
#endif
    return {fmaLoopScalar, 2, "scalar loop"};
}

CpuPeak runLoop(const Loop &loop, double seconds)
{
    const int threads = cpuInfo().logicalCores;
    const double flopsPerOuter = double(loop.flopsPerInstruction) * kChains * static_cast<double>(kInnerIterations);

    // Calibrate the outer count on one thread so the real run lasts ~`seconds`.
    std::int64_t outer = 4;
    for (;;) {
        const auto t0 = Clock::now();
        volatile float sink = loop.fn(outer);
        (void)sink;
        const double dt = std::chrono::duration<double>(Clock::now() - t0).count();
        if (dt > seconds / 8 || outer > (std::int64_t(1) << 30)) {
            outer = std::max<std::int64_t>(
                1, static_cast<std::int64_t>(static_cast<double>(outer) * seconds / std::max(dt, 1e-6)));
            break;
        }
        outer *= 4;
    }

    std::atomic<int> ready{0};
    std::atomic<bool> go{false};
    std::vector<double> elapsed(static_cast<std::size_t>(threads), 0.0);
    std::vector<std::thread> pool;
    pool.reserve(static_cast<std::size_t>(threads));
    for (int t = 0; t < threads; ++t) {
        pool.emplace_back([&, t] {
            ready.fetch_add(1);
            while (!go.load(std::memory_order_acquire))
                std::this_thread::yield();
            // CPU time of this thread, not wall time: when another process
            // shares the core, the loop gets fewer seconds but not fewer FLOPs
            // per second of its own, so the figure stays the hardware's.
            const double c0 = threadCpuSeconds();
            volatile float sink = loop.fn(outer);
            (void)sink;
            elapsed[static_cast<std::size_t>(t)] = threadCpuSeconds() - c0;
        });
    }
    while (ready.load() < threads)
        std::this_thread::yield();
    go.store(true, std::memory_order_release);
    for (auto &th : pool)
        th.join();

    // Each thread's own rate, summed: a thread that started late or was
    // descheduled does not dilute the others.
    double total = 0.0;
    for (double dt : elapsed)
        total += flopsPerOuter * static_cast<double>(outer) / std::max(dt, 1e-9);

    CpuPeak peak;
    peak.gflops = total * 1e-9;
    peak.threads = threads;
    peak.perCoreGflops = peak.gflops / threads;
    peak.method = loop.name;
    return peak;
}

} // namespace

CpuPeak measureCpuPeakNow(double seconds)
{
    return runLoop(pickLoop(), seconds);
}

bool cpuHasAvx512Bf16()
{
#if defined(__x86_64__)
    __builtin_cpu_init();
    return __builtin_cpu_supports("avx512bf16") && __builtin_cpu_supports("avx512f");
#else
    return false;
#endif
}

bool cpuHasAmxBf16()
{
#if defined(__x86_64__)
    // CPUID leaf 7, sub-leaf 0: EDX bit 22 is AMX-BF16 (not every compiler
    // knows the "amx-bf16" name for __builtin_cpu_supports).
    unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
    if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) == 0)
        return false;
    return ((edx >> 22) & 1U) != 0;
#else
    return false;
#endif
}

CpuPeak measureBf16PeakNow(double seconds)
{
#if defined(__x86_64__)
    if (cpuHasAvx512Bf16())
        return runLoop({dpbf16Loop, 64, "AVX512-BF16 vdpbf16ps loop"}, seconds);
#endif
    (void)seconds;
    return {};
}

const CpuPeak &measuredBf16Peak()
{
    static const CpuPeak peak = measureBf16PeakNow(0.2);
    return peak;
}

const CpuPeak &measuredCpuPeak()
{
    static const CpuPeak peak = measureCpuPeakNow(0.2);
    return peak;
}

} // namespace gpulab::kernels
