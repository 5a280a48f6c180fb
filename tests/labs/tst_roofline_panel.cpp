// The throughput lab's precision selector and roofline tab on the offscreen
// platform: the lesson's "fp32 vs bf16" preset, a real short sweep at both
// precisions through the engine, the bandwidth measured by a button click, and
// the chart with both roofs and every measured point.

#include "tests/common/testsupport.h"

#include "core/computeengine.h"
#include "kernels/cpu/onednnbackend.h"
#include "labs/throughput/precisionselector.h"
#include "labs/throughput/rooflinechart.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/vram/vrampanel.h"

#include <QAbstractAxis>
#include <QAccessible>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QGroupBox>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QScrollBar>
#include <QShortcut>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableWidget>
#include <QTest>
#include <QTranslator>
#include <QVBoxLayout>

using namespace gpulab;
using kernels::Precision;

namespace {
// Live language switching and accessible names. A translator that answers
// every source text with «text» shows which words went through retranslate();
// removing it must give back the English of before, text for text.
class Guillemets : public QTranslator {
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    [[nodiscard]] QString translate(const char *, const char *source, const char *, int) const override
    {
        if (!source || !*source)
            return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
};

bool wrapped(const QString &text)
{
    return text.contains(QStringLiteral("«"));
}

// Installs or removes the translator, and delivers the LanguageChange events
// QApplication posts to every top-level widget.
void setTranslator(QTranslator *translator, bool installed)
{
    if (installed)
        QVERIFY(QCoreApplication::installTranslator(translator));
    else
        QVERIFY(QCoreApplication::removeTranslator(translator));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

QString nameOf(const QObject *o)
{
    QStringList path;
    for (; o; o = o->parent())
        path.prepend(QStringLiteral("%1(%2)").arg(QString::fromLatin1(o->metaObject()->className()), o->objectName()));
    return path.join(u'/');
}

// Every text a person sees or hears in `root`: labels, buttons, tool tips,
// group and tab titles, accessible names and descriptions, combo items,
// table headers, spin box affixes, progress texts, chart and axis titles and
// series names. Keyed by where it is.
QMap<QString, QString> textsOf(QWidget *root)
{
    QMap<QString, QString> out;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (int i = 0; i < all.size(); ++i) {
        QWidget *w = all[i];
        const QString at = nameOf(w) + QStringLiteral("#%1").arg(i);
        out.insert(at + QStringLiteral(" tooltip"), w->toolTip());
        out.insert(at + QStringLiteral(" accessibleName"), w->accessibleName());
        out.insert(at + QStringLiteral(" accessibleDescription"), w->accessibleDescription());
        if (auto *l = qobject_cast<QLabel *>(w))
            out.insert(at + QStringLiteral(" text"), l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            out.insert(at + QStringLiteral(" text"), b->text());
        if (auto *g = qobject_cast<QGroupBox *>(w))
            out.insert(at + QStringLiteral(" title"), g->title());
        if (auto *t = qobject_cast<QTabWidget *>(w))
            for (int k = 0; k < t->count(); ++k)
                out.insert(at + QStringLiteral(" tab%1").arg(k), t->tabText(k));
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int k = 0; k < c->count(); ++k)
                out.insert(at + QStringLiteral(" item%1").arg(k), c->itemText(k));
        if (auto *s = qobject_cast<QSpinBox *>(w))
            out.insert(at + QStringLiteral(" affixes"), s->prefix() + u'|' + s->suffix());
        if (auto *p = qobject_cast<QProgressBar *>(w))
            out.insert(at + QStringLiteral(" format"), p->format());
        if (auto *t = qobject_cast<QTableWidget *>(w))
            for (int k = 0; k < t->columnCount(); ++k)
                if (t->horizontalHeaderItem(k))
                    out.insert(at + QStringLiteral(" header%1").arg(k), t->horizontalHeaderItem(k)->text());
        if (auto *v = qobject_cast<QChartView *>(w)) {
            out.insert(at + QStringLiteral(" chartTitle"), v->chart()->title());
            const QList<QAbstractAxis *> axes = v->chart()->axes();
            for (int k = 0; k < axes.size(); ++k)
                out.insert(at + QStringLiteral(" axis%1").arg(k), axes[k]->titleText());
            const QList<QAbstractSeries *> series = v->chart()->series();
            for (int k = 0; k < series.size(); ++k)
                out.insert(at + QStringLiteral(" series%1").arg(k), series[k]->name());
        }
    }
    for (QShortcut *s : root->findChildren<QShortcut *>())
        out.insert(nameOf(s) + s->key().toString() + QStringLiteral(" whatsThis"), s->whatsThis());
    return out;
}

// The widgets a person operates or reads as a picture; not the parts Qt
// builds inside them (a table's headers, a spin box's line edit, scroll bars).
bool isControlOrChart(QWidget *w)
{
    if (qobject_cast<QScrollBar *>(w))
        return false;
    return qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSlider *>(w) ||
           qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QLineEdit *>(w) ||
           qobject_cast<QAbstractItemView *>(w) || qobject_cast<QTabBar *>(w) || qobject_cast<QChartView *>(w);
}

// "ClassName(objectName)" of every control or chart in `root` without an
// accessible name, and of every chart without a description.
QStringList unnamedIn(QWidget *root)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!isControlOrChart(w))
            continue;
        bool inner = false;
        for (QWidget *p = w->parentWidget(); p && p != root; p = p->parentWidget())
            inner = inner || isControlOrChart(p);
        if (inner)
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            out << nameOf(w);
        const bool chart = qobject_cast<QChartView *>(w);
        if (chart && (!a || a->text(QAccessible::Description).trimmed().isEmpty()))
            out << nameOf(w) + QStringLiteral(" (no description)");
    }
    return out;
}

