#include "labs/stylechart.h"

#include "labs/stylepalette.h"
#include "labs/styletext.h"

#include <QAbstractAxis>
#include <QAbstractSeries>
#include <QChart>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QXYSeries>

#include <algorithm>

namespace gpulab::labs::style {
namespace {

// A series' own pen width and the one applyChartStyle() last gave it.
constexpr char kPenWidthProperty[] = "gpulabPenWidth";
constexpr char kPenSetProperty[] = "gpulabPenSet";
constexpr char kMarkerSizeProperty[] = "gpulabMarkerSize";
constexpr char kMarkerSetProperty[] = "gpulabMarkerSet";

} // namespace

void applyChartFonts(QChart *chart)
{
    // A projector's text is large already: a title a step above it would be cut ("…").
    // Each font is set only where it differs: the chart lays its title out
    // again for any font it is given, the same or not (every slider step
    // restyles its chart).
    const QFont title = scaledFont(projector() ? 1.0 : kChartTitleScale, true);
    if (chart->titleFont() != title)
        chart->setTitleFont(title);
    const QFont legend = scaledFont(kChartLegendScale);
    if (chart->legend()->font() != legend)
        chart->legend()->setFont(legend);
    const QFont labels = scaledFont(kChartAxisLabelScale);
    const QFont titles = scaledFont(1.0);
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->labelsFont() != labels)
            axis->setLabelsFont(labels);
        if (axis->titleFont() != titles)
            axis->setTitleFont(titles);
    }
}

void applyChartColours(QChart *chart)
{
    const QColor surface = colour(Ink::Surface);
    const QColor text = colour(Ink::Text);
    // The grid a quiet step from the surface towards the text, the axis lines a stronger one.
    const auto between = [&](double t) {
        return QColor::fromRgbF(float(surface.redF() + (text.redF() - surface.redF()) * t),
                                float(surface.greenF() + (text.greenF() - surface.greenF()) * t),
                                float(surface.blueF() + (text.blueF() - surface.blueF()) * t));
    };
    if (chart->backgroundBrush() != QBrush(surface))
        chart->setBackgroundBrush(surface);
    if (chart->backgroundPen() != QPen(Qt::NoPen))
        chart->setBackgroundPen(Qt::NoPen);
    if (chart->titleBrush() != QBrush(text))
        chart->setTitleBrush(text);
    if (chart->legend()->labelColor() != text)
        chart->legend()->setLabelColor(text);
    const QColor axisLine = between(0.55), grid = between(0.18), minorGrid = between(0.09);
    for (QAbstractAxis *axis : chart->axes()) {
        if (axis->labelsColor() != text)
            axis->setLabelsColor(text);
        if (axis->titleBrush() != QBrush(text))
            axis->setTitleBrush(text);
        if (axis->linePenColor() != axisLine)
            axis->setLinePenColor(axisLine);
        if (axis->gridLineColor() != grid)
            axis->setGridLineColor(grid);
        if (axis->minorGridLineColor() != minorGrid)
            axis->setMinorGridLineColor(minorGrid);
    }
}

void applyChartStyle(QChart *chart)
{
    applyChartFonts(chart);
    applyChartColours(chart);
    // A line's swatch is a stretch of that line (dashed stays dashed); bars
    // and points keep their filled square or dot.
    for (QLegendMarker *marker : chart->legend()->markers())
        if (qobject_cast<QLineSeries *>(marker->series()) && !qobject_cast<QScatterSeries *>(marker->series()))
            marker->setShape(QLegend::MarkerShapeFromSeries);
    // Lines and points a room can see: thick in projector mode, the panel's
    // own width otherwise. A width the panel set since the last call is its own.
    const auto widen = [](QObject *s, double current, const char *own, const char *given, double least, double times) {
        const QVariant last = s->property(given);
        const double mine =
            last.isValid() && qFuzzyCompare(last.toDouble(), current) ? s->property(own).toDouble() : current;
        const double want = projector() ? std::max(mine * times, least) : mine;
        s->setProperty(own, mine);
        s->setProperty(given, want);
        return want;
    };
    for (QAbstractSeries *s : chart->series()) {
        if (auto *points = qobject_cast<QScatterSeries *>(s)) {
            const double size =
                widen(points, points->markerSize(), kMarkerSizeProperty, kMarkerSetProperty, kProjectorMarkerSize, 1.0);
            if (!qFuzzyCompare(size, points->markerSize()))
                points->setMarkerSize(size);
        } else if (auto *line = qobject_cast<QXYSeries *>(s)) {
            QPen pen = line->pen();
            const double width =
                widen(line, pen.widthF(), kPenWidthProperty, kPenSetProperty, kProjectorLineWidth, 1.5);
            if (!qFuzzyCompare(width, pen.widthF())) {
                pen.setWidthF(width);
                line->setPen(pen);
            }
        }
    }
}

QLogValueAxis *logAxis(int base, const QString &format, const QString &title, double lo, double hi)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(base);
    axis->setLabelFormat(format);
    axis->setTitleText(title);
    setLogRange(axis, lo, hi);
    return axis;
}

void addSeriesOnAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, const QList<QAbstractSeries *> &series)
{
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    for (QAbstractSeries *s : series) {
        chart->addSeries(s);
        s->attachAxis(x);
        s->attachAxis(y);
    }
}

void setLogRange(QLogValueAxis *axis, double lo, double hi)
{
    // Qt Charts labels the powers from ceil(log(min) / log(base)); for a min
    // that is itself a power that quotient can come out a hair above the
    // whole number (ln 1e-6 / ln 10 = -5.999…), and the lowest label is lost.
    // A hair under the power keeps it, and moves nothing on screen.
    axis->setRange(lo * (1.0 - 1e-13), hi);
}

} // namespace gpulab::labs::style
