// `gpulab torch`: the learner's PyTorch, found and asked; the dispatch
// scenarios' Python lines run in it and compared with the lab's prediction
// for this machine; the timing pitfall timed in it. The same core code the
// labs use (core/torch, core/dispatch/realrun.h); scripts/check-torch-facts
// drives it against a real torch.

#include "app/cli.h"
#include "app/cliargs.h"
#include "core/deviceprobe.h"
#include "core/dispatch/realrun.h"
#include "core/dispatch/scenarioloader.h"
#include "core/torch/torchfinder.h"
#include "core/torch/torchtiming.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QProcessEnvironment>

namespace gpulab::app {
namespace {

namespace dispatch = core::dispatch;
namespace torch = core::torch;

// lupdate and the runtime agree on the context "Cli".
struct TrCliTorch {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

QString home()
{
    return QProcessEnvironment::systemEnvironment().value(QStringLiteral("HOME"));
}

QJsonObject installJson(const torch::TorchInstall &t)
{
    QJsonObject o{{QStringLiteral("interpreter"), t.where.interpreter},
                  {QStringLiteral("origin"), t.where.origin},
                  {QStringLiteral("python"), t.pythonVersion},
                  {QStringLiteral("prefix"), t.prefix}};
    switch (t.state) {
    case torch::TorchInstall::State::Found:
        o.insert(QStringLiteral("torch"), t.torchVersion);
        o.insert(QStringLiteral("cuda"), t.torchCuda.isEmpty() ? QJsonValue() : QJsonValue(t.torchCuda));
        o.insert(QStringLiteral("mps_built"), t.mpsBuilt);
        o.insert(QStringLiteral("cuda_available"), t.cudaAvailable);
        o.insert(QStringLiteral("device"), t.device);
        break;
    case torch::TorchInstall::State::NoTorch:
    case torch::TorchInstall::State::Failed: o.insert(QStringLiteral("problem"), t.problem); break;
    }
    return o;
}

const char *verdictKey(dispatch::RealLine::Verdict v)
{
    switch (v) {
    case dispatch::RealLine::Verdict::Same: return "same";
    case dispatch::RealLine::Verdict::Different: return "different";
    case dispatch::RealLine::Verdict::NotComparable: return "not_comparable";
    case dispatch::RealLine::Verdict::NotRun: return "not_run";
    }
    return "not_run";
}

} // namespace

int runTorch(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), TrCliTorch::tr("Print one JSON object."));
    const QCommandLineOption python(QStringLiteral("python"),
                                    TrCliTorch::tr("Ask only this interpreter (a path) instead of looking for one."),
                                    QStringLiteral("path"));
    const QCommandLineOption scenario(
        QStringLiteral("run-scenario"),
        TrCliTorch::tr("Run a dispatch scenario's Python lines (its id, or \"all\") and compare each with the lab's "
                       "prediction for this machine; exit 1 on a difference."),
        QStringLiteral("id"));
    const QCommandLineOption timeN(
        QStringLiteral("time"), TrCliTorch::tr("Time a @ b at n×n with and without the barrier (n from 16 to 16384)."),
        QStringLiteral("n"));
    parser.addOptions({json, python, scenario, timeN});
    if (auto done =
            parseSubcommand(parser, args,
                            TrCliTorch::tr("The PyTorch on this machine: found, asked, and the lab's lines run in it. "
                                           "Only GPU Lab's own fixed scripts run; nothing is installed.")))
        return *done;

    std::optional<int> n;
    if (parser.isSet(timeN)) {
        QString error;
        n = wholeNumber(parser.value(timeN), QStringLiteral("--time"), 16, 16384, error);
        if (!n)
            return usageError(error);
    }
    QList<dispatch::Scenario> scenarios;
    if (parser.isSet(scenario)) {
        const QString wanted = optionWord(parser.value(scenario));
        for (const dispatch::Scenario &s : dispatch::loadScenarios().scenarios)
            if (wanted == u"all" || s.id == wanted)
                scenarios.append(s);
        if (scenarios.isEmpty())
            return usageError(TrCliTorch::tr("unknown scenario \"%1\" for --run-scenario").arg(parser.value(scenario)));
    }

    torch::TorchFinder finder;
    torch::PythonSearchEnvironment env = torch::PythonSearchEnvironment::fromSystem({});
    if (parser.isSet(python)) {
        const QFileInfo given(parser.value(python));
        if (!given.isFile() || !given.isExecutable())
            return usageError(TrCliTorch::tr("--python %1: not an executable file").arg(parser.value(python)));
        env.searchCommonPlaces = false;
        env.remembered = {given.absoluteFilePath()};
    }
    finder.lookIn(env);
    finder.waitForLook();

