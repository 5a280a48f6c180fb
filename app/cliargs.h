#pragma once

// Numbers on the command line, read one way for every subcommand: the value,
// the bounds and the unit, and one sentence naming the option when it is
// refused (printed by usageError()).

#include <QString>

#include <optional>

namespace gpulab::app {

// A whole number in [min, max].
std::optional<int> wholeNumber(const QString &text, const QString &option, int min, int max, QString &error);

struct NumberBounds {
    double min = 0.0;
    bool minAllowed = true; // false: the number must be more than min
    double max = 0.0;
    QString unit; // "h", "GB", "min"; empty for a plain number
};

// A finite decimal number within the bounds.
std::optional<double> number(const QString &text, const QString &option, const NumberBounds &bounds, QString &error);

} // namespace gpulab::app
