#include "core/cost/costmodel.h"

#include "core/units.h"

#include <QCoreApplication>

#include <cmath>
#include <limits>

namespace gpulab::core::cost {
namespace {
// lupdate and the runtime agree on the context "CostModel".
struct TrCostModel {
    Q_DECLARE_TR_FUNCTIONS(CostModel)
};

// E(τ) for one segment; λ = 0 means no interruptions at all.
double segmentHours(double tau, double lambda, double restart)
{
    if (tau <= 0.0)
        return 0.0;
    if (lambda <= 0.0)
        return tau;
    return std::expm1(lambda * tau) * (1.0 / lambda + restart);
}
} // namespace

QString dollars(double d)
{
    return QStringLiteral("$%1").arg(units::number(d, 2));
}

SweepCost sweepCost(const RateClass &card, const SweepInput &in)
{
    SweepCost c;
    c.rate = card.rate(in.spot);
    const double runs = std::max(0, in.runs);
    c.computeDollars = c.rate * std::max(0.0, in.hoursPerRun) * runs;
    if (in.spot) {
        const SpotOutcome o =
            spotOutcome({in.hoursPerRun, in.interruptsPerHour, in.checkpointMinutes, in.restartMinutes});
        c.preemptionDollars = c.rate * o.expectedLostHours * runs;
    }
    // A forgotten instance bills at the rate it was rented at: a spot instance
    // at the spot rate for as long as it runs. (A pre-emption would end it
    // sooner; the full idle time is the bill to expect if none comes.)
    c.idleDollars = in.forgottenInstance ? c.rate * std::max(0.0, in.idleHours) : 0.0;
    c.totalDollars = c.computeDollars + c.preemptionDollars + c.idleDollars;
    c.overCap = in.capDollars > 0.0 && c.totalDollars > in.capDollars;
    return c;
}

SpotOutcome spotOutcome(const SpotInput &in)
{
    SpotOutcome o;
    const double total = std::max(0.0, in.hoursPerRun);
    const double lambda = std::max(0.0, in.interruptsPerHour);
    const double restart = std::max(0.0, in.restartMinutes) / 60.0;
    const double tau = in.checkpointMinutes > 0.0 ? std::min(total, in.checkpointMinutes / 60.0) : total;
    if (total <= 0.0)
        return o;
    const double full = std::floor(total / tau + 1e-9);
    const double rest = std::max(0.0, total - full * tau);
    o.expectedWallHours = full * segmentHours(tau, lambda, restart) + segmentHours(rest, lambda, restart);
    o.expectedLostHours = o.expectedWallHours - total;
    // Expected pre-emptions: e^{λτ} − 1 per segment.
    o.expectedInterruptions = full * std::expm1(lambda * tau) + std::expm1(lambda * rest);
    return o;
}

double breakEvenInterruptRate(const RateClass &card, const SpotInput &in)
{
    const double target = card.onDemandPerHour * in.hoursPerRun; // per run
    const auto spotCost = [&](double lambda) {
        SpotInput s = in;
        s.interruptsPerHour = lambda;
        return card.spotPerHour * spotOutcome(s).expectedWallHours;
    };
    if (card.spotPerHour >= card.onDemandPerHour)
        return 0.0; // spot never pays off
    double lo = 0.0, hi = 1.0;
    // Grow the bracket; spot cost rises without bound in λ when R > 0 or τ > 0.
    while (spotCost(hi) < target) {
        hi *= 2.0;
        if (hi > 1e6)
            return std::numeric_limits<double>::infinity();
    }
    for (int i = 0; i < 200 && hi - lo > 1e-12 * hi; ++i) {
        const double mid = 0.5 * (lo + hi);
        (spotCost(mid) < target ? lo : hi) = mid;
    }
    return 0.5 * (lo + hi);
}

double expectedSpotDollars(const RateClass &card, const SpotInput &in, int runs)
{
    return card.spotPerHour * spotOutcome(in).expectedWallHours * std::max(0, runs);
}

SpotComparison compareSpot(const RateClass &card, const SpotInput &in, int runs)
{
    SpotComparison c;
    c.outcome = spotOutcome(in);
    runs = std::max(0, runs);
    c.spotDollars = card.spotPerHour * c.outcome.expectedWallHours * runs;
    c.onDemandDollars = card.onDemandPerHour * std::max(0.0, in.hoursPerRun) * runs;
    c.savingDollars = c.onDemandDollars - c.spotDollars;
    c.breakEvenInterruptsPerHour = breakEvenInterruptRate(card, in);
    return c;
}

BuyOutcome buyVersusRent(const BuyInput &in)
{
    BuyOutcome o;
    o.powerPerHour = std::max(0.0, in.watts) / 1000.0 * std::max(0.0, in.dollarsPerKWh);
    const double savedPerHour = in.rentPerHour - o.powerPerHour;
    if (savedPerHour <= 0.0) {
        o.neverPaysOff = true;
        return o;
    }
    o.breakEvenHours = std::max(0.0, in.cardPriceDollars) / savedPerHour;
    o.breakEvenMonths =
        in.hoursPerMonth > 0 ? o.breakEvenHours / in.hoursPerMonth : std::numeric_limits<double>::infinity();
    return o;
}

QList<Route> routes()
{
    return {
        {RouteId::LocalCard, TrCostModel::tr("Your own NVIDIA card"),
         TrCostModel::tr("$0/h once you own it (plus power)"),
         TrCostModel::tr("the NVIDIA driver only: pip installs the CUDA runtime and cuDNN along with PyTorch"),
         TrCostModel::tr("training every day; no meter running"),
         TrCostModel::tr("capped by your card's memory; the driver must be new enough for the wheel's CUDA")},
        {RouteId::HostedNotebook, TrCostModel::tr("Free hosted notebook (T4: Colab, Kaggle)"), TrCostModel::tr("$0"),
         TrCostModel::tr("none: open a browser, switch the runtime to a GPU"),
         TrCostModel::tr("learning and now-and-then experiments"),
         TrCostModel::tr("sessions are recycled; a GPU is not guaranteed; save your work often")},
        {RouteId::RentedCloud, TrCostModel::tr("Rented cloud GPU"), TrCostModel::tr("about $0.20–2.00/h"),
         TrCostModel::tr("SSH in, pip install torch, run a smoke test (Lambda, RunPod, Vast.ai, …)"),
         TrCostModel::tr("serious projects and cards you could not buy"),
         TrCostModel::tr("the meter runs until you stop it; spot instances can be pre-empted")},
        {RouteId::AppleSilicon, TrCostModel::tr("Apple Silicon (MPS)"), TrCostModel::tr("$0/h"),
         TrCostModel::tr("nothing beyond PyTorch (macOS 14 or newer for PyTorch 2.15)"),
         TrCostModel::tr("a laptop you already have"),
         TrCostModel::tr("not CUDA: operator coverage varies; memory is shared with the system")},
    };
}

RouteId recommendedRoute(Frequency f)
{
    switch (f) {
    case Frequency::Daily: return RouteId::LocalCard;
    case Frequency::NowAndThen: return RouteId::HostedNotebook;
    case Frequency::SeriousProject: return RouteId::RentedCloud;
    }
    return RouteId::HostedNotebook;
}

QString frequencyName(Frequency f)
{
    switch (f) {
    case Frequency::Daily: return TrCostModel::tr("every day");
    case Frequency::NowAndThen: return TrCostModel::tr("now and then");
    case Frequency::SeriousProject: return TrCostModel::tr("one serious project");
    }
    return {};
}

} // namespace gpulab::core::cost
