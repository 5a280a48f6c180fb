#include "labs/throughput/sweepchart.h"

#include "labs/style.h"

#include "core/throughput/logscale.h"
#include "core/units.h"

#include <QAreaSeries>
#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QPainter>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace gpulab::labs {
namespace {
using namespace core::throughput;

QColor colourFor(const QString &id)
{
    if (id == u"cpu")
        return style::colour(style::Ink::CpuSeries);
    if (id == u"naive")
        return style::colour(style::Ink::NaiveSeries);
    if (id == u"cuda")
        return style::colour(style::Ink::CudaSeries);
    if (id == u"cuda-naive")
        return style::colour(style::Ink::CudaNaiveSeries);
    return style::colour(style::Ink::SimulatedSeries); // simulated or anything else
}

QImage markImage(const QString &glyph, const QColor &colour)
{
    // Drawn at three times the marker's size, so it stays crisp when the chart
    // scales it up (200 % displays, zoom); the marks are sized in logical px.
    constexpr int kOversample = 3;
    QImage img(22 * kOversample, 22 * kOversample, QImage::Format_ARGB32_Premultiplied);
    img.fill(Qt::transparent);
    QPainter p(&img);
    p.setRenderHint(QPainter::Antialiasing);
    p.scale(kOversample, kOversample);
    p.setBrush(style::colour(style::Ink::Surface));
    p.setPen(QPen(colour, 2));
    p.drawEllipse(QRectF(1, 1, 20, 20));
    QFont f;
    f.setPixelSize(15);
    f.setBold(true);
    p.setFont(f);
    p.drawText(QRectF(0, 0, 22, 22), Qt::AlignCenter, glyph);
    return img;
}

double value(SweepChart::Quantity q, double flops, double seconds)
{
    return q == SweepChart::Quantity::Time ? seconds : core::gflopsOf(flops, seconds);
}
} // namespace

SweepChart::SweepChart(Quantity quantity, QWidget *parent) : ChartView(parent), m_quantity(quantity)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 320);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setLocalizeNumbers(true); // axis labels in the user's locale ("0,001" in German)
    retranslate();                     // builds the empty chart
}

void SweepChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    ChartView::changeEvent(event);
}

void SweepChart::retranslate()
{
    setAccessibleName(m_quantity == Quantity::Time ? tr("Chart: median time per matmul against the matrix size")
                                                   : tr("Chart: GFLOP/s against the matrix size"));
    rebuild(); // titles, series names and the description
}

void SweepChart::setData(const SweepData &sweep, const MeasuredCrossover &crossover,
                         const std::optional<RaceSettings> &overlay)
{
    m_sweep = sweep;
    m_crossover = crossover;
    m_overlay = overlay;
    rebuild();
}