    QJsonObject out;
    QJsonArray installs;
    for (const torch::TorchInstall &t : finder.installs())
        installs.append(installJson(t));
    out.insert(QStringLiteral("installs"), installs);
    if (!parser.isSet(json)) {
        printLine(TrCliTorch::tr("PyTorch on this machine:"));
        if (finder.installs().isEmpty())
            printLine(TrCliTorch::tr("  no Python interpreter found"));
        for (const torch::TorchInstall &t : finder.installs())
            printLine(QStringLiteral("  %1%2").arg(
                t.summary(home()), t.hasTorch() ? QStringLiteral(" — ") + t.buildSummary() : QString()));
    }
    const torch::TorchInstall *use = finder.preferred();
    if (use == nullptr) {
        if (parser.isSet(json))
            printLine(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        if (!scenarios.isEmpty() || n) {
            printError(TrCliTorch::tr("no PyTorch found to run in (pip install torch)"));
            return kExitFailed;
        }
        return kExitOk;
    }

    int status = kExitOk;
    const dispatch::HostFacts host = dispatch::HostFacts::fromReport(core::deviceReport());
    QJsonArray runs;
    for (const dispatch::Scenario &s : scenarios) {
        torch::PythonJob job;
        job.start(use->where.interpreter, torch::Script::RunLines, dispatch::runLinesRequest(s));
        const torch::PythonJobResult r = job.waitForResult();
        const QList<dispatch::RealLine> lines = dispatch::compareRun(s, r.lines, *use, host);
        QJsonArray jl;
        for (const dispatch::RealLine &l : lines) {
            jl.append(QJsonObject{{QStringLiteral("line"), l.line + 1},
                                  {QStringLiteral("code"), s.lines[l.line].code},
                                  {QStringLiteral("verdict"), QLatin1String(verdictKey(l.verdict))},
                                  {QStringLiteral("predicted"), l.predicted},
                                  {QStringLiteral("got"), l.got},
                                  {QStringLiteral("note"), l.note}});
            if (l.verdict == dispatch::RealLine::Verdict::Different)
                status = kExitFailed;
        }
        QJsonObject run{{QStringLiteral("scenario"), s.id}, {QStringLiteral("lines"), jl}};
        if (!r.ok()) {
            run.insert(QStringLiteral("problem"), r.message);
            status = kExitFailed;
        }
        runs.append(run);
        if (!parser.isSet(json)) {
            printLine(QString());
            printLine(dispatch::realRunReport(s, lines, *use, home()));
            if (!r.ok())
                printLine(TrCliTorch::tr("  the run stopped: %1").arg(r.message));
        }
    }
    if (!scenarios.isEmpty())
        out.insert(QStringLiteral("runs"), runs);

    if (n) {
        torch::PythonJob job;
        torch::PythonJobLimits limits;
        limits.timeoutMs = 300000;
        job.start(use->where.interpreter, torch::Script::TimeMatmul, torch::torchTimingRequest(*n), limits);
        const torch::PythonJobResult r = job.waitForResult();
        const torch::TorchTiming t = torch::torchTimingFrom(r);
        if (t.valid) {
            out.insert(QStringLiteral("timing"), QJsonObject{{QStringLiteral("device"), t.device},
                                                             {QStringLiteral("n"), t.n},
                                                             {QStringLiteral("barrier"), t.barrierName},
                                                             {QStringLiteral("without_barrier_s"), t.withoutBarrierS},
                                                             {QStringLiteral("with_barrier_s"), t.withBarrierS},
                                                             {QStringLiteral("illusion_factor"), t.illusionFactor()},
                                                             {QStringLiteral("synchronous"), t.synchronous()}});
            if (!parser.isSet(json)) {
                printLine(QString());
                printLine(torch::describeTorchTiming(t));
            }
        } else {
            const QString why = r.ok() ? TrCliTorch::tr("its answer was incomplete") : r.message;
            out.insert(QStringLiteral("timing"), QJsonObject{{QStringLiteral("problem"), why}});
            printError(TrCliTorch::tr("timing in PyTorch failed: %1").arg(why));
            status = kExitFailed;
        }
    }
    if (parser.isSet(json))
        printLine(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
    return status;
}

} // namespace gpulab::app
