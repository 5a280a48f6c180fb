// `gpulab --open FILE`: a good file renders through screenshot; a bad one is
// refused with exit 2 and one "gpulab: FILE: reason" line, before anything
// starts, and neither the file nor the home changes.

#include "tests/common/testsupport.h"

#include <QDir>
#include <QFile>
#include <QImage>
#include <QTemporaryDir>
#include <QTest>

using gpulab::testing::CliEnv;
using gpulab::testing::CliRun;
using gpulab::testing::fileDigests;
using gpulab::testing::runGpulab;
using gpulab::testing::writeFile;

class TestCliLabState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void goodFileRendersInScreenshot()
    {
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("class.gpulab"));
        writeFile(file,
                  "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": {\"batch\": 7}}");
        const QString out = home.filePath(QStringLiteral("shots"));
        CliEnv how;
        how.home = home.path();
        const CliRun run = runGpulab({QStringLiteral("--open"), file, QStringLiteral("screenshot"),
                                      QStringLiteral("--panel"), QStringLiteral("vram"), QStringLiteral("--out"), out},
                                     how);
        QVERIFY2(run.code == 0, run.err.constData());
        QVERIFY(!QImage(out + QStringLiteral("/vram.png")).isNull());
        // screenshot never remembers lab states.
        QFile conf(home.filePath(QStringLiteral(".config/GPU Lab/GPU Lab.conf")));
        QVERIFY(!conf.open(QIODevice::ReadOnly) || !conf.readAll().contains("labState"));
    }

    void badFileRefused_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QStringList>("tail"); // the arguments after --open FILE
        QTest::addColumn<QString>("reason");
        const QStringList shot{QStringLiteral("screenshot"), QStringLiteral("--out"), QStringLiteral("shots")};
        QTest::newRow("future, window")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 3, \"lab\": \"vram\", \"state\": {}}")
            << QStringList() << "it was made by a newer GPU Lab (version 3); this one reads version 2";
        QTest::newRow("foreign, screenshot")
            << QByteArray("{\"format\": \"something-else\"}") << shot
            << "it is not a GPU Lab lab state (its \"format\" is not \"gpulab-lab-state\")";
        QTest::newRow("truncated, screenshot")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"vers") << shot
            << "it is not a lab state: not valid JSON at byte 37 (unterminated string), perhaps cut short";
        QTest::newRow("out of range, screenshot")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 2, \"lab\": \"vram\", \"state\": {\"batch\": 0}}")
            << shot << "the vram lab refused it: its \"batch\" is outside 1 to 65,536";
    }
    void badFileRefused()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QStringList, tail);
        QFETCH(QString, reason);
        QTemporaryDir home;
        const QString file = home.filePath(QStringLiteral("bad.gpulab"));
        writeFile(file, bytes);
        for (QString &a : tail)
            if (a == u"shots")
                a = home.filePath(a);
        const auto before = fileDigests(home.path());
        CliEnv how;
        how.home = home.path();
        const CliRun run = runGpulab(QStringList{QStringLiteral("--open"), file} + tail, how);
        QCOMPARE(run.code, 2);
        QCOMPARE(QString::fromUtf8(run.err), QStringLiteral("gpulab: %1: %2\n").arg(file, reason));
        // Our own log is the one thing a run may add (a lab's refusal comes after logging starts).
        auto after = fileDigests(home.path());
        after.remove(QStringLiteral(".local/share/GPU Lab/GPU Lab/logs/gpulab.log"));
        QCOMPARE(after, before);
    }

    void missingFileAndOtherCommands()
    {
        CliEnv how;
        CliRun run = runGpulab({QStringLiteral("--open")}, how);
        QCOMPARE(run.code, 2);
        QCOMPARE(run.err, QByteArray("gpulab: --open needs a lab state file (.gpulab)\n"));
        run = runGpulab({QStringLiteral("--open=/nonexistent/x.gpulab")}, how);
        QCOMPARE(run.code, 2);
        QCOMPARE(run.err, QByteArray("gpulab: /nonexistent/x.gpulab: cannot be read (no such file)\n"));
        QTemporaryDir dir;
        const QString file = dir.filePath(QStringLiteral("ok.gpulab"));
        writeFile(file, "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": {}}");
        run = runGpulab({QStringLiteral("--open"), file, QStringLiteral("probe")}, how);
        QCOMPARE(run.code, 2);
        QCOMPARE(run.err, QByteArray("gpulab: --open is for the window, gpulab screenshot and gpulab figures; the "
                                     "other commands have no labs to open\n"));
    }
};

QTEST_GUILESS_MAIN(TestCliLabState)
#include "tst_cli_labstate.moc"
