// The whole window from the keyboard: no two keys clash, Tab reaches each
// lab's main control, keys on it change the lab, Alt+R and "Reset all labs"
// bring the starting state back, F1 lists the keys, and on every page of every
// lab the Tab order reaches every control, in reading order, and lets go
// again (no control keeps the Tab key). Offscreen, QTest events.

#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"
#include "tests/common/testsupport.h"
#include "tests/common/textfit.h"

#include "app/keymap.h"
#include "app/language.h"
#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "labs/cost/costpanel.h"
#include "labs/dispatch/dispatchpanel.h"
#include "labs/labregistry.h"
#include "labs/learn/chapterspage.h"
#include "labs/learn/learnpanel.h"
#include "labs/throughput/logslider.h"
#include "labs/throughput/raceview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/timing/timingpanel.h"
#include "labs/vram/vrampanel.h"
#include "labs/wheelguard.h"

#include "core/cost/costlabmodel.h"

#include <QAbstractScrollArea>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QGridLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QScopeGuard>
#include <QSettings>
#include <QShortcut>
#include <QSlider>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTreeWidget>
#include <QWheelEvent>

using namespace gpulab;

namespace {

QWidget *focused()
{
    return QApplication::focusWidget();
}

// Tab from the navigator until the control with this object name has the
// focus; false when a whole round of the chain never reaches it.
bool tabTo(app::MainWindow &w, const QString &name)
{
    w.navigator()->setFocus(Qt::TabFocusReason);
    for (int i = 0; i < 400 && focused(); ++i) {
        // The control itself, or the slider inside a titled one (LogSlider).
        if (focused()->objectName() == name ||
            (focused()->parentWidget() && focused()->parentWidget()->objectName() == name))
            return true;
        QTest::keyClick(focused(), Qt::Key_Tab);
        if (focused() == w.navigator())
            return false; // back where it started
    }
    return false;
}

// One round of Tab from the navigator: the panel's controls in the order the
// focus visits them, until it is back at the navigator (or out of the panel
// for good). `trapped` names a control that kept the focus through Tab.
struct TabRound {
    QList<QWidget *> stops;
    QString trapped;
    bool cameBack = false;
};

TabRound tabRound(app::MainWindow &w, QWidget *panel)
{
    TabRound r;
    w.navigator()->setFocus(Qt::TabFocusReason);
    QWidget *last = focused();
    int same = 0;
    for (int i = 0; i < 1000 && focused(); ++i) {
        QTest::keyClick(focused(), Qt::Key_Tab);
        QWidget *now = focused();
        if (now == w.navigator()) {
            r.cameBack = true;
            break;
        }
        // A text with links moves through its links first; one that keeps
        // the focus for this many presses is keeping the Tab key.
        same = now == last ? same + 1 : 0;
        if (same >= 40) {
            r.trapped = testing::describe(now);
            break;
        }
        last = now;
        if (now && panel->isAncestorOf(now) && !r.stops.contains(now))
            r.stops << now;
    }
    return r;
}

// The controls of `panel` that Tab should reach: shown, enabled, taking Tab,
// not a part of a bigger control.
QList<QWidget *> tabStops(QWidget *panel)
{
    QList<QWidget *> out;
    for (QWidget *w : panel->findChildren<QWidget *>()) {
        if (!w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus) || testing::internalPart(w))
            continue;
        if (qobject_cast<QAbstractScrollArea *>(w->parentWidget()))
            continue; // a viewport: its view takes the focus
        if (w->focusProxy())
            continue; // the proxy is the stop
        out << w;
    }
    return out;
}

