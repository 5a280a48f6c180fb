#pragma once

// The class board's two charts. BoardRateChart: every machine's best
// measured GFLOP/s per device and precision on a log axis (x = the
// machine's number in the table; CPU circles, GPU squares, simulated
// figures in their own series named so), with the reference cards as
// dashed lines named "datasheet, not measured". BoardCurveChart: every
// machine's sweep curves over one another on log–log axes, and the class's
// crossover range as two dashed lines. Both mark one highlighted machine.

#include "core/board/board.h"
#include "labs/chartview.h"

namespace gpulab::labs {

class BoardRateChart : public ChartView {
    Q_OBJECT
public:
    explicit BoardRateChart(QWidget *parent = nullptr);
    void setRows(const QList<core::board::MachineRow> &rows);
    void setHighlighted(int row);
    [[nodiscard]] int pointCount() const { return m_points; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QList<core::board::MachineRow> m_rows;
    int m_highlighted = -1;
    int m_points = 0;
};

class BoardCurveChart : public ChartView {
    Q_OBJECT
public:
    explicit BoardCurveChart(QWidget *parent = nullptr);
    void setBoard(const QList<core::board::MachineRow> &rows, const core::board::ClassFigures &figures);
    void setHighlighted(int row);
    [[nodiscard]] int curveCount() const { return m_curves; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild();
    QList<core::board::MachineRow> m_rows;
    core::board::ClassFigures m_figures;
    int m_highlighted = -1;
    int m_curves = 0;
};

} // namespace gpulab::labs
