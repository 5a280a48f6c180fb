#include "labs/adaptiverow.h"

#include <QEvent>
#include <QResizeEvent>

#include <algorithm>

namespace gpulab::labs {

AdaptiveRow::AdaptiveRow(QWidget *parent) : QWidget(parent), m_layout(new QBoxLayout(QBoxLayout::LeftToRight, this))
{
    m_layout->setContentsMargins(0, 0, 0, 0);
    // The row states its own least size (that of the stacked columns); the
    // layout must not pin the widget to the side-by-side one.
    m_layout->setSizeConstraint(QLayout::SetNoConstraint);
}

int AdaptiveRow::sideBySideWidth() const
{
    int width = 0;
    int visible = 0;
    for (int i = 0; i < m_layout->count(); ++i) {
        QLayoutItem *item = m_layout->itemAt(i);
        if (item->isEmpty())
            continue;
        width += item->minimumSize().width();
        ++visible;
    }
    const QMargins m = m_layout->contentsMargins();
    return width + std::max(0, visible - 1) * m_layout->spacing() + m.left() + m.right();
}

QSize AdaptiveRow::minimumSizeHint() const
{
    // As narrow as the widest column; as tall as the arrangement in use.
    int width = 0;
    for (int i = 0; i < m_layout->count(); ++i)
        if (QLayoutItem *item = m_layout->itemAt(i); !item->isEmpty())
            width = std::max(width, item->minimumSize().width());
    const QMargins m = m_layout->contentsMargins();
    // The height of the arrangement in use; the height for a given width comes
    // from the layout (heightForWidth), not from here: a hidden row's width
    // is not its real one.
    return {width + m.left() + m.right(), m_layout->minimumSize().height()};
}

QSize AdaptiveRow::sizeHint() const
{
    return m_layout->sizeHint().expandedTo(minimumSizeHint());
}

void AdaptiveRow::arrange()
{
    const bool stack = width() < sideBySideWidth();
    const auto want = stack ? QBoxLayout::TopToBottom : QBoxLayout::LeftToRight;
    if (m_layout->direction() != want) {
        m_layout->setDirection(want);
        updateGeometry(); // the height the parent must give changes with the arrangement
    }
}

void AdaptiveRow::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    arrange();
}

bool AdaptiveRow::event(QEvent *event)
{
    if (event->type() == QEvent::LayoutRequest)
        arrange();
    return QWidget::event(event);
}

} // namespace gpulab::labs
