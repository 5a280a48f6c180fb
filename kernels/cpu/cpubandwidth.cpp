#include "kernels/cpu/cpubandwidth.h"

#include "kernels/cpu/cpuinfo.h"

#include <algorithm>
#include <barrier>
#include <chrono>
#include <fstream>
#include <memory>
#include <new>
#include <string>
#include <thread>
#include <vector>

namespace gpulab::kernels {
namespace {

using Clock = std::chrono::steady_clock;
constexpr std::size_t kMinElements = std::size_t(1) << 22; // 32 MiB per array
constexpr std::size_t kMaxElements = std::size_t(1) << 26; // 512 MiB per array
constexpr double kScalar = 3.0;

void triad(double *__restrict a, const double *__restrict b, const double *__restrict c, std::size_t count)
{
    for (std::size_t i = 0; i < count; ++i)
        a[i] = b[i] + kScalar * c[i];
}

std::size_t parseCacheSize(const std::string &text)
{
    std::size_t value = 0;
    std::size_t i = 0;
    while (i < text.size() && text[i] >= '0' && text[i] <= '9')
        value = value * 10 + std::size_t(text[i++] - '0');
    if (i < text.size() && (text[i] == 'K' || text[i] == 'k'))
        value *= 1024;
    else if (i < text.size() && (text[i] == 'M' || text[i] == 'm'))
        value *= 1024 * 1024;
    return value;
}

} // namespace

std::size_t lastLevelCacheBytes()
{
    std::size_t best = 0;
    for (int index = 0; index < 8; ++index) {
        std::ifstream f("/sys/devices/system/cpu/cpu0/cache/index" + std::to_string(index) + "/size");
        std::string text;
        if (f >> text)
            best = std::max(best, parseCacheSize(text));
    }
    return best;
}

Status measureCpuBandwidth(const std::atomic<bool> &cancel, const CpuBandwidthOptions &options, BandwidthDetail &detail)
{
    detail = {};
    std::size_t count = options.elementsPerArray;
    if (count == 0) {
        count = std::clamp(4 * lastLevelCacheBytes() / sizeof(double), kMinElements, kMaxElements);
        // At most half of what the system and this process's address-space
        // limit can still give, so the measurement never pushes into swap.
        const std::size_t room = std::min(availableHostBytes(), addressSpaceLeftBytes()) / 2;
        count = std::min(count, room / (3 * sizeof(double)));
        if (count < kMinElements)
            return Status::failure(StatusCode::OutOfMemory,
                                   "not enough free memory for the bandwidth arrays (3 x " +
                                       std::to_string(kMinElements * sizeof(double) / (1024 * 1024)) + " MiB)");
    }
    const int threads = std::max(1, cpuInfo().logicalCores);
    const int repeats = std::max(1, options.repeats);
    const int warmup = std::max(0, options.warmup);

    std::unique_ptr<double[]> a, b, c;
    try {
        // Uninitialised on purpose: each thread writes its own slice first.
        a.reset(new double[count]);
        b.reset(new double[count]);
        c.reset(new double[count]);
    } catch (const std::bad_alloc &) {
        return Status::failure(StatusCode::OutOfMemory, "not enough memory for the bandwidth arrays");
    }

    const int passes = warmup + repeats;
    std::vector<double> seconds;
    seconds.reserve(std::size_t(repeats));
    bool stop = false;
    Clock::time_point t0;
    // Phase 0: first touch. Then per pass: start barrier, triad, end barrier.
    // The completion step runs on the last thread to arrive, so t0 is read
    // when every thread is ready and the time when the slowest has finished.
    int phase = 0;
    auto onPhase = [&]() noexcept {
        const int pass = (phase - 1) / 2; // phase 1,2 → pass 0; 3,4 → pass 1; ...
        if (phase % 2 == 1) {
            t0 = Clock::now();
        } else if (phase > 0) {
            const double dt = std::chrono::duration<double>(Clock::now() - t0).count();
            if (pass >= warmup)
                seconds.push_back(dt);
            if (cancel.load(std::memory_order_relaxed))
                stop = true;
        }
        ++phase;
    };
    std::barrier sync(threads, onPhase);
    auto worker = [&](int t) {
        const std::size_t begin = count * std::size_t(t) / std::size_t(threads);
        const std::size_t end = count * std::size_t(t + 1) / std::size_t(threads);
        for (std::size_t i = begin; i < end; ++i) {
            a[i] = 0.0;
            b[i] = 1.0;
            c[i] = 2.0;
        }
        sync.arrive_and_wait(); // phase 0 done
        for (int pass = 0; pass < passes; ++pass) {
            sync.arrive_and_wait(); // start
            triad(a.get() + begin, b.get() + begin, c.get() + begin, end - begin);
            sync.arrive_and_wait(); // end; `stop` is set inside the completion step
            if (stop)
                break;
        }
    };
    {
        std::vector<std::jthread> pool;
        pool.reserve(std::size_t(threads));
        for (int t = 0; t < threads; ++t)
            pool.emplace_back(worker, t);
    }
    if (stop && int(seconds.size()) < repeats)
        return Status::failure(StatusCode::Cancelled, "cancelled");
    // Every a[i] must be 1 + 3·2 = 7: the loop ran over the whole array.
    for (std::size_t i = 0; i < count; i += 4099)
        if (a[i] != 1.0 + kScalar * 2.0)
            return Status::failure(StatusCode::Error, "the triad produced a wrong value");

    const double bytes = 3.0 * double(sizeof(double)) * double(count);
    std::vector<double> sorted = seconds;
    std::sort(sorted.begin(), sorted.end());
    const std::size_t m = sorted.size();
    const double median = m % 2 == 1 ? sorted[m / 2] : 0.5 * (sorted[m / 2 - 1] + sorted[m / 2]);
    detail.bestBytesPerSecond = bytes / std::max(sorted.front(), 1e-12);
    detail.medianBytesPerSecond = bytes / std::max(median, 1e-12);
    detail.warmup = warmup;
    detail.repeats = int(m);
    detail.threads = threads;
    detail.bytesPerRepeat = bytes;
    detail.method = "STREAM triad a = b + s*c, 3 arrays x " + std::to_string(count * sizeof(double) / (1024 * 1024)) +
                    " MiB, " + std::to_string(threads) + (threads == 1 ? " thread" : " threads");
    return Status::success();
}

} // namespace gpulab::kernels
