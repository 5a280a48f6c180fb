// `gpulab board` and `gpulab bench --save`: the hand-made results files
// (tests/data/board/, see its README) → the golden board JSON; every bad
// file refused on stderr with its reason and the exit status the README
// promises; a file saved by bench is read by board.

#include "tests/common/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

namespace {
using gpulab::testing::lines;
using gpulab::testing::runGpulab;
using gpulab::testing::usageErrorProblem;

const QString kData = QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/board/");
const QStringList kEnglish{QStringLiteral("LC_ALL=C.UTF-8"), QStringLiteral("LANGUAGE=en")};

QStringList goodFiles()
{
    return {kData + QStringLiteral("vm-2core.json"), kData + QStringLiteral("laptop-avx2.json"),
            kData + QStringLiteral("workstation-gpu.json")};
}

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(path));
    return f.readAll();
}

} // namespace

class TestCliBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void golden();
    void textAndCsv();
    void badFilesRefused();
    void mixedFolderReadsTheGoodOnes();
    void usage();
    void benchSaveIsReadByBoard();
};

void TestCliBoard::golden()
{
    const auto run = runGpulab(
        QStringList{QStringLiteral("board")} + goodFiles() + QStringList{QStringLiteral("--json")}, 120000, kEnglish);
    QCOMPARE(run.code, 0);
    QVERIFY2(run.err.isEmpty(), run.err.constData());
    const QJsonObject got = QJsonDocument::fromJson(run.out).object();
    const QJsonObject want = QJsonDocument::fromJson(bytesOf(kData + QStringLiteral("board.golden.json"))).object();
    QVERIFY(!want.isEmpty());
    if (got != want)
        QFAIL(
            qPrintable(QStringLiteral("board --json differs from board.golden.json:\n") + QString::fromUtf8(run.out)));
}

void TestCliBoard::textAndCsv()
{
    const auto text = runGpulab(QStringList{QStringLiteral("board")} + goodFiles(), 120000, kEnglish);
    QCOMPARE(text.code, 0);
    const QStringList out = lines(text.out);
    QVERIFY(out.constFirst().startsWith(QStringLiteral("Machine")));
    QVERIFY(out.join(u'\n').contains(QStringLiteral("Machines on the board: 3")));
    QVERIFY(out.join(u'\n').contains(QStringLiteral("NVIDIA GeForce RTX 4090")));
    QVERIFY(out.join(u'\n').contains(QStringLiteral("Crossover: n = 118 to 118")));

    const auto csv = runGpulab(
        QStringList{QStringLiteral("board")} + goodFiles() + QStringList{QStringLiteral("--csv")}, 120000, kEnglish);
    QCOMPARE(csv.code, 0);
    const QStringList rows = lines(csv.out);
    QCOMPARE(rows.size(), 4);
    QVERIFY(rows[0].startsWith(QStringLiteral("name,cpu,cores,fp32Gflops")));
    QVERIFY(rows[3].startsWith(QStringLiteral("front desk workstation,AMD Ryzen 9 7950X 16-Core Processor,16,1910,")));
}

void TestCliBoard::badFilesRefused()
{
    const QDir bad(kData + QStringLiteral("bad"));
    const QStringList names = bad.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    QVERIFY(names.size() >= 8);
    const auto run = runGpulab({QStringLiteral("board"), bad.path(), QStringLiteral("--json")}, 120000, kEnglish);
    QCOMPARE(run.code, 2);
    const QStringList err = lines(run.err);
    QCOMPARE(err.size(), names.size() + 1); // one line per file, then "no results file could be read"
    for (int i = 0; i < names.size(); ++i)
        QVERIFY2(err[i].startsWith(QStringLiteral("gpulab: ")) && err[i].contains(names[i]), qPrintable(err[i]));
    QVERIFY(err.last().contains(QStringLiteral("no results file")));
    const QJsonObject board = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(board.value(QStringLiteral("refused")).toArray().size(), names.size());
    QCOMPARE(board.value(QStringLiteral("filesRead")).toInt(), 0);
    // The files are as they were.
    QCOMPARE(bytesOf(bad.filePath(QStringLiteral("not-json.json"))),
             QByteArray("{\"format\": \"gpulab-results\", \"version\": 1,\n"));
}

