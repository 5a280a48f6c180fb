#pragma once

#include "core/throughput/roofline.h"
#include "labs/labpanel.h"

#include <QPointer>
#include <QWidget>

class QLabel;
class QPushButton;

namespace gpulab::core {
class ComputeEngine;
}

namespace gpulab::labs {

class RooflineChart;

// The roofline tab: measures the CPU's memory bandwidth (a STREAM-style triad,
// a task on the engine's worker like every other measurement) and places
// every measured sweep point of the CPU under the roofs of its precision.
// Core computes every figure; this only draws.
class RooflineView : public QWidget {
    Q_OBJECT
public:
    explicit RooflineView(const LabContext &context, QWidget *parent = nullptr);
    ~RooflineView() override;

    void setSweep(const core::throughput::SweepData &sweep);
    void measureBandwidth(); // on the engine's worker; the chart updates when done
    // While another measurement runs (the sweep, the lesson's benchmark) the
    // bandwidth would be measured against it: the button waits.
    void setBlocked(bool blocked);

    [[nodiscard]] const core::throughput::RooflineDevice &device() const { return m_device; }
    [[nodiscard]] RooflineChart *chart() const { return m_chart; }
    [[nodiscard]] bool isMeasuring() const { return m_job != 0; }

Q_SIGNALS:
    void bandwidthMeasured();
    void measuringChanged(bool measuring);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showStatus(); // what the bandwidth measurement has come to, in words
    void onTaskFinished(quint64 job, const QVariant &result, bool cancelled);
    void onJobDropped(quint64 job);
    void finishMeasuring();
    // The CPU backend's per-precision roofs, read once the engine's worker has
    // measured the machine (its FMA peak is then known: reading it is free).
    void loadCpuLabel();
    void rebuild();

    core::throughput::SweepData m_sweep;
    core::throughput::BandwidthMeasurement m_bandwidth;
    core::BackendLabel m_label; // the CPU backend with its peaks
    core::throughput::RooflineDevice m_device;
    RooflineChart *m_chart = nullptr;
    QPushButton *m_measure = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_points = nullptr;
    LabContext m_context;
    QPointer<core::ComputeEngine> m_engine; // the window may destroy it before this view
    quint64 m_job = 0;                      // the measurement running; 0 = none
    bool m_blocked = false;
};

} // namespace gpulab::labs