// The texts of `after` that differ from `before`, for a readable failure.
QStringList differences(const QMap<QString, QString> &before, const QMap<QString, QString> &after)
{
    QStringList out;
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        if (after.value(it.key()) != it.value())
            out << QStringLiteral("%1: '%2' became '%3'").arg(it.key(), it.value(), after.value(it.key()));
    if (after.size() != before.size())
        out << QStringLiteral("%1 texts before, %2 after").arg(before.size()).arg(after.size());
    return out;
}
} // namespace

class TestRooflinePanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void presetSelectsFp32AndBf16();
    void selectorClicksChangeThePlan();
    void sweepAtTwoPrecisionsFillsTheRoofline();
    void vramMixedPrecisionFixLinksToTheSweep();
    void rooflineAndPrecisionsSwitchLanguageLive();

private:
    core::ComputeEngine m_engine;
};

void TestRooflinePanel::initTestCase()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestRooflinePanel::presetSelectsFp32AndBf16()
{
    labs::ThroughputPanel panel({&m_engine});
    QVERIFY(panel.presets().contains(QStringLiteral("sweep-precision")));
    QVERIFY(panel.presets().contains(QStringLiteral("roofline")));
    QVERIFY(panel.applyPreset(QStringLiteral("sweep-precision")));
    QCOMPARE(panel.tabs()->currentWidget(), panel.sweep());
    QCOMPARE(panel.sweep()->precisionSelector()->selected(), (QList<Precision>{Precision::Fp32, Precision::Bf16}));
    QVERIFY(panel.applyPreset(QStringLiteral("roofline")));
    QCOMPARE(panel.tabs()->currentWidget(), panel.roofline());
}

void TestRooflinePanel::selectorClicksChangeThePlan()
{
    labs::PrecisionSelector selector;
    selector.show();
    QSignalSpy changed(&selector, &labs::PrecisionSelector::changed);
    auto *fp32 = selector.findChild<QCheckBox *>(QStringLiteral("precision-fp32"));
    auto *bf16 = selector.findChild<QCheckBox *>(QStringLiteral("precision-bf16"));
    QVERIFY(fp32 && bf16);
    QTest::mouseClick(bf16, Qt::LeftButton);
    QCOMPARE(selector.selected(), (QList<Precision>{Precision::Fp32, Precision::Bf16}));
    QTest::mouseClick(fp32, Qt::LeftButton);
    QCOMPARE(selector.selected(), QList<Precision>{Precision::Bf16});
    QCOMPARE(changed.size(), 2);
    // Nothing ticked: the sweep refuses to start and says why.
    labs::ThroughputPanel panel({&m_engine});
    panel.sweep()->setPrecisions({});
    QVERIFY(panel.sweep()->start().contains(QStringLiteral("precision")));
}

