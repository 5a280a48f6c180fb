#pragma once

// The dispatch lab's "Run this line in my PyTorch" and "Run the whole
// script": the lines run for real in the learner's PyTorch
// (core/dispatch/realrun.h), the result beside the lab's prediction for this
// machine, ✓ same or ✗ different, and "Copy as a report" for a difference.

#include "core/dispatch/machines.h"
#include "core/dispatch/realrun.h"
#include "core/dispatch/scenario.h"
#include "labs/torchbox.h"

#include <QHash>
#include <QPointer>

namespace gpulab::core::torch {
class PythonJob;
struct PythonJobResult;
} // namespace gpulab::core::torch

namespace gpulab::labs {

class RealRunBox : public TorchBox {
    Q_OBJECT
public:
    explicit RealRunBox(core::torch::TorchFinder *finder, QWidget *parent = nullptr);

    // What the stepper shows now; the box shows that line's real result, if run.
    void follow(const core::dispatch::Scenario &scenario, int line, const core::dispatch::HostFacts &host);
    void runLine();   // the current line, the Python lines before it first
    void runScript(); // every line
    void cancel();
    [[nodiscard]] bool isRunning() const;
    // The last result for `line` of the scenario on show (Verdict::NotRun when none).
    [[nodiscard]] core::dispatch::RealLine result(int line) const;
    [[nodiscard]] QString report() const; // what "Copy as a report" copies

Q_SIGNALS:
    void runFinished();

protected:
    void changeEvent(QEvent *event) override;

private:
    void start(int upTo);
    void finished(const core::torch::PythonJobResult &r);
    void retranslateButtons();
    void showResult(bool speak);

    const core::dispatch::Scenario *m_scenario = nullptr;
    int m_line = 0;
    core::dispatch::HostFacts m_host;
    // Per scenario id: the last real result of each line, and what ran them.
    QHash<QString, QHash<int, core::dispatch::RealLine>> m_results;
    QHash<QString, QString> m_ranIn;
    QString m_problem; // why the last run stopped, for its scenario
    QPointer<core::torch::PythonJob> m_job;
    const core::dispatch::Scenario *m_jobScenario = nullptr; // the panel's, alive as long as it is
    int m_jobUpTo = -1;
    QPushButton *m_runLine = nullptr;
    QPushButton *m_runAll = nullptr;
    QPushButton *m_cancel = nullptr;
    QPushButton *m_copy = nullptr;
};

} // namespace gpulab::labs
