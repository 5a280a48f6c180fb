#include "labs/chartlegend.h"
#include "labs/wraplabel.h"

#include <QAreaSeries>
#include <QBarLegendMarker>
#include <QBarSet>
#include <QChart>
#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QPainter>
#include <QPolygonF>
#include <QScatterSeries>

#include <algorithm>

namespace gpulab::labs {
namespace {
constexpr int kSwatchGap = 8;  // between a swatch and its name
constexpr int kColumnGap = 24; // between two entries side by side
} // namespace

LegendSwatch::LegendSwatch(Kind kind, const QPen &pen, const QBrush &brush, const QImage &marker, QWidget *parent)
    : QWidget(parent), m_kind(kind), m_pen(pen), m_brush(brush), m_marker(marker)
{
    setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
}

Qt::PenStyle LegendSwatch::penStyle() const
{
    return m_kind == Kind::Line ? m_pen.style() : Qt::NoPen;
}

QSize LegendSwatch::sizeHint() const
{
    const int h = fontMetrics().height();
    return {int(h * 2.8), h};
}

void LegendSwatch::paintEvent(QPaintEvent *)
{
    QPainter p(this);
    p.setRenderHint(QPainter::Antialiasing);
    const QRectF r = QRectF(rect()).adjusted(1, 1, -1, -1);
    switch (m_kind) {
    case Kind::Line: {
        QPen pen = m_pen;
        pen.setWidthF(std::max(2.5, pen.widthF()));
        pen.setCapStyle(Qt::FlatCap);
        p.setPen(pen);
        p.drawLine(QPointF(r.left(), r.center().y()), QPointF(r.right(), r.center().y()));
        break;
    }
    case Kind::Marker: {
        const double side = std::min(r.height(), r.width());
        const QRectF square(r.center().x() - side / 2, r.center().y() - side / 2, side, side);
        if (!m_marker.isNull()) {
            p.drawImage(square, m_marker);
        } else {
            p.setPen(QPen(m_brush.color().darker(130), 1));
            p.setBrush(m_brush);
            const QRectF box = square.adjusted(2, 2, -2, -2);
            const QPointF c = box.center();
            switch (m_shape) {
            case QScatterSeries::MarkerShapeRectangle: p.drawRect(box.adjusted(1, 1, -1, -1)); break;
            case QScatterSeries::MarkerShapeRotatedRectangle:
                p.drawPolygon(
                    QPolygonF{{c.x(), box.top()}, {box.right(), c.y()}, {c.x(), box.bottom()}, {box.left(), c.y()}});
                break;
            case QScatterSeries::MarkerShapeTriangle:
                p.drawPolygon(QPolygonF{{c.x(), box.top()}, {box.right(), box.bottom()}, {box.left(), box.bottom()}});
                break;
            default: p.drawEllipse(box); break;
            }
        }
        break;
    }
    case Kind::Fill: {
        const QRectF box = r.adjusted(r.width() * 0.2, 1, -r.width() * 0.2, -1);
        p.setPen(QPen(m_brush.color().darker(130), 1));
        p.setBrush(m_brush);
        p.drawRoundedRect(box, 3, 3);
        break;
    }
    }
}

ChartLegend::ChartLegend(QChart *chart, QWidget *parent)
    : QWidget(parent), m_chart(chart), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(8, 2, 8, 4);
    m_grid->setHorizontalSpacing(kSwatchGap);
    m_grid->setVerticalSpacing(4);
    setSizePolicy(QSizePolicy::Preferred, QSizePolicy::Preferred);
}

