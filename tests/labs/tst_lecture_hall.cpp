// The lecture hall in a real X window (tests/real-window starts Xvfb at
// 1280×720 and at 1920×1080, with openbox as the window manager), the way an
// instructor found what the offscreen suites missed: the window as it first
// opens on that screen, the keys and clicks a lecturer uses, normal and in
// projector mode.
//
// - After Ctrl+1…7 the focus is inside that lab, and the lab's primary
//   control and its key figure (LabPanel::primaryControl(), keyFigure()) are
//   on screen together, without scrolling: the whole control, and the whole
//   figure or at least its first kFigureRows pixels.
// - Pressing a lab's own buttons moves none of its controls, nor its key figure.
// - The mouse wheel, turned over each unfocused slider, spin box and combo box
//   of each page, goes through the window as X delivers it (to the widget
//   under the pointer) and changes no value: it scrolls the page instead.
// - After Ctrl+1…7 the lab's documented keys work at once: the race's Space
//   and N, the dispatch lab's Space, Left and Home, Space on the timing lab's
//   barrier, an arrow on the planner's preset; a lab with no keys of its own
//   takes Tab to its next control.
//
// GPULAB_LECTURE_SHOTS=DIR writes a screenshot of each state for a person to
// look at (tests/real-window passes it on).

#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "labs/dispatch/dispatchpanel.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/style.h"
#include "labs/throughput/raceview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/wheelguard.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QCursor>
#include <QDir>
#include <QGuiApplication>
#include <QJsonObject>
#include <QListWidget>
#include <QMap>
#include <QPointer>
#include <QScreen>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTest>
#include <QWheelEvent>
#include <QWindow>

using namespace gpulab;

