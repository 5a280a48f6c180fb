#include "labs/timing/timelineview.h"

#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/focusstyle.h"
#include "labs/style.h"

#include <QEvent>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace gpulab::labs {
namespace {

using core::timing::Lane;
using core::timing::SegmentKind;
using core::timing::TimelineMarker;

QColor fillOf(SegmentKind kind)
{
    switch (kind) {
    case SegmentKind::ColdStart: return style::colour(style::Ink::TimingSeries1);  // purple: paid once
    case SegmentKind::Launch: return style::colour(style::Ink::TimingSeries2);     // blue: the host's own work
    case SegmentKind::Wait: return style::colour(style::Ink::TimelineIdle);        // grey: the host idles at a barrier
    case SegmentKind::QueuedWork: return style::colour(style::Ink::TimingSeries4); // teal: work queued before the timer
    case SegmentKind::Kernel: return style::colour(style::Ink::TimingSeries3);     // orange: the multiply
    }
    return style::colour(style::Ink::UnavailableBar);
}

// A round tick step (1, 2 or 5 × 10^k seconds) giving about `wanted` ticks.
double tickStep(double span, int wanted)
{
    const double raw = span / std::max(1, wanted);
    const double mag = std::pow(10.0, std::floor(std::log10(raw)));
    for (double m : {1.0, 2.0, 5.0, 10.0})
        if (raw <= m * mag)
            return m * mag;
    return 10.0 * mag;
}

// Tick label in the unit of the step: "50 ms", "0.5 s", "20 µs".
QString tickLabel(double t, double step)
{
    double scale = 1.0;
    QString unit = QStringLiteral("s");
    if (step < 1e-3) {
        scale = 1e6;
        unit = QStringLiteral("µs");
    } else if (step < 1.0) {
        scale = 1e3;
        unit = QStringLiteral("ms");
    }
    const double v = std::abs(t) < step * 1e-6 ? 0.0 : t * scale;
    const double stepScaled = step * scale;
    const int decimals = stepScaled >= 1.0 ? 0 : int(std::ceil(-std::log10(stepScaled)));
    return QStringLiteral("%1 %2").arg(core::units::number(v, decimals), unit);
}

} // namespace

QList<TimelineView::AxisLabel> TimelineView::axisLabels(double t0, double t1, int pixels, const QFontMetrics &fm)
{
    // As many ticks as their labels have room for (large text, a narrow
    // window: "-200 ms" and "-100 ms" ran into each other), at most eight; a
    // tick whose label would still touch the one before it keeps no label.
    QList<AxisLabel> out;
    if (!(t1 > t0) || pixels <= 0)
        return out;
    const auto widest = [&](double step) {
        int w = 0;
        for (double t = std::ceil(t0 / step) * step; t <= t1; t += step)
            w = std::max(w, fm.horizontalAdvance(tickLabel(t, step)));
        return w;
    };
    double step = tickStep(t1 - t0, 8);
    for (int wanted = 8; wanted > 2 && pixels * step / (t1 - t0) < widest(step) * 1.3; --wanted)
        step = tickStep(t1 - t0, wanted - 1);
    double lastRight = -1e9;
    for (double t = std::ceil(t0 / step) * step; t <= t1; t += step) {
        const double xt = (t - t0) / (t1 - t0) * pixels;
        AxisLabel label{t, tickLabel(t, step)};
        const double half = fm.horizontalAdvance(label.text) / 2.0;
        if (xt - half < lastRight + fm.averageCharWidth())
            label.text.clear();
        else
            lastRight = xt + half;
        out << label;
    }
    return out;
}

TimelineView::TimelineView(QWidget *parent) : QWidget(parent)
{
    setObjectName(QStringLiteral("timeline"));
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    markAsChart(this); // a chart to a screen reader, and a Tab stop
    retranslate();
}

void TimelineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void TimelineView::retranslate()
{
    setAccessibleName(tr("Host and device timeline of one timed matmul"));
    describe();
}

void TimelineView::describe()
{
    const auto &f = m_figures;
    if (!(f.viewEnd - f.viewStart > 0.0)) {
        setAccessibleDescription(tr("Empty: no timeline yet."));
        return;
    }
    const QString kernel = tr("the kernel runs %1 on the device").arg(core::units::seconds(f.kernelSeconds));
    if (f.readingFailed)
        setAccessibleDescription(tr("Simulated: %1, and reading the events fails before it ends.").arg(kernel));
    else if (f.honest)
        setAccessibleDescription(tr("Simulated: %1; the timer reads %2, the honest figure.")
                                     .arg(kernel, core::units::seconds(f.measuredSeconds)));
    else
        setAccessibleDescription(
            tr("Simulated: %1; the timer reads %2 where the honest figure is %3.")
                .arg(kernel, core::units::seconds(f.measuredSeconds), core::units::seconds(f.honestSeconds)));
}

void TimelineView::setFigures(const core::timing::TimingFigures &figures, const QString &deviceLaneName)
{
    m_figures = figures;
    m_deviceLane = deviceLaneName;
    describe();
    update();
}

namespace {
// A segment's bar: a line of its text and 6 px above and below it, inside a
// lane 4 px taller on each side (the bars were shorter than their words in
// projector mode).
int laneHeightFor(const QFontMetrics &segmentText)
{
    return segmentText.height() + 12 + 8;
}
} // namespace

