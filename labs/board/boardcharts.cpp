#include "labs/board/boardcharts.h"

#include "core/throughput/logscale.h"
#include "core/units.h"
#include "labs/style.h"

#include <QChart>
#include <QEvent>
#include <QLegend>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QScatterSeries>
#include <QValueAxis>

#include <algorithm>

namespace gpulab::labs {
namespace {

using core::board::BestRate;
using core::board::MachineRow;
using kernels::Precision;

QColor boardColour(bool onGpu, bool simulated)
{
    if (simulated)
        return style::colour(style::Ink::SimulatedSeries);
    return style::colour(onGpu ? style::Ink::CudaSeries : style::Ink::CpuSeries);
}

void clearBoardChart(QChart *c)
{
    c->removeAllSeries();
    for (QAbstractAxis *a : c->axes()) {
        c->removeAxis(a);
        delete a;
    }
}

} // namespace

BoardChart::BoardChart(QWidget *parent) : ChartView(parent)
{
    setRenderHint(QPainter::Antialiasing);
    setMinimumSize(420, 300);
    chart()->setLocalizeNumbers(true);
    chart()->legend()->hide();
}

void BoardChart::setHighlighted(int row)
{
    if (row == m_highlighted)
        return;
    m_highlighted = row;
    rebuild();
}

void BoardChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange || event->type() == QEvent::PaletteChange)
        rebuild();
    ChartView::changeEvent(event);
}

// ---- Best rates ---------------------------------------------------------------

BoardRateChart::BoardRateChart(QWidget *parent) : BoardChart(parent)
{
    rebuild();
}

void BoardRateChart::setRows(const QList<MachineRow> &rows)
{
    m_rows = rows;
    forgetHighlight();
    rebuild();
}

void BoardRateChart::rebuild()
{
    QChart *c = chart();
    clearBoardChart(c);
    m_points = 0;
    setWrappedTitle(tr("Best measured GFLOP/s of each machine, by device and precision"));

    struct Group {
        bool onGpu;
        bool simulated;
        Precision precision;
        QScatterSeries *series;
    };
    QList<Group> groups;
    double lo = 0.0, hi = 0.0;
    const auto grow = [&lo, &hi](double v) {
        lo = lo == 0.0 ? v : std::min(lo, v);
        hi = std::max(hi, v);
    };
    for (int i = 0; i < m_rows.size(); ++i) {
        for (const BestRate &b : m_rows[i].best) {
            auto it = std::find_if(groups.begin(), groups.end(), [&b](const Group &g) {
                return g.onGpu == b.onGpu && g.simulated == b.simulated && g.precision == b.precision;
            });
            if (it == groups.end()) {
                auto *s = new QScatterSeries;
                const QString device = b.onGpu ? tr("GPU") : tr("CPU");
                s->setName(b.simulated
                               ? tr("%1 %2 — simulated, not measured").arg(device, core::precisionName(b.precision))
                               : tr("%1 %2 — measured").arg(device, core::precisionName(b.precision)));
                // Device by shape family, precision by its member, so a
                // projector's washed-out colours still tell the four apart.
                const bool fp32 = b.precision == Precision::Fp32;
                s->setMarkerShape(
                    b.onGpu
                        ? (fp32 ? QScatterSeries::MarkerShapeRectangle : QScatterSeries::MarkerShapeRotatedRectangle)
                        : (fp32 ? QScatterSeries::MarkerShapeCircle : QScatterSeries::MarkerShapeTriangle));
                s->setMarkerSize(b.precision == Precision::Fp32 ? 12 : 9);
                QColor colour = boardColour(b.onGpu, b.simulated);
                if (b.precision != Precision::Fp32)
                    colour = colour.darker(140);
                s->setColor(colour);
                s->setBorderColor(style::colour(style::Ink::Text));
                groups.append({b.onGpu, b.simulated, b.precision, s});
                it = groups.end() - 1;
            }
            it->series->append(i + 1, b.gflops);
            grow(b.gflops);
            ++m_points;
        }
    }
    const QList<core::board::ReferenceCard> cards = core::board::referenceCards();
    for (const auto &card : cards)
        grow(card.gflops);
    const auto [yLo, yHi] = core::throughput::logAxisEnds(lo > 0 ? lo / 2 : 1.0, hi > 0 ? hi * 2 : 1e6, 10.0);
    const double xHi = std::max<double>(2, double(m_rows.size()) + 1);

    QList<QAbstractSeries *> all;
    // Each card its own dash, so a line can be found in the legend by its look.
    const QList<QList<qreal>> dashes{{6, 3}, {1, 2}, {6, 2, 1, 2}, {6, 2, 1, 2, 1, 2}, {12, 3}};
    for (qsizetype k = 0; k < cards.size(); ++k) {
        const auto &card = cards[k];
        auto *line = new QLineSeries;
        line->setName(tr("%1 %2: %3 — datasheet, not measured")
                          .arg(card.name, core::precisionName(card.precision), core::units::gflops(card.gflops)));
        QPen pen(style::colour(style::Ink::ReferenceLine), 2.0, Qt::CustomDashLine);
        pen.setDashPattern(dashes[k % dashes.size()]);
        line->setPen(pen);
        line->append(0, card.gflops);
        line->append(xHi, card.gflops);
        all << line;
    }
    for (const Group &g : groups)
        all << g.series;
    if (highlighted() >= 0 && highlighted() < m_rows.size()) {
        auto *mark = new QScatterSeries;
        mark->setName(tr("Highlighted: %1").arg(m_rows[highlighted()].name));
        mark->setMarkerSize(22);
        mark->setColor(Qt::transparent);
        mark->setBorderColor(style::colour(style::Ink::Focus));
        mark->setPen(QPen(style::colour(style::Ink::Focus), 3));
        for (const BestRate &b : m_rows[highlighted()].best)
            mark->append(highlighted() + 1, b.gflops);
        all << mark;
    }

    auto *x = new QValueAxis;
    x->setTitleText(tr("machine (its number in the table)"));
    x->setRange(0, xHi);
    x->setLabelFormat(QStringLiteral("%d"));
    // A tick per machine, numbered as the table's rows, up to 20 machines; then every few.
    x->setTickType(QValueAxis::TicksDynamic);
    x->setTickAnchor(0);
    x->setTickInterval(std::max(1.0, std::ceil(xHi / 20.0)));
    x->setLabelsVisible(true);
    auto *y = style::logAxis(10, QStringLiteral("%.6g"), tr("GFLOP/s (log scale)"), yLo, yHi);
    style::addSeriesOnAxes(c, x, y, all);
    style::applyChartStyle(c);
    refreshTitle();
    refreshLegend();
    setAccessibleName(tr("Best measured GFLOP/s of each machine"));
    setAccessibleDescription(tr("%1 points from %2 machines; %3 reference cards as dashed lines, from datasheets, "
                                "not measured.")
                                 .arg(m_points)
                                 .arg(m_rows.size())
                                 .arg(cards.size()));
}