void ChartLegend::refresh()
{
    // Qt's legend steps aside without being hidden: a hidden legend reports
    // every marker hidden, and the markers are what says which series to name.
    QLegend *own = m_chart->legend();
    if (own->isAttachedToChart()) {
        own->detachFromChart();
        own->setGeometry(QRectF(0, 0, 1, 1));
        own->setOpacity(0.0);
        own->setAcceptedMouseButtons(Qt::NoButton);
    }
    QList<Spec> specs;
    for (QLegendMarker *m : m_chart->legend()->markers()) {
        const bool hidden = m->series() && !m->series()->isVisible();
        // A hidden series (CUDA where it was not measured) has nothing to
        // name; one that comes and goes under the hand keeps its room.
        if (leftOut(m->series()) || (hidden && !keepsRoom(m->series())))
            continue;
        Spec spec;
        spec.shown = !hidden;
        spec.label = m->label();
        QAbstractSeries *series = m->series();
        if (auto *scatter = qobject_cast<QScatterSeries *>(series)) {
            spec.kind = LegendSwatch::Kind::Marker;
            spec.pen = scatter->pen();
            spec.brush = scatter->brush();
            spec.marker = scatter->lightMarker();
            spec.shape = int(scatter->markerShape());
        } else if (auto *line = qobject_cast<QLineSeries *>(series)) {
            spec.kind = LegendSwatch::Kind::Line;
            spec.pen = line->pen();
        } else if (auto *area = qobject_cast<QAreaSeries *>(series)) {
            spec.pen = area->pen();
            spec.brush = area->brush();
        } else if (auto *bar = qobject_cast<QBarLegendMarker *>(m)) {
            spec.pen = bar->barset()->pen();
            spec.brush = bar->barset()->brush();
        } else {
            spec.pen = m->pen();
            spec.brush = m->brush();
        }
        specs.append(std::move(spec));
    }
    if (m_built && specs == m_specs)
        return;
    if (m_built && specs.size() == m_specs.size() &&
        std::equal(specs.cbegin(), specs.cend(), m_specs.cbegin(), [](Spec a, const Spec &b) {
            a.label = b.label;
            a.shown = b.shown;
            return a == b;
        })) {
        // Only names or which entries show changed (a cap typed, a cap's
        // sum): the entries change in place, their room kept.
        for (qsizetype i = 0; i < specs.size(); ++i) {
            const Entry &e = m_entries[i];
            if (specs[i].label != m_specs[i].label)
                e.label->setText(specs[i].label);
            if (specs[i].shown != m_specs[i].shown) {
                e.swatch->setVisible(specs[i].shown);
                e.label->setVisible(specs[i].shown);
            }
        }
        m_specs = std::move(specs);
        arrange(columnsFor(width())); // a longer name may take a column away
        return;
    }
    m_built = true;
    m_specs = std::move(specs);
    for (const Entry &e : std::as_const(m_entries)) {
        delete e.swatch;
        delete e.label;
    }
    m_entries.clear();
    for (const Spec &spec : std::as_const(m_specs)) {
        auto *swatch = new LegendSwatch(spec.kind, spec.pen, spec.brush, spec.marker, this);
        swatch->setMarkerShape(spec.shape);
        auto *label = new WrapLabel(spec.label, this);
        label->setTextFormat(Qt::PlainText);
        label->setWordWrap(true);
        label->setObjectName(QStringLiteral("legendName"));
        for (QWidget *w : {static_cast<QWidget *>(swatch), static_cast<QWidget *>(label)}) {
            QSizePolicy policy = w->sizePolicy();
            policy.setRetainSizeWhenHidden(true); // a series that keeps its room while hidden
            w->setSizePolicy(policy);
            if (!spec.shown)
                w->setVisible(false);
        }
        m_entries.append({swatch, label});
    }
    m_columns = 0;
    arrange(columnsFor(width()));
    setVisible(!m_entries.isEmpty());
    updateGeometry();
}

void ChartLegend::leaveOut(QChart *chart, QAbstractSeries *series)
{
    series->setProperty("gpulabNoLegend", true);
    for (QLegendMarker *m : chart->legend()->markers(series))
        m->setVisible(false);
}

bool ChartLegend::leftOut(const QAbstractSeries *series)
{
    return series && series->property("gpulabNoLegend").toBool();
}

