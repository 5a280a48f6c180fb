// Projector mode (View › Projector mode, F5): every panel at 1280×720 in
// projector mode shows all its label and button text whole, in fonts at least
// kProjectorTextScale × their normal size, chart lines at least
// kProjectorLineWidth px; switching it off gives back the normal palette and
// sizes; the choice is remembered; F5 and F11 belong to these two actions only.

#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/style.h"
#include "tests/common/inkprint.h"
#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"
#include "tests/common/testsupport.h"
#include "tests/common/textfit.h"

#include <QAbstractBarSeries>
#include <QAbstractButton>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFontMetrics>
#include <QHelpEvent>
#include <QLabel>
#include <QPointer>
#include <QScatterSeries>
#include <QScopeGuard>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QStyleOptionComboBox>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QToolTip>
#include <QXYSeries>

#include <vector>

using namespace gpulab;

namespace {

constexpr QSize kProjectorSize{1280, 720};

void settle()
{
    for (int i = 0; i < 4; ++i) // layouts settle in a few passes (wrapped labels)
        QApplication::processEvents();
}

// The widgets that show text, with the point size each has now.
struct Sized {
    QPointer<QWidget> widget;
    double pointSize;
};

std::vector<Sized> textWidgets(QWidget *root)
{
    std::vector<Sized> out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        const auto *l = qobject_cast<QLabel *>(w);
        const auto *b = qobject_cast<QAbstractButton *>(w);
        if ((l && !l->text().isEmpty()) || (b && !b->text().isEmpty()))
            out.push_back({w, w->font().pointSizeF()});
    }
    return out;
}

// Text that does not fit, on every page of every tab widget of the panel.
QStringList clippedOnEveryTab(QWidget *panel, const QString &where)
{
    QStringList problems;
    const auto check = [&](const QString &page) {
        settle();
        for (const QString &p : testing::textProblems(panel))
            problems << QStringLiteral("%1 %2: %3").arg(where, page, p);
    };
    testing::onEveryPage(panel, check);
    return problems;
}

QStringList thinLines(QWidget *panel)
{
    QStringList out;
    for (const QChartView *v : panel->findChildren<QChartView *>()) {
        if (!v->chart())
            continue;
        for (const QAbstractSeries *s : v->chart()->series()) {
            if (qobject_cast<const QScatterSeries *>(s))
                continue;
            if (const auto *line = qobject_cast<const QXYSeries *>(s);
                line && line->pen().style() != Qt::NoPen && line->pen().widthF() < labs::style::kProjectorLineWidth)
                out << QStringLiteral("series \"%1\" %2 px").arg(s->name()).arg(line->pen().widthF());
        }
    }
    return out;
}

QColor projectorInk(labs::style::Ink ink)
{
    for (const auto &e : labs::style::palette(true))
        if (e.ink == ink)
            return QColor::fromRgba(e.rgba);
    return {};
}

QAction *action(QWidget *w, const char *name)
{
    return w->findChild<QAction *>(QString::fromLatin1(name));
}

} // namespace

class TestProjector : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void f5AndF11AreTheirActionsOnly();
    void everyPanelFitsAndGrowsInProjectorMode_data();
    void everyPanelFitsAndGrowsInProjectorMode();
    void panelsBuiltInProjectorModeFit_data();
    void panelsBuiltInProjectorModeFit();
    void largerTextKeepsTabTitlesAndChoicesWhole_data();
    void largerTextKeepsTabTitlesAndChoicesWhole();
    void checkBoxesGrowWithTheirText();
    void cardNamesUnderTheBarsAreWhole();
    void liveSwitchRecoloursAsAFreshBuild_data();
    void liveSwitchRecoloursAsAFreshBuild();
    void seriesAndKeyNumbersTakeTheProjectorInks();
    void theChoiceIsRemembered();
    void screenshotRendersInProjectorModeAndStoresNothing();

private:
    QTemporaryDir m_settingsDir;
};

void TestProjector::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_projector"));
    (void)core::deviceReport();       // measured up front: a probe landing mid-check changes the device panel's words
    labs::style::installFocusStyle(); // as main() does
    labs::style::setTextScale(1.0);
}

