#include "core/stats.h"

#include <algorithm>

namespace gpulab::core {

Spread spreadOf(QList<double> values)
{
    Spread s;
    if (values.isEmpty())
        return s;
    std::sort(values.begin(), values.end());
    const auto count = values.size();
    s.min = values.front();
    s.max = values.back();
    s.median = count % 2 ? values[count / 2] : 0.5 * (values[count / 2 - 1] + values[count / 2]);
    return s;
}

} // namespace gpulab::core
