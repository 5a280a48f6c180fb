// The class board's core: results files written and read back, every kind
// of bad file refused in one sentence, copies merged, the rows and class
// figures, the table model, the loader's limits (regular files only, 1 MiB,
// a symlink loop, 10,000 files) and its worker thread.

#include "core/board/board.h"
#include "core/board/boardtablemodel.h"
#include "core/board/resultsfile.h"
#include "core/sessionresults.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <cmath>
#include <limits>

using namespace gpulab::core;
using namespace gpulab::core::board;

namespace {

const QString kData = QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/board/");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(path));
    return f.readAll();
}

bool writeBytes(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(bytes) == bytes.size();
}

ResultsFile sample()
{
    ResultsFile f;
    f.appVersion = QStringLiteral("0.1.0");
    f.created = QDateTime(QDate(2026, 3, 1), QTime(10, 15), Qt::UTC);
    f.nickname = QStringLiteral("window seat");
    f.machine.cpuModel = QStringLiteral("Test CPU");
    f.machine.cores = 8;
    f.machine.simd = QStringLiteral("AVX2");
    f.machine.fp32PeakGflops = 400;
    f.machine.gpuAbsentReason = QStringLiteral("no NVIDIA driver found");
    ResultSeries cpu;
    cpu.backendId = QStringLiteral("cpu");
    cpu.label = QStringLiteral("oneDNN sgemm");
    cpu.points = {{256, 0.001, 33.5, Verdict::Passed}, {4096, 0.5, 274.9, Verdict::Passed}};
    f.sweeps = {cpu};
    f.timing = {{1024, false, 1e-5, 0.01}};
    return f;
}

} // namespace

class TestBoard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void roundTrip();
    void goldenFilesRead();
    void refusals_data();
    void refusals();
    void nanAndInfinityRefused();
    void noPrivateFields();
    void duplicatesMerged();
    void rowsAndFigures();
    void sessionResultsSnapshot();
    void tableModel();
    void loaderLimits();
    void loaderSkipsSymlinkLoopAndFifo();
    void folderCap();
    void workerThread();
};

void TestBoard::roundTrip()
{
    const ResultsFile f = sample();
    const ResultsParse back = resultsFromJson(f.toBytes());
    QVERIFY2(back.file, qPrintable(back.error));
    QCOMPARE(back.file->machine, f.machine);
    QCOMPARE(back.file->sweeps, f.sweeps);
    QCOMPARE(back.file->timing, f.timing);
    QCOMPARE(back.file->nickname, f.nickname);
    QCOMPARE(back.file->created, f.created);
    QCOMPARE(back.file->identity(), f.identity());

    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("me.json"));
    QCOMPARE(writeResultsFile(path, f), QString());
    QVERIFY(resultsFromJson(bytesOf(path)).file);
    QVERIFY(!writeResultsFile(dir.filePath(QStringLiteral("no/such/folder/me.json")), f).isEmpty());
}

void TestBoard::goldenFilesRead()
{
    for (const QString &name : {QStringLiteral("vm-2core.json"), QStringLiteral("laptop-avx2.json"),
                                QStringLiteral("workstation-gpu.json")}) {
        const ResultsParse p = resultsFromJson(bytesOf(kData + name));
        QVERIFY2(p.file, qPrintable(name + QStringLiteral(": ") + p.error));
        // What is read is what is written again.
        QCOMPARE(resultsFromJson(p.file->toBytes()).file->identity(), p.file->identity());
    }
}

