// Every panel holds its layout: at 1024×640, 1280×720 and 1600×1000, at text
// scales 1.0, 1.5 and 2.0, and after each panel's main actions, no visible
// label or button has text that does not fit its rect, no two visible
// siblings overlap, no child sticks out of its parent, and every chart's
// title, axes and legend follow the text scale, no panel scrolls sideways,
// chart legends name every series in full and the VRAM chart's card names
// never overlap.
//
// GPULAB_TEST_SHOTS=DIR also saves a screenshot of every combination there
// (the window, and NAME-panel.png the whole panel), for a person to look at; GPULAB_LAYOUT_DEBUG=1 names the widest
// controls where a panel scrolls sideways.

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "core/torch/torchfinder.h"
#include "labs/accessibility.h"
#include "labs/chartlegend.h"
#include "labs/chartview.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/style.h"
#include "labs/vram/vramchart.h"
#include "labs/wrapbutton.h"
#include "tests/common/machines.h"
#include "tests/common/suitesettings.h"
#include "tests/common/textfit.h"

#include <QAbstractButton>
#include <QAbstractScrollArea>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QHelpEvent>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineEdit>
#include <QListWidget>
#include <QLogValueAxis>
#include <QPushButton>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTabBar>
#include <QTabWidget>
#include <QTemporaryDir>
#include <QTest>
#include <QTextEdit>
#include <QToolButton>
#include <QToolTip>
#include <QValueAxis>

#include <cmath>
#include <functional>

using namespace gpulab;

