#pragma once

#include "core/timing/timingmeasure.h"
#include "core/timing/timingmodel.h"
#include "labs/labpanel.h"

class QLabel;

namespace gpulab::labs {

class TimingControls;
class TimingMeasureView;
class TorchTimingBox;
class TimingModelView;

// The "Timing pitfall" lab: the teaching model of one timed GPU matmul with
// the barrier and the other pitfalls as toggles (TimingControls), drawn as
// host and device timelines with the stopwatch reading as a large number
// (TimingModelView); and "Run it", the same illusion measured for real
// (TimingMeasureView). The panel only composes the three.
class TimingPanel : public LabPanel {
    Q_OBJECT
public:
    explicit TimingPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Lab state: the teaching model's settings (core/timing/timinglabstate.h).
    [[nodiscard]] QJsonObject saveState() const override;
    QString restoreState(const QJsonObject &state) override;
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;
    // The model's defaults, as "Reset the model"; a measurement shown stays (it is a fact).
    void reset() override;
    // The barrier toggle: flipping it and watching the stopwatch is the lab.
    [[nodiscard]] QWidget *primaryControl() const override;

    [[nodiscard]] const core::timing::TimingModel &model() const { return m_model; }
    [[nodiscard]] bool hasMeasurement() const;
    [[nodiscard]] const core::timing::TimingRun &lastRun() const;
    void runMeasurement();

    [[nodiscard]] TimingControls *controls() const { return m_controls; }
    [[nodiscard]] TimingModelView *modelView() const { return m_modelView; }
    [[nodiscard]] TimingMeasureView *measureView() const { return m_measure; }
    [[nodiscard]] TorchTimingBox *torchTimingBox() const { return m_torchTiming; }

Q_SIGNALS:
    void measurementFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showModel();
    [[nodiscard]] QString simulatedReason() const;

    LabContext m_context;
    core::timing::TimingModel m_model;
    TimingControls *m_controls = nullptr;
    TimingModelView *m_modelView = nullptr;
    TimingMeasureView *m_measure = nullptr;
    TorchTimingBox *m_torchTiming = nullptr; // nullptr when the window gave no finder
    QLabel *m_heading = nullptr;
    QLabel *m_question = nullptr;
};

} // namespace gpulab::labs
