#pragma once

// Equal columns side by side (the four machines of the dispatch lab) that
// reflow into two rows of half as many, or into one column, when the width
// (a small window, a large text size) cannot hold them all: a panel narrows
// without scrolling sideways. The least width it states is that of one
// column, as AdaptiveRow does.

#include <QList>
#include <QWidget>

class QGridLayout;

namespace gpulab::labs {

class ReflowGrid : public QWidget {
    Q_OBJECT
public:
    explicit ReflowGrid(QWidget *parent = nullptr);

    void addCell(QWidget *cell);
    // A cell's share of its column's width; a column takes its largest.
    void setCellStretch(int index, int stretch);
    [[nodiscard]] int columns() const { return m_columns; }

    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] QSize sizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    bool event(QEvent *event) override;

private:
    [[nodiscard]] int columnsFor(int width) const;
    void arrange(int columns);
    void applyStretch();

    QGridLayout *m_grid = nullptr;
    QList<QWidget *> m_cells;
    QList<int> m_stretch;
    int m_columns = 0;
};

} // namespace gpulab::labs
