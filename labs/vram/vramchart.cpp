#include "labs/vram/vramchart.h"

#include "labs/style.h"

#include "core/vram/vramnames.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QValueAxis>

#include <algorithm>
#include <cmath>

namespace gpulab::labs {
namespace vram = core::vram;

namespace {
// One colour per bar segment, kept across redraws so a colour keeps its meaning.
QColor colourOf(vram::Component c)
{
    switch (c) {
    case vram::Component::Weights: return QColor(0x1f, 0x77, 0xb4);
    case vram::Component::Gradients: return QColor(0xff, 0x7f, 0x0e);
    case vram::Component::Optimizer: return QColor(0xd6, 0x27, 0x28);
    case vram::Component::Activations: return QColor(0x2c, 0xa0, 0x2c);
    case vram::Component::KvCache: return QColor(0x94, 0x67, 0xbd);
    case vram::Component::Overhead: return QColor(0x7f, 0x7f, 0x7f);
    }
    return Qt::black;
}

// 1, 2, 5 × 10ⁿ: an axis end a reader can count in.
double niceCeiling(double v)
{
    if (v <= 0)
        return 1;
    const double p = std::pow(10.0, std::floor(std::log10(v)));
    for (double m : {1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0, 8.0, 10.0})
        if (m * p >= v)
            return m * p;
    return 10 * p;
}
} // namespace

// The chart goes to the constructor: QChartView(parent) would make a default
// chart that setChart() then orphans (a leak per view).
VramChart::VramChart(QWidget *parent) : ChartView(new QChart, parent)
{
    m_chart = chart();
    m_chart->setAnimationOptions(QChart::NoAnimation);
    m_chart->legend()->setAlignment(Qt::AlignRight); // one name a line: six names in a row were cut
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(260);

    m_series = new QHorizontalStackedBarSeries;
    for (vram::Component c : vram::kComponents) {
        auto *set = new QBarSet(vram::label(c));
        set->setColor(colourOf(c));
        set->setBorderColor(colourOf(c).darker(130));
        m_series->append(set);
    }
    m_series->setBarWidth(0.6);
    m_chart->addSeries(m_series);

    m_categories = new QBarCategoryAxis;
    m_value = new QValueAxis;
    m_value->setLabelFormat(QStringLiteral("%.0f"));
    m_chart->addAxis(m_categories, Qt::AlignLeft);
    m_chart->addAxis(m_value, Qt::AlignBottom);
    m_series->attachAxis(m_categories);
    m_series->attachAxis(m_value);
    // A hidden 0 … 2 axis for the card lines: bar k sits at k (category axes are -0.5 … n-0.5).
    m_lineY = new QValueAxis;
    m_lineY->setRange(-0.5, 1.5);
    m_lineY->setVisible(false);
    m_chart->addAxis(m_lineY, Qt::AlignRight);
    style::applyChartStyle(m_chart);
}

void VramChart::showPlan(const vram::PlanResult &r, const QList<vram::Card> &cards, bool gib)
{
    const double unit = gib ? vram::kGiB : vram::kGB;
    const QString unitName = gib ? tr("GiB") : tr("GB");
    const QList<vram::Breakdown> bars{r.lesson, r.mixed};
    const auto sets = m_series->barSets();
    for (int i = 0; i < sets.size(); ++i) {
        QList<qreal> values;
        for (const auto &b : bars)
            values << vram::componentBytes(b, vram::kComponents[i]) / unit;
        sets[i]->remove(0, sets[i]->count());
        sets[i]->append(values);
    }
    const bool lesson = r.inUse == vram::Bookkeeping::Lesson;
    m_categories->setCategories(
        {lesson ? tr("Lesson (in use)") : tr("Lesson"), lesson ? tr("Mixed") : tr("Mixed (in use)")});

    // Card lines: drop the old ones, draw one per card with its name at the top end.
    for (QAbstractSeries *s : m_chart->series())
        if (s != m_series) {
            m_chart->removeSeries(s);
            delete s;
        }
    const double need = std::max(r.lesson.total(), r.mixed.total()) / unit;
    // Show the cards up to a little past the plan, so a 1 GB plan is not a sliver beside 80 GB.
    double top = need * 1.15;
    for (const auto &c : cards)
        if (c.bytes / unit <= need * 1.6 || c.kind != vram::Card::Kind::Standard)
            top = std::max(top, c.bytes / unit * 1.05);
    top = std::min(top, std::max(need * 1.15, 1.0) * 4);
    const double axisTop = niceCeiling(top);
    m_value->setRange(0, axisTop);
    // Ticks on round numbers: about five intervals of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ.
    const double step = niceCeiling(axisTop / 5);
    m_value->setTickType(QValueAxis::TicksDynamic);
    m_value->setTickAnchor(0);
    m_value->setTickInterval(step);
    m_value->setLabelFormat(step < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f"));
    m_value->setTitleText(tr("memory per GPU, %1").arg(unitName));
    int row = 0;
    for (const auto &c : cards) {
        const double x = c.bytes / unit;
        if (x > axisTop)
            continue;
        auto *line = new QLineSeries;
        const bool ok = r.used().total() <= c.bytes;
        // Stagger the labels over three heights so neighbouring cards stay readable.
        const double yTop = 1.25 - 0.2 * (row++ % 3); // labels sit above the point
        line->append(x, -0.8);
        line->append(x, yTop);
        QPen pen(ok ? QColor(0x2e, 0x7d, 0x32) : QColor(0xc6, 0x28, 0x28));
        pen.setWidthF(2.0);
        pen.setStyle(c.kind == vram::Card::Kind::Standard ? Qt::DashLine : Qt::DotLine);
        line->setPen(pen);
        line->setName(c.label);
        line->setPointLabelsVisible(true);
        line->setPointLabelsFormat(c.label);
        line->setPointLabelsClipping(true);
        line->setPointLabelsColor(pen.color().darker(120));
        m_chart->addSeries(line);
        line->attachAxis(m_value);
        line->attachAxis(m_lineY);
        for (QLegendMarker *m : m_chart->legend()->markers(line))
            m->setVisible(false);
    }
}

double VramChart::barTotal(int bar) const
{
    double sum = 0;
    for (const QBarSet *s : m_series->barSets())
        if (bar < s->count())
            sum += s->at(bar);
    return sum;
}

} // namespace gpulab::labs