namespace {

constexpr double kScales[] = {1.0, 1.5, 2.0};
const QSize kSizes[] = {{1024, 640}, {1280, 720}, {1600, 1000}};

using testing::describe;
using testing::internalPart;
using testing::textProblems;

QStringList overlapProblems(const QWidget *root)
{
    QStringList out;
    QList<const QWidget *> parents{root};
    for (const QWidget *w : root->findChildren<QWidget *>())
        if (w->isVisible() && !internalPart(w))
            parents << w;
    for (const QWidget *p : parents) {
        if (qobject_cast<const QAbstractScrollArea *>(p) || qobject_cast<const QTabBar *>(p))
            continue; // viewports and scroll bars; tabs and their scroll buttons
        QList<const QWidget *> kids;
        for (QObject *o : p->children())
            if (auto *k = qobject_cast<QWidget *>(o); k && k->isVisible() && !k->isWindow())
                kids << k;
        const bool scrolledContent = p->parentWidget() && qobject_cast<const QAbstractScrollArea *>(p->parentWidget());
        for (int i = 0; i < kids.size(); ++i) {
            if (!scrolledContent && !p->rect().contains(kids[i]->geometry()) && kids[i]->height() > 0)
                out << QStringLiteral("sticks out of %1: %2").arg(describe(p), describe(kids[i]));
            for (int j = i + 1; j < kids.size(); ++j)
                if (kids[i]->geometry().intersects(kids[j]->geometry()))
                    out << QStringLiteral("overlap: %1 and %2").arg(describe(kids[i]), describe(kids[j]));
        }
    }
    return out;
}

QStringList chartProblems(const QWidget *root, double scale)
{
    QStringList out;
    const auto expect = [&](const QString &what, const QFont &f, double factor) {
        const double want = labs::style::kBasePointSize * scale * factor;
        if (std::abs(f.pointSizeF() - want) > 0.05)
            out << QStringLiteral("%1: %2 pt, not %3 pt").arg(what).arg(f.pointSizeF()).arg(want);
    };
    for (const QChartView *v : root->findChildren<QChartView *>()) {
        if (!v->isVisible() || !v->chart())
            continue;
        if (const auto *vram = qobject_cast<const labs::VramChart *>(v)) {
            const QList<QRectF> rects = vram->cardLabelRects();
            const QStringList texts = vram->cardLabelTexts();
            for (int i = 0; i < rects.size(); ++i) {
                if (!QRectF(QPointF(0, 0), v->chart()->size()).contains(rects[i]))
                    out << QStringLiteral("card name \"%1\" outside the chart").arg(texts[i]);
                for (int j = i + 1; j < rects.size(); ++j)
                    if (rects[i].intersects(rects[j]))
                        out << QStringLiteral("card names overlap: \"%1\" and \"%2\"").arg(texts[i], texts[j]);
            }
        }
        expect(QStringLiteral("chart title"), v->chart()->titleFont(), labs::style::kChartTitleScale);
        expect(QStringLiteral("chart legend"), v->chart()->legend()->font(), labs::style::kChartLegendScale);
        for (const QAbstractAxis *a : v->chart()->axes()) {
            expect(QStringLiteral("axis labels"), a->labelsFont(), labs::style::kChartAxisLabelScale);
            expect(QStringLiteral("axis title"), a->titleFont(), 1.0);
            // A chart that writes its numbers in the user's locale draws only labels
            // of the form "%.<digits><letter>" (Qt Charts' rule); any other format
            // leaves every label of the axis blank.
            QString format;
            if (const auto *values = qobject_cast<const QValueAxis *>(a))
                format = values->labelFormat();
            else if (const auto *logs = qobject_cast<const QLogValueAxis *>(a))
                format = logs->labelFormat();
            static const QRegularExpression localisable(QStringLiteral("^([^%]*)%\\.(\\d+)([defgiEG])(.*)$"));
            if (v->chart()->localizeNumbers() && !format.isEmpty() && !localisable.match(format).hasMatch())
                out << QStringLiteral("axis \"%1\" labels drawn blank: format \"%2\" with localised numbers")
                           .arg(a->titleText(), format);
            // A log axis labels each power of its base; fewer than three cannot be read as a scale.
            // Counted as Qt Charts counts them (QLogValueAxis's tick count): from the
            // power at or above log(min), a top on a power included.
            if (const auto *log = qobject_cast<const QLogValueAxis *>(a); log && log->isVisible()) {
                const double lb = std::log(log->base());
                const double logMin = std::log(log->min()) / lb;
                const double logMax = std::log(log->max()) / lb;
                int labelled = std::abs(int(std::ceil(logMax)) - int(std::ceil(logMin)));
                if (qFuzzyCompare(logMax, std::ceil(logMax)))
                    ++labelled;
                if (labelled < 3)
                    out << QStringLiteral("log axis \"%1\" with %2 labelled ticks (%3 … %4)")
                               .arg(log->titleText())
                               .arg(labelled)
                               .arg(log->min())
                               .arg(log->max());
            }
        }
    }
    // A legend below a chart names every visible series whole, in the order of
    // Qt's legend, which is hidden (it cut names and drew dashed lines solid).
    for (const labs::ChartView *v : root->findChildren<labs::ChartView *>()) {
        const labs::ChartLegend *legend = v->legendIfShown();
        if (!v->isVisible() || !legend)
            continue;
        QStringList want;
        for (QLegendMarker *m : v->chart()->legend()->markers())
            if (!labs::ChartLegend::leftOut(m->series()) && (!m->series() || m->series()->isVisible()))
                want << m->label();
        if (legend->names() != want)
            out << QStringLiteral("legend shows \"%1\", the series are \"%2\"")
                       .arg(legend->names().join(u'|'), want.join(u'|'));
        if (v->chart()->legend()->isAttachedToChart() || v->chart()->legend()->opacity() > 0)
            out << QStringLiteral("Qt's legend is shown beside ours");
        if (!want.isEmpty() && !legend->isVisible())
            out << QStringLiteral("legend hidden");
    }
    return out;
}

template <typename T> T *child(QWidget *root, const char *name)
{
    T *w = root->findChild<T *>(QString::fromLatin1(name));
    if (!w)
        qWarning("no %s named %s", T::staticMetaObject.className(), name);
    return w;
}

void click(QWidget *root, const char *name)
{
    if (auto *b = child<QAbstractButton>(root, name))
        QTest::mouseClick(b, Qt::LeftButton);
}

void showTab(QWidget *root, int index)
{
    if (auto *tabs = root->findChild<QTabWidget *>())
        tabs->setCurrentIndex(index);
}

void showTab(QWidget *root, const char *name, int index)
{
    if (auto *tabs = child<QTabWidget>(root, name))
        tabs->setCurrentIndex(index);
}

// One state of a panel: its name and how to get there from the state before.
struct Step {
    QString name;
    std::function<bool(QWidget *)> act; // false: the action could not be done
};

} // namespace

