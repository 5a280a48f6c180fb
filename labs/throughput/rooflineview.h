#pragma once

#include "core/throughput/roofline.h"

#include <QWidget>

#include <atomic>
#include <memory>

class QLabel;
class QPushButton;
class QThread;

namespace gpulab::labs {

class RooflineChart;

// The roofline tab: measures the CPU's memory bandwidth (a STREAM-style triad
// on a worker thread) and places every measured sweep point of the CPU under
// the roofs of its precision. Core computes every figure; this only draws.
class RooflineView : public QWidget {
    Q_OBJECT
public:
    explicit RooflineView(QWidget *parent = nullptr);
    ~RooflineView() override;

    void setSweep(const core::throughput::SweepData &sweep);
    void measureBandwidth(); // on a worker thread; the chart updates when done
    // While another measurement runs (the sweep, the lesson's benchmark) the
    // bandwidth would be measured against it: the button waits.
    void setBlocked(bool blocked);

    [[nodiscard]] const core::throughput::RooflineDevice &device() const { return m_device; }
    [[nodiscard]] RooflineChart *chart() const { return m_chart; }
    [[nodiscard]] bool isMeasuring() const { return m_thread != nullptr; }

Q_SIGNALS:
    void bandwidthMeasured();
    void measuringChanged(bool measuring);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showStatus(); // what the bandwidth measurement has come to, in words
    void onMeasured(const core::throughput::BandwidthMeasurement &m);
    void rebuild();

    core::throughput::SweepData m_sweep;
    core::throughput::BandwidthMeasurement m_bandwidth;
    core::BackendLabel m_label; // the CPU backend with its peaks
    core::throughput::RooflineDevice m_device;
    RooflineChart *m_chart = nullptr;
    QPushButton *m_measure = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_points = nullptr;
    QThread *m_thread = nullptr;
    bool m_blocked = false;
    std::shared_ptr<std::atomic<bool>> m_cancel = std::make_shared<std::atomic<bool>>(false);
};

} // namespace gpulab::labs