void TestCliBoard::mixedFolderReadsTheGoodOnes()
{
    QTemporaryDir dir;
    for (const QString &f : goodFiles())
        QVERIFY(QFile::copy(f, dir.filePath(QFileInfo(f).fileName())));
    QVERIFY(QFile::copy(goodFiles()[0], dir.filePath(QStringLiteral("copy-of-vm.json"))));
    QVERIFY(QFile::copy(kData + QStringLiteral("bad/wrong-type.json"), dir.filePath(QStringLiteral("broken.json"))));
    const auto run = runGpulab({QStringLiteral("board"), dir.path(), QStringLiteral("--json")}, 120000, kEnglish);
    QCOMPARE(run.code, 0);
    const QStringList err = lines(run.err);
    QCOMPARE(err.size(), 1);
    QVERIFY(err[0].contains(QStringLiteral("broken.json")));
    QVERIFY(err[0].contains(QStringLiteral("machine.cpu.cores")));
    const QJsonObject board = QJsonDocument::fromJson(run.out).object();
    QCOMPARE(board.value(QStringLiteral("filesRead")).toInt(), 4);
    QCOMPARE(board.value(QStringLiteral("machines")).toArray().size(), 3); // the copy is merged
}

void TestCliBoard::usage()
{
    QCOMPARE(usageErrorProblem(runGpulab({QStringLiteral("board")}, 120000, kEnglish), QStringLiteral("at least one")),
             QString());
    QCOMPARE(
        usageErrorProblem(runGpulab({QStringLiteral("board"), kData, QStringLiteral("--json"), QStringLiteral("--csv")},
                                    120000, kEnglish),
                          QStringLiteral("--csv")),
        QString());
    const auto missing =
        runGpulab({QStringLiteral("board"), QStringLiteral("/no/such/results.json")}, 120000, kEnglish);
    QCOMPARE(missing.code, 2);
    QVERIFY(QString::fromUtf8(missing.err).contains(QStringLiteral("no such file")));
    const auto help = runGpulab({QStringLiteral("board"), QStringLiteral("--help")}, 120000, kEnglish);
    QCOMPARE(help.code, 0);
    QVERIFY(QString::fromUtf8(help.out).contains(QStringLiteral("gpulab board")));
    QCOMPARE(usageErrorProblem(runGpulab({QStringLiteral("bench"), QStringLiteral("--nickname"), QStringLiteral("x")},
                                         120000, kEnglish),
                               QStringLiteral("--save")),
             QString());
    QCOMPARE(usageErrorProblem(runGpulab({QStringLiteral("bench"), QStringLiteral("--save"),
                                          QStringLiteral("/no/such/folder/me.json")},
                                         120000, kEnglish),
                               QStringLiteral("--save")),
             QString());
}

void TestCliBoard::benchSaveIsReadByBoard()
{
    QTemporaryDir dir;
    const QString file = dir.filePath(QStringLiteral("me.json"));
    const auto bench = runGpulab({QStringLiteral("bench"), QStringLiteral("--backend"), QStringLiteral("cpu"),
                                  QStringLiteral("--sizes"), QStringLiteral("32,64"), QStringLiteral("--repeats"),
                                  QStringLiteral("1"), QStringLiteral("--no-sync"), QStringLiteral("--save"), file,
                                  QStringLiteral("--nickname"), QStringLiteral("desk 4")},
                                 120000, kEnglish);
    QCOMPARE(bench.code, 0);
    const QByteArray saved = bytesOf(file);
    const QJsonObject o = QJsonDocument::fromJson(saved).object();
    QCOMPARE(o.value(QStringLiteral("format")).toString(), QStringLiteral("gpulab-results"));
    QCOMPARE(o.value(QStringLiteral("nickname")).toString(), QStringLiteral("desk 4"));
    const QJsonObject m = o.value(QStringLiteral("measurements")).toObject();
    QCOMPARE(m.value(QStringLiteral("lesson")).toArray().size(), 1);
    QCOMPARE(m.value(QStringLiteral("timing")).toArray().size(), 2); // --no-sync at both sizes
    // Nothing of the person or the disk: no home folder, no user name.
    QVERIFY(!saved.contains(QDir::homePath().toUtf8()));
    QVERIFY(!saved.contains(dir.path().toUtf8()));

    const auto board = runGpulab({QStringLiteral("board"), file, QStringLiteral("--json")}, 120000, kEnglish);
    QCOMPARE(board.code, 0);
    const QJsonArray machines = QJsonDocument::fromJson(board.out).object().value(QStringLiteral("machines")).toArray();
    QCOMPARE(machines.size(), 1);
    QCOMPARE(machines[0].toObject().value(QStringLiteral("name")).toString(), QStringLiteral("desk 4"));
    QVERIFY(machines[0].toObject().value(QStringLiteral("timingIllusion")).toDouble() > 0);
}

QTEST_GUILESS_MAIN(TestCliBoard)
#include "tst_cli_board.moc"