class TestLayout : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void textScaleScalesEveryFont();
    void ctrlZeroResetsTheTextScale();
    void shortenedTabsStayInViewAndShowTheirTitle();
    void navigatorIsInTheTabOrder();
    void dispatchStepperHoldsStill();
    void focusIsVisibleOnEveryControl_data();
    void focusIsVisibleOnEveryControl();
    void everyPanelHoldsItsLayout_data();
    void everyPanelHoldsItsLayout();
    void everyPanelFitsOtherMachines_data();
    void everyPanelFitsOtherMachines();

private:
    QStringList checkAllCombinations(app::MainWindow &w, labs::LabPanel *panel, const QString &label,
                                     QStringList *sidewaysProblems);
    QTemporaryDir m_settingsDir;
    QString m_shots;
};

void TestLayout::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_layout"));
    // The machine measured up front: a probe that lands between a resize and
    // its check (a loaded or sanitized build) gives the device panel new
    // texts that are not laid out yet, and the check would see them cut.
    (void)core::deviceReport();
    m_shots = qEnvironmentVariable("GPULAB_TEST_SHOTS");
    if (!m_shots.isEmpty())
        QVERIFY(QDir().mkpath(m_shots));
    labs::style::installFocusStyle(); // as main() does
    labs::style::setTextScale(1.0);
}

void TestLayout::textScaleScalesEveryFont()
{
    app::MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(w.showLab(QStringLiteral("timing")));
    labs::LabPanel *timing = w.panel(QStringLiteral("timing"));
    auto *big = timing->findChild<QLabel *>(QStringLiteral("measuredNumber"));
    QVERIFY(big);
    auto *plain = timing->findChild<QLabel *>(QStringLiteral("explanation"));
    QVERIFY(plain);
    const double bigAt1 = big->font().pointSizeF();
    const double plainAt1 = plain->font().pointSizeF();
    QCOMPARE(plainAt1, labs::style::kBasePointSize);
    w.setTextScale(2.0);
    QCOMPARE(labs::style::textScale(), 2.0);
    QCOMPARE(plain->font().pointSizeF(), 2.0 * plainAt1);
    QCOMPARE(big->font().pointSizeF(), 2.0 * bigAt1); // the big numbers keep their proportion
    QCOMPARE(w.navigator()->font().pointSizeF(), 2.0 * labs::style::kBasePointSize);
    const QStringList charts = chartProblems(timing, 2.0);
    QVERIFY2(charts.isEmpty(), qPrintable(charts.join(u'\n')));
    w.setTextScale(1.0);
    QCOMPARE(big->font().pointSizeF(), bigAt1);
}

// Large text in a small window: the throughput lab's four tabs stay in view,
// with no scroll arrows; a shortened title is whole on hover and to a screen
// reader (the tab's accessible name is its title).
void TestLayout::shortenedTabsStayInViewAndShowTheirTitle()
{
    app::MainWindow w;
    w.resize(1024, 640);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(QStringLiteral("throughput")));
    w.setTextScale(2.0);
    const auto reset = qScopeGuard([&w] { w.setTextScale(1.0); });
    QApplication::processEvents();
    auto *tabs = w.panel(QStringLiteral("throughput"))->findChild<QTabWidget *>();
    QVERIFY(tabs);
    QTabBar *bar = tabs->tabBar();
    int shortened = -1;
    for (int i = 0; i < bar->count(); ++i) {
        QVERIFY2(bar->rect().contains(bar->tabRect(i)), qPrintable(bar->tabText(i)));
        if (shortened < 0 && labs::style::tabTitleShortened(bar, i))
            shortened = i;
    }
    for (const QToolButton *arrow : bar->findChildren<QToolButton *>())
        QVERIFY(!arrow->isVisible());
    QVERIFY2(shortened >= 0, "at text ×2 in 1024×640 some title must be shortened, or this checks nothing");
    const QString title = labs::style::tabTitle(bar, shortened);
    const QPoint at = bar->tabRect(shortened).center();
    QHelpEvent hover(QEvent::ToolTip, at, bar->mapToGlobal(at));
    QApplication::sendEvent(bar, &hover);
    QTRY_COMPARE(QToolTip::text(), title);
    QToolTip::hideText();
}

