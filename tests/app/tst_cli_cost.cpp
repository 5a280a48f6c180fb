// `gpulab cost` as a user runs it.

#include "tests/common/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTemporaryDir>
#include <QTest>

namespace {
using Run = gpulab::testing::CliRun;
using gpulab::testing::runGpulab;

QStringList costArgs(std::initializer_list<const char *> rest)
{
    QStringList a{QStringLiteral("cost")};
    for (const char *r : rest)
        a << QString::fromUtf8(r);
    return a;
}
} // namespace

class TestCliCost : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void badInput_data();
    void badInput();
    void exampleSweepJson();
    void spotModelJson();
    void textOutputNamesTheExamples();
    void malformedRatesFileFallsBackAndIsUntouched();
    void userRatesFileIsUsed();
};

void TestCliCost::badInput_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("no card") << costArgs({"--hours", "10"}) << QStringLiteral("--card");
    QTest::newRow("unknown card") << costArgs({"--card", "v100"}) << QStringLiteral("unknown card class");
    QTest::newRow("zero hours") << costArgs({"--card", "t4", "--hours", "0"}) << QStringLiteral("--hours");
    QTest::newRow("hours not a number") << costArgs({"--card", "t4", "--hours", "ten"})
                                        << QStringLiteral("not a number");
    QTest::newRow("zero runs") << costArgs({"--card", "t4", "--runs", "0"}) << QStringLiteral("--runs");
    QTest::newRow("negative rate") << costArgs({"--card", "t4", "--interrupt-rate", "-1"})
                                   << QStringLiteral("--interrupt-rate");
    QTest::newRow("bad checkpoint") << costArgs({"--card", "t4", "--checkpoint-min", "soon"})
                                    << QStringLiteral("--checkpoint-min");
    QTest::newRow("unknown option") << costArgs({"--card", "t4", "--cheap"}) << QStringLiteral("cheap");
}

void TestCliCost::badInput()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = runGpulab(args);
    const QString problem = gpulab::testing::usageErrorProblem(r, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestCliCost::exampleSweepJson()
{
    const Run r = runGpulab(costArgs({"--card", "a100-80", "--hours", "10", "--runs", "5", "--spot", "--json"}));
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    // rate × hours × runs is the work; on spot the one total is the expected
    // cost with pre-emptions, the same figure as the spot model's.
    const QJsonObject cost = o.value(QStringLiteral("cost")).toObject();
    QCOMPARE(cost.value(QStringLiteral("compute")).toDouble(), 40.0);
    const double expected =
        o.value(QStringLiteral("spot_model")).toObject().value(QStringLiteral("expected_spot_total")).toDouble();
    QVERIFY(expected > 40.0);
    QVERIFY2(std::fabs(cost.value(QStringLiteral("total")).toDouble() - expected) < 1e-9,
             qPrintable(QString::number(cost.value(QStringLiteral("total")).toDouble(), 'f', 6)));
    QCOMPARE(o.value(QStringLiteral("card")).toObject().value(QStringLiteral("rate_per_hour")).toDouble(), 0.80);
    const QJsonArray all = o.value(QStringLiteral("all_classes")).toArray();
    QCOMPARE(all.size(), 3);
    QVERIFY(all[0].toObject().value(QStringLiteral("total")).toDouble() > 7.5); // $7.50 of work plus pre-emptions
    QVERIFY(all[0].toObject().value(QStringLiteral("cheapest")).toBool());
}

void TestCliCost::spotModelJson()
{
    const Run r = runGpulab(costArgs({"--card", "a100", "--hours", "10", "--runs", "5", "--interrupt-rate", "0.05",
                                      "--checkpoint-min", "30", "--restart-min", "6", "--json"}));
    QCOMPARE(r.code, 0);
    const QJsonObject s = QJsonDocument::fromJson(r.out).object().value(QStringLiteral("spot_model")).toObject();
    QVERIFY(std::fabs(s.value(QStringLiteral("expected_wall_hours_per_run")).toDouble() - 10.1766787) < 1e-6);
    QCOMPARE(s.value(QStringLiteral("on_demand_total")).toDouble(), 80.0);
    QVERIFY(s.value(QStringLiteral("break_even_interrupts_per_hour")).toDouble() > 0.05);
}

void TestCliCost::textOutputNamesTheExamples()
{
    const Run r =
        runGpulab(costArgs({"--card", "t4", "--hours", "3", "--runs", "2", "--cap", "1", "--idle-hours", "10"}));
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY(out.contains(QStringLiteral("examples, not quotes")));
    QVERIFY(out.contains(QStringLiteral("OVER the $1.00 cap")));
    QVERIFY(out.contains(QStringLiteral("$4.80"))); // 0.30 × 3 × 2 + 10 h × 0.30
}

void TestCliCost::malformedRatesFileFallsBackAndIsUntouched()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("my-rates.json"));
    const QByteArray content =
        "{\n  \"format\": \"gpulab-rates\",\n  \"version\": 1,\n  \"classes\": [ {\"id\": 3} ]\n}\n";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(content);
    }
    const Run r = runGpulab(costArgs({"--card", "t4", "--rates", path.toLocal8Bit().constData(), "--json"}));
    QCOMPARE(r.code, 0);
    const QString err = QString::fromUtf8(r.err);
    QVERIFY2(err.contains(QStringLiteral("my-rates.json, line 4")), qPrintable(err));
    QVERIFY(err.contains(QStringLiteral("built-in")));
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("cost")).toObject().value(QStringLiteral("total")).toDouble(), 3.0);
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), content);
}

void TestCliCost::userRatesFileIsUsed()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rates.json"));
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": [{\"id\": \"h100\", \"name\": \"H100\", "
                "\"vram_gb\": 80, \"on_demand_per_hour\": 2.5, \"spot_per_hour\": 1.25}]}");
    }
    const Run r =
        runGpulab(costArgs({"--card", "h100", "--hours", "4", "--rates", path.toLocal8Bit().constData(), "--json"}));
    QCOMPARE(r.code, 0);
    QVERIFY(r.err.isEmpty());
    QCOMPARE(QJsonDocument::fromJson(r.out)
                 .object()
                 .value(QStringLiteral("cost"))
                 .toObject()
                 .value(QStringLiteral("total"))
                 .toDouble(),
             10.0);
}

QTEST_GUILESS_MAIN(TestCliCost)
#include "tst_cli_cost.moc"
