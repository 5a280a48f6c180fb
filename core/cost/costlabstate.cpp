#include "core/cost/costlabstate.h"

#include "core/cost/costfit.h"
#include "core/labstatereader.h"
#include "core/units.h"
#include "core/vram/vramnames.h"
#include "core/vram/vrampresets.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QLocale>

#include <cmath>

namespace gpulab::core::cost {

namespace {

struct TrCostLabState {
    Q_DECLARE_TR_FUNCTIONS(CostLabState)
};

const QList<Frequency> &allFrequencies()
{
    static const QList<Frequency> all{Frequency::Daily, Frequency::NowAndThen, Frequency::SeriousProject};
    return all;
}

QStringList frequencyKeys()
{
    QStringList out;
    for (Frequency f : allFrequencies())
        out << frequencyKey(f);
    return out;
}

QStringList holdModeKeys()
{
    return {vram::cliName(vram::Mode::Inference), vram::cliName(vram::Mode::Train), vram::cliName(vram::Mode::Lora),
            vram::cliName(vram::Mode::Qlora)};
}

// The models the lab's picker offers (each a VRAM preset), in its order.
QStringList holdableModels()
{
    QStringList out;
    for (const QString &id : modelsToHold())
        if (vram::findPreset(id))
            out << id;
    return out;
}

// A rate table id as a state names it: a word, no spaces or control characters.
bool costIdLooksRight(const QString &id)
{
    if (id.isEmpty() || id.size() > 200)
        return false;
    for (const QChar c : id)
        if (c.isSpace() || c.category() == QChar::Other_Control || c.category() == QChar::Other_Format)
            return false;
    return true;
}

QJsonValue costFiniteOrNull(double v)
{
    return std::isfinite(v) ? QJsonValue(v) : QJsonValue();
}

QString routeName(RouteId id)
{
    for (const Route &r : routes())
        if (r.id == id)
            return r.name;
    return {};
}

} // namespace

QStringList costTabKeys()
{
    return {QStringLiteral("sweep"), QStringLiteral("route"), QStringLiteral("buy"), QStringLiteral("rates")};
}

QString frequencyKey(Frequency f)
{
    switch (f) {
    case Frequency::Daily: return QStringLiteral("daily");
    case Frequency::NowAndThen: return QStringLiteral("now-and-then");
    case Frequency::SeriousProject: return QStringLiteral("serious-project");
    }
    return QStringLiteral("now-and-then");
}

QString routeKey(RouteId r)
{
    switch (r) {
    case RouteId::LocalCard: return QStringLiteral("own-card");
    case RouteId::HostedNotebook: return QStringLiteral("hosted-notebook");
    case RouteId::RentedCloud: return QStringLiteral("rented-cloud");
    case RouteId::AppleSilicon: return QStringLiteral("apple-silicon");
    }
    return {};
}

CostLabState defaultCostLabState()
{
    CostLabState s;
    const RateTable table = builtinRates();
    s.card = table.classes.isEmpty() ? QString() : table.classes.back().id;
    s.rentClass = s.card;
    return s;
}

CostLabState costLabState(const CostLabModel &model, CostTab tab)
{
    CostLabState s;
    s.tab = tab;
    s.card = model.cardId();
    s.sweep = model.sweep();
    s.holdModel = model.holdPreset();
    s.holdMode = model.holdMode();
    s.buy = model.buy();
    s.rentClass = model.rentId();
    s.frequency = model.frequency();
    return s;
}

void applyCostLabState(CostLabModel &model, const CostLabState &state)
{
    model.setCardId(state.card);
    model.setSweep(state.sweep);
    model.setHold(state.holdModel, state.holdMode);
    model.setBuy(state.buy);
    model.setRentId(state.rentClass);
    model.setFrequency(state.frequency);
}

QJsonObject toJson(const CostLabState &s)
{
    return {
        {QStringLiteral("tab"), costTabKeys().value(int(s.tab))},
        {QStringLiteral("card"), s.card},
        {QStringLiteral("hoursPerRun"), s.sweep.hoursPerRun},
        {QStringLiteral("runs"), s.sweep.runs},
        {QStringLiteral("spot"), s.sweep.spot},
        {QStringLiteral("capDollars"), s.sweep.capDollars},
        {QStringLiteral("forgottenInstance"), s.sweep.forgottenInstance},
        {QStringLiteral("idleHours"), s.sweep.idleHours},
        {QStringLiteral("interruptsPerHour"), s.sweep.interruptsPerHour},
        {QStringLiteral("checkpointMinutes"), s.sweep.checkpointMinutes},
        {QStringLiteral("restartMinutes"), s.sweep.restartMinutes},
        {QStringLiteral("model"), s.holdModel},
        {QStringLiteral("modelMode"), vram::cliName(s.holdMode)},
        {QStringLiteral("cardPriceDollars"), s.buy.cardPriceDollars},
        {QStringLiteral("cardWatts"), s.buy.watts},
        {QStringLiteral("dollarsPerKWh"), s.buy.dollarsPerKWh},
        {QStringLiteral("hoursPerMonth"), s.buy.hoursPerMonth},
        {QStringLiteral("rentClass"), s.rentClass},
        {QStringLiteral("frequency"), frequencyKey(s.frequency)},
    };
}

std::optional<CostLabState> costLabStateFromJson(const QJsonObject &json, const CostLabState &base, QString *why)
{
    CostLabState s = base;
    LabStateReader r(json);
    QString tab = costTabKeys().value(int(s.tab));
    r.choice(QStringLiteral("tab"), costTabKeys(), &tab);
    r.text(QStringLiteral("card"), &s.card);
    if (r.ok() && !costIdLooksRight(s.card))
        r.fail(TrCostLabState::tr("its \"card\" should be a card class's id (one word)"));
    r.number(QStringLiteral("hoursPerRun"), kLabMinHoursPerRun, kLabMaxHoursPerRun, &s.sweep.hoursPerRun);
    r.integer(QStringLiteral("runs"), 1, kLabMaxRuns, &s.sweep.runs);
    r.boolean(QStringLiteral("spot"), &s.sweep.spot);
    r.number(QStringLiteral("capDollars"), 0, kLabMaxCapDollars, &s.sweep.capDollars);
    r.boolean(QStringLiteral("forgottenInstance"), &s.sweep.forgottenInstance);
    r.number(QStringLiteral("idleHours"), 0, kLabMaxIdleHours, &s.sweep.idleHours);
    r.number(QStringLiteral("interruptsPerHour"), 0, kLabMaxInterruptsPerHour, &s.sweep.interruptsPerHour);
    r.number(QStringLiteral("checkpointMinutes"), 0, kLabMaxCheckpointMinutes, &s.sweep.checkpointMinutes);
    r.number(QStringLiteral("restartMinutes"), 0, kLabMaxRestartMinutes, &s.sweep.restartMinutes);
    r.choice(QStringLiteral("model"), QStringList{QString()} + holdableModels(), &s.holdModel);
    QString mode = vram::cliName(s.holdMode);
    r.choice(QStringLiteral("modelMode"), holdModeKeys(), &mode);
    r.number(QStringLiteral("cardPriceDollars"), 0, kLabMaxCardPriceDollars, &s.buy.cardPriceDollars);
    r.number(QStringLiteral("cardWatts"), 0, kLabMaxCardWatts, &s.buy.watts);
    r.number(QStringLiteral("dollarsPerKWh"), 0, kLabMaxDollarsPerKWh, &s.buy.dollarsPerKWh);
    r.number(QStringLiteral("hoursPerMonth"), kLabMinHoursPerMonth, kLabMaxHoursPerMonth, &s.buy.hoursPerMonth);
    r.text(QStringLiteral("rentClass"), &s.rentClass);
    if (r.ok() && !costIdLooksRight(s.rentClass))
        r.fail(TrCostLabState::tr("its \"rentClass\" should be a card class's id (one word)"));
    QString frequency = frequencyKey(s.frequency);
    r.choice(QStringLiteral("frequency"), frequencyKeys(), &frequency);
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    s.tab = CostTab(costTabKeys().indexOf(tab));
    s.holdMode = vram::modeFromName(mode).value_or(vram::Mode::Train);
    s.frequency = allFrequencies().value(frequencyKeys().indexOf(frequency), Frequency::NowAndThen);
    return s;
}

QJsonObject costLabDefaults()
{
    return toJson(defaultCostLabState());
}

std::optional<QJsonObject> costLabFromV1(const QJsonObject &v1, QString *why)
{
    // Version 1 held the widgets: combo and tab indices, spin box values.
    LabStateReader r(v1);
    const RateTable table = builtinRates();
    const int lastClass = int(table.classes.size()) - 1;
    QJsonObject out;
    const auto index = [&](const char *v1Key, int count, const char *v2Key, const QStringList &names) {
        int i = -1;
        r.integer(QLatin1String(v1Key), 0, count - 1, &i);
        if (r.ok() && i >= 0)
            out.insert(QLatin1String(v2Key), names.value(i));
    };
    QStringList classIds;
    for (const RateClass &c : table.classes)
        classIds << c.id;
    index("costTabs", int(costTabKeys().size()), "tab", costTabKeys());
    index("cardClass", lastClass + 1, "card", classIds);
    index("rentClass", lastClass + 1, "rentClass", classIds);
    const QStringList models = QStringList{QString()} + holdableModels();
    index("model", int(models.size()), "model", models);
    index("modelMode", int(holdModeKeys().size()), "modelMode", holdModeKeys());
    index("frequency", int(frequencyKeys().size()), "frequency", frequencyKeys());
    const auto number = [&](const char *v1Key, double lo, double hi, const char *v2Key) {
        double x = std::nan("");
        r.number(QLatin1String(v1Key), lo, hi, &x);
        if (r.ok() && !std::isnan(x))
            out.insert(QLatin1String(v2Key), x);
    };
    number("hoursPerRun", kLabMinHoursPerRun, kLabMaxHoursPerRun, "hoursPerRun");
    number("cap", 0, kLabMaxCapDollars, "capDollars");
    number("idleHours", 0, kLabMaxIdleHours, "idleHours");
    number("interruptRate", 0, kLabMaxInterruptsPerHour, "interruptsPerHour");
    number("checkpoint", 0, kLabMaxCheckpointMinutes, "checkpointMinutes");
    number("restartMinutes", 0, kLabMaxRestartMinutes, "restartMinutes");
    number("cardPrice", 0, kLabMaxCardPriceDollars, "cardPriceDollars");
    number("cardWatts", 0, kLabMaxCardWatts, "cardWatts");
    number("dollarsPerKWh", 0, kLabMaxDollarsPerKWh, "dollarsPerKWh");
    number("hoursPerMonth", kLabMinHoursPerMonth, kLabMaxHoursPerMonth, "hoursPerMonth");
    int runs = 0;
    r.integer(QStringLiteral("runs"), 1, kLabMaxRuns, &runs);
    if (r.ok() && runs > 0)
        out.insert(QStringLiteral("runs"), runs);
    for (const char *key : {"spot", "forgotten"}) {
        const QJsonValue had = v1.value(QLatin1String(key));
        bool on = false;
        r.boolean(QLatin1String(key), &on);
        if (r.ok() && !had.isUndefined())
            out.insert(QLatin1String(key) == u"spot" ? QStringLiteral("spot") : QStringLiteral("forgottenInstance"),
                       on);
    }
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    // Complete: what version 1 did not keep (the idle hours, the restart
    // minutes) starts where the lab starts.
    QJsonObject full = costLabDefaults();
    for (auto it = out.begin(); it != out.end(); ++it)
        full.insert(it.key(), it.value());
    return full;
}

std::optional<LabFigures> costLabFigures(const QJsonObject &json, QString *why)
{
    const std::optional<CostLabState> read = costLabStateFromJson(json, defaultCostLabState(), why);
    if (!read)
        return std::nullopt;
    const CostLabState &s = *read;
    const RateTable table = builtinRates();
    const RateClass *card = table.find(s.card);
    const RateClass *rent = table.find(s.rentClass);
    for (const auto &[id, found, key] :
         {std::tuple{s.card, card, "card"}, std::tuple{s.rentClass, rent, "rentClass"}}) {
        if (!found) {
            if (why)
                *why = TrCostLabState::tr("its \"%1\" names a card class the built-in rates do not have (\"%2\")")
                           .arg(QLatin1String(key), id);
            return std::nullopt;
        }
    }

    LabFigures f;
    QList<LabFigureLine> &lines = f.lines;
    const std::optional<vram::Plan> hold = planToHold(s.holdModel, s.holdMode);
    const SweepComparison cmp = compareClasses(table, s.sweep, hold);
    const SweepCost sc = sweepCost(*card, s.sweep);
    f.json.insert(QStringLiteral("sweep"), QJsonObject{{QStringLiteral("card"), card->id},
                                                       {QStringLiteral("ratePerHour"), sc.rate},
                                                       {QStringLiteral("computeDollars"), sc.computeDollars},
                                                       {QStringLiteral("preemptionDollars"), sc.preemptionDollars},
                                                       {QStringLiteral("idleDollars"), sc.idleDollars},
                                                       {QStringLiteral("totalDollars"), sc.totalDollars},
                                                       {QStringLiteral("overCap"), sc.overCap}});
    lines << LabFigureLine{TrCostLabState::tr("Card class"), card->name}
          << LabFigureLine{TrCostLabState::tr("The runs", "runs × hours per run at the hourly rate"),
                           TrCostLabState::tr("%1 × %2 h at %3/h = %4")
                               .arg(QLocale().toString(s.sweep.runs), units::number(s.sweep.hoursPerRun, 1),
                                    dollars(sc.rate), dollars(sc.computeDollars))};
    if (s.sweep.spot)
        lines << LabFigureLine{TrCostLabState::tr("Work redone after pre-emptions"), dollars(sc.preemptionDollars)};
    if (s.sweep.forgottenInstance)
        lines << LabFigureLine{TrCostLabState::tr("Forgotten instance"), dollars(sc.idleDollars)};
    lines << LabFigureLine{
        TrCostLabState::tr("Total"),
        sc.overCap
            ? TrCostLabState::tr("%1 (over the %2 cap)").arg(dollars(sc.totalDollars), dollars(s.sweep.capDollars))
            : dollars(sc.totalDollars)};

    QJsonArray classes;
    QStringList fit;
    for (const ClassCost &c : cmp.classes) {
        classes.append(QJsonObject{{QStringLiteral("id"), c.card.id},
                                   {QStringLiteral("totalDollars"), c.cost.totalDollars},
                                   {QStringLiteral("overCap"), c.cost.overCap},
                                   {QStringLiteral("canHold"), c.canHold},
                                   {QStringLiteral("cheapest"), c.cheapest}});
        lines << LabFigureLine{
            c.card.name, c.cheapest ? TrCostLabState::tr("%1, the cheapest that fits").arg(dollars(c.cost.totalDollars))
                         : !c.canHold
                             ? TrCostLabState::tr("%1, cannot hold the model").arg(dollars(c.cost.totalDollars))
                         : c.cost.overCap ? TrCostLabState::tr("%1, over the cap").arg(dollars(c.cost.totalDollars))
                                          : dollars(c.cost.totalDollars)};
    }
    f.json.insert(QStringLiteral("classes"), classes);
    f.json.insert(QStringLiteral("cheapestThatFits"),
                  cmp.cheapestId.isEmpty() ? QJsonValue() : QJsonValue(cmp.cheapestId));
    if (cmp.hold) {
        f.json.insert(QStringLiteral("modelNeedsBytes"), cmp.neededBytes);
        lines << LabFigureLine{TrCostLabState::tr("Holding the model takes"), units::gb(cmp.neededBytes)};
    }
    if (cmp.cheapestId.isEmpty())
        lines << LabFigureLine{TrCostLabState::tr("Cheapest that fits"), TrCostLabState::tr("no class can hold it")};

    const SpotInput spotIn{s.sweep.hoursPerRun, s.sweep.interruptsPerHour, s.sweep.checkpointMinutes,
                           s.sweep.restartMinutes};
    const SpotComparison spot = compareSpot(*card, spotIn, s.sweep.runs);
    const double be = spot.breakEvenInterruptsPerHour;
    f.json.insert(
        QStringLiteral("spot"),
        QJsonObject{
            {QStringLiteral("expectedWallHoursPerRun"), costFiniteOrNull(spot.outcome.expectedWallHours)},
            {QStringLiteral("expectedLostHoursPerRun"), costFiniteOrNull(spot.outcome.expectedLostHours)},
            {QStringLiteral("expectedInterruptionsPerRun"), costFiniteOrNull(spot.outcome.expectedInterruptions)},
            {QStringLiteral("spotDollars"), costFiniteOrNull(spot.spotDollars)},
            {QStringLiteral("onDemandDollars"), spot.onDemandDollars},
            {QStringLiteral("savingDollars"), costFiniteOrNull(spot.savingDollars)},
            {QStringLiteral("breakEvenInterruptsPerHour"), costFiniteOrNull(be)}});
    lines << LabFigureLine{TrCostLabState::tr("On spot, expected"),
                           std::isfinite(spot.spotDollars)
                               ? TrCostLabState::tr("%1 (a run takes %2 h on average)")
                                     .arg(dollars(spot.spotDollars), units::number(spot.outcome.expectedWallHours, 2))
                               : TrCostLabState::tr("too large to compute")}
          << LabFigureLine{TrCostLabState::tr("On demand"), dollars(spot.onDemandDollars)}
          << LabFigureLine{TrCostLabState::tr("Spot stops paying off above"),
                           std::isfinite(be) ? TrCostLabState::tr("%1 pre-emptions per hour").arg(units::number(be, 3))
                                             : TrCostLabState::tr("never, at any rate")};

    const RouteId route = recommendedRoute(s.frequency);
    f.json.insert(QStringLiteral("route"), QJsonObject{{QStringLiteral("frequency"), frequencyKey(s.frequency)},
                                                       {QStringLiteral("recommended"), routeKey(route)}});
    lines << LabFigureLine{TrCostLabState::tr("Route for %1").arg(frequencyName(s.frequency)), routeName(route)};

    const BuyOutcome buy = buyVersusRent(
        BuyInput{s.buy.cardPriceDollars, s.buy.watts, s.buy.dollarsPerKWh, s.buy.hoursPerMonth, rent->onDemandPerHour});
    f.json.insert(
        QStringLiteral("buy"),
        QJsonObject{
            {QStringLiteral("rentClass"), rent->id},
            {QStringLiteral("rentPerHour"), rent->onDemandPerHour},
            {QStringLiteral("powerPerHour"), buy.powerPerHour},
            {QStringLiteral("neverPaysOff"), buy.neverPaysOff},
            {QStringLiteral("breakEvenHours"), buy.neverPaysOff ? QJsonValue() : QJsonValue(buy.breakEvenHours)},
            {QStringLiteral("breakEvenMonths"), buy.neverPaysOff ? QJsonValue() : QJsonValue(buy.breakEvenMonths)}});
    lines << LabFigureLine{TrCostLabState::tr("Buying pays off after"),
                           buy.neverPaysOff
                               ? TrCostLabState::tr("never, at these prices")
                               : TrCostLabState::tr("%1 hours of use (%2 months)")
                                     .arg(units::number(buy.breakEvenHours, 0), units::number(buy.breakEvenMonths, 1))};
    return f;
}

} // namespace gpulab::core::cost
