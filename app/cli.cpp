// `gpulab probe` and `gpulab bench`: the same core the GUI uses, printed.

#include "app/cli.h"

#include "app/cliargs.h"
#include "app/logging.h"
#include "app/processguard.h"
#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/benchmarkjson.h"
#include "core/deviceprobe.h"
#include "core/kerneltext.h"
#include "core/lessonbenchmark.h"
#include "core/sessionresults.h"
#include "core/timing/timingmeasure.h"
#include "core/timing/timingreport.h"
#include "core/units.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

#include <atomic>
#include <cstdio>
#include <cstdlib>
#include <optional>

namespace gpulab::app {
namespace {

namespace units = core::units;

// lupdate and the runtime agree on the context "Cli".
struct TrCli {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QCommandLineOption logLevelOption()
{
    return {QStringLiteral("log-level"), TrCli::tr("Log level on stderr: trace, debug, info, warn, error, off."),
            QStringLiteral("level"), QStringLiteral("warn")};
}

QString pointLine(const QString &side, const core::BenchmarkResult &res, const core::BenchmarkPoint &p)
{
    QString peak = res.peakGflops > 0 && !res.backend.simulated
                       ? TrCli::tr("%1 % of peak").arg(QLocale().toString(p.percentOfPeak, 'f', 0))
                       : QString();
    const QString verified = core::verdictText(p.verdict, core::VerdictStyle::Words);
    return QStringLiteral("  %1 %2 %3 %4 %5 %6")
        .arg(padded(side, -4), padded(units::seconds(p.medianSeconds), 10),
             padded(TrCli::tr("(min %1, max %2)").arg(units::seconds(p.minSeconds), units::seconds(p.maxSeconds)), -30),
             padded(units::gflops(p.gflops), 15), padded(peak, -13), verified);
}

// The text form: one block per size, each backend's line, the speedup by
// core's rule, and the --no-sync figures when they were measured.
void printBenchText(const core::BenchmarkRequest &request, const QList<core::BenchmarkResult> &results,
                    const QList<core::timing::TimingRun> &noSyncRuns)
{
    printLine(TrCli::tr("%1 n×n matmul, %2 warm-up + %n timed runs per size, barrier on both sides of each run",
                        nullptr, request.repeats)
                  .arg(core::precisionName(request.precision))
                  .arg(request.warmup));
    for (const auto &res : results) {
        const QString side = res.backend.onGpu ? TrCli::tr("GPU") : TrCli::tr("CPU");
        if (!res.backend.implementation.isEmpty())
            printLine(TrCli::tr("  %1 kernel: %2").arg(side, res.backend.implementation));
        if (!res.backend.implementationNote.isEmpty())
            printLine(TrCli::tr("  %1 note: %2").arg(side, res.backend.implementationNote));
        if (res.peakGflops > 0)
            printLine(TrCli::tr("  %1 %2 peak: %3 (%4)")
                          .arg(side, core::precisionName(res.precision), units::gflops(res.peakGflops),
                               core::kernelText(res.peakSource)));
    }
    for (int i = 0; i < request.sizes.size(); ++i) {
        const int n = request.sizes[i];
        printLine(QString());
        printLine(TrCli::tr("n = %1   (2n³ = %2 FLOP, operands %3 each)")
                      .arg(n)
                      .arg(QLocale().toString(units::matmulFlops(n), 'e', 2))
                      .arg(units::bytes(double(kernels::bytesPerElement(request.precision)) * n * n)));
        for (int k = 0; k < results.size(); ++k) {
            const auto &res = results[k];
            const QString side = res.backend.onGpu ? TrCli::tr("GPU") : TrCli::tr("CPU");
            if (i == 0 || results.size() > 1)
                printLine(QStringLiteral("  %1: %2 — %3").arg(side, res.backend.label, res.backend.provenance()));
            if (i < res.points.size()) {
                printLine(pointLine(side, res, res.points[i]));
                if (!res.points[i].toleranceText.isEmpty())
                    printLine(TrCli::tr("       tolerance: %1").arg(res.points[i].toleranceText));
                if (!res.points[i].busyNote.isEmpty())
                    printLine(TrCli::tr("       note: %1").arg(res.points[i].busyNote));
            }
        }
        if (results.size() == 2) {
            const core::SpeedupReading sp = core::readSpeedup(results[0], results[1], i);
            if (!sp.ok)
                printLine(TrCli::tr("  speedup (CPU time ÷ GPU time): — %1").arg(sp.error));
            else
                printLine(sp.gpuSimulated ? TrCli::tr("  speedup (CPU time ÷ GPU time): %1× — simulated: %2")
                                                .arg(QLocale().toString(sp.speedup, 'f', 1), results[1].backend.reason)
                                          : TrCli::tr("  speedup (CPU time ÷ GPU time): %1×")
                                                .arg(QLocale().toString(sp.speedup, 'f', 1)));
        }
        if (i < noSyncRuns.size()) {
            printLine(TrCli::tr("  without the barrier (--no-sync):"));
            for (const QString &line : core::timing::toTextLines(noSyncRuns[i]))
                printLine(QStringLiteral("  ") + line);
        }
    }
}

} // namespace

const QList<Subcommand> &subcommands()
{
    static const QList<Subcommand> all{{"probe", runProbe}, {"bench", runBench}, {"plan", runPlan},
                                       {"cost", runCost},   {"torch", runTorch}, {"board", runBoard}};
    return all;
}

const Subcommand *findSubcommand(const QString &name)
{
    for (const Subcommand &c : subcommands())
        if (name == QLatin1String(c.name))
            return &c;
    return nullptr;
}

QString subcommandList()
{
    QStringList names;
    for (const Subcommand &c : subcommands())
        names << QString::fromLatin1(c.name);
    names << QStringLiteral("figures") << QStringLiteral("screenshot");
    return names.join(QStringLiteral(", "));
}

int displayWidth(const QString &text)
{
    int columns = 0;
    for (const char32_t c : text.toUcs4()) {
        const auto category = QChar::category(c);
        if (category != QChar::Mark_NonSpacing && category != QChar::Mark_Enclosing && category != QChar::Other_Format)
            ++columns;
    }
    return columns;
}

QString padded(const QString &text, int width)
{
    const int fill = std::abs(width) - displayWidth(text);
    if (fill <= 0)
        return text;
    return width > 0 ? QString(fill, u' ') + text : text + QString(fill, u' ');
}

void printLine(const QString &text)
{
    QTextStream out(stdout);
    out << text << Qt::endl;
}

void printError(const QString &message)
{
    // One line, whatever the message contained (a file name or an id from a
    // file may hold line breaks or other control characters).
    QString line = message;
    for (QChar &ch : line)
        if (ch.category() == QChar::Other_Control)
            ch = QLatin1Char(' ');
    std::fprintf(stderr, "gpulab: %s\n", line.trimmed().toLocal8Bit().constData());
}

int usageError(const QString &message)
{
    printError(message);
    return kExitUsage;
}

QString subcommandHelp(const QCommandLineParser &parser, const QStringList &args)
{
    // Qt's usage line names the program as argv[0] ("build/bin/gpulab"), or
    // "<executable_name>" before an application object exists (screenshot);
    // the user typed "gpulab <subcommand>", so that is what it says.
    QString text = parser.helpText();
    const QString exe = QCoreApplication::instance() != nullptr ? QCoreApplication::arguments().value(0)
                                                                : QStringLiteral("<executable_name>");
    const QString typed = QStringLiteral("gpulab %1").arg(args.value(0));
    const qsizetype eol = text.indexOf(QLatin1Char('\n'));
    const qsizetype at = exe.isEmpty() ? -1 : text.indexOf(exe);
    if (at >= 0 && (eol < 0 || at < eol))
        text.replace(at, exe.size(), typed);
    return text;
}

std::optional<int> parseSubcommand(QCommandLineParser &parser, const QStringList &args, const QString &description,
                                   bool allowPositional)
{
    parser.setApplicationDescription(description);
    parser.addHelpOption();
    parser.addOption(logLevelOption());
    if (!parser.parse(args))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        printLine(subcommandHelp(parser, args));
        return kExitOk;
    }
    if (!allowPositional && !parser.positionalArguments().isEmpty())
        return usageError(TrCli::tr("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst()));
    const QString level = parser.value(QStringLiteral("log-level"));
    const QString error = setupLogging(level);
    if (!error.isEmpty())
        return usageError(error);
    return std::nullopt;
}

int runProbe(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), TrCli::tr("Print one JSON object."));
    parser.addOption(json);
    if (auto done = parseSubcommand(
            parser, args, TrCli::tr("What nvidia-smi and a PyTorch device report would say about this machine.")))
        return *done;
    const core::DeviceReport report = core::deviceReport();
    if (parser.isSet(json))
        printLine(QString::fromUtf8(QJsonDocument(report.toJson()).toJson(QJsonDocument::Indented)).trimmed());
    else
        printLine(report.toText());
    return kExitOk;
}

namespace {

// `gpulab bench`'s options, in the order its help lists them.
struct BenchOptions {
    QCommandLineOption size, sizes, backend, repeats, warmup, json, noSync, precision, roofline, save, nickname;
};

BenchOptions benchOptions()
{
    const QCommandLineOption size(QStringLiteral("size"),
                                  TrCli::tr("Matrix size n, 1 to %1 (default 5000).").arg(core::kMaxMatrixSize),
                                  QStringLiteral("n"));
    const QCommandLineOption sizes(QStringLiteral("sizes"), TrCli::tr("Comma-separated sizes, e.g. 64,256,1024."),
                                   QStringLiteral("list"));
    const QCommandLineOption backend(
        QStringLiteral("backend"),
        TrCli::tr("Run one backend only: %1.").arg(core::knownBackendIds().join(QStringLiteral(", "))),
        QStringLiteral("id"));
    const QCommandLineOption repeats(QStringLiteral("repeats"),
                                     TrCli::tr("Timed runs per size, 1 to %1 (default 5).").arg(core::kMaxRepeats),
                                     QStringLiteral("R"), QStringLiteral("5"));
    const QCommandLineOption warmup(
        QStringLiteral("warmup"),
        TrCli::tr("Untimed warm-up runs per size, 0 to %1 (default 1).").arg(core::kMaxWarmup), QStringLiteral("W"),
        QStringLiteral("1"));
    const QCommandLineOption json(QStringLiteral("json"), TrCli::tr("Print one JSON object."));
    const QCommandLineOption noSync(
        QStringLiteral("no-sync"),
        TrCli::tr(
            "Also show the timing illusion: the matmul submitted to a CPU queue and timed without waiting (and, on a "
            "usable GPU, a cuBLAS launch timed without synchronising), next to the honest number."));
    const QCommandLineOption precision(
        QStringLiteral("precision"),
        TrCli::tr("Input format of the matmul: fp32 (default), tf32, bf16 or fp16; every one accumulates in fp32. "
                  "The CPU runs fp32 and bf16; the GPU (or its labelled simulation) all four. With --roofline, a "
                  "comma-separated list (default: every precision the backend runs)."),
        QStringLiteral("p"));
    const QCommandLineOption roofline(
        QStringLiteral("roofline"),
        TrCli::tr("Measure the device's memory bandwidth (a STREAM-style triad on the CPU) and print the roofline: "
                  "the bandwidth slope, each precision's compute roof and ridge point, and every measured size placed "
                  "on it. Runs one backend (--backend, default cpu)."));
    const QCommandLineOption save(
        QStringLiteral("save"),
        TrCli::tr("Also write what was measured, with this machine's CPU and GPU, as a results file for the class "
                  "board (no host name, user name or path goes in it)."),
        QStringLiteral("file"));
    const QCommandLineOption nickname(
        QStringLiteral("nickname"),
        TrCli::tr("With --save: a name for this machine on the class board, up to %1 characters.")
            .arg(core::board::kMaxNicknameLength),
        QStringLiteral("name"));
    return {size, sizes, backend, repeats, warmup, json, noSync, precision, roofline, save, nickname};
}

// What the options ask to measure.
struct BenchArgs {
    core::BenchmarkRequest request;
    QList<kernels::Precision> precisions; // as given (--roofline takes several)
};

// Sizes, repeats, warm-up and precisions from the options: "" or the usage
// error to print.
QString readBenchArgs(const QCommandLineParser &parser, const BenchOptions &o, BenchArgs &out)
{
    core::BenchmarkRequest &request = out.request;
    QString error;
    if (parser.isSet(o.size) && parser.isSet(o.sizes))
        return TrCli::tr("give either --size or --sizes, not both");
    if (parser.isSet(o.sizes)) {
        request.sizes.clear();
        const QStringList parts = parser.value(o.sizes).split(QLatin1Char(','), Qt::KeepEmptyParts);
        for (const QString &part : parts) {
            const auto n = wholeNumber(part, QStringLiteral("--sizes"), 1, core::kMaxMatrixSize, error);
            if (!n)
                return error;
            request.sizes.append(*n);
        }
    } else if (parser.isSet(o.size)) {
        const auto n = wholeNumber(parser.value(o.size), QStringLiteral("--size"), 1, core::kMaxMatrixSize, error);
        if (!n)
            return error;
        request.sizes = {*n};
    }
    const auto r = wholeNumber(parser.value(o.repeats), QStringLiteral("--repeats"), 1, core::kMaxRepeats, error);
    if (!r)
        return error;
    request.repeats = *r;
    const auto w = wholeNumber(parser.value(o.warmup), QStringLiteral("--warmup"), 0, core::kMaxWarmup, error);
    if (!w)
        return error;
    request.warmup = *w;
    if (parser.isSet(o.precision)) {
        const QStringList parts = parser.value(o.precision).split(QLatin1Char(','), Qt::KeepEmptyParts);
        for (const QString &part : parts) {
            const auto p = core::parsePrecision(part);
            if (!p)
                return TrCli::tr("--precision: \"%1\" is not one of fp32, tf32, bf16, fp16").arg(part.trimmed());
            if (!out.precisions.contains(*p))
                out.precisions.append(*p);
        }
        if (out.precisions.size() > 1 && !parser.isSet(o.roofline))
            return TrCli::tr("--precision takes one format, except with --roofline");
    }
    if (parser.isSet(o.roofline) && parser.isSet(o.noSync))
        return TrCli::tr("give either --roofline or --no-sync, not both");
    if (!out.precisions.isEmpty())
        request.precision = out.precisions.constFirst();
    return {};
}

// One backend when --backend names it, else the lesson's pair (CPU, then the
// GPU or its simulation); each checked against the request (its precision,
// the memory guard) before anything runs or is allocated. "" or why not.
QString benchBackends(const QCommandLineParser &parser, const BenchOptions &o, const core::BenchmarkRequest &request,
                      std::vector<std::unique_ptr<kernels::MatmulBackend>> &out)
{
    if (parser.isSet(o.backend)) {
        core::BackendChoice c = core::createBackend(optionWord(parser.value(o.backend)));
        if (!c.backend)
            return c.error;
        out.push_back(std::move(c.backend));
    } else {
        for (const core::BenchmarkRequest &step :
             core::lessonBenchmarkPlan(request.sizes, request.warmup, request.repeats).steps())
            out.push_back(std::move(core::createBackend(step.backendId).backend));
    }
    for (const auto &b : out)
        if (QString refused = core::preflight(*b, request); !refused.isEmpty())
            return refused;
    return {};
}

// --no-sync: the timing pitfall measured at each size (core/timing/timingmeasure.h).
QList<core::timing::TimingRun> measureNoSync(const core::BenchmarkRequest &request, const std::atomic<bool> &stop)
{
    QList<core::timing::TimingRun> runs;
    for (int n : request.sizes) {
        if (stop.load())
            break;
        core::timing::TimingRequest t;
        t.n = n;
        t.warmup = request.warmup;
        t.repeats = request.repeats;
        t.seed = request.seed;
        runs.append(core::timing::measureTiming(t, stop));
    }
    return runs;
}

// Says on stderr what failed (an interruption once, however many runs it
// stopped) and answers the exit status.
int reportBenchFailures(const QList<core::BenchmarkResult> &results, const QList<core::timing::TimingRun> &noSyncRuns)
{
    int code = kExitOk;
    bool interrupted = false; // said once, however many backends it stopped
    for (const auto &res : results) {
        if (res.cancelled) {
            if (!interrupted)
                printError(TrCli::tr("interrupted"));
            interrupted = true;
            code = kExitFailed;
        } else if (!res.error.isEmpty()) {
            printError(res.error);
            code = kExitFailed;
        }
        for (const auto &p : res.points)
            if (p.verdict == core::Verdict::Failed)
                code = kExitFailed;
    }
    for (const auto &run : noSyncRuns) {
        if (core::timing::succeeded(run))
            continue;
        const bool cancelled = run.cpu.cancelled || run.cuda.cancelled;
        if (cancelled && interrupted)
            continue; // already said
        const QString why = !run.cpu.error.isEmpty()    ? run.cpu.error
                            : !run.cuda.error.isEmpty() ? run.cuda.error
                            : cancelled                 ? TrCli::tr("interrupted")
                                                        : TrCli::tr("the --no-sync result did not verify");
        printError(TrCli::tr("--no-sync, n = %1: %2").arg(run.request.n).arg(why));
        interrupted = interrupted || cancelled;
        code = kExitFailed;
    }
    return code;
}

} // namespace

int runBench(const QStringList &args)
{
    QCommandLineParser parser;
    const BenchOptions o = benchOptions();
    parser.addOptions({o.size, o.sizes, o.backend, o.repeats, o.warmup, o.json, o.noSync, o.precision, o.roofline,
                       o.save, o.nickname});
    if (auto done =
            parseSubcommand(parser, args,
                            TrCli::tr("The lesson's benchmark: the same fp32 matmul on the CPU and on the GPU (or its "
                                      "labelled simulation), warmed up, synchronised, repeated and verified. With "
                                      "--no-sync it also measures what forgetting the barrier would have printed.")))
        return *done;

    if (parser.isSet(o.nickname) && !parser.isSet(o.save))
        return usageError(TrCli::tr("--nickname goes with --save"));
    if (parser.isSet(o.nickname) && parser.value(o.nickname).size() > core::board::kMaxNicknameLength)
        return usageError(TrCli::tr("--nickname: at most %1 characters").arg(core::board::kMaxNicknameLength));
    const QString savePath = parser.value(o.save);
    if (parser.isSet(o.save) && (savePath.isEmpty() || !QFileInfo(savePath).absoluteDir().exists()))
        return usageError(TrCli::tr("--save: the folder of \"%1\" does not exist").arg(savePath));
    // What is measured from here on is what --save writes: the --no-sync
    // readings and the roofline record themselves (core/sessionresults.h).
    core::SessionResults::instance().clear();
    const auto saved = [&](int code) {
        if (!parser.isSet(o.save))
            return code;
        if (const QString why = saveSessionResults(savePath, parser.value(o.nickname)); !why.isEmpty()) {
            printError(why);
            return kExitFailed;
        }
        return code;
    };

    BenchArgs bench;
    if (const QString why = readBenchArgs(parser, o, bench); !why.isEmpty())
        return usageError(why);
    const core::BenchmarkRequest &request = bench.request;
    if (parser.isSet(o.roofline)) {
        RooflineRun run;
        run.backendId = parser.isSet(o.backend) ? optionWord(parser.value(o.backend)) : QStringLiteral("cpu");
        run.sizes = parser.isSet(o.size) || parser.isSet(o.sizes) ? request.sizes : rooflineDefaultSizes();
        run.precisions = bench.precisions;
        run.warmup = request.warmup;
        run.repeats = request.repeats;
        run.json = parser.isSet(o.json);
        setOnInterrupt(OnInterrupt::Cancel);
        return saved(runRoofline(run, interruptRequested()));
    }
    std::vector<std::unique_ptr<kernels::MatmulBackend>> backends;
    if (const QString why = benchBackends(parser, o, request, backends); !why.isEmpty())
        return usageError(why);

    // From here Ctrl+C stops the runs between two timed calls, and what was measured is printed.
    setOnInterrupt(OnInterrupt::Cancel);
    const std::atomic<bool> &stop = interruptRequested();
    // Before the benchmark, so that --no-sync's cold call is this process's
    // first oneDNN call (library start-up included).
    const QList<core::timing::TimingRun> noSyncRuns =
        parser.isSet(o.noSync) ? measureNoSync(request, stop) : QList<core::timing::TimingRun>{};
    QList<core::BenchmarkResult> results;
    for (const auto &b : backends)
        results.append(core::runBenchmark(*b, request, stop));
    core::SessionResults::instance().recordLesson(results);

    if (parser.isSet(o.json)) {
        printLine(QString::fromUtf8(QJsonDocument(core::benchToJson(request, results,
                                                                    parser.isSet(o.noSync) ? std::optional(noSyncRuns)
                                                                                           : std::nullopt))
                                        .toJson(QJsonDocument::Indented))
                      .trimmed());
    } else {
        printBenchText(request, results, noSyncRuns);
    }
    return saved(reportBenchFailures(results, noSyncRuns));
}

} // namespace gpulab::app
