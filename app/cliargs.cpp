#include "app/cliargs.h"

#include <QCoreApplication>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab::app {
namespace {
// lupdate and the runtime agree on the context "CliArgs".
struct TrCliArgs {
    Q_DECLARE_TR_FUNCTIONS(CliArgs)
};

// A bound as a person writes it: 1000000000, not 1e+09.
QString plain(double v, const QString &unit)
{
    const QString n = QString::number(v, 'g', 15);
    return unit.isEmpty() ? n : QStringLiteral("%1 %2").arg(n, unit);
}
} // namespace

QString optionWord(const QString &given)
{
    return given.toLower();
}

std::optional<int> wholeNumber(const QString &text, const QString &option, int min, int max, QString &error)
{
    bool ok = false;
    const qlonglong v = text.trimmed().toLongLong(&ok);
    if (!ok) {
        error = TrCliArgs::tr("%1: \"%2\" is not a whole number").arg(option, text);
        return std::nullopt;
    }
    if (v < min) {
        error = TrCliArgs::tr("%1 must be at least %2 (got %3)").arg(option).arg(min).arg(v);
        return std::nullopt;
    }
    if (v > max) {
        error = TrCliArgs::tr("%1 = %2 is too large (at most %3)").arg(option).arg(v).arg(max);
        return std::nullopt;
    }
    return int(v);
}

std::optional<double> number(const QString &text, const QString &option, const NumberBounds &bounds, QString &error)
{
    bool ok = false;
    const double v = text.trimmed().toDouble(&ok);
    if (!ok || !std::isfinite(v)) {
        error = TrCliArgs::tr("%1: \"%2\" is not a number").arg(option, text);
        return std::nullopt;
    }
    const double smallest = std::max(bounds.smallest, std::numeric_limits<double>::min());
    if (v != 0.0 && std::fabs(v) < smallest) {
        error = (bounds.min == 0.0 && bounds.minAllowed
                     ? TrCliArgs::tr("%1 = %2 is too small to mean anything: give 0 or at least %3")
                     : TrCliArgs::tr("%1 = %2 is too small to mean anything: give at least %3"))
                    .arg(option, text.trimmed(), plain(smallest, bounds.unit));
        return std::nullopt;
    }
    if (bounds.minAllowed ? v < bounds.min : v <= bounds.min) {
        error = (bounds.minAllowed ? TrCliArgs::tr("%1 must be at least %2 (got %3)")
                                   : TrCliArgs::tr("%1 must be more than %2 (got %3)"))
                    .arg(option, plain(bounds.min, bounds.unit), plain(v, bounds.unit));
        return std::nullopt;
    }
    if (v > bounds.max) {
        error = TrCliArgs::tr("%1 = %2 is too large (at most %3)")
                    .arg(option, plain(v, bounds.unit), plain(bounds.max, bounds.unit));
        return std::nullopt;
    }
    return v;
}

} // namespace gpulab::app
