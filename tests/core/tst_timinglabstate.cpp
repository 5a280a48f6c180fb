// The timing lab's state file (core/timing/timinglabstate): a JSON round trip
// in n, GFLOP/s and milliseconds, every kind of refusal in one sentence, the
// version-1 slider track positions converted to the values they showed, and
// the figures with the speedup's verdict.

#include "core/labcodec.h"
#include "core/timing/timinglabstate.h"

#include <QFile>
#include <QJsonDocument>
#include <QTest>

#include <limits>

using namespace gpulab::core;
using namespace gpulab::core::timing;

namespace {

QJsonObject v1State(const QString &file)
{
    QFile f(QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/labstate-v1/") + file);
    if (!f.open(QIODevice::ReadOnly))
        qFatal("cannot read %s", qPrintable(file));
    const QJsonObject root = QJsonDocument::fromJson(f.readAll()).object();
    return root.contains(QStringLiteral("state"))
               ? root.value(QStringLiteral("state")).toObject()
               : root.value(QStringLiteral("labs")).toObject().value(QStringLiteral("timing")).toObject();
}

bool same(const TimingSettings &a, const TimingSettings &b)
{
    return a.n == b.n && a.cpuGflops == b.cpuGflops && a.gpuGflops == b.gpuGflops &&
           a.launchSeconds == b.launchSeconds && a.barrierAfter == b.barrierAfter &&
           a.barrierBefore == b.barrierBefore && a.warm == b.warm && a.clock == b.clock;
}

} // namespace

class TestTimingLabState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip()
    {
        TimingSettings changed;
        changed.n = 1234;
        changed.cpuGflops = 73.5;
        changed.gpuGflops = 9000;
        changed.launchSeconds = 0.0123;
        changed.barrierAfter = true;
        changed.barrierBefore = false;
        changed.warm = false;
        changed.clock = Clock::DeviceEvents;
        for (const TimingSettings &s : {TimingSettings{}, changed}) {
            QString why;
            const auto back = timingSettingsFromJson(toJson(s), TimingSettings{}, &why);
            QVERIFY2(back.has_value(), qPrintable(why));
            // Saved again, the same file.
            QCOMPARE(toJson(*back), toJson(s));
        }
        const QJsonObject json = toJson(changed);
        QCOMPARE(json.value(QStringLiteral("launchMs")).toDouble(), 12.3);
        QCOMPARE(json.value(QStringLiteral("coldCall")).toBool(), true);
        QCOMPARE(json.value(QStringLiteral("clock")).toString(), QStringLiteral("events"));
        // The defaults hold the lesson's exact numbers.
        QCOMPARE(timingLabDefaults().value(QStringLiteral("launchMs")).toDouble(), 5.0);
        QVERIFY(same(*timingSettingsFromJson(timingLabDefaults(), changed, nullptr), TimingSettings{}));
    }

