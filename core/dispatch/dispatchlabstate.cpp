#include "core/dispatch/dispatchlabstate.h"

#include "core/dispatch/scenarioloader.h"
#include "core/labstatereader.h"

#include <QCoreApplication>
#include <QJsonArray>

namespace gpulab::core::dispatch {

namespace {

struct TrDispatchLabState {
    Q_DECLARE_TR_FUNCTIONS(DispatchLabState)
};

QStringList wheelKeys()
{
    return {wheelKey(WheelBuild::Cuda), wheelKey(WheelBuild::CpuOnly)};
}

// The compiled-in scenarios, read once.
const QList<Scenario> &builtinScenarios()
{
    static const QList<Scenario> all = loadScenarios().scenarios;
    return all;
}

QString machineKey(Machine m)
{
    switch (m) {
    case Machine::Workstation: return QStringLiteral("workstation");
    case Machine::Mac: return QStringLiteral("mac");
    case Machine::Laptop: return QStringLiteral("laptop");
    case Machine::ThisMachine: return QStringLiteral("thisMachine");
    }
    return {};
}

QString outcomeKindKey(Outcome::Kind k)
{
    switch (k) {
    case Outcome::Kind::Output: return QStringLiteral("output");
    case Outcome::Kind::Error: return QStringLiteral("error");
    case Outcome::Kind::Unknown: return QStringLiteral("unknown");
    }
    return {};
}

} // namespace

QString wheelKey(WheelBuild build)
{
    return build == WheelBuild::CpuOnly ? QStringLiteral("cpu-only") : QStringLiteral("cuda");
}

DispatchLabState defaultDispatchLabState(const QList<Scenario> &scenarios)
{
    DispatchLabState s;
    s.scenario = scenarios.isEmpty() ? QString() : scenarios.first().id;
    return s;
}

QJsonObject toJson(const DispatchLabState &s)
{
    return {{QStringLiteral("scenario"), s.scenario},
            {QStringLiteral("line"), s.line},
            {QStringLiteral("build"), wheelKey(s.build)}};
}

std::optional<DispatchLabState> dispatchLabStateFromJson(const QJsonObject &json, const QList<Scenario> &scenarios,
                                                         const DispatchLabState &base, QString *why)
{
    DispatchLabState s = base;
    LabStateReader r(json);
    r.text(QStringLiteral("scenario"), &s.scenario);
    const Scenario *found = nullptr;
    for (const Scenario &sc : scenarios)
        if (sc.id == s.scenario)
            found = &sc;
    if (r.ok() && !found)
        r.fail(TrDispatchLabState::tr("it names a scenario this lab does not have (\"%1\")").arg(s.scenario));
    // A state naming another scenario starts it at its first line unless it says which.
    if (r.ok() && s.scenario != base.scenario)
        s.line = 1;
    r.integer(QStringLiteral("line"), 1, found ? std::max(1, int(found->lines.size())) : 1, &s.line);
    QString build = wheelKey(s.build);
    r.choice(QStringLiteral("build"), wheelKeys(), &build);
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    s.build = build == wheelKey(WheelBuild::CpuOnly) ? WheelBuild::CpuOnly : WheelBuild::Cuda;
    return s;
}

QJsonObject dispatchLabDefaults()
{
    return toJson(defaultDispatchLabState(builtinScenarios()));
}

std::optional<QJsonObject> dispatchLabFromV1(const QJsonObject &v1, QString *why)
{
    LabStateReader r(v1);
    QJsonObject out = dispatchLabDefaults();
    QString scenario;
    const bool hadScenario = v1.contains(QStringLiteral("scenario"));
    r.text(QStringLiteral("scenario"), &scenario);
    if (r.ok() && hadScenario)
        out.insert(QStringLiteral("scenario"), scenario);
    int line = -1;
    r.integer(QStringLiteral("line"), 0, 1'000'000, &line);
    if (r.ok() && line >= 0)
        out.insert(QStringLiteral("line"), line + 1);
    int build = -1;
    r.integer(QStringLiteral("build"), 0, int(wheelKeys().size()) - 1, &build);
    if (r.ok() && build >= 0)
        out.insert(QStringLiteral("build"), wheelKeys().at(build));
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    // The scenario and the line's range are checked when the state is used,
    // against the scenarios there.
    return out;
}

std::optional<LabFigures> dispatchLabFigures(const QJsonObject &json, QString *why)
{
    const QList<Scenario> &scenarios = builtinScenarios();
    const std::optional<DispatchLabState> s =
        dispatchLabStateFromJson(json, scenarios, defaultDispatchLabState(scenarios), why);
    if (!s)
        return std::nullopt;
    const Scenario *sc = nullptr;
    for (const Scenario &candidate : scenarios)
        if (candidate.id == s->scenario)
            sc = &candidate;
    if (!sc) { // no scenarios compiled in
        if (why)
            *why = TrDispatchLabState::tr("this lab has no scenarios");
        return std::nullopt;
    }
    LabFigures f;
    const QList<Machine> machines{Machine::Workstation, Machine::Mac, Machine::Laptop};
    const HostFacts noHost; // "this machine" is not a figure of the state
    f.lines << LabFigureLine{TrDispatchLabState::tr("Scenario"), sc->tr(sc->title)}
            << LabFigureLine{TrDispatchLabState::tr("Line"),
                             TrDispatchLabState::tr("%1 of %2").arg(s->line).arg(sc->lines.size())}
            << LabFigureLine{TrDispatchLabState::tr("Laptop's PyTorch"), buildTitle(s->build)};
    QJsonArray run;
    for (int i = 0; i < s->line && i < sc->lines.size(); ++i) {
        const ScriptLine &line = sc->lines[i];
        QJsonObject outcomes;
        // A line of several source lines: its first, and "…" (the JSON has it whole).
        const QStringList source = line.code.split(u'\n');
        f.lines << LabFigureLine{TrDispatchLabState::tr("Line %1").arg(i + 1),
                                 source.size() > 1 ? source.first() + QStringLiteral(" …") : line.code};
        for (Machine m : machines) {
            const Outcome o = outcomeFor(*sc, line, m, s->build, noHost);
            outcomes.insert(machineKey(m), QJsonObject{{QStringLiteral("kind"), outcomeKindKey(o.kind)},
                                                       {QStringLiteral("terminal"), o.terminalText()},
                                                       {QStringLiteral("quizLabel"), o.quizLabel()}});
            f.lines << LabFigureLine{QStringLiteral("  ") + machineTitle(m), o.quizLabel()};
        }
        run.append(QJsonObject{
            {QStringLiteral("line"), i + 1},
            {QStringLiteral("code"), line.code},
            {QStringLiteral("kind"), line.kind == LineKind::Shell ? QStringLiteral("shell") : QStringLiteral("python")},
            {QStringLiteral("outcomes"), outcomes}});
    }
    f.json = QJsonObject{{QStringLiteral("scenario"), sc->id},
                         {QStringLiteral("lineCount"), int(sc->lines.size())},
                         {QStringLiteral("line"), s->line},
                         {QStringLiteral("build"), wheelKey(s->build)},
                         {QStringLiteral("linesRun"), run}};
    return f;
}

} // namespace gpulab::core::dispatch
