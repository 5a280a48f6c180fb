#include "core/dispatch/dispatchquiz.h"

namespace gpulab::core::dispatch {
namespace {
QString keyOf(const QString &scenarioId, int line, Machine machine)
{
    return QStringLiteral("%1/%2/%3").arg(scenarioId).arg(line).arg(int(machine));
}
} // namespace

QStringList quizChoices(const Scenario &scenario, const ScriptLine &line, WheelBuild build, const HostFacts &thisHost)
{
    QStringList choices;
    const auto add = [&choices](const Outcome &o) {
        const QString label = o.quizLabel();
        if (!label.isEmpty() && !choices.contains(label))
            choices << label;
    };
    for (const Machine m : allMachines())
        add(outcomeFor(scenario, line, m, build, thisHost));
    // The environments no column shows right now (the other wheel) are fair distractors.
    const HostFacts ws = HostFacts::workstation();
    for (auto it = line.outcomes.cbegin(); it != line.outcomes.cend(); ++it) {
        Outcome o = it.value();
        o.text = fillPlaceholders(o.text, ws);
        o.label = fillPlaceholders(o.label, ws);
        add(o);
    }
    return choices;
}

DispatchQuiz::Verdict DispatchQuiz::answer(const QString &scenarioId, int line, Machine machine, const QString &chosen,
                                           const QString &correct)
{
    const QString k = keyOf(scenarioId, line, machine);
    if (m_done.contains(k))
        return Verdict::AlreadyAnswered;
    m_done.insert(k);
    ++m_attempts;
    if (chosen == correct) {
        ++m_correct;
        return Verdict::Correct;
    }
    return Verdict::Wrong;
}

bool DispatchQuiz::answered(const QString &scenarioId, int line, Machine machine) const
{
    return m_done.contains(keyOf(scenarioId, line, machine));
}

void DispatchQuiz::reset()
{
    m_done.clear();
    m_correct = 0;
    m_attempts = 0;
}

} // namespace gpulab::core::dispatch