void SweepChart::rebuild()
{
    const SweepData &sweep = m_sweep;
    const MeasuredCrossover &crossover = m_crossover;
    const std::optional<RaceSettings> &overlay = m_overlay;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a); // gives the axis back to us: ours to delete
        delete a;
    }
    const bool time = m_quantity == Quantity::Time;
    // Short titles: a chart's title does not wrap; the axis says "median".
    c->setTitle(time ? tr("Time per matmul") : tr("Rate"));

    double xMin = 1e9, xMax = 0, yMin = 1e30, yMax = 0;
    const auto grow = [&](double x, double y) {
        if (!(y > 0) || !std::isfinite(y))
            return;
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    };
    QList<QAbstractSeries *> all;

    // The legend's swatch and the marks share one colour each, whatever else is drawn.
    const QColor good = style::toneColour(style::Tone::Good);
    const QColor bad = style::toneColour(style::Tone::Bad);
    const QImage tick = markImage(QStringLiteral("✔"), good);
    const QImage cross = markImage(QStringLiteral("✘"), bad);
    bool anyVerified = false;
    int seriesShown = 0, pointsShown = 0, pointsVerified = 0, pointsWrong = 0;
    auto *verified = new QScatterSeries;
    verified->setName(tr("result verified ✔"));
    verified->setLightMarker(tick);
    verified->setMarkerSize(22);
    verified->setColor(good);
    verified->setBorderColor(good);
    auto *wrong = new QScatterSeries;
    wrong->setName(tr("WRONG result ✘"));
    wrong->setLightMarker(cross);
    wrong->setMarkerSize(22);
    wrong->setColor(bad);
    wrong->setBorderColor(bad);

    for (const auto &s : sweep.series) {
        if (s.points.isEmpty())
            continue;
        ++seriesShown;
        const QColor base = colourFor(s.backend.simulated ? QStringLiteral("sim") : s.backend.id);
        // Each precision of a backend in its own shade and line style.
        const bool fp32 = s.precision == kernels::Precision::Fp32;
        // (Lighter on a dark surface, darker on a light one: a shade that stays readable.)
        const int shade = s.precision == kernels::Precision::Bf16 ? 160 : 130;
        const QColor colour = fp32                                   ? base
                              : style::theme() == style::Theme::Dark ? base.lighter(100 + (shade - 100) / 2)
                                                                     : base.darker(shade);
        const QString key = core::precisionName(s.precision);
        const QString name =
            fp32 || s.backend.label.contains(key) ? s.backend.label : tr("%1, %2").arg(s.backend.label, key);
        auto *median = new QLineSeries;
        // Measured or simulated in words too, not only by the amber colour.
        median->setName(s.backend.simulated ? tr("%1 (simulated)").arg(name) : tr("%1 (measured)").arg(name));
        median->setPen(QPen(colour, 3, fp32 ? Qt::SolidLine : Qt::DashDotLine));
        auto *upper = new QLineSeries;
        auto *lower = new QLineSeries;
        for (const auto &p : s.points) {
            const double y = value(m_quantity, p.flops, p.medianSeconds);
            median->append(p.n, y);
            // The band: slowest to fastest repeat (for a rate the fastest repeat is on top).
            const double hi = value(m_quantity, p.flops, time ? p.maxSeconds : p.minSeconds);
            const double lo = value(m_quantity, p.flops, time ? p.minSeconds : p.maxSeconds);
            upper->append(p.n, hi);
            lower->append(p.n, lo);
            grow(p.n, hi);
            grow(p.n, lo);
            ++pointsShown;
            if (p.verdict == core::Verdict::Passed) {
                verified->append(p.n, y);
                anyVerified = true;
                ++pointsVerified;
            } else if (p.verdict == core::Verdict::Failed) {
                wrong->append(p.n, y);
                ++pointsWrong;
            }
        }
        auto *band = new QAreaSeries(upper, lower);
        upper->setParent(band); // freed with the band
        lower->setParent(band);
        band->setName(tr("%1 %2: fastest–slowest repeat").arg(s.backend.id, core::precisionName(s.precision)));
        QColor fill = colour;
        fill.setAlpha(60);
        band->setBrush(fill);
        band->setPen(Qt::NoPen);
        all << band << median;

        // The peak of the precision that ran (fp32's for an fp32 series): core's rule.
        const double peakGflops = s.peakToShow();
        if (!time && peakGflops > 0) {
            auto *peak = new QLineSeries;
            peak->setName(
                tr("%1 peak of %2: %3")
                    .arg(core::precisionName(s.precision), s.backend.device, core::units::gflops(peakGflops)));
            peak->setPen(QPen(colour, 2, Qt::DashLine));
            peak->setProperty("peak", peakGflops);
            all << peak;
            grow(s.points.first().n, peakGflops);
        }
    }
    if (xMax <= 0) { // nothing measured yet: a sensible empty frame
        xMin = 64;
        xMax = 8192;
        yMin = time ? 1e-5 : 1;
        yMax = time ? 10 : 1e4;
        c->setTitle(time ? tr("Time: no sweep yet") : tr("Rate: no sweep yet"));
    }
    if (overlay) {
        auto *cpu = new QLineSeries;
        auto *gpu = new QLineSeries;
        cpu->setName(tr("race model: CPU (simulated)"));
        gpu->setName(tr("race model: GPU (simulated)"));
        cpu->setPen(QPen(style::colour(style::Ink::CpuSeries), 2, Qt::DotLine));
        gpu->setPen(QPen(style::colour(style::Ink::CudaSeries), 2, Qt::DotLine));
        constexpr int kPoints = 48;
        for (int i = 0; i <= kPoints; ++i) {
            const double n = xMin * std::pow(xMax / xMin, double(i) / kPoints);
            const int ni = std::max(1, int(std::lround(n)));
            const double tc = totalSeconds(contenderOf(*overlay, Side::Cpu), ni);
            const double tg = totalSeconds(contenderOf(*overlay, Side::Gpu), ni);
            cpu->append(ni, value(m_quantity, matmulFlops(ni), tc));
            gpu->append(ni, value(m_quantity, matmulFlops(ni), tg));
            grow(ni, cpu->points().last().y());
            grow(ni, gpu->points().last().y());
        }
        all << cpu << gpu;
    }
    // A log axis labels each power of its base: the ends snap to powers and
    // span at least two of them, so three labels can be read as a scale
    // (a sweep whose rates lie within one decade, a single size).
    const auto [yLo, yHi] = core::throughput::logAxisEnds(yMin / 2.0, yMax * 2.0, 10.0);
    const auto [xLo, xHi] = core::throughput::logAxisEnds(xMin / 1.3, xMax * 1.3, 2.0);
    for (QAbstractSeries *s : all) {
        if (auto *line = qobject_cast<QLineSeries *>(s); line && line->property("peak").isValid()) {
            const double peak = line->property("peak").toDouble();
            line->append(xMin, peak);
            line->append(xMax, peak);
        }
    }
    if (time && crossover.state == MeasuredCrossover::State::Found) {
        auto *mark = new QLineSeries;
        mark->setName(tr("crossover n ≈ %1 (measured)").arg(QLocale().toString(crossover.n, 'f', 0)));
        mark->setPen(QPen(style::colour(style::Ink::CrossoverMark), 3, Qt::DashDotLine));
        mark->append(crossover.n, yLo);
        mark->append(crossover.n, yHi);
        all << mark;
    }
    all << verified << wrong;
    if (!anyVerified)
        verified->setName(tr("result verified ✔ (none yet)"));

    auto *x = style::logAxis(2, QStringLiteral("%.0f"), tr("matrix size n"), xLo, xHi);
    auto *y =
        style::logAxis(10, QStringLiteral("%.6g"), time ? tr("seconds, median") : tr("GFLOP/s, median"), yLo, yHi);
    style::addSeriesOnAxes(c, x, y, all);
    // Keep the legend short: the band and empty marker series explain themselves.
    for (QAbstractSeries *s : all)
        if (qobject_cast<QAreaSeries *>(s) || (s == wrong && wrong->count() == 0))
            ChartLegend::leaveOut(c, s);
    style::applyChartStyle(c);
    refreshLegend();

    // What the chart shows, in one sentence, for a screen reader.
    QString description;
    if (pointsShown == 0) {
        description = tr("No sweep has been run yet: the chart is empty.");
    } else {
        description = tr("%1 series, %2 points from n = %3 to n = %4: %5 verified, %6 wrong.")
                          .arg(QLocale().toString(seriesShown), QLocale().toString(pointsShown),
                               QLocale().toString(int(xMin)), QLocale().toString(int(xMax)),
                               QLocale().toString(pointsVerified), QLocale().toString(pointsWrong));
        if (time && crossover.state == MeasuredCrossover::State::Found)
            description += QLatin1Char(' ') +
                           tr("The measured crossover is at n ≈ %1.").arg(QLocale().toString(crossover.n, 'f', 0));
    }
    if (overlay)
        description += QLatin1Char(' ') + tr("The race model's curves are laid over it (simulated).");
    setAccessibleDescription(description);
}

void SweepChart::restyle()
{
    rebuild(); // from the data last given, in the inks in use
}

} // namespace gpulab::labs
