// The cost lab's model: exact sums for the example table, the spot model
// against hand-computed cases, its break-even rate, cap and idle toggles,
// buy versus rent, and the rates file (round trip, refusal without loss).

#include "core/cost/costfit.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "core/units.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"

#include <QFile>
#include <QLocale>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>

using namespace gpulab::core::cost;

class TestCost : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void builtinTableIsTheSpecTable();
    void sweepSums_data();
    void sweepSums();
    void capAndForgottenInstance();
    void spotHandComputedCase();
    void spotWithoutCheckpointsExplodes();
    void spotBreakEvenRate();
    void spotWithoutInterruptionsIsJustTheRate();
    void buyVersusRent();
    void decisionRule();
    void saveLoadRoundTrip();
    void malformedFilesAreRefusedWithoutLoss_data();
    void malformedFilesAreRefusedWithoutLoss();
    void lookupByAlias();
    void modelsToHoldArePresets();
    void cheapestThatFits();
    void figuresFollowTheLocale();
};

void TestCost::builtinTableIsTheSpecTable()
{
    const RateTable t = builtinRates();
    QCOMPARE(t.classes.size(), 3);
    QCOMPARE(t.find(QStringLiteral("t4"))->onDemandPerHour, 0.30);
    QCOMPARE(t.find(QStringLiteral("t4"))->spotPerHour, 0.15);
    QCOMPARE(t.find(QStringLiteral("t4"))->vramGB, 16.0);
    QCOMPARE(t.find(QStringLiteral("a10-l4"))->onDemandPerHour, 0.60);
    QCOMPARE(t.find(QStringLiteral("a10-l4"))->spotPerHour, 0.30);
    QCOMPARE(t.find(QStringLiteral("a10-l4"))->vramGB, 24.0);
    QCOMPARE(t.find(QStringLiteral("a100-80"))->onDemandPerHour, 1.60);
    QCOMPARE(t.find(QStringLiteral("a100-80"))->spotPerHour, 0.80);
    QCOMPARE(t.find(QStringLiteral("a100-80"))->vramGB, 80.0);
    QVERIFY(!t.asOf.isEmpty());
    QVERIFY(validateRateTable(t).isEmpty());
}

void TestCost::sweepSums_data()
{
    QTest::addColumn<QString>("card");
    QTest::addColumn<bool>("spot");
    QTest::addColumn<double>("hours");
    QTest::addColumn<int>("runs");
    QTest::addColumn<double>("dollars");
    QTest::newRow("A100 spot 10 h × 5") << QStringLiteral("a100-80") << true << 10.0 << 5 << 40.00;
    QTest::newRow("A100 on-demand 10 h × 5") << QStringLiteral("a100-80") << false << 10.0 << 5 << 80.00;
    QTest::newRow("T4 on-demand 10 h × 5") << QStringLiteral("t4") << false << 10.0 << 5 << 15.00;
    QTest::newRow("T4 spot 10 h × 5") << QStringLiteral("t4") << true << 10.0 << 5 << 7.50;
    QTest::newRow("L4 on-demand 2.5 h × 4") << QStringLiteral("l4") << false << 2.5 << 4 << 6.00;
    QTest::newRow("zero runs") << QStringLiteral("t4") << false << 10.0 << 0 << 0.0;
}

void TestCost::sweepSums()
{
    QFETCH(QString, card);
    QFETCH(bool, spot);
    QFETCH(double, hours);
    QFETCH(int, runs);
    QFETCH(double, dollars);
    const RateTable t = builtinRates();
    SweepInput in;
    in.spot = spot;
    in.hoursPerRun = hours;
    in.runs = runs;
    const SweepCost c = sweepCost(*t.find(card), in);
    // rate × hours × runs: the lesson's sums.
    QVERIFY2(std::fabs(c.computeDollars - dollars) < 1e-9, qPrintable(QString::number(c.computeDollars, 'f', 6)));
    if (spot) {
        // One total: on spot the expected cost with pre-emptions, exactly what
        // the spot model reports (it once said $40.00 here and $40.67 there).
        const SpotComparison cmp =
            compareSpot(*t.find(card), {hours, in.interruptsPerHour, in.checkpointMinutes, in.restartMinutes}, runs);
        QVERIFY(c.preemptionDollars > 0.0);
        QVERIFY2(std::fabs(c.totalDollars - cmp.spotDollars) < 1e-9, qPrintable(QString::number(c.totalDollars)));
    } else {
        QCOMPARE(c.preemptionDollars, 0.0);
        QVERIFY2(std::fabs(c.totalDollars - dollars) < 1e-9, qPrintable(QString::number(c.totalDollars, 'f', 6)));
    }
    QCOMPARE(c.idleDollars, 0.0);
    QVERIFY(!c.overCap);
}

