#pragma once

// Finds the learner's PyTorch: every Python interpreter a learner is likely to
// have, asked in the background (core/torch/pythonjob.h, probe.py) which torch
// it imports, its CUDA build, whether MPS is built and which device it would
// pick. Nothing is installed; an interpreter without torch is listed with why.
//
// Where it looks, in this order (each interpreter once):
//   1. the interpreters the learner picked (remembered in the settings),
//   2. $VIRTUAL_ENV/bin/python, $CONDA_PREFIX/bin/python (the active ones),
//   3. python3, then python, on PATH,
//   4. ~/.venv and ~/venv,
//   5. ~/miniconda3, ~/anaconda3, ~/miniforge3, ~/mambaforge, /opt/conda:
//      bin/python and envs/*/bin/python.
// Two interpreters of one environment (sys.prefix) count once.

#include "core/torch/pythonjob.h"

#include <QList>
#include <QObject>
#include <QPointer>
#include <QString>
#include <QStringList>

namespace gpulab::core::torch {

struct PythonSearchEnvironment {
    QString home;
    QStringList pathDirs; // $PATH, in order
    QString virtualEnv;
    QString condaPrefix;
    QString root = QStringLiteral("/"); // where /opt/conda is looked for (a fake tree in tests)
    QStringList remembered;             // interpreters the learner picked
    bool searchCommonPlaces = true;     // false: only `remembered` (gpulab torch --python)
    static PythonSearchEnvironment fromSystem(const QStringList &remembered);
};

struct PythonCandidate {
    QString interpreter; // absolute path, as found (a venv's bin/python is a link: not resolved)
    QString origin;      // "$VIRTUAL_ENV", "PATH", "~/miniconda3/envs/ml", "picked by you"
    friend bool operator==(const PythonCandidate &, const PythonCandidate &) = default;
};

// Every interpreter to ask, in order, without duplicates. Only executable files.
QList<PythonCandidate> pythonCandidates(const PythonSearchEnvironment &env);

struct TorchInstall {
    enum class State { Found, NoTorch, Failed };
    State state = State::Failed;
    PythonCandidate where;
    QString pythonVersion; // "3.12.3"
    QString prefix;        // sys.prefix
    QString torchVersion;  // "2.15.0+cu132"
    QString torchCuda;     // torch.version.cuda: "13.2"; empty for a CPU-only (or macOS) build
    bool mpsBuilt = false;
    bool cudaAvailable = false;
    QString device;  // what it would pick: "cuda", "mps", "cpu"
    QString problem; // NoTorch: "ModuleNotFoundError: No module named 'torch'"; Failed: why the probe failed

    [[nodiscard]] bool hasTorch() const { return state == State::Found; }
    // "PyTorch 2.15.0+cu132 in ~/venv/bin/python"; "no PyTorch in /usr/bin/python3 (…)".
    [[nodiscard]] QString summary(const QString &home) const;
    // "CUDA 13.2 build, would pick cpu" / "CPU-only build, would pick cpu".
    [[nodiscard]] QString buildSummary() const;
};

// The install a probe's answer describes.
TorchInstall torchInstallFrom(const PythonCandidate &where, const PythonJobResult &answer);

// "/home/ana/venv/bin/python" → "~/venv/bin/python".
QString tildePath(const QString &path, const QString &home);

// Looks for PyTorch in the background; one look at a time. Lives on the
// thread that made it (the GUI thread): the probes are child processes.
class TorchFinder : public QObject {
    Q_OBJECT
public:
    explicit TorchFinder(QObject *parent = nullptr);

    // Starts a look (no-op while one runs). With `env` empty, the system's.
    void look();
    void lookIn(const PythonSearchEnvironment &env);
    [[nodiscard]] bool isLooking() const { return m_looking; }
    [[nodiscard]] bool hasLooked() const { return m_looked; }
    [[nodiscard]] const QList<TorchInstall> &installs() const { return m_installs; }
    // The first install with torch, or nullptr.
    [[nodiscard]] const TorchInstall *preferred() const;

    // Remembers `interpreter` (settings "pytorch/interpreters") and looks again.
    void addInterpreter(const QString &interpreter);
    [[nodiscard]] static QStringList rememberedInterpreters();

    // Blocks until the look is done (the command line).
    void waitForLook();

    // Per-probe limit; importing torch the first time on a cold disk is slow.
    static constexpr int kProbeTimeoutMs = 60000;

Q_SIGNALS:
    void changed(); // an install was added, or a look started or finished
    void finished();

private:
    void probeNext();

    QList<PythonCandidate> m_queue;
    QList<TorchInstall> m_installs;
    QPointer<PythonJob> m_job;
    bool m_looking = false;
    bool m_looked = false;
};

} // namespace gpulab::core::torch
