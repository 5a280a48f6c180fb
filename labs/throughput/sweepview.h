#pragma once

#include "core/throughput/racemodel.h"
#include "core/throughput/sweep.h"
#include "labs/labpanel.h"

#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QTableView;

namespace gpulab::core {
class ComputeEngine;
namespace throughput {
class SweepRunner;
struct SweepProgress;
class SweepTableModel;
struct MeasuredCrossover;
} // namespace throughput
} // namespace gpulab::core

namespace gpulab::labs {

class PrecisionSelector;
class WrapCheckBox;
class SweepChart;

// The measured sweep: sizes and backends to choose, run / cancel with a
// progress bar, the two log–log charts, the table of points and the exports.
// The work runs on the engine's worker thread; this view only draws results.
class SweepView : public QWidget {
    Q_OBJECT
public:
    SweepView(const LabContext &context, QWidget *parent = nullptr);

    void setRaceSettings(const core::throughput::RaceSettings &s); // for the simulated overlay
    void setSizesText(const QString &text);
    void setBackendEnabled(const QString &id, bool on);
    void setPrecisions(const QList<kernels::Precision> &precisions); // the sweep's precision selector
    [[nodiscard]] PrecisionSelector *precisionSelector() const { return m_precisions; }
    QString start(); // empty when started, else why not (also shown)
    void cancel();

    [[nodiscard]] bool isRunning() const;
    [[nodiscard]] const core::throughput::SweepData &data() const;
    [[nodiscard]] QProgressBar *progressBar() const { return m_progress; }
    [[nodiscard]] QPushButton *runButton() const { return m_run; }
    [[nodiscard]] QTableView *table() const { return m_table; }
    [[nodiscard]] core::throughput::SweepTableModel *tableModel() const { return m_tableModel; }

    QString exportCsv(const QString &path) const; // empty on success
    QString exportPng(const QString &path) const;

Q_SIGNALS:
    void dataChanged();
    void runningChanged(bool running);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The GPU backends are offered once the engine's worker has found a usable GPU.
    void showDeviceReport();
    // The status line and the progress bar's text are kept as the words to
    // say, not the words said: a language change says them again.
    void setStatus(std::function<QString()> text);
    void setProgressText(std::function<QString()> text);
    void onProgress(const core::throughput::SweepProgress &p);
    void onFinished();
    void redraw();
    [[nodiscard]] core::throughput::MeasuredCrossover measuredCrossoverNow() const; // CPU against CUDA, when both ran
    void updateCrossoverText(); // the measured crossover and the race model's, from the current race settings
    void fillTable();
    void chooseCsv();
    void choosePng();

    LabContext m_context;
    core::throughput::SweepRunner *m_runner = nullptr;
    core::throughput::RaceSettings m_race;
    QLineEdit *m_sizes = nullptr;
    QLabel *m_sizesLabel = nullptr;
    QList<WrapCheckBox *> m_backends; // objectName = backend id
    WrapCheckBox *m_overlay = nullptr;
    PrecisionSelector *m_precisions = nullptr;
    QPushButton *m_run = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_csv = nullptr;
    QPushButton *m_png = nullptr;
    QProgressBar *m_progress = nullptr;
    QLabel *m_progressLabel = nullptr; // the progress in words, under the bar
    QLabel *m_status = nullptr;
    std::function<QString()> m_statusText;
    std::function<QString()> m_progressText;
    QLabel *m_crossover = nullptr;
    QLabel *m_busy = nullptr; // which points were measured on a busy machine, and why it matters
    SweepChart *m_timeChart = nullptr;
    SweepChart *m_rateChart = nullptr;
    QWidget *m_charts = nullptr;
    QTableView *m_table = nullptr;
    core::throughput::SweepTableModel *m_tableModel = nullptr;
};

} // namespace gpulab::labs
