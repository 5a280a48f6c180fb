// 200 % High-DPI: CTest runs this suite with QT_SCALE_FACTOR=2. Every panel at
// 1280×720 (logical) shows all its text whole on every tab, grabs at device
// pixel ratio 2 (2560×1440 pixels), and the charts' drawn marks are images
// with at least twice the pixels of their logical size, so they are not
// blown up from a 1× bitmap.

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/style.h"
#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"
#include "tests/common/textfit.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QScatterSeries>
#include <QScreen>
#include <QSettings>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab;

namespace {

constexpr QSize kSize{1280, 720};

void settle()
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

} // namespace

class TestHiDpi : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyPanelFitsAtTwiceTheScale_data();
    void everyPanelFitsAtTwiceTheScale();

private:
    QTemporaryDir m_settingsDir;
};

void TestHiDpi::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_hidpi"));
    (void)core::deviceReport();       // measured up front: a probe landing mid-check changes the device panel's words
    labs::style::installFocusStyle(); // as main() does
    labs::style::setTextScale(1.0);
    // The suite means 200 %: CTest sets QT_SCALE_FACTOR=2 (tests/CMakeLists.txt).
    QCOMPARE(qgetenv("QT_SCALE_FACTOR"), QByteArray("2"));
    QCOMPARE(QGuiApplication::primaryScreen()->devicePixelRatio(), 2.0);
}

void TestHiDpi::everyPanelFitsAtTwiceTheScale_data()
{
    testing::addLabRows();
}

void TestHiDpi::everyPanelFitsAtTwiceTheScale()
{
    QFETCH(QString, id);
    app::MainWindow w;
    w.resize(kSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    settle();
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);
    QCOMPARE(w.devicePixelRatioF(), 2.0);

    QStringList problems;
    const auto check = [&](const QString &page) {
        settle();
        for (const QString &p : testing::textProblems(panel))
            problems << QStringLiteral("%1 %2: %3").arg(id, page, p);
    };
    testing::onEveryPage(panel, check);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));

    const QPixmap shot = w.grab();
    QCOMPARE(shot.devicePixelRatio(), 2.0);
    QCOMPARE(shot.size(), w.size() * 2);
    int marks = 0;
    for (QChartView *v : panel->findChildren<QChartView *>()) {
        if (v->isVisible()) {
            const QPixmap chart = v->grab();
            QCOMPARE(chart.devicePixelRatio(), 2.0);
            QCOMPARE(chart.size(), v->size() * 2);
        }
        // A mark drawn as an image (✔ verified, ✘ wrong) has at least two pixels per logical pixel.
        for (const QAbstractSeries *s : v->chart()->series())
            if (const auto *points = qobject_cast<const QScatterSeries *>(s);
                points && !points->lightMarker().isNull()) {
                ++marks;
                QVERIFY2(points->lightMarker().width() >= 2 * points->markerSize(),
                         qPrintable(QStringLiteral("%1: a %2 px image for a %3 px mark")
                                        .arg(s->name())
                                        .arg(points->lightMarker().width())
                                        .arg(points->markerSize())));
            }
    }
    if (id == u"throughput")
        QVERIFY(marks >= 2); // the sweep charts' ✔ and ✘
}

QTEST_MAIN(TestHiDpi)
#include "tst_hidpi.moc"