void TestLayout::ctrlZeroResetsTheTextScale()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QTest::keyClick(&w, Qt::Key_Plus, Qt::ControlModifier);
    QTest::keyClick(&w, Qt::Key_Plus, Qt::ControlModifier);
    QVERIFY(labs::style::textScale() > 1.1);
    QVERIFY(QApplication::font().pointSizeF() > labs::style::kBasePointSize);
    QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
    QCOMPARE(labs::style::textScale(), 1.0);
    QCOMPARE(QApplication::font().pointSizeF(), labs::style::kBasePointSize);
    QTest::keyClick(&w, Qt::Key_Minus, Qt::ControlModifier);
    QVERIFY(labs::style::textScale() < 1.0);
    QCOMPARE(QSettings().value(QStringLiteral("view/textScale")).toDouble(), labs::style::textScale());
    QTest::keyClick(&w, Qt::Key_0, Qt::ControlModifier);
}

void TestLayout::navigatorIsInTheTabOrder()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(QStringLiteral("vram")));
    QWidget *first = w.panel(QStringLiteral("vram"))->findChild<QAbstractSpinBox *>();
    QVERIFY(first);
    first->setFocus();
    QVERIFY(first->hasFocus());
    bool reached = false;
    for (int i = 0; i < 200 && !reached; ++i) {
        QTest::keyClick(QApplication::focusWidget(), Qt::Key_Tab);
        reached = w.navigator()->hasFocus();
    }
    QVERIFY(reached);
}

void TestLayout::dispatchStepperHoldsStill()
{
    app::MainWindow w;
    w.resize(1400, 900);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(QStringLiteral("dispatch")));
    labs::LabPanel *panel = w.panel(QStringLiteral("dispatch"));
    auto *step = child<QPushButton>(panel, "forwardButton");
    QVERIFY(step);
    QApplication::processEvents();
    // Click where the Step button is, again and again, as a teacher does.
    const QPoint spot = step->mapTo(&w, step->rect().center());
    const auto *scenario = child<QComboBox>(panel, "scenarioBox");
    QVERIFY(scenario);
    for (int scenarioIndex = 0; scenarioIndex < scenario->count(); ++scenarioIndex) {
        QMetaObject::invokeMethod(child<QComboBox>(panel, "scenarioBox"), "setCurrentIndex", Q_ARG(int, scenarioIndex));
        QApplication::processEvents();
        for (int click = 0; click < 10; ++click) {
            QWidget *hit = w.childAt(spot);
            QVERIFY2(hit == step, qPrintable(QStringLiteral("scenario %1, click %2: %3")
                                                 .arg(scenarioIndex)
                                                 .arg(click)
                                                 .arg(hit ? describe(hit) : QStringLiteral("nothing"))));
            QTest::mouseClick(hit, Qt::LeftButton);
            QApplication::processEvents();
            // Every terminal shows its newest output.
            for (const QTextEdit *t : panel->findChildren<QTextEdit *>(QStringLiteral("terminal")))
                QCOMPARE(t->verticalScrollBar()->value(), t->verticalScrollBar()->maximum());
        }
    }
}

void TestLayout::focusIsVisibleOnEveryControl_data()
{
    QTest::addColumn<QString>("lab");
    QTest::addColumn<QString>("control");
    QTest::newRow("slider") << QStringLiteral("timing") << QStringLiteral("sizeSlider");
    QTest::newRow("check box") << QStringLiteral("timing") << QStringLiteral("barrierToggle");
    QTest::newRow("button") << QStringLiteral("timing") << QStringLiteral("resetButton");
    QTest::newRow("spin box") << QStringLiteral("timing") << QStringLiteral("runSize");
    QTest::newRow("combo box") << QStringLiteral("vram") << QStringLiteral("preset");
}

