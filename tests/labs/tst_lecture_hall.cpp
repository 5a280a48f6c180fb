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
//
// GPULAB_LECTURE_SHOTS=DIR writes a screenshot of each state for a person to
// look at (tests/real-window passes it on).

#include "tests/common/suitesettings.h"

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"

#include <QAbstractButton>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QDir>
#include <QGuiApplication>
#include <QMap>
#include <QScreen>
#include <QScrollArea>
#include <QTemporaryDir>
#include <QTest>

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

} // namespace

class TestLectureHall : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void primaryAndKeyFigureTogether_data();
    void primaryAndKeyFigureTogether();
    void pressingALabsButtonsMovesNoControl_data();
    void pressingALabsButtonsMovesNoControl();

private:
    QTemporaryDir m_settingsDir;
};

void TestLectureHall::initTestCase()
{
    // Only a real window shows what this suite looks for.
    QCOMPARE(QGuiApplication::platformName(), QStringLiteral("xcb"));
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_lecture_hall"));
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

QTEST_MAIN(TestLectureHall)
#include "tst_lecture_hall.moc"
