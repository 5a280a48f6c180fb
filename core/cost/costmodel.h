#pragma once

#include "core/cost/costconstants.h"
#include "core/cost/ratetable.h"

#include <QList>
#include <QString>

namespace gpulab::core::cost {

// "$12.34": dollars as the lab and `gpulab cost` print them, to the cent.
QString dollars(double d);

// ---- Sweep: rate × hours × runs, plus a forgotten instance -------------------

struct SweepInput {
    double hoursPerRun = 10.0;
    int runs = 5;
    bool spot = false;
    double capDollars = 0.0;        // spending cap; 0 = none
    bool forgottenInstance = false; // left running after the sweep...
    double idleHours = 72.0;        // ...for this long, billed at the rate it was rented at
    // The spot model's pre-emptions (see SpotInput); used only when spot is on.
    double interruptsPerHour = kDefaultInterruptsPerHour;
    double checkpointMinutes = kDefaultCheckpointMinutes;
    double restartMinutes = kDefaultRestartMinutes;

    bool operator==(const SweepInput &) const = default;
};

// One total per sweep. On spot it is the expected cost: the work at the spot
// rate plus the expected work redone and restarts after pre-emptions — the
// same figure as SpotComparison::spotDollars, so the lab shows one total.
struct SweepCost {
    double rate = 0.0;              // $/h used for the runs (and for a forgotten instance)
    double computeDollars = 0.0;    // rate × hours × runs: the work itself
    double preemptionDollars = 0.0; // spot only: rate × expected lost hours × runs
    double idleDollars = 0.0;
    double totalDollars = 0.0;
    bool overCap = false;
};

SweepCost sweepCost(const RateClass &card, const SweepInput &in);

// ---- Spot: pre-emptions as a Poisson process --------------------------------
//
// A run of T hours is cut into segments of τ hours between checkpoints (one
// segment of T when nothing is checkpointed). A pre-emption arrives at rate λ
// per hour; the work since the last checkpoint is lost and a restart costs R
// hours. The expected wall time to get one segment done is
//     E(τ) = (e^{λτ} − 1) · (1/λ + R),
// which tends to τ as λ → 0 and grows exponentially in τ: without checkpoints
// a long spot run "explodes". Writing a checkpoint is taken as free.

struct SpotInput {
    double hoursPerRun = 10.0;
    double interruptsPerHour = 0.05; // λ
    double checkpointMinutes = 30.0; // τ; 0 = no checkpoints
    double restartMinutes = 5.0;     // R
};

struct SpotOutcome {
    double expectedWallHours = 0.0; // per run
    double expectedLostHours = 0.0; // wall − useful work, per run
    double expectedInterruptions = 0.0;
};

SpotOutcome spotOutcome(const SpotInput &in);

struct SpotComparison {
    SpotOutcome outcome;
    double spotDollars = 0.0;                // spot rate × expected wall × runs
    double onDemandDollars = 0.0;            // on-demand rate × hours × runs
    double savingDollars = 0.0;              // on-demand − spot (negative: spot costs more)
    double breakEvenInterruptsPerHour = 0.0; // λ at which spot stops paying off; +inf when it always pays
};

SpotComparison compareSpot(const RateClass &card, const SpotInput &in, int runs);
// SpotComparison::spotDollars alone, without the break-even search (a chart's
// many points need only this).
double expectedSpotDollars(const RateClass &card, const SpotInput &in, int runs);

// λ where spot's expected cost equals on-demand's (bisection; monotone in λ).
double breakEvenInterruptRate(const RateClass &card, const SpotInput &in);

// ---- Buy versus rent ---------------------------------------------------------

struct BuyInput {
    double cardPriceDollars = 1600.0;
    double watts = 350.0;
    double dollarsPerKWh = 0.30;
    double hoursPerMonth = 60.0;
    double rentPerHour = 0.60; // the class you would otherwise rent
};

struct BuyOutcome {
    double powerPerHour = 0.0;   // $/h of electricity when you own the card
    bool neverPaysOff = false;   // renting costs no more than the power bill
    double breakEvenHours = 0.0; // hours of use after which buying was cheaper
    double breakEvenMonths = 0.0;
};

BuyOutcome buyVersusRent(const BuyInput &in);

// ---- Routes and the decision rule ---------------------------------------------

enum class Frequency { Daily, NowAndThen, SeriousProject };
enum class RouteId { LocalCard, HostedNotebook, RentedCloud, AppleSilicon };

struct Route {
    RouteId id;
    QString name;
    QString cost;
    QString setup;
    QString bestFor;
    QString watchOut;
};

QList<Route> routes();
// Daily → your own card; now and then → a free hosted notebook;
// a serious project → rent.
RouteId recommendedRoute(Frequency f);
QString frequencyName(Frequency f);

} // namespace gpulab::core::cost
