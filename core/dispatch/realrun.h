#pragma once

// The dispatch stepper's lines run for real in the learner's PyTorch
// (core/torch/pythonjob.h, resources/python/runlines.py) and compared with the
// lab's prediction for this machine. Only the Python lines of the app's own
// scenarios run; a shell line (nvidia-smi, pip) is left to the learner's
// terminal. A difference is a finding about the lab, not an error.

#include "core/dispatch/machines.h"
#include "core/dispatch/scenario.h"
#include "core/torch/torchfinder.h"

#include <QJsonObject>
#include <QList>
#include <QString>

namespace gpulab::core::dispatch {

// What runlines.py is given to run scenario line `upTo` (inclusive) with every
// Python line before it first: {"lines": [code, …]}. `upTo` < 0: every line.
QJsonObject runLinesRequest(const Scenario &scenario, int upTo = -1);

// The scenario line each entry of the request's "lines" is.
QList<int> runLinesIndices(const Scenario &scenario, int upTo = -1);

struct RealLine {
    enum class Verdict {
        Same,          // ✓ the lab predicted what PyTorch did
        Different,     // ✗ a finding: the lab said otherwise
        NotComparable, // the prediction holds a placeholder or cannot be told here
        NotRun         // a shell line, or the run stopped before it
    };
    int line = -1; // index in the scenario
    Verdict verdict = Verdict::NotRun;
    QString predicted; // the lab's "this machine" text, as the terminal shows it
    QString got;       // what PyTorch printed, or "Type: message" of what it raised
    QString note;      // why NotComparable / NotRun
};

// The learner's wheel as the stepper's choice: a CPU-only build (no
// torch.version.cuda) or a CUDA one.
WheelBuild wheelOf(const torch::TorchInstall &install);

// The prediction for this machine with the learner's wheel: its
// torch.version.cuda fills {wheel_cuda}.
Outcome predictionFor(const Scenario &scenario, int line, const torch::TorchInstall &install, const HostFacts &host);

// One verdict per scenario line up to `upTo` (every line when < 0), from
// runlines.py's GPULAB-LINE objects (`ran`, in request order).
QList<RealLine> compareRun(const Scenario &scenario, const QList<QJsonObject> &ran, const torch::TorchInstall &install,
                           const HostFacts &host, int upTo = -1);

// Whether a run matches an outcome: exact printed text; for an error the same
// exception type and a message that starts with the scenario's.
RealLine::Verdict judge(const Outcome &predicted, const QJsonObject &ran);

// A plain-text report of a run for an issue or a forum post: the
// interpreter, its PyTorch, each line with the prediction and the result.
QString realRunReport(const Scenario &scenario, const QList<RealLine> &lines, const torch::TorchInstall &install,
                      const QString &home);

} // namespace gpulab::core::dispatch
