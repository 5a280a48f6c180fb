#pragma once

// A row of columns that stacks them top to bottom when the window (or a
// large text size) leaves too little width for them side by side, so a panel
// narrows without scrolling sideways and without squeezing a column's text.

#include <QBoxLayout>
#include <QWidget>

namespace gpulab::labs {

class AdaptiveRow : public QWidget {
    Q_OBJECT
public:
    explicit AdaptiveRow(QWidget *parent = nullptr);

    // Columns go into this layout, as into any QHBoxLayout.
    [[nodiscard]] QBoxLayout *columns() const { return m_layout; }
    [[nodiscard]] bool stacked() const { return m_layout->direction() == QBoxLayout::TopToBottom; }

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    [[nodiscard]] int sideBySideWidth() const; // least width for the columns in one row
    void arrange();

    QBoxLayout *m_layout = nullptr;
};

} // namespace gpulab::labs
