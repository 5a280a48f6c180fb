#include "core/dispatch/realrun.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QStringList>

namespace gpulab::core::dispatch {
namespace {

// lupdate and the runtime agree on the context "RealRun".
struct TrRealRun {
    Q_DECLARE_TR_FUNCTIONS(RealRun)
};

int lastLine(const Scenario &scenario, int upTo)
{
    const int n = int(scenario.lines.size());
    return upTo < 0 || upTo >= n ? n - 1 : upTo;
}

QString gotText(const QJsonObject &ran)
{
    const QString type = ran.value(QStringLiteral("error_type")).toString();
    if (!type.isEmpty()) {
        // The exception's last line, as a traceback ends.
        const QString message = ran.value(QStringLiteral("error")).toString();
        return message.isEmpty() ? type : type + QStringLiteral(": ") + message;
    }
    return ran.value(QStringLiteral("printed")).toString();
}

} // namespace

QList<int> runLinesIndices(const Scenario &scenario, int upTo)
{
    QList<int> out;
    const int last = lastLine(scenario, upTo);
    for (int i = 0; i <= last; ++i)
        if (scenario.lines[i].kind == LineKind::Python)
            out.append(i);
    return out;
}

QJsonObject runLinesRequest(const Scenario &scenario, int upTo)
{
    QJsonArray lines;
    for (int i : runLinesIndices(scenario, upTo))
        lines.append(scenario.lines[i].code);
    return QJsonObject{{QStringLiteral("lines"), lines}};
}

WheelBuild wheelOf(const torch::TorchInstall &install)
{
    return install.torchCuda.isEmpty() ? WheelBuild::CpuOnly : WheelBuild::Cuda;
}

Outcome predictionFor(const Scenario &scenario, int line, const torch::TorchInstall &install, const HostFacts &host)
{
    HostFacts mine = host;
    if (!install.torchCuda.isEmpty())
        mine.wheelCuda = install.torchCuda;
    return outcomeFor(scenario, scenario.lines[line], Machine::ThisMachine, wheelOf(install), mine);
}

RealLine::Verdict judge(const Outcome &predicted, const QJsonObject &ran)
{
    using V = RealLine::Verdict;
    const QString type = ran.value(QStringLiteral("error_type")).toString();
    switch (predicted.kind) {
    case Outcome::Kind::Unknown: return V::NotComparable;
    case Outcome::Kind::Error:
        return !type.isEmpty() && type == predicted.errorType &&
                       ran.value(QStringLiteral("error")).toString().startsWith(predicted.text)
                   ? V::Same
                   : V::Different;
    case Outcome::Kind::Output:
        if (predicted.text.contains(u'{'))
            return V::NotComparable; // a card's figure this machine cannot fill in
        return type.isEmpty() && ran.value(QStringLiteral("printed")).toString() == predicted.text ? V::Same
                                                                                                   : V::Different;
    }
    return V::NotComparable;
}

QList<RealLine> compareRun(const Scenario &scenario, const QList<QJsonObject> &ran, const torch::TorchInstall &install,
                           const HostFacts &host, int upTo)
{
    QList<RealLine> out;
    const QList<int> sent = runLinesIndices(scenario, upTo);
    const int last = lastLine(scenario, upTo);
    for (int i = 0; i <= last; ++i) {
        RealLine r;
        r.line = i;
        const Outcome predicted = predictionFor(scenario, i, install, host);
        r.predicted = predicted.kind == Outcome::Kind::Unknown ? QString() : predicted.terminalText();
        if (scenario.lines[i].kind == LineKind::Shell) {
            r.note = TrRealRun::tr("a shell line: run it in a terminal");
            out.append(r);
            continue;
        }
        const int at = int(sent.indexOf(i));
        const QJsonObject *result = nullptr;
        for (const QJsonObject &o : ran)
            if (o.value(QStringLiteral("index")).toInt(-1) == at)
                result = &o;
        if (result == nullptr) {
            r.note = TrRealRun::tr("not reached: the run stopped before this line");
            out.append(r);
            continue;
        }
        r.got = gotText(*result);
        r.verdict = judge(predicted, *result);
        if (r.verdict == RealLine::Verdict::NotComparable)
            r.note = predicted.kind == Outcome::Kind::Unknown
                         ? predicted.text
                         : TrRealRun::tr("the prediction names a card this machine does not have");
        out.append(r);
    }
    return out;
}

QString realRunReport(const Scenario &scenario, const QList<RealLine> &lines, const torch::TorchInstall &install,
                      const QString &home)
{
    QStringList out;
    out << TrRealRun::tr("GPU Lab, device dispatch: \"%1\" run in %2 (Python %3, %4)")
               .arg(scenario.tr(scenario.title), install.summary(home), install.pythonVersion, install.buildSummary());
    for (const RealLine &l : lines) {
        const QString mark = l.verdict == RealLine::Verdict::Same        ? QStringLiteral("✓")
                             : l.verdict == RealLine::Verdict::Different ? QStringLiteral("✗")
                                                                         : QStringLiteral("·");
        out << QString();
        out << QStringLiteral("%1 %2. %3").arg(mark).arg(l.line + 1).arg(scenario.lines[l.line].code);
        if (!l.predicted.isEmpty())
            out << TrRealRun::tr("   GPU Lab predicts: %1").arg(l.predicted);
        if (l.verdict == RealLine::Verdict::Same || l.verdict == RealLine::Verdict::Different ||
            l.verdict == RealLine::Verdict::NotComparable)
            out << TrRealRun::tr("   PyTorch printed:  %1").arg(l.got.isEmpty() ? TrRealRun::tr("(nothing)") : l.got);
        if (!l.note.isEmpty())
            out << QStringLiteral("   (%1)").arg(l.note);
    }
    return out.join(u'\n');
}

} // namespace gpulab::core::dispatch
