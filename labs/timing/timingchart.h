#pragma once

#include "core/timing/timingmeasure.h"

#include "labs/chartview.h"

class QLogValueAxis;
class QValueAxis;
class QScatterSeries;

namespace gpulab::labs {

// The distribution of every measured reading of one "Run it": x is the
// repeat, y the time on a log scale (microsecond enqueues and 100 ms
// multiplies on one chart). The honest readings lie on a flat line; the
// un-waited ones are noise around the cost of an enqueue.
class TimingChart : public ChartView {
    Q_OBJECT
public:
    explicit TimingChart(QWidget *parent = nullptr);

    void showRun(const core::timing::TimingRun &run);
    // Room for the title, both axes' labels and a plot, in lines of the
    // current text size: at text ×2 a fixed 220 px left "seco…" and "…" labels.
    [[nodiscard]] QSize minimumSizeHint() const override;
    void clearRun();
    // Points currently plotted, over all series (for tests).
    [[nodiscard]] int pointCount() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    QScatterSeries *addSeries(const QString &name, qreal size);
    // Each series' colour from the inks in use.
    void restyle();
    void retranslate();
    void describe(); // the accessible description follows the points

    double m_lowest = 0.0; // the run's shortest and longest reading, s
    double m_highest = 0.0;
    QLogValueAxis *m_y = nullptr;
    QValueAxis *m_x = nullptr;
    QScatterSeries *m_cpuSubmit = nullptr;
    QScatterSeries *m_cpuWaited = nullptr;
    QScatterSeries *m_cudaNoSync = nullptr;
    QScatterSeries *m_cudaSync = nullptr;
    QScatterSeries *m_cudaEvents = nullptr;
};

} // namespace gpulab::labs
