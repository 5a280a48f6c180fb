// What a screen reader finds (issue 16, item 6): the accessibility tree of
// every panel, on every page of its tabs, walked from the panel down. Every
// control in it (button, check box, slider, spin box, choice, text field,
// table, list, tab) has a name; every chart has a name and a description of
// what it shows; and every control the keyboard can reach is in the tree.
//
// Issue 32, as far as it shows in-process (tests/atspi checks the same
// through AT-SPI, as Orca reads it): sliders report their quantity, not a
// track position; charts are charts and Tab stops; a lab's main action keeps
// the keyboard where it was and hands its result to the screen reader.

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "labs/accessibility.h"
#include "labs/dispatch/dispatchpanel.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/learn/learnpanel.h"
#include "labs/learn/quizpage.h"
#include "labs/throughput/logslider.h"
#include "labs/throughput/raceview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/vram/vramcontrols.h"
#include "labs/wrapbutton.h"
#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"
#include "tests/common/textfit.h"

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QAccessibleValueInterface>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
#include <QSlider>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab;

namespace {

constexpr QSize kWindowSize{1280, 720};

void settle()
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

bool needsName(QAccessible::Role role)
{
    switch (role) {
    case QAccessible::PushButton:
    case QAccessible::CheckBox:
    case QAccessible::RadioButton:
    case QAccessible::ButtonMenu:
    case QAccessible::ButtonDropDown:
    case QAccessible::Slider:
    case QAccessible::SpinBox:
    case QAccessible::ComboBox:
    case QAccessible::EditableText:
    case QAccessible::Table:
    case QAccessible::List:
    case QAccessible::Tree:
    case QAccessible::PageTab:
    case QAccessible::Chart: return true;
    default: return false;
    }
}

// Charts: Qt Charts views and the two that paint themselves.
bool isChart(const QWidget *w)
{
    return qobject_cast<const QChartView *>(w) || w->inherits("gpulab::labs::RaceWidget") ||
           w->inherits("gpulab::labs::TimelineView");
}

QString describe(QAccessibleInterface *iface)
{
    QWidget *w = qobject_cast<QWidget *>(iface->object());
    return QStringLiteral("role %1 %2")
        .arg(int(iface->role()))
        .arg(w ? testing::describe(w) : QStringLiteral("(item)"));
}

struct Walk {
    QStringList problems;
    QSet<const QObject *> seen;
    int named = 0;
};

void walk(QAccessibleInterface *iface, Walk &out, int depth = 0)
{
    if (!iface || !iface->isValid() || depth > 64)
        return;
    if (iface->state().invisible)
        return;
    out.seen.insert(iface->object());
    auto *w = qobject_cast<QWidget *>(iface->object());
    const bool internal = w && testing::internalPart(w);
    const bool scrollbar = w && qobject_cast<QScrollBar *>(w);
    if (!internal && !scrollbar && needsName(iface->role())) {
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            out.problems << QStringLiteral("no name: %1").arg(describe(iface));
        else
            ++out.named;
    }
    if (w && isChart(w)) {
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            out.problems << QStringLiteral("chart without a name: %1").arg(describe(iface));
        if (iface->text(QAccessible::Description).trimmed().isEmpty())
            out.problems << QStringLiteral("chart without a description: %1").arg(describe(iface));
    }
    // A table's cells are many and say their own text; the table is what is named.
    if (iface->role() == QAccessible::Table || iface->role() == QAccessible::Tree)
        return;
    for (int i = 0; i < iface->childCount(); ++i)
        walk(iface->child(i), out, depth + 1);
}

// The controls Tab can reach, which must all be in the tree.
QStringList missingFromTree(QWidget *panel, const Walk &walked)
{
    QStringList out;
    for (QWidget *w : panel->findChildren<QWidget *>()) {
        if (!w->isVisible() || !w->isEnabled() || !(w->focusPolicy() & Qt::TabFocus) || testing::internalPart(w))
            continue;
        if (qobject_cast<QAbstractScrollArea *>(w->parentWidget()))
            continue; // a viewport, spoken for by its view
        if (!walked.seen.contains(w))
            out << QStringLiteral("not in the accessibility tree: %1").arg(testing::describe(w));
    }
    return out;
}

} // namespace

