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

// What the two charts share: their size and look, one highlighted machine (a
// row of the table, -1 for none), and a rebuild in a new language or palette.
class BoardChart : public ChartView {
    Q_OBJECT
public:
    void setHighlighted(int row);

protected:
    explicit BoardChart(QWidget *parent);
    void changeEvent(QEvent *event) override;
    // Draws the chart again from its data (a subclass calls it once it is built).
    virtual void rebuild() = 0;
    [[nodiscard]] int highlighted() const { return m_highlighted; }
    void forgetHighlight() { m_highlighted = -1; } // new data: no machine is highlighted

private:
    int m_highlighted = -1;
};

class BoardRateChart : public BoardChart {
    Q_OBJECT
public:
    explicit BoardRateChart(QWidget *parent = nullptr);
    void setRows(const QList<core::board::MachineRow> &rows);
    [[nodiscard]] int pointCount() const { return m_points; }

protected:
    void rebuild() override;

private:
    QList<core::board::MachineRow> m_rows;
    int m_points = 0;
};

class BoardCurveChart : public BoardChart {
    Q_OBJECT
public:
    explicit BoardCurveChart(QWidget *parent = nullptr);
    void setBoard(const QList<core::board::MachineRow> &rows, const core::board::ClassFigures &figures);
    [[nodiscard]] int curveCount() const { return m_curves; }

protected:
    void rebuild() override;

private:
    QList<core::board::MachineRow> m_rows;
    core::board::ClassFigures m_figures;
    int m_curves = 0;
};

} // namespace gpulab::labs
