#pragma once

// Predict, then test: before a lab shows an answer the learner may guess it.
// This is the guessing's arithmetic, free of widgets: what each lab asks, the
// true answer worked out by that lab's own model, how close a guess came, and
// a score per lab for the session. Labs ask four kinds of question; each is
// compared on the scale that suits it (a size or a speedup is "close" within a
// factor, a dollar figure within a percentage, a fits question is yes or no).

#include <QHash>
#include <QString>

#include <optional>

namespace gpulab::core {
struct BenchmarkResult;
}
namespace gpulab::core::throughput {
struct RaceSettings;
}
namespace gpulab::core::vram {
struct Plan;
}
namespace gpulab::core::cost {
struct RateClass;
struct SweepInput;
} // namespace gpulab::core::cost
namespace gpulab::core::timing {
struct TimingSettings;
}

namespace gpulab::core::predict {

enum class Question {
    Crossover,     // throughput race: the n above which the GPU wins
    Speedup,       // lesson benchmark: CPU time ÷ GPU time, before "Run it"
    Fits,          // VRAM planner: does the plan fit on a 24 GB card?
    SweepCost,     // cost lab: the sweep's total in dollars
    UnsyncedTimer, // timing lab: what the timer reads without synchronize(), in seconds
};

// How a guess is compared with the answer.
enum class Scale {
    Factor,  // on a log scale: how many times too big or too small
    Percent, // relative difference in per cent
    YesNo,
};
Scale scaleOf(Question q);

enum class Closeness { Close, Near, Off };

// The tolerances. A factor scale takes the guess as close within 1.5× either
// way and near within 3×; a percent scale within ±10 % and ±25 %.
inline constexpr double kCloseFactor = 1.5;
inline constexpr double kNearFactor = 3.0;
inline constexpr double kClosePercent = 10.0;
inline constexpr double kNearPercent = 25.0;

// ≥ 1: max(guess/truth, truth/guess); infinity when either is not positive.
double factorOff(double guess, double truth);
// (guess − truth) ÷ truth × 100; infinity when truth is 0 and the guess is not.
double percentOff(double guess, double truth);

Closeness scoreFactor(double guess, double truth);
Closeness scorePercent(double guess, double truth);
Closeness scoreYesNo(bool guess, bool truth);
// Yes/no questions take 1 for yes and 0 for no.
Closeness score(Question q, double guess, double truth);

struct Score {
    int tries = 0;
    int close = 0;
    int near = 0;
    void record(Closeness c);
    bool operator==(const Score &) const = default;
};

// The scores per lab (labids.h ids) for this run of the program; a lab's
// prediction boxes all add to its one score. Nothing is saved: a hand-out
// state must not carry a student's score to the next student.
class Scoreboard {
public:
    static Scoreboard &session();

    void record(const QString &labId, Closeness c);
    [[nodiscard]] Score score(const QString &labId) const { return m_scores.value(labId); }
    [[nodiscard]] Score total() const;
    void reset() { m_scores.clear(); }

private:
    QHash<QString, Score> m_scores;
};

// ---- The true answers, each from its lab's own model ------------------------

// The race's crossover n; none when the GPU never wins with these settings.
std::optional<double> crossoverAnswer(const throughput::RaceSettings &s);
// The lesson benchmark's speedup by core's speedup rule; none when the runs
// give no ratio (failed, cancelled, wrong or unverified).
std::optional<double> speedupAnswer(const BenchmarkResult &cpu, const BenchmarkResult &gpu);
// The card the fits question asks about: the lesson's 24 GB card (decimal GB).
double fitsQuestionCardBytes();
// Whether the plan fits on that card, headroom included (the planner's own check).
bool fitsAnswer(const vram::Plan &plan);
// The sweep's total in dollars (on spot, the expected total), as the cost lab shows it.
double sweepCostAnswer(const cost::RateClass &card, const cost::SweepInput &in);
// What the host timer reads around a warm call with no synchronize() after it.
double unsyncedTimerAnswer(const timing::TimingSettings &s);

} // namespace gpulab::core::predict
