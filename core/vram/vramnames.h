#pragma once

// Names of the planner's choices: the CLI's spelling (stable, lower case) and the
// translated label a panel shows; and the parameter-count parser ("7B", "124M").

#include "core/vram/vramtypes.h"

#include <QList>

#include <optional>

namespace gpulab::core::vram {

struct ParamsParse {
    double value = 0; // parameters, when error is empty
    QString error;    // one sentence
    [[nodiscard]] bool ok() const { return error.isEmpty(); }
};
// Accepts a number with an optional K, M, B (or G) or T suffix, any case:
// "7B", "124M", "1.5B", "70b", "7e9", "7000000000". Rejects "7Q", negatives, zero,
// and counts outside 1M … 10T.
ParamsParse parseParams(const QString &text);
// "7 B", "124 M", "1.5 B": the count as people say it.
// It writes what the parameter field parses back, so it keeps the '.' in every language.
QString formatParams(double params);
// The same count for reading, in the language's digits ("7,5 B" in German), for
// lines that also show GB and dollars in them.
QString readableParams(double params);

QString cliName(Precision v);
QString cliName(Mode v);
QString cliName(Optimizer v);
QString cliName(Sharding v);
QString cliName(Bookkeeping v);
QString cliName(ActivationEstimate v);
QString label(Precision v);
QString label(Mode v);
QString label(Optimizer v);
QString label(Sharding v);
QString label(Bookkeeping v);
QString label(ActivationEstimate v);
QString label(Component c);

// Case-insensitive, a few aliases ("adamw", "fsdp", "4bit", "nf4", "infer", "architecture", "sdpa").
std::optional<Precision> precisionFromName(const QString &name);
std::optional<Mode> modeFromName(const QString &name);
std::optional<Optimizer> optimizerFromName(const QString &name);
std::optional<Sharding> shardingFromName(const QString &name);
std::optional<Bookkeeping> bookkeepingFromName(const QString &name);
std::optional<ActivationEstimate> activationEstimateFromName(const QString &name);

QList<Precision> allPrecisions();
QList<Mode> allModes();
QList<Optimizer> allOptimizers();
QList<Sharding> allShardings();
QList<ActivationEstimate> allActivationEstimates(); // in the enum's order: saved files keep their meaning

} // namespace gpulab::core::vram