class TestAccessibility : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void everyControlAndChartIsNamed_data();
    void everyControlAndChartIsNamed();
    void theShellIsNamed();
    void slidersSpeakTheirQuantity_data();
    void slidersSpeakTheirQuantity();
    void chartsAreChartsAndTabStops_data();
    void chartsAreChartsAndTabStops();
    void mainActionsKeepTheKeyboardAndSpeak();

private:
    QTemporaryDir m_settingsDir;
};

void TestAccessibility::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_accessibility"));
    labs::installAccessibility(); // as main() does
    (void)core::deviceReport();   // measured up front: the panels' words do not change under the walk
}

void TestAccessibility::everyControlAndChartIsNamed_data()
{
    testing::addLabRows();
}

void TestAccessibility::everyControlAndChartIsNamed()
{
    QFETCH(QString, id);
    app::MainWindow w;
    w.resize(kWindowSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    settle();
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);

    QStringList problems;
    int named = 0;
    const auto check = [&](const QString &page) {
        settle();
        Walk walked;
        walk(QAccessible::queryAccessibleInterface(panel), walked);
        named += walked.named;
        for (const QString &p : walked.problems + missingFromTree(panel, walked))
            problems << QStringLiteral("%1, %2: %3").arg(id, page, p);
    };
    testing::onEveryPage(panel, check);
    problems.removeDuplicates();
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    QVERIFY2(named > 0, "the walk found no control at all: it would prove nothing");
}