void ChartLegend::keepRoomFor(QAbstractSeries *series)
{
    series->setProperty("gpulabKeepRoom", true);
}

bool ChartLegend::keepsRoom(const QAbstractSeries *series)
{
    return series && series->property("gpulabKeepRoom").toBool();
}

QStringList ChartLegend::names() const
{
    QStringList out;
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_specs[i].shown)
            out << m_entries[i].label->text();
    return out;
}

QList<LegendSwatch *> ChartLegend::swatches() const
{
    QList<LegendSwatch *> out;
    for (qsizetype i = 0; i < m_entries.size(); ++i)
        if (m_specs[i].shown)
            out << m_entries[i].swatch;
    return out;
}

int ChartLegend::columnsFor(int width) const
{
    if (m_entries.isEmpty())
        return 1;
    int widest = 0;
    for (const Entry &e : m_entries)
        widest = std::max(widest, e.swatch->sizeHint().width() + kSwatchGap +
                                      e.label->fontMetrics().horizontalAdvance(e.label->text()) + 4);
    const QMargins m = m_grid->contentsMargins();
    const int room = width - m.left() - m.right();
    const int columns = (room + kColumnGap) / (widest + kColumnGap);
    return std::clamp(columns, 1, int(m_entries.size()));
}

void ChartLegend::arrange(int columns)
{
    if (columns == m_columns)
        return;
    m_columns = columns;
    for (const Entry &e : std::as_const(m_entries)) {
        m_grid->removeWidget(e.swatch);
        m_grid->removeWidget(e.label);
    }
    for (int c = 0; c < m_grid->columnCount(); ++c) {
        m_grid->setColumnStretch(c, 0);
        m_grid->setColumnMinimumWidth(c, 0);
    }
    for (int i = 0; i < m_entries.size(); ++i) {
        const int row = i / columns, column = (i % columns) * 2;
        m_grid->addWidget(m_entries[i].swatch, row, column, Qt::AlignLeft | Qt::AlignTop);
        m_grid->addWidget(m_entries[i].label, row, column + 1);
        m_grid->setColumnStretch(column + 1, 1);
        if (column > 0)
            m_grid->setColumnMinimumWidth(column, m_entries[i].swatch->sizeHint().width() + kColumnGap);
    }
    updateGeometry();
}

int ChartLegend::heightForWidth(int width) const
{
    if (m_entries.isEmpty())
        return 0;
    const int columns = columnsFor(width);
    const QMargins m = m_grid->contentsMargins();
    const int columnWidth = (width - m.left() - m.right() - (columns - 1) * kColumnGap) / columns;
    int height = m.top() + m.bottom();
    for (int start = 0; start < m_entries.size(); start += columns) {
        int rowHeight = 0;
        for (int i = start; i < std::min(start + columns, int(m_entries.size())); ++i) {
            const Entry &e = m_entries[i];
            const int labelWidth = std::max(1, columnWidth - e.swatch->sizeHint().width() - kSwatchGap);
            rowHeight = std::max({rowHeight, e.swatch->sizeHint().height(), e.label->heightForWidth(labelWidth)});
        }
        height += rowHeight + (start > 0 ? m_grid->verticalSpacing() : 0);
    }
    return height;
}

QSize ChartLegend::minimumSizeHint() const
{
    int width = 0;
    for (const Entry &e : m_entries)
        width = std::max(width, e.swatch->sizeHint().width() + kSwatchGap + e.label->minimumSizeHint().width());
    const QMargins m = m_grid->contentsMargins();
    return {width + m.left() + m.right(), m_entries.isEmpty() ? 0 : fontMetrics().height()};
}

void ChartLegend::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange(columnsFor(width()));
}

void ChartLegend::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        for (const Entry &e : std::as_const(m_entries))
            e.swatch->updateGeometry();
        m_columns = 0;
        arrange(columnsFor(width()));
    }
}

} // namespace gpulab::labs