// Reading order: top to bottom, and left to right within a row. A stop that
// lies wholly above the one before it and wholly to its left is Tab going
// backwards (moving up to the top of the next column, to the right, is
// fine: that is how a page of two columns is read).
QStringList backwardSteps(QWidget *panel, const QList<QWidget *> &stops)
{
    QStringList out;
    for (qsizetype i = 1; i < stops.size(); ++i) {
        const QRect before(stops[i - 1]->mapTo(panel, QPoint(0, 0)), stops[i - 1]->size());
        const QRect now(stops[i]->mapTo(panel, QPoint(0, 0)), stops[i]->size());
        if (now.bottom() < before.top() && now.right() < before.left())
            out << QStringLiteral("Tab goes back up from %1 to %2")
                       .arg(testing::describe(stops[i - 1]), testing::describe(stops[i]));
    }
    return out;
}

void altR()
{
    QTest::keyClick(focused(), Qt::Key_R, Qt::AltModifier);
}

QStringList rows(const QTreeWidget *tree)
{
    QStringList out;
    for (int g = 0; g < tree->topLevelItemCount(); ++g)
        for (int i = 0; i < tree->topLevelItem(g)->childCount(); ++i)
            out << tree->topLevelItem(g)->child(i)->text(0) + u'|' + tree->topLevelItem(g)->child(i)->text(1);
    return out;
}

// What a guarded control shows, to see that a wheel left it alone.
QString valueOf(const QWidget *w)
{
    if (const auto *slider = qobject_cast<const QAbstractSlider *>(w))
        return QString::number(slider->value());
    if (const auto *spin = qobject_cast<const QAbstractSpinBox *>(w))
        return spin->text();
    if (const auto *combo = qobject_cast<const QComboBox *>(w))
        return QString::number(combo->currentIndex());
    return {};
}

// Three notches of the wheel, down, over the middle of `w`.
void turnWheel(QWidget *w)
{
    const QPointF at(w->width() / 2.0, w->height() / 2.0);
    QWheelEvent wheel(at, w->mapToGlobal(at), QPoint(), QPoint(0, -3 * QWheelEvent::DefaultDeltasPerStep), Qt::NoButton,
                      Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(w, &wheel);
}

// The lab's Ctrl+n action in the Labs menu.
QAction *labAction(app::MainWindow &w, int index)
{
    const QKeySequence key(QStringLiteral("Ctrl+%1").arg(index));
    for (QAction *a : w.findChildren<QAction *>())
        if (a->shortcut() == key)
            return a;
    return nullptr;
}

} // namespace

class TestKeyboard : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void clashesAreFound();
    void noTwoKeysShareASequence_data();
    void noTwoKeysShareASequence();
    void raceSliderFromTheKeyboard();
    void timingBarrierFromTheKeyboard();
    void vramComboFromTheKeyboard();
    void dispatchStepFromTheKeyboard();
    void costHoursFromTheKeyboard();
    void learnChaptersFromTheKeyboard();
    void deviceReportReachable();
    void resetAllLabsResetsEveryPanel();
    void f1ListsTheKeys();
    void backwardTabIsFound();
    void tabOrderIsReadingOrder_data();
    void tabOrderIsReadingOrder();
    void wheelOverAnUnfocusedControlChangesNothing_data();
    void wheelOverAnUnfocusedControlChangesNothing();
    void switchingLabsPutsTheFocusInIt_data();
    void switchingLabsPutsTheFocusInIt();
    void raceKeysWorkRightAfterCtrl2();

private:
    QTemporaryDir m_settingsDir;
};

void TestKeyboard::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_keyboard"));
    app::setCatalogueFolder(QStringLiteral(GPULAB_QM_DIR)); // the build's .qm files, for every language
    (void)core::deviceReport();
}

