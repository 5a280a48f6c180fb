#include "core/predict/predict.h"

#include "core/cost/costmodel.h"
#include "core/lessonbenchmark.h"
#include "core/throughput/racemodel.h"
#include "core/timing/timingmodel.h"
#include "core/units.h"
#include "core/vram/vramplan.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace gpulab::core::predict {

Scale scaleOf(Question q)
{
    switch (q) {
    case Question::Crossover:
    case Question::Speedup:
    case Question::UnsyncedTimer: return Scale::Factor;
    case Question::SweepCost: return Scale::Percent;
    case Question::Fits: return Scale::YesNo;
    }
    return Scale::Factor;
}

double factorOff(double guess, double truth)
{
    if (!(guess > 0.0) || !(truth > 0.0))
        return std::numeric_limits<double>::infinity();
    return std::max(guess / truth, truth / guess);
}

double percentOff(double guess, double truth)
{
    if (truth == 0.0)
        return guess == 0.0 ? 0.0 : std::numeric_limits<double>::infinity();
    return (guess - truth) / std::abs(truth) * 100.0;
}

Closeness scoreFactor(double guess, double truth)
{
    const double f = factorOff(guess, truth);
    return f <= kCloseFactor ? Closeness::Close : f <= kNearFactor ? Closeness::Near : Closeness::Off;
}

Closeness scorePercent(double guess, double truth)
{
    const double p = std::abs(percentOff(guess, truth));
    return p <= kClosePercent ? Closeness::Close : p <= kNearPercent ? Closeness::Near : Closeness::Off;
}

Closeness scoreYesNo(bool guess, bool truth)
{
    return guess == truth ? Closeness::Close : Closeness::Off;
}

Closeness score(Question q, double guess, double truth)
{
    switch (scaleOf(q)) {
    case Scale::Factor: return scoreFactor(guess, truth);
    case Scale::Percent: return scorePercent(guess, truth);
    case Scale::YesNo: return scoreYesNo(guess != 0.0, truth != 0.0);
    }
    return Closeness::Off;
}

void Score::record(Closeness c)
{
    ++tries;
    if (c == Closeness::Close)
        ++close;
    else if (c == Closeness::Near)
        ++near;
}

Scoreboard &Scoreboard::session()
{
    static Scoreboard board;
    return board;
}

void Scoreboard::record(const QString &labId, Closeness c)
{
    m_scores[labId].record(c);
}

Score Scoreboard::total() const
{
    Score sum;
    for (const Score &s : m_scores) {
        sum.tries += s.tries;
        sum.close += s.close;
        sum.near += s.near;
    }
    return sum;
}

std::optional<double> crossoverAnswer(const throughput::RaceSettings &s)
{
    const throughput::Crossover x = throughput::crossover(s);
    if (!x.gpuEverWins)
        return std::nullopt;
    return x.n;
}

std::optional<double> speedupAnswer(const BenchmarkResult &cpu, const BenchmarkResult &gpu)
{
    const SpeedupReading r = readSpeedup(cpu, gpu);
    if (!r.ok)
        return std::nullopt;
    return r.speedup;
}

double fitsQuestionCardBytes()
{
    return 24.0 * units::kGB;
}

bool fitsAnswer(const vram::Plan &plan)
{
    return vram::validate(plan).isEmpty() && vram::fits(plan, fitsQuestionCardBytes());
}

double sweepCostAnswer(const cost::RateClass &card, const cost::SweepInput &in)
{
    return cost::sweepCost(card, in).totalDollars;
}

double unsyncedTimerAnswer(const timing::TimingSettings &s)
{
    return timing::TimingModel::compute(s).noBarrierSeconds;
}

} // namespace gpulab::core::predict
