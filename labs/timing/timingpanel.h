#pragma once

#include "core/timing/timingmeasure.h"
#include "core/timing/timingmodel.h"
#include "labs/labpanel.h"

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;
class QSpinBox;

namespace gpulab::labs {

class TimelineView;
class TimingChart;

// The "Timing pitfall" lab: the teaching model of one timed GPU matmul with
// the barrier and the other pitfalls as toggles, drawn as host and device
// timelines with the stopwatch reading as a large number; and "Run it", the
// same illusion measured for real on the CPU queue (and on CUDA when usable)
// through the shared engine.
class TimingPanel : public LabPanel {
    Q_OBJECT
public:
    explicit TimingPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;

    [[nodiscard]] const core::timing::TimingModel &model() const { return m_model; }
    [[nodiscard]] bool hasMeasurement() const { return m_haveRun; }
    [[nodiscard]] const core::timing::TimingRun &lastRun() const { return m_lastRun; }
    void runMeasurement();

Q_SIGNALS:
    void measurementFinished();

private:
    QWidget *buildModelControls();
    QWidget *buildMeasuredBox();
    void syncControlsFromModel();
    void refresh();
    void onTaskProgress(quint64 job, int done, int total, const QString &phase);
    void onTaskFinished(quint64 job, const QVariant &result, bool cancelled);
    void onJobDropped(quint64 job);
    void setRunning(bool running);
    [[nodiscard]] QString simulatedReason() const;

    LabContext m_context;
    core::timing::TimingModel m_model;
    QSlider *m_nSlider = nullptr;
    QSlider *m_cpuSlider = nullptr;
    QSlider *m_gpuSlider = nullptr;
    QSlider *m_launchSlider = nullptr;
    QLabel *m_nValue = nullptr;
    QLabel *m_cpuValue = nullptr;
    QLabel *m_gpuValue = nullptr;
    QLabel *m_launchValue = nullptr;
    QCheckBox *m_barrier = nullptr;
    QCheckBox *m_barrierBefore = nullptr;
    QCheckBox *m_cold = nullptr;
    QCheckBox *m_events = nullptr;
    QLabel *m_measuredNumber = nullptr;
    QLabel *m_speedupNumber = nullptr;
    QLabel *m_measuredCaption = nullptr;
    QLabel *m_simulatedLabel = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_consequence = nullptr;
    TimelineView *m_timeline = nullptr;
    QSpinBox *m_runSize = nullptr;
    QSpinBox *m_runRepeats = nullptr;
    QPushButton *m_runButton = nullptr;
    QLabel *m_runStatus = nullptr;
    QLabel *m_runResult = nullptr;
    TimingChart *m_chart = nullptr;
    quint64 m_job = 0;
    bool m_running = false;
    bool m_haveRun = false;
    core::timing::TimingRun m_lastRun;
};

} // namespace gpulab::labs
