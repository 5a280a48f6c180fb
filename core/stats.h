#pragma once

#include <QList>

namespace gpulab::core {

struct Spread {
    double median = 0.0;
    double min = 0.0;
    double max = 0.0;
};

// Median (mean of the middle two for an even count), min and max.
// An empty list gives zeros.
Spread spreadOf(QList<double> values);

} // namespace gpulab::core
