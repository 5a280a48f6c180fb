// The legend under a chart (labs/chartlegend): every name whole however
// narrow the chart, each swatch drawn as its series is (solid and dashed
// lines differ, a scatter series shows its marker, bars a filled box), and
// it follows the series when they change.

#include "labs/chartlegend.h"
#include "labs/chartview.h"
#include "labs/style.h"

#include <QApplication>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTest>
#include <QVBoxLayout>

#include <algorithm>

using namespace gpulab::labs;

namespace {
const QString kLongName = QStringLiteral("oneDNN sgemm, all cores: fastest–slowest repeat and the median of five");

// How many pixels along the swatch's middle row carry the line's colour.
int linePixels(LegendSwatch *swatch, const QColor &colour)
{
    const QImage img = swatch->grab().toImage();
    const int y = img.height() / 2;
    int n = 0;
    for (int x = 0; x < img.width(); ++x) {
        const QColor c = img.pixelColor(x, y);
        n += std::abs(c.red() - colour.red()) + std::abs(c.green() - colour.green()) +
                         std::abs(c.blue() - colour.blue()) <
                     60
                 ? 1
                 : 0;
    }
    return n;
}

struct Fixture {
    QWidget window;
    ChartView *view = nullptr;
    QLineSeries *solid = nullptr;
    QLineSeries *dashed = nullptr;
    QScatterSeries *points = nullptr;
    QBarSeries *bars = nullptr;

    Fixture()
    {
        auto *layout = new QVBoxLayout(&window);
        view = new ChartView(new QChart, &window);
        QChart *c = view->chart();
        solid = new QLineSeries;
        solid->setName(kLongName);
        solid->setPen(QPen(style::colour(style::Ink::CpuSeries), 3, Qt::SolidLine));
        solid->append({{1, 1}, {2, 2}});
        dashed = new QLineSeries;
        dashed->setName(QStringLiteral("peak of this CPU"));
        dashed->setPen(QPen(style::colour(style::Ink::CpuSeries), 2, Qt::DashLine));
        dashed->append({{1, 2}, {2, 2}});
        points = new QScatterSeries;
        points->setName(QStringLiteral("result verified ✔"));
        points->append(1, 1);
        bars = new QBarSeries;
        auto *set = new QBarSet(QStringLiteral("weights"));
        set->setColor(style::colour(style::Ink::WeightsBar));
        set->append(1);
        bars->append(set);
        for (QAbstractSeries *s : {static_cast<QAbstractSeries *>(solid), static_cast<QAbstractSeries *>(dashed),
                                   static_cast<QAbstractSeries *>(points), static_cast<QAbstractSeries *>(bars)})
            c->addSeries(s);
        c->createDefaultAxes();
        layout->addWidget(view, 1);
        layout->addWidget(view->legendBelow());
    }
};
} // namespace

class TestChartLegend : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void namesEveryVisibleSeriesWhole();
    void wrapsRatherThanCuts();
    void swatchShowsTheLineStyle();
    void followsTheSeries();
    void keepsRoomForASeriesThatComesAndGoes();
};

void TestChartLegend::namesEveryVisibleSeriesWhole()
{
    Fixture f;
    ChartLegend::leaveOut(f.view->chart(), f.points);
    f.view->refreshLegend();
    const ChartLegend *legend = f.view->legendIfShown();
    QVERIFY(legend);
    QCOMPARE(legend->names(), (QStringList{kLongName, QStringLiteral("peak of this CPU"), QStringLiteral("weights")}));
    // Qt's own, which cut names, takes no room and shows nothing.
    QVERIFY(!f.view->chart()->legend()->isAttachedToChart());
    QCOMPARE(f.view->chart()->legend()->opacity(), 0.0);
}

void TestChartLegend::wrapsRatherThanCuts()
{
    Fixture f;
    f.window.resize(260, 600); // far narrower than the long name
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    QApplication::processEvents();
    const ChartLegend *legend = f.view->legendIfShown();
    for (const QLabel *l : legend->findChildren<QLabel *>()) {
        QVERIFY(l->wordWrap());
        QVERIFY2(l->heightForWidth(l->width()) <= l->height(), qPrintable(l->text())); // every line shown
        QVERIFY(l->geometry().right() <= legend->width());
    }
    QVERIFY(legend->height() >= legend->heightForWidth(legend->width()));
    // Wide: entries side by side, so the legend is shorter.
    const int narrowHeight = legend->heightForWidth(260);
    QVERIFY(legend->heightForWidth(2000) < narrowHeight);
}

