#include "core/timing/timingreport.h"

#include "core/timing/timingconstants.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

namespace gpulab::core::timing {
namespace {

// lupdate and the runtime agree on the context "TimingReport".
struct TrTimingReport {
    Q_DECLARE_TR_FUNCTIONS(TimingReport)
};

QJsonArray array(const QList<double> &values)
{
    QJsonArray a;
    for (double v : values)
        a.append(v);
    return a;
}

double ratio(double honest, double illusion)
{
    return illusion > 0.0 ? honest / illusion : 0.0;
}

} // namespace

double illusionFactor(const CpuQueueTiming &c)
{
    return ratio(c.waited.median, c.submit.median);
}

double illusionFactor(const CudaTiming &g)
{
    return ratio(g.sync.median, g.noSync.median);
}

bool illusionShows(double factor)
{
    return factor >= kVisibleIllusionFactor;
}

QJsonObject toJson(const CpuQueueTiming &c)
{
    QJsonObject o{{QStringLiteral("label"), c.label},
                  {QStringLiteral("device"), c.device},
                  {QStringLiteral("n"), c.n},
                  {QStringLiteral("submit_seconds"), array(c.submitSeconds)},
                  {QStringLiteral("waited_seconds"), array(c.waitedSeconds)},
                  {QStringLiteral("submit_median_seconds"), c.submit.median},
                  {QStringLiteral("waited_median_seconds"), c.waited.median},
                  {QStringLiteral("illusion_factor"), illusionFactor(c)},
                  {QStringLiteral("cold_seconds"), c.coldSeconds},
                  {QStringLiteral("cold_create_seconds"), c.coldCreateSeconds},
                  {QStringLiteral("cold_first_run_seconds"), c.coldFirstRunSeconds},
                  {QStringLiteral("cold_is_cold"), c.coldIsCold},
                  {QStringLiteral("warm_seconds"), c.run.median},
                  {QStringLiteral("verified"), c.verdict == Verdict::Passed},
                  {QStringLiteral("verdict"), verdictName(c.verdict)},
                  {QStringLiteral("cancelled"), c.cancelled}};
    if (c.load.known) {
        o.insert(QStringLiteral("wait_share"), c.load.waitShare);
        o.insert(QStringLiteral("window_cpu_share"), c.load.interactiveShare);
        o.insert(QStringLiteral("busy_note"), busyNote(c.load));
    }
    if (!c.error.isEmpty())
        o.insert(QStringLiteral("error"), c.error);
    return o;
}

QJsonObject toJson(const CudaTiming &g)
{
    QJsonObject o{{QStringLiteral("usable"), g.usable}};
    if (!g.usable) {
        o.insert(QStringLiteral("reason"), g.reason);
        return o;
    }
    o.insert(QStringLiteral("device"), g.device);
    o.insert(QStringLiteral("n"), g.n);
    o.insert(QStringLiteral("no_sync_seconds"), array(g.noSyncSeconds));
    o.insert(QStringLiteral("sync_seconds"), array(g.syncSeconds));
    o.insert(QStringLiteral("event_seconds"), array(g.eventSeconds));
    o.insert(QStringLiteral("no_sync_median_seconds"), g.noSync.median);
    o.insert(QStringLiteral("sync_median_seconds"), g.sync.median);
    o.insert(QStringLiteral("event_median_seconds"), g.events.median);
    o.insert(QStringLiteral("illusion_factor"), illusionFactor(g));
    o.insert(QStringLiteral("cold_no_sync_seconds"), g.coldNoSyncSeconds);
    o.insert(QStringLiteral("cold_sync_seconds"), g.coldSyncSeconds);
    o.insert(QStringLiteral("cold_event_seconds"), g.coldEventSeconds);
    o.insert(QStringLiteral("cold_was_first"), g.coldWasFirst); // first cuBLAS multiply of the process
    o.insert(QStringLiteral("handle_create_seconds"), g.handleSeconds);
    // What each clock covers, stated with the figures (see gpulab_cuda_api.h).
    o.insert(QStringLiteral("event_seconds_cover"),
             g.eventsGated ? QStringLiteral("device time of the multiply only: the start event is queued behind a gate "
                                            "together with the multiply")
                           : QStringLiteral("ungated (%1): the start event is recorded on an idle stream, so the "
                                            "reading also holds the launch gap and host-side cuBLAS work")
                                 .arg(g.gateOffReason));
    o.insert(QStringLiteral("events_gated"), g.eventsGated);
    o.insert(QStringLiteral("cold_event_seconds_cover"),
             QStringLiteral("ungated: includes the host-side cuBLAS work of the first call and any lazy "
                            "kernel loading; excludes cublasCreate (handle_create_seconds)"));
    o.insert(QStringLiteral("verified"), g.verdict == Verdict::Passed);
    o.insert(QStringLiteral("verdict"), verdictName(g.verdict));
    o.insert(QStringLiteral("cancelled"), g.cancelled);
    if (!g.error.isEmpty())
        o.insert(QStringLiteral("error"), g.error);
    return o;
}

QJsonObject toJson(const TimingRun &run)
{
    return {{QStringLiteral("n"), run.request.n},
            {QStringLiteral("cpu_queue"), toJson(run.cpu)},
            {QStringLiteral("cuda"), toJson(run.cuda)}};
}

QStringList toTextLines(const TimingRun &run)
{
    QStringList lines;
    const CpuQueueTiming &c = run.cpu;
    lines << TrTimingReport::tr("  %1 — measured on %2").arg(c.label, c.device);
    if (!c.error.isEmpty()) {
        lines << TrTimingReport::tr("    failed: %1").arg(c.error);
    } else if (!c.waitedSeconds.isEmpty()) {
        lines << TrTimingReport::tr("    submit, no wait (the illusion): %1").arg(units::seconds(c.submit.median), 10);
        if (illusionShows(illusionFactor(c)))
            lines << TrTimingReport::tr(
                         "    submit, then wait (honest):     %1   the un-waited number is %2× too small")
                         .arg(units::seconds(c.waited.median), 10)
                         .arg(QLocale().toString(illusionFactor(c), 'f', 0));
        else
            lines << TrTimingReport::tr(
                         "    submit, then wait (honest):     %1   close to the un-waited one (%2×): at this n the "
                         "work is about as quick as handing it over; a larger n shows the gap")
                         .arg(units::seconds(c.waited.median), 10)
                         .arg(QLocale().toString(illusionFactor(c), 'f', 1));
        lines << TrTimingReport::tr("    cold first call: %1 (fresh primitive, cache off: creation %2, first run %3) "
                                    "vs %4 warmed, timed "
                                    "on the worker without the hand-over%5")
                     .arg(units::seconds(c.coldSeconds), units::seconds(c.coldCreateSeconds),
                          units::seconds(c.coldFirstRunSeconds), units::seconds(c.run.median),
                          c.coldIsCold ? QString()
                                       : TrTimingReport::tr(" (oneDNN kept its primitive cache: may be warm)"));
        lines << TrTimingReport::tr("    verified: %1")
                     .arg(c.verdict == Verdict::Passed ? TrTimingReport::tr("yes") : c.verdictText);
        if (const QString note = busyNote(c.load); !note.isEmpty())
            lines << QStringLiteral("    ") + note;
    }
    const CudaTiming &g = run.cuda;
    if (!g.usable) {
        lines << TrTimingReport::tr("  CUDA stream: not measured — %1").arg(g.reason);
    } else if (!g.error.isEmpty()) {
        lines << TrTimingReport::tr("  CUDA stream on %1: failed: %2").arg(g.device, g.error);
    } else if (!g.syncSeconds.isEmpty()) {
        lines << TrTimingReport::tr("  CUDA stream, cuBLAS — measured on %1").arg(g.device);
        lines << TrTimingReport::tr("    launch, no sync (the illusion): %1").arg(units::seconds(g.noSync.median), 10);
        lines << TrTimingReport::tr(
                     "    synchronised (honest):          %1   the un-synchronised number is %2× too small")
                     .arg(units::seconds(g.sync.median), 10)
                     .arg(QLocale().toString(illusionFactor(g), 'f', 0));
        lines << TrTimingReport::tr("    CUDA events:                    %1").arg(units::seconds(g.events.median), 10);
        if (!g.eventsGated)
            lines
                << TrTimingReport::tr("      (ungated: %1; the events also hold the launch gap)").arg(g.gateOffReason);
        lines << TrTimingReport::tr("    cold first call: %1 synchronised, %2 by events")
                     .arg(units::seconds(g.coldSyncSeconds), units::seconds(g.coldEventSeconds));
        lines << TrTimingReport::tr("    verified: %1")
                     .arg(g.verdict == Verdict::Passed ? TrTimingReport::tr("yes") : g.verdictText);
    }
    return lines;
}

bool succeeded(const TimingRun &run)
{
    const bool cpuOk = run.cpu.ok() && run.cpu.verdict == Verdict::Passed;
    const bool cudaOk = !run.cuda.usable || (run.cuda.ok() && run.cuda.verdict == Verdict::Passed);
    return cpuOk && cudaOk;
}

} // namespace gpulab::core::timing
