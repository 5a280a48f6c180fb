#include "labs/cost/costcharts.h"

#include "labs/style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QCoreApplication>
#include <QLineSeries>
#include <QLocale>
#include <QStackedBarSeries>
#include <QValueAxis>

#include <cmath>

namespace gpulab::labs {
namespace {
using namespace core::cost;

// Gives lupdate and the runtime the same context, "CostCharts".
struct CostCharts {
    Q_DECLARE_TR_FUNCTIONS(CostCharts)
};
} // namespace

void fillSweepChart(QChart *chart, const QList<SweepBar> &bars, double capDollars)
{
    // Bars: one set per meaning, so each bar takes the colour of what it is.
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis); // gives the axis back to us: ours to delete
        delete axis;
    }
    auto *series = new QStackedBarSeries;
    // Each meaning also has a mark, on the legend and on the class's name under
    // its bar, so the colour is never the only thing that says it.
    auto *normal = new QBarSet(CostCharts::tr("cost"));
    auto *best = new QBarSet(CostCharts::tr("✓ cheapest that fits"));
    auto *over = new QBarSet(CostCharts::tr("▲ over the cap"));
    auto *cannot = new QBarSet(CostCharts::tr("✗ cannot hold the model"));
    normal->setColor(style::swatch(style::Swatch::PlainBar));
    best->setColor(style::toneColour(style::Tone::Good));
    over->setColor(style::toneColour(style::Tone::Bad));
    cannot->setColor(style::swatch(style::Swatch::Unavailable));
    QStringList categories;
    double maxValue = capDollars;
    for (const SweepBar &s : bars) {
        // "A100 80 GB-class" → "A100 80 GB": the axis has room for the card, not the suffix.
        QString name = s.name;
        name.remove(QStringLiteral("-class"));
        const bool isBest = s.cheapest;
        categories << (!s.canHold             ? CostCharts::tr("✗ %1").arg(name)
                       : s.overCap            ? CostCharts::tr("▲ %1").arg(name)
                       : isBest && !s.overCap ? CostCharts::tr("✓ %1").arg(name)
                                              : name);
        *normal << (s.canHold && !s.overCap && !isBest ? s.total : 0.0);
        *best << (isBest && !s.overCap ? s.total : 0.0);
        *over << (s.canHold && s.overCap ? s.total : 0.0);
        *cannot << (!s.canHold ? s.total : 0.0);
        maxValue = std::max(maxValue, s.total);
    }
    for (QBarSet *set : {normal, best, over, cannot}) {
        set->setLabelColor(style::swatch(style::Swatch::Ink));
        series->append(set);
    }
    series->setLabelsVisible(true);
    series->setLabelsFormat(QStringLiteral("$@value"));
    chart->addSeries(series);
    auto *x = new QBarCategoryAxis;
    x->append(categories);
    auto *y = new QValueAxis;
    y->setRange(0, std::max(1.0, maxValue * 1.15));
    y->setLabelFormat(QStringLiteral("$%.0f"));
    y->applyNiceNumbers();
    y->setTitleText(CostCharts::tr("$ per sweep"));
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    if (capDollars > 0) {
        auto *capLine = new QLineSeries;
        capLine->setName(CostCharts::tr("cap %1").arg(dollars(capDollars)));
        capLine->setColor(style::toneColour(style::Tone::Bad));
        capLine->append(-0.5, capDollars);
        capLine->append(double(bars.size()) - 0.5, capDollars);
        chart->addSeries(capLine);
        auto *cx = new QValueAxis;
        cx->setRange(-0.5, double(bars.size()) - 0.5);
        cx->setVisible(false);
        chart->addAxis(cx, Qt::AlignTop);
        capLine->attachAxis(cx);
        capLine->attachAxis(y);
    }
}

void fillSpotChart(QChart *chart, const RateClass &card, const SpotInput &spot, int runs, double breakEvenRate)
{
    const double onDemand = compareSpot(card, spot, runs).onDemandDollars; // core's figure, not a copy
    chart->removeAllSeries();
    for (QAbstractAxis *axis : chart->axes()) {
        chart->removeAxis(axis); // gives the axis back to us: ours to delete
        delete axis;
    }
    auto *withCkpt = new QLineSeries;
    withCkpt->setName(
        spot.checkpointMinutes > 0
            ? CostCharts::tr("spot, checkpoint every %1 min").arg(QLocale().toString(spot.checkpointMinutes))
            : CostCharts::tr("spot, no checkpoints"));
    auto *without = new QLineSeries;
    without->setName(CostCharts::tr("spot, no checkpoints"));
    auto *demand = new QLineSeries;
    demand->setName(CostCharts::tr("on demand"));
    const double lambdaMax = std::max(0.25, 2.0 * std::min(std::isfinite(breakEvenRate) ? breakEvenRate : 0.25, 2.5));
    constexpr int kSteps = 60;
    for (int k = 0; k <= kSteps; ++k) {
        const double l = lambdaMax * k / kSteps;
        SpotInput a = spot;
        a.interruptsPerHour = l;
        // Past what a double holds (e^{λT} for a long run) the line just ends:
        // Qt Charts cannot draw an infinite point.
        const auto add = [l](QLineSeries *series, double dollars) {
            if (std::isfinite(dollars))
                series->append(l, dollars);
        };
        add(withCkpt, compareSpot(card, a, runs).spotDollars);
        a.checkpointMinutes = 0;
        add(without, compareSpot(card, a, runs).spotDollars);
        demand->append(l, onDemand);
    }
    withCkpt->setColor(style::toneColour(style::Tone::Good));
    without->setColor(style::toneColour(style::Tone::Bad));
    demand->setColor(style::swatch(style::Swatch::Reference));
    const bool same = spot.checkpointMinutes <= 0;
    for (QLineSeries *l : {withCkpt, without, demand})
        if (!(same && l == without))
            chart->addSeries(l);
    if (same)
        delete without;
    auto *lx = new QValueAxis;
    lx->setTitleText(CostCharts::tr("pre-emptions per hour"));
    lx->setRange(0, lambdaMax);
    lx->applyNiceNumbers();
    auto *ly = new QValueAxis;
    ly->setTitleText(CostCharts::tr("$ expected"));
    ly->setRange(0, std::max(1.0, 3.0 * onDemand)); // the no-checkpoint line runs off the top
    ly->setLabelFormat(QStringLiteral("$%.0f"));
    ly->applyNiceNumbers();
    chart->addAxis(lx, Qt::AlignBottom);
    chart->addAxis(ly, Qt::AlignLeft);
    for (QAbstractSeries *ser : chart->series()) {
        ser->attachAxis(lx);
        ser->attachAxis(ly);
    }
}

} // namespace gpulab::labs
