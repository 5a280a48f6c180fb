// `gpulab plan`: the VRAM planner's breakdown, fits table, capacity table and
// out-of-memory fixes, from the same core::vram model the panel draws.

#include "app/cli.h"

#include "app/cliargs.h"
#include "app/logging.h"
#include "core/deviceprobe.h"
#include "core/units.h"
#include "core/vram/vramcards.h"
#include "core/vram/vramfixes.h"
#include "core/vram/vramjson.h"
#include "core/vram/vramlabmodel.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"

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
namespace vram = core::vram;

// lupdate and the runtime agree on the context "CliPlan".
struct TrCliPlan {
    Q_DECLARE_TR_FUNCTIONS(CliPlan)
};

using core::units::gb;

// The --sharding value inside the plan's sentence: English keeps the option's
// word, other languages say it in words ("Sharding keins", not "Sharding none").
QString shardingWord(vram::Sharding s)
{
    switch (s) {
    case vram::Sharding::None: return TrCliPlan::tr("none", "sharding …");
    case vram::Sharding::Zero1: return TrCliPlan::tr("zero1", "sharding …");
    case vram::Sharding::Zero2: return TrCliPlan::tr("zero2", "sharding …");
    case vram::Sharding::Zero3: return TrCliPlan::tr("zero3", "sharding …");
    }
    return vram::cliName(s);
}

