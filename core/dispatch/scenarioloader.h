#pragma once

// Reads and validates scenario files. A file is one JSON object:
//   { "id": "probe", "order": 1, "title": "…", "summary": "…",
//     "lines": [ { "code": "nvidia-smi", "kind": "shell", "note": "…" (optional),
//                  "outcomes": { "<env>": OUTCOME, … } }, … ] }
// OUTCOME is one of
//   { "output": "text", "label": "…"?, "why": "…" }
//   { "error": { "type": "RuntimeError", "message": "…" }, "label": "…"?, "why": "…", "fix": "…" }
//   { "same_as": "<env>", "why": "…"?, "fix": "…"? }   (copy another environment's outcome)
// A shell line needs outcomes for nvidia, mac, nodriver; a Python line for
// nvidia, mac, cuda_nodriver, cpu_wheel. Output text may use {gpu_name},
// {gpu_gb}, {gpu_mib}, {driver_version}, {driver_cuda}, {wheel_cuda} (the
// CUDA wheel's torch.version.cuda), padded as {key:N}
// (left) or {key:>N} (right). A multi-line or long output needs a "label".

#include "core/dispatch/scenario.h"

#include <QByteArray>
#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::core::dispatch {

struct ParseResult {
    Scenario scenario;
    QString error; // "<file>: <reason>"; empty on success
    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};

struct LoadResult {
    QList<Scenario> scenarios; // the good ones, sorted by order then id
    QStringList errors;        // one "<file>: <reason>" per rejected file
};

inline constexpr char16_t kScenarioResourceDir[] = u":/scenarios";
inline constexpr int kMaxShortOutput = 40; // characters; longer outputs need a quiz label

ParseResult parseScenario(const QByteArray &json, const QString &fileName);
// Every *.json in `dir` (the compiled-in resources by default); ids must be unique.
LoadResult loadScenarios(const QString &dir = QString::fromUtf16(kScenarioResourceDir));

} // namespace gpulab::core::dispatch
