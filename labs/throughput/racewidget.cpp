#include "labs/throughput/racewidget.h"

#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/focusstyle.h"
#include "labs/style.h"

#include <QEvent>
#include <QLocale>
#include <QPainter>

#include <algorithm>

namespace gpulab::labs {
namespace {
using core::throughput::Side;

} // namespace

RaceWidget::RaceWidget(const core::throughput::RaceModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Expanding);
    markAsChart(this); // a picture of the race to a screen reader, and a Tab stop
    retranslate();
}

void RaceWidget::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RaceWidget::retranslate()
{
    setAccessibleName(tr("Race between CPU cores and GPU lanes"));
    describe();
}

void RaceWidget::describe()
{
    const auto &s = m_model->settings();
    const double cpu = m_model->secondsFor(Side::Cpu);
    const double gpu = m_model->secondsFor(Side::Gpu);
    const QLocale locale;
    setAccessibleDescription(
        (gpu < cpu ? tr("Simulated race at n = %1: %2 GPU lanes finish in %3, before %4 CPU cores in %5.")
                   : tr("Simulated race at n = %1: %2 GPU lanes finish in %3, after %4 CPU cores in %5."))
            .arg(locale.toString(s.n), locale.toString(s.gpuLanes), core::units::seconds(gpu),
                 locale.toString(s.cpuCores), core::units::seconds(cpu)));
}

QSize RaceWidget::minimumSizeHint() const
{
    const double line = fontMetrics().height();
    return {560, std::max(360, int(line * (1.5 + 3.6 * 1.2 + 9)))};
}

void RaceWidget::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    const FocusRingOnTop ring(this, &p); // over whatever the view paints
    p.setRenderHint(QPainter::Antialiasing);
    p.fillRect(rect(), style::colour(style::Ink::Surface));
    const QRectF r = QRectF(rect()).adjusted(8, 8, -8, -8);
    const double half = (r.width() - 24) / 2.0;
    paintSide(p, QRectF(r.left(), r.top(), half, r.height()), Side::Cpu);
    paintSide(p, QRectF(r.left() + half + 24, r.top(), half, r.height()), Side::Gpu);
}

