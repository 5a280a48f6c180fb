#include "core/units.h"

#include <cmath>

namespace gpulab::core::units {

QString gb(double bytes, int decimals)
{
    return QStringLiteral("%1 GB").arg(bytes / kGB, 0, 'f', decimals);
}
QString gib(double bytes, int decimals)
{
    return QStringLiteral("%1 GiB").arg(bytes / kGiB, 0, 'f', decimals);
}
QString gbAndGib(double bytes)
{
    return QStringLiteral("%1 (%2)").arg(gb(bytes), gib(bytes));
}

QString bytes(double b)
{
    if (std::fabs(b) >= kGB)
        return QStringLiteral("%1 GB").arg(b / kGB, 0, 'f', 2);
    if (std::fabs(b) >= 1e6)
        return QStringLiteral("%1 MB").arg(b / 1e6, 0, 'f', 1);
    return QStringLiteral("%1 kB").arg(b / 1e3, 0, 'f', 1);
}

QString seconds(double s)
{
    const double a = std::fabs(s);
    if (a >= 100.0)
        return QStringLiteral("%1 s").arg(s, 0, 'f', 0);
    if (a >= 1.0)
        return QStringLiteral("%1 s").arg(s, 0, 'f', 2);
    if (a >= 1e-3)
        return QStringLiteral("%1 ms").arg(s * 1e3, 0, 'f', a >= 0.1 ? 0 : 2);
    return QStringLiteral("%1 µs").arg(s * 1e6, 0, 'f', 1);
}

QString gflops(double g)
{
    if (g >= 1000.0)
        return QStringLiteral("%1 TFLOP/s").arg(g / 1000.0, 0, 'f', 2);
    return QStringLiteral("%1 GFLOP/s").arg(g, 0, 'f', g >= 100.0 ? 0 : 1);
}

} // namespace gpulab::core::units
