#pragma once

#include "core/throughput/roofline.h"

#include "labs/chartview.h"

namespace gpulab::labs {

// The roofline on log–log axes: x = arithmetic intensity (FLOP per byte
// moved), y = GFLOP/s. Each precision's roof is the bandwidth slope up to its
// ridge point (marked) and then flat at its peak; every measured point sits
// under its own precision's roof.
class RooflineChart : public ChartView {
    Q_OBJECT
public:
    explicit RooflineChart(QWidget *parent = nullptr);

    void setData(const core::throughput::RooflineDevice &device);

    // For the tests: how many roofs and measured points are drawn.
    [[nodiscard]] int roofCount() const { return m_roofs; }
    [[nodiscard]] int pointCount() const { return m_points; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void rebuild(); // from the data last given: a language change builds it again
    void retranslate();
    // The roofs and points in the inks in use: drawn again from the last device.
    void restyle();

    core::throughput::RooflineDevice m_device;
    int m_roofs = 0;
    int m_points = 0;
};

} // namespace gpulab::labs
