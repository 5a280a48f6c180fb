// `gpulab cost`: what a training sweep costs on each card class, on demand
// or on spot with pre-emptions, from the same core model as the cost lab.

#include "app/cli.h"
#include "app/cliargs.h"
#include "app/logging.h"
#include "core/cost/costconstants.h"
#include "core/cost/costfit.h"
#include "core/cost/costjson.h"
#include "core/cost/costlimits.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "core/units.h"
#include "core/vram/vramnames.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <algorithm>
#include <cmath>
#include <optional>

namespace gpulab::app {
namespace {

using namespace core::cost;

// lupdate and the runtime agree on the context "CliCost".
struct TrCliCost {
    Q_DECLARE_TR_FUNCTIONS(CliCost)
};

// Every figure printed must be a number: a combination of bounded inputs can
// still overflow (a long run without checkpoints at a high pre-emption rate).
bool allFinite(std::initializer_list<double> figures)
{
    return std::all_of(figures.begin(), figures.end(), [](double v) { return std::isfinite(v); });
}

// A figure the user gave (hours, minutes, a rate), in the language's numbers like the dollars beside it.
QString figure(double v)
{
    return QLocale().toString(v, 'g', 6);
}

// What the model is held for, as a word inside a sentence ("holding llama3-8b for
// inference"): English keeps the --hold-mode value, other languages say it in words.
QString modeWord(core::vram::Mode m)
{
    using core::vram::Mode;
    switch (m) {
    case Mode::Inference: return TrCliCost::tr("inference", "holding MODEL for …");
    case Mode::Train: return TrCliCost::tr("train", "holding MODEL for …");
    case Mode::Lora: return TrCliCost::tr("lora", "holding MODEL for …");
    case Mode::Qlora: return TrCliCost::tr("qlora", "holding MODEL for …");
    }
    return core::vram::cliName(m);
}

// The text form: the sweep on the chosen class, every class, and the spot model.
void printText(const CostReport &r)
{
    QTextStream out(stdout);
    out << TrCliCost::tr("%1, %2 h × %Ln run(s), %3 at %4/h: %5", nullptr, r.sweep.runs)
               .arg(r.card.name, figure(r.sweep.hoursPerRun))
               .arg(r.sweep.spot ? TrCliCost::tr("spot") : TrCliCost::tr("on demand"), dollars(r.cost.rate),
                    dollars(r.cost.computeDollars))
        << Qt::endl;
    if (r.sweep.spot)
        out << TrCliCost::tr("  + expected work redone and restarts after pre-emptions: %1")
                   .arg(dollars(r.cost.preemptionDollars))
            << Qt::endl;
    if (r.sweep.forgottenInstance)
        out << TrCliCost::tr("  + a forgotten instance, %1 h at %2/h: %3")
                   .arg(figure(r.sweep.idleHours), dollars(r.cost.rate), dollars(r.cost.idleDollars))
            << Qt::endl;
    out << (r.sweep.spot ? TrCliCost::tr("  total, expected with pre-emptions %1%2") : TrCliCost::tr("  total %1%2"))
               .arg(dollars(r.cost.totalDollars),
                    r.cost.overCap ? TrCliCost::tr("  — OVER the %1 cap").arg(dollars(r.sweep.capDollars)) : QString())
        << Qt::endl;
    out << TrCliCost::tr("  (%1)").arg(r.ratesSource) << Qt::endl << Qt::endl;
    out << (r.classes.hold ? TrCliCost::tr("The same sweep on every class, holding %1 for %2:")
                                 .arg(r.modelPreset, modeWord(r.modelMode))
                           : TrCliCost::tr("The same sweep on every class:"))
        << Qt::endl;
    for (const ClassCost &c : r.classes.classes) {
        out << QStringLiteral("  %1 %2%3")
                   .arg(padded(c.card.name, -22))
                   .arg(dollars(c.cost.totalDollars), 10)
                   .arg(c.cheapest ? (r.classes.hold ? TrCliCost::tr("  ← cheapest that can hold it")
                                                     : TrCliCost::tr("  ← cheapest"))
                        : !c.canHold
                            ? TrCliCost::tr("  (cannot hold it: needs %1)").arg(core::units::gb(r.classes.neededBytes))
                            : QString())
            << Qt::endl;
    }
    if (r.spotIn) {
        const SpotInput &in = *r.spotIn;
        out << Qt::endl
            << TrCliCost::tr("Spot with pre-emptions (%1 per hour, %2, restart %3 min):")
                   .arg(figure(in.interruptsPerHour),
                        in.checkpointMinutes > 0
                            ? TrCliCost::tr("checkpoint every %1 min").arg(figure(in.checkpointMinutes))
                            : TrCliCost::tr("NO checkpoints"),
                        figure(in.restartMinutes))
            << Qt::endl;
        out << TrCliCost::tr("  expected %1 h per run (%2 h lost, %3 pre-emptions) → expected %4, on demand %5")
                   .arg(QLocale().toString(r.spot.outcome.expectedWallHours, 'f', 2),
                        QLocale().toString(r.spot.outcome.expectedLostHours, 'f', 2),
                        QLocale().toString(r.spot.outcome.expectedInterruptions, 'f', 2), dollars(r.spot.spotDollars),
                        dollars(r.spot.onDemandDollars))
            << Qt::endl;
        const double be = r.spot.breakEvenInterruptsPerHour;
        out << (std::isfinite(be) ? TrCliCost::tr("  spot stops paying off above %1 pre-emptions per hour")
                                        .arg(QLocale().toString(be, 'g', 3))
                                  : TrCliCost::tr("  spot pays off at any pre-emption rate"))
            << Qt::endl;
    }
}

} // namespace

int runCost(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption card(QStringLiteral("card"), TrCliCost::tr("Card class id, e.g. t4, a10-l4, a100-80."),
                                  QStringLiteral("id"));
    const QCommandLineOption hours(QStringLiteral("hours"),
                                   TrCliCost::tr("Hours per run, at most %1 (default 10).").arg(kMaxHoursPerRun),
                                   QStringLiteral("h"), QStringLiteral("10"));
    const QCommandLineOption runs(QStringLiteral("runs"),
                                  TrCliCost::tr("Number of runs, 1 to %1 (default 1).").arg(kMaxRuns),
                                  QStringLiteral("n"), QStringLiteral("1"));
    const QCommandLineOption spot(QStringLiteral("spot"), TrCliCost::tr("Price the runs at the spot rate."));
    const QCommandLineOption rate(
        QStringLiteral("interrupt-rate"),
        TrCliCost::tr("Spot pre-emptions per hour, at most %1 (default 0.05).").arg(kMaxInterruptsPerHour),
        QStringLiteral("per-hour"), QString::number(kDefaultInterruptsPerHour));
    const QCommandLineOption checkpoint(
        QStringLiteral("checkpoint-min"),
        TrCliCost::tr("Minutes between checkpoints, at most %1; 0 = none (default 30).").arg(kMaxCheckpointMinutes),
        QStringLiteral("min"), QString::number(kDefaultCheckpointMinutes));
    const QCommandLineOption restart(
        QStringLiteral("restart-min"),
        TrCliCost::tr("Minutes lost per restart, at most %1 (default 5).").arg(kMaxRestartMinutes),
        QStringLiteral("min"), QString::number(kDefaultRestartMinutes));
    const QCommandLineOption cap(QStringLiteral("cap"),
                                 TrCliCost::tr("Spending cap in dollars, at most %1; the total is flagged above it.")
                                     .arg(kMaxCapDollars, 0, 'f', 0),
                                 QStringLiteral("dollars"));
    const QCommandLineOption idle(
        QStringLiteral("idle-hours"),
        TrCliCost::tr("A forgotten instance left running this long, at most %1 h (billed at its own rate).")
            .arg(kMaxIdleHours),
        QStringLiteral("h"));
    const QCommandLineOption rates(
        QStringLiteral("rates"),
        TrCliCost::tr("Rates table (JSON, a regular file of at most %1 MiB) instead of the built-in "
                      "examples.")
            .arg(kMaxRatesFileBytes / (1024 * 1024)),
        QStringLiteral("file"));
    const QCommandLineOption model(
        QStringLiteral("model"),
        TrCliCost::tr("A model the card must hold (%1); the cheapest class is then the cheapest that can hold it.")
            .arg(modelsToHold().join(QStringLiteral(", "))),
        QStringLiteral("preset"));
    const QCommandLineOption mode(QStringLiteral("mode"),
                                  TrCliCost::tr("What --model is used for: inference, train, lora or qlora (default "
                                                "train)."),
                                  QStringLiteral("mode"), QStringLiteral("train"));
    const QCommandLineOption json(QStringLiteral("json"), TrCliCost::tr("Print one JSON object."));
    parser.addOptions({card, hours, runs, spot, rate, checkpoint, restart, cap, idle, rates, model, mode, json});
    if (auto done = parseSubcommand(parser, args,
                                    TrCliCost::tr("What a training sweep costs: rate × hours × runs for every card "
                                                  "class, and spot with pre-emptions and checkpoints against "
                                                  "on-demand.")))
        return *done;

    // The table: the user's file when given and readable, else the examples.
    RateTable table = builtinRates();
    QString source =
        TrCliCost::tr("built-in example rates written %1 — examples, not quotes").arg(readableAsOf(table.asOf));
    QString warning;
    if (parser.isSet(rates)) {
        if (parser.value(rates).isEmpty())
            return usageError(TrCliCost::tr("--rates needs a file name"));
        const RateTableLoad load = loadRateTable(parser.value(rates));
        if (load.table) {
            table = *load.table;
            source = TrCliCost::tr("rates from %1").arg(parser.value(rates));
        } else {
            // Reported, not fatal: the built-in table is used and the file is left alone.
            // Said once the rest of the input is known to be good, so that a
            // usage error stays the only line.
            warning = TrCliCost::tr("%1 — using the built-in example rates instead").arg(load.error);
        }
    }

    if (!parser.isSet(card))
        return usageError(TrCliCost::tr("cost needs --card (one of: %1)").arg(table.ids().join(QStringLiteral(", "))));
    const RateClass *chosen = table.find(parser.value(card));
    if (!chosen)
        return usageError(TrCliCost::tr("unknown card class \"%1\" (known: %2)")
                              .arg(parser.value(card), table.ids().join(QStringLiteral(", "))));

    QString error;
    SweepInput sweep;
    const auto numberOf = [&](const QCommandLineOption &o, const NumberBounds &bounds) {
        return number(parser.value(o), QStringLiteral("--") + o.names().constFirst(), bounds, error);
    };
    const auto h = numberOf(hours, {0.0, false, kMaxHoursPerRun, QString(), kSmallestHours});
    if (!h)
        return usageError(error);
    const auto n = wholeNumber(parser.value(runs), QStringLiteral("--runs"), 1, kMaxRuns, error);
    if (!n)
        return usageError(error);
    sweep.hoursPerRun = *h;
    sweep.runs = *n;
    // Asking about pre-emptions means asking about spot.
    sweep.spot = parser.isSet(spot) || parser.isSet(rate) || parser.isSet(checkpoint) || parser.isSet(restart);
    if (parser.isSet(cap)) {
        const auto c = numberOf(cap, {0.0, false, kMaxCapDollars, QString(), kSmallestCapDollars});
        if (!c)
            return usageError(error);
        sweep.capDollars = *c;
    }
    if (parser.isSet(idle)) {
        const auto i = numberOf(idle, {0.0, true, kMaxIdleHours, QString(), kSmallestHours});
        if (!i)
            return usageError(error);
        sweep.forgottenInstance = true;
        sweep.idleHours = *i;
    }
    const auto lambda = numberOf(rate, {0.0, true, kMaxInterruptsPerHour, QString(), kSmallestInterruptsPerHour});
    if (!lambda)
        return usageError(error);
    const auto ckpt = numberOf(checkpoint, {0.0, true, kMaxCheckpointMinutes, QString(), kSmallestMinutes});
    if (!ckpt)
        return usageError(error);
    const auto rst = numberOf(restart, {0.0, true, kMaxRestartMinutes, QString(), kSmallestMinutes});
    if (!rst)
        return usageError(error);
    const SpotInput spotIn{*h, *lambda, *ckpt, *rst};
    sweep.interruptsPerHour = *lambda;
    sweep.checkpointMinutes = *ckpt;
    sweep.restartMinutes = *rst;

    // The model to hold, by the same rule as the cost lab.
    std::optional<core::vram::Plan> hold;
    const auto useMode = core::vram::modeFromName(optionWord(parser.value(mode)));
    if (!useMode)
        return usageError(
            TrCliCost::tr("unknown --mode \"%1\" (known: inference, train, lora, qlora)").arg(parser.value(mode)));
    if (parser.isSet(model)) {
        hold = planToHold(optionWord(parser.value(model)), *useMode);
        if (!hold)
            return usageError(TrCliCost::tr("unknown --model \"%1\" (known: %2)")
                                  .arg(parser.value(model), modelsToHold().join(QStringLiteral(", "))));
    }

    CostReport report;
    report.card = *chosen;
    report.sweep = sweep;
    report.cost = sweepCost(*chosen, sweep);
    report.classes = compareClasses(table, sweep, hold);
    report.modelPreset = optionWord(parser.value(model));
    report.modelMode = *useMode;
    report.ratesSource = source;
    report.ratesAsOf = table.asOf;
    report.ratesWarning = warning;
    if (sweep.spot) {
        report.spotIn = spotIn;
        report.spot = compareSpot(*chosen, spotIn, *n);
    }
    const SweepCost &cost = report.cost;
    const SpotComparison &spotCmp = report.spot;
    if (!allFinite({cost.computeDollars, cost.idleDollars, cost.totalDollars}) ||
        (sweep.spot && !allFinite({spotCmp.outcome.expectedWallHours, spotCmp.outcome.expectedLostHours,
                                   spotCmp.outcome.expectedInterruptions, spotCmp.spotDollars})))
        return usageError(TrCliCost::tr("these inputs give an expected cost too large to compute (%1 h per run at %2 "
                                        "pre-emptions per hour, %3): checkpoint more often or shorten the runs")
                              .arg(figure(*h), figure(*lambda),
                                   *ckpt > 0 ? TrCliCost::tr("a checkpoint every %1 min").arg(figure(*ckpt))
                                             : TrCliCost::tr("no checkpoints")));
    if (!warning.isEmpty())
        printError(warning);

    if (parser.isSet(json)) {
        QTextStream(stdout) << QJsonDocument(toJson(report)).toJson(QJsonDocument::Indented);
        return kExitOk;
    }

    printText(report);
    return kExitOk;
}

} // namespace gpulab::app