void TestBoard::refusals_data()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QString>("mentions");
    const QJsonObject good = sample().toJson();
    const auto with = [&](const std::function<void(QJsonObject &)> &change) {
        QJsonObject o = good;
        change(o);
        return QJsonDocument(o).toJson();
    };
    const auto cpuWith = [&](const QString &key, const QJsonValue &v) {
        return with([&](QJsonObject &o) {
            QJsonObject m = o.value(QStringLiteral("machine")).toObject();
            QJsonObject c = m.value(QStringLiteral("cpu")).toObject();
            c.insert(key, v);
            m.insert(QStringLiteral("cpu"), c);
            o.insert(QStringLiteral("machine"), m);
        });
    };
    QTest::newRow("not json") << QByteArray("{\"format\":") << QStringLiteral("not JSON");
    QTest::newRow("array") << QByteArray("[1, 2]") << QStringLiteral("not a GPU Lab results file");
    QTest::newRow("other format") << with([](QJsonObject &o) {
        o.insert(QStringLiteral("format"), QStringLiteral("x"));
    }) << QStringLiteral("not a GPU Lab results file");
    QTest::newRow("future version") << with([](QJsonObject &o) { o.insert(QStringLiteral("version"), 7); })
                                    << QStringLiteral("version 7");
    QTest::newRow("version text") << with([](QJsonObject &o) {
        o.insert(QStringLiteral("version"), QStringLiteral("1"));
    }) << QStringLiteral("version");
    QTest::newRow("unknown key") << with([](QJsonObject &o) {
        o.insert(QStringLiteral("hostname"), QStringLiteral("pc7"));
    }) << QStringLiteral("\"hostname\"");
    QTest::newRow("missing key") << with([](QJsonObject &o) { o.remove(QStringLiteral("machine")); })
                                 << QStringLiteral("\"machine\" is missing");
    QTest::newRow("cores as text") << cpuWith(QStringLiteral("cores"), QStringLiteral("8"))
                                   << QStringLiteral("machine.cpu.cores");
    QTest::newRow("cores fraction") << cpuWith(QStringLiteral("cores"), 2.5) << QStringLiteral("whole number");
    QTest::newRow("cores zero") << cpuWith(QStringLiteral("cores"), 0) << QStringLiteral("from 1 to 4096");
    QTest::newRow("negative peak") << cpuWith(QStringLiteral("fp32PeakGflops"), -1) << QStringLiteral("fp32PeakGflops");
    QTest::newRow("peak past bound") << cpuWith(QStringLiteral("fp32PeakGflops"), 1e9)
                                     << QStringLiteral("fp32PeakGflops");
    QTest::newRow("long model") << cpuWith(QStringLiteral("model"), QString(500, u'x'))
                                << QStringLiteral("longer than");
    QTest::newRow("control character") << cpuWith(QStringLiteral("model"), QStringLiteral("a\x1b[2Jb"))
                                       << QStringLiteral("control character");
    QTest::newRow("bad date") << with([](QJsonObject &o) {
        o.insert(QStringLiteral("created"), QStringLiteral("yesterday"));
    }) << QStringLiteral("created");
    QTest::newRow("bad precision") << with([](QJsonObject &o) {
        QJsonObject m = o.value(QStringLiteral("measurements")).toObject();
        QJsonArray s = m.value(QStringLiteral("sweeps")).toArray();
        QJsonObject s0 = s.at(0).toObject();
        s0.insert(QStringLiteral("precision"), QStringLiteral("fp64"));
        s[0] = s0;
        m.insert(QStringLiteral("sweeps"), s);
        o.insert(QStringLiteral("measurements"), m);
    }) << QStringLiteral("fp32, tf32, bf16 or fp16");
    QTest::newRow("sizes fall") << with([](QJsonObject &o) {
        QJsonObject m = o.value(QStringLiteral("measurements")).toObject();
        QJsonArray s = m.value(QStringLiteral("sweeps")).toArray();
        QJsonObject s0 = s.at(0).toObject();
        QJsonArray pts = s0.value(QStringLiteral("points")).toArray();
        const QJsonValue first = pts.at(0);
        pts[0] = pts.at(1);
        pts[1] = first;
        s0.insert(QStringLiteral("points"), pts);
        s[0] = s0;
        m.insert(QStringLiteral("sweeps"), s);
        o.insert(QStringLiteral("measurements"), m);
    }) << QStringLiteral("must rise");
    QTest::newRow("too many series") << with([](QJsonObject &o) {
        QJsonObject m = o.value(QStringLiteral("measurements")).toObject();
        QJsonArray s;
        for (int i = 0; i <= kMaxSeries; ++i)
            s.append(m.value(QStringLiteral("sweeps")).toArray().at(0));
        m.insert(QStringLiteral("sweeps"), s);
        o.insert(QStringLiteral("measurements"), m);
    }) << QStringLiteral("more than 64");
    QTest::newRow("over 1 MiB") << QByteArray(kMaxResultsFileBytes + 1, ' ') << QStringLiteral("1 MiB");
    // The bad files kept for `gpulab board` refuse too.
    for (const QString &name : QDir(kData + QStringLiteral("bad")).entryList(QDir::Files))
        QTest::newRow(qPrintable(QStringLiteral("bad/") + name))
            << bytesOf(kData + QStringLiteral("bad/") + name) << QString();
}