void TestKeyboard::clashesAreFound()
{
    // The check itself: two actions on one key are reported, by name.
    QWidget host;
    auto *a = new QAction(QStringLiteral("&First"), &host);
    a->setShortcut(QKeySequence(QStringLiteral("Ctrl+K")));
    auto *b = new QAction(QStringLiteral("Second"), &host);
    b->setShortcut(QKeySequence(QStringLiteral("Ctrl+K")));
    auto *s = new QShortcut(QKeySequence(QStringLiteral("Ctrl+J")), &host);
    s->setWhatsThis(QStringLiteral("third"));
    const QList<app::KeyBinding> keys = app::windowKeys(&host);
    QCOMPARE(keys.size(), 3);
    const QStringList clashes = app::keyClashes(keys);
    QCOMPARE(clashes, QStringList{QStringLiteral("Ctrl+K: First · Second")});
}

void TestKeyboard::noTwoKeysShareASequence_data()
{
    // A translation brings its own mnemonics ("&Ansicht", "(&V)"): every language is checked.
    QTest::addColumn<QString>("lang");
    for (const QString &lang : app::languageCodes())
        QTest::newRow(qPrintable(lang)) << lang;
}

void TestKeyboard::noTwoKeysShareASequence()
{
    QFETCH(QString, lang);
    QVERIFY(app::switchLanguage(lang));
    const auto english = qScopeGuard([] { app::switchLanguage(QStringLiteral("en")); });
    QCOMPARE(app::currentLanguage(), lang);
    app::MainWindow w;
    const QList<app::KeyBinding> global = app::windowKeys(&w);
    QStringList globalKeys;
    for (const auto &k : global)
        globalKeys << k.key.toString(QKeySequence::PortableText);
    for (const QString &must : {u"Alt+R"_qs, u"F1"_qs, u"?"_qs, u"Ctrl+1"_qs, u"Alt+L"_qs})
        QVERIFY2(globalKeys.contains(must),
                 qPrintable(must + QStringLiteral(" missing from ") + globalKeys.join(QStringLiteral(", "))));
    QCOMPARE(app::keyClashes(global), QStringList{});
    // A panel's keys work while it is on screen, together with the window's.
    QStringList all;
    for (const QString &id : labs::labIds()) {
        labs::LabPanel *p = w.panel(id);
        QVERIFY(p);
        for (const QString &c : app::keyClashes(global + app::panelKeys(p)))
            all << id + QStringLiteral(": ") + c;
    }
    QVERIFY2(all.isEmpty(), qPrintable(all.join(u'\n')));
    // The timing lab's cold call and overhead no longer share Alt+O.
    QStringList timingKeys;
    for (const auto &k : app::panelKeys(w.panel(QStringLiteral("timing"))))
        timingKeys << k.key.toString(QKeySequence::PortableText);
    QCOMPARE(timingKeys.count(u"Alt+O"_qs), 1);
}

void TestKeyboard::raceSliderFromTheKeyboard()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("throughput")));
    auto *panel = qobject_cast<labs::ThroughputPanel *>(w.panel(QStringLiteral("throughput")));
    const int n0 = panel->race()->model().settings().n;
    QSlider *slider = panel->findChild<labs::LogSlider *>(QStringLiteral("nSlider"))->slider();
    const int slider0 = slider->value();
    QVERIFY(tabTo(w, QStringLiteral("nSlider")));
    QTest::keyClick(focused(), Qt::Key_Right);
    QTest::keyClick(focused(), Qt::Key_Right);
    QTRY_VERIFY(panel->race()->model().settings().n > n0);
    altR();
    QCOMPARE(panel->race()->model().settings().n, n0);
    QCOMPARE(slider->value(), slider0);
}

void TestKeyboard::timingBarrierFromTheKeyboard()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("timing")));
    auto *panel = qobject_cast<labs::TimingPanel *>(w.panel(QStringLiteral("timing")));
    const bool before = panel->model().settings().barrierAfter;
    QVERIFY(tabTo(w, QStringLiteral("barrierToggle")));
    QTest::keyClick(focused(), Qt::Key_Space);
    QCOMPARE(panel->model().settings().barrierAfter, !before);
    altR();
    QCOMPARE(panel->model().settings().barrierAfter, before);
    QCOMPARE(panel->findChild<QAbstractButton *>(QStringLiteral("barrierToggle"))->isChecked(), before);
}

