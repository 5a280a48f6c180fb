#include "core/memoryguard.h"

#include "core/units.h"
#include "kernels/cpu/cpuinfo.h"

#include <QCoreApplication>

namespace gpulab::core {

MemoryCheck checkFits(int n, double availableBytes, const QString &where)
{
    MemoryCheck c;
    c.neededBytes = units::matmulBytes(n);
    c.availableBytes = availableBytes;
    if (n <= 0) {
        c.ok = false;
        c.message = QCoreApplication::translate("MemoryGuard", "matrix size must be at least 1 (got %1)").arg(n);
    } else if (c.neededBytes > availableBytes) {
        c.ok = false;
        c.message = QCoreApplication::translate(
                        "MemoryGuard", "n = %1 needs %2 for A, B and C (3·n²·4 bytes), but only %3 of %4 is available")
                        .arg(n)
                        .arg(units::gb(c.neededBytes), units::gb(availableBytes), where);
    }
    return c;
}

MemoryCheck checkMemoryFor(int n, const kernels::MatmulBackend &backend)
{
    MemoryCheck host =
        checkFits(n, double(kernels::availableHostBytes()), QCoreApplication::translate("MemoryGuard", "RAM"));
    // A process under `ulimit -v` (RLIMIT_AS) fails to allocate long before RAM runs out.
    const std::size_t addressSpace = kernels::addressSpaceLeftBytes();
    if (host.ok && double(addressSpace) < host.availableBytes)
        host = checkFits(n, double(addressSpace),
                         QCoreApplication::translate("MemoryGuard", "the address space left under this process's "
                                                                    "limit (ulimit -v %1)")
                             .arg(units::gb(double(kernels::addressSpaceLimitBytes()))));
    if (!host.ok || backend.deviceBytes(n) == 0)
        return host;
    const std::size_t free = backend.deviceFreeBytes();
    if (free == 0)
        return host; // the device could not tell; its own prepare() checks again before allocating
    return checkFits(n, double(free), QCoreApplication::translate("MemoryGuard", "GPU memory"));
}

} // namespace gpulab::core
