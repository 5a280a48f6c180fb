// The device lab's quick check as an item model, with no widget:
// QAbstractItemModelTester watches a fill, a refill and a language change;
// one row per side that ran, in the order it ran, and each cell says what
// the device report's table shows ("GPU (simulated)" with "—" for its peak,
// the verdict's words with its reasons in the tooltip, the provenance on
// the others).

#include "core/quickchecktablemodel.h"
#include "core/units.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace gpulab::core;
using Model = QuickCheckTableModel;

namespace {

BenchmarkResult side(const QString &id, bool onGpu, bool simulated, double median, double gflops, double percent,
                     Verdict verdict)
{
    BenchmarkResult r;
    r.backend.id = id;
    r.backend.onGpu = onGpu;
    r.backend.simulated = simulated;
    r.backend.reason = simulated ? QStringLiteral("no NVIDIA driver found") : QString();
    BenchmarkPoint p;
    p.n = 1024;
    p.medianSeconds = median;
    p.gflops = gflops;
    p.percentOfPeak = percent;
    p.verdict = verdict;
    p.verdictText = simulated ? QStringLiteral("nothing computed") : QStringLiteral("64 of 64 sampled entries match");
    r.points = {p};
    return r;
}

QList<BenchmarkResult> cpuThenSimulatedGpu()
{
    return {side(QStringLiteral("cpu"), false, false, 0.0123, 174.6, 81.6, Verdict::Passed),
            side(QStringLiteral("cuda"), true, true, 0.00026, 8190.0, 37.0, Verdict::NotChecked)};
}

} // namespace

class TestQuickCheckTableModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void emptyHasTheColumnsOnly();
    void oneRowPerSide();
    void aMeasuredGpuShowsItsPeak();
    void refillAndRetranslateKeepTheModelSound();
};

void TestQuickCheckTableModel::emptyHasTheColumnsOnly()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 5);
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal).toString();
    QCOMPARE(header, QStringList({QStringLiteral("side"), QStringLiteral("median time"), QStringLiteral("rate"),
                                  QStringLiteral("of peak"), QStringLiteral("result")}));
    QVERIFY(!model.data(model.index(0, 0)).isValid());
}

void TestQuickCheckTableModel::oneRowPerSide()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setResults(cpuThenSimulatedGpu());
    QCOMPARE(model.rowCount(), 2);
    const auto cell = [&](int r, int c, int role = Qt::DisplayRole) { return model.index(r, c).data(role); };
    QCOMPARE(cell(0, Model::Side).toString(), QStringLiteral("CPU"));
    QCOMPARE(cell(0, Model::Side, Model::ValueRole).toString(), QStringLiteral("cpu"));
    QCOMPARE(cell(0, Model::Median).toString(), units::seconds(0.0123));
    QCOMPARE(cell(0, Model::Median, Model::ValueRole).toDouble(), 0.0123);
    QCOMPARE(cell(0, Model::Rate).toString(), units::gflops(174.6));
    QCOMPARE(cell(0, Model::OfPeak).toString(), QStringLiteral("82 %"));
    QCOMPARE(cell(0, Model::OfPeak, Model::ValueRole).toDouble(), 81.6);
    QCOMPARE(cell(0, Model::Result).toString(), verdictText(Verdict::Passed));
    QCOMPARE(cell(0, Model::Result, Qt::ToolTipRole).toString(), QStringLiteral("64 of 64 sampled entries match"));
    // The simulated GPU is named so, and has no peak it was measured against.
    QCOMPARE(cell(1, Model::Side).toString(), QStringLiteral("GPU (simulated)"));
    QCOMPARE(cell(1, Model::OfPeak).toString(), QStringLiteral("—"));
    QCOMPARE(cell(1, Model::OfPeak, Model::ValueRole).toDouble(), 0.0);
    QCOMPARE(cell(1, Model::Result).toString(), verdictText(Verdict::NotChecked));
    // Every other cell's tooltip says where the figure came from.
    QCOMPARE(cell(1, Model::Rate, Qt::ToolTipRole).toString(), cpuThenSimulatedGpu()[1].backend.provenance());
    QVERIFY(cell(1, Model::Rate, Qt::ToolTipRole).toString().startsWith(QStringLiteral("Simulated")));
    QVERIFY(!model.index(2, 0).isValid());
}

void TestQuickCheckTableModel::aMeasuredGpuShowsItsPeak()
{
    Model model;
    QList<BenchmarkResult> results = cpuThenSimulatedGpu();
    results[1] = side(QStringLiteral("cuda"), true, false, 0.0004, 5368.7, 89.5, Verdict::Passed);
    model.setResults(results);
    QCOMPARE(model.index(1, Model::Side).data().toString(), QStringLiteral("GPU"));
    QCOMPARE(model.index(1, Model::OfPeak).data().toString(), QStringLiteral("90 %"));
    QCOMPARE(model.index(1, Model::Result).data().toString(), verdictText(Verdict::Passed));
}

void TestQuickCheckTableModel::refillAndRetranslateKeepTheModelSound()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    // The CPU side first (its step finished), then both.
    model.setResults({cpuThenSimulatedGpu().first()});
    QCOMPARE(model.rowCount(), 1);
    model.setResults(cpuThenSimulatedGpu());
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(reset.count(), 2);
    QCOMPARE(model.results().size(), 2);
    model.retranslate();
    QCOMPARE(header.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.constFirst().at(1).toModelIndex(), model.index(1, Model::ColumnCount - 1));
    model.setResults({});
    QCOMPARE(model.rowCount(), 0);
    model.retranslate(); // no rows: the header only
    QCOMPARE(changed.count(), 1);
    QCOMPARE(header.count(), 2);
}

QTEST_GUILESS_MAIN(TestQuickCheckTableModel)
#include "tst_quickchecktablemodel.moc"