void TestCost::capAndForgottenInstance()
{
    const RateClass a100 = *builtinRates().find(QStringLiteral("a100-80"));
    SweepInput in;
    in.spot = true;
    in.capDollars = 50.0;
    QVERIFY(!sweepCost(a100, in).overCap); // $40.67 expected, under a $50 cap
    in.forgottenInstance = true;
    in.idleHours = 72.0;
    SweepCost c = sweepCost(a100, in);
    // A forgotten spot instance bills at the spot rate: 72 h × $0.80 = $57.60.
    QVERIFY2(std::fabs(c.idleDollars - 57.60) < 1e-9, qPrintable(QString::number(c.idleDollars)));
    QVERIFY(std::fabs(c.totalDollars - (c.computeDollars + c.preemptionDollars + 57.60)) < 1e-9);
    QVERIFY(c.overCap);
    // On demand, at the on-demand rate: 72 h × $1.60 = $115.20.
    in.spot = false;
    c = sweepCost(a100, in);
    QVERIFY(std::fabs(c.idleDollars - 115.20) < 1e-9);
    QVERIFY(std::fabs(c.totalDollars - 195.20) < 1e-9);
    in.spot = true;
    in.capDollars = 0.0; // no cap, nothing is over it
    QVERIFY(!sweepCost(a100, in).overCap);
}

void TestCost::spotHandComputedCase()
{
    // T = 10 h, λ = 0.05/h, τ = 30 min, R = 6 min = 0.1 h:
    // per segment (e^{0.025} − 1)(1/0.05 + 0.1) = 0.025315121 × 20.1 = 0.508833935 h; × 20 segments.
    SpotInput in;
    in.hoursPerRun = 10.0;
    in.interruptsPerHour = 0.05;
    in.checkpointMinutes = 30.0;
    in.restartMinutes = 6.0;
    const SpotOutcome o = spotOutcome(in);
    QVERIFY2(std::fabs(o.expectedWallHours - 10.1766787) < 1e-6,
             qPrintable(QString::number(o.expectedWallHours, 'f', 8)));
    QVERIFY(std::fabs(o.expectedLostHours - 0.1766787) < 1e-6);
    QVERIFY(std::fabs(o.expectedInterruptions - 20 * 0.025315121) < 1e-6);

    // A partial last segment: T = 1.25 h, τ = 0.5 h → two full segments and one of 0.25 h.
    in.hoursPerRun = 1.25;
    const double expected = 2 * std::expm1(0.025) * 20.1 + std::expm1(0.0125) * 20.1;
    QVERIFY(std::fabs(spotOutcome(in).expectedWallHours - expected) < 1e-12);

    const SpotComparison c =
        compareSpot(*builtinRates().find(QStringLiteral("a100-80")), SpotInput{10, 0.05, 30, 6}, 5);
    QVERIFY(std::fabs(c.spotDollars - 0.80 * 10.1766787 * 5) < 1e-5);
    QVERIFY(std::fabs(c.onDemandDollars - 80.0) < 1e-9);
    QVERIFY(c.savingDollars > 0);
}