void RaceWidget::paintSide(QPainter &p, const QRectF &area, Side side)
{
    const auto &s = m_model->settings();
    const bool cpu = side == Side::Cpu;
    const QColor colour = style::colour(cpu ? style::Ink::CpuSeries : style::Ink::CudaSeries);
    const QColor launchColour = style::colour(style::Ink::SimulatedSeries); // amber: waiting, not computing
    const QColor text = style::colour(style::Ink::TileText);
    const QLocale locale;

    QFont title = font();
    title.setPointSizeF(font().pointSizeF() * 1.5);
    title.setBold(true);
    QFont body = font();
    body.setPointSizeF(font().pointSizeF() * 1.2);
    const QFontMetricsF tm(title);
    const QFontMetricsF bm(body);

    const QString cpuHeading =
        tr("CPU: %1 cores × %2 GHz").arg(locale.toString(s.cpuCores), locale.toString(s.cpuClockHz / 1e9, 'f', 1));
    const QString gpuHeading =
        tr("GPU: %1 lanes × %2 GHz").arg(locale.toString(s.gpuLanes), locale.toString(s.gpuClockHz / 1e9, 'f', 2));
    const QString heading = cpu ? cpuHeading : gpuHeading;
    // Shrink the headings rather than clip them on a narrow window: both by
    // the same factor, the longer one's (the GPU's alone was drawn smaller).
    const double headingWidth = std::max(QFontMetricsF(title).horizontalAdvance(cpuHeading),
                                         QFontMetricsF(title).horizontalAdvance(gpuHeading));
    if (headingWidth > area.width())
        title.setPointSizeF(title.pointSizeF() * area.width() / headingWidth * 0.97);
    p.setPen(colour);
    p.setFont(title);
    p.drawText(QRectF(area.left(), area.top(), area.width(), tm.height()), Qt::AlignHCenter, heading);

    // The matrix: a square as large as fits under the heading and above the two status lines.
    const double statusHeight = bm.height() * 3.4; // three lines: the status wraps at a large text size
    const double top = area.top() + tm.height() + 8;
    const double side_ = std::max(40.0, std::min(area.width(), area.height() - tm.height() - statusHeight - 16));
    const QRectF matrix(area.center().x() - side_ / 2, top, side_, side_);
    const int grid = m_model->tileGrid();
    const double tile = side_ / grid;
    const double gapPx = tile > 10 ? 1.5 : 0.5;
    for (int i = 0; i < grid * grid; ++i) {
        const int row = i / grid, column = i % grid; // whole tiles
        const QRectF cell(matrix.left() + column * tile + gapPx, matrix.top() + row * tile + gapPx, tile - 2 * gapPx,
                          tile - 2 * gapPx);
        p.fillRect(cell, style::colour(style::Ink::EmptyTile));
        const double fill = m_model->tileFill(side, i);
        if (fill <= 0.0)
            continue;
        // A tile fills from the bottom; a finished tile is solid.
        QRectF done = cell;
        done.setTop(cell.bottom() - cell.height() * fill);
        QColor c = colour;
        if (fill < 1.0)
            c = c.lighter(140);
        p.fillRect(done, c);
    }

    // The GPU's fixed cost: an amber veil with a bar until the launch is paid.
    const double launch = m_model->overheadPaid(side);
    if (!cpu && launch < 1.0) {
        QColor veil = launchColour;
        veil.setAlpha(60);
        p.fillRect(matrix, veil);
        const QRectF bar(matrix.left() + side_ * 0.1, matrix.center().y() - 14, side_ * 0.8, 28);
        p.setPen(QPen(launchColour, 2));
        p.setBrush(style::colour(style::Ink::Surface));
        p.drawRoundedRect(bar, 6, 6);
        p.fillRect(QRectF(bar.left() + 2, bar.top() + 2, (bar.width() - 4) * launch, bar.height() - 4), launchColour);
        p.setPen(text);
        // Two lines at most, the whole width of this side: at a large text size
        // one line over the matrix alone was cut at both ends. They stay inside
        // the matrix, over the veil, never over the heading: a small matrix
        // gets a smaller font.
        QFont veilFont = body;
        const double room = bar.top() - 6 - matrix.top();
        if (bm.height() * 2.2 > room)
            veilFont.setPointSizeF(std::max(1.0, body.pointSizeF() * std::max(0.5, room / (bm.height() * 2.2))));
        p.setFont(veilFont);
        p.save();
        p.setClipRect(QRectF(area.left(), matrix.top(), area.width(), std::max(0.0, bar.top() - matrix.top())));
        const double lines = std::min(bm.height() * 2.2, QFontMetricsF(veilFont).height() * 2.2);
        p.drawText(QRectF(area.left(), std::max(matrix.top(), bar.top() - lines - 6), area.width(), lines),
                   Qt::AlignHCenter | Qt::AlignBottom | Qt::TextWordWrap,
                   tr("overhead… %1 of %2")
                       .arg(core::units::seconds(launch * s.launchSeconds), core::units::seconds(s.launchSeconds)));
        p.restore();
    }

    // Status: share of dot products done, and this side's clock.
    const double fraction = m_model->fractionDone(side);
    const double total = m_model->secondsFor(side);
    const double elapsed = std::min(m_model->simulatedElapsed(), total);
    const bool wins = m_model->isDone(side) && total <= m_model->secondsFor(cpu ? Side::Gpu : Side::Cpu);
    QString status;
    if (m_model->isDone(side))
        status = wins ? tr("finished first: %1 (simulated)").arg(core::units::seconds(total))
                      : tr("finished: %1 (simulated)").arg(core::units::seconds(total));
    else
        status = tr("%1 % of %2 dot products — %3 of %4 (simulated)")
                     .arg(locale.toString(fraction * 100.0, 'f', 0))
                     .arg(locale.toString(qint64(s.n) * s.n))
                     .arg(core::units::seconds(elapsed), core::units::seconds(total));
    p.setFont(body);
    p.setPen(wins ? colour : text);
    p.drawText(QRectF(area.left(), matrix.bottom() + 8, area.width(), bm.height() * 3.3),
               Qt::AlignHCenter | Qt::TextWordWrap, status);
}

} // namespace gpulab::labs
