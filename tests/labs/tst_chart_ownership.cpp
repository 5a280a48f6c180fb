// Our chart code owns what it makes: no QChart left behind by a chart view,
// no axis left behind by a redraw. Both were leaks LeakSanitizer reported in
// six panel suites; this finds them without a sanitizer build by asking Qt
// which objects are alive and unowned (tests/common/liveobjects.h).

#include "tests/common/liveobjects.h"

#include "core/cost/ratetable.h"
#include "core/throughput/sweep.h"
#include "core/vram/vramcards.h"
#include "core/vram/vramplan.h"
#include "labs/cost/costcharts.h"
#include "labs/throughput/sweepchart.h"
#include "labs/timing/timingchart.h"
#include "labs/vram/vramchart.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QTest>

#include <memory>

using gpulab::testing::LiveObjects;
namespace gl = gpulab::labs;

namespace {

int orphanCharts(const LiveObjects &live)
{
    return live.orphans<QChart>([](QChart *c) { return c->scene() != nullptr; });
}

int orphanAxes(const LiveObjects &live)
{
    return live.orphans<QAbstractAxis>([](QAbstractAxis *) { return false; });
}

} // namespace

class TestChartOwnership : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void viewsKeepNoDefaultChart_data();
    void viewsKeepNoDefaultChart();
    void redrawsDeleteTheAxesTheyReplace();
};

void TestChartOwnership::viewsKeepNoDefaultChart_data()
{
    QTest::addColumn<QString>("view");
    QTest::newRow("vram") << QStringLiteral("vram");
    QTest::newRow("timing") << QStringLiteral("timing");
    QTest::newRow("sweep") << QStringLiteral("sweep");
}

void TestChartOwnership::viewsKeepNoDefaultChart()
{
    QFETCH(QString, view);
    LiveObjects live;
    std::unique_ptr<QChartView> v;
    if (view == u"vram")
        v = std::make_unique<gl::VramChart>();
    else if (view == u"timing")
        v = std::make_unique<gl::TimingChart>();
    else
        v = std::make_unique<gl::SweepChart>(gl::SweepChart::Quantity::Time);
    QCOMPARE(orphanCharts(live), 0);
    v.reset();
    QCOMPARE(orphanCharts(live), 0);
}

void TestChartOwnership::redrawsDeleteTheAxesTheyReplace()
{
    namespace vram = gpulab::core::vram;
    namespace cost = gpulab::core::cost;
    LiveObjects live;

    gl::VramChart vramChart;
    for (int i = 0; i < 5; ++i)
        vramChart.showPlan(vram::evaluate(vram::Plan{}), vram::standardCards(), i % 2 == 0);
    QCOMPARE(orphanAxes(live), 0);

    gl::SweepChart sweep(gl::SweepChart::Quantity::Rate);
    for (int i = 0; i < 5; ++i)
        sweep.setData({}, {}, std::nullopt);
    QCOMPARE(orphanAxes(live), 0);

    QChart bars;
    QChart spot;
    const cost::RateTable table = cost::builtinRates();
    const cost::SpotInput spotIn;
    for (int i = 0; i < 5; ++i) {
        gl::fillSweepChart(&bars, {{QStringLiteral("T4"), 3.0, false, true, true}}, i % 2 == 0 ? 2.0 : 0.0);
        gl::fillSpotChart(&spot, table.classes.constFirst(), spotIn, 2, 1.0);
    }
    QCOMPARE(bars.axes().size() > 0, true);
    QCOMPARE(orphanAxes(live), 0);
}

QTEST_MAIN(TestChartOwnership)
#include "tst_chart_ownership.moc"