void TestBoard::refusals()
{
    QFETCH(QByteArray, bytes);
    QFETCH(QString, mentions);
    const ResultsParse p = resultsFromJson(bytes);
    QVERIFY(!p.file);
    QVERIFY2(p.error.contains(mentions), qPrintable(p.error));
    QVERIFY(!p.error.contains(QLatin1Char('\n')));
    QVERIFY(p.error.endsWith(QLatin1Char('.')));
}

void TestBoard::nanAndInfinityRefused()
{
    for (const double bad : {std::nan(""), std::numeric_limits<double>::infinity()}) {
        QJsonObject o = sample().toJson();
        QJsonObject m = o.value(QStringLiteral("machine")).toObject();
        QJsonObject c = m.value(QStringLiteral("cpu")).toObject();
        c.insert(QStringLiteral("fp32PeakGflops"), bad);
        m.insert(QStringLiteral("cpu"), c);
        o.insert(QStringLiteral("machine"), m);
        const ResultsParse p = resultsFromJson(o);
        QVERIFY(!p.file);
        QVERIFY2(p.error.contains(QStringLiteral("fp32PeakGflops")), qPrintable(p.error));
    }
}

void TestBoard::noPrivateFields()
{
    const QString text = QString::fromUtf8(sample().toBytes()).toLower();
    for (const QString &word : {QStringLiteral("host"), QStringLiteral("user"), QStringLiteral("path"),
                                QStringLiteral("serial"), QStringLiteral("home")})
        QVERIFY2(!text.contains(word), qPrintable(word));
}

void TestBoard::duplicatesMerged()
{
    Board b;
    const QByteArray one = sample().toBytes();
    ResultsFile later = sample();
    later.created = later.created.addSecs(3600);
    later.nickname = QStringLiteral("same laptop, saved again");
    ResultsFile other = sample();
    other.machine.cores = 4;
    QVERIFY(b.add(QStringLiteral("a.json"), one));
    QVERIFY(b.add(QStringLiteral("b.json"), later.toBytes()));
    QVERIFY(b.add(QStringLiteral("c.json"), other.toBytes()));
    QVERIFY(!b.add(QStringLiteral("d.json"), QByteArray("{}")));
    QCOMPARE(b.filesRead(), 3);
    QCOMPARE(b.rows().size(), 2);
    QCOMPARE(b.rows()[0].copies, 2);
    QCOMPARE(b.rows()[1].copies, 1);
    QCOMPARE(b.refused().size(), 1);
    QCOMPARE(b.refused()[0].file, QStringLiteral("d.json"));
}

void TestBoard::rowsAndFigures()
{
    Board b;
    for (const QString &name :
         {QStringLiteral("vm-2core.json"), QStringLiteral("laptop-avx2.json"), QStringLiteral("workstation-gpu.json")})
        QVERIFY(b.add(kData + name, bytesOf(kData + name)));
    QCOMPARE(b.rows().size(), 3);
    const MachineRow &vm = b.rows()[0];
    QCOMPARE(vm.name, QStringLiteral("VM in the cloud lab"));
    QCOMPARE(vm.file, QStringLiteral("vm-2core.json"));
    QVERIFY(!vm.speedup); // the GPU side was simulated: no speedup of this machine
    QVERIFY(!vm.bf16);
    QCOMPARE(*vm.bandwidth, 9.8);
    QVERIFY(qAbs(*vm.illusion - 0.0281 / 0.000012) < 1e-6);
    // The simulated GPU is in the best rates, marked so.
    QVERIFY(std::any_of(vm.best.cbegin(), vm.best.cend(), [](const BestRate &r) { return r.onGpu && r.simulated; }));

    const MachineRow &laptop = b.rows()[1];
    QCOMPARE(laptop.name, QStringLiteral("laptop-avx2.json")); // no nickname: the file's name
    QVERIFY(laptop.illusion);
    QVERIFY(qAbs(*laptop.illusion - 0.0702 / 0.000011) < 1e-6); // the largest n measured

    const MachineRow &ws = b.rows()[2];
    QVERIFY(ws.speedup);
    QVERIFY(qAbs(*ws.speedup - 0.0912 / 0.00265) < 1e-9);
    QVERIFY(ws.crossover);
    QVERIFY(*ws.crossover > 64 && *ws.crossover < 256);
    QCOMPARE(ws.best.constFirst().precision, gpulab::kernels::Precision::Bf16);
    QVERIFY(ws.best.constFirst().onGpu);

    const ClassFigures f = b.figures();
    QCOMPARE(f.machines, 3);
    const auto figure = [&f](Column c) {
        for (const ColumnFigure &x : f.columns)
            if (x.column == c)
                return x;
        return ColumnFigure{};
    };
    QCOMPARE(figure(Column::Cores).median, 4.0);
    QCOMPARE(figure(Column::Cores).min, 2.0);
    QCOMPARE(figure(Column::Cores).max, 16.0);
    QCOMPARE(figure(Column::Bf16).count, 2);
    QCOMPARE(figure(Column::Bf16).median, (71.5 + 3650.0) / 2);
    QCOMPARE(figure(Column::Speedup).count, 1);
    QCOMPARE(f.crossoverMachines, 1);
    QCOMPARE(f.crossoverMin, f.crossoverMax);
    const QStringList lines = classFiguresText(f);
    QCOMPARE(lines.constFirst(), QStringLiteral("Machines on the board: 3"));

    const QString csv = b.toCsv();
    QCOMPARE(csv.count(QLatin1Char('\n')), 4);
    QVERIFY(csv.startsWith(QStringLiteral("name,cpu,cores,")));
    QVERIFY(b.toMarkdown().contains(QStringLiteral("| front desk workstation |")));
}

