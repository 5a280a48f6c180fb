#include "app/navigatordelegate.h"

#include <QAbstractItemView>
#include <QApplication>
#include <QPainter>

namespace gpulab::app {
namespace {
QFont titleFont(const QStyleOptionViewItem &option)
{
    QFont f = option.font;
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * NavigatorDelegate::kTitleScale);
    return f;
}

QFont summaryFont(const QStyleOptionViewItem &option)
{
    QFont f = option.font;
    f.setPointSizeF(f.pointSizeF() * 0.9);
    return f;
}
} // namespace

void NavigatorDelegate::paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    QStyleOptionViewItem opt(option);
    initStyleOption(&opt, index);
    opt.text.clear();
    const QWidget *widget = option.widget;
    QStyle *style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);

    const bool selected = option.state & QStyle::State_Selected;
    const QRect area = option.rect.adjusted(kPadding, kPadding / 2, -kPadding, -kPadding / 2);
    const QFont tf = titleFont(option);
    const QFont sf = summaryFont(option);
    // A long title wraps in a narrowed list instead of being cut.
    const QString title = index.data(Qt::DisplayRole).toString();
    const int titleHeight =
        QFontMetrics(tf).boundingRect(QRect(0, 0, area.width(), 1000), Qt::TextWordWrap, title).height();

    painter->save();
    painter->setFont(tf);
    painter->setPen(option.palette.color(selected ? QPalette::HighlightedText : QPalette::Text));
    painter->drawText(QRect(area.left(), area.top(), area.width(), titleHeight),
                      Qt::AlignLeft | Qt::AlignVCenter | Qt::TextWordWrap, title);
    painter->setFont(sf);
    QColor summary = option.palette.color(selected ? QPalette::HighlightedText : QPalette::PlaceholderText);
    painter->setPen(summary);
    painter->drawText(QRect(area.left(), area.top() + titleHeight + 2, area.width(), area.height() - titleHeight - 2),
                      Qt::AlignLeft | Qt::AlignTop | Qt::TextWordWrap, index.data(kSummaryRole).toString());
    painter->restore();
}

QSize NavigatorDelegate::sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const
{
    // The list's own width: a narrowed navigator wraps its summaries into more lines.
    int width = option.rect.width() > 0 ? option.rect.width() : 260;
    if (const auto *view = qobject_cast<const QAbstractItemView *>(option.widget))
        width = std::max(80, view->viewport()->width() - 8); // less the list's spacing
    const QFontMetrics sm(summaryFont(option));
    const QRect summary =
        sm.boundingRect(QRect(0, 0, width - 2 * kPadding, 1000), Qt::TextWordWrap, index.data(kSummaryRole).toString());
    const QRect title = QFontMetrics(titleFont(option))
                            .boundingRect(QRect(0, 0, width - 2 * kPadding, 1000), Qt::TextWordWrap,
                                          index.data(Qt::DisplayRole).toString());
    return {width, title.height() + 2 + summary.height() + kPadding};
}

} // namespace gpulab::app
