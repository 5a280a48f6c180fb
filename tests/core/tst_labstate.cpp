// The lab-state document (core/labstate): each refusal with its exact
// sentence, the size and file-kind guards, and a round trip through the file.

#include "core/labstate.h"

#include <QFile>
#include <QJsonArray>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

using namespace gpulab::core;

class TestLabState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void refusals_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("empty") << QByteArray("  \n") << "the file is empty, so it holds no lab state";
        QTest::newRow("truncated")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": {\"mo")
            << "it is not a lab state: not valid JSON at byte 74 (unterminated string), perhaps cut short";
        QTest::newRow("array") << QByteArray("[1, 2]") << "it is not a lab state: the JSON is not an object";
        QTest::newRow("foreign") << QByteArray("{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": []}")
                                 << "it is not a GPU Lab lab state (its \"format\" is not \"gpulab-lab-state\")";
        QTest::newRow("no format") << QByteArray("{\"version\": 1, \"lab\": \"vram\", \"state\": {}}")
                                   << "it is not a GPU Lab lab state (its \"format\" is not \"gpulab-lab-state\")";
        QTest::newRow("future")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 3, \"lab\": \"vram\", \"state\": {}}")
            << "it was made by a newer GPU Lab (version 3); this one reads version 2";
        // Found by fuzz_labstate: a version past int's range was cast to int.
        QTest::newRow("huge version")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 9999999999999999999999999999999991, "
                          "\"labs\": {\"timing\": {}}}")
            << "it was made by a newer GPU Lab (version 9.999999999999999e+33); this one reads version 2";
        QTest::newRow("version text")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": \"1\", \"lab\": \"vram\", \"state\": {}}")
            << "its \"version\" is not a whole number of 1 or more";
        QTest::newRow("version fraction")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1.5, \"lab\": \"vram\", \"state\": {}}")
            << "its \"version\" is not a whole number of 1 or more";
        QTest::newRow("unknown lab")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"warp\", \"state\": {}}")
            << "it names a lab this GPU Lab does not have (\"warp\"; it has device, throughput, vram, cost, "
               "dispatch, timing, board, learn)";
        QTest::newRow("unknown lab in labs")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"labs\": {\"cost\": {}, \"warp\": {}}}")
            << "it names a lab this GPU Lab does not have (\"warp\"; it has device, throughput, vram, cost, "
               "dispatch, timing, board, learn)";
        QTest::newRow("settings for a lab that keeps none")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"device\", \"state\": "
                          "{\"probe\": 1}}")
            << "the device lab's state (version 1) cannot be read: this lab keeps no settings";
        QTest::newRow("lab number")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": 3, \"state\": {}}")
            << "its \"lab\" should be text but is a number";
        QTest::newRow("state list")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": [1]}")
            << "its \"state\" should be an object but is a list";
        QTest::newRow("labs text") << QByteArray(
                                          "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"labs\": \"all\"}")
                                   << "its \"labs\" should be an object but is text";
        QTest::newRow("lab state null")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"labs\": {\"cost\": null}}")
            << "the state of the cost lab should be an object but is null";
        QTest::newRow("both") << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", "
                                            "\"state\": {}, \"labs\": {\"vram\": {}}}")
                              << "it has both \"state\" and \"labs\"; a lab state has one or the other";
        QTest::newRow("state without lab")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"state\": {}}")
            << "it has a \"state\" but no \"lab\" saying which lab it belongs to";
        QTest::newRow("neither") << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\"}")
                                 << "it holds no state (neither \"state\" nor \"labs\")";
        QTest::newRow("labs empty") << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"labs\": {}}")
                                    << "its \"labs\" is empty, so it holds no state";
        QTest::newRow("current missing")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"labs\": {\"cost\": {}}}")
            << "its \"lab\" is vram, but \"labs\" holds no state for it";
        QTest::newRow("extra field")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": {}, \"x\": 1}")
            << "it has a field \"x\" that version 1 does not have";
    }
    void refusals()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        const LabStateLoad load = parseLabState(bytes);
        QVERIFY(!load.state.has_value());
        QCOMPARE(load.error, error);
    }

    void oneLab()
    {
        const LabStateLoad load = parseLabState("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", "
                                                "\"state\": {\"preset\": 2, \"autocast\": true}}");
        QVERIFY2(load.state.has_value(), qPrintable(load.error));
        QCOMPARE(load.state->current, QStringLiteral("vram"));
        QCOMPARE(load.state->labs.size(), 1);
        // Read as version 2: the preset list's third row is GPT-2 XL, by name.
        QCOMPARE(load.state->readVersion, 1);
        const QJsonObject vram = load.state->labs.value(QStringLiteral("vram"));
        QCOMPARE(vram.value(QStringLiteral("preset")).toString(), QStringLiteral("gpt2-xl"));
        QCOMPARE(vram.value(QStringLiteral("autocast")).toBool(), true);
    }

    void roundTrip()
    {
        LabState st;
        st.current = QStringLiteral("cost");
        st.labs.insert(QStringLiteral("cost"), QJsonObject{{QStringLiteral("hours"), 12.5}});
        st.labs.insert(QStringLiteral("timing"), QJsonObject{{QStringLiteral("barrier"), false}});
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("class.gpulab"));
        QString err;
        QVERIFY(saveLabState(st, path, &err));
        const LabStateLoad load = loadLabState(path);
        QVERIFY2(load.state.has_value(), qPrintable(load.error));
        QCOMPARE(load.state->current, st.current);
        QCOMPARE(load.state->labs, st.labs);

        // One lab is written in the one-lab form, and reads back the same.
        LabState one;
        one.labs.insert(QStringLiteral("vram"), QJsonObject{{QStringLiteral("mode"), 1}});
        const QByteArray compact = labStateToJson(one, true);
        QCOMPARE(compact,
                 QByteArray("{\"format\":\"gpulab-lab-state\",\"lab\":\"vram\",\"state\":{\"mode\":1},\"version\":2}"));
        const LabStateLoad back = parseLabState(compact);
        QVERIFY(back.state.has_value());
        QCOMPARE(back.state->current, QStringLiteral("vram"));
        QCOMPARE(back.state->labs, one.labs);
    }

    void fileGuards()
    {
        QTemporaryDir dir;
        QCOMPARE(loadLabState(dir.filePath(QStringLiteral("none.gpulab"))).error,
                 QStringLiteral("cannot be read (no such file)"));
        QCOMPARE(loadLabState(dir.path()).error, QStringLiteral("cannot be read (not a regular file)"));
        const QString fifo = dir.filePath(QStringLiteral("fifo"));
        QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);
        QCOMPARE(loadLabState(fifo).error, QStringLiteral("cannot be read (not a regular file)"));
        const QString big = dir.filePath(QStringLiteral("big.gpulab"));
        QFile f(big);
        QVERIFY(f.open(QIODevice::WriteOnly));
        QVERIFY(f.resize(kMaxLabStateFileBytes + 1));
        f.close();
        QCOMPARE(loadLabState(big).error,
                 QStringLiteral("cannot be read (larger than 1 MiB, the limit for a lab state file)"));
        QCOMPARE(loadLabState(QString()).error, QStringLiteral("no file name given"));
    }
};

QTEST_GUILESS_MAIN(TestLabState)
#include "tst_labstate.moc"