void printText(const vram::Plan &plan, const vram::VramFigures &f)
{
    const vram::PlanResult &r = f.result;
    printLine(TrCliPlan::tr("VRAM plan: %1 parameters%2, %3 weights, %4%5")
                  .arg(vram::readableParams(plan.params),
                       plan.presetId.isEmpty() ? QString() : QStringLiteral(" (%1)").arg(plan.presetId),
                       vram::cliName(plan.weights), vram::label(plan.mode),
                       plan.mode == vram::Mode::Inference ? QString()
                                                          : TrCliPlan::tr(", %1").arg(vram::label(plan.optimizer))));
    printLine(
        TrCliPlan::tr(
            "  micro-batch %1 × %2 tokens, accumulation %3, effective batch %4, checkpointing %5, sharding %6 × %n "
            "GPU(s)%7",
            nullptr, plan.gpus)
            .arg(plan.batch)
            .arg(plan.seq)
            .arg(plan.accumulation)
            .arg(plan.effectiveBatch())
            .arg(plan.checkpointing ? TrCliPlan::tr("on") : TrCliPlan::tr("off"), shardingWord(plan.sharding))
            .arg(plan.autocast ? TrCliPlan::tr(", bf16 autocast") : QString()));
    printLine(TrCliPlan::tr("  shape: %1 layers, hidden %2, %3 heads (%4 KV)%5")
                  .arg(r.arch.layers)
                  .arg(r.arch.hidden)
                  .arg(r.arch.heads)
                  .arg(r.arch.kvHeads)
                  .arg(r.archGuessed ? TrCliPlan::tr(", guessed from the count") : QString()));
    printLine(QString());
    printLine(QStringLiteral("  %1 %2 %3")
                  .arg(TrCliPlan::tr("per GPU"), -20)
                  .arg(TrCliPlan::tr("lesson"), 12)
                  .arg(TrCliPlan::tr("mixed precision"), 16));
    for (vram::Component c : vram::kComponents)
        printLine(QStringLiteral("  %1 %2 %3")
                      .arg(vram::label(c), -20)
                      .arg(gb(vram::componentBytes(r.lesson, c)), 12)
                      .arg(gb(vram::componentBytes(r.mixed, c)), 16));
    printLine(QStringLiteral("  %1 %2 %3")
                  .arg(TrCliPlan::tr("total"), -20)
                  .arg(gb(r.lesson.total()), 12)
                  .arg(gb(r.mixed.total()), 16));
    printLine(TrCliPlan::tr("  in use: %1 bookkeeping — total %2 (%3 GiB)")
                  .arg(vram::label(r.inUse), gb(r.total()))
                  .arg(QLocale().toString(r.total() / vram::kGiB, 'f', 1)));
    printLine(QStringLiteral("  ") + vram::bookkeepingDifference());
    printLine(TrCliPlan::tr("  activations: %1").arg(r.activationSource));
    if (plan.mode != vram::Mode::Inference) {
        printLine(TrCliPlan::tr("  (at s = %1 tokens: PyTorch SDPA %2, PyTorch eager %3, Megatron-style %4; the "
                                "lesson's %5 assumes about 100 tokens)")
                      .arg(plan.seq)
                      .arg(core::units::bytes(r.activationsSdpa), core::units::bytes(r.activationsEager),
                           core::units::bytes(r.activationsArchitecture), core::units::bytes(r.activationsLesson)));
        const vram::ActivationParts &a = r.activationParts;
        printLine(TrCliPlan::tr("  PyTorch parts: embeddings %1, %2 layers × %3, final norm %4, LM head input %5, "
                                "loss (fp32 log-softmax) %6, logits %7 (alive, not saved)")
                      .arg(core::units::bytes(a.embeddings + a.shared))
                      .arg(r.arch.layers)
                      .arg(core::units::bytes(a.perLayer), core::units::bytes(a.finalNorm),
                           core::units::bytes(a.lmHead), core::units::bytes(a.loss), core::units::bytes(a.logits)));
    }
    printLine(QString());
    printLine(TrCliPlan::tr("Fits (headroom included):"));
    for (const auto &row : f.fits)
        printLine(QStringLiteral("  %1 %2  %3")
                      .arg(padded(row.card.label, -36), padded(gb(row.card.bytes), 9))
                      .arg(row.fits ? TrCliPlan::tr("fits, %1 spare").arg(gb(row.marginBytes))
                                    : TrCliPlan::tr("does not fit: %1 short").arg(gb(-row.marginBytes))));
    // The verdict the planner's lab shows above its chart.
    if (const std::optional<vram::Card> &smallest = f.smallestCard)
        printLine(TrCliPlan::tr("Smallest standard card that holds it: %1.").arg(smallest->label));
    else
        printLine(TrCliPlan::tr("None of the five standard cards (8–80 GB) holds it."));
    if (const std::optional<vram::BatchDoubling> &d = f.doubling)
        printLine(TrCliPlan::tr("Doubling the micro-batch (%1 → %2) adds %3 (%4 %): model states do not grow with the "
                                "batch, only activations do.")
                      .arg(d->batch)
                      .arg(d->doubled)
                      .arg(gb(d->addedBytes), QLocale().toString(d->addedPercent, 'f', 1)));
    printLine(QString());
    printLine(TrCliPlan::tr("Capacity in billions of parameters (card ÷ bytes/param, no headroom):"));
    // A column is as wide as its translated heading needs ("Inferenz 2 B" is wider than "infer 2 B").
    const QStringList heads{TrCliPlan::tr("infer 2 B"), TrCliPlan::tr("SGD 6 B"), TrCliPlan::tr("Adam 14 B"),
                            TrCliPlan::tr("this plan %1 B").arg(QLocale().toString(f.stateBytesPerParam, 'f', 2))};
    const int minWidths[] = {10, 10, 10, 18};
    int widths[4];
    for (int i = 0; i < 4; ++i)
        widths[i] = std::max(minWidths[i], displayWidth(heads[i]) + 1);
    printLine(QStringLiteral("  %1 %2 %3 %4 %5")
                  .arg(padded(TrCliPlan::tr("card"), -36), padded(heads[0], widths[0]), padded(heads[1], widths[1]),
                       padded(heads[2], widths[2]), padded(heads[3], widths[3])));
    const auto figure = [](double params) { return QLocale().toString(params / 1e9, 'f', 1); };
    for (const auto &c : f.capacity)
        printLine(QStringLiteral("  %1 %2 %3 %4 %5")
                      .arg(padded(c.card.label, -36), padded(figure(c.inference), widths[0]),
                           padded(figure(c.sgd), widths[1]), padded(figure(c.adam), widths[2]),
                           padded(figure(c.thisPlan), widths[3])));
    printLine(QString());
    printLine(TrCliPlan::tr("Out-of-memory fixes, in the order to try them:"));
    int i = 0;
    for (const auto &fix : f.fixes) {
        ++i;
        if (fix.applicable)
            printLine(TrCliPlan::tr("  %1. %2: %3%4 → %5")
                          .arg(i)
                          .arg(fix.title, fix.delta() <= 0 ? QStringLiteral("−") : QStringLiteral("+"),
                               gb(std::abs(fix.delta())), gb(fix.afterBytes.total())));
        else
            printLine(TrCliPlan::tr("  %1. %2: n/a — %3").arg(i).arg(fix.title, fix.explanation));
    }
    for (const QString &n : r.notes)
        printLine(TrCliPlan::tr("Note: %1").arg(n));
    printLine(TrCliPlan::tr("Arithmetic, not a measurement: nothing was allocated."));
}
} // namespace