namespace {

// A tall figure (a chapter, four terminals) counts as on screen when this
// much of it is: its heading and first lines.
constexpr int kFigureRows = 150;

QRect rectIn(const QWidget *widget, const QWidget *window)
{
    return {widget->mapTo(window, QPoint(0, 0)), widget->size()};
}

// The part of the window a student sees of the lab: the scroll area's
// viewport, on the screen.
QRect seenArea(const app::MainWindow &w, const labs::LabPanel *panel)
{
    QWidget *viewport = panel->parentWidget();
    QRect seen = rectIn(viewport, &w) & w.rect();
    const QRect screen = w.screen()->geometry();
    seen &= QRect(w.mapFromGlobal(screen.topLeft()), screen.size());
    return seen;
}

QString describe(const QWidget *widget)
{
    return QStringLiteral("%1 \"%2\"")
        .arg(QString::fromLatin1(widget->metaObject()->className()), widget->objectName());
}

QString sizeName()
{
    const QSize s = QGuiApplication::primaryScreen()->size();
    return QStringLiteral("%1x%2").arg(s.width()).arg(s.height());
}

void shoot(app::MainWindow &w, const QString &state)
{
    const QString dir = qEnvironmentVariable("GPULAB_LECTURE_SHOTS");
    if (dir.isEmpty())
        return;
    QDir().mkpath(dir);
    QVERIFY(w.grab().save(QDir(dir).filePath(sizeName() + QLatin1Char('-') + state + QStringLiteral(".png"))));
}

// Where each control of the lab's page on show is, in the window, for
// those the class sees (one below the fold may move without anyone noticing).
QMap<QWidget *, QRect> controlPlaces(app::MainWindow &w, labs::LabPanel *panel)
{
    const QRect seen = seenArea(w, panel);
    QMap<QWidget *, QRect> places;
    for (QWidget *c : panel->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QAbstractButton *>(c) || qobject_cast<QAbstractSlider *>(c) ||
                             qobject_cast<QComboBox *>(c) || qobject_cast<QAbstractSpinBox *>(c);
        if (control && c->isVisibleTo(panel) && seen.intersects(rectIn(c, &w)))
            places.insert(c, rectIn(c, &w));
    }
    // The key figure stays put too: the class watches it while the lecturer presses.
    if (QWidget *figure = panel->keyFigure(); figure && figure->isVisibleTo(panel))
        places.insert(figure, rectIn(figure, &w));
    return places;
}

// What a lecturer presses in each lab, in order (object names): each press
// must leave every control where it was.
QStringList pressesOf(const QString &lab)
{
    if (lab == u"throughput")
        return {QStringLiteral("playButton"), QStringLiteral("playButton"), QStringLiteral("stepButton"),
                QStringLiteral("stepButton")};
    if (lab == u"timing")
        return {QStringLiteral("barrierToggle"), QStringLiteral("barrierToggle"), QStringLiteral("coldToggle"),
                QStringLiteral("eventsToggle"), QStringLiteral("barrierBeforeToggle")};
    if (lab == u"vram")
        return {QStringLiteral("checkpointing"), QStringLiteral("autocast"), QStringLiteral("checkpointing")};
    if (lab == u"dispatch") // the probe script, line by line to its end, and back to the start
        return {QStringLiteral("forwardButton"), QStringLiteral("forwardButton"), QStringLiteral("forwardButton"),
                QStringLiteral("forwardButton"), QStringLiteral("forwardButton"), QStringLiteral("forwardButton"),
                QStringLiteral("forwardButton"), QStringLiteral("startButton")};
    if (lab == u"cost")
        return {QStringLiteral("spot"), QStringLiteral("forgotten"), QStringLiteral("spot"),
                QStringLiteral("forgotten")};
    return {};
}

// A row per lab, normal and in projector mode, for the labs `keep` accepts.
void addLabRows(bool (*keep)(const QString &lab))
{
    QTest::addColumn<QString>("lab");
    QTest::addColumn<bool>("projector");
    for (const QString &id : labs::labIds()) {
        if (!keep(id))
            continue;
        QTest::addRow("%s", qPrintable(id)) << id << false;
        QTest::addRow("%s-projector", qPrintable(id)) << id << true;
    }
}

// The window maximized, as a lecturer projects it, and active.
bool showMaximized(app::MainWindow &w, bool projector)
{
    w.setProjectorMode(projector, false);
    w.showMaximized();
    return QTest::qWaitForWindowActive(&w);
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

// Scrolls every scroll area around `c` until it is in view.
void bringIntoView(QWidget *c)
{
    for (QWidget *p = c->parentWidget(); p; p = p->parentWidget())
        if (auto *area = qobject_cast<QScrollArea *>(p))
            area->ensureWidgetVisible(c, 0, 0);
}

// Three notches of the wheel, down, with the pointer over the middle of `c`,
// the way X delivers it: to the window, which hands it to the widget under
// the pointer (a spin box's line edit, a combo's frame). False when `c` is
// not what the pointer is over (covered, or scrolled out of the window).
bool turnWheelOver(app::MainWindow &w, QWidget *c)
{
    // Again when scrolling made the page reflow above it.
    const auto underPointer = [&] {
        const QPoint at = c->mapTo(&w, QPoint(c->width() / 2, c->height() / 2));
        QWidget *under = w.childAt(at);
        return w.rect().contains(at) && under && (under == c || c->isAncestorOf(under));
    };
    for (int tries = 0; tries < 3 && !underPointer(); ++tries) {
        bringIntoView(c);
        QApplication::processEvents();
    }
    if (!underPointer())
        return false;
    const QPoint at = c->mapTo(&w, QPoint(c->width() / 2, c->height() / 2));
    QCursor::setPos(w.mapToGlobal(at));
    QWindow *window = w.windowHandle();
    const QPointF local(at); // the window's widget is the main window itself
    QWheelEvent wheel(local, w.mapToGlobal(local), QPoint(), QPoint(0, -3 * QWheelEvent::DefaultDeltasPerStep),
                      Qt::NoButton, Qt::NoModifier, Qt::NoScrollPhase, false);
    QApplication::sendEvent(window, &wheel);
    QApplication::processEvents();
    return true;
}

} // namespace

class TestLectureHall : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void primaryAndKeyFigureTogether_data();
    void primaryAndKeyFigureTogether();
    void pressingALabsButtonsMovesNoControl_data();
    void pressingALabsButtonsMovesNoControl();
    void wheelOverUnfocusedControlsChangesNoValue_data();
    void wheelOverUnfocusedControlsChangesNoValue();
    void labKeysWorkRightAfterCtrlN_data();
    void labKeysWorkRightAfterCtrlN();

private:
    QTemporaryDir m_settingsDir;
};

