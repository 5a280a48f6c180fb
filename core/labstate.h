#pragma once

// A lab state: the sliders and choices of one lab or of every lab, as a small
// versioned JSON document (a ".gpulab" file) that an instructor hands out so
// that every student opens "this lab exactly like this".
//
//   {"format": "gpulab-lab-state", "version": 2, "lab": "vram", "state": {...}}
//   {"format": "gpulab-lab-state", "version": 2, "lab": "vram",
//    "labs": {"vram": {...}, "cost": {...}}}
//
// The first form holds one lab; the second holds several, and its optional
// "lab" names the one to show. Core checks the envelope (format, version, lab
// ids, that each state is an object); what a state may contain is each lab
// model's business (core/labcodec.h; README "Lab state files" lists every key).
//
// Version 2 states are in real units and named choices. Version 1 states
// (widget object names, combo indices, slider track positions) still open:
// parseLabState converts each lab's state to version 2 as it reads it, so
// everything after it sees version 2 only.

#include <QByteArray>
#include <QJsonObject>
#include <QMap>
#include <QString>

#include <cstdint>
#include <optional>

namespace gpulab::core {

inline constexpr auto kLabStateFormat = "gpulab-lab-state";
inline constexpr int kLabStateVersion = 2;
// The oldest version still read (and converted on reading).
inline constexpr int kOldestLabStateVersion = 1;
// A real state is a few hundred bytes; anything near this is not one.
inline constexpr std::int64_t kMaxLabStateFileBytes = 1024 * 1024;

struct LabState {
    // The lab to show on opening; empty when the document names none.
    QString current;
    // Lab id → that lab's state, in labIds() order when written.
    QMap<QString, QJsonObject> labs;
    // The version the document was written in (the states above are always
    // in version-2 form: an older one was converted).
    int readVersion = kLabStateVersion;
};

struct LabStateLoad {
    std::optional<LabState> state;
    // One sentence saying why the document was refused (no file name in it:
    // the caller puts the file name in front).
    QString error;
};

[[nodiscard]] LabStateLoad parseLabState(const QByteArray &bytes);
// Reads a regular file of at most kMaxLabStateFileBytes, then parses it.
[[nodiscard]] LabStateLoad loadLabState(const QString &path);

// One lab's state uses the one-lab form, several the "labs" form.
[[nodiscard]] QByteArray labStateToJson(const LabState &state, bool compact = false);
// Written with QSaveFile: a failed write leaves the old file as it was.
bool saveLabState(const LabState &state, const QString &path, QString *error);

} // namespace gpulab::core