    void partialStateKeepsTheRest()
    {
        TimingSettings base;
        base.n = 777;
        const auto next = timingSettingsFromJson(QJsonObject{{QStringLiteral("barrierAfter"), true}}, base, nullptr);
        QVERIFY(next.has_value());
        QCOMPARE(next->n, 777);
        QVERIFY(next->barrierAfter);
        QCOMPARE(next->launchSeconds, base.launchSeconds);
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("state");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("warm"), true}}
                                     << "it has a setting \"warm\" that this lab does not have";
        QTest::newRow("widget name") << QJsonObject{{QStringLiteral("sizeSlider"), 500}}
                                     << "it has a setting \"sizeSlider\" that this lab does not have";
        QTest::newRow("n as text") << QJsonObject{{QStringLiteral("n"), QStringLiteral("5000")}}
                                   << "its \"n\" should be a whole number";
        QTest::newRow("n fraction") << QJsonObject{{QStringLiteral("n"), 512.5}}
                                    << "its \"n\" should be a whole number";
        QTest::newRow("n too small") << QJsonObject{{QStringLiteral("n"), 255}} << "its \"n\" is outside 256 to 10,000";
        QTest::newRow("rate not a number")
            << QJsonObject{{QStringLiteral("cpuGflops"), std::numeric_limits<double>::infinity()}}
            << "its \"cpuGflops\" should be a number";
        QTest::newRow("gpu rate too high")
            << QJsonObject{{QStringLiteral("gpuGflops"), 60001}} << "its \"gpuGflops\" is outside 100 to 60,000";
        QTest::newRow("launch too short")
            << QJsonObject{{QStringLiteral("launchMs"), 0.001}} << "its \"launchMs\" is outside 0.002 to 50";
        QTest::newRow("toggle as number")
            << QJsonObject{{QStringLiteral("coldCall"), 0}} << "its \"coldCall\" should be true or false";
        QTest::newRow("unknown clock") << QJsonObject{{QStringLiteral("clock"), QStringLiteral("wall")}}
                                       << "its \"clock\" should be one of \"host\", \"events\"";
    }
    void refusals()
    {
        QFETCH(QJsonObject, state);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!timingSettingsFromJson(state, TimingSettings{}, &why).has_value());
        QCOMPARE(why, error);
        QVERIFY(!timingLabFigures(state, &why).has_value());
        QCOMPARE(why, error);
    }

    void versionOneConverted()
    {
        QString why;
        const auto defaults = timingLabFromV1(v1State(QStringLiteral("defaults.gpulab")), &why);
        QVERIFY2(defaults.has_value(), qPrintable(why));
        QCOMPARE(*defaults, timingLabDefaults()); // 384 → 50 GFLOP/s, 395 → 1,250, 773 → 5 ms

        const auto changed = timingLabFromV1(v1State(QStringLiteral("timing-changed.gpulab")), &why);
        QVERIFY2(changed.has_value(), qPrintable(why));
        const auto s = timingSettingsFromJson(*changed, TimingSettings{}, &why);
        QVERIFY2(s.has_value(), qPrintable(why));
        QCOMPARE(s->n, 2000);
        // Track position 300 of 1000 on 5 … 2000 GFLOP/s: 30.2, the roundest value on that step.
        QCOMPARE(s->cpuGflops, 30.2);
        QVERIFY(s->barrierAfter);
        QCOMPARE(s->clock, Clock::DeviceEvents);
        QCOMPARE(*labStateFromV1(QStringLiteral("timing"), v1State(QStringLiteral("timing-changed.gpulab")), &why),
                 *changed);
    }

    void versionOneRefusals_data()
    {
        QTest::addColumn<QJsonObject>("v1");
        QTest::addColumn<QString>("error");
        QTest::newRow("toggle as text") << QJsonObject{{QStringLiteral("barrierToggle"), QStringLiteral("yes")}}
                                        << "its \"barrierToggle\" should be true or false";
        QTest::newRow("track past its end")
            << QJsonObject{{QStringLiteral("launchSlider"), 1001}} << "its \"launchSlider\" is outside 0 to 1,000";
        QTest::newRow("version-2 key") << QJsonObject{{QStringLiteral("n"), 500}}
                                       << "it has a setting \"n\" that this lab does not have";
    }
    void versionOneRefusals()
    {
        QFETCH(QJsonObject, v1);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!timingLabFromV1(v1, &why).has_value());
        QCOMPARE(why, error);
    }

    // The verdict is a figure with its threshold named beside it.
    void verdicts()
    {
        QString why;
        const auto noBarrier = timingLabFigures(timingLabDefaults(), &why);
        QVERIFY2(noBarrier.has_value(), qPrintable(why));
        QCOMPARE(noBarrier->json.value(QStringLiteral("verdict")).toString(), QStringLiteral("overstated"));
        QCOMPARE(noBarrier->json.value(QStringLiteral("overstatedAbove")).toDouble(), kOverstatedAbove);
        const auto honest = timingLabFigures(QJsonObject{{QStringLiteral("barrierAfter"), true}}, &why);
        QCOMPARE(honest->json.value(QStringLiteral("verdict")).toString(), QStringLiteral("close-to-honest"));
        QCOMPARE(honest->json.value(QStringLiteral("measuredSeconds")).toDouble(),
                 honest->json.value(QStringLiteral("honestSeconds")).toDouble());
        const auto early = timingLabFigures(QJsonObject{{QStringLiteral("clock"), QStringLiteral("events")}}, &why);
        QCOMPARE(early->json.value(QStringLiteral("verdict")).toString(), QStringLiteral("no-reading"));
        QVERIFY(early->json.value(QStringLiteral("measuredSeconds")).isNull());
        QVERIFY(!early->json.value(QStringLiteral("readingError")).toString().isEmpty());
        // A cold first call behind the barrier reads too slow: understated, with its threshold and cause.
        const auto cold = timingLabFigures(
            QJsonObject{{QStringLiteral("barrierAfter"), true}, {QStringLiteral("coldCall"), true}}, &why);
        QVERIFY2(cold.has_value(), qPrintable(why));
        QCOMPARE(cold->json.value(QStringLiteral("verdict")).toString(), QStringLiteral("understated"));
        QCOMPARE(cold->json.value(QStringLiteral("understatedBelow")).toDouble(), kUnderstatedBelow);
        QVERIFY(cold->json.value(QStringLiteral("overstatement")).toDouble() < kUnderstatedBelow);
        QVERIFY(cold->json.value(QStringLiteral("coldInReading")).toBool());
        QVERIFY(!cold->json.value(QStringLiteral("queuedInReading")).toBool());
        const auto queued = timingLabFigures(
            QJsonObject{{QStringLiteral("barrierAfter"), true}, {QStringLiteral("barrierBefore"), false}}, &why);
        QCOMPARE(queued->json.value(QStringLiteral("verdict")).toString(), QStringLiteral("understated"));
        QVERIFY(queued->json.value(QStringLiteral("queuedInReading")).toBool());
        QVERIFY(!queued->json.value(QStringLiteral("coldInReading")).toBool());
        QCOMPARE(honest->json.value(QStringLiteral("understatedBelow")).toDouble(), kUnderstatedBelow);
    }
};

QTEST_GUILESS_MAIN(TestTimingLabState)
#include "tst_timinglabstate.moc"