void TestKeyboard::vramComboFromTheKeyboard()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("vram")));
    auto *panel = qobject_cast<labs::VramPanel *>(w.panel(QStringLiteral("vram")));
    const QString total0 = panel->totalText();
    QVERIFY(!total0.isEmpty());
    QVERIFY(tabTo(w, QStringLiteral("preset")));
    QTest::keyClick(focused(), Qt::Key_Down);
    QTRY_VERIFY(panel->totalText() != total0);
    altR();
    QCOMPARE(panel->totalText(), total0);
}

void TestKeyboard::dispatchStepFromTheKeyboard()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("dispatch")));
    auto *panel = qobject_cast<labs::DispatchPanel *>(w.panel(QStringLiteral("dispatch")));
    const int line0 = panel->currentLine();
    const QString scenario0 = panel->scenario().id;
    QVERIFY(tabTo(w, QStringLiteral("forwardButton")));
    QTest::keyClick(focused(), Qt::Key_Return);
    QCOMPARE(panel->currentLine(), line0 + 1);
    QTest::keyClick(focused(), Qt::Key_Return);
    QCOMPARE(panel->currentLine(), line0 + 2);
    altR();
    QCOMPARE(panel->currentLine(), line0);
    QCOMPARE(panel->scenario().id, scenario0);
}

void TestKeyboard::costHoursFromTheKeyboard()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("cost")));
    auto *panel = qobject_cast<labs::CostPanel *>(w.panel(QStringLiteral("cost")));
    const double hours0 = panel->model()->sweep().hoursPerRun;
    QVERIFY(tabTo(w, QStringLiteral("hoursPerRun")));
    QTest::keyClick(focused(), Qt::Key_Up);
    QTRY_VERIFY(panel->model()->sweep().hoursPerRun > hours0);
    altR();
    QCOMPARE(panel->model()->sweep().hoursPerRun, hours0);
}

void TestKeyboard::learnChaptersFromTheKeyboard()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("learn")));
    auto *panel = qobject_cast<labs::LearnPanel *>(w.panel(QStringLiteral("learn")));
    QCOMPARE(panel->chaptersPage()->currentChapter(), 0);
    QVERIFY(tabTo(w, QStringLiteral("chapterList")));
    QTest::keyClick(focused(), Qt::Key_Down);
    QCOMPARE(panel->chaptersPage()->currentChapter(), 1);
    altR();
    QCOMPARE(panel->chaptersPage()->currentChapter(), 0);
}

void TestKeyboard::deviceReportReachable()
{
    // Nothing there to reset (it shows the machine); its buttons are in the Tab chain.
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("device")));
    QVERIFY(tabTo(w, QStringLiteral("probeButton")));
    QVERIFY(tabTo(w, QStringLiteral("quickCheckButton")));
}

