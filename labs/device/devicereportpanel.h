#pragma once

#include "core/benchmarktypes.h"
#include "core/deviceprobe.h"
#include "core/lessonbenchmarkrun.h"
#include "core/quickchecktablemodel.h"
#include "labs/labpanel.h"

#include <QList>

#include <functional>

class QFormLayout;
class QGroupBox;
class QLabel;
class QPushButton;
class QTableView;
class QVBoxLayout;

namespace gpulab::labs {

class WrapButton;

// "Verify your GPU": the device report as a panel. Everything shown comes
// from core::deviceReport(); the quick check runs a real 1024×1024 matmul on
// each side through the engine and shows the measured (or simulated) figure.
class DeviceReportPanel : public LabPanel {
    Q_OBJECT
public:
    DeviceReportPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Nothing to reset: the panel shows what the machine is, with no setting
    // a student can change (a quick check's result is a fact, not a choice).
    void reset() override {}

    // Re-reads the probe (free memory changes) and redraws.
    void reprobe();
    // Starts the quick check: CPU first, then the GPU or its simulation.
    void runQuickCheck();

    [[nodiscard]] const core::DeviceReport &report() const { return m_report; }
    [[nodiscard]] QTableView *checkTable() const { return m_table; }
    [[nodiscard]] const core::QuickCheckTableModel *checkModel() const { return m_tableModel; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void setStatus(std::function<QString()> wording);
    void clearTriage();
    void fillTable();
    void rebuild();
    void showMeasuring();
    void onReportReady();
    void onProgress(const core::JobProgress &p);
    void onFinished();

    LabContext m_context;
    core::LessonBenchmarkRun *m_run = nullptr; // the quick check: CPU, then GPU
    core::DeviceReport m_report;
    // False while the engine's worker is still measuring the machine (the
    // window's first seconds): the panel then says "measuring…".
    bool m_reportReady = false;
    QLabel *m_heading = nullptr;
    QGroupBox *m_cpuBox = nullptr;
    QGroupBox *m_gpuBox = nullptr;
    QGroupBox *m_triageBox = nullptr;
    QGroupBox *m_checkBox = nullptr;
    QLabel *m_cpuSubtitle = nullptr;
    QLabel *m_gpuSubtitle = nullptr;
    QLabel *m_triageSubtitle = nullptr;
    QLabel *m_checkSubtitle = nullptr;
    QLabel *m_triageWhy = nullptr;
    QLabel *m_readNote = nullptr;
    QLabel *m_banner = nullptr;
    QLabel *m_fix = nullptr;
    QFormLayout *m_cpuForm = nullptr;
    QFormLayout *m_gpuForm = nullptr;
    QVBoxLayout *m_triage = nullptr;
    QPushButton *m_probeButton = nullptr;
    WrapButton *m_checkButton = nullptr;
    QLabel *m_checkStatus = nullptr;
    QTableView *m_table = nullptr;
    core::QuickCheckTableModel *m_tableModel = nullptr;
    QLabel *m_busy = nullptr;
    // The quick check's status, kept as a wording (not as translated text),
    // so a change of language re-words it; its results are the run's.
    std::function<QString()> m_statusWording;
    [[nodiscard]] QString resultsSpoken() const;
};

} // namespace gpulab::labs
