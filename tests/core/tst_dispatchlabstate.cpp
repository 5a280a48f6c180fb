// The dispatch lab's state file (core/dispatch/dispatchlabstate): the
// scenario by id, the line counted from 1 and the wheel by name, round trip
// and refusals; version 1 (lines from 0, the wheel as a picker index)
// converted; the figures: each line run so far on the teaching machines.

#include "core/dispatch/dispatchlabstate.h"
#include "core/dispatch/scenarioloader.h"
#include "core/labcodec.h"

#include <QJsonArray>
#include <QTest>

using namespace gpulab::core;
using namespace gpulab::core::dispatch;

namespace {
const QList<Scenario> &scenarios()
{
    static const QList<Scenario> all = loadScenarios().scenarios;
    return all;
}
} // namespace

class TestDispatchLabState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(scenarios().size() >= 2); }

    void roundTrip()
    {
        const DispatchLabState start = defaultDispatchLabState(scenarios());
        QCOMPARE(start.scenario, scenarios().first().id);
        QCOMPARE(start.line, 1);
        const DispatchLabState changed{scenarios().last().id, int(scenarios().last().lines.size()),
                                       WheelBuild::CpuOnly};
        for (const DispatchLabState &s : {start, changed}) {
            QString why;
            const auto back = dispatchLabStateFromJson(toJson(s), scenarios(), start, &why);
            QVERIFY2(back.has_value(), qPrintable(why));
            QVERIFY(*back == s);
        }
        QCOMPARE(toJson(changed).value(QStringLiteral("build")).toString(), QStringLiteral("cpu-only"));
        QCOMPARE(dispatchLabDefaults(), toJson(start));
    }

    // Another scenario without a line starts at its first line.
    void anotherScenarioStartsAtItsTop()
    {
        const DispatchLabState base{scenarios().first().id, 5, WheelBuild::CpuOnly};
        const auto next = dispatchLabStateFromJson(QJsonObject{{QStringLiteral("scenario"), scenarios().at(1).id}},
                                                   scenarios(), base, nullptr);
        QVERIFY(next.has_value());
        QCOMPARE(next->line, 1);
        QCOMPARE(next->build, WheelBuild::CpuOnly);
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("state");
        QTest::addColumn<QString>("error");
        const int probeLines = int(scenarios().first().lines.size());
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("step"), 1}}
                                     << "it has a setting \"step\" that this lab does not have";
        QTest::newRow("unknown scenario") << QJsonObject{{QStringLiteral("scenario"), QStringLiteral("nope")}}
                                          << "it names a scenario this lab does not have (\"nope\")";
        QTest::newRow("scenario as number")
            << QJsonObject{{QStringLiteral("scenario"), 1}} << "its \"scenario\" should be text";
        QTest::newRow("line 0") << QJsonObject{{QStringLiteral("line"), 0}}
                                << QStringLiteral("its \"line\" is outside 1 to %1").arg(probeLines);
        QTest::newRow("line past the script") << QJsonObject{{QStringLiteral("line"), probeLines + 1}}
                                              << QStringLiteral("its \"line\" is outside 1 to %1").arg(probeLines);
        QTest::newRow("line fraction") << QJsonObject{{QStringLiteral("line"), 1.5}}
                                       << "its \"line\" should be a whole number";
        QTest::newRow("build by index") << QJsonObject{{QStringLiteral("build"), 1}}
                                        << "its \"build\" should be one of \"cuda\", \"cpu-only\"";
    }
    void refusals()
    {
        QFETCH(QJsonObject, state);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!dispatchLabStateFromJson(state, scenarios(), defaultDispatchLabState(scenarios()), &why));
        QCOMPARE(why, error);
        QVERIFY(!dispatchLabFigures(state, &why));
        QCOMPARE(why, error);
    }

    void versionOneConverted()
    {
        QString why;
        const QJsonObject v1{{QStringLiteral("build"), 1},
                             {QStringLiteral("line"), 3},
                             {QStringLiteral("scenario"), QStringLiteral("probe")}};
        const auto v2 = dispatchLabFromV1(v1, &why);
        QVERIFY2(v2.has_value(), qPrintable(why));
        QCOMPARE(*v2, (QJsonObject{{QStringLiteral("build"), QStringLiteral("cpu-only")},
                                   {QStringLiteral("line"), 4},
                                   {QStringLiteral("scenario"), QStringLiteral("probe")}}));
        QCOMPARE(*labStateFromV1(QStringLiteral("dispatch"), v1, &why), *v2);
        // As the lab starts.
        QCOMPARE(*dispatchLabFromV1(QJsonObject{{QStringLiteral("build"), 0},
                                                {QStringLiteral("line"), 0},
                                                {QStringLiteral("scenario"), QStringLiteral("probe")}},
                                    &why),
                 dispatchLabDefaults());
        // Refusals in version 1's own terms.
        QVERIFY(!dispatchLabFromV1(QJsonObject{{QStringLiteral("build"), 2}}, &why));
        QCOMPARE(why, QStringLiteral("its \"build\" is outside 0 to 1"));
        QVERIFY(!dispatchLabFromV1(QJsonObject{{QStringLiteral("line"), -1}}, &why));
        QCOMPARE(why, QStringLiteral("its \"line\" is outside 0 to 1,000,000"));
        QVERIFY(!dispatchLabFromV1(QJsonObject{{QStringLiteral("scenarioBox"), 0}}, &why));
        QCOMPARE(why, QStringLiteral("it has a setting \"scenarioBox\" that this lab does not have"));
    }

    void figures()
    {
        QString why;
        const auto f = dispatchLabFigures(QJsonObject{{QStringLiteral("line"), 3}}, &why);
        QVERIFY2(f.has_value(), qPrintable(why));
        const QJsonArray run = f->json.value(QStringLiteral("linesRun")).toArray();
        QCOMPARE(run.size(), 3);
        const QJsonObject first = run.first().toObject();
        QCOMPARE(first.value(QStringLiteral("code")).toString(), scenarios().first().lines.first().code);
        const QJsonObject outcomes = first.value(QStringLiteral("outcomes")).toObject();
        QCOMPARE(outcomes.keys(),
                 (QStringList{QStringLiteral("laptop"), QStringLiteral("mac"), QStringLiteral("workstation")}));
        // The wheel changes the laptop's answers, never the workstation's.
        const auto cpu = dispatchLabFigures(
            QJsonObject{{QStringLiteral("line"), 8}, {QStringLiteral("build"), QStringLiteral("cpu-only")}}, &why);
        const auto cuda = dispatchLabFigures(QJsonObject{{QStringLiteral("line"), 8}}, &why);
        bool laptopDiffers = false;
        for (int i = 0; i < 8; ++i) {
            const auto at = [i](const LabFigures &x, const char *m) {
                return x.json.value(QStringLiteral("linesRun"))
                    .toArray()
                    .at(i)
                    .toObject()
                    .value(QStringLiteral("outcomes"))
                    .toObject()
                    .value(QLatin1String(m));
            };
            QCOMPARE(at(*cpu, "workstation"), at(*cuda, "workstation"));
            laptopDiffers = laptopDiffers || at(*cpu, "laptop") != at(*cuda, "laptop");
        }
        QVERIFY(laptopDiffers);
    }
};

QTEST_GUILESS_MAIN(TestDispatchLabState)
#include "tst_dispatchlabstate.moc"