void TestRooflinePanel::sweepAtTwoPrecisionsFillsTheRoofline()
{
    if (!kernels::bf16Support().available)
        QSKIP("oneDNN has no bf16 matmul on this CPU");
    labs::ThroughputPanel panel({&m_engine});
    panel.resize(1400, 900);
    panel.show();
    QVERIFY(panel.applyPreset(QStringLiteral("sweep-precision")));
    labs::SweepView *sweep = panel.sweep();
    sweep->setSizesText(QStringLiteral("32, 96"));
    auto *measure = panel.roofline()->findChild<QPushButton *>(QStringLiteral("measureBandwidth"));
    QTest::mouseClick(sweep->findChild<QPushButton *>(QStringLiteral("runSweep")), Qt::LeftButton);
    QVERIFY(sweep->isRunning());
    QVERIFY(!measure->isEnabled()); // no bandwidth measured against a running sweep
    QTRY_VERIFY_WITH_TIMEOUT(!sweep->isRunning(), 60000);
    QVERIFY(measure->isEnabled());
    const auto &data = sweep->data();
    QCOMPARE(data.series.size(), 2);
    const auto *bf16 = data.find(QStringLiteral("cpu"), Precision::Bf16);
    QVERIFY(bf16);
    QCOMPARE(bf16->points.size(), 2);
    for (const auto &p : bf16->points)
        QCOMPARE(p.verdict, core::Verdict::Passed);
    QCOMPARE(sweep->table()->rowCount(), 4);
    QCOMPARE(sweep->table()->item(2, 0)->text(), QStringLiteral("cpu bf16"));

    if (qEnvironmentVariableIsSet("GPULAB_TEST_SHOTS")) {
        QTest::qWait(100);
        sweep->grab().save(
            QStringLiteral("%1/throughput-sweep-precision.png").arg(qEnvironmentVariable("GPULAB_TEST_SHOTS")));
    }
    QVERIFY(panel.applyPreset(QStringLiteral("roofline")));
    labs::RooflineView *roofline = panel.roofline();
    QCOMPARE(roofline->chart()->pointCount(), 4); // placed before the bandwidth is known
    QSignalSpy measured(roofline, &labs::RooflineView::bandwidthMeasured);
    QTest::mouseClick(measure, Qt::LeftButton);
    QVERIFY(roofline->isMeasuring());
    QVERIFY(!sweep->findChild<QPushButton *>(QStringLiteral("runSweep"))->isEnabled());
    QVERIFY(measured.wait(60000));
    QVERIFY(sweep->findChild<QPushButton *>(QStringLiteral("runSweep"))->isEnabled());
    const auto &device = roofline->device();
    QVERIFY2(device.bandwidth.ok(), qPrintable(device.bandwidth.error));
    QVERIFY(device.roof(Precision::Fp32));
    QVERIFY(device.roof(Precision::Fp32)->ridgeIntensity > 0);
    QCOMPARE(roofline->chart()->pointCount(), 4);
    QVERIFY(roofline->chart()->roofCount() >= 1);
    QVERIFY(roofline->findChild<QLabel *>(QStringLiteral("bandwidthStatus"))->text().contains(QStringLiteral("GB/s")));
    QTest::qWait(100); // the chart lays out its new axes and title in the event loop
    const QImage shot = roofline->chart()->grab().toImage();
    if (qEnvironmentVariableIsSet("GPULAB_TEST_SHOTS"))
        shot.save(QStringLiteral("%1/throughput-roofline.png").arg(qEnvironmentVariable("GPULAB_TEST_SHOTS")));
    QVERIFY(testing::distinctColours(shot, 4) > 10);
}

