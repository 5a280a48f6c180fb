#pragma once

// A one-line note beside a view's run button: while another view's job runs
// on the shared engine, it says which lab is measuring what, and that
// starting here stops it (the engine runs one measurement at a time, and the
// latest request wins). Hidden while the engine is idle or runs this view's
// own job. The note warns, it does not forbid: where a panel lets its own
// views wait for each other (the throughput lab disables its other start
// buttons while one measures), it says the button waits instead.

#include "core/computeengine.h"
#include "labs/wraplabel.h"

#include <QCoreApplication>
#include <QPointer>

namespace gpulab::labs {

// The views that run work on the engine, each with the owner it submits as:
// its lab's id (labs/labregistry) and its run in a few words, translated in
// EngineActivityNote's context. A new view with a run button adds its own.
namespace engineowner {
inline constexpr core::EngineOwner kSweep{"throughput",
                                          QT_TRANSLATE_NOOP("gpulab::labs::EngineActivityNote", "the size sweep")};
inline constexpr core::EngineOwner kRoofline{
    "throughput", QT_TRANSLATE_NOOP("gpulab::labs::EngineActivityNote", "the memory bandwidth")};
inline constexpr core::EngineOwner kLessonBenchmark{
    "throughput", QT_TRANSLATE_NOOP("gpulab::labs::EngineActivityNote", "the lesson benchmark")};
inline constexpr core::EngineOwner kQuickCheck{
    "device", QT_TRANSLATE_NOOP("gpulab::labs::EngineActivityNote", "the quick check")};
inline constexpr core::EngineOwner kExercise{
    "learn", QT_TRANSLATE_NOOP("gpulab::labs::EngineActivityNote", "the exercise's benchmark")};
inline constexpr core::EngineOwner kTiming{
    "timing", QT_TRANSLATE_NOOP("gpulab::labs::EngineActivityNote", "the timing measurement")};
inline constexpr core::EngineOwner kAll[] = {kSweep, kRoofline, kLessonBenchmark, kQuickCheck, kExercise, kTiming};
} // namespace engineowner

class EngineActivityNote : public WrapLabel {
    Q_OBJECT
public:
    // `own` names the runs of the view that places the note (the owner it
    // submits with); `runButton` is that view's start button (may be null).
    // Without an engine the note stays hidden.
    EngineActivityNote(core::ComputeEngine *engine, const core::EngineOwner &own, QWidget *runButton,
                       QWidget *parent = nullptr);

    // The note's sentence for `activity`, in the language in use; empty when
    // there is nothing to say (idle, or this view's own job).
    [[nodiscard]] QString textFor(const core::EngineActivity &activity) const;

    // The owner's words ("the size sweep") in the language in use.
    [[nodiscard]] static QString whatText(const core::EngineOwner &owner);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void follow(const core::EngineActivity &activity);

    QPointer<core::ComputeEngine> m_engine; // the window may destroy it first
    core::EngineOwner m_own;
    QPointer<QWidget> m_runButton;
};

} // namespace gpulab::labs
