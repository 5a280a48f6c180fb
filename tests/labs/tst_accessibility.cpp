// What a screen reader finds (issue 16, item 6): the accessibility tree of
// every panel, on every page of its tabs, walked from the panel down. Every
// control in it (button, check box, slider, spin box, choice, text field,
// table, list, tab) has a name; every chart has a name and a description of
// what it shows; and every control the keyboard can reach is in the tree.

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "tests/common/pages.h"
#include "tests/common/suitesettings.h"
#include "tests/common/textfit.h"

#include <QAbstractScrollArea>
#include <QAccessible>
#include <QApplication>
#include <QChartView>
#include <QListWidget>
#include <QScrollBar>
#include <QSet>
#include <QSettings>
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

private:
    QTemporaryDir m_settingsDir;
};

void TestAccessibility::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_accessibility"));
    (void)core::deviceReport(); // measured up front: the panels' words do not change under the walk
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

QTEST_MAIN(TestAccessibility)
#include "tst_accessibility.moc"
