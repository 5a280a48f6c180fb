#include "kernels/cpu/cpuinfo.h"

#include <fstream>
#include <sched.h>
#include <sstream>
#include <thread>

namespace gpulab::kernels {
namespace {

std::string readModelName()
{
    std::ifstream in("/proc/cpuinfo");
    std::string line;
    while (std::getline(in, line)) {
        if (line.rfind("model name", 0) == 0) {
            const auto colon = line.find(':');
            if (colon != std::string::npos) {
                auto value = line.substr(colon + 1);
                const auto first = value.find_first_not_of(" \t");
                return first == std::string::npos ? std::string() : value.substr(first);
            }
        }
    }
    return "unknown CPU";
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

} // namespace gpulab::kernels
