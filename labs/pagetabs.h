#pragma once

// A QTabWidget as tall as the page on show. Qt sizes a tab widget for its
// tallest page, hidden ones included: the race, a short page, was stretched
// to the height of the sweep beside it, and its Play button ended up below
// the fold of a 1920×1080 screen. Here the hidden pages count for nothing,
// so a short page needs no scrolling and a tall one scrolls as before.
//
// Where the titles do not fit on one line (projector mode at a large text
// size: "Race (simul…"), they go on two lines first; only titles too long for
// that are shortened with "…" (whole on hover).

#include <QTabWidget>

namespace gpulab::labs {

class PageTabs : public QTabWidget {
    Q_OBJECT
public:
    explicit PageTabs(QWidget *parent = nullptr);

    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void tabInserted(int index) override;
    void tabRemoved(int index) override;
    void resizeEvent(QResizeEvent *event) override;

private:
    void sizeByCurrentPage();
};

} // namespace gpulab::labs
