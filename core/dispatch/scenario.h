#pragma once

// The device-dispatch stepper's data: a scenario is a short script, and every
// line says what it prints (or raises) in each environment. Scenarios live in
// JSON files under resources/scenarios/ (see docs in scenarioloader.h); the
// widget only draws them, so a new scenario needs no new code.

#include <QList>
#include <QMap>
#include <QString>
#include <QStringList>

namespace gpulab::core::dispatch {

// The environments a line's outcomes are keyed by. A shell command depends
// only on the driver; a Python line depends on the PyTorch wheel as well.
namespace env {
inline constexpr char16_t kNvidia[] = u"nvidia";              // NVIDIA driver + GPU, CUDA wheel
inline constexpr char16_t kMac[] = u"mac";                    // Apple Silicon, macOS wheel (CPU + MPS)
inline constexpr char16_t kNoDriver[] = u"nodriver";          // shell lines: no NVIDIA driver installed
inline constexpr char16_t kCudaNoDriver[] = u"cuda_nodriver"; // Python: CUDA wheel, no driver
inline constexpr char16_t kCpuWheel[] = u"cpu_wheel";         // Python: CPU-only wheel, any hardware
} // namespace env

enum class LineKind { Shell, Python };

struct Outcome {
    enum class Kind { Output, Error, Unknown };
    Kind kind = Kind::Output;
    QString text;      // what is printed (Output), the message (Error), or why it cannot be told (Unknown)
    QString errorType; // "AssertionError"; empty for a shell's own error line
    QString label;     // short form for the quiz; empty = derived from the text
    QString why;       // one line, source language; translate with the scenario's context
    QString fix;       // errors only: the corrected line or the remedy

    [[nodiscard]] bool isError() const { return kind == Kind::Error; }
    // As a terminal shows it: "AssertionError: Torch not compiled…" or the shell's own line.
    [[nodiscard]] QString terminalText() const;
    // What a quiz choice shows: the label, the printed text when short, or the exception type.
    [[nodiscard]] QString quizLabel() const;
    friend bool operator==(const Outcome &, const Outcome &) = default;
};

struct ScriptLine {
    QString code; // may span several source lines (a loop, a def)
    LineKind kind = LineKind::Python;
    QString note; // optional longer explanation, source language
    QMap<QString, Outcome> outcomes;

    // The keys a line of this kind must have outcomes for, in display order.
    [[nodiscard]] static QStringList requiredKeys(LineKind kind);
};

struct Scenario {
    QString id;      // "probe"; also names the translation context "Dispatch/<id>"
    QString file;    // where it was loaded from, for messages
    int order = 0;   // position in the picker
    QString title;   // source language
    QString summary; // source language
    QList<ScriptLine> lines;

    [[nodiscard]] QString context() const { return QStringLiteral("Dispatch/") + id; }
    // Prose (title, summary, why, fix, note) in the user's language.
    [[nodiscard]] QString tr(const QString &source) const;
};

} // namespace gpulab::core::dispatch
