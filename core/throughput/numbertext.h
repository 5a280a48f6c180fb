#pragma once

#include <QString>

namespace gpulab::core::throughput::numbertext {

// "2.15 × 10⁹" (three significant digits); plain digits below 10,000.
QString scientific(double value);
// "40,795,897,856" in the user's locale.
QString grouped(qint64 value);

} // namespace gpulab::core::throughput::numbertext
