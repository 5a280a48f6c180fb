#pragma once

#include "core/timing/timingmeasure.h"
#include "labs/labpanel.h"

#include <QGroupBox>

#include <functional>

class QLabel;
class QPushButton;
class QSpinBox;

namespace gpulab::labs {

class TimingChart;

// "Run it": the same illusion measured for real — a oneDNN matmul on a
// worker-thread queue (and cuBLAS on a CUDA stream when a GPU is usable),
// timed without and with waiting, through the shared engine. Size, repeats,
// the run button (Cancel while running), the status, the results and their chart.
class TimingMeasureView : public QGroupBox {
    Q_OBJECT
public:
    explicit TimingMeasureView(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] bool hasMeasurement() const { return m_haveRun; }
    [[nodiscard]] const core::timing::TimingRun &lastRun() const { return m_lastRun; }
    [[nodiscard]] int runSize() const; // the n the lab measures at
    void runMeasurement();

Q_SIGNALS:
    void measurementFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void setStatus(std::function<QString()> text); // kept, to be said again in a new language
    // The verdicts' colours in the inks in use.
    void restyle();
    void onTaskProgress(quint64 job, int done, int total, const QString &phase);
    void onTaskFinished(quint64 job, const QVariant &result, bool cancelled);
    void onJobDropped(quint64 job);
    void setRunning(bool running);

    LabContext m_context;
    QSpinBox *m_runSize = nullptr;
    QSpinBox *m_runRepeats = nullptr;
    QPushButton *m_runButton = nullptr;
    QLabel *m_subject = nullptr;
    QLabel *m_runStatus = nullptr;
    std::function<QString()> m_statusText;
    QLabel *m_runResult = nullptr;
    TimingChart *m_chart = nullptr;
    quint64 m_job = 0;
    bool m_running = false;
    bool m_haveRun = false;
    bool m_haveResult = false; // a summary is shown
    core::timing::TimingRun m_lastRun;
};

} // namespace gpulab::labs
