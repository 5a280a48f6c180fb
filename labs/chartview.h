#pragma once

// A chart view whose preferred size does not follow its scene. QGraphicsView
// prefers the scene's size, and a chart's scene grows with the view: in a
// layout that asks for preferred heights (word-wrapped labels, a scroll area)
// every resize made the chart taller than the last.
//
// legendBelow() gives the chart a ChartLegend (whole names, swatches that
// show the line style) for its owner to place under it; refreshLegend()
// follows the series.

#include "labs/chartlegend.h"
#include "labs/style.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QLocale>

namespace gpulab::labs {

class ChartView : public QChartView {
    Q_OBJECT
public:
    using QChartView::QChartView;
    [[nodiscard]] QSize sizeHint() const override { return minimumSizeHint().expandedTo(QSize(480, 320)); }

    [[nodiscard]] ChartLegend *legendBelow()
    {
        if (!m_legend) {
            m_legend = new ChartLegend(chart(), parentWidget() ? parentWidget() : this);
            m_legend->refresh();
        }
        return m_legend;
    }
    [[nodiscard]] const ChartLegend *legendIfShown() const { return m_legend; }
    void refreshLegend()
    {
        if (m_legend)
            m_legend->refresh();
    }

protected:
    // A palette change (projector mode, the system's dark theme): the
    // chart's own colours and the legend's swatches in the new inks. A
    // subclass that baked inks into its series redoes them first (restyle()).
    // A change of language: the axis numbers in the new locale (a chart keeps
    // the locale it was made in otherwise).
    void changeEvent(QEvent *event) override
    {
        if (event->type() == QEvent::PaletteChange)
            restyleChart();
        if (event->type() == QEvent::LanguageChange && chart() && chart()->locale() != QLocale())
            chart()->setLocale(QLocale());
        QChartView::changeEvent(event);
    }

private:
    void restyleChart()
    {
        if (chart())
            style::applyChartColours(chart());
        setBackgroundBrush(style::colour(style::Ink::Surface));
        refreshLegend();
    }

    ChartLegend *m_legend = nullptr;
};

} // namespace gpulab::labs
