#pragma once

// A chart view whose preferred size does not follow its scene. QGraphicsView
// prefers the scene's size, and a chart's scene grows with the view: in a
// layout that asks for preferred heights (word-wrapped labels, a scroll area)
// every resize made the chart taller than the last.
//
// legendBelow() gives the chart a ChartLegend (whole names, swatches that
// show the line style) for its owner to place under it; refreshLegend()
// follows the series. setWrappedTitle() gives the chart a title that wraps
// onto more lines where the view is too narrow for one (Qt cuts it to
// "The same sweep on every card cla…"), and setMinimumLines() a least
// height in lines of text, so a larger text size (projector mode) gets a
// taller plot rather than "…" for every axis label.

#include "labs/accessibility.h"
#include "labs/chartlegend.h"
#include "labs/focusstyle.h"
#include "labs/style.h"

#include <QChart>
#include <QChartView>
#include <QEvent>
#include <QFontMetrics>
#include <QLocale>
#include <QPainter>
#include <QStringList>

#include <algorithm>

namespace gpulab::labs {

class ChartView : public QChartView {
    Q_OBJECT
public:
    // A chart to a screen reader, and a Tab stop with a focus ring.
    explicit ChartView(QWidget *parent = nullptr) : QChartView(parent) { markAsChart(this); }
    explicit ChartView(QChart *chart, QWidget *parent = nullptr) : QChartView(chart, parent) { markAsChart(this); }
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

    void setWrappedTitle(const QString &title)
    {
        m_title = title;
        refreshTitle();
    }
    // The title wrapped again for the chart's title font (after a restyle) and width.
    void refreshTitle()
    {
        if (!chart() || m_title.isEmpty())
            return;
        const QFontMetrics metrics(chart()->titleFont());
        // The chart's margins and the title's own, on both sides.
        const int room = std::max(metrics.averageCharWidth() * 8, width() - kTitleMargins);
        QStringList lines;
        QString line;
        for (const QString &word : m_title.split(QLatin1Char(' '), Qt::SkipEmptyParts)) {
            const QString longer = line.isEmpty() ? word : line + QLatin1Char(' ') + word;
            if (!line.isEmpty() && metrics.horizontalAdvance(longer) > room) {
                lines << line.toHtmlEscaped();
                line = word;
            } else {
                line = longer;
            }
        }
        lines << line.toHtmlEscaped();
        const QString shown = lines.size() == 1 ? m_title : lines.join(QStringLiteral("<br>"));
        if (chart()->title() != shown)
            chart()->setTitle(shown);
    }

    void setMinimumLines(int lines)
    {
        m_minimumLines = lines;
        applyMinimumLines();
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
        if (event->type() == QEvent::FontChange)
            applyMinimumLines();
        if (event->type() == QEvent::LanguageChange && chart() && chart()->locale() != QLocale())
            chart()->setLocale(QLocale());
        QChartView::changeEvent(event);
    }

    void resizeEvent(QResizeEvent *event) override
    {
        QChartView::resizeEvent(event);
        refreshTitle();
    }

    void paintEvent(QPaintEvent *event) override
    {
        QChartView::paintEvent(event);
        if (hasFocus()) {
            QPainter painter(viewport());
            drawFocusRing(&painter, viewport()->rect());
        }
    }

private:
    static constexpr int kTitleMargins = 64;
    void applyMinimumLines()
    {
        if (m_minimumLines > 0)
            setMinimumHeight(std::max(kLeastHeight, QFontMetrics(style::scaledFont(1.0)).height() * m_minimumLines));
    }
    static constexpr int kLeastHeight = 260;

    void restyleChart()
    {
        if (chart())
            style::applyChartColours(chart());
        setBackgroundBrush(style::colour(style::Ink::Surface));
        refreshLegend();
    }

    ChartLegend *m_legend = nullptr;
    QString m_title;
    int m_minimumLines = 0;
};

} // namespace gpulab::labs
