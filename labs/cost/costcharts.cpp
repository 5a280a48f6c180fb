#include "labs/cost/costcharts.h"

#include "labs/chartlegend.h"
#include "labs/style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QPen>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <iterator>

namespace gpulab::labs {
namespace {
using namespace core::cost;

// Gives lupdate and the runtime the same context, "CostCharts".
struct CostCharts {
    Q_DECLARE_TR_FUNCTIONS(CostCharts)
};
} // namespace

namespace {

// The chart's axes and series go; the axes are ours to delete once removed.
void clearChart(QChart *chart)
{
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis);
        delete axis;
    }
}

// The values of one bar per card class, split over the four meanings.
struct BarValues {
    QStringList categories;
    QList<qreal> normal, best, over, cannot;
    double maxValue = 0;
};

BarValues barValues(const QList<SweepBar> &bars, double capDollars)
{
    BarValues v;
    v.maxValue = capDollars;
    for (const SweepBar &s : bars) {
        // "A100 80 GB-class" → "A100 80 GB": the axis has room for the card, not
        // the suffix, in the language shown (the built-in names are translated)
        // and in English (a table of the user's own).
        QString name = s.name;
        const QString suffix =
            CostCharts::tr("-class", "the end of a card class name (T4-class), left off under the bars");
        if (name.endsWith(suffix))
            name.chop(suffix.size());
        else if (name.endsWith(QLatin1String("-class")))
            name.chop(6);
        const bool isBest = s.cheapest;
        // Each bar's label is its height in dollars: to the cent, not "$15.2524".
        const double total = std::round(s.total * 100.0) / 100.0;
        // Under a bar a third of a 1280×720 projector chart wide, "A100 80 GB"
        // was cut to "A100…": a name of several words goes on two lines.
        if (const QString two = style::twoLineTitle(name); two != name)
            name = two.toHtmlEscaped().replace(u'\n', QStringLiteral("<br>"));
        // The class's mark under its bar, as on the legend: colour is never the only thing that says it.
        v.categories << (!s.canHold             ? CostCharts::tr("✗ %1").arg(name)
                         : s.overCap            ? CostCharts::tr("▲ %1").arg(name)
                         : isBest && !s.overCap ? CostCharts::tr("✓ %1").arg(name)
                                                : name);
        v.normal << (s.canHold && !s.overCap && !isBest ? total : 0.0);
        v.best << (isBest && !s.overCap ? total : 0.0);
        v.over << (s.canHold && s.overCap ? total : 0.0);
        v.cannot << (!s.canHold ? total : 0.0);
        v.maxValue = std::max(v.maxValue, s.total);
    }
    return v;
}

// The four meanings, in the order of the bar sets. Each also has a mark, on
// the legend and on the class's name under its bar, so the colour is never
// the only thing that says it.
QStringList barLabels()
{
    return {CostCharts::tr("cost"), CostCharts::tr("✓ cheapest that fits"), CostCharts::tr("▲ over the cap"),
            CostCharts::tr("✗ cannot hold the model")};
}

void setValues(QBarSet *set, const QList<qreal> &values)
{
    for (int i = 0; i < int(values.size()); ++i)
        if (set->at(i) != values[i])
            set->replace(i, values[i]);
}

// The axis from lo to hi on Qt's nice numbers, worked out on an axis of no
// chart: the chart's own changes only when the nice range does (a range set
// and then rounded back made it lay its axes out twice on every key press).
void setNiceRange(QValueAxis *axis, double lo, double hi)
{
    QValueAxis nice;
    nice.setTickCount(axis->tickCount());
    nice.setRange(lo, hi);
    nice.applyNiceNumbers();
    if (axis->min() != nice.min() || axis->max() != nice.max())
        axis->setRange(nice.min(), nice.max());
    if (axis->tickCount() != nice.tickCount())
        axis->setTickCount(nice.tickCount());
}

void setYRange(QValueAxis *y, double maxValue)
{
    setNiceRange(y, 0, std::max(1.0, maxValue * 1.15));
}

