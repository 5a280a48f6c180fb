#pragma once

#include "core/deviceprobe.h"
#include "core/provenance.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>

namespace gpulab::core {
class ComputeEngine;
namespace torch {
class TorchFinder;
}
} // namespace gpulab::core

namespace gpulab::labs {

// What every lab panel shares with the shell: the engine that runs real work.
struct LabContext {
    core::ComputeEngine *engine = nullptr;
    // The learner's own PyTorch, found once for the window (the dispatch and
    // timing labs run GPU Lab's scripts in it); nullptr: those labs say so.
    core::torch::TorchFinder *torch = nullptr;

    // The device report, never waited for. With an engine the engine's worker
    // makes it once the window is up, and until then this is
    // core::pendingDeviceReport() ("Measuring this machine…"); without one
    // (the suites build panels so) it is made here, as core::deviceReport().
    // Either way it is worded in the language now in use.
    [[nodiscard]] core::DeviceReport deviceReport() const;
    [[nodiscard]] bool deviceReportIsReady() const;
    // Calls `then` in `receiver`'s thread when the engine's worker has made
    // the report (read deviceReport() first, then call this; `then` may come
    // for a report the panel has read already, so it reads it again). Never
    // when the engine has said so already, nor without an engine.
    void whenDeviceReportReady(QObject *receiver, std::function<void()> then) const;
};

// Base of every panel. The shell shows provenance() in its status line, so a
// panel always says whether its figures were measured or simulated, and why.
class LabPanel : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // "Measured on <device>" or "Simulated — <reason>".
    [[nodiscard]] virtual QString provenance() const = 0;
    // What provenance() says, as data: the shell colours the status line by
    // it (a translation may word the text any way it likes).
    [[nodiscard]] virtual core::ProvenanceKind provenanceKind() const = 0;

    // Puts the panel into a named starting state, for links from the lesson
    // ("timing lab with the barrier off"). Unknown names are ignored and
    // answer false; the panel then simply opens as it is.
    virtual bool applyPreset(const QString &name)
    {
        Q_UNUSED(name);
        return false;
    }

    // The preset names this panel understands, for tests and the learn mode.
    [[nodiscard]] virtual QStringList presets() const { return {}; }

    // The control a lecturer means on switching to this lab (Ctrl+1…7, a click
    // in the lab list, a chapter's "Open the lab"): the shell gives it the
    // focus, so that the lab's keys work at once. By default the first control
    // in the panel's Tab order (page tabs passed over); a lab whose keys live elsewhere says so.
    [[nodiscard]] virtual QWidget *primaryControl() const;

    // The figure the lab is about, where the class looks once the primary
    // control is used: the race's verdict, the timing lab's stopwatch and
    // speedup, the planner's verdict. A panel marks it (markKeyFigure(), one
    // per page where a lab has pages); this answers the one on show, or
    // nullptr. The lecture-hall suite checks that it and primaryControl()
    // are on screen together, without scrolling, at 1280×720.
    [[nodiscard]] QWidget *keyFigure() const;
    static void markKeyFigure(QWidget *figure);

    // ---- Reset (Alt+R; Labs › Reset all labs) ----------------------------------
    // Back to the lesson's starting state: every slider and choice as a
    // student first sees them. Saved files (a rate table) are not touched.
    virtual void reset() = 0;

    // --- Lab state (hand-out files, persistence between launches) ---
    // The lab's inputs as its model's JSON, in real units and named choices
    // (core/labcodec.h; core/labstate.h carries it in a ".gpulab" file).
    // restoreState() answers why it refused a state, or an
    // empty string; a refused state leaves the panel exactly as it was. A
    // panel with nothing to keep saves {} and accepts only {}.
    [[nodiscard]] virtual QJsonObject saveState() const { return {}; }
    virtual QString restoreState(const QJsonObject &state)
    {
        return state.isEmpty() ? QString() : tr("this lab keeps no settings, so it takes an empty state only");
    }
    // --- end lab state ---

Q_SIGNALS:
    void provenanceChanged(const QString &text);
    // Asks the shell to open another lab, optionally in a named preset
    // (the lesson's "Open the lab" links). An empty preset just opens it.
    void openLabRequested(const QString &labId, const QString &preset);
};

} // namespace gpulab::labs
