// The measured sweep's table as an item model, with no widget:
// QAbstractItemModelTester watches a fill, a refill and a language change;
// the rows follow the series in the order they ran, and each cell says what
// the sweep view's table showed (values, spreads, "—" for an unknown peak,
// the verdict with its reasons and any busy note in the tooltip).

#include "core/throughput/sweeptablemodel.h"
#include "core/units.h"

#include <QAbstractItemModelTester>
#include <QLocale>
#include <QSignalSpy>
#include <QTest>

using namespace gpulab::core;
using namespace gpulab::core::throughput;
using Model = SweepTableModel;

namespace {

BenchmarkPoint point(int n, double median, double gflops, double percentOfPeak, Verdict verdict)
{
    BenchmarkPoint p;
    p.n = n;
    p.medianSeconds = median;
    p.minSeconds = median * 0.9;
    p.maxSeconds = median * 1.2;
    p.gflops = gflops;
    p.percentOfPeak = percentOfPeak;
    p.verdict = verdict;
    p.verdictText = QStringLiteral("64 of 64 sampled entries match");
    return p;
}

SweepData twoSeries()
{
    SweepData d;
    SweepSeries cpu;
    cpu.backend.id = QStringLiteral("cpu");
    cpu.points = {point(64, 1e-5, 52.4, 20, Verdict::Passed), point(128, 5e-5, 83.9, 33, Verdict::Passed)};
    cpu.points[1].busyNote = QStringLiteral("the window took a core");
    SweepSeries sim;
    sim.backend.id = QStringLiteral("cuda");
    sim.backend.simulated = true;
    sim.precision = gpulab::kernels::Precision::Bf16;
    sim.points = {point(64, 5e-3, 0.1, 0, Verdict::NotChecked)};
    d.series = {cpu, sim};
    return d;
}

} // namespace

class TestSweepTableModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void emptyHasTheColumnsOnly();
    void rowsFollowTheSeries();
    void refillAndRetranslateKeepTheModelSound();
};

void TestSweepTableModel::emptyHasTheColumnsOnly()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QCOMPARE(model.rowCount(), 0);
    QCOMPARE(model.columnCount(), 7);
    QStringList header;
    for (int c = 0; c < model.columnCount(); ++c)
        header << model.headerData(c, Qt::Horizontal).toString();
    QCOMPARE(header, QStringList({QStringLiteral("backend"), QStringLiteral("n"), QStringLiteral("median"),
                                  QStringLiteral("fastest – slowest"), QStringLiteral("rate"),
                                  QStringLiteral("of peak"), QStringLiteral("result")}));
    QVERIFY(!model.data(model.index(0, 0)).isValid());
}

void TestSweepTableModel::rowsFollowTheSeries()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setSweep(twoSeries());
    QCOMPARE(model.rowCount(), 3);
    const auto cell = [&](int r, int c, int role = Qt::DisplayRole) { return model.index(r, c).data(role); };
    QCOMPARE(cell(0, Model::Backend).toString(), QStringLiteral("cpu fp32"));
    QCOMPARE(cell(1, Model::Size).toString(), QStringLiteral("128"));
    QCOMPARE(cell(1, Model::Size, Model::ValueRole).toInt(), 128);
    QCOMPARE(cell(2, Model::Backend).toString(), QStringLiteral("cuda bf16 (simulated)"));
    QCOMPARE(cell(0, Model::Median).toString(), units::seconds(1e-5));
    QCOMPARE(cell(0, Model::Median, Model::ValueRole).toDouble(), 1e-5);
    QCOMPARE(cell(0, Model::Spread).toString(),
             QStringLiteral("%1 – %2").arg(units::seconds(0.9e-5), units::seconds(1.2e-5)));
    QCOMPARE(cell(1, Model::Rate).toString(), units::gflops(83.9));
    QCOMPARE(cell(1, Model::OfPeak).toString(), QStringLiteral("33 %"));
    QCOMPARE(cell(2, Model::OfPeak).toString(), QStringLiteral("—")); // no peak to compare with
    QCOMPARE(cell(0, Model::Result).toString(), verdictText(Verdict::Passed));
    QCOMPARE(cell(0, Model::Result, Qt::ToolTipRole).toString(), QStringLiteral("64 of 64 sampled entries match"));
    // A point measured on a busy machine says so on every cell's tooltip.
    QVERIFY(cell(1, Model::Rate, Qt::ToolTipRole).toString().endsWith(QStringLiteral("\nthe window took a core")));
    QVERIFY(!cell(0, Model::Rate, Qt::ToolTipRole).toString().contains(QStringLiteral("window")));
    QVERIFY(!model.index(3, 0).isValid());
}

void TestSweepTableModel::refillAndRetranslateKeepTheModelSound()
{
    Model model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy reset(&model, &QAbstractItemModel::modelReset);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QSignalSpy header(&model, &QAbstractItemModel::headerDataChanged);
    model.setSweep(twoSeries());
    SweepData one = twoSeries();
    one.series.removeLast();
    model.setSweep(one);
    QCOMPARE(model.rowCount(), 2);
    QCOMPARE(reset.count(), 2);
    model.retranslate();
    QCOMPARE(header.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.constFirst().at(1).toModelIndex(), model.index(1, Model::ColumnCount - 1));
    model.setSweep({});
    QCOMPARE(model.rowCount(), 0);
    model.retranslate(); // no rows: the header only
    QCOMPARE(changed.count(), 1);
    QCOMPARE(header.count(), 2);
}

QTEST_GUILESS_MAIN(TestSweepTableModel)
#include "tst_sweeptablemodel.moc"