void TestLectureHall::initTestCase()
{
    // Only a real window shows what this suite looks for.
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_lecture_hall"));
    labs::style::installFocusStyle(); // as main() does: the wheel guard with it
    (void)core::deviceReport();
    qInfo("screen %s", qPrintable(sizeName()));
}

void TestLectureHall::primaryAndKeyFigureTogether_data()
{
    addLabRows([](const QString &) { return true; });
}

void TestLectureHall::primaryAndKeyFigureTogether()
{
    QFETCH(QString, lab);
    QFETCH(bool, projector);
    app::MainWindow w;
    QVERIFY(showMaximized(w, projector));
    const int index = int(labs::labIds().indexOf(lab));
    QTest::keyClick(&w, Qt::Key(Qt::Key_1 + index), Qt::ControlModifier);
    QTRY_COMPARE(w.currentLabId(), lab);
    labs::LabPanel *panel = w.panel(lab);
    QVERIFY(panel);
    QTest::qWait(200); // the layouts settle, as the eye waits
    shoot(w, lab + (projector ? QStringLiteral("-projector") : QString()));

    QWidget *focus = QApplication::focusWidget();
    QVERIFY2(focus && panel->isAncestorOf(focus),
             qPrintable(QStringLiteral("after Ctrl+%1 the focus is on %2")
                            .arg(index + 1)
                            .arg(focus ? describe(focus) : QStringLiteral("nothing"))));

    const QRect seen = seenArea(w, panel);
    QWidget *primary = panel->primaryControl();
    QVERIFY(primary);
    if (primary->focusProxy())
        primary = primary->focusProxy(); // what takes the keys (a combo's line, a tab widget's tabs)
    const QRect control = rectIn(primary, &w);
    QVERIFY2(seen.contains(control),
             qPrintable(QStringLiteral("%1 at %2,%3 %4×%5 is not all in the %6×%7 seen from %8,%9")
                            .arg(describe(primary))
                            .arg(control.x())
                            .arg(control.y())
                            .arg(control.width())
                            .arg(control.height())
                            .arg(seen.width())
                            .arg(seen.height())
                            .arg(seen.x())
                            .arg(seen.y())));
    QWidget *figure = panel->keyFigure();
    QVERIFY2(figure, "the lab marks no key figure on its first page");
    const QRect shown = rectIn(figure, &w);
    const QRect part = shown & seen;
    const int needed = std::min(shown.height(), kFigureRows);
    QVERIFY2(
        part.width() == shown.width() && part.top() == shown.top() && part.height() >= needed,
        qPrintable(QStringLiteral("%1 at %2,%3 %4×%5: %6 px of it seen (%7 needed), in the %8×%9 seen from %10,%11")
                       .arg(describe(figure))
                       .arg(shown.x())
                       .arg(shown.y())
                       .arg(shown.width())
                       .arg(shown.height())
                       .arg(part.isEmpty() ? 0 : part.height())
                       .arg(needed)
                       .arg(seen.width())
                       .arg(seen.height())
                       .arg(seen.x())
                       .arg(seen.y())));
}

void TestLectureHall::pressingALabsButtonsMovesNoControl_data()
{
    addLabRows([](const QString &lab) { return !pressesOf(lab).isEmpty(); });
}

