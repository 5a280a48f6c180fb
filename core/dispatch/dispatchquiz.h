#pragma once

// The stepper's mini quiz: before a line's output on one machine is shown,
// the learner picks what they think it prints. Each (scenario, line, machine)
// counts once, so revealing again does not farm points.

#include "core/dispatch/machines.h"

#include <QSet>
#include <QString>
#include <QStringList>

namespace gpulab::core::dispatch {

// The answers a learner chooses from for `line`: the distinct short forms of
// every environment's outcome plus the four columns' own, in a fixed order.
// Fewer than two choices means every machine agrees and there is nothing to guess.
QStringList quizChoices(const Scenario &scenario, const ScriptLine &line, WheelBuild build, const HostFacts &thisHost);

class DispatchQuiz {
public:
    enum class Verdict { Correct, Wrong, AlreadyAnswered };

    // Scores `chosen` against the real outcome's quiz label.
    Verdict answer(const QString &scenarioId, int line, Machine machine, const QString &chosen, const QString &correct);
    [[nodiscard]] bool answered(const QString &scenarioId, int line, Machine machine) const;
    [[nodiscard]] int correct() const { return m_correct; }
    [[nodiscard]] int attempts() const { return m_attempts; }
    void reset();

private:
    QSet<QString> m_done;
    int m_correct = 0;
    int m_attempts = 0;
};

} // namespace gpulab::core::dispatch
