#include "labs/reflowgrid.h"

#include <QEvent>
#include <QGridLayout>

#include <algorithm>

namespace gpulab::labs {

ReflowGrid::ReflowGrid(QWidget *parent) : QWidget(parent), m_grid(new QGridLayout(this))
{
    m_grid->setContentsMargins(0, 0, 0, 0);
    // The grid states its own least size (one column); the layout must not
    // pin the widget to that of the arrangement in use.
    m_grid->setSizeConstraint(QLayout::SetNoConstraint);
}

void ReflowGrid::addCell(QWidget *cell)
{
    m_cells << cell;
    m_stretch << 1;
    m_columns = 0;
    arrange(int(m_cells.size()));
}

void ReflowGrid::setCellStretch(int index, int stretch)
{
    if (index < 0 || index >= m_stretch.size() || m_stretch[index] == stretch)
        return;
    m_stretch[index] = stretch;
    applyStretch();
}

int ReflowGrid::columnsFor(int width) const
{
    const int n = int(m_cells.size());
    int widest = 0;
    for (const QWidget *c : m_cells)
        widest = std::max(widest, c->minimumSizeHint().expandedTo(c->minimumSize()).width());
    const auto fits = [&](int columns) {
        return columns * widest + (columns - 1) * m_grid->horizontalSpacing() <= width;
    };
    if (n <= 1 || fits(n))
        return std::max(1, n);
    const int half = (n + 1) / 2;
    return half > 1 && fits(half) ? half : 1;
}

void ReflowGrid::arrange(int columns)
{
    if (columns == m_columns || m_cells.isEmpty())
        return;
    m_columns = columns;
    for (QWidget *c : std::as_const(m_cells))
        m_grid->removeWidget(c);
    for (int i = 0; i < m_cells.size(); ++i)
        m_grid->addWidget(m_cells[i], i / columns, i % columns);
    applyStretch();
    updateGeometry(); // the height the parent must give changes with the arrangement
}

void ReflowGrid::applyStretch()
{
    if (m_columns <= 0)
        return;
    for (int c = 0; c < m_grid->columnCount(); ++c)
        m_grid->setColumnStretch(c, c < m_columns ? 1 : 0);
    // Reflowed, the columns share the width evenly: a wide cell would squeeze
    // the one beside it in the next row as well.
    if (m_columns < m_cells.size())
        return;
    for (int i = 0; i < m_cells.size(); ++i) {
        const int c = i % m_columns;
        m_grid->setColumnStretch(c, std::max(m_grid->columnStretch(c), m_stretch[i]));
    }
}

QSize ReflowGrid::minimumSizeHint() const
{
    int widest = 0;
    for (const QWidget *c : m_cells)
        widest = std::max(widest, c->minimumSizeHint().expandedTo(c->minimumSize()).width());
    return {widest, m_grid->minimumSize().height()};
}

QSize ReflowGrid::sizeHint() const
{
    return m_grid->sizeHint().expandedTo(minimumSizeHint());
}

void ReflowGrid::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange(columnsFor(width()));
}

bool ReflowGrid::event(QEvent *event)
{
    if (event->type() == QEvent::LayoutRequest)
        arrange(columnsFor(width()));
    return QWidget::event(event);
}

} // namespace gpulab::labs
