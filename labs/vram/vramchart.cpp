#include "labs/vram/vramchart.h"

#include "labs/style.h"

#include "core/vram/vramnames.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QFontMetricsF>
#include <QGraphicsSimpleTextItem>
#include <QHorizontalStackedBarSeries>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLocale>
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
    case vram::Component::Weights: return style::colour(style::Ink::WeightsBar);
    case vram::Component::Gradients: return style::colour(style::Ink::GradientsBar);
    case vram::Component::Optimizer: return style::colour(style::Ink::OptimizerBar);
    case vram::Component::Activations: return style::colour(style::Ink::ActivationsBar);
    case vram::Component::KvCache: return style::colour(style::Ink::KvCacheBar);
    case vram::Component::Overhead: break;
    }
    return style::colour(style::Ink::OverheadBar);
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
    setRenderHint(QPainter::Antialiasing);
    setMinimumHeight(minimumChartHeight());

    m_series = new QHorizontalStackedBarSeries;
    for (vram::Component c : vram::kComponents)
        m_series->append(new QBarSet(vram::label(c)));
    restyle();
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
    // The names go where the lines are, so after every layout of the plot.
    connect(m_chart, &QChart::plotAreaChanged, this, &VramChart::placeCardLabels);
    retranslate();
}

void VramChart::retranslate()
{
    const auto sets = m_series->barSets();
    for (int i = 0; i < sets.size() && i < int(std::size(vram::kComponents)); ++i)
        sets[i]->setLabel(vram::label(vram::kComponents[i]));
    setAccessibleName(tr("Memory per GPU against the cards"));
    refreshLegend();
}