void TestBoard::sessionResultsSnapshot()
{
    SessionResults &s = SessionResults::instance();
    s.clear();
    QVERIFY(s.isEmpty());
    BenchmarkResult cpu;
    cpu.jobId = 1;
    cpu.backend.id = QStringLiteral("cpu");
    cpu.backend.label = QStringLiteral("oneDNN sgemm");
    cpu.backend.peaks = {{gpulab::kernels::Precision::Bf16, 123.0, QStringLiteral("measured")}};
    BenchmarkPoint p;
    p.n = 512;
    p.medianSeconds = 0.002;
    p.gflops = 134.2;
    p.verdict = Verdict::Passed;
    cpu.points = {p};
    s.recordLesson({cpu});
    QVERIFY(!s.isEmpty());
    DeviceReport report;
    report.cpu.model = QStringLiteral("Test CPU\x07");
    report.cpu.cores = 2;
    report.cpu.peakGflops = 99.5;
    report.cuda.reason = QStringLiteral("no NVIDIA driver found");
    const ResultsFile f = s.snapshot(report, QStringLiteral("  my\tlaptop  "));
    QCOMPARE(f.nickname, QStringLiteral("my laptop"));
    QCOMPARE(f.machine.cpuModel, QStringLiteral("Test CPU")); // the control character is dropped
    QCOMPARE(f.machine.bf16PeakGflops, 123.0);
    QCOMPARE(f.lesson.size(), 1);
    QCOMPARE(f.lesson[0].points[0].n, 512);
    // What the session writes, the board reads.
    const ResultsParse back = resultsFromJson(f.toBytes());
    QVERIFY2(back.file, qPrintable(back.error));
    s.clear();
    QVERIFY(s.isEmpty());
}

void TestBoard::tableModel()
{
    Board b;
    for (const QString &name :
         {QStringLiteral("vm-2core.json"), QStringLiteral("laptop-avx2.json"), QStringLiteral("workstation-gpu.json")})
        b.add(kData + name, bytesOf(kData + name));
    BoardTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setRows(b.rows());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), kColumnCount);
    QCOMPARE(model.headerData(int(Column::Cores), Qt::Horizontal).toString(), QStringLiteral("Cores"));
    QCOMPARE(model.index(2, int(Column::Gpu)).data().toString(), QStringLiteral("NVIDIA GeForce RTX 4090"));
    QCOMPARE(model.index(0, int(Column::Speedup)).data().toString(), QStringLiteral("—"));

    QSortFilterProxyModel proxy;
    proxy.setSourceModel(&model);
    proxy.setSortRole(BoardTableModel::kSortRole);
    proxy.sort(int(Column::Fp32), Qt::DescendingOrder);
    QCOMPARE(proxy.index(0, int(Column::Name)).data().toString(), QStringLiteral("front desk workstation"));
    QCOMPARE(proxy.index(2, int(Column::Name)).data().toString(), QStringLiteral("VM in the cloud lab"));
    proxy.sort(int(Column::Speedup), Qt::DescendingOrder); // unknown sorts lowest
    QCOMPARE(proxy.index(0, int(Column::Name)).data().toString(), QStringLiteral("front desk workstation"));

    QSignalSpy highlighted(&model, &BoardTableModel::highlightedChanged);
    model.setHighlighted(1);
    QCOMPARE(highlighted.size(), 1);
    QVERIFY(model.index(1, 0).data(BoardTableModel::kHighlightRole).toBool());
    QVERIFY(!model.index(0, 0).data(BoardTableModel::kHighlightRole).toBool());
    model.setHighlighted(99);
    QCOMPARE(model.highlighted(), -1);
    model.setRows({});
    QCOMPARE(model.rowCount(), 0);
}

