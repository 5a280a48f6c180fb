// A dark system palette (a desktop switched to its dark theme, or gpulab
// screenshot --dark): every panel takes the dark inks, charts included, both
// when it is built under the dark palette and when the palette changes while
// it is on screen; switching back gives the light colours again, exactly.

#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/style.h"
#include "tests/common/inkprint.h"
#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"
#include "tests/common/testsupport.h"

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QImage>
#include <QPalette>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
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

QColor darkInk(labs::style::Ink ink)
{
    for (const auto &e : labs::style::palette(labs::style::Theme::Dark))
        if (e.ink == ink)
            return QColor::fromRgba(e.rgba);
    return {};
}

} // namespace

class TestDark : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void liveSwitchRecoloursAsAFreshBuild_data();
    void liveSwitchRecoloursAsAFreshBuild();
    void chartsAreDarkWithLightText();
    void screenshotRendersDark();

private:
    QTemporaryDir m_settingsDir;
};

void TestDark::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_dark"));
    labs::style::installFocusStyle(); // as main() does
    labs::style::setTextScale(1.0);
    QVERIFY(!labs::style::isDark(QApplication::palette())); // the offscreen platform's palette is light
}

void TestDark::liveSwitchRecoloursAsAFreshBuild_data()
{
    testing::addLabRows();
}

void TestDark::liveSwitchRecoloursAsAFreshBuild()
{
    QFETCH(QString, id);
    const auto open = [&](app::MainWindow &w) {
        w.resize(kSize);
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        // The device panel shows the probe's answer: wait for it, so both windows show the same.
        QSignalSpy probed(w.engine(), &core::ComputeEngine::deviceReportReady);
        w.startDeviceProbe();
        if (!w.engine()->deviceReportIsReady())
            QVERIFY(probed.wait(60000));
        QVERIFY(w.showLab(id));
        settle();
    };
    const QPalette light = QApplication::palette();
    const auto restore = qScopeGuard([&] { QApplication::setPalette(light); });
    app::MainWindow w;
    open(w);
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);
    const QStringList before = testing::inkPrint(panel);

    QApplication::setPalette(labs::style::darkQtPalette()); // the desktop turns dark
    settle();
    QCOMPARE(labs::style::theme(), labs::style::Theme::Dark);
    const QStringList live = testing::inkPrint(panel);
    QVERIFY(live != before);
    {
        app::MainWindow fresh;
        open(fresh);
        const QStringList diff = testing::inkDifferences(live, testing::inkPrint(fresh.panel(id)));
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
    }
    QApplication::setPalette(light);
    settle();
    QCOMPARE(labs::style::theme(), labs::style::Theme::Light);
    const QStringList diff = testing::inkDifferences(testing::inkPrint(panel), before);
    QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
}

void TestDark::chartsAreDarkWithLightText()
{
    const QPalette light = QApplication::palette();
    QApplication::setPalette(labs::style::darkQtPalette());
    const auto restore = qScopeGuard([&] { QApplication::setPalette(light); });
    app::MainWindow w;
    w.resize(kSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    int charts = 0;
    for (const QString &id : labs::labIds()) {
        QVERIFY(w.showLab(id));
        settle();
        for (QChartView *v : w.panel(id)->findChildren<QChartView *>()) {
            ++charts;
            QChart *c = v->chart();
            QCOMPARE(c->backgroundBrush().color(), darkInk(labs::style::Ink::Surface));
            QCOMPARE(c->titleBrush().color(), darkInk(labs::style::Ink::Text));
            QCOMPARE(c->legend()->labelColor(), darkInk(labs::style::Ink::Text));
            for (QAbstractAxis *a : c->axes()) {
                QCOMPARE(a->labelsColor(), darkInk(labs::style::Ink::Text));
                QVERIFY2(a->gridLineColor().lightness() < 110, qPrintable(a->gridLineColor().name()));
            }
            // What the chart draws is dark: sample its image away from the marks.
            const QImage img = v->grab().toImage();
            int darkPixels = 0;
            int samples = 0;
            for (int y = 0; y < img.height(); y += 7)
                for (int x = 0; x < img.width(); x += 7, ++samples)
                    darkPixels += QColor(img.pixel(x, y)).lightness() < 80 ? 1 : 0;
            QVERIFY2(darkPixels * 2 > samples,
                     qPrintable(QStringLiteral("%1 %2 of %3 dark").arg(id).arg(darkPixels).arg(samples)));
        }
    }
    QVERIFY(charts >= 5);
}

void TestDark::screenshotRendersDark()
{
    const testing::CliRun help = testing::runGpulab({QStringLiteral("screenshot"), QStringLiteral("--help")});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains("--dark"));
    QTemporaryDir home;
    QVERIFY(home.isValid());
    testing::CliEnv how;
    how.home = home.path();
    const testing::CliRun run =
        testing::runGpulab({QStringLiteral("screenshot"), QStringLiteral("--panel"), QStringLiteral("timing"),
                            QStringLiteral("--size"), QStringLiteral("1280x720"), QStringLiteral("--dark"),
                            QStringLiteral("--out"), home.filePath(QStringLiteral("shots"))},
                           how);
    QVERIFY2(run.code == 0, run.err.constData());
    const QImage img(home.filePath(QStringLiteral("shots/timing.png")));
    QCOMPARE(img.size(), kSize);
    int dark = 0;
    int samples = 0;
    for (int y = 0; y < img.height(); y += 5)
        for (int x = 0; x < img.width(); x += 5, ++samples)
            dark += QColor(img.pixel(x, y)).lightness() < 80 ? 1 : 0;
    QVERIFY2(dark * 10 > samples * 7, qPrintable(QStringLiteral("%1 of %2 samples dark").arg(dark).arg(samples)));
}

QTEST_MAIN(TestDark)
#include "tst_dark.moc"
