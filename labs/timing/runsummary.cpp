#include "labs/timing/runsummary.h"

#include "core/timing/timingreport.h"
#include "core/units.h"
#include "labs/style.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpulab::labs {
namespace {

namespace units = core::units;

// lupdate and the runtime agree on the context "TimingRunSummary".
struct TrTimingRunSummary {
    Q_DECLARE_TR_FUNCTIONS(TimingRunSummary)
};

QString spread(const core::Spread &s)
{
    return TrTimingRunSummary::tr("<b>%1</b> (min %2, max %3)")
        .arg(units::seconds(s.median), units::seconds(s.min), units::seconds(s.max));
}

QString verdictLine(core::Verdict v, const QString &text)
{
    const QString colour =
        labs::style::toneTextCss(v == core::Verdict::Passed ? labs::style::Tone::Good : labs::style::Tone::Bad);
    // ✔ or ✘ as well as green or red: the colour is never the only sign.
    const QString mark = v == core::Verdict::Passed ? QStringLiteral("✔ ") : QStringLiteral("✘ ");
    return QStringLiteral("<span style=\"color:%1\">%2%3</span>").arg(colour, mark, text.toHtmlEscaped());
}

QString errorLine(const QString &error)
{
    return QStringLiteral("<span style=\"color:%1\">%2</span>")
        .arg(labs::style::toneTextCss(labs::style::Tone::Bad), error.toHtmlEscaped());
}

QString cpuPart(const core::timing::CpuQueueTiming &c)
{
    QString html = TrTimingRunSummary::tr("<b>%1</b> — measured on %2, n = %3<br>")
                       .arg(c.label.toHtmlEscaped(), c.device.toHtmlEscaped(), QLocale().toString(c.n));
    if (!c.error.isEmpty())
        return html + errorLine(c.error);
    if (c.waitedSeconds.isEmpty())
        return html + TrTimingRunSummary::tr("cancelled before the first reading");
    html += TrTimingRunSummary::tr("submit, no wait: %1<br>").arg(spread(c.submit));
    html += TrTimingRunSummary::tr("submit, then wait: %1<br>").arg(spread(c.waited));
    if (c.submit.median > 0) {
        const double factor = core::timing::illusionFactor(c);
        if (core::timing::illusionShows(factor))
            html += TrTimingRunSummary::tr(
                        "Stopping the clock at submit() makes the multiply look <b>%1× faster</b> than it is.<br>")
                        .arg(units::number(factor, 0));
        else
            html += TrTimingRunSummary::tr("Here the two readings are close (<b>%1×</b>): at n = %2 the multiply "
                                           "takes about as long as handing it to the queue, so skipping the wait "
                                           "hides little. A larger n shows the gap.<br>")
                        .arg(units::number(factor, 1), QLocale().toString(c.n));
    }
    html += TrTimingRunSummary::tr(
                "Cold first call: <b>%1</b> (a fresh primitive, cache off: creation %2, first run on a fresh "
                "thread %3) against %4 for a warmed multiply timed on the worker itself%5; that figure leaves "
                "out handing the work to the queue and waking the waiting thread, so it is a little below "
                "\"submit, then wait\".<br>")
                .arg(units::seconds(c.coldSeconds), units::seconds(c.coldCreateSeconds),
                     units::seconds(c.coldFirstRunSeconds), units::seconds(c.run.median),
                     c.coldIsCold ? QString()
                                  : TrTimingRunSummary::tr(" — oneDNN kept its primitive cache, so this may be warm"));
    html += verdictLine(c.verdict, c.verdictText);
    // A busy machine makes every reading too long: said next to them.
    if (const QString note = core::busyNote(c.load); !note.isEmpty())
        html += QStringLiteral("<br><span style=\"color:%1\">⚠ %2</span>")
                    .arg(labs::style::toneTextCss(labs::style::Tone::Warning), note.toHtmlEscaped());
    if (c.cancelled)
        html += TrTimingRunSummary::tr("<br>cancelled: the readings so far are shown");
    return html;
}

QString cudaPart(const core::timing::CudaTiming &g)
{
    if (!g.usable)
        return TrTimingRunSummary::tr("<b>CUDA</b> — not measured: %1").arg(g.reason.toHtmlEscaped());
    QString html = TrTimingRunSummary::tr("<b>CUDA stream, cuBLAS</b> — measured on %1, n = %2<br>")
                       .arg(g.device.toHtmlEscaped(), QLocale().toString(g.n));
    if (!g.error.isEmpty())
        return html + errorLine(g.error);
    if (g.syncSeconds.isEmpty())
        return html + TrTimingRunSummary::tr("cancelled before the first reading");
    html += TrTimingRunSummary::tr("host clock, no sync: %1<br>").arg(spread(g.noSync));
    html += TrTimingRunSummary::tr("host clock, synchronised: %1<br>").arg(spread(g.sync));
    html += TrTimingRunSummary::tr("CUDA events: %1<br>").arg(spread(g.events));
    html +=
        TrTimingRunSummary::tr("First (cold) call: %1 synchronised, %2 by events%3.<br>")
            .arg(units::seconds(g.coldSyncSeconds), units::seconds(g.coldEventSeconds),
                 g.coldWasFirst ? TrTimingRunSummary::tr(", the first cuBLAS multiply of this process") : QString());
    html += verdictLine(g.verdict, g.verdictText);
    return html;
}

} // namespace

QString runSummaryHtml(const core::timing::TimingRun &run)
{
    return cpuPart(run.cpu) + QStringLiteral("<br><br>") + cudaPart(run.cuda);
}

} // namespace gpulab::labs