void TestCost::spotWithoutCheckpointsExplodes()
{
    SpotInput in{10.0, 0.05, 0.0, 6.0};
    // One segment of 10 h: (e^{0.5} − 1) × 20.1 = 13.0392975 h.
    QVERIFY(std::fabs(spotOutcome(in).expectedWallHours - 13.0392975) < 1e-6);
    // 100 h without checkpoints: (e^5 − 1) × 20.1 ≈ 2963 h — spot costs ~15× on-demand.
    in.hoursPerRun = 100.0;
    const RateClass a100 = *builtinRates().find(QStringLiteral("a100-80"));
    const SpotComparison none = compareSpot(a100, in, 1);
    QVERIFY(none.spotDollars > 10 * none.onDemandDollars);
    in.checkpointMinutes = 30.0;
    const SpotComparison saved = compareSpot(a100, in, 1);
    QVERIFY(saved.spotDollars < saved.onDemandDollars);
}

void TestCost::spotBreakEvenRate()
{
    const RateClass a100 = *builtinRates().find(QStringLiteral("a100-80"));
    const SpotInput in{10.0, 0.05, 30.0, 6.0};
    const double lambda = breakEvenInterruptRate(a100, in);
    QVERIFY(lambda > 0.05 && std::isfinite(lambda));
    const auto costAt = [&](double l) {
        SpotInput s = in;
        s.interruptsPerHour = l;
        return compareSpot(a100, s, 5);
    };
    // At the break-even rate spot costs what on-demand costs; below it, less; above it, more.
    QVERIFY(std::fabs(costAt(lambda).spotDollars - 80.0) < 1e-6);
    QVERIFY(costAt(lambda * 0.9).spotDollars < 80.0);
    QVERIFY(costAt(lambda * 1.1).spotDollars > 80.0);
    // Hand check: with half the price, spot pays until E(τ) = 2τ, i.e. (e^{λ/2} − 1)(1/λ + 0.1) = 1.
    QVERIFY(std::fabs(std::expm1(lambda / 2) * (1 / lambda + 0.1) - 1.0) < 1e-6);
    // Without checkpoints the break-even rate is far lower.
    QVERIFY(breakEvenInterruptRate(a100, SpotInput{10.0, 0.05, 0.0, 6.0}) < lambda / 5);
}

void TestCost::spotWithoutInterruptionsIsJustTheRate()
{
    const SpotOutcome o = spotOutcome(SpotInput{10.0, 0.0, 30.0, 5.0});
    QCOMPARE(o.expectedWallHours, 10.0);
    QCOMPARE(o.expectedLostHours, 0.0);
}

void TestCost::buyVersusRent()
{
    // 350 W at $0.30/kWh = $0.105/h; renting a $0.60/h card instead saves $0.495/h;
    // a $1600 card pays for itself after 1600 / 0.495 = 3232.32 h = 53.9 months at 60 h/month.
    const BuyOutcome o = gpulab::core::cost::buyVersusRent(BuyInput{1600, 350, 0.30, 60, 0.60});
    QVERIFY(std::fabs(o.powerPerHour - 0.105) < 1e-12);
    QVERIFY(std::fabs(o.breakEvenHours - 3232.3232) < 1e-3);
    QVERIFY(std::fabs(o.breakEvenMonths - 53.872) < 1e-3);
    QVERIFY(!o.neverPaysOff);
    QVERIFY(gpulab::core::cost::buyVersusRent(BuyInput{1600, 350, 0.30, 60, 0.10}).neverPaysOff);
}

void TestCost::decisionRule()
{
    QCOMPARE(recommendedRoute(Frequency::Daily), RouteId::LocalCard);
    QCOMPARE(recommendedRoute(Frequency::NowAndThen), RouteId::HostedNotebook);
    QCOMPARE(recommendedRoute(Frequency::SeriousProject), RouteId::RentedCloud);
    QCOMPARE(routes().size(), 4);
    for (const auto &r : routes())
        QVERIFY(!r.name.isEmpty() && !r.cost.isEmpty() && !r.setup.isEmpty() && !r.bestFor.isEmpty() &&
                !r.watchOut.isEmpty());
    // PyTorch wheels need only the driver; the toolkit is for compiling CUDA code yourself.
    const Route local = routes().constFirst();
    QCOMPARE(local.id, RouteId::LocalCard);
    QVERIFY2(!local.setup.contains(QStringLiteral("toolkit")), qPrintable(local.setup));
    QVERIFY2(local.setup.contains(QStringLiteral("driver only")), qPrintable(local.setup));
}

