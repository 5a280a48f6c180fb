#include "labs/throughput/rooflinechart.h"

#include "core/kerneltext.h"
#include "core/throughput/logscale.h"
#include "core/units.h"
#include "labs/style.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QLocale>
#include <QLogValueAxis>
#include <QScatterSeries>

#include <algorithm>
#include <cmath>

namespace gpulab::labs {
namespace {
using namespace core::throughput;
using kernels::Precision;

// One ink per precision, from the palette (so each reads on the light, dark
// and projector surfaces): blue, purple, orange, teal.
QColor colourOf(Precision p)
{
    switch (p) {
    case Precision::Fp32: return style::colour(style::Ink::CpuSeries);
    case Precision::Tf32: return style::colour(style::Ink::TimingSeries1);
    case Precision::Bf16: return style::colour(style::Ink::GradientsBar);
    case Precision::Fp16: return style::colour(style::Ink::TimingSeries4);
    }
    return style::colour(style::Ink::CpuSeries);
}
} // namespace

RooflineChart::RooflineChart(QWidget *parent) : ChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 320);
    chart()->legend()->setAlignment(Qt::AlignBottom);
    chart()->setLocalizeNumbers(true); // axis labels in the user's locale ("0,001" in German)
    retranslate();                     // builds the empty chart
}

void RooflineChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    ChartView::changeEvent(event);
}

void RooflineChart::retranslate()
{
    setAccessibleName(tr("Roofline chart: GFLOP/s against arithmetic intensity"));
    rebuild();
}

void RooflineChart::setData(const RooflineDevice &device)
{
    m_device = device;
    rebuild();
}

void RooflineChart::rebuild()
{
    const RooflineDevice &device = m_device;
    QChart *c = chart();
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
    m_roofs = 0;
    m_points = 0;
    const double bw = device.bandwidth.ok() ? device.bandwidth.bestBytesPerSecond : 0.0;
    // Wrapped where the view is narrow (1280×720), never cut to "…".
    setWrappedTitle(bw > 0 ? tr("Roofline of %1 — memory %2 GB/s (measured)")
                                 .arg(device.backend.device, QLocale().toString(bw * 1e-9, 'f', 1))
                           : tr("Roofline — measure the bandwidth to draw the slope"));

    // The x range spans every point and ridge with room either side.
    double xMin = 1.0, xMax = 1000.0, yMin = 1.0, yMax = 1000.0;
    bool any = false;
    const auto grow = [&](double x, double y) {
        if (!(x > 0) || !(y > 0))
            return;
        if (!any) {
            xMin = xMax = x;
            yMin = yMax = y;
            any = true;
        }
        xMin = std::min(xMin, x);
        xMax = std::max(xMax, x);
        yMin = std::min(yMin, y);
        yMax = std::max(yMax, y);
    };
    for (const Roof &r : device.roofs)
        grow(r.ridgeIntensity > 0 ? r.ridgeIntensity : 1.0, r.gflops);
    for (const RooflinePoint &p : device.points)
        grow(p.intensity, p.gflops);
    const auto [xLo, xHi] = core::throughput::logAxisEnds(xMin / 3.0, xMax * 3.0, 10.0);
    // The slope starts low at the left edge: keep at least the lowest point visible.
    double yFloor = yMin / 3.0;
    for (const Roof &r : device.roofs)
        if (bw > 0)
            yFloor = std::min(yFloor, std::max(attainableGflops(xLo, r.gflops, bw), yMin / 30.0));
    const auto [yLo, yHi] = core::throughput::logAxisEnds(yFloor, yMax * 2.0, 10.0);

    QList<QAbstractSeries *> all;
    auto *ridges = new QScatterSeries;
    ridges->setName(tr("ridge point (roof meets slope)"));
    ridges->setMarkerShape(QScatterSeries::MarkerShapeRectangle);
    ridges->setMarkerSize(11);
    ridges->setColor(style::toneColour(style::Tone::Bad));
    for (const Roof &r : device.roofs) {
        const QString key = core::precisionName(r.precision);
        auto *roof = new QLineSeries;
        roof->setName(tr("%1 roof: %2 (%3)").arg(key, core::units::gflops(r.gflops), core::kernelText(r.source)));
        roof->setPen(QPen(colourOf(r.precision), 2, Qt::DashLine));
        for (const auto &[x, y] : roofPolyline(r, bw, xLo, xHi))
            roof->append(x, std::max(y, yLo));
        all << roof;
        ++m_roofs;
        if (r.ridgeIntensity > 0 && r.ridgeIntensity >= xLo && r.ridgeIntensity <= xHi)
            ridges->append(r.ridgeIntensity, r.gflops);
    }
    for (Precision p : core::allPrecisions()) {
        auto *points = new QScatterSeries;
        points->setName(tr("%1 measured sweep points").arg(core::precisionName(p)));
        points->setMarkerSize(10);
        points->setColor(colourOf(p));
        for (const RooflinePoint &pt : device.points) {
            if (pt.precision != p)
                continue;
            points->append(pt.intensity, pt.gflops);
            ++m_points;
        }
        if (points->count() == 0) {
            delete points;
            continue;
        }
        all << points;
    }
    all << ridges;

    auto *x = style::logAxis(10, QStringLiteral("%.6g"),
                             tr("arithmetic intensity, FLOP per byte: 2n³ ÷ (3n² × bytes per element)"), xLo, xHi);
    auto *y = style::logAxis(10, QStringLiteral("%.6g"), tr("GFLOP/s"), yLo, yHi);
    style::addSeriesOnAxes(c, x, y, all);
    style::applyChartStyle(c);
    refreshTitle();  // for the title font just set
    refreshLegend(); // the names under the chart, whole ("ridge point (roof meets slope)")

    const QString roofs = tr("%1 roofs and %2 measured points").arg(m_roofs).arg(m_points);
    setAccessibleDescription(
        bw > 0
            ? tr("%1 under a memory bandwidth of %2 GB/s (measured).").arg(roofs, QLocale().toString(bw * 1e-9, 'f', 1))
            : tr("%1; the bandwidth is not measured yet, so no slope is drawn.").arg(roofs));
}

void RooflineChart::restyle()
{
    rebuild(); // from the data last given, in the inks in use
}

} // namespace gpulab::labs