void TestLayout::focusIsVisibleOnEveryControl()
{
    QFETCH(QString, lab);
    QFETCH(QString, control);
    app::MainWindow w;
    w.resize(1600, 1000);
    w.show();
    QApplication::setActiveWindow(&w);
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(lab));
    QWidget *c = w.panel(lab)->findChild<QWidget *>(control);
    QVERIFY(c);
    w.navigator()->setFocus();
    QApplication::processEvents();
    const QImage before = c->grab().toImage();
    c->setFocus(Qt::TabFocusReason);
    QVERIFY(c->hasFocus());
    QApplication::processEvents();
    const QImage after = c->grab().toImage();
    QCOMPARE(after.size(), before.size());
    // A ring two pixels wide around the control changes at least its perimeter's worth.
    int changed = 0;
    for (int y = 0; y < after.height(); ++y)
        for (int x = 0; x < after.width(); ++x)
            changed += after.pixel(x, y) != before.pixel(x, y) ? 1 : 0;
    const int perimeter = 2 * (after.width() + after.height());
    QVERIFY2(changed >= perimeter,
             qPrintable(QStringLiteral("%1 pixels changed, want %2").arg(changed).arg(perimeter)));
}

void TestLayout::everyPanelHoldsItsLayout_data()
{
    QTest::addColumn<QString>("lab");
    for (const QString &id : labs::labIds())
        QTest::newRow(qPrintable(id)) << id;
}

QStringList TestLayout::checkAllCombinations(app::MainWindow &w, labs::LabPanel *panel, const QString &label,
                                             QStringList *sidewaysProblems)
{
    QStringList problems;
    // The look for the learner's PyTorch (started when a lab shows its box)
    // changes a label's text when it ends: measured after it, not during.
    if (!QTest::qWaitFor([&w] { return !w.torchFinder()->isLooking(); }, 60000))
        problems << label + QStringLiteral(": the look for PyTorch did not end");
    for (const double scale : kScales) {
        w.setTextScale(scale);
        for (const QSize &size : kSizes) {
            w.resize(size);
            for (int i = 0; i < 3; ++i) // layouts settle in a few passes (wrapped labels)
                QApplication::processEvents();
            const QString where =
                QStringLiteral("%1 at %2x%3, text %4: ").arg(label).arg(size.width()).arg(size.height()).arg(scale);
            for (const QString &p : textProblems(panel) + overlapProblems(panel) + chartProblems(panel, scale))
                problems << where + p;
            // Scrolling down is fine where a panel is taller than the window;
            // sideways never, at any size or text scale: the content's least
            // width fits the viewport (wrapped text, stacked forms, rows that reflow).
            auto *scroller = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
            const bool sideways = scroller && (scroller->horizontalScrollBar()->maximum() > 0 ||
                                               panel->minimumSizeHint().width() > scroller->viewport()->width());
            if (sideways && sidewaysProblems) {
                *sidewaysProblems << where + QStringLiteral("scrolls sideways: needs %1 px, has %2 px")
                                                 .arg(panel->minimumSizeHint().width())
                                                 .arg(scroller->viewport()->width());
            }
            // GPULAB_LAYOUT_DEBUG=1: where a panel scrolls sideways, which controls make it so wide.
            if (qEnvironmentVariableIsSet("GPULAB_LAYOUT_DEBUG") && sideways) {
                for (QWidget *x : panel->findChildren<QWidget *>())
                    if (x->isVisible() && !internalPart(x) && scroller &&
                        std::max(x->minimumSizeHint().width(), x->minimumWidth()) > scroller->viewport()->width() / 2)
                        qWarning("%s min %d/%d", qPrintable(describe(x)), x->minimumSizeHint().width(),
                                 x->minimumWidth());
            }
            if (const QStringList nav = textProblems(w.navigator()); !nav.isEmpty())
                problems << where + nav.join(u'\n');
            if (!m_shots.isEmpty()) {
                const QString name =
                    QStringLiteral("%1-%2x%3-%4").arg(label).arg(size.width()).arg(size.height()).arg(scale);
                w.grab().save(QDir(m_shots).filePath(name + QStringLiteral(".png")));
                // The whole panel too, below the fold as well: what scrolling shows.
                panel->grab().save(QDir(m_shots).filePath(name + QStringLiteral("-panel.png")));
            }
        }
    }
    return problems;
}