void TestCost::saveLoadRoundTrip()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("sub/rates.json"));
    RateTable t = builtinRates();
    t.classes[0].onDemandPerHour = 0.35;
    t.classes.append({QStringLiteral("h100"), QStringLiteral("H100-class"), 80, 2.50, 1.20, {}});
    QString error;
    QVERIFY2(saveRateTable(t, path, &error), qPrintable(error));
    const RateTableLoad back = loadRateTable(path);
    QVERIFY2(back.table, qPrintable(back.error));
    QCOMPARE(back.table->classes.size(), 4);
    QCOMPARE(back.table->find(QStringLiteral("t4"))->onDemandPerHour, 0.35);
    QCOMPARE(back.table->find(QStringLiteral("h100"))->spotPerHour, 1.20);
    QCOMPARE(back.table->find(QStringLiteral("a10"))->id, QStringLiteral("a10-l4")); // aliases survive
    QCOMPARE(back.table->asOf, t.asOf);

    // An invalid table is not written, and the good file stays as it was.
    const QByteArray before = [&] {
        QFile f(path);
        f.open(QIODevice::ReadOnly);
        return f.readAll();
    }();
    RateTable bad = t;
    bad.classes[1].spotPerHour = -1;
    QVERIFY(!saveRateTable(bad, path, &error));
    QVERIFY(error.contains(QStringLiteral("spot_per_hour")));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), before);
}

