#pragma once

// Each lab's part of a ".gpulab" file, as its core model reads and writes it.
//
// Version 2 of the file holds every lab's inputs in real units and named
// choices ({"n": 473, "cpuGflops": 50, "optimizer": "adam"}), written by the
// lab's model, so a state can be read and written by hand and no longer
// changes when a widget is renamed or a combo reordered. Version 1 held the
// widgets' object names, combo indices and slider track positions; each lab
// converts those once, on reading (fromV1).
//
// A codec also works out the figures a lab shows for a state without any
// widget: `gpulab figures --lab ID [--open FILE] [--json]` prints them, and
// the golden files in tests/data/figures/ pin them.

#include <QJsonObject>
#include <QList>
#include <QString>

#include <optional>

namespace gpulab::core {

// One figure as the command line prints it: "label: value", both worded in
// the reader's language.
struct LabFigureLine {
    QString label;
    QString value;
};

struct LabFigures {
    // Every figure and verdict, with stable keys and plain numbers (the
    // golden files compare this).
    QJsonObject json;
    // The same figures for a person, in the order the lab shows them.
    QList<LabFigureLine> lines;
};

struct LabCodec {
    QString lab;
    // The state Reset gives, in version-2 form.
    QJsonObject (*defaults)() = nullptr;
    // A version-1 state (widget names) in version-2 form, or no value and the
    // reason in *why (one sentence, no file name).
    std::optional<QJsonObject> (*fromV1)(const QJsonObject &v1, QString *why) = nullptr;
    // Checks a version-2 state and answers its figures; no value and the
    // reason in *why for a state the lab would refuse.
    std::optional<LabFigures> (*figures)(const QJsonObject &state, QString *why) = nullptr;
};

// The codec of a lab, or null for a lab that keeps no state (the device report).
[[nodiscard]] const LabCodec *labCodec(const QString &lab);
// The labs that have one, in labIds() order.
[[nodiscard]] QStringList labsWithCodec();

// A version-1 state in version-2 form (see LabCodec::fromV1).
[[nodiscard]] std::optional<QJsonObject> labStateFromV1(const QString &lab, const QJsonObject &v1, QString *why);

} // namespace gpulab::core