void VramChart::showPlan(const vram::PlanResult &r, const QList<vram::Card> &cards, bool gib)
{
    // Called on every step of a slider: what did not change is left as it is
    // (a bar value replaced, not the bars rebuilt; the card lines kept and
    // moved), so Qt lays out and repaints only what moved.
    m_plan = r;
    m_cards = cards;
    m_gib = gib;
    const double unit = gib ? vram::kGiB : vram::kGB;
    const QString unitName = gib ? tr("GiB") : tr("GB");
    const QList<vram::Breakdown> bars{r.lesson, r.mixed};
    const auto sets = m_series->barSets();
    for (int i = 0; i < sets.size() && i < int(std::size(vram::kComponents)); ++i) {
        const QString name = vram::label(vram::kComponents[i]); // in the language of the moment
        if (sets[i]->label() != name)
            sets[i]->setLabel(name);
        for (int b = 0; b < bars.size(); ++b) {
            const qreal value = vram::componentBytes(bars[b], vram::kComponents[i]) / unit;
            if (b >= sets[i]->count())
                sets[i]->append(value);
            else if (sets[i]->at(b) != value)
                sets[i]->replace(b, value);
        }
    }
    const bool lesson = r.inUse == vram::Bookkeeping::Lesson;
    const QStringList categories{lesson ? tr("Lesson (in use)") : tr("Lesson"),
                                 lesson ? tr("Mixed") : tr("Mixed (in use)")};
    if (m_categories->categories() != categories)
        m_categories->setCategories(categories);

    const double need = std::max(r.lesson.total(), r.mixed.total()) / unit;
    // Show the cards up to a little past the plan, so a 1 GB plan is not a sliver beside 80 GB.
    double top = need * 1.15;
    for (const auto &c : cards)
        if (c.bytes / unit <= need * 1.6 || c.kind != vram::Card::Kind::Standard)
            top = std::max(top, c.bytes / unit * 1.05);
    top = std::min(top, std::max(need * 1.15, 1.0) * 4);
    const double axisTop = niceCeiling(top);
    if (m_value->min() != 0 || m_value->max() != axisTop)
        m_value->setRange(0, axisTop);
    // Ticks on round numbers: about five intervals of 1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6 or 8 × 10ⁿ.
    const double step = niceCeiling(axisTop / 5);
    if (m_value->tickType() != QValueAxis::TicksDynamic)
        m_value->setTickType(QValueAxis::TicksDynamic);
    if (m_value->tickAnchor() != 0)
        m_value->setTickAnchor(0);
    if (m_value->tickInterval() != step)
        m_value->setTickInterval(step);
    const QString format = step < 1 ? QStringLiteral("%.1f") : QStringLiteral("%.0f");
    if (m_value->labelFormat() != format)
        m_value->setLabelFormat(format);
    const QString title = tr("memory per GPU, %1").arg(unitName);
    if (m_value->titleText() != title)
        m_value->setTitleText(title);

    // Card lines: one per card on the axis, with its name at the top end. The
    // lines already drawn are moved and recoloured; only a change in their
    // number adds or removes one.
    m_marks.clear();
    QStringList fitting, tooSmall;
    bool added = false;
    int used = 0;
    for (const auto &c : cards) {
        const bool ok = r.used().total() <= c.bytes;
        (ok ? fitting : tooSmall) << c.label;
        const double x = c.bytes / unit;
        if (x > axisTop)
            continue;
        QLineSeries *line = nullptr;
        if (used < m_cardLines.size()) {
            line = m_cardLines[used];
        } else {
            line = new QLineSeries;
            QPen pen;
            pen.setWidthF(2.0);
            line->setPen(pen);
            m_chart->addSeries(line);
            line->attachAxis(m_value);
            line->attachAxis(m_lineY);
            ChartLegend::leaveOut(m_chart, line);
            m_cardLines.append(line);
            added = true;
        }
        ++used;
        const QList<QPointF> points{{x, -0.5}, {x, 1.5}}; // the whole height; the name sits above the plot
        if (line->points() != points)
            line->replace(points);
        QPen pen = line->pen(); // its width is the chart style's (thicker in projector mode)
        pen.setColor(style::toneColour(ok ? style::Tone::Good : style::Tone::Bad));
        pen.setStyle(c.kind == vram::Card::Kind::Standard ? Qt::DashLine : Qt::DotLine);
        if (pen != line->pen())
            line->setPen(pen);
        if (line->name() != c.label)
            line->setName(c.label);
        // The mark says it in a symbol as well as in the line's colour: ✓ holds the plan, ✗ does not.
        m_marks.append({(ok ? tr("✓ %1") : tr("✗ %1")).arg(c.label), x, pen.color(), line});
    }
    while (m_cardLines.size() > used) {
        QLineSeries *line = m_cardLines.takeLast();
        m_chart->removeSeries(line);
        delete line;
    }
    const auto amount = [unit, unitName](double bytes) {
        return tr("%1 %2").arg(QLocale().toString(bytes / unit, 'f', 1), unitName);
    };
    setAccessibleDescription(
        tr("Two stacked bars, the lesson's bookkeeping (%1) and mixed precision (%2), against the cards. Holds it: "
           "%3. Too small: %4.")
            .arg(amount(r.lesson.total()), amount(r.mixed.total()),
                 fitting.isEmpty() ? tr("none") : fitting.join(QStringLiteral(", ")),
                 tooSmall.isEmpty() ? tr("none") : tooSmall.join(QStringLiteral(", "))));
    if (added)
        style::applyChartStyle(m_chart); // the new card lines thick in projector mode too
    placeCardLabels();
    refreshLegend();
}