void TestCost::malformedFilesAreRefusedWithoutLoss_data()
{
    QTest::addColumn<QByteArray>("content");
    QTest::addColumn<QString>("mentions");
    const QByteArray good = "{\n  \"format\": \"gpulab-rates\",\n  \"version\": 1,\n  \"classes\": [\n"
                            "    {\"id\": \"t4\", \"name\": \"T4\", \"vram_gb\": 16, \"on_demand_per_hour\": 0.3, "
                            "\"spot_per_hour\": 0.15},\n"
                            "    {\"id\": \"x\", \"name\": \"X\", \"vram_gb\": 24, \"on_demand_per_hour\": -2, "
                            "\"spot_per_hour\": 0.3}\n  ]\n}\n";
    QTest::newRow("negative rate, line of its class")
        << good << QStringLiteral("rates.json, line 6: class \"x\": on_demand_per_hour");
    QTest::newRow("truncated") << good.left(good.size() / 2) << QStringLiteral("not valid JSON");
    QTest::newRow("syntax error on line 3") << QByteArray("{\n  \"format\": \"gpulab-rates\",\n  \"version\": 1,,\n}")
                                            << QStringLiteral("rates.json, line 3");
    QTest::newRow("wrong format") << QByteArray("{\"format\": \"other\", \"version\": 1, \"classes\": []}")
                                  << QStringLiteral("\"format\"");
    QTest::newRow("rate as text") << QByteArray(
                                         "{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": [{\"id\": \"a\", "
                                         "\"name\": \"A\", \"vram_gb\": 8, \"on_demand_per_hour\": \"cheap\", "
                                         "\"spot_per_hour\": 0.1}]}")
                                  << QStringLiteral("\"on_demand_per_hour\" must be a number");
    QTest::newRow("duplicate id")
        << QByteArray(
               "{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": ["
               "{\"id\": \"a\", \"name\": \"A\", \"vram_gb\": 8, \"on_demand_per_hour\": 1, \"spot_per_hour\": 0.5},"
               "{\"id\": \"A\", \"name\": \"B\", \"vram_gb\": 8, \"on_demand_per_hour\": 1, \"spot_per_hour\": 0.5}]}")
        << QStringLiteral("twice");
    QTest::newRow("empty file") << QByteArray() << QStringLiteral("not valid JSON");
}

void TestCost::malformedFilesAreRefusedWithoutLoss()
{
    QFETCH(QByteArray, content);
    QFETCH(QString, mentions);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rates.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const RateTableLoad r = loadRateTable(path);
    QVERIFY(!r.table);
    QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    QVERIFY(r.error.startsWith(QStringLiteral("rates.json")));
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), content); // left exactly as it was
}

void TestCost::lookupByAlias()
{
    const RateTable t = builtinRates();
    QCOMPARE(t.find(QStringLiteral("A100"))->id, QStringLiteral("a100-80"));
    QCOMPARE(t.find(QStringLiteral("L4"))->id, QStringLiteral("a10-l4"));
    QVERIFY(!t.find(QStringLiteral("v100")));
    QCOMPARE(t.ids(), (QStringList{QStringLiteral("t4"), QStringLiteral("a10-l4"), QStringLiteral("a100-80")}));
}

void TestCost::modelsToHoldArePresets()
{
    // Every model the lab and the command line offer is a VRAM planner preset
    // (the lab once listed "gpt2-124m" and GPT-2 silently went missing).
    const QStringList ids = modelsToHold();
    QVERIFY(ids.contains(QStringLiteral("gpt2")));
    for (const QString &id : ids) {
        QVERIFY2(gpulab::core::vram::findPreset(id), qPrintable(id));
        QVERIFY(planToHold(id, gpulab::core::vram::Mode::Train).has_value());
    }
    QVERIFY(!planToHold(QStringLiteral("gpt2-124m"), gpulab::core::vram::Mode::Train));
    // QLoRA keeps the frozen base in 4 bits; the other modes keep the preset's weights.
    using gpulab::core::vram::Mode;
    using gpulab::core::vram::Precision;
    QCOMPARE(planToHold(QStringLiteral("llama2-7b"), Mode::Qlora)->weights, Precision::Int4);
    QVERIFY(planToHold(QStringLiteral("llama2-7b"), Mode::Lora)->weights != Precision::Int4);
}

void TestCost::cheapestThatFits()
{
    using gpulab::core::vram::Mode;
    const RateTable t = builtinRates();
    SweepInput in;
    in.hoursPerRun = 10;
    in.runs = 5;
    // No model: the cheapest class outright, which is the T4.
    QCOMPARE(gpulab::core::cost::cheapestThatFits(t, in), QStringLiteral("t4"));
    // GPT-2 trains anywhere: still the T4.
    QCOMPARE(gpulab::core::cost::cheapestThatFits(t, in, planToHold(QStringLiteral("gpt2"), Mode::Train)),
             QStringLiteral("t4"));
    // Serving Llama 3 8B in fp16 (about 17 GB) does not fit 16 GB: the
    // cheapest class that holds it is dearer.
    const auto serve7b = planToHold(QStringLiteral("llama3-8b"), Mode::Inference);
    const SweepComparison cmp = compareClasses(t, in, serve7b);
    QCOMPARE(cmp.classes.size(), t.classes.size());
    QVERIFY(!cmp.classes[0].canHold);
    QVERIFY(!cmp.classes[0].cheapest);
    QCOMPARE(cmp.cheapestId, QStringLiteral("a10-l4"));
    QCOMPARE(cmp.neededBytes, gpulab::core::vram::totalBytes(*serve7b));
    int marked = 0;
    for (const ClassCost &c : cmp.classes) {
        QCOMPARE(c.canHold, gpulab::core::vram::fits(*serve7b, c.card.vramGB * 1e9));
        marked += c.cheapest ? 1 : 0;
    }
    QCOMPARE(marked, 1);
    // Training 7B with Adam fits no class of the table: nothing is cheapest.
    const SweepComparison none = compareClasses(t, in, planToHold(QStringLiteral("llama2-7b"), Mode::Train));
    QVERIFY(none.cheapestId.isEmpty());
    for (const ClassCost &c : none.classes)
        QVERIFY(!c.cheapest);
}

void TestCost::figuresFollowTheLocale()
{
    // Numbers shown to a person go through QLocale: German writes 1,5 GB.
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(dollars(1234.5), QStringLiteral("$1.234,50"));
    QCOMPARE(gpulab::core::units::gb(1.5e9), QStringLiteral("1,5 GB"));
    QCOMPARE(gpulab::core::units::seconds(0.0123), QStringLiteral("12,30 ms"));
    QLocale::setDefault(before);
    QCOMPARE(gpulab::core::units::gb(1.5e9), QStringLiteral("1.5 GB"));
}

QTEST_GUILESS_MAIN(TestCost)
#include "tst_cost.moc"