// ---- Sweep curves -------------------------------------------------------------

BoardCurveChart::BoardCurveChart(QWidget *parent) : BoardChart(parent)
{
    rebuild();
}

void BoardCurveChart::setBoard(const QList<MachineRow> &rows, const core::board::ClassFigures &figures)
{
    m_rows = rows;
    m_figures = figures;
    forgetHighlight();
    rebuild();
}

void BoardCurveChart::rebuild()
{
    QChart *c = chart();
    clearBoardChart(c);
    m_curves = 0;
    setWrappedTitle(tr("Sweep curves of every machine: CPU solid, GPU dash-dot, simulated dashed"));
    double nLo = 0, nHi = 0, gLo = 0, gHi = 0;
    QList<QAbstractSeries *> all;
    for (int i = 0; i < m_rows.size(); ++i) {
        const MachineRow &row = m_rows[i];
        for (const core::board::ResultSeries &s : row.curves) {
            if (s.precision != Precision::Fp32 || s.points.isEmpty() || s.backendId == QLatin1String("naive") ||
                s.backendId == QLatin1String("cuda-naive"))
                continue;
            auto *line = new QLineSeries;
            line->setName(QStringLiteral("%1 — %2").arg(row.name, s.label));
            const bool marked = i == highlighted();
            QPen pen(boardColour(s.onGpu, s.simulated), marked ? 4.5 : 1.5,
                     s.simulated ? Qt::DashLine
                     : s.onGpu   ? Qt::DashDotLine
                                 : Qt::SolidLine);
            if (marked)
                pen.setColor(style::colour(style::Ink::Focus));
            else if (m_rows.size() > 10) {
                // A room's worth of curves: see-through, so that where they crowd reads darker.
                QColor see = pen.color();
                see.setAlpha(110);
                pen.setColor(see);
            }
            line->setPen(pen);
            for (const core::board::ResultPoint &p : s.points) {
                if (p.gflops <= 0)
                    continue;
                line->append(p.n, p.gflops);
                nLo = nLo == 0 ? p.n : std::min<double>(nLo, p.n);
                nHi = std::max<double>(nHi, p.n);
                gLo = gLo == 0 ? p.gflops : std::min(gLo, p.gflops);
                gHi = std::max(gHi, p.gflops);
            }
            all << line;
            ++m_curves;
        }
    }
    const auto [xLo, xHi] = core::throughput::logAxisEnds(nLo > 0 ? nLo / 1.5 : 32, nHi > 0 ? nHi * 1.5 : 16384, 10.0);
    const auto [yLo, yHi] = core::throughput::logAxisEnds(gLo > 0 ? gLo / 2 : 1, gHi > 0 ? gHi * 2 : 1e5, 10.0);
    if (m_figures.crossoverMachines > 0) {
        for (const double n : {m_figures.crossoverMin, m_figures.crossoverMax}) {
            auto *mark = new QLineSeries;
            mark->setName(tr("class crossover range: n = %1 to %2")
                              .arg(QLocale().toString(m_figures.crossoverMin, 'f', 0),
                                   QLocale().toString(m_figures.crossoverMax, 'f', 0)));
            mark->setPen(QPen(style::colour(style::Ink::CrossoverMark), 2.5, Qt::DashLine));
            mark->append(n, yLo);
            mark->append(n, yHi);
            all << mark;
            if (m_figures.crossoverMin == m_figures.crossoverMax)
                break;
        }
    }
    auto *x = style::logAxis(10, QStringLiteral("%.6g"), tr("matrix size n (log scale)"), xLo, xHi);
    auto *y = style::logAxis(10, QStringLiteral("%.6g"), tr("GFLOP/s (log scale)"), yLo, yHi);
    style::addSeriesOnAxes(c, x, y, all);
    style::applyChartStyle(c);
    refreshTitle();
    setAccessibleName(tr("Sweep curves of every machine"));
    setAccessibleDescription(m_figures.crossoverMachines > 0
                                 ? tr("%1 curves; the class crossover lies between n = %2 and %3.")
                                       .arg(m_curves)
                                       .arg(QLocale().toString(m_figures.crossoverMin, 'f', 0),
                                            QLocale().toString(m_figures.crossoverMax, 'f', 0))
                                 : tr("%1 curves; no machine measured a crossover.").arg(m_curves));
}

} // namespace gpulab::labs
