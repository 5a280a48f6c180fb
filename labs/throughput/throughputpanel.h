#pragma once

#include "labs/labpanel.h"

class QGroupBox;
class QLabel;
class QTabWidget;

namespace gpulab::core::throughput {
class ThroughputLabModel;
}

namespace gpulab::labs {

class LessonBenchmarkView;
class RaceView;
class RooflineView;
class SweepView;
class WorkCalculatorView;

// The "Throughput race" lab: why splitting one matmul over thousands of lanes
// wins, and when it does not. Three pages: the simulated race, the measured
// sweep, the lesson's benchmark with the work calculator, and the roofline.
class ThroughputPanel : public LabPanel {
    Q_OBJECT
public:
    ThroughputPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Lab state: the model's JSON (core/throughput/throughputlabmodel.h).
    [[nodiscard]] QJsonObject saveState() const override;
    QString restoreState(const QJsonObject &state) override;
    // "race", "sweep", "lesson-benchmark", "roofline": open that page (the lesson's links);
    // "sweep-precision": the sweep set up for fp32 against bf16 on the CPU.
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;
    // The race's Reset all, on the race's page.
    void reset() override;
    // On the race's page its Play button (the race's keys work from there), else the page's first control.
    [[nodiscard]] QWidget *primaryControl() const override;

    [[nodiscard]] RaceView *race() const { return m_race; }
    [[nodiscard]] SweepView *sweep() const { return m_sweep; }
    [[nodiscard]] LessonBenchmarkView *lesson() const { return m_lesson; }
    [[nodiscard]] WorkCalculatorView *work() const { return m_work; }
    [[nodiscard]] RooflineView *roofline() const { return m_roofline; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] core::throughput::ThroughputLabModel *model() const { return m_model; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showDeviceReport(); // the banner and the work calculator's rates
    void updateRates();

    LabContext m_context;
    core::throughput::ThroughputLabModel *m_model = nullptr;
    QTabWidget *m_tabs = nullptr;
    QLabel *m_heading = nullptr;
    QLabel *m_banner = nullptr;
    QGroupBox *m_benchBox = nullptr;
    QGroupBox *m_workBox = nullptr;
    RaceView *m_race = nullptr;
    SweepView *m_sweep = nullptr;
    LessonBenchmarkView *m_lesson = nullptr;
    WorkCalculatorView *m_work = nullptr;
    RooflineView *m_roofline = nullptr;
};

} // namespace gpulab::labs