int runPlan(const QStringList &args)
{
    QCommandLineParser parser;
    QStringList presetIds;
    for (const auto &p : vram::presets())
        presetIds << p.id;
    const auto opt = [](const char *name, const QString &help, const char *value, const char *def = nullptr) {
        return def ? QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value),
                                        QString::fromLatin1(def))
                   : QCommandLineOption(QString::fromLatin1(name), help, QString::fromLatin1(value));
    };
    const QCommandLineOption params =
        opt("params", TrCliPlan::tr("Parameter count: 7B, 124M, 1.5B (default 7B)."), "count");
    const QCommandLineOption preset =
        opt("preset", TrCliPlan::tr("A published model: %1.").arg(presetIds.join(QStringLiteral(", "))), "name");
    const QCommandLineOption weights =
        opt("weights", TrCliPlan::tr("Weight precision: fp32, fp16, bf16, int8, int4 (default fp16)."), "precision",
            "fp16");
    const QCommandLineOption mode =
        opt("mode", TrCliPlan::tr("inference, train, lora or qlora (default train)."), "mode", "train");
    const QCommandLineOption optimizer =
        opt("optimizer", TrCliPlan::tr("sgd, momentum, adam (adamw) or adam8bit (default adam)."), "name", "adam");
    const QCommandLineOption batch = opt("batch", TrCliPlan::tr("Micro-batch per GPU (default 1)."), "N", "1");
    const QCommandLineOption seq = opt("seq", TrCliPlan::tr("Sequence length in tokens (default 1024)."), "S", "1024");
    const QCommandLineOption checkpointing(QStringLiteral("checkpointing"),
                                           TrCliPlan::tr("Gradient checkpointing on."));
    const QCommandLineOption autocast(QStringLiteral("autocast"),
                                      TrCliPlan::tr("torch.autocast to bf16 (fp32 states, 16-bit activations)."));
    const QCommandLineOption accum = opt("accum", TrCliPlan::tr("Gradient accumulation steps (default 1)."), "K", "1");
    const QCommandLineOption shard =
        opt("shard", TrCliPlan::tr("none, zero1, zero2, zero3 or fsdp (default none)."), "stage", "none");
    const QCommandLineOption gpus = opt("gpus", TrCliPlan::tr("Number of GPUs (default 1)."), "N", "1");
    const QCommandLineOption rank = opt("lora-rank", TrCliPlan::tr("LoRA rank r (default 16)."), "r", "16");
    const QCommandLineOption bookkeeping =
        opt("bookkeeping", TrCliPlan::tr("Which bookkeeping decides the fit: lesson or mixed (default lesson)."),
            "name", "lesson");
    const QCommandLineOption activations =
        opt("activations",
            TrCliPlan::tr("Activation estimate: pytorch-sdpa (the default: what transformers' default attention "
                          "keeps), pytorch-eager, megatron (Korthikanti et al.) or lesson."),
            "name", "pytorch-sdpa");
    const QCommandLineOption kept =
        opt("kept-graphs", TrCliPlan::tr("Steps whose loss tensor (not loss.item()) is kept (default 0)."), "N", "0");
    const QCommandLineOption headroom =
        opt("headroom", TrCliPlan::tr("GB kept free for the CUDA context and allocator (default 1)."), "GB", "1");
    const QCommandLineOption card =
        opt("card", TrCliPlan::tr("Size of the custom card in GB (default 48)."), "GB", "48");
    const QCommandLineOption json(QStringLiteral("json"), TrCliPlan::tr("Print one JSON object."));
    parser.addOptions({params, preset, weights, mode, optimizer, batch, seq, checkpointing, autocast, accum, shard,
                       gpus, rank, bookkeeping, activations, kept, headroom, card, json});
    if (auto done = parseSubcommand(parser, args,
                                    TrCliPlan::tr("Will it run, will it train: the memory a model needs per GPU, "
                                                  "against the cards, with the fixes to try when it does not fit.")))
        return *done;

    vram::Plan plan;
    if (parser.isSet(preset)) {
        const vram::Preset *p = vram::findPreset(optionWord(parser.value(preset)));
        if (!p)
            return usageError(TrCliPlan::tr("unknown preset \"%1\" (presets: %2)")
                                  .arg(parser.value(preset), presetIds.join(QStringLiteral(", "))));
        plan = vram::withPreset(plan, *p);
    }
    if (parser.isSet(params)) {
        const vram::ParamsParse r = vram::parseParams(parser.value(params));
        if (!r.ok())
            return usageError(TrCliPlan::tr("--params: %1").arg(r.error));
        if (parser.isSet(preset) && r.value != plan.params)
            return usageError(TrCliPlan::tr("give either --preset or --params, not both"));
        plan.params = r.value;
    }
    const auto named = [&](const QCommandLineOption &o, auto parse, auto &field, const QString &known) -> QString {
        const auto v = parse(optionWord(parser.value(o)));
        if (!v)
            return TrCliPlan::tr("unknown --%1 \"%2\" (known: %3)").arg(o.names().constFirst(), parser.value(o), known);
        field = *v;
        return {};
    };
    QString error;
    if (error = named(weights, vram::precisionFromName, plan.weights, QStringLiteral("fp32, fp16, bf16, int8, int4"));
        !error.isEmpty())
        return usageError(error);
    if (error = named(mode, vram::modeFromName, plan.mode, QStringLiteral("inference, train, lora, qlora"));
        !error.isEmpty())
        return usageError(error);
    if (error = named(optimizer, vram::optimizerFromName, plan.optimizer,
                      QStringLiteral("sgd, momentum, adam, adamw, adam8bit"));
        !error.isEmpty())
        return usageError(error);
    if (error = named(shard, vram::shardingFromName, plan.sharding, QStringLiteral("none, zero1, zero2, zero3, fsdp"));
        !error.isEmpty())
        return usageError(error);
    if (error = named(bookkeeping, vram::bookkeepingFromName, plan.bookkeeping, QStringLiteral("lesson, mixed"));
        !error.isEmpty())
        return usageError(error);
    if (error = named(activations, vram::activationEstimateFromName, plan.activations,
                      QStringLiteral("pytorch-sdpa, pytorch-eager, megatron, lesson"));
        !error.isEmpty())
        return usageError(error);
    // The ranges are the model's (the lab's controls and state files accept the same).
    const struct {
        const QCommandLineOption &option;
        int &field;
        vram::InputRange<int> range;
    } ints[] = {{batch, plan.batch, vram::kBatchRange},
                {seq, plan.seq, vram::kSeqRange},
                {accum, plan.accumulation, vram::kAccumulationRange},
                {gpus, plan.gpus, vram::kGpusRange},
                {rank, plan.loraRank, vram::kLoraRankRange},
                {kept, plan.keptGraphs, vram::kKeptGraphsRange}};
    for (const auto &i : ints) {
        const auto v = wholeNumber(parser.value(i.option), QStringLiteral("--") + i.option.names().constFirst(),
                                   i.range.lo, i.range.hi, error);
        if (!v)
            return usageError(error);
        i.field = *v;
    }
    plan.checkpointing = parser.isSet(checkpointing);
    const QString gbUnit = TrCliPlan::tr("GB");
    plan.autocast = parser.isSet(autocast);
    const auto head = number(parser.value(headroom), QStringLiteral("--headroom"),
                             {vram::kHeadroomGBRange.lo, true, vram::kHeadroomGBRange.hi, gbUnit}, error);
    if (!head)
        return usageError(error);
    plan.headroomBytes = *head * vram::kGB;
    const auto custom = number(parser.value(card), QStringLiteral("--card"),
                               {vram::kCustomCardGBRange.lo, true, vram::kCustomCardGBRange.hi, gbUnit}, error);
    if (!custom)
        return usageError(error);
    if (const QString invalid = vram::validate(plan); !invalid.isEmpty())
        return usageError(invalid);

    const core::DeviceReport report = core::deviceReport();
    vram::VramInputs in;
    in.plan = plan;
    in.customCardGB = *custom;
    const vram::VramFigures figures = vram::vramFigures(in, &report.cuda);
    if (parser.isSet(json))
        printLine(
            QString::fromUtf8(QJsonDocument(vram::toJson(plan, figures)).toJson(QJsonDocument::Indented)).trimmed());
    else
        printText(plan, figures);
    return kExitOk;
}

} // namespace gpulab::app
