#include "labs/timing/timingchart.h"

#include "core/throughput/logscale.h"
#include "core/units.h"

#include "labs/style.h"

#include <QChart>
#include <QEvent>
#include <QFontMetrics>
#include <QLegend>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab::labs {
namespace {

QList<QPointF> points(const QList<double> &seconds)
{
    QList<QPointF> out;
    out.reserve(seconds.size());
    for (int i = 0; i < seconds.size(); ++i)
        if (seconds[i] > 0.0) // a log axis cannot show 0
            out.append(QPointF(i + 1, seconds[i]));
    return out;
}

} // namespace

// The chart goes to the constructor: QChartView(parent) would make a default
// chart that setChart() then orphans (a leak per view).
TimingChart::TimingChart(QWidget *parent) : ChartView(new QChart, parent)
{
    setObjectName(QStringLiteral("timingChart"));
    setRenderHint(QPainter::Antialiasing);
    QChart *chart = this->chart();
    chart->legend()->setAlignment(Qt::AlignRight); // set aside for the names under the chart (legendBelow)
    chart->setLocalizeNumbers(true);               // axis labels in the user's locale ("0,001" in German)

    m_x = new QValueAxis(chart);
    // With localised numbers Qt Charts reads only "%.<digits><letter>" formats;
    // "%d" and "%g" left every label blank.
    m_x->setLabelFormat(QStringLiteral("%.0f"));
    m_y = new QLogValueAxis(chart);
    m_y->setLabelFormat(QStringLiteral("%.3g"));
    m_y->setBase(10);
    chart->addAxis(m_x, Qt::AlignBottom);
    chart->addAxis(m_y, Qt::AlignLeft);
    style::applyChartStyle(chart);

    m_cpuSubmit = addSeries(tr("CPU queue, no wait"), 11);
    m_cpuWaited = addSeries(tr("CPU queue, waited"), 11);
    m_cudaNoSync = addSeries(tr("CUDA, no sync"), 13);
    m_cudaSync = addSeries(tr("CUDA, synchronised"), 13);
    m_cudaEvents = addSeries(tr("CUDA, events"), 9);
    restyle();
    clearRun();
    retranslate();
}

QSize TimingChart::minimumSizeHint() const
{
    const QFontMetrics fm(font());
    return ChartView::minimumSizeHint().expandedTo(QSize(fm.averageCharWidth() * 30, std::max(220, fm.height() * 14)));
}

void TimingChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    ChartView::changeEvent(event);
}

void TimingChart::retranslate()
{
    chart()->setTitle(tr("Every reading of the last run (log scale)"));
    m_x->setTitleText(tr("repeat"));
    m_y->setTitleText(tr("seconds"));
    m_cpuSubmit->setName(tr("CPU queue, no wait"));
    m_cpuWaited->setName(tr("CPU queue, waited"));
    m_cudaNoSync->setName(tr("CUDA, no sync"));
    m_cudaSync->setName(tr("CUDA, synchronised"));
    m_cudaEvents->setName(tr("CUDA, events"));
    setAccessibleName(tr("Chart of every timed reading of the last run"));
    describe();
    refreshLegend();
}

void TimingChart::describe()
{
    const int points = pointCount();
    if (points == 0) {
        setAccessibleDescription(tr("Empty: press Run it to measure."));
        return;
    }
    setAccessibleDescription(
        tr("%1 readings between %2 and %3, on a log scale.")
            .arg(QLocale().toString(points), core::units::seconds(m_lowest), core::units::seconds(m_highest)));
}

void TimingChart::restyle()
{
    const auto paint = [](QScatterSeries *s, const QColor &colour) {
        s->setColor(colour);
        s->setBorderColor(style::theme() == style::Theme::Dark ? colour.lighter(130) : colour.darker(130));
    };
    paint(m_cpuSubmit, style::colour(style::Ink::TimingSeries1));
    paint(m_cpuWaited, style::colour(style::Ink::TimingSeries2));
    paint(m_cudaNoSync, style::toneColour(style::Tone::Bad));
    paint(m_cudaSync, style::colour(style::Ink::TimingSeries3));
    paint(m_cudaEvents, style::toneColour(style::Tone::Good));
}

QScatterSeries *TimingChart::addSeries(const QString &name, qreal size)
{
    auto *s = new QScatterSeries(chart());
    s->setName(name);
    s->setMarkerSize(size);
    chart()->addSeries(s);
    s->attachAxis(m_x);
    s->attachAxis(m_y);
    return s;
}

void TimingChart::clearRun()
{
    for (auto *s : {m_cpuSubmit, m_cpuWaited, m_cudaNoSync, m_cudaSync, m_cudaEvents})
        s->clear();
    m_x->setRange(0, 10);
    m_x->setTickCount(11);
    style::setLogRange(m_y, 1e-6, 1.0);
    describe();
    refreshLegend();
}

void TimingChart::showRun(const core::timing::TimingRun &run)
{
    // replace(): one redraw per series, not one per point.
    m_cpuSubmit->replace(points(run.cpu.submitSeconds));
    m_cpuWaited->replace(points(run.cpu.waitedSeconds));
    m_cudaNoSync->replace(points(run.cuda.noSyncSeconds));
    m_cudaSync->replace(points(run.cuda.syncSeconds));
    m_cudaEvents->replace(points(run.cuda.eventSeconds));
    for (auto *s : {m_cudaNoSync, m_cudaSync, m_cudaEvents})
        s->setVisible(run.cuda.ok());

    double lo = std::numeric_limits<double>::max();
    double hi = 0.0;
    qsizetype count = 0;
    for (const QList<double> *l : {&run.cpu.submitSeconds, &run.cpu.waitedSeconds, &run.cuda.noSyncSeconds,
                                   &run.cuda.syncSeconds, &run.cuda.eventSeconds}) {
        count = std::max(count, l->size());
        for (double v : *l)
            if (v > 0.0) {
                lo = std::min(lo, v);
                hi = std::max(hi, v);
            }
    }
    m_lowest = hi > 0.0 ? lo : 0.0;
    m_highest = hi;
    if (hi > 0.0) {
        // Whole decades around the data, two or more, so the log labels stay
        // round and read as a scale even when every repeat took 10–90 µs.
        const auto [yLo, yHi] = core::throughput::logAxisEnds(lo, hi, 10.0);
        style::setLogRange(m_y, yLo, yHi);
    }
    const int last = int(std::max<qsizetype>(count, 1)) + 1;
    m_x->setRange(0, last);
    if (last <= 12)
        m_x->setTickCount(last + 1); // one tick per repeat
    else
        m_x->applyNiceNumbers();
    describe();
    refreshLegend(); // the CUDA series show only where CUDA was measured
}

int TimingChart::pointCount() const
{
    int n = 0;
    for (auto *s : {m_cpuSubmit, m_cpuWaited, m_cudaNoSync, m_cudaSync, m_cudaEvents})
        n += s->isVisible() ? int(s->count()) : 0;
    return n;
}

} // namespace gpulab::labs