void TestKeyboard::resetAllLabsResetsEveryPanel()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto *timing = qobject_cast<labs::TimingPanel *>(w.panel(QStringLiteral("timing")));
    auto *vram = qobject_cast<labs::VramPanel *>(w.panel(QStringLiteral("vram")));
    auto *dispatch = qobject_cast<labs::DispatchPanel *>(w.panel(QStringLiteral("dispatch")));
    auto *cost = qobject_cast<labs::CostPanel *>(w.panel(QStringLiteral("cost")));
    auto *learn = qobject_cast<labs::LearnPanel *>(w.panel(QStringLiteral("learn")));
    auto *race = qobject_cast<labs::ThroughputPanel *>(w.panel(QStringLiteral("throughput")));
    const bool barrier0 = timing->model().settings().barrierAfter;
    const QString total0 = vram->totalText();
    const double hours0 = cost->model()->sweep().hoursPerRun;
    const int n0 = race->race()->model().settings().n;
    const int line0 = dispatch->currentLine();
    timing->findChild<QAbstractButton *>(QStringLiteral("barrierToggle"))->click();
    QVERIFY(vram->applyPreset(QStringLiteral("serve-7b")));
    QVERIFY(dispatch->stepForward());
    core::cost::SweepInput in = cost->model()->sweep();
    in.hoursPerRun = hours0 + 7;
    cost->model()->setSweep(in);
    learn->chaptersPage()->showChapter(2);
    race->findChild<labs::LogSlider *>(QStringLiteral("nSlider"))->slider()->triggerAction(QSlider::SliderPageStepAdd);
    QTRY_VERIFY(race->race()->model().settings().n != n0);
    QVERIFY(timing->model().settings().barrierAfter != barrier0);
    QVERIFY2(vram->totalText() != total0, qPrintable(total0));

    auto *resetAll = w.findChild<QAction *>(QStringLiteral("resetAllLabs"));
    QVERIFY(resetAll);
    resetAll->trigger();
    QCOMPARE(timing->model().settings().barrierAfter, barrier0);
    QCOMPARE(vram->totalText(), total0);
    QCOMPARE(dispatch->currentLine(), line0);
    QCOMPARE(cost->model()->sweep().hoursPerRun, hours0);
    QCOMPARE(learn->chaptersPage()->currentChapter(), 0);
    QCOMPARE(race->race()->model().settings().n, n0);
}

void TestKeyboard::f1ListsTheKeys()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("throughput")));
    w.navigator()->setFocus();
    QTest::keyClick(focused(), Qt::Key_F1);
    QTRY_VERIFY(w.keysDialog() && w.keysDialog()->isVisible());
    auto *tree = w.keysDialog()->findChild<QTreeWidget *>(QStringLiteral("keysTree"));
    QVERIFY(tree);
    const QStringList shown = rows(tree);
    // The race's own shortcut (its whatsThis) and the window's actions (their text).
    const QString space = QKeySequence(Qt::Key_Space).toString(QKeySequence::NativeText);
    const QString altR = QKeySequence(QStringLiteral("Alt+R")).toString(QKeySequence::NativeText);
    QVERIFY2(shown.contains(space + QStringLiteral("|play / pause the race")), qPrintable(shown.join(u'\n')));
    QVERIFY2(shown.contains(altR + QStringLiteral("|Reset this lab")), qPrintable(shown.join(u'\n')));
    QVERIFY(QTest::qWaitForWindowActive(w.keysDialog()));
    QTest::keyClick(w.keysDialog(), Qt::Key_Escape);
    QTRY_VERIFY(!w.keysDialog()->isVisible());

    // "?" opens it too, except in a text field, where it is typed.
    QVERIFY(QTest::qWaitForWindowActive(&w));
    w.navigator()->setFocus();
    QTest::keyClick(focused(), '?');
    QTRY_VERIFY(w.keysDialog()->isVisible());
    QTest::keyClick(w.keysDialog(), Qt::Key_Escape);
    QTRY_VERIFY(!w.keysDialog()->isVisible());
    QVERIFY(w.showLab(QStringLiteral("vram")));
    QVERIFY(QTest::qWaitForWindowActive(&w));
    auto *edit = w.panel(QStringLiteral("vram"))->findChild<QLineEdit *>(QStringLiteral("paramsEdit"));
    QVERIFY(edit);
    edit->setFocus();
    edit->clear();
    QTest::keyClick(edit, '?');
    QCOMPARE(edit->text(), QStringLiteral("?"));
    QVERIFY(!w.keysDialog()->isVisible());

    // Every lab's heading has a row under it: the VRAM planner's was empty.
    for (const QString &id : labs::labIds()) {
        QVERIFY(w.showLab(id));
        QVERIFY(QTest::qWaitForWindowActive(&w));
        w.navigator()->setFocus();
        QTest::keyClick(focused(), Qt::Key_F1);
        QTRY_VERIFY(w.keysDialog()->isVisible());
        auto *keys = w.keysDialog()->findChild<QTreeWidget *>(QStringLiteral("keysTree"));
        QVERIFY(keys && keys->topLevelItemCount() == 2);
        QVERIFY2(keys->topLevelItem(0)->childCount() > 0, qPrintable(keys->topLevelItem(0)->text(0)));
        QTest::keyClick(w.keysDialog(), Qt::Key_Escape);
        QTRY_VERIFY(!w.keysDialog()->isVisible());
    }
}