void VramChart::placeCardLabels()
{
    const QRectF plot = m_chart->plotArea();
    // Placed for these names, places and plot already: nothing moves.
    // The card lines are kept from step to step, so the marks compare as they are.
    LabelPlacement placement{m_marks,
                             plot,
                             m_value->min(),
                             m_value->max(),
                             m_chart->size().width(),
                             style::scaledFont(style::kChartAxisLabelScale)};
    if (placement == m_placed)
        return;
    m_placed = placement;
    qDeleteAll(m_labels);
    m_labels.clear();
    if (m_marks.isEmpty() || plot.width() <= 0)
        return;
    const QFont font = style::scaledFont(style::kChartAxisLabelScale);
    const QFontMetricsF fm(font);
    constexpr double kGap = 8; // px between names on one row
    // Lines within a few pixels of each other (equal capacities) share one name.
    struct Group {
        double px;
        QStringList names;
        QColor colour;
    };
    QList<Group> groups;
    QList<CardMark> marks = m_marks;
    std::sort(marks.begin(), marks.end(), [](const CardMark &a, const CardMark &b) { return a.x < b.x; });
    for (const CardMark &m : marks) {
        // From the axis itself: a series' own mapping lags a new range until Qt lays it out.
        const double span = std::max(1e-12, m_value->max() - m_value->min());
        const double px = plot.left() + (m.x - m_value->min()) / span * plot.width();
        if (!groups.isEmpty() && px - groups.last().px < 4) {
            groups.last().names << m.label;
            if (m.colour == style::toneColour(style::Tone::Bad))
                groups.last().colour = m.colour; // one of them does not fit: say so
        } else {
            groups.append({px, {m.label}, m.colour});
        }
    }
    // Rows from the plot upwards; each name on the lowest row where it touches no other.
    QList<QList<QRectF>> rows;
    const double left = 0, right = m_chart->size().width();
    for (const Group &g : groups) {
        auto *item = new QGraphicsSimpleTextItem(g.names.join(QStringLiteral(" · ")), m_chart);
        item->setFont(font);
        item->setBrush(g.colour);
        const double w = fm.horizontalAdvance(item->text());
        const double x = std::clamp(g.px - w / 2, left + 2, std::max(left + 2, right - w - 2));
        int row = 0;
        for (;; ++row) {
            if (row == rows.size())
                rows.append(QList<QRectF>());
            const QRectF wanted(x - kGap / 2, 0, w + kGap, 1);
            const bool free = std::none_of(rows[row].cbegin(), rows[row].cend(), [&](const QRectF &r) {
                return r.left() < wanted.right() && wanted.left() < r.right();
            });
            if (free)
                break;
        }
        rows[row].append(QRectF(x - kGap / 2, 0, w + kGap, 1));
        item->setData(0, row);
        item->setPos(x, 0);
        m_labels.append(item);
    }
    // Room above the plot for every row; the plot moves down once, then this settles.
    double lineHeight = fm.height();
    for (const QGraphicsSimpleTextItem *item : std::as_const(m_labels))
        lineHeight = std::max(lineHeight, item->boundingRect().height());
    lineHeight += 2; // rows apart, not touching
    const int needTop = int(std::ceil(double(rows.size()) * lineHeight + 6));
    QMargins margins = m_chart->margins();
    if (margins.top() != needTop) {
        margins.setTop(needTop);
        m_chart->setMargins(margins);
    }
    for (QGraphicsSimpleTextItem *item : std::as_const(m_labels)) {
        const int row = item->data(0).toInt();
        item->setY(plot.top() - 3 - (row + 1) * lineHeight);
    }
}

int VramChart::minimumChartHeight() const
{
    // Card names (up to four rows), two bars with their labels, the axis and its title:
    // in lines of text, so a large text size gets a taller chart rather than "…" ticks.
    return std::max(260, QFontMetrics(style::scaledFont(1.0)).height() * 15);
}

void VramChart::restyle()
{
    const auto sets = m_series->barSets();
    for (int i = 0; i < sets.size() && i < int(std::size(vram::kComponents)); ++i) {
        const QColor c = colourOf(vram::kComponents[i]);
        sets[i]->setColor(c);
        sets[i]->setBorderColor(style::theme() == style::Theme::Dark ? c.lighter(130) : c.darker(130));
    }
    if (m_plan) {
        const vram::PlanResult plan = *m_plan; // showPlan() keeps its own copy
        showPlan(plan, m_cards, m_gib);
    }
}

void VramChart::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        restyle();
    ChartView::changeEvent(event);
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange) {
        setMinimumHeight(minimumChartHeight());
        placeCardLabels(); // the names follow the text size even where the plot does not move
    }
}

QList<QRectF> VramChart::cardLabelRects() const
{
    QList<QRectF> out;
    for (const QGraphicsSimpleTextItem *item : m_labels)
        out << item->mapRectToParent(item->boundingRect());
    return out;
}

QStringList VramChart::cardLabelTexts() const
{
    QStringList out;
    for (const QGraphicsSimpleTextItem *item : m_labels)
        out << item->text();
    return out;
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