void TestLayout::everyPanelHoldsItsLayout()
{
    QFETCH(QString, lab);
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(lab));
    labs::LabPanel *panel = w.panel(lab);
    QVERIFY(panel);

    // The main actions of each panel, in order; each state is checked at every size and scale.
    QList<Step> steps{{QStringLiteral("start"), [](QWidget *) { return true; }}};
    if (lab == u"device") {
        steps << Step{QStringLiteral("checked"), [](QWidget *p) {
                          auto *b = child<QPushButton>(p, "quickCheckButton");
                          if (!b)
                              return false;
                          QTest::mouseClick(b, Qt::LeftButton);
                          // Done when it is available again (while it runs it keeps the keyboard, enabled).
                          return QTest::qWaitFor([b] { return labs::isAvailable(b); }, 120000);
                      }};
    } else if (lab == u"throughput") {
        steps << Step{QStringLiteral("stepped"),
                      [](QWidget *p) {
                          click(p, "stepButton");
                          return true;
                      }}
              << Step{QStringLiteral("sweep"),
                      [](QWidget *p) {
                          showTab(p, 1);
                          return true;
                      }}
              << Step{QStringLiteral("swept"),
                      [](QWidget *p) {
                          // Two tiny sizes: the charts after a finished run, with data in under a decade.
                          auto *sizes = child<QLineEdit>(p, "sizesEdit");
                          auto *run = child<QPushButton>(p, "runSweep");
                          auto *cancel = child<QPushButton>(p, "cancelSweep");
                          if (!sizes || !run || !cancel)
                              return false;
                          sizes->setText(QStringLiteral("48 64"));
                          if (auto *naive = child<QCheckBox>(p, "naive"))
                              naive->setChecked(false); // one backend: its rates lie within a decade
                          QTest::mouseClick(run, Qt::LeftButton);
                          return QTest::qWaitFor([&] { return labs::isAvailable(run) && !labs::isAvailable(cancel); },
                                                 120000);
                      }}
              << Step{QStringLiteral("lesson"), [](QWidget *p) {
                          showTab(p, 2);
                          return true;
                      }};
    } else if (lab == u"vram") {
        steps << Step{QStringLiteral("fixed"),
                      [](QWidget *p) {
                          auto *b = child<QPushButton>(p, "fix0");
                          if (!b || !b->isVisible())
                              return false;
                          QTest::mouseClick(b, Qt::LeftButton);
                          return true;
                      }}
              << Step{QStringLiteral("second-table"), [](QWidget *p) {
                          showTab(p, "tableTabs", 1);
                          return true;
                      }};
    } else if (lab == u"cost") {
        for (int tab = 1; tab < 4; ++tab)
            steps << Step{QStringLiteral("tab%1").arg(tab), [tab](QWidget *p) {
                              showTab(p, tab);
                              return true;
                          }};
    } else if (lab == u"dispatch") {
        for (int line = 1; line <= 3; ++line)
            steps << Step{QStringLiteral("line%1").arg(line), [](QWidget *p) {
                              click(p, "forwardButton");
                              return true;
                          }};
        steps << Step{QStringLiteral("end"), [](QWidget *p) {
                          click(p, "endButton");
                          return true;
                      }};
    } else if (lab == u"timing") {
        steps << Step{QStringLiteral("run"),
                      [](QWidget *p) {
                          // A tiny run: the layout after a finished run, not the numbers.
                          auto *size = child<QSpinBox>(p, "runSize");
                          auto *repeats = child<QSpinBox>(p, "runRepeats");
                          auto *run = child<QPushButton>(p, "runButton");
                          if (!size || !repeats || !run)
                              return false;
                          size->setValue(size->minimum());
                          repeats->setValue(repeats->minimum());
                          QSignalSpy done(p, SIGNAL(measurementFinished()));
                          QTest::mouseClick(run, Qt::LeftButton);
                          return done.wait(120000) || done.count() > 0;
                      }}
              << Step{QStringLiteral("no-barrier"), [](QWidget *p) {
                          click(p, "barrierToggle");
                          return true;
                      }};
    } else if (lab == u"learn") {
        for (int tab = 1; tab < 4; ++tab)
            steps << Step{QStringLiteral("tab%1").arg(tab), [tab](QWidget *p) {
                              showTab(p, "learnTabs", tab);
                              return true;
                          }};
        steps << Step{QStringLiteral("answered"), [](QWidget *p) {
                          showTab(p, "learnTabs", 1);
                          click(p, "choice0");
                          return true;
                      }};
    }

    QStringList problems;
    QStringList sideways;
    for (const Step &step : steps) {
        w.setTextScale(1.0);
        w.resize(1280, 720);
        QApplication::processEvents();
        QVERIFY2(step.act(panel), qPrintable(lab + u' ' + step.name));
        problems << checkAllCombinations(w, panel, lab + u'-' + step.name, &sideways);
    }
    w.setTextScale(1.0);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problems:\n").arg(problems.size()) + problems.mid(0, 60).join(u'\n')));
    QVERIFY2(sideways.isEmpty(),
             qPrintable(QStringLiteral("%1 sideways:\n").arg(sideways.size()) + sideways.mid(0, 60).join(u'\n')));
}