void TestProjector::f5AndF11AreTheirActionsOnly()
{
    app::MainWindow w;
    QAction *projector = action(&w, "projectorMode");
    QAction *full = action(&w, "fullScreen");
    QVERIFY(projector && full);
    QVERIFY(projector->isCheckable());
    QCOMPARE(projector->shortcut(), QKeySequence(Qt::Key_F5));
    QVERIFY(full->shortcuts().contains(QKeySequence(Qt::Key_F11)));
    for (const QAction *a : w.findChildren<QAction *>()) {
        if (a == projector || a == full)
            continue;
        QVERIFY2(!a->shortcuts().contains(QKeySequence(Qt::Key_F5)), qPrintable(a->text()));
        QVERIFY2(!a->shortcuts().contains(QKeySequence(Qt::Key_F11)), qPrintable(a->text()));
    }
}

void TestProjector::everyPanelFitsAndGrowsInProjectorMode_data()
{
    testing::addLabRows();
}

void TestProjector::everyPanelFitsAndGrowsInProjectorMode()
{
    QFETCH(QString, id);
    app::MainWindow w;
    w.resize(kProjectorSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    settle();
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);
    const std::vector<Sized> normal = textWidgets(panel);
    QVERIFY(!normal.empty());
    const QColor normalWindow = QApplication::palette().color(QPalette::Window);
    const QColor normalGood = labs::style::colour(labs::style::Ink::GoodBorder);

    QTest::keyClick(&w, Qt::Key_F5);
    settle();
    QVERIFY(labs::style::projector());
    QVERIFY(action(&w, "projectorMode")->isChecked());
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(labs::style::colour(labs::style::Ink::GoodBorder), projectorInk(labs::style::Ink::GoodBorder));
    QStringList small;
    for (const Sized &s : normal)
        if (s.widget && s.widget->font().pointSizeF() < s.pointSize * labs::style::kProjectorTextScale - 0.01)
            small << QStringLiteral("%1: %2 pt, was %3 pt")
                         .arg(testing::describe(s.widget))
                         .arg(s.widget->font().pointSizeF())
                         .arg(s.pointSize);
    QVERIFY2(small.isEmpty(), qPrintable(small.join(u'\n')));
    const QStringList clipped = clippedOnEveryTab(panel, id);
    const QStringList thin = thinLines(panel);

    QTest::keyClick(&w, Qt::Key_F5); // and back
    settle();
    QVERIFY(!labs::style::projector());
    QCOMPARE(QApplication::palette().color(QPalette::Window), normalWindow);
    QCOMPARE(labs::style::colour(labs::style::Ink::GoodBorder), normalGood);
    QStringList changed;
    for (const Sized &s : normal)
        if (s.widget && !qFuzzyCompare(s.widget->font().pointSizeF(), s.pointSize))
            changed << QStringLiteral("%1: %2 pt, not %3 pt")
                           .arg(testing::describe(s.widget))
                           .arg(s.widget->font().pointSizeF())
                           .arg(s.pointSize);
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(u'\n')));
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
    QVERIFY2(thin.isEmpty(), qPrintable(thin.join(u'\n')));
}

void TestProjector::panelsBuiltInProjectorModeFit_data()
{
    everyPanelFitsAndGrowsInProjectorMode_data();
}

// As gpulab screenshot --projector does: the mode is on before the panel exists.
void TestProjector::panelsBuiltInProjectorModeFit()
{
    QFETCH(QString, id);
    labs::style::setProjector(true);
    const auto off = qScopeGuard([] { labs::style::setProjector(false); });
    app::MainWindow w;
    w.resize(kProjectorSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(action(&w, "projectorMode")->isChecked());
    QVERIFY(w.showLab(id));
    settle();
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);
    QCOMPARE(QApplication::font().pointSizeF(), labs::style::kBasePointSize * labs::style::kProjectorTextScale);
    const QStringList clipped = clippedOnEveryTab(panel, id);
    QVERIFY2(clipped.isEmpty(), qPrintable(clipped.join(u'\n')));
    // On the projector every tab's title is whole: a class cannot hover for a tooltip.
    const QStringList shortened = testing::elidedTabs(panel);
    QVERIFY2(shortened.isEmpty(), qPrintable(shortened.join(u'\n')));
    const QStringList thin = thinLines(panel);
    QVERIFY2(thin.isEmpty(), qPrintable(thin.join(u'\n')));
}

