#include "core/busysummary.h"

#include <algorithm>

namespace gpulab::core {

double busySeverity(const BenchmarkPoint &p)
{
    return std::max(p.waitShare, p.interactiveShare);
}

void BusySummary::add(const BenchmarkPoint &p)
{
    if (p.busyNote.isEmpty())
        return;
    fromN = points == 0 ? p.n : std::min(fromN, p.n);
    toN = points == 0 ? p.n : std::max(toN, p.n);
    ++points;
    const double severity = busySeverity(p);
    if (worstNote.isEmpty() || severity > worstSeverity) {
        worstSeverity = severity;
        worstNote = p.busyNote;
    }
}

} // namespace gpulab::core