void TestLectureHall::pressingALabsButtonsMovesNoControl()
{
    QFETCH(QString, lab);
    QFETCH(bool, projector);
    app::MainWindow w;
    QVERIFY(showMaximized(w, projector));
    QVERIFY(w.showLab(lab));
    labs::LabPanel *panel = w.panel(lab);
    QTest::qWait(200);
    int step = 0;
    for (const QString &name : pressesOf(lab)) {
        auto *button = panel->findChild<QAbstractButton *>(name);
        QVERIFY2(button && button->isVisibleTo(panel), qPrintable(name));
        const QMap<QWidget *, QRect> before = controlPlaces(w, panel);
        QTest::mouseClick(button, Qt::LeftButton);
        QTest::qWait(100);
        shoot(w, QStringLiteral("%1%2-press%3-%4")
                     .arg(lab, projector ? QStringLiteral("-projector") : QString())
                     .arg(++step)
                     .arg(name));
        QStringList moved;
        for (auto it = before.begin(); it != before.end(); ++it) {
            const QRect now = rectIn(it.key(), &w);
            // The figure's width counts as well (its columns reflowing); its
            // height may follow what it says.
            const bool figure = it.key() == panel->keyFigure();
            if (it.key()->isVisibleTo(panel) &&
                (now.topLeft() != it.value().topLeft() || (figure && now.width() != it.value().width())))
                moved << QStringLiteral("%1 from %2,%3 %4×%5 to %6,%7 %8×%9")
                             .arg(describe(it.key()))
                             .arg(it.value().x())
                             .arg(it.value().y())
                             .arg(it.value().width())
                             .arg(it.value().height())
                             .arg(now.x())
                             .arg(now.y())
                             .arg(now.width())
                             .arg(now.height());
        }
        QVERIFY2(moved.isEmpty(),
                 qPrintable(QStringLiteral("pressing %1 moved %2").arg(name, moved.join(QStringLiteral("; ")))));
    }
}

void TestLectureHall::wheelOverUnfocusedControlsChangesNoValue_data()
{
    addLabRows([](const QString &) { return true; });
}

void TestLectureHall::wheelOverUnfocusedControlsChangesNoValue()
{
    // Scrolling down the race lab over the GPU rate slider set it to 47.96
    // TFLOP/s; over the VRAM bookkeeping combo it flipped 99.5 GB to 113.5 GB.
    QFETCH(QString, lab);
    QFETCH(bool, projector);
    app::MainWindow w;
    QVERIFY(showMaximized(w, projector));
    QVERIFY(w.showLab(lab));
    labs::LabPanel *panel = w.panel(lab);
    QTest::qWait(200);
    QStringList changed;
    QStringList unreachable;
    int turned = 0;
    testing::onEveryPage(panel, [&](const QString &page) {
        const QJsonObject before = panel->saveState();
        QList<QPointer<QWidget>> controls; // a page may make some afresh as it reflows
        for (QWidget *c : panel->findChildren<QWidget *>())
            if (labs::isWheelGuarded(c))
                controls << c;
        for (QWidget *c : controls) {
            if (!c || !c->isVisible() || !c->isEnabled())
                continue;
            w.navigator()->setFocus(Qt::OtherFocusReason); // no control of the lab has the focus
            const QString was = valueOf(c);
            if (!turnWheelOver(w, c)) {
                const QPoint at = c->mapTo(&w, QPoint(c->width() / 2, c->height() / 2));
                QWidget *under = w.childAt(at);
                unreachable << QStringLiteral("%1 %2 at %3,%4 (under the pointer: %5)")
                                   .arg(page, describe(c))
                                   .arg(at.x())
                                   .arg(at.y())
                                   .arg(under ? describe(under) : QStringLiteral("nothing"));
                continue;
            }
            ++turned;
            if (valueOf(c) != was)
                changed << QStringLiteral("%1 %2: %3 → %4").arg(page, describe(c), was, valueOf(c));
        }
        if (panel->saveState() != before)
            changed << page + QStringLiteral(": the lab's state changed");
    });
    shoot(w, lab + (projector ? QStringLiteral("-projector") : QString()) + QStringLiteral("-after-wheel"));
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(u'\n')));
    QVERIFY2(unreachable.isEmpty(),
             qPrintable(QStringLiteral("not under the pointer once scrolled to: ") + unreachable.join(u'\n')));
    qInfo("%s: the wheel turned over %d controls", qPrintable(lab), turned);
}

void TestLectureHall::labKeysWorkRightAfterCtrlN_data()
{
    addLabRows([](const QString &) { return true; });
}

