#include "core/units.h"

#include <QLocale>

#include <cmath>

namespace gpulab::core::units {

QString number(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString gb(double bytes, int decimals)
{
    return QStringLiteral("%1 GB").arg(number(bytes / kGB, decimals));
}
QString gib(double bytes, int decimals)
{
    return QStringLiteral("%1 GiB").arg(number(bytes / kGiB, decimals));
}
QString gbAndGib(double bytes)
{
    return QStringLiteral("%1 (%2)").arg(gb(bytes), gib(bytes));
}

QString bytes(double b)
{
    if (std::fabs(b) >= kGB)
        return QStringLiteral("%1 GB").arg(number(b / kGB, 2));
    if (std::fabs(b) >= 1e6)
        return QStringLiteral("%1 MB").arg(number(b / 1e6, 1));
    return QStringLiteral("%1 kB").arg(number(b / 1e3, 1));
}

QString seconds(double s)
{
    const double a = std::fabs(s);
    if (a >= 100.0)
        return QStringLiteral("%1 s").arg(number(s, 0));
    if (a >= 1.0)
        return QStringLiteral("%1 s").arg(number(s, 2));
    if (a >= 1e-3)
        return QStringLiteral("%1 ms").arg(number(s * 1e3, a >= 0.1 ? 0 : 2));
    return QStringLiteral("%1 µs").arg(number(s * 1e6, 1));
}

QString gflops(double g)
{
    if (g >= 1000.0)
        return QStringLiteral("%1 TFLOP/s").arg(number(g / 1000.0, 2));
    return QStringLiteral("%1 GFLOP/s").arg(number(g, g >= 100.0 ? 0 : 1));
}

} // namespace gpulab::core::units
