#pragma once

// A list whose current row follows something else (the stepper's line, the
// question shown, the lab open). Qt's list tells a screen reader the focus
// went to its current row whenever that row changes, even when the list does
// not have the keyboard: Orca then reads the row ("✔ Question 1") instead of
// the result of what the learner just did, and loses the control that does
// have the keyboard. This one says so only while it has the focus.

#include <QListWidget>

namespace gpulab::labs {

class FollowingList : public QListWidget {
    Q_OBJECT
public:
    using QListWidget::QListWidget;

protected:
    void currentChanged(const QModelIndex &current, const QModelIndex &previous) override
    {
        if (hasFocus())
            QListWidget::currentChanged(current, previous);
        else
            QAbstractItemView::currentChanged(current, previous); // NOLINT(bugprone-parent-virtual-call)
    }
};

} // namespace gpulab::labs