// A line in `colour`, keeping its width. Not QXYSeries::setColor: it leaves
// a series that has no pen yet alone when the colour is black (the
// projector's reference line), and the chart's theme then paints it orange.
// New points only where they differ: a replace() with the same points still
// repaints the chart (the spot chart does not depend on the cap, the hours or
// the card's mark, and was redrawn on every press of them).
void setPoints(QLineSeries *line, const QList<QPointF> &points)
{
    if (line->points() != points)
        line->replace(points);
}

void setLineColour(QLineSeries *line, const QColor &colour)
{
    QPen pen = line->pen();
    pen.setColor(colour);
    pen.setWidthF(std::max(2.0, pen.widthF()));
    if (pen != line->pen())
        line->setPen(pen);
}

// Each bar set and the cap line in the inks in use (a palette change reaches
// the charts through the cost tab's restyle(), which fills them again).
void colourSweep(const QList<QBarSet *> &sets, QLineSeries *capLine)
{
    const QColor fills[] = {style::colour(style::Ink::CostBar), style::toneColour(style::Tone::Good),
                            style::toneColour(style::Tone::Bad), style::colour(style::Ink::UnavailableBar)};
    for (int i = 0; i < int(sets.size()) && i < int(std::size(fills)); ++i) {
        if (sets[i]->color() != fills[i])
            sets[i]->setColor(fills[i]);
        // The dollars on a bar in whichever of ink and white reads better on
        // its fill: dark grey on steel blue could hardly be read.
        const QColor ink = style::colour(style::Ink::TimelineInk);
        const QColor white(Qt::white);
        const QColor label = style::contrastRatio(white, fills[i]) > style::contrastRatio(ink, fills[i]) ? white : ink;
        if (sets[i]->labelColor() != label)
            sets[i]->setLabelColor(label);
    }
    if (capLine)
        setLineColour(capLine, style::toneColour(style::Tone::Bad));
}

// The cap line: at the cap, across the bars, named with it; hidden with no
// cap (it stays in the chart, so setting a cap changes numbers, not series).
void showCap(QLineSeries *capLine, double capDollars, qsizetype bars)
{
    const bool shown = capDollars > 0;
    // Named while hidden too: its legend entry keeps the room of its name.
    const QString name = CostCharts::tr("cap %1").arg(dollars(capDollars));
    if (capLine->name() != name)
        capLine->setName(name);
    if (shown) {
        setPoints(capLine, {{-0.5, capDollars}, {double(bars) - 0.5, capDollars}});
    }
    if (capLine->isVisible() != shown)
        capLine->setVisible(shown);
}

// The chart fillSweepChart made before, when it has the same bars: then only
// its numbers change. Rebuilding a Qt Charts bar series and its axes on every
// key press is what made the hours spin box lag.
bool updateSweepChart(QChart *chart, const BarValues &v, double capDollars)
{
    const QList<QAbstractSeries *> series = chart->series();
    if (series.size() != 2)
        return false;
    auto *bars = qobject_cast<QStackedBarSeries *>(series.front());
    auto *capLine = qobject_cast<QLineSeries *>(series.back());
    if (!bars || bars->count() != 4 || !capLine)
        return false;
    const QList<QAbstractAxis *> xs = chart->axes(Qt::Horizontal, bars);
    const QList<QAbstractAxis *> ys = chart->axes(Qt::Vertical, bars);
    const QList<QAbstractAxis *> capXs = chart->axes(Qt::Horizontal, capLine);
    auto *x = xs.isEmpty() ? nullptr : qobject_cast<QBarCategoryAxis *>(xs.front());
    auto *y = ys.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(ys.front());
    auto *cx = capXs.isEmpty() ? nullptr : qobject_cast<QValueAxis *>(capXs.front());
    if (!x || !y || !cx || x->count() != v.categories.size())
        return false;
    if (x->categories() != v.categories)
        x->setCategories(v.categories); // a card's mark under its bar changed (▲ over the cap)
    const QList<QBarSet *> sets = bars->barSets();
    for (QBarSet *set : sets)
        if (set->count() != v.categories.size())
            return false;
    setValues(sets[0], v.normal);
    setValues(sets[1], v.best);
    setValues(sets[2], v.over);
    setValues(sets[3], v.cannot);
    colourSweep(sets, capLine);
    setYRange(y, v.maxValue);
    // The words, in the language now in use (a switch may keep the card names).
    const QStringList labels = barLabels();
    for (int i = 0; i < 4; ++i)
        if (sets[i]->label() != labels[i])
            sets[i]->setLabel(labels[i]);
    if (y->titleText() != CostCharts::tr("$ per sweep"))
        y->setTitleText(CostCharts::tr("$ per sweep"));
    showCap(capLine, capDollars, v.categories.size());
    return true;
}

} // namespace