void TestKeyboard::tabOrderIsReadingOrder_data()
{
    testing::addLabRows();
}

// The check itself, on a page of two columns whose order is then broken.
void TestKeyboard::backwardTabIsFound()
{
    QWidget page;
    auto *grid = new QGridLayout(&page);
    QPushButton *cell[2][2];
    for (int r = 0; r < 2; ++r)
        for (int c = 0; c < 2; ++c) {
            cell[r][c] = new QPushButton(QStringLiteral("%1%2").arg(r).arg(c), &page);
            grid->addWidget(cell[r][c], r, c);
        }
    page.resize(400, 200);
    page.show();
    QVERIFY(QTest::qWaitForWindowExposed(&page));
    // Down the left column, then up to the top of the right one: reading order.
    QVERIFY(backwardSteps(&page, {cell[0][0], cell[1][0], cell[0][1], cell[1][1]}).isEmpty());
    QVERIFY(backwardSteps(&page, {cell[0][0], cell[0][1], cell[1][0], cell[1][1]}).isEmpty());
    // From the bottom right back to the top left.
    QCOMPARE(backwardSteps(&page, {cell[1][1], cell[0][0]}).size(), 1);
}

void TestKeyboard::tabOrderIsReadingOrder()
{
    QFETCH(QString, id);
    app::MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(id));
    QWidget *panel = w.panel(id);
    QVERIFY(panel);
    QStringList problems;
    const auto check = [&](const QString &page) {
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
        const TabRound round = tabRound(w, panel);
        if (!round.trapped.isEmpty())
            problems << QStringLiteral("%1: Tab stays in %2").arg(page, round.trapped);
        else if (!round.cameBack)
            problems << QStringLiteral("%1: Tab never comes back to the list of labs").arg(page);
        for (QWidget *stop : tabStops(panel))
            if (!round.stops.contains(stop))
                problems << QStringLiteral("%1: Tab never reaches %2").arg(page, testing::describe(stop));
        for (const QString &p : backwardSteps(panel, round.stops))
            problems << QStringLiteral("%1: %2").arg(page, p);
    };
    testing::onEveryPage(panel, check);
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

void TestKeyboard::wheelOverAnUnfocusedControlChangesNothing_data()
{
    testing::addLabRows();
}

void TestKeyboard::wheelOverAnUnfocusedControlChangesNothing()
{
    // Scrolling the page over the race's GPU rate slider set it to 47.96 TFLOP/s;
    // over the VRAM bookkeeping combo it flipped 99.5 GB to 113.5 GB.
    QFETCH(QString, id);
    labs::installWheelGuard();
    app::MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(id));
    labs::LabPanel *panel = w.panel(id);
    QStringList changed;
    int guarded = 0;
    testing::onEveryPage(panel, [&](const QString &page) {
        w.navigator()->setFocus(Qt::OtherFocusReason); // no control of the lab has the focus
        const QJsonObject before = panel->saveState();
        for (QWidget *c : panel->findChildren<QWidget *>()) {
            if (!labs::isWheelGuarded(c) || !c->isVisible() || !c->isEnabled())
                continue;
            ++guarded;
            QVERIFY2(c->focusPolicy() != Qt::WheelFocus, qPrintable(c->objectName()));
            const QString was = valueOf(c);
            turnWheel(c);
            if (valueOf(c) != was)
                changed << QStringLiteral("%1 %2: %3 → %4").arg(page, c->objectName(), was, valueOf(c));
        }
        if (panel->saveState() != before)
            changed << page + QStringLiteral(": the lab's state changed");
    });
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(u'\n')));
    // The control: with the focus on it the same wheel does move a slider.
    if (auto *slider = panel->findChild<QSlider *>(); slider && slider->isVisible() && slider->isEnabled()) {
        slider->setFocus(Qt::OtherFocusReason);
        const int was = slider->value();
        turnWheel(slider);
        QVERIFY2(slider->value() != was || slider->value() == slider->minimum(), qPrintable(slider->objectName()));
    }
    qInfo("%s: %d controls checked", qPrintable(id), guarded);
}