void TestBoard::loaderLimits()
{
    QTemporaryDir dir;
    const QString big = dir.filePath(QStringLiteral("big.json"));
    QVERIFY(writeBytes(big, QByteArray(kMaxResultsFileBytes + 10, ' ')));
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("good.json")), sample().toBytes()));
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("notes.txt")), "not read"));
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("sub/deeper")));
    ResultsFile other = sample();
    other.machine.cores = 2;
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("sub/deeper/other.json")), other.toBytes()));

    const Board b = loadBoard({dir.path(), dir.filePath(QStringLiteral("missing.json"))});
    QCOMPARE(b.filesRead(), 2);
    QCOMPARE(b.rows().size(), 2);
    QCOMPARE(b.refused().size(), 2);
    QStringList reasons;
    for (const Refusal &r : b.refused())
        reasons << r.reason;
    QVERIFY2(reasons.join(u'|').contains(QStringLiteral("1 MiB")), qPrintable(reasons.join(u'|')));
    QVERIFY2(reasons.join(u'|').contains(QStringLiteral("no such file")), qPrintable(reasons.join(u'|')));
    // Nothing was changed.
    QCOMPARE(QFileInfo(big).size(), kMaxResultsFileBytes + 10);
}

void TestBoard::loaderSkipsSymlinkLoopAndFifo()
{
    QTemporaryDir dir;
    QVERIFY(QDir(dir.path()).mkpath(QStringLiteral("a")));
    QVERIFY(QFile::link(dir.path(), dir.filePath(QStringLiteral("a/loop"))));
    QVERIFY(writeBytes(dir.filePath(QStringLiteral("a/me.json")), sample().toBytes()));
    QVERIFY(QFile::link(dir.filePath(QStringLiteral("a/me.json")), dir.filePath(QStringLiteral("a/link.json"))));
    const QString fifo = dir.filePath(QStringLiteral("pipe.json"));
    QCOMPARE(::mkfifo(QFile::encodeName(fifo).constData(), 0600), 0);

    const Board b = loadBoard({dir.path()});
    QCOMPARE(b.filesRead(), 1); // the link to the file is not followed, the loop not entered
    // A FIFO named directly is refused unread (reading it would block).
    const Board direct = loadBoard({fifo});
    QCOMPARE(direct.filesRead(), 0);
    QCOMPARE(direct.refused().size(), 1);
    QVERIFY(direct.refused()[0].reason.contains(QStringLiteral("regular file")));
}

void TestBoard::folderCap()
{
    QTemporaryDir dir;
    const QByteArray small("{}");
    for (int i = 0; i <= kMaxBoardFiles; ++i)
        QVERIFY(writeBytes(dir.filePath(QStringLiteral("f%1.json").arg(i)), small));
    const FileList list = collectResultFiles({dir.path()});
    QCOMPARE(list.files.size(), kMaxBoardFiles);
    QCOMPARE(list.refused.size(), 1);
    QVERIFY(list.refused[0].reason.contains(QStringLiteral("10000")));
}

void TestBoard::workerThread()
{
    QTemporaryDir dir;
    for (int i = 0; i < 20; ++i) {
        ResultsFile f = sample();
        f.machine.cores = i + 1;
        QVERIFY(writeBytes(dir.filePath(QStringLiteral("m%1.json").arg(i, 2, 10, QLatin1Char('0'))), f.toBytes()));
    }
    BoardLoader loader;
    QSignalSpy progress(&loader, &BoardLoader::progress);
    QSignalSpy finished(&loader, &BoardLoader::finished);
    QVERIFY(loader.start({dir.path()}));
    QVERIFY(!loader.start({dir.path()})); // one load at a time
    QVERIFY(finished.wait(10000));
    QVERIFY(!loader.isRunning());
    QCOMPARE(loader.board().rows().size(), 20);
    QVERIFY(!progress.isEmpty());
    QCOMPARE(progress.last().at(0).toInt(), 20);
    QCOMPARE(progress.last().at(1).toInt(), 20);
    // A loader destroyed mid-load stops and waits for its worker.
    {
        BoardLoader early;
        QVERIFY(early.start({dir.path()}));
    }
}

QTEST_GUILESS_MAIN(TestBoard)
#include "tst_board.moc"