QSize TimelineView::minimumSizeHint() const
{
    QFont laneFont = font();
    laneFont.setBold(true);
    const QFontMetrics fm(laneFont);
    // The marker labels above, two lanes, the axis and its labels below (as paintEvent lays them out).
    const int height = fm.height() * 2 + 8 + 2 * laneHeightFor(QFontMetrics(font())) + 16 + fm.height() * 2 + 16;
    return {480, std::max(220, height)};
}

void TimelineView::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const FocusRingOnTop ring(this, &p); // over whatever the view paints
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), style::colour(style::Ink::TimelineCanvas));

    const auto &f = m_figures;
    const double span = f.viewEnd - f.viewStart;
    if (!(span > 0.0))
        return;

    QFont laneFont = font();
    laneFont.setBold(true);
    const QFontMetrics fm(laneFont);
    const int labelW = std::max(fm.horizontalAdvance(tr("Host")), fm.horizontalAdvance(m_deviceLane)) + 24;
    const int left = labelW;
    const int right = width() - 24;
    const int top = fm.height() * 2 + 8; // room for marker labels
    const int laneH =
        std::max({36, laneHeightFor(QFontMetrics(font())), (height() - top - fm.height() * 2 - 16) / 2 - 8});
    const int hostY = top;
    const int devY = top + laneH + 16;
    const int axisY = devY + laneH + 8;
    const double t0 = f.viewStart - 0.02 * span;
    const double t1 = f.viewEnd + 0.04 * span;
    const auto x = [&](double t) { return left + (t - t0) / (t1 - t0) * (right - left); };

    // Lanes and their names.
    p.setFont(laneFont);
    p.setPen(style::colour(style::Ink::TimelineInk));
    p.drawText(QRect(8, hostY, labelW - 12, laneH), Qt::AlignVCenter | Qt::AlignLeft, tr("Host"));
    p.drawText(QRect(8, devY, labelW - 12, laneH), Qt::AlignVCenter | Qt::AlignLeft, m_deviceLane);
    p.setPen(Qt::NoPen);
    p.setBrush(style::colour(style::Ink::TimelineLane));
    p.drawRect(QRectF(left, hostY, right - left, laneH));
    p.drawRect(QRectF(left, devY, right - left, laneH));

    // Segments: at least 3 px wide so that a 5 µs launch still shows.
    QFont segFont = font();
    p.setFont(segFont);
    const QFontMetrics sfm(segFont);
    for (const auto &s : f.segments) {
        const int y = s.lane == Lane::Host ? hostY : devY;
        QRectF r(x(s.start), y + 4, std::max(3.0, x(s.end) - x(s.start)), laneH - 8);
        p.setPen(Qt::NoPen);
        p.setBrush(fillOf(s.kind));
        if (s.kind == SegmentKind::Wait)
            p.setBrush(QBrush(fillOf(s.kind), Qt::BDiagPattern));
        p.drawRoundedRect(r, 3, 3);
        const QString text = sfm.elidedText(s.label, Qt::ElideRight, int(r.width()) - 8);
        if (text.size() > 3) {
            p.setPen(s.kind == SegmentKind::Wait ? style::colour(style::Ink::TimelineInk)
                                                 : style::colour(style::Ink::OnBar));
            p.drawText(r.adjusted(4, 0, -4, 0), Qt::AlignVCenter | Qt::AlignLeft, text);
        }
    }

    // Time axis, in round steps.
    p.setPen(style::colour(style::Ink::TimelineAxis));
    p.drawLine(QPointF(left, axisY), QPointF(right, axisY));
    for (const AxisLabel &label : axisLabels(t0, t1, right - left, sfm)) {
        const double xt = x(label.seconds);
        p.drawLine(QPointF(xt, axisY), QPointF(xt, axisY + 5));
        if (!label.text.isEmpty())
            p.drawText(QRectF(xt - 80, axisY + 6, 160, sfm.height()), Qt::AlignHCenter, label.text);
    }

    // Markers across both lanes: timer (host) or events (device).
    QFont markFont = font();
    markFont.setBold(true);
    p.setFont(markFont);
    const QFontMetrics mfm(markFont);
    for (int i = 0; i < f.markers.size(); ++i) {
        const auto &m = f.markers[i];
        const bool stop = m.kind == TimelineMarker::Kind::TimerStop || m.kind == TimelineMarker::Kind::EventStop;
        const QColor c = stop ? style::toneColour(style::Tone::Bad) : style::toneColour(style::Tone::Good);
        const double xm = x(m.at);
        p.setPen(QPen(c, 3));
        p.drawLine(QPointF(xm, top - 4), QPointF(xm, devY + laneH));
        const int w = mfm.horizontalAdvance(m.label);
        // Start label on the first row, stop label on the second, so close markers never overlap.
        const double lx = std::clamp(xm - w / 2.0, 0.0, double(width() - w));
        p.drawText(QPointF(lx, (i % 2 == 0 ? mfm.ascent() + 2 : mfm.height() + mfm.ascent() + 4)), m.label);
    }

    // The measured interval as a bracket over the host lane.
    if (f.markers.size() == 2) {
        const double xa = x(f.markers[0].at);
        const double xb = x(f.markers[1].at);
        p.setPen(QPen(style::toneColour(style::Tone::Bad), 2));
        const double yb = hostY + laneH + 8;
        p.drawLine(QPointF(xa, yb), QPointF(xb, yb));
    }
}

} // namespace gpulab::labs
