// The cost lab's state file (core/cost/costlabstate): a JSON round trip in
// real units and named choices, every kind of refusal in one sentence, the
// version-1 files (widget names, combo indices) converted, the model
// following a state, and the figures the codec answers.

#include "core/cost/costlabmodel.h"
#include "core/cost/costlabstate.h"
#include "core/labcodec.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <limits>

using namespace gpulab::core;
using namespace gpulab::core::cost;

namespace {

QJsonObject v1State(const QString &file, const QString &lab)
{
    QFile f(QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/labstate-v1/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    return root.contains(QStringLiteral("state")) ? root.value(QStringLiteral("state")).toObject()
                                                  : root.value(QStringLiteral("labs")).toObject().value(lab).toObject();
}

CostLabState changed()
{
    CostLabState s = defaultCostLabState();
    s.tab = CostTab::Buy;
    s.card = QStringLiteral("t4");
    s.sweep.hoursPerRun = 37.5;
    s.sweep.runs = 12;
    s.sweep.spot = true;
    s.sweep.capDollars = 250;
    s.sweep.forgottenInstance = true;
    s.sweep.idleHours = 48;
    s.sweep.interruptsPerHour = 0.2;
    s.sweep.checkpointMinutes = 0;
    s.sweep.restartMinutes = 12;
    s.holdModel = QStringLiteral("llama2-7b");
    s.holdMode = vram::Mode::Lora;
    s.buy = BuySettings{2400, 450, 0.42, 90};
    s.rentClass = QStringLiteral("a10-l4");
    s.frequency = Frequency::SeriousProject;
    return s;
}

} // namespace

class TestCostLabState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        for (const CostLabState &s : {defaultCostLabState(), changed()}) {
            const QJsonObject json = toJson(s);
            QString why;
            const auto back = costLabStateFromJson(json, CostLabState{}, &why);
            QVERIFY2(back.has_value(), qPrintable(why));
            QVERIFY(*back == s);
        }
        const QJsonObject json = toJson(changed());
        QCOMPARE(json.value(QStringLiteral("tab")).toString(), QStringLiteral("buy"));
        QCOMPARE(json.value(QStringLiteral("modelMode")).toString(), QStringLiteral("lora"));
        QCOMPARE(json.value(QStringLiteral("frequency")).toString(), QStringLiteral("serious-project"));
        QCOMPARE(json.value(QStringLiteral("idleHours")).toDouble(), 48.0);
        QCOMPARE(json.value(QStringLiteral("restartMinutes")).toDouble(), 12.0);
    }

    // A state that names a few keys changes those and keeps the rest.
    void partialStateKeepsTheRest()
    {
        const CostLabState base = changed();
        const auto next = costLabStateFromJson(QJsonObject{{QStringLiteral("runs"), 3}}, base, nullptr);
        QVERIFY(next.has_value());
        CostLabState want = base;
        want.sweep.runs = 3;
        QVERIFY(*next == want);
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("state");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("hoursPerRunn"), 3}}
                                     << "it has a setting \"hoursPerRunn\" that this lab does not have";
        QTest::newRow("widget name of version 1") << QJsonObject{{QStringLiteral("cardClass"), 1}}
                                                  << "it has a setting \"cardClass\" that this lab does not have";
        QTest::newRow("text for a number") << QJsonObject{{QStringLiteral("hoursPerRun"), QStringLiteral("10")}}
                                           << "its \"hoursPerRun\" should be a number";
        QTest::newRow("not a number") << QJsonObject{{QStringLiteral("idleHours"),
                                                      std::numeric_limits<double>::quiet_NaN()}}
                                      << "its \"idleHours\" should be a number";
        QTest::newRow("below range") << QJsonObject{{QStringLiteral("hoursPerRun"), 0.05}}
                                     << "its \"hoursPerRun\" is outside 0.1 to 10,000";
        QTest::newRow("above range") << QJsonObject{{QStringLiteral("restartMinutes"), 601}}
                                     << "its \"restartMinutes\" is outside 0 to 600";
        QTest::newRow("fraction of a run")
            << QJsonObject{{QStringLiteral("runs"), 2.5}} << "its \"runs\" should be a whole number";
        QTest::newRow("no runs") << QJsonObject{{QStringLiteral("runs"), 0}} << "its \"runs\" is outside 1 to 100,000";
        QTest::newRow("number for a switch")
            << QJsonObject{{QStringLiteral("spot"), 1}} << "its \"spot\" should be true or false";
        QTest::newRow("unknown tab") << QJsonObject{{QStringLiteral("tab"), QStringLiteral("charts")}}
                                     << "its \"tab\" should be one of \"sweep\", \"route\", \"buy\", \"rates\"";
        QTest::newRow("tab by index") << QJsonObject{{QStringLiteral("tab"), 2}}
                                      << "its \"tab\" should be one of \"sweep\", \"route\", \"buy\", \"rates\"";
        QTest::newRow("unknown model") << QJsonObject{{QStringLiteral("model"), QStringLiteral("gpt5")}}
                                       << "its \"model\" should be one of \"\", \"gpt2\", \"gpt2-xl\", "
                                          "\"llama2-7b\", \"llama3-8b\", \"mixtral-8x7b\", \"llama2-70b\"";
        QTest::newRow("unknown use") << QJsonObject{{QStringLiteral("modelMode"), QStringLiteral("Train")}}
                                     << "its \"modelMode\" should be one of \"inference\", \"train\", \"lora\", "
                                        "\"qlora\"";
        QTest::newRow("frequency") << QJsonObject{{QStringLiteral("frequency"), QStringLiteral("weekly")}}
                                   << "its \"frequency\" should be one of \"daily\", \"now-and-then\", "
                                      "\"serious-project\"";
        QTest::newRow("card with a space") << QJsonObject{{QStringLiteral("card"), QStringLiteral("a100 80")}}
                                           << "its \"card\" should be a card class's id (one word)";
        QTest::newRow("rent class empty") << QJsonObject{{QStringLiteral("rentClass"), QString()}}
                                          << "its \"rentClass\" should be a card class's id (one word)";
        QTest::newRow("card a number") << QJsonObject{{QStringLiteral("card"), 2}} << "its \"card\" should be text";
    }
    void refusals()
    {
        QFETCH(QJsonObject, state);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!costLabStateFromJson(state, defaultCostLabState(), &why).has_value());
        QCOMPARE(why, error);
        // The codec says the same.
        QVERIFY(!costLabFigures(state, &why).has_value());
        QCOMPARE(why, error);
    }

    void versionOneConverted()
    {
        QString why;
        const auto defaults = costLabFromV1(v1State(QStringLiteral("defaults.gpulab"), QStringLiteral("cost")), &why);
        QVERIFY2(defaults.has_value(), qPrintable(why));
        QCOMPARE(*defaults, costLabDefaults());

        const auto changedV1 =
            costLabFromV1(v1State(QStringLiteral("cost-changed.gpulab"), QStringLiteral("cost")), &why);
        QVERIFY2(changedV1.has_value(), qPrintable(why));
        const auto s = costLabStateFromJson(*changedV1, CostLabState{}, &why);
        QVERIFY2(s.has_value(), qPrintable(why));
        QCOMPARE(int(s->tab), int(CostTab::Route)); // "costTabs": 1
        QCOMPARE(s->card, QStringLiteral("t4"));    // "cardClass": 0
        QCOMPARE(s->rentClass, QStringLiteral("a100-80"));
        QCOMPARE(s->holdModel, QStringLiteral("gpt2-xl")); // "model": 2 (0 is "no model")
        QCOMPARE(int(s->holdMode), int(vram::Mode::Inference));
        QCOMPARE(int(s->frequency), int(Frequency::SeriousProject));
        QCOMPARE(s->sweep.hoursPerRun, 50.0);
        QCOMPARE(s->sweep.runs, 3);
        QVERIFY(s->sweep.spot);
        QCOMPARE(s->sweep.checkpointMinutes, 0.0);
        QCOMPARE(s->buy.cardPriceDollars, 2000.0);
        // Version 1 did not keep these: the lab's own start.
        QCOMPARE(s->sweep.idleHours, SweepInput{}.idleHours);
        QCOMPARE(s->sweep.restartMinutes, kDefaultRestartMinutes);
        // Through the registry too.
        QCOMPARE(*labStateFromV1(QStringLiteral("cost"), v1State(QStringLiteral("cost-changed.gpulab"), {}), &why),
                 *changedV1);
    }

    void versionOneRefusals_data()
    {
        QTest::addColumn<QJsonObject>("v1");
        QTest::addColumn<QString>("error");
        QTest::newRow("class index past the table")
            << QJsonObject{{QStringLiteral("cardClass"), 3}} << "its \"cardClass\" is outside 0 to 2";
        QTest::newRow("tab index") << QJsonObject{{QStringLiteral("costTabs"), -1}}
                                   << "its \"costTabs\" is outside 0 to 3";
        QTest::newRow("switch as text") << QJsonObject{{QStringLiteral("spot"), QStringLiteral("yes")}}
                                        << "its \"spot\" should be true or false";
        QTest::newRow("hours out of range")
            << QJsonObject{{QStringLiteral("hoursPerRun"), 0}} << "its \"hoursPerRun\" is outside 0.1 to 10,000";
        QTest::newRow("version-2 key in version 1") << QJsonObject{{QStringLiteral("capDollars"), 5}}
                                                    << "it has a setting \"capDollars\" that this lab does not have";
    }
    void versionOneRefusals()
    {
        QFETCH(QJsonObject, v1);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!costLabFromV1(v1, &why).has_value());
        QCOMPARE(why, error);
    }

    void modelFollowsTheState()
    {
        CostLabModel model;
        QCOMPARE(toJson(costLabState(model, CostTab::Sweep)), costLabDefaults());
        applyCostLabState(model, changed());
        QVERIFY(costLabState(model, CostTab::Buy) == changed());
        QCOMPARE(model.cardId(), QStringLiteral("t4"));
        QCOMPARE(model.buy().watts, 450.0);
        // A class the table lacks becomes its last one, as a table edit does.
        CostLabState gone = changed();
        gone.card = QStringLiteral("h100");
        applyCostLabState(model, gone);
        QCOMPARE(model.cardId(), QStringLiteral("a100-80"));
    }

    void figures()
    {
        QString why;
        const auto f = costLabFigures(costLabDefaults(), &why);
        QVERIFY2(f.has_value(), qPrintable(why));
        const QJsonObject sweep = f->json.value(QStringLiteral("sweep")).toObject();
        QCOMPARE(sweep.value(QStringLiteral("totalDollars")).toDouble(), 1.60 * 10 * 5);
        QCOMPARE(f->json.value(QStringLiteral("cheapestThatFits")).toString(), QStringLiteral("t4"));
        QCOMPARE(f->json.value(QStringLiteral("route")).toObject().value(QStringLiteral("recommended")).toString(),
                 QStringLiteral("hosted-notebook"));
        QVERIFY(!f->lines.isEmpty());

        // Nothing holds Llama-2-70B for training: no cheapest class.
        QJsonObject big = costLabDefaults();
        big.insert(QStringLiteral("model"), QStringLiteral("llama2-70b"));
        const auto none = costLabFigures(big, &why);
        QVERIFY(none.has_value());
        QVERIFY(none->json.value(QStringLiteral("cheapestThatFits")).isNull());

        QVERIFY(!costLabFigures(QJsonObject{{QStringLiteral("card"), QStringLiteral("h100")}}, &why));
        QCOMPARE(why, QStringLiteral("its \"card\" names a card class the built-in rates do not have (\"h100\")"));
    }
};

QTEST_GUILESS_MAIN(TestCostLabState)
#include "tst_costlabstate.moc"
