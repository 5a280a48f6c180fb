#include "kernels/cpu/cpuinfo.h"

#include <sys/resource.h>
#include <unistd.h>

#include <cstdint>
#include <fstream>
#include <limits>
#include <sched.h>
#include <sstream>
#include <thread>

namespace gpulab::kernels {
namespace {

// The CPU's own name: x86 kernels write "model name"; ARM kernels have none,
// but boards write "Model" (a Raspberry Pi) or "Hardware". Empty when the
// file names no model: core says "unknown CPU" in the language in use.
std::string readModelName()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    std::string fallback;
    const auto valueOf = [](const std::string &l) {
        const auto colon = l.find(':');
        if (colon == std::string::npos)
            return std::string();
        auto value = l.substr(colon + 1);
        const auto first = value.find_first_not_of(" \t");
        const auto last = value.find_last_not_of(" \t\r");
        return first == std::string::npos ? std::string() : value.substr(first, last - first + 1);
    };
    const auto key = [](const std::string &l) {
        const auto colon = l.find(':');
        std::string k = l.substr(0, colon == std::string::npos ? 0 : colon);
        k.erase(k.find_last_not_of(" \t") + 1);
        return k;
    };
    while (std::getline(in, line)) {
        const std::string k = key(line);
        if (k == "model name") {
            if (std::string v = valueOf(line); !v.empty())
                return v;
        } else if (fallback.empty() && (k == "Model" || k == "Hardware")) {
            fallback = valueOf(line);
        }
    }
    return fallback;
}

int usableCores()
{
    cpu_set_t set;
    CPU_ZERO(&set);
    if (sched_getaffinity(0, sizeof(set), &set) == 0) {
        const int n = CPU_COUNT(&set);
        if (n > 0)
            return n;
    }
    const unsigned hc = std::thread::hardware_concurrency();
    return hc > 0 ? static_cast<int>(hc) : 1;
}

CpuInfo detect()
{
    CpuInfo info;
    info.model = readModelName();
    info.logicalCores = usableCores();
#if defined(__x86_64__) || defined(__i386__)
    __builtin_cpu_init();
    if (__builtin_cpu_supports("avx512f")) {
        info.simd = "AVX-512";
        info.fp32LanesPerFma = 16;
    } else if (__builtin_cpu_supports("avx2") && __builtin_cpu_supports("fma")) {
        info.simd = "AVX2+FMA";
        info.fp32LanesPerFma = 8;
    } else if (__builtin_cpu_supports("avx")) {
        info.simd = "AVX";
        info.fp32LanesPerFma = 8;
    } else {
        info.simd = "SSE2";
        info.fp32LanesPerFma = 4;
    }
#else
    info.simd = "scalar";
    info.fp32LanesPerFma = 1;
#endif
    return info;
}

std::size_t meminfoField(const char *key)
{
    std::ifstream in("/proc/meminfo");
    std::string line;
    const std::string prefix = std::string(key) + ":";
    while (std::getline(in, line)) {
        if (line.rfind(prefix, 0) == 0) {
            std::istringstream fields(line.substr(prefix.size()));
            std::size_t kib = 0;
            fields >> kib; // /proc/meminfo reports kiB
            return kib * 1024;
        }
    }
    return 0;
}

} // namespace

const CpuInfo &cpuInfo()
{
    static const CpuInfo info = detect();
    return info;
}

std::size_t availableHostBytes()
{
    return meminfoField("MemAvailable");
}
std::size_t totalHostBytes()
{
    return meminfoField("MemTotal");
}

std::size_t addressSpaceLimitBytes()
{
    rlimit lim{};
    if (::getrlimit(RLIMIT_AS, &lim) != 0 || lim.rlim_cur == RLIM_INFINITY)
        return std::numeric_limits<std::size_t>::max();
    return static_cast<std::size_t>(lim.rlim_cur);
}

std::size_t addressSpaceLeftBytes()
{
    const std::size_t limit = addressSpaceLimitBytes();
    if (limit == std::numeric_limits<std::size_t>::max())
        return limit;
    // First field of statm: the whole virtual size, in pages.
    std::ifstream in("/proc/self/statm");
    std::size_t pages = 0;
    if (!(in >> pages))
        return limit; // cannot tell what is mapped: the limit is the best bound we have
    const long pageSize = ::sysconf(_SC_PAGESIZE);
    const std::size_t mapped = pages * static_cast<std::size_t>(pageSize > 0 ? pageSize : 4096);
    return mapped >= limit ? 0 : limit - mapped;
}

} // namespace gpulab::kernels