void TestKeyboard::switchingLabsPutsTheFocusInIt_data()
{
    testing::addLabRows();
}

void TestKeyboard::switchingLabsPutsTheFocusInIt()
{
    // Ctrl+2 used to leave the focus in the lab list: Home then jumped to the
    // device report and Space did nothing until the race was clicked.
    QFETCH(QString, id);
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const int index = int(labs::labIds().indexOf(id)) + 1;
    QAction *action = labAction(w, index);
    QVERIFY2(action, qPrintable(id));
    w.navigator()->setFocus(Qt::OtherFocusReason);
    action->trigger();
    QCOMPARE(w.currentLabId(), id);
    labs::LabPanel *panel = w.panel(id);
    QVERIFY2(
        focused() && panel->isAncestorOf(focused()),
        qPrintable(QStringLiteral("focus on %1").arg(focused() ? focused()->objectName() : QStringLiteral("none"))));
    QWidget *primary = panel->primaryControl();
    QVERIFY2(focused() == primary || (primary && primary->isAncestorOf(focused())) ||
                 (primary && primary->focusProxy() == focused()),
             qPrintable(QStringLiteral("%1 (%2), not %3 (%4)")
                            .arg(focused()->objectName(), QString::fromLatin1(focused()->metaObject()->className()),
                                 primary ? primary->objectName() : QString(),
                                 primary ? QString::fromLatin1(primary->metaObject()->className()) : QString())));
    qInfo("%s: the focus on %s \"%s\"", qPrintable(id), focused()->metaObject()->className(),
          qPrintable(focused()->objectName()));
    // A click in the lab list goes into the lab too; the arrow keys keep walking the list.
    QVERIFY(w.showLab(QStringLiteral("device")));
    w.navigator()->setFocus(Qt::OtherFocusReason);
    QListWidgetItem *item = w.navigator()->item(index - 1);
    const QRect at = w.navigator()->visualItemRect(item);
    QTest::mouseClick(w.navigator()->viewport(), Qt::LeftButton, {}, at.center());
    QCOMPARE(w.currentLabId(), id);
    QVERIFY(focused() && panel->isAncestorOf(focused()));
    w.navigator()->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(w.navigator(), index > 1 ? Qt::Key_Up : Qt::Key_Down);
    QCOMPARE(focused(), w.navigator());
}

void TestKeyboard::raceKeysWorkRightAfterCtrl2()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QAction *race = labAction(w, int(labs::labIds().indexOf(QStringLiteral("throughput"))) + 1);
    QVERIFY(race);
    race->trigger();
    auto *panel = qobject_cast<labs::ThroughputPanel *>(w.panel(QStringLiteral("throughput")));
    panel->race()->pause();
    QTest::keyClick(focused(), Qt::Key_Space);
    QVERIFY(panel->race()->isPlaying());
    QTest::keyClick(focused(), Qt::Key_Space);
    QVERIFY(!panel->race()->isPlaying());
    QCOMPARE(w.currentLabId(), QStringLiteral("throughput")); // Home, N, R, H are the race's too
}

QTEST_MAIN(TestKeyboard)
#include "tst_keyboard.moc"