void fillSweepChart(QChart *chart, const QList<SweepBar> &bars, double capDollars)
{
    const BarValues v = barValues(bars, capDollars);
    if (updateSweepChart(chart, v, capDollars))
        return;
    // Bars: one set per meaning, so each bar takes the colour of what it is.
    clearChart(chart);
    auto *series = new QStackedBarSeries;
    const QStringList labels = barLabels();
    auto *normal = new QBarSet(labels[0]);
    auto *best = new QBarSet(labels[1]);
    auto *over = new QBarSet(labels[2]);
    auto *cannot = new QBarSet(labels[3]);
    normal->append(v.normal);
    best->append(v.best);
    over->append(v.over);
    cannot->append(v.cannot);
    for (QBarSet *set : {normal, best, over, cannot})
        series->append(set);
    colourSweep(series->barSets(), nullptr);
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("$@value"));
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(v.categories);
    auto *y = new QValueAxis;
    y->setLabelFormat(QStringLiteral("$%.0f"));
    setYRange(y, v.maxValue);
    y->setTitleText(CostCharts::tr("$ per sweep"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    auto *capLine = new QLineSeries;
    ChartLegend::keepRoomFor(capLine); // typing a cap moves neither legend nor charts
    setLineColour(capLine, style::toneColour(style::Tone::Bad));
    chart->addSeries(capLine);
    auto *cx = new QValueAxis;
    cx->setRange(-0.5, double(bars.size()) - 0.5);
    cx->setVisible(false);
    chart->addAxis(cx, Qt::AlignTop);
    capLine->attachAxis(cx);
    capLine->attachAxis(y);
    showCap(capLine, capDollars, bars.size());
}

void fillSpotChart(QChart *chart, const RateClass &card, const SpotInput &spot, int runs, double breakEvenRate)
{
    const double onDemand = compareSpot(card, spot, runs).onDemandDollars; // core's figure, not a copy
    const double lambdaMax = std::max(0.25, 2.0 * std::min(std::isfinite(breakEvenRate) ? breakEvenRate : 0.25, 2.5));
    constexpr int kSteps = 60;
    // Above the y range setRanges() gives (three times on demand, rounded up to a nice number).
    const double ceiling = 10.0 * std::max(1.0, onDemand);
    QList<QPointF> withCkpt, without, demand;
    for (int k = 0; k <= kSteps; ++k) {
        const double l = lambdaMax * k / kSteps;
        SpotInput a = spot;
        a.interruptsPerHour = l;
        // The expected cost grows as e^{λT}: far above the plot it is held a
        // little past the top, where the plot clips it, so that no point maps
        // to a pixel coordinate of 10^40 for the painter to clip. Past what a
        // double holds the line just ends.
        const auto add = [l, ceiling](QList<QPointF> &line, double dollars) {
            if (std::isfinite(dollars))
                line.append({l, std::min(dollars, ceiling)});
        };
        add(withCkpt, expectedSpotDollars(card, a, runs));
        a.checkpointMinutes = 0;
        add(without, expectedSpotDollars(card, a, runs));
        demand.append({l, onDemand});
    }
    const bool same = spot.checkpointMinutes <= 0; // one spot line: no checkpoints
    const QString withName =
        !same ? CostCharts::tr("spot, checkpoint every %1 min").arg(QLocale().toString(spot.checkpointMinutes))
              : CostCharts::tr("spot, no checkpoints");
    const auto setRanges = [&](QValueAxis *lx, QValueAxis *ly) {
        setNiceRange(lx, 0, lambdaMax);
        setNiceRange(ly, 0, std::max(1.0, 3.0 * onDemand)); // the no-checkpoint line runs off the top
    };

    // The lines there already, with new points: as with the sweep chart,
    // rebuilding them on every key press is what costs.
    const QList<QAbstractSeries *> there = chart->series();
    const QList<QAbstractAxis *> xs = chart->axes(Qt::Horizontal);
    const QList<QAbstractAxis *> ys = chart->axes(Qt::Vertical);
    if (there.size() == (same ? 2 : 3) && xs.size() == 1 && ys.size() == 1) {
        auto *lx = qobject_cast<QValueAxis *>(xs.front());
        auto *ly = qobject_cast<QValueAxis *>(ys.front());
        QList<QLineSeries *> lines;
        for (QAbstractSeries *ser : there)
            if (auto *l = qobject_cast<QLineSeries *>(ser))
                lines << l;
        if (lx && ly && lines.size() == there.size()) {
            const auto say = [](auto *item, const QString &text, auto get, auto set) {
                if ((item->*get)() != text)
                    (item->*set)(text);
            };
            say(lines.front(), withName, &QAbstractSeries::name, &QAbstractSeries::setName);
            if (!same)
                say(lines[1], CostCharts::tr("spot, no checkpoints"), &QAbstractSeries::name,
                    &QAbstractSeries::setName);
            say(lines.back(), CostCharts::tr("on demand"), &QAbstractSeries::name, &QAbstractSeries::setName);
            say(lx, CostCharts::tr("pre-emptions per hour"), &QAbstractAxis::titleText, &QAbstractAxis::setTitleText);
            say(ly, CostCharts::tr("$ expected"), &QAbstractAxis::titleText, &QAbstractAxis::setTitleText);
            setPoints(lines.front(), withCkpt);
            setLineColour(lines.front(), style::toneColour(style::Tone::Good));
            if (!same) {
                setPoints(lines[1], without);
                setLineColour(lines[1], style::toneColour(style::Tone::Bad));
            }
            setPoints(lines.back(), demand);
            setLineColour(lines.back(), style::colour(style::Ink::ReferenceLine)); // the inks in use
            setRanges(lx, ly);
            return;
        }
    }

    clearChart(chart);
    auto *withLine = new QLineSeries;
    withLine->setName(withName);
    withLine->append(withCkpt);
    setLineColour(withLine, style::toneColour(style::Tone::Good));
    chart->addSeries(withLine);
    if (!same) {
        auto *withoutLine = new QLineSeries;
        withoutLine->setName(CostCharts::tr("spot, no checkpoints"));
        withoutLine->append(without);
        setLineColour(withoutLine, style::toneColour(style::Tone::Bad));
        chart->addSeries(withoutLine);
    }
    auto *demandLine = new QLineSeries;
    demandLine->setName(CostCharts::tr("on demand"));
    demandLine->append(demand);
    setLineColour(demandLine, style::colour(style::Ink::ReferenceLine));
    chart->addSeries(demandLine);
    auto *lx = new QValueAxis;
    lx->setTitleText(CostCharts::tr("pre-emptions per hour"));
    auto *ly = new QValueAxis;
    ly->setTitleText(CostCharts::tr("$ expected"));
    ly->setLabelFormat(QStringLiteral("$%.0f"));
    setRanges(lx, ly);
    chart->addAxis(lx, Qt::AlignBottom);
    chart->addAxis(ly, Qt::AlignLeft);
    for (QAbstractSeries *ser : chart->series()) {
        ser->attachAxis(lx);
        ser->attachAxis(ly);
    }
}

} // namespace gpulab::labs