void TestLectureHall::labKeysWorkRightAfterCtrlN()
{
    // After Ctrl+2 the focus stayed in the lab list: Home jumped to the
    // device report and Space did nothing until the race was clicked.
    QFETCH(QString, lab);
    QFETCH(bool, projector);
    app::MainWindow w;
    QVERIFY(showMaximized(w, projector));
    const int index = int(labs::labIds().indexOf(lab));
    // From another lab, with the focus in the lab list, as a lecturer comes to it.
    QVERIFY(w.showLab(lab == u"device" ? QStringLiteral("learn") : QStringLiteral("device")));
    w.navigator()->setFocus(Qt::OtherFocusReason);
    QTest::keyClick(&w, Qt::Key(Qt::Key_1 + index), Qt::ControlModifier);
    QTRY_COMPARE(w.currentLabId(), lab);
    labs::LabPanel *panel = w.panel(lab);
    QTest::qWait(100);
    const auto press = [](Qt::Key key) {
        QWidget *focus = QApplication::focusWidget();
        QVERIFY(focus);
        QTest::keyClick(focus, key);
        QApplication::processEvents();
    };
    if (lab == u"throughput") {
        auto *race = qobject_cast<labs::ThroughputPanel *>(panel)->race();
        QVERIFY2(!race->isPlaying(), "the race waits for Play");
        press(Qt::Key_Space);
        QVERIFY2(race->isPlaying(), "Space plays the race");
        press(Qt::Key_Space);
        QVERIFY2(!race->isPlaying(), "Space pauses it");
        const QJsonObject before = panel->saveState();
        press(Qt::Key_N); // one step: the race moves on, its settings stay
        QCOMPARE(panel->saveState(), before);
        press(Qt::Key_Home);
        QCOMPARE(w.currentLabId(), lab); // Home is the race's, not the lab list's
    } else if (lab == u"dispatch") {
        auto *dispatch = qobject_cast<labs::DispatchPanel *>(panel);
        const int first = dispatch->currentLine();
        press(Qt::Key_Space);
        QCOMPARE(dispatch->currentLine(), first + 1);
        press(Qt::Key_Space);
        QCOMPARE(dispatch->currentLine(), first + 2);
        press(Qt::Key_Left);
        QCOMPARE(dispatch->currentLine(), first + 1);
        press(Qt::Key_Home);
        QCOMPARE(dispatch->currentLine(), 0);
    } else if (lab == u"timing") {
        auto *barrier = panel->findChild<QAbstractButton *>(QStringLiteral("barrierToggle"));
        QVERIFY(barrier);
        QCOMPARE(QApplication::focusWidget(), barrier);
        const bool was = barrier->isChecked();
        const QJsonObject before = panel->saveState();
        press(Qt::Key_Space);
        QCOMPARE(barrier->isChecked(), !was);
        QVERIFY2(panel->saveState() != before, "the lab's model follows the toggle");
        press(Qt::Key_Space);
        QCOMPARE(barrier->isChecked(), was);
    } else if (lab == u"vram") {
        auto *preset = panel->findChild<QComboBox *>(QStringLiteral("preset"));
        QVERIFY(preset);
        QCOMPARE(QApplication::focusWidget(), preset);
        const int was = preset->currentIndex();
        press(was + 1 < preset->count() ? Qt::Key_Down : Qt::Key_Up);
        QVERIFY2(preset->currentIndex() != was, "an arrow picks the next model");
    } else {
        // No keys of its own (F1 says so): Tab reaches the lab's next control.
        QWidget *first = QApplication::focusWidget();
        QVERIFY(first && panel->isAncestorOf(first));
        press(Qt::Key_Tab);
        QWidget *next = QApplication::focusWidget();
        QVERIFY2(next && next != first && panel->isAncestorOf(next),
                 qPrintable(QStringLiteral("Tab from %1 went to %2")
                                .arg(describe(first), next ? describe(next) : QStringLiteral("nothing"))));
    }
    QCOMPARE(w.currentLabId(), lab);
}

QTEST_MAIN(TestLectureHall)
#include "tst_lecture_hall.moc"
