#pragma once

// The timing lab's "Time it in my PyTorch": a @ b at the lab's n in the
// learner's own PyTorch, without and with the barrier (core/torch/torchtiming.h),
// its illusion factor next to the lab's own measurement.

#include "core/timing/timingmeasure.h"
#include "labs/torchbox.h"

#include <QPointer>

#include <functional>

namespace gpulab::core::torch {
class PythonJob;
struct PythonJobResult;
} // namespace gpulab::core::torch

namespace gpulab::labs {

class TorchTimingBox : public TorchBox {
    Q_OBJECT
public:
    // `n`: the size the lab measures; `labRun`: its last measurement, or nullptr.
    TorchTimingBox(core::torch::TorchFinder *finder, std::function<int()> n,
                   std::function<const core::timing::TimingRun *()> labRun, QWidget *parent = nullptr);

    void timeIt();
    void cancel();
    [[nodiscard]] bool isRunning() const;
    // Shows the lab's own figure again beside PyTorch's (after the lab measured).
    void labMeasured();

Q_SIGNALS:
    void timed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void finished(const core::torch::PythonJobResult &r);
    void retranslateButtons();
    void showResult(bool speak);

    std::function<int()> m_n;
    std::function<const core::timing::TimingRun *()> m_labRun;
    QPointer<core::torch::PythonJob> m_job;
    QPushButton *m_time = nullptr;
    QPushButton *m_cancel = nullptr;
    QString m_text;    // PyTorch's reading, worded
    QString m_problem; // why the last try failed
};

} // namespace gpulab::labs
