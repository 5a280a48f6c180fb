#pragma once

#include <QStyledItemDelegate>

namespace gpulab::app {

// Draws a navigator entry as a bold title over a grey one-line summary, so
// the lab list stays readable from the back of a lecture hall.
// Title in Qt::DisplayRole, summary in kSummaryRole.
class NavigatorDelegate : public QStyledItemDelegate {
    Q_OBJECT
public:
    static constexpr int kSummaryRole = Qt::UserRole + 1;
    static constexpr int kPadding = 10;         // px around and between the two lines
    static constexpr double kTitleScale = 1.15; // the title's size against the list's font

    using QStyledItemDelegate::QStyledItemDelegate;
    void paint(QPainter *painter, const QStyleOptionViewItem &option, const QModelIndex &index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem &option, const QModelIndex &index) const override;
};

} // namespace gpulab::app
