#pragma once

#include "core/timing/timingmodel.h"

#include <QFontMetrics>
#include <QList>
#include <QString>
#include <QWidget>

namespace gpulab::labs {

// Two lanes drawn with QPainter from the model's timeline data: the host
// (the thread that holds the stopwatch) and the device stream. Timer (or
// event) markers cross both lanes, so with the barrier off the stop marker
// visibly lands right after the launch while the kernel bar runs on.
class TimelineView : public QWidget {
    Q_OBJECT
public:
    explicit TimelineView(QWidget *parent = nullptr);

    void setFigures(const core::timing::TimingFigures &figures, const QString &deviceLaneName);
    [[nodiscard]] const core::timing::TimingFigures &figures() const { return m_figures; }

    [[nodiscard]] QSize sizeHint() const override { return {900, 260}; }
    // Tall enough for two lanes whose bars hold a line of their text.
    [[nodiscard]] QSize minimumSizeHint() const override;

    // The time axis from t0 to t1 seconds over `pixels`: a tick every round
    // step ("-100 ms"), as many as their labels have room for in `fm`; a tick
    // whose label would touch the one before it has an empty text.
    struct AxisLabel {
        double seconds;
        QString text;
    };
    [[nodiscard]] static QList<AxisLabel> axisLabels(double t0, double t1, int pixels, const QFontMetrics &fm);

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void describe(); // the accessible description: what the timer reads against the kernel
    core::timing::TimingFigures m_figures;
    QString m_deviceLane;
};

} // namespace gpulab::labs
