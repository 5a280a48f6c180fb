#pragma once

// A chart view whose preferred size does not follow its scene. QGraphicsView
// prefers the scene's size, and a chart's scene grows with the view: in a
// layout that asks for preferred heights (word-wrapped labels, a scroll area)
// every resize made the chart taller than the last.

#include <QChartView>

namespace gpulab::labs {

class ChartView : public QChartView {
    Q_OBJECT
public:
    using QChartView::QChartView;
    [[nodiscard]] QSize sizeHint() const override { return minimumSizeHint().expandedTo(QSize(480, 320)); }
};

} // namespace gpulab::labs
