#pragma once

#include "core/throughput/racemodel.h"

#include <QWidget>

namespace gpulab::labs {

// Draws the race: one output matrix per contender, its tiles filling as the
// dot products finish, with each side's clock and a "launching" bar for the
// GPU's fixed cost. It only reads the model; the view that owns the timer
// calls update() after each step.
class RaceWidget : public QWidget {
    Q_OBJECT
public:
    explicit RaceWidget(const core::throughput::RaceModel *model, QWidget *parent = nullptr);

    // Tall enough, in lines of its text, for the heading, a matrix one can
    // see filling and three lines of status: at a large text size a fixed
    // height left a thumbnail matrix and a cut status line.
    [[nodiscard]] QSize minimumSizeHint() const override;
    // The accessible description says who wins at the current settings; the
    // view calls this after the settings change.
    void describe();

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void paintSide(QPainter &p, const QRectF &area, core::throughput::Side side);

    const core::throughput::RaceModel *m_model;
};

} // namespace gpulab::labs
