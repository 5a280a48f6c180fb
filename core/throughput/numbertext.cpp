#include "core/throughput/numbertext.h"

#include <QLocale>

#include <cmath>

namespace gpulab::core::throughput::numbertext {

QString scientific(double value)
{
    if (value == 0.0 || !std::isfinite(value))
        return QString::number(value);
    if (std::fabs(value) < 1e4)
        return QLocale().toString(value, 'g', 4);
    int exponent = int(std::floor(std::log10(std::fabs(value))));
    double mantissa = value / std::pow(10.0, exponent);
    if (std::fabs(mantissa) >= 9.995) { // 9.997 would print as "10.0"
        mantissa /= 10.0;
        ++exponent;
    }
    static const char16_t superscripts[] = u"⁰¹²³⁴⁵⁶⁷⁸⁹";
    QString power;
    for (const QChar c : QString::number(exponent))
        power += c == u'-' ? QChar(u'⁻') : QChar(superscripts[c.digitValue()]);
    return QStringLiteral("%1 × 10%2").arg(QLocale().toString(mantissa, 'f', 2), power);
}

QString grouped(qint64 value)
{
    return QLocale().toString(value);
}

} // namespace gpulab::core::throughput::numbertext