void TestProjector::largerTextKeepsTabTitlesAndChoicesWhole_data()
{
    everyPanelFitsAndGrowsInProjectorMode_data();
}

// Projector mode at 1280×720 after Ctrl++ twice: tab titles read "Race
// (simul…" and the planner's activations combo "Lesson estimate (0.5 GB at 7B,
// ~100 token…". The titles go on two lines and stay whole; a combo too narrow
// for its choice shows it whole on hover (its list shows them all whole).
void TestProjector::largerTextKeepsTabTitlesAndChoicesWhole()
{
    QFETCH(QString, id);
    labs::style::setProjector(true);
    const auto off = qScopeGuard([] { labs::style::setProjector(false); });
    app::MainWindow w;
    w.resize(kProjectorSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    QTest::keyClick(&w, Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key_Plus, Qt::ControlModifier);
    const auto normal = qScopeGuard([&w] { w.setTextScale(1.0); });
    QVERIFY(labs::style::textScale() > 1.2);
    settle();
    labs::LabPanel *panel = w.panel(id);
    QStringList cut;
    int shortenedCombos = 0;
    testing::onEveryPage(panel, [&](const QString &page) {
        settle();
        for (const QString &tab : testing::elidedTabs(panel))
            cut << page + QStringLiteral(": ") + tab;
        for (QComboBox *combo : panel->findChildren<QComboBox *>()) {
            if (!combo->isVisible())
                continue;
            // Each choice in turn: the one a lecturer picks may be the long one.
            const int was = combo->currentIndex();
            for (int i = 0; i < combo->count(); ++i) {
                combo->setCurrentIndex(i);
                QStyleOptionComboBox option;
                option.initFrom(combo);
                const QRect field =
                    combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
                if (combo->fontMetrics().horizontalAdvance(combo->currentText()) <= field.width())
                    continue;
                ++shortenedCombos;
                const QPoint at = combo->rect().center();
                QHelpEvent hover(QEvent::ToolTip, at, combo->mapToGlobal(at));
                QApplication::sendEvent(combo, &hover);
                if (!QToolTip::isVisible() || !QToolTip::text().contains(combo->currentText().toHtmlEscaped()))
                    cut << QStringLiteral("%1: %2 shows \"%3\" shortened, and not whole on hover (\"%4\")")
                               .arg(page, combo->objectName(), combo->currentText(), QToolTip::text());
                QToolTip::hideText();
            }
            combo->setCurrentIndex(was);
        }
    });
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
    qInfo("%s: %d choices shown shortened, whole on hover", qPrintable(id), shortenedCombos);
}

// "A10 /…", "A100 …" under the cost bars in projector mode at 1280×720: a
// name of several words goes on two lines, each as wide as its bar's slot.
void TestProjector::cardNamesUnderTheBarsAreWhole()
{
    labs::style::setProjector(true);
    const auto off = qScopeGuard([] { labs::style::setProjector(false); });
    app::MainWindow w;
    w.resize(kProjectorSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(QStringLiteral("cost")));
    settle();
    auto *view = w.panel(QStringLiteral("cost"))->findChild<QChartView *>(QStringLiteral("sweepChart"));
    QVERIFY(view);
    QBarCategoryAxis *axis = nullptr;
    for (QAbstractAxis *a : view->chart()->axes(Qt::Horizontal))
        if (auto *c = qobject_cast<QBarCategoryAxis *>(a))
            axis = c;
    QVERIFY(axis && axis->count() > 0);
    const QFontMetrics fm(axis->labelsFont());
    const qreal slot = view->chart()->plotArea().width() / axis->count();
    QStringList cut;
    for (const QString &name : axis->categories())
        for (const QString &line : name.split(QStringLiteral("<br>")))
            if (fm.horizontalAdvance(line) > slot)
                cut << QStringLiteral("\"%1\" is %2 px under a %3 px bar slot")
                           .arg(line)
                           .arg(fm.horizontalAdvance(line))
                           .arg(slot);
    // The dollars on each bar read on its fill (dark grey on steel blue did not).
    for (QAbstractSeries *series : view->chart()->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(series))
            for (QBarSet *set : bars->barSets())
                if (labs::style::contrastRatio(set->labelColor(), set->color()) < 4.5)
                    cut << QStringLiteral("%1: %2 on %3")
                               .arg(set->label(), set->labelColor().name(), set->color().name());
    QVERIFY2(cut.isEmpty(), qPrintable(cut.join(u'\n')));
}

// 12 px boxes beside 26 px projector text: a box grows with its words.
void TestProjector::checkBoxesGrowWithTheirText()
{
    labs::style::setProjector(true);
    const auto off = qScopeGuard([] { labs::style::setProjector(false); });
    app::MainWindow w;
    w.resize(kProjectorSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QStringList small;
    int boxes = 0;
    for (const QString &id : labs::labIds()) {
        QVERIFY(w.showLab(id));
        settle();
        for (QAbstractButton *b : w.panel(id)->findChildren<QAbstractButton *>()) {
            if (!b->isCheckable() || !b->inherits("QCheckBox"))
                continue;
            ++boxes;
            const int box = b->style()->pixelMetric(QStyle::PM_IndicatorHeight, nullptr, b);
            if (box < b->fontMetrics().height() * 2 / 3)
                small << QStringLiteral("%1 %2: a %3 px box beside %4 px text")
                             .arg(id, b->objectName())
                             .arg(box)
                             .arg(b->fontMetrics().height());
        }
    }
    QVERIFY(boxes > 0);
    QVERIFY2(small.isEmpty(), qPrintable(small.join(u'\n')));
}

void TestProjector::liveSwitchRecoloursAsAFreshBuild_data()
{
    everyPanelFitsAndGrowsInProjectorMode_data();
}

// F5 while a panel is on screen: every chart series, chart frame, style sheet
// and coloured label takes the projector's inks at once, exactly as a panel
// built in projector mode has them; F5 again gives back the first colours.
void TestProjector::liveSwitchRecoloursAsAFreshBuild()
{
    QFETCH(QString, id);
    using labs::style::Ink;
    const auto open = [&](app::MainWindow &w) {
        w.resize(kProjectorSize);
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
    const auto off = qScopeGuard([] { labs::style::setProjector(false); }); // whatever fails below
    app::MainWindow w;
    open(w);
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);
    const QStringList normal = testing::inkPrint(panel);
    QVERIFY(!normal.isEmpty());

    action(&w, "projectorMode")->trigger(); // as F5
    settle();
    QVERIFY(labs::style::projector());
    const QStringList live = testing::inkPrint(panel);
    for (const QChartView *v : panel->findChildren<QChartView *>()) {
        QCOMPARE(v->chart()->backgroundBrush().color(), projectorInk(Ink::Surface));
        for (const QAbstractAxis *a : v->chart()->axes())
            QCOMPARE(a->labelsColor(), projectorInk(Ink::Text));
    }
    {
        app::MainWindow fresh; // built while projector mode is on
        open(fresh);
        const QStringList built = testing::inkPrint(fresh.panel(id));
        const QStringList diff = testing::inkDifferences(live, built);
        QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
    }
    action(&w, "projectorMode")->trigger(); // as F5
    settle();
    QVERIFY(!labs::style::projector());
    const QStringList diff = testing::inkDifferences(testing::inkPrint(panel), normal);
    QVERIFY2(diff.isEmpty(), qPrintable(diff.join(u'\n')));
}

// The sweep chart's CPU line and the timing lab's speedup, sampled: the projector's inks, then the normal ones.
void TestProjector::seriesAndKeyNumbersTakeTheProjectorInks()
{
    using labs::style::Ink;
    app::MainWindow w;
    w.resize(kProjectorSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(QStringLiteral("timing")));
    settle();
    auto *speedup = w.panel(QStringLiteral("timing"))->findChild<QLabel *>(QStringLiteral("speedupNumber"));
    QVERIFY(speedup);
    const QColor normalSpeedup = speedup->palette().color(QPalette::WindowText);
    QChart *timing = w.panel(QStringLiteral("timing"))->findChild<QChartView *>()->chart();
    const auto seriesColour = [&] { return qobject_cast<QScatterSeries *>(timing->series().at(0))->color(); };
    const QColor normalSeries = seriesColour();
    QCOMPARE(normalSeries, labs::style::colour(Ink::TimingSeries1));
    action(&w, "projectorMode")->trigger(); // as F5
    settle();
    QCOMPARE(seriesColour(), projectorInk(Ink::TimingSeries1));
    const QColor projectorSpeedup = speedup->palette().color(QPalette::WindowText);
    QVERIFY(projectorSpeedup == projectorInk(Ink::GoodText) || projectorSpeedup == projectorInk(Ink::BadText));
    QVERIFY(projectorSpeedup != normalSpeedup);
    action(&w, "projectorMode")->trigger(); // as F5
    settle();
    QCOMPARE(seriesColour(), normalSeries);
    QCOMPARE(speedup->palette().color(QPalette::WindowText), normalSpeedup);
}

void TestProjector::theChoiceIsRemembered()
{
    QSettings().remove(QLatin1String(app::MainWindow::kProjectorSettingsKey));
    {
        app::MainWindow w;
        w.show();
        QVERIFY(QTest::qWaitForWindowExposed(&w));
        QVERIFY(!action(&w, "projectorMode")->isChecked());
        action(&w, "projectorMode")->trigger();
        QVERIFY(labs::style::projector());
        QCOMPARE(QSettings().value(QLatin1String(app::MainWindow::kProjectorSettingsKey)).toBool(), true);
    }
    labs::style::setProjector(false); // as a fresh start of the program
    {
        app::MainWindow w;
        QVERIFY(!action(&w, "projectorMode")->isChecked());
        w.restoreState();
        QVERIFY(labs::style::projector());
        QVERIFY(action(&w, "projectorMode")->isChecked());
        action(&w, "projectorMode")->trigger();
        QVERIFY(!labs::style::projector());
        QCOMPARE(QSettings().value(QLatin1String(app::MainWindow::kProjectorSettingsKey)).toBool(), false);
    }
}

void TestProjector::screenshotRendersInProjectorModeAndStoresNothing()
{
    const testing::CliRun help = testing::runGpulab({QStringLiteral("screenshot"), QStringLiteral("--help")});
    QCOMPARE(help.code, 0);
    QVERIFY(help.out.contains("--projector"));

    QTemporaryDir home;
    QVERIFY(home.isValid());
    testing::CliEnv how;
    how.home = home.path();
    const auto shoot = [&](const QString &dir, bool projector) {
        QStringList args{
            QStringLiteral("screenshot"), QStringLiteral("--panel"), QStringLiteral("learn"), QStringLiteral("--size"),
            QStringLiteral("1280x720"),   QStringLiteral("--out"),   home.filePath(dir)};
        if (projector)
            args << QStringLiteral("--projector");
        const testing::CliRun run = testing::runGpulab(args, how);
        if (run.code != 0)
            qWarning("%s", run.err.constData());
        return QImage(home.filePath(dir) + QStringLiteral("/learn.png"));
    };
    const QImage normal = shoot(QStringLiteral("normal"), false);
    const QImage projector = shoot(QStringLiteral("projector"), true);
    QCOMPARE(projector.size(), kProjectorSize);
    QCOMPARE(normal.size(), kProjectorSize);
    // The projector's window is white where the normal one has Qt's greys.
    const auto white = [](const QImage &img) {
        int n = 0;
        for (int y = 0; y < img.height(); y += 4)
            for (int x = 0; x < img.width(); x += 4)
                n += img.pixel(x, y) == qRgb(255, 255, 255) ? 1 : 0;
        return n;
    };
    QVERIFY2(white(projector) > white(normal),
             qPrintable(QStringLiteral("%1 white samples, normal %2").arg(white(projector)).arg(white(normal))));
    // Nothing stored: the screenshot is not the user choosing projector mode.
    QDirIterator files(home.path() + QStringLiteral("/.config"), QDir::Files, QDirIterator::Subdirectories);
    while (files.hasNext()) {
        QFile f(files.next());
        QVERIFY(f.open(QIODevice::ReadOnly));
        QVERIFY2(!f.readAll().contains("projector"), qPrintable(f.fileName()));
    }
}

QTEST_MAIN(TestProjector)
#include "tst_projector.moc"
