#pragma once

// The cards a plan is held against, and the capacity table (card ÷ bytes/param).

#include "core/vram/vramtypes.h"

#include <QList>

#include <optional>

namespace gpulab::core {
struct CudaReport;
}

namespace gpulab::core::vram {

struct Card {
    enum class Kind { Standard, Custom, ThisGpuTotal, ThisGpuFree } kind = Kind::Standard;
    QString label;    // "16 GB", "custom 48 GB", "this GPU: NVIDIA H200 (total)"
    double bytes = 0; // what the plan must fit into
};

// What the sizes mean (the lesson's decimal GB, against a real card's GiB),
// for the planner's units control.
QString unitsNote();

// 8, 12, 16, 24, 80 GB, then the custom card, then this machine's GPU (total and
// free, from the driver) when `cuda` is usable.
QList<Card> cards(double customBytes, const CudaReport *cuda);
QList<Card> standardCards();
// The planner's verdict: the smallest standard card that holds the plan,
// headroom included; nullopt when none of them does (or the plan is invalid).
std::optional<Card> smallestStandardCard(const Plan &plan);

struct FitRow {
    Card card;
    double needBytes = 0;
    bool fits = false;
    double marginBytes = 0; // card − need: spare when ≥ 0, short when < 0
};
QList<FitRow> fitsTable(const Plan &plan, const QList<Card> &cards);

// Parameters that fit in `cardBytes` at `bytesPerParam`, no headroom.
double capacityParams(double cardBytes, double bytesPerParam);

struct CapacityRow {
    Card card;
    double inference = 0; // parameters at 2 B/param
    double sgd = 0;       // 6 B/param
    double adam = 0;      // 14 B/param
    double thisPlan = 0;  // the plan's model-state bytes per parameter (0 when it has none)
};
// The lesson's capacity table (docs/facts.md, "VRAM planner"), with a live column for the plan's own bytes per
// parameter.
QList<CapacityRow> capacityTable(const Plan &plan, const QList<Card> &cards);

} // namespace gpulab::core::vram