void TestChartLegend::swatchShowsTheLineStyle()
{
    Fixture f;
    f.window.resize(900, 600);
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    const QList<LegendSwatch *> swatches = f.view->legendIfShown()->swatches();
    QCOMPARE(swatches.size(), 4);
    QCOMPARE(swatches[0]->kind(), LegendSwatch::Kind::Line);
    QCOMPARE(swatches[0]->penStyle(), Qt::SolidLine);
    QCOMPARE(swatches[1]->penStyle(), Qt::DashLine);
    QCOMPARE(swatches[2]->kind(), LegendSwatch::Kind::Marker);
    QCOMPARE(swatches[3]->kind(), LegendSwatch::Kind::Fill);
    // Drawn, not only stated: the solid swatch is one unbroken stroke, the dashed one has gaps.
    const QColor blue = style::colour(style::Ink::CpuSeries);
    const int width = swatches[0]->width();
    QVERIFY2(linePixels(swatches[0], blue) >= width - 4, qPrintable(QString::number(linePixels(swatches[0], blue))));
    const int dashed = linePixels(swatches[1], blue);
    QVERIFY2(dashed > width / 3 && dashed < width - 8, qPrintable(QString::number(dashed)));
}

void TestChartLegend::followsTheSeries()
{
    Fixture f;
    f.solid->setName(QStringLiteral("renamed"));
    f.view->chart()->removeSeries(f.dashed);
    delete f.dashed;
    f.view->refreshLegend();
    QCOMPARE(f.view->legendIfShown()->names(),
             (QStringList{QStringLiteral("renamed"), QStringLiteral("result verified ✔"), QStringLiteral("weights")}));
}

void TestChartLegend::keepsRoomForASeriesThatComesAndGoes()
{
    // The cost lab's cap line: hidden without a cap, shown when one is typed.
    // Its entry keeps its room while hidden, so typing a cap moves neither
    // the legend nor the chart above it; a series without keepRoomFor() takes
    // its room with it.
    Fixture f;
    f.window.resize(520, 600);
    ChartLegend::keepRoomFor(f.dashed);
    f.dashed->setVisible(false);
    f.view->refreshLegend();
    f.window.show();
    QVERIFY(QTest::qWaitForWindowExposed(&f.window));
    QApplication::processEvents();
    const ChartLegend *legend = f.view->legendIfShown();
    const QStringList without{kLongName, QStringLiteral("result verified ✔"), QStringLiteral("weights")};
    QCOMPARE(legend->names(), without);
    QCOMPARE(legend->swatches().size(), 3);
    const int legendHeight = legend->height();
    const QRect chartPlace = f.view->geometry();
    QList<QLabel *> labels = legend->findChildren<QLabel *>();
    const auto cap = std::find_if(labels.cbegin(), labels.cend(),
                                  [](const QLabel *l) { return l->text() == QStringLiteral("peak of this CPU"); });
    QVERIFY(cap != labels.cend());
    QVERIFY(!(*cap)->isVisible());

    f.dashed->setVisible(true);
    f.dashed->setName(QStringLiteral("peak of that CPU")); // a new cap, a new name: changed in place
    f.view->refreshLegend();
    QApplication::processEvents();
    QCOMPARE(legend->names(), (QStringList{kLongName, QStringLiteral("peak of that CPU"),
                                           QStringLiteral("result verified ✔"), QStringLiteral("weights")}));
    QCOMPARE(legend->findChildren<QLabel *>(), labels); // the same entries, not rebuilt
    QVERIFY((*cap)->isVisible());
    QCOMPARE(legend->height(), legendHeight);
    QCOMPARE(f.view->geometry(), chartPlace);

    // Without keepRoomFor() a hidden series leaves no entry and no room.
    f.points->setVisible(false);
    f.view->refreshLegend();
    QApplication::processEvents();
    QVERIFY(!legend->names().contains(QStringLiteral("result verified ✔")));
    QVERIFY(legend->heightForWidth(legend->width()) <= legendHeight);
}

QTEST_MAIN(TestChartLegend)
#include "tst_chart_legend.moc"