// The window around the labs: the list of labs, the menus, the status line.
void TestAccessibility::theShellIsNamed()
{
    app::MainWindow w;
    w.resize(kWindowSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QAccessibleInterface *nav = QAccessible::queryAccessibleInterface(w.navigator());
    QVERIFY(nav);
    QCOMPARE(nav->role(), QAccessible::List);
    QVERIFY(!nav->text(QAccessible::Name).isEmpty());
    QVERIFY(nav->childCount() >= int(labs::labIds().size()));
    for (int i = 0; i < nav->childCount(); ++i)
        QVERIFY2(!nav->child(i)->text(QAccessible::Name).isEmpty(), qPrintable(QString::number(i)));
    QAccessibleInterface *window = QAccessible::queryAccessibleInterface(&w);
    QVERIFY(window && !window->text(QAccessible::Name).isEmpty());
}

void TestAccessibility::slidersSpeakTheirQuantity_data()
{
    testing::addLabRows();
}

// No slider reports a 0…1000 track: each one's value is the quantity shown
// beside it, over the quantity's own range, with a name and a value text.
void TestAccessibility::slidersSpeakTheirQuantity()
{
    QFETCH(QString, id);
    app::MainWindow w;
    w.resize(kWindowSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    labs::LabPanel *panel = w.panel(id);
    QStringList problems;
    for (QSlider *slider : panel->findChildren<QSlider *>()) {
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(slider);
        QAccessibleValueInterface *value = iface ? iface->valueInterface() : nullptr;
        if (!value) {
            problems << QStringLiteral("no value interface: %1").arg(testing::describe(slider));
            continue;
        }
        const double lo = value->minimumValue().toDouble(), hi = value->maximumValue().toDouble();
        const double now = value->currentValue().toDouble();
        if (lo == 0.0 && hi == 1000.0)
            problems << QStringLiteral("a 0…1000 track, not its quantity: %1").arg(testing::describe(slider));
        if (!(now >= lo && now <= hi))
            problems << QStringLiteral("value %1 outside [%2, %3]: %4")
                            .arg(now)
                            .arg(lo)
                            .arg(hi)
                            .arg(testing::describe(slider));
        if (iface->text(QAccessible::Name).trimmed().isEmpty())
            problems << QStringLiteral("no name: %1").arg(testing::describe(slider));
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
    if (id == u"throughput") {
        auto *tp = qobject_cast<labs::ThroughputPanel *>(panel);
        const auto value = [](const labs::LogSlider *s) {
            return QAccessible::queryAccessibleInterface(s->slider())->valueInterface()->currentValue().toDouble();
        };
        labs::LogSlider *n = tp->race()->sizeSlider();
        QCOMPARE(value(n), n->value()); // 1024, not the track's 646
        QCOMPARE(QAccessible::queryAccessibleInterface(n->slider())->text(QAccessible::Value),
                 QStringLiteral("1,024 × 1,024"));
        auto *clock = panel->findChild<labs::LogSlider *>(QStringLiteral("cpuClockSlider"));
        QCOMPARE(value(clock), clock->value() / 1e9); // spoken in GHz, as its name says
        QVERIFY(clock->slider()->accessibleName().endsWith(QStringLiteral("in GHz")));
        // A key press moves the quantity a screen reader reads.
        const double before = value(n);
        n->slider()->setFocus();
        QTest::keyClick(n->slider(), Qt::Key_Right);
        QVERIFY(value(n) > before);
        QCOMPARE(value(n), n->value());
        // A count on a log track moves by one at least: 8 cores, Right, 9 (a step of the
        // track alone, 8.4, rounded back to 8 and the arrows seemed dead).
        auto *cores = panel->findChild<labs::LogSlider *>(QStringLiteral("coresSlider"));
        cores->setValue(8);
        cores->slider()->setFocus();
        QTest::keyClick(cores->slider(), Qt::Key_Right);
        QCOMPARE(cores->value(), 9.0);
        QTest::keyClick(cores->slider(), Qt::Key_Left);
        QCOMPARE(cores->value(), 8.0);
    }
    if (id == u"vram") {
        auto *controls = panel->findChild<labs::VramControls *>();
        auto *params = panel->findChild<QSlider *>(QStringLiteral("paramsSlider"));
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(params);
        QCOMPARE(iface->valueInterface()->currentValue().toDouble(), controls->plan().params / 1e9);
        QCOMPARE(iface->text(QAccessible::Name), QStringLiteral("Parameters, in billions"));
    }
}

void TestAccessibility::chartsAreChartsAndTabStops_data()
{
    testing::addLabRows();
}

// Every chart and drawn view is read as a chart, takes Tab, and shows a ring.
void TestAccessibility::chartsAreChartsAndTabStops()
{
    QFETCH(QString, id);
    app::MainWindow w;
    w.resize(kWindowSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    QStringList problems;
    for (QWidget *chart : w.panel(id)->findChildren<QWidget *>()) {
        if (!isChart(chart))
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(chart);
        if (iface->role() != QAccessible::Chart)
            problems
                << QStringLiteral("role %1, not a chart: %2").arg(int(iface->role())).arg(testing::describe(chart));
        if (!(chart->focusPolicy() & Qt::TabFocus))
            problems << QStringLiteral("not a Tab stop: %1").arg(testing::describe(chart));
        // Its children are its series, each with its points in words; not the scene's parts.
        auto *view = qobject_cast<QChartView *>(chart);
        const int series = view && view->chart() ? int(view->chart()->series().size()) : 0;
        if (iface->childCount() != series)
            problems << QStringLiteral("%1 children for %2 series: %3")
                            .arg(iface->childCount())
                            .arg(series)
                            .arg(testing::describe(chart));
        for (int i = 0; i < iface->childCount(); ++i) {
            QAccessibleInterface *c = iface->child(i);
            if (!c || c->role() != QAccessible::ListItem || c->text(QAccessible::Name).isEmpty() ||
                c->text(QAccessible::Description).isEmpty() || iface->indexOfChild(c) != i || c->parent() != iface)
                problems << QStringLiteral("series %1 not read: %2").arg(i).arg(testing::describe(chart));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

// After a lab's main action, pressed from the keyboard, the keyboard is where
// it was and the result is what the screen reader was given (a notification
// of the window with the result as its name): Step ▶ at the
// last line, a VRAM fix that is then not applicable, a quiz answer, the
// race's step (the quick check: tst_mainwindow).
void TestAccessibility::mainActionsKeepTheKeyboardAndSpeak()
{
    app::MainWindow w;
    w.resize(kWindowSize);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    const auto press = [](QWidget *control) {
        control->setFocus(Qt::TabFocusReason);
        QVERIFY(control->hasFocus());
        QTest::keyClick(control, Qt::Key_Space);
        QVERIFY2(control->hasFocus(),
                 qPrintable(QStringLiteral("the keyboard left %1 for %2")
                                .arg(testing::describe(control), QApplication::focusWidget()
                                                                     ? testing::describe(QApplication::focusWidget())
                                                                     : QStringLiteral("nothing"))));
    };

    QVERIFY(w.showLab(QStringLiteral("dispatch")));
    auto *forward = w.panel(QStringLiteral("dispatch"))->findChild<QPushButton *>(QStringLiteral("forwardButton"));
    press(forward);
    // The line run and what each machine printed.
    QVERIFY2(labs::lastAnnouncement().startsWith(QStringLiteral("Line ")) &&
                 labs::lastAnnouncement().contains(QStringLiteral("This machine: ")),
             qPrintable(labs::lastAnnouncement()));
    for (int i = 0; i < 40 && labs::isAvailable(forward); ++i)
        press(forward); // to the last line: the button looks disabled and keeps the keyboard
    QVERIFY(!labs::isAvailable(forward));
    QVERIFY(forward->hasFocus());
    // Once the keyboard moves on, it is disabled for real, out of the Tab order.
    w.navigator()->setFocus();
    QVERIFY(!forward->isEnabled());

    QVERIFY(w.showLab(QStringLiteral("vram")));
    labs::LabPanel *vram = w.panel(QStringLiteral("vram"));
    labs::WrapButton *fix = nullptr;
    for (int i = 0; i < 8 && !fix; ++i)
        if (auto *b = vram->findChild<labs::WrapButton *>(QStringLiteral("fix%1").arg(i)); b && b->isEnabled())
            fix = b;
    QVERIFY(fix);
    press(fix);
    QVERIFY2(labs::lastAnnouncement().startsWith(QStringLiteral("Applied: ")) &&
                 labs::lastAnnouncement().contains(QStringLiteral("Total ")),
             qPrintable(labs::lastAnnouncement()));
    // What Orca reads (Qt 6.4): a notification of the window that comes into view, named with the result.
    auto *notice = w.findChild<QWidget *>(QStringLiteral("gpulab_notice"));
    QVERIFY(notice && notice->isVisible());
    QAccessibleInterface *said = QAccessible::queryAccessibleInterface(notice);
    QCOMPARE(said->role(), QAccessible::Notification);
    QCOMPARE(said->text(QAccessible::Name), labs::lastAnnouncement());
    QVERIFY(!(notice->focusPolicy() & Qt::TabFocus));

    QVERIFY(w.showLab(QStringLiteral("learn")));
    auto *quiz = qobject_cast<labs::LearnPanel *>(w.panel(QStringLiteral("learn")))->quizPage();
    QVERIFY(quiz);
    for (QWidget *up = quiz; up; up = up->parentWidget()) // its page of the Learn tabs
        if (auto *tabs = qobject_cast<QTabWidget *>(up->parentWidget() ? up->parentWidget()->parentWidget() : nullptr);
            tabs && tabs->indexOf(up) >= 0)
            tabs->setCurrentWidget(up);
    settle();
    press(quiz->choiceButton(1));
    QVERIFY2(labs::lastAnnouncement().startsWith(QStringLiteral("Right: B.")) ||
                 labs::lastAnnouncement().startsWith(QStringLiteral("Not quite — you chose B")),
             qPrintable(labs::lastAnnouncement()));

    QVERIFY(w.showLab(QStringLiteral("throughput")));
    auto *tp = qobject_cast<labs::ThroughputPanel *>(w.panel(QStringLiteral("throughput")));
    tp->race()->pause();
    auto *step = tp->race()->findChild<QPushButton *>(QStringLiteral("stepButton"));
    QVERIFY(step);
    press(step);
    QVERIFY2(labs::lastAnnouncement().startsWith(QStringLiteral("Simulated ")) ||
                 labs::lastAnnouncement().startsWith(QStringLiteral("Finished.")),
             qPrintable(labs::lastAnnouncement()));
}

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
