#pragma once

#include "core/vram/vramcards.h"
#include "core/vram/vramtypes.h"

#include "labs/chartview.h"

class QBarCategoryAxis;
class QChart;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpulab::labs {

// The breakdown as two stacked horizontal bars (lesson bookkeeping, mixed
// precision), with every card drawn as a vertical line at its capacity.
class VramChart : public ChartView {
    Q_OBJECT
public:
    explicit VramChart(QWidget *parent = nullptr);

    void showPlan(const core::vram::PlanResult &result, const QList<core::vram::Card> &cards, bool gib);
    // What the bars add up to, in the unit shown: read by the tests.
    [[nodiscard]] double barTotal(int bar) const;

private:
    QChart *m_chart = nullptr;
    QHorizontalStackedBarSeries *m_series = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_value = nullptr;
    QValueAxis *m_lineY = nullptr;
};

} // namespace gpulab::labs
