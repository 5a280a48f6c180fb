#pragma once

// Numbers on the command line, read one way for every subcommand: the value,
// the bounds and the unit, and one sentence naming the option when it is
// refused (printed by usageError()).

#include <QString>

#include <optional>

namespace gpulab::app {

// The one rule for an option that names one of a fixed set of words (a
// backend, panel, lab, preset, precision, mode, optimizer, log level or
// language): its case is ignored. Every such word is lower case, and Qt's
// toLower() never asks the locale (on a Turkish desktop "CPU" still becomes
// "cpu", not "cpu" with a dotless ı).
QString optionWord(const QString &given);

// A whole number in [min, max].
std::optional<int> wholeNumber(const QString &text, const QString &option, int min, int max, QString &error);

struct NumberBounds {
    double min = 0.0;
    bool minAllowed = true; // false: the number must be more than min
    double max = 0.0;
    QString unit; // "h", "GB", "min"; empty for a plain number
    // A value other than 0 below this is refused as too small to mean anything
    // (a cap of a thousandth of a cent is printed as $0.00). Subnormal numbers
    // (1e-320) are always refused.
    double smallest = 0.0;
};

// A finite decimal number within the bounds.
std::optional<double> number(const QString &text, const QString &option, const NumberBounds &bounds, QString &error);

} // namespace gpulab::app