void TestRooflinePanel::vramMixedPrecisionFixLinksToTheSweep()
{
    labs::VramPanel vram(labs::LabContext{});
    auto *link = vram.findChild<QLabel *>(QStringLiteral("mixedPrecisionLink"));
    QVERIFY(link);
    QVERIFY(link->text().contains(QStringLiteral("lab:throughput/sweep-precision")));
    QSignalSpy open(&vram, &labs::LabPanel::openLabRequested);
    Q_EMIT link->linkActivated(QStringLiteral("lab:throughput/sweep-precision"));
    QCOMPARE(open.size(), 1);
    QCOMPARE(open.at(0).at(0).toString(), QStringLiteral("throughput"));
    const QString preset = open.at(0).at(1).toString();
    labs::ThroughputPanel panel({&m_engine});
    QVERIFY(panel.presets().contains(preset));
}

// The roofline tab on its own, with a measured bandwidth so that its status,
// title and description carry figures, and the sweep's precision selector.
void TestRooflinePanel::rooflineAndPrecisionsSwitchLanguageLive()
{
    QWidget window;
    auto *layout = new QVBoxLayout(&window);
    auto *selector = new labs::PrecisionSelector(&window);
    auto *roofline = new labs::RooflineView(&window);
    layout->addWidget(selector);
    layout->addWidget(roofline);
    window.resize(1200, 800);
    window.show();
    QSignalSpy measured(roofline, &labs::RooflineView::bandwidthMeasured);
    QTest::mouseClick(roofline->findChild<QPushButton *>(QStringLiteral("measureBandwidth")), Qt::LeftButton);
    QVERIFY(measured.wait(60000));
    QVERIFY2(roofline->device().bandwidth.ok(), qPrintable(roofline->device().bandwidth.error));

    const QStringList unnamed = unnamedIn(&window);
    QVERIFY2(unnamed.isEmpty(), qPrintable(unnamed.join(QLatin1Char('\n'))));
    // The chart's description follows the measurement.
    QVERIFY2(roofline->chart()->accessibleDescription().contains(QStringLiteral("GB/s (measured)")),
             qPrintable(roofline->chart()->accessibleDescription()));
    QCOMPARE(selector->findChild<QCheckBox *>(QStringLiteral("precision-bf16"))->accessibleName(),
             QStringLiteral("Precision bf16"));
    const QMap<QString, QString> english = textsOf(&window);

    Guillemets translator;
    setTranslator(&translator, true);
    auto *status = roofline->findChild<QLabel *>(QStringLiteral("bandwidthStatus"));
    QVERIFY2(status->text().startsWith(QStringLiteral("«Memory bandwidth: ")), qPrintable(status->text()));
    QVERIFY(wrapped(roofline->findChild<QPushButton *>(QStringLiteral("measureBandwidth"))->text()));
    QVERIFY(wrapped(roofline->findChild<QLabel *>(QStringLiteral("rooflineSummary"))->text()));
    QChart *chart = roofline->chart()->chart();
    QVERIFY2(chart->title().startsWith(QStringLiteral("«Roofline of ")), qPrintable(chart->title()));
    for (QAbstractAxis *a : chart->axes())
        QVERIFY2(wrapped(a->titleText()), qPrintable(a->titleText()));
    QVERIFY(!chart->series().isEmpty());
    for (QAbstractSeries *s : chart->series())
        QVERIFY2(wrapped(s->name()), qPrintable(s->name()));
    QVERIFY(wrapped(roofline->chart()->accessibleName()));
    QVERIFY(wrapped(roofline->chart()->accessibleDescription()));
    QVERIFY(wrapped(selector->findChild<QLabel *>()->text())); // "Precision:"
    for (auto *box : selector->findChildren<QCheckBox *>()) {
        QVERIFY2(wrapped(box->toolTip()), qPrintable(box->toolTip()));
        QVERIFY2(wrapped(box->accessibleName()), qPrintable(box->accessibleName()));
    }

    setTranslator(&translator, false);
    const QStringList changed = differences(english, textsOf(&window));
    QVERIFY2(changed.isEmpty(), qPrintable(changed.join(QLatin1Char('\n'))));
}

QTEST_MAIN(TestRooflinePanel)
#include "tst_roofline_panel.moc"