void TestLayout::everyPanelFitsOtherMachines_data()
{
    testing::addMachineRows(testing::ThisMachine::Not); // this machine: everyPanelHoldsItsLayout
}

// The first state of every panel as it shows another machine (a long Intel
// name, an ARM board, 1 or 64 cores, 2 GB, no AVX-512: tests/common/machines.h)
// holds its layout at the smallest and the projector's size, at text 1.0 and 2.0.
void TestLayout::everyPanelFitsOtherMachines()
{
    QFETCH(QString, id);
    QFETCH(QString, machine);
    const testing::StandIn standIn(machine);
    (void)core::deviceReport(); // measured before the window lays out, as in initTestCase
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    labs::LabPanel *panel = w.panel(id);
    QVERIFY(panel);
    QCOMPARE(core::deviceReport().cpu.cores, testing::machineNamed(machine)->cores);
    QStringList problems;
    QVERIFY(QTest::qWaitFor([&w] { return !w.torchFinder()->isLooking(); }, 60000)); // as in checkAllCombinations
    for (const double scale : {1.0, 2.0}) {
        w.setTextScale(scale);
        for (const QSize &size : {QSize(1024, 640), QSize(1280, 720)}) {
            w.resize(size);
            for (int i = 0; i < 3; ++i)
                QApplication::processEvents();
            const QString where =
                QStringLiteral("%1 at %2x%3, text %4: ").arg(id).arg(size.width()).arg(size.height()).arg(scale);
            for (const QString &p : textProblems(panel) + overlapProblems(panel) + chartProblems(panel, scale) +
                                        textProblems(w.navigator()))
                problems << where + p;
            auto *scroller = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
            if (scroller && panel->minimumSizeHint().width() > scroller->viewport()->width())
                problems << where + QStringLiteral("scrolls sideways: needs %1 px, has %2 px")
                                        .arg(panel->minimumSizeHint().width())
                                        .arg(scroller->viewport()->width());
        }
    }
    w.setTextScale(1.0);
    QVERIFY2(problems.isEmpty(),
             qPrintable(QStringLiteral("%1 problems:\n").arg(problems.size()) + problems.mid(0, 40).join(u'\n')));
}

QTEST_MAIN(TestLayout)
#include "tst_layout.moc"
