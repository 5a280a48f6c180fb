// The cost lab through its widgets: toggles move the bars, the cap and the
// forgotten instance do what they say, classes that cannot hold the model
// are marked, the CLI prints the same totals, and a broken rates file is
// refused without being touched.

#include "tests/common/livetext.h"
#include "tests/common/testsupport.h"

#include "core/cost/costfit.h"
#include "core/cost/costlabmodel.h"
#include "core/cost/costlabstate.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "core/vram/vrampresets.h"
#include "labs/cost/costbuytab.h"
#include "labs/cost/costpanel.h"
#include "labs/cost/costroutestab.h"
#include "labs/cost/costsweeptab.h"

#include <QAbstractBarSeries>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFile>
#include <QHash>
#include <QHeaderView>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QLineSeries>
#include <QPointer>
#include <QProcess>
#include <QSet>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QStandardPaths>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QValueAxis>

#include <cmath>
#include <memory>

using namespace gpulab;

namespace {
// A missing child fails the test that asked for it and hands back a stand-in
// widget, so that test runs to its end and the others still run.
template <typename T> T *child(QWidget &w, const char *name)
{
    if (auto *c = w.findChild<T *>(QString::fromLatin1(name)))
        return c;
    QTest::qFail(qPrintable(QStringLiteral("the panel has no child \"%1\"").arg(QLatin1String(name))), __FILE__,
                 __LINE__);
    static std::unique_ptr<T> standIn;
    standIn = std::make_unique<T>();
    return standIn.get();
}

void select(QComboBox *box, const QString &data)
{
    const int i = box->findData(data);
    QVERIFY2(i >= 0, qPrintable(data));
    box->setCurrentIndex(i);
}
} // namespace

class TestCostPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void spotToggleHalvesTheBill();
    void ratesTabSaysNotQuotesOnce();
    void capAndForgottenInstance();
    void classesThatCannotHoldTheModel();
    void cliPrintsTheSameTotals();
    void cliNamesTheSameCheapest_data();
    void cliNamesTheSameCheapest();
    void everyListedModelExists();
    void brokenUserTableIsLeftAlone();
    void saveThenLoad();
    void editedRatesReachTheStatusLine();
    void editingRatesByKeyboardWarnsNothing();
    void badRateIsRefusedAndSaid();
    void tabsRefreshOnlyOnTheirChanges();
    void presetsApply();
    void stateGoesThroughTheModel();
    void rendersNonBlank();
    void chartsFollowTheModelInPlace();
    void barsAreLabelledInCents();
    void switchesLanguageLive();
    void everyControlAndChartIsNamed();
    void meaningIsMarkedNotOnlyColoured();
};

void TestCostPanel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_cost_panel"));
    QFile::remove(core::cost::userRatesPath());
}

// "examples for teaching, not quotes" stood twice in the rates tab: in the
// built-in table's source and in its note.
void TestCostPanel::ratesTabSaysNotQuotesOnce()
{
    labs::CostPanel p(labs::LabContext{});
    const QString text = child<QLabel>(p, "ratesLabel")->text();
    QCOMPARE(text.count(QStringLiteral("not quotes")), 1);
}

void TestCostPanel::spotToggleHalvesTheBill()
{
    labs::CostPanel p(labs::LabContext{});
    p.show();
    select(child<QComboBox>(p, "cardClass"), QStringLiteral("a100-80"));
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(10);
    child<QSpinBox>(p, "runs")->setValue(5);
    QCOMPARE(p.shownTotal(QStringLiteral("a100-80")), 80.0);
    QTest::mouseClick(child<QCheckBox>(p, "spot"), Qt::LeftButton, {}, QPoint(5, 5));
    QVERIFY(child<QCheckBox>(p, "spot")->isChecked());
    // Half the rate: $40.00 of work, and the one total is the expected cost
    // with pre-emptions — the same figure the spot section shows.
    const core::cost::RateClass a100 = *p.table().find(QStringLiteral("a100-80"));
    const double expected = core::cost::compareSpot(a100, {10.0, 0.05, 30.0, 5.0}, 5).spotDollars;
    QVERIFY(std::fabs(p.shownTotal(QStringLiteral("a100-80")) - expected) < 1e-9);
    QVERIFY(p.shownTotal(QStringLiteral("a100-80")) > 40.0 && p.shownTotal(QStringLiteral("a100-80")) < 41.0);
    const QString summary = child<QLabel>(p, "sweepSummary")->text();
    QVERIFY2(summary.contains(QStringLiteral("expected with pre-emptions")), qPrintable(summary));
    QVERIFY2(summary.contains(QStringLiteral("$%1").arg(expected, 0, 'f', 2)), qPrintable(summary));
    QVERIFY2(child<QLabel>(p, "spotSummary")->text().contains(QStringLiteral("$%1").arg(expected, 0, 'f', 2)),
             qPrintable(child<QLabel>(p, "spotSummary")->text()));
}

void TestCostPanel::capAndForgottenInstance()
{
    labs::CostPanel p(labs::LabContext{});
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(10);
    child<QSpinBox>(p, "runs")->setValue(5);
    child<QDoubleSpinBox>(p, "cap")->setValue(30);
    QVERIFY(p.shownOverCap(QStringLiteral("a100-80"))); // $80 > $30
    QVERIFY(!p.shownOverCap(QStringLiteral("t4")));     // $15
    child<QCheckBox>(p, "forgotten")->setChecked(true); // + 72 h on demand
    QVERIFY(std::fabs(p.shownTotal(QStringLiteral("t4")) - (15.0 + 72 * 0.30)) < 1e-9);
    QVERIFY(p.shownOverCap(QStringLiteral("t4")));
}

void TestCostPanel::classesThatCannotHoldTheModel()
{
    labs::CostPanel p(labs::LabContext{});
    for (const QString &id : p.table().ids())
        QVERIFY(p.shownCanHold(id)); // no model chosen: nothing greyed out
    select(child<QComboBox>(p, "model"), QStringLiteral("llama2-7b"));
    // Training 7B with Adam needs ~100 GB: no class in the table holds it.
    QVERIFY(!p.shownCanHold(QStringLiteral("t4")));
    QVERIFY(!p.shownCanHold(QStringLiteral("a100-80")));
    // Serving it in fp16 (14 GB + headroom) fits the 24 and 80 GB classes.
    select(child<QComboBox>(p, "modelMode"), QStringLiteral("inference"));
    QVERIFY(p.shownCanHold(QStringLiteral("a10-l4")));
    QVERIFY(p.shownCanHold(QStringLiteral("a100-80")));
}

void TestCostPanel::cliPrintsTheSameTotals()
{
    labs::CostPanel p(labs::LabContext{});
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(7.5);
    child<QSpinBox>(p, "runs")->setValue(3);
    child<QCheckBox>(p, "spot")->setChecked(true);
    QProcess cli;
    cli.start(QStringLiteral(GPULAB_BINARY),
              {QStringLiteral("cost"), QStringLiteral("--card"), QStringLiteral("t4"), QStringLiteral("--hours"),
               QStringLiteral("7.5"), QStringLiteral("--runs"), QStringLiteral("3"), QStringLiteral("--spot"),
               QStringLiteral("--json")});
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    const QJsonArray all = o.value(QStringLiteral("all_classes")).toArray();
    QCOMPARE(all.size(), p.table().classes.size());
    for (const auto &v : all) {
        const QJsonObject c = v.toObject();
        QCOMPARE(c.value(QStringLiteral("total")).toDouble(), p.shownTotal(c.value(QStringLiteral("id")).toString()));
    }
}

void TestCostPanel::cliNamesTheSameCheapest_data()
{
    QTest::addColumn<QString>("model");
    QTest::addColumn<QString>("mode");
    QTest::newRow("no model") << QString() << QStringLiteral("train");
    QTest::newRow("gpt2 train") << QStringLiteral("gpt2") << QStringLiteral("train");
    QTest::newRow("7b inference") << QStringLiteral("llama2-7b") << QStringLiteral("inference");
    QTest::newRow("8b inference (not the T4)") << QStringLiteral("llama3-8b") << QStringLiteral("inference");
    QTest::newRow("70b qlora (only 80 GB)") << QStringLiteral("llama2-70b") << QStringLiteral("qlora");
    QTest::newRow("70b train (none fits)") << QStringLiteral("llama2-70b") << QStringLiteral("train");
}

void TestCostPanel::cliNamesTheSameCheapest()
{
    QFETCH(QString, model);
    QFETCH(QString, mode);
    labs::CostPanel p(labs::LabContext{});
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(6);
    child<QSpinBox>(p, "runs")->setValue(4);
    select(child<QComboBox>(p, "model"), model);
    select(child<QComboBox>(p, "modelMode"), mode);
    QStringList args{QStringLiteral("cost"), QStringLiteral("--card"), QStringLiteral("t4"), QStringLiteral("--hours"),
                     QStringLiteral("6"),    QStringLiteral("--runs"), QStringLiteral("4"),  QStringLiteral("--json")};
    if (!model.isEmpty())
        args << QStringLiteral("--model") << model << QStringLiteral("--mode") << mode;
    QProcess cli;
    cli.start(QStringLiteral(GPULAB_BINARY), args);
    QVERIFY(cli.waitForFinished(60000));
    QCOMPARE(cli.exitCode(), 0);
    const QJsonObject o = QJsonDocument::fromJson(cli.readAllStandardOutput()).object();
    QString cliCheapest;
    for (const auto &v : o.value(QStringLiteral("all_classes")).toArray()) {
        const QJsonObject c = v.toObject();
        const QString id = c.value(QStringLiteral("id")).toString();
        if (c.value(QStringLiteral("cheapest")).toBool())
            cliCheapest = id;
        if (!model.isEmpty())
            QCOMPARE(c.value(QStringLiteral("can_hold")).toBool(), p.shownCanHold(id));
    }
    QCOMPARE(cliCheapest, p.shownCheapest());
    if (!model.isEmpty())
        QCOMPARE(o.value(QStringLiteral("model")).toObject().value(QStringLiteral("cheapest_that_fits")).toString(),
                 p.shownCheapest());
    if (model == u"llama2-70b" && mode == u"train")
        QVERIFY(p.shownCheapest().isEmpty());
    else
        QVERIFY(!p.shownCheapest().isEmpty());
}

void TestCostPanel::everyListedModelExists()
{
    // Every model the panel offers is a preset core knows, and none is missing.
    labs::CostPanel p(labs::LabContext{});
    auto *box = child<QComboBox>(p, "model");
    QStringList listed;
    for (int i = 0; i < box->count(); ++i)
        if (const QString id = box->itemData(i).toString(); !id.isEmpty()) {
            QVERIFY2(core::vram::findPreset(id), qPrintable(id));
            listed << id;
        }
    QCOMPARE(listed, core::cost::modelsToHold());
}

void TestCostPanel::brokenUserTableIsLeftAlone()
{
    const QString path = core::cost::userRatesPath();
    QDir().mkpath(QFileInfo(path).absolutePath());
    const QByteArray broken = "{\n  \"format\": \"gpulab-rates\",\n  \"version\": 1,\n  \"classes\": [\n";
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(broken);
    }
    {
        labs::CostPanel p(labs::LabContext{});
        QVERIFY2(p.rateStatus().contains(QStringLiteral("could not be read")), qPrintable(p.rateStatus()));
        QVERIFY(p.rateStatus().contains(QStringLiteral("rates.json")));
        QCOMPARE(p.table().classes.size(), 3); // the built-in examples
        QVERIFY(p.provenance().contains(QStringLiteral("built-in")));
    }
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    QCOMPARE(f.readAll(), broken);
    f.close();
    QFile::remove(path);
}

void TestCostPanel::saveThenLoad()
{
    const QString path = QDir(QStandardPaths::writableLocation(QStandardPaths::TempLocation))
                             .filePath(QStringLiteral("gpulab-rates-test.json"));
    labs::CostPanel p(labs::LabContext{});
    QVERIFY(p.saveTable(path));
    QVERIFY(p.loadTable(path));
    QCOMPARE(p.table().classes.size(), 3);
    QVERIFY(p.provenance().contains(path));
    // A file that does not parse changes nothing in the panel.
    QFile bad(path);
    QVERIFY(bad.open(QIODevice::WriteOnly));
    bad.write("not json");
    bad.close();
    QVERIFY(!p.loadTable(path));
    QCOMPARE(p.table().classes.size(), 3);
    QVERIFY(p.rateStatus().contains(QStringLiteral("not valid JSON")));
    p.resetTable();
    QVERIFY(p.provenance().contains(QStringLiteral("built-in")));
    QFile::remove(path);
}

void TestCostPanel::editedRatesReachTheStatusLine()
{
    labs::CostPanel p(labs::LabContext{});
    QVERIFY(p.provenance().contains(QStringLiteral("built-in")));
    QSignalSpy spy(&p, &labs::LabPanel::provenanceChanged);
    auto *editor = child<QTableView>(p, "ratesEditor");
    QVERIFY(editor && editor->model() && editor->model()->rowCount() > 0);
    // T4 on demand, $0.30 → $0.35
    QVERIFY(editor->model()->setData(editor->model()->index(0, 3), QStringLiteral("0.35")));
    QCOMPARE(p.table().classes.front().onDemandPerHour, 0.35);
    QVERIFY(!spy.isEmpty());
    const QString shown = spy.last().constFirst().toString();
    QVERIFY2(!shown.contains(QStringLiteral("built-in")), qPrintable(shown));
    QVERIFY2(shown.contains(QStringLiteral("edited")), qPrintable(shown));
    QCOMPARE(shown, p.provenance());
}

namespace {
QStringList g_warnings;
QtMessageHandler g_previousHandler = nullptr;
void recordWarnings(QtMsgType type, const QMessageLogContext &context, const QString &message)
{
    // Every warning counts, but the offscreen platform's note that it cannot pass size hints on.
    if (type != QtDebugMsg && type != QtInfoMsg && !message.contains(QStringLiteral("propagateSizeHints")))
        g_warnings << message;
    if (g_previousHandler)
        g_previousHandler(type, context, message);
}

// Types text into a cell of the view the way a person does: double-click,
// select what is there, type, then the key that ends the edit.
void typeInto(QTableView *view, int row, int column, const QString &text, Qt::Key end)
{
    const QModelIndex index = view->model()->index(row, column);
    view->scrollTo(index);
    const QPoint at = view->visualRect(index).center();
    QTest::mouseClick(view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(view->viewport(), Qt::LeftButton, {}, at);
    auto *line = qobject_cast<QLineEdit *>(QApplication::focusWidget());
    QVERIFY2(line, "double-clicking the cell opens a line editor");
    line->selectAll();
    QTest::keyClicks(line, text);
    QTest::keyClick(line, end);
    QCoreApplication::processEvents();
}
} // namespace

void TestCostPanel::editingRatesByKeyboardWarnsNothing()
{
    labs::CostPanel p(labs::LabContext{});
    p.resize(1400, 900);
    p.show();
    QVERIFY(QTest::qWaitForWindowActive(&p));
    child<QTabWidget>(p, "costTabs")->setCurrentIndex(3);
    auto *view = child<QTableView>(p, "ratesEditor");
    g_warnings.clear();
    g_previousHandler = qInstallMessageHandler(recordWarnings);
    // Tab commits one cell and opens the next: the path that warned
    // "commitData/closeEditor called with an editor that does not belong to this view".
    typeInto(view, 0, 3, QStringLiteral("0.35"), Qt::Key_Tab);
    if (auto *next = qobject_cast<QLineEdit *>(QApplication::focusWidget())) {
        next->selectAll();
        QTest::keyClicks(next, QStringLiteral("0.2"));
        QTest::keyClick(next, Qt::Key_Return);
    }
    QCoreApplication::processEvents();
    typeInto(view, 1, 1, QStringLiteral("A10 (edited)"), Qt::Key_Return);
    typeInto(view, 2, 2, QStringLiteral("96"), Qt::Key_Enter);
    qInstallMessageHandler(g_previousHandler);
    QVERIFY2(g_warnings.isEmpty(), qPrintable(g_warnings.join(u'\n')));
    QCOMPARE(p.table().classes[0].onDemandPerHour, 0.35);
    QCOMPARE(p.table().classes[0].spotPerHour, 0.2);
    QCOMPARE(p.table().classes[1].name, QStringLiteral("A10 (edited)"));
    QCOMPARE(p.table().classes[2].vramGB, 96.0);
    // The class pickers follow the edited table.
    auto *card = child<QComboBox>(p, "cardClass");
    QCOMPARE(card->itemText(card->findData(QStringLiteral("a10-l4"))), QStringLiteral("A10 (edited)"));
    QCOMPARE(p.shownTotal(QStringLiteral("t4")), 0.35 * 10 * 5);
}

void TestCostPanel::badRateIsRefusedAndSaid()
{
    labs::CostPanel p(labs::LabContext{});
    p.resize(1400, 900);
    p.show();
    QVERIFY(QTest::qWaitForWindowActive(&p));
    child<QTabWidget>(p, "costTabs")->setCurrentIndex(3);
    auto *view = child<QTableView>(p, "ratesEditor");
    typeInto(view, 1, 3, QStringLiteral("sixty cents"), Qt::Key_Return);
    // The cell shows the rate in use, the table is unchanged, and the status says which cell and why.
    QCOMPARE(view->model()->index(1, 3).data().toString(), QStringLiteral("0.60"));
    QCOMPARE(p.table().classes[1].onDemandPerHour, 0.60);
    QVERIFY2(p.rateStatus().contains(QStringLiteral("Row 2, on demand ($/h)")), qPrintable(p.rateStatus()));
    QVERIFY2(p.rateStatus().contains(QStringLiteral("\"sixty cents\" is not a number")), qPrintable(p.rateStatus()));
    QVERIFY(child<QLabel>(p, "ratesLabel")->text().contains(QStringLiteral("is not a number")));
    QVERIFY(p.provenance().contains(QStringLiteral("built-in"))); // nothing was applied
    // Two classes with one id: refused too, naming the row.
    typeInto(view, 2, 0, QStringLiteral("T4"), Qt::Key_Return);
    QCOMPARE(p.table().classes[2].id, QStringLiteral("a100-80"));
    QVERIFY2(p.rateStatus().contains(QStringLiteral("Row 3")) && p.rateStatus().contains(QStringLiteral("twice")),
             qPrintable(p.rateStatus()));
    // A good edit afterwards clears the message.
    typeInto(view, 1, 3, QStringLiteral("0.65"), Qt::Key_Return);
    QCOMPARE(p.table().classes[1].onDemandPerHour, 0.65);
    QVERIFY(p.rateStatus().isEmpty());
}

void TestCostPanel::tabsRefreshOnlyOnTheirChanges()
{
    labs::CostPanel p(labs::LabContext{});
    const int sweep = p.sweepTab()->refreshCount();
    const int routes = p.routesTab()->refreshCount();
    const int buy = p.buyTab()->refreshCount();
    child<QComboBox>(p, "frequency")->setCurrentIndex(0);
    QCOMPARE(p.routesTab()->refreshCount(), routes + 1);
    QCOMPARE(p.sweepTab()->refreshCount(), sweep);
    QCOMPARE(p.buyTab()->refreshCount(), buy);
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(12);
    QCOMPARE(p.sweepTab()->refreshCount(), sweep + 1);
    QCOMPARE(p.routesTab()->refreshCount(), routes + 1);
    QCOMPARE(p.buyTab()->refreshCount(), buy);
    child<QDoubleSpinBox>(p, "cardWatts")->setValue(500);
    QCOMPARE(p.buyTab()->refreshCount(), buy + 1);
    QCOMPARE(p.sweepTab()->refreshCount(), sweep + 1);
    // An edited rate moves the sweep and the buy figures, not the routes.
    auto *editor = child<QTableView>(p, "ratesEditor");
    QVERIFY(editor->model()->setData(editor->model()->index(2, 3), QStringLiteral("1.70")));
    QCOMPARE(p.sweepTab()->refreshCount(), sweep + 2);
    QCOMPARE(p.buyTab()->refreshCount(), buy + 2);
    QCOMPARE(p.routesTab()->refreshCount(), routes + 1);
    QCOMPARE(p.shownTotal(QStringLiteral("a100-80")), 1.70 * 12 * 5);
}

void TestCostPanel::presetsApply()
{
    labs::CostPanel p(labs::LabContext{});
    QVERIFY(!p.applyPreset(QStringLiteral("nonsense")));
    for (const QString &name : p.presets())
        QVERIFY(p.applyPreset(name));
    QVERIFY(p.applyPreset(QStringLiteral("spot")));
    QVERIFY(child<QCheckBox>(p, "spot")->isChecked());
    const double expected =
        core::cost::compareSpot(*p.table().find(QStringLiteral("a100-80")), {10.0, 0.05, 30.0, 5.0}, 5).spotDollars;
    QVERIFY(std::fabs(p.shownTotal(QStringLiteral("a100-80")) - expected) < 1e-9);
}

// A lab state is the model's inputs in real units: restoring one moves the
// model and every tab's controls; a bad one changes nothing.
void TestCostPanel::stateGoesThroughTheModel()
{
    labs::CostPanel p(labs::LabContext{});
    const QJsonObject start = p.saveState();
    QCOMPARE(start, core::cost::costLabDefaults());
    QJsonObject state = start;
    state.insert(QStringLiteral("tab"), QStringLiteral("buy"));
    state.insert(QStringLiteral("card"), QStringLiteral("a10-l4"));
    state.insert(QStringLiteral("idleHours"), 48);
    state.insert(QStringLiteral("restartMinutes"), 12);
    state.insert(QStringLiteral("model"), QStringLiteral("llama2-7b"));
    state.insert(QStringLiteral("modelMode"), QStringLiteral("lora"));
    state.insert(QStringLiteral("cardWatts"), 450);
    state.insert(QStringLiteral("rentClass"), QStringLiteral("t4"));
    state.insert(QStringLiteral("frequency"), QStringLiteral("daily"));
    QCOMPARE(p.restoreState(state), QString());
    QCOMPARE(p.saveState(), state);
    QCOMPARE(child<QTabWidget>(p, "costTabs")->currentIndex(), 2);
    QCOMPARE(child<QComboBox>(p, "cardClass")->currentData().toString(), QStringLiteral("a10-l4"));
    QCOMPARE(child<QDoubleSpinBox>(p, "idleHours")->value(), 48.0);
    QCOMPARE(child<QDoubleSpinBox>(p, "restartMinutes")->value(), 12.0);
    QCOMPARE(child<QComboBox>(p, "model")->currentData().toString(), QStringLiteral("llama2-7b"));
    QCOMPARE(child<QComboBox>(p, "modelMode")->currentData().toString(), QStringLiteral("lora"));
    QCOMPARE(child<QDoubleSpinBox>(p, "cardWatts")->value(), 450.0);
    QCOMPARE(child<QComboBox>(p, "rentClass")->currentData().toString(), QStringLiteral("t4"));
    QCOMPARE(child<QComboBox>(p, "frequency")->currentIndex(), 0);
    QCOMPARE(p.model()->buy().watts, 450.0);
    QCOMPARE(p.model()->frequency(), core::cost::Frequency::Daily);
    QCOMPARE(p.shownCheapest(), QStringLiteral("a10-l4")); // a T4 cannot hold it for LoRA

    // A bad value anywhere: refused in one sentence, nothing changed.
    QJsonObject bad = state;
    bad.insert(QStringLiteral("runs"), 9);
    bad.insert(QStringLiteral("cardWatts"), -1);
    QCOMPARE(p.restoreState(bad), QStringLiteral("its \"cardWatts\" is outside 0 to 3,000"));
    QCOMPARE(p.saveState(), state);
    QCOMPARE(p.restoreState(start), QString());
    QCOMPARE(p.saveState(), start);
    QCOMPARE(child<QDoubleSpinBox>(p, "cardWatts")->value(), core::cost::kDefaultCardWatts);

    // A number finer than its field shows stays exact when another control moves.
    QCOMPARE(p.restoreState(
                 QJsonObject{{QStringLiteral("hoursPerRun"), 10.25}, {QStringLiteral("cardPriceDollars"), 1999.5}}),
             QString());
    child<QSpinBox>(p, "runs")->setValue(7);
    child<QDoubleSpinBox>(p, "cardWatts")->setValue(400);
    QCOMPARE(p.model()->sweep().hoursPerRun, 10.25);
    QCOMPARE(p.model()->sweep().runs, 7);
    QCOMPARE(p.model()->buy().cardPriceDollars, 1999.5);
    QCOMPARE(p.model()->buy().watts, 400.0);
    QCOMPARE(p.saveState().value(QStringLiteral("hoursPerRun")).toDouble(), 10.25);
}

void TestCostPanel::rendersNonBlank()
{
    labs::CostPanel p(labs::LabContext{});
    p.resize(1400, 900);
    p.show();
    QCoreApplication::processEvents();
    const QImage img = p.grab().toImage();
    const QSet<QRgb> colours = testing::sampledColours(img, 5);
    QVERIFY(colours.size() > 20);
}

namespace {
QStackedBarSeries *sweepBars(QWidget &panel)
{
    for (QChartView *v : panel.findChildren<QChartView *>())
        for (QAbstractSeries *s : v->chart()->series())
            if (auto *bars = qobject_cast<QStackedBarSeries *>(s))
                return bars;
    return nullptr;
}

// The bar of one card class: its value and the set (meaning) it is drawn in.
std::pair<double, QString> bar(QStackedBarSeries *bars, const QString &category)
{
    auto *x = qobject_cast<QBarCategoryAxis *>(bars->attachedAxes().front());
    qsizetype i = -1; // the class's name, with or without its mark (✓ ▲ ✗)
    QStringList names = x ? x->categories() : QStringList();
    for (QString &name : names) // a long name goes on two lines under its bar
        name.replace(QStringLiteral("<br>"), QStringLiteral(" "));
    for (qsizetype k = 0; k < names.size(); ++k)
        if (names[k] == category || names[k].endsWith(QStringLiteral(" ") + category))
            i = k;
    if (i < 0)
        return {-1, {}};
    for (QBarSet *set : bars->barSets())
        if (set->at(int(i)) != 0)
            return {set->at(int(i)), set->label()};
    return {0, {}};
}
} // namespace

// The charts change their numbers where they are, on every key press (a
// rebuilt Qt Charts series made the hours spin box lag), and always show
// what the model says: the sweep's bars, the cap line, the spot curves.
void TestCostPanel::barsAreLabelledInCents()
{
    // Spot bars read $15.2524 / $30.5047 / $81.3459: the label is the bar's value.
    labs::CostPanel p(labs::LabContext{});
    p.show();
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(10);
    child<QSpinBox>(p, "runs")->setValue(5);
    child<QCheckBox>(p, "spot")->setChecked(true);
    const core::cost::RateClass a100 = *p.table().find(QStringLiteral("a100-80"));
    const double expected = core::cost::compareSpot(a100, {10.0, 0.05, 30.0, 5.0}, 5).spotDollars;
    QVERIFY(std::fabs(expected * 100.0 - std::round(expected * 100.0)) > 1e-3); // a figure with more than cents
    QStackedBarSeries *bars = sweepBars(p);
    QVERIFY(bars);
    for (QBarSet *set : bars->barSets())
        for (int i = 0; i < set->count(); ++i)
            QVERIFY2(std::fabs(set->at(i) * 100.0 - std::round(set->at(i) * 100.0)) < 1e-6,
                     qPrintable(QStringLiteral("%1: %2").arg(set->label()).arg(set->at(i), 0, 'g', 10)));
    QCOMPARE(bar(bars, QStringLiteral("A100 80 GB")).first, std::round(expected * 100.0) / 100.0);
}

void TestCostPanel::chartsFollowTheModelInPlace()
{
    labs::CostPanel p(labs::LabContext{});
    p.show();
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(10);
    child<QSpinBox>(p, "runs")->setValue(5);
    QStackedBarSeries *bars = sweepBars(p);
    QVERIFY(bars);
    QCOMPARE(bar(bars, QStringLiteral("A100 80 GB")).first, p.shownTotal(QStringLiteral("a100-80")));
    const QPointer<QStackedBarSeries> before(bars);
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(20);
    QVERIFY2(before && sweepBars(p) == before.data(), "the bars were made again for a new number of hours");
    QCOMPARE(bar(bars, QStringLiteral("A100 80 GB")).first, 160.0);
    QCOMPARE(p.shownTotal(QStringLiteral("a100-80")), 160.0);
    const auto *y = qobject_cast<QValueAxis *>(bars->attachedAxes().back());
    QVERIFY(y && y->max() >= 160.0);

    // A cap adds its line (the chart is made again once), then follows it.
    // Its legend entry kept its room while there was no cap: typing one
    // moves neither chart (both laid their axes out again when it did). At
    // a width where the sum's words keep their lines, as on a lecture screen.
    p.resize(1600, 1000);
    QApplication::processEvents();
    QHash<QString, QRect> placed;
    for (QChartView *v : p.findChildren<QChartView *>())
        if (v->isVisible())
            placed.insert(v->objectName(), v->geometry());
    QVERIFY(placed.contains(u"sweepChart"_qs) && placed.contains(u"spotChart"_qs));
    child<QDoubleSpinBox>(p, "cap")->setValue(100);
    QApplication::processEvents();
    for (auto it = placed.cbegin(); it != placed.cend(); ++it)
        QCOMPARE(p.findChild<QChartView *>(it.key())->geometry(), it.value());
    bars = sweepBars(p);
    QCOMPARE(bar(bars, QStringLiteral("A100 80 GB")), std::make_pair(160.0, QStringLiteral("▲ over the cap")));
    QCOMPARE(bar(bars, QStringLiteral("T4")).second, QStringLiteral("✓ cheapest that fits"));
    child<QDoubleSpinBox>(p, "cap")->setValue(150); // still over the cap: the same marks, the same bars
    QVERIFY(sweepBars(p) == bars);
    child<QDoubleSpinBox>(p, "cap")->setValue(200);
    bars = sweepBars(p); // the A100 lost its ▲: its name under the bar changed
    QCOMPARE(bar(bars, QStringLiteral("A100 80 GB")).second, QStringLiteral("cost"));
    QLineSeries *cap = nullptr;
    for (QAbstractSeries *s : bars->chart()->series())
        if (auto *l = qobject_cast<QLineSeries *>(s))
            cap = l;
    QVERIFY(cap);
    QCOMPARE(cap->at(0).y(), 200.0);
    QVERIFY(cap->name().contains(QStringLiteral("200")));

    // The spot chart: on demand is flat at the sweep's on-demand cost.
    QLineSeries *demand = nullptr;
    for (QChartView *v : p.findChildren<QChartView *>())
        for (QAbstractSeries *s : v->chart()->series())
            if (s->name() == u"on demand")
                demand = qobject_cast<QLineSeries *>(s);
    QVERIFY(demand);
    const QPointer<QLineSeries> demandBefore(demand);
    child<QDoubleSpinBox>(p, "hoursPerRun")->setValue(10);
    QVERIFY(demandBefore);
    const double onDemand =
        core::cost::compareSpot(*p.model()->card(), p.model()->spotInput(), p.model()->sweep().runs).onDemandDollars;
    QCOMPARE(demand->at(0).y(), onDemand);
    QCOMPARE(demand->at(demand->count() - 1).y(), onDemand);
}

// Every text the panel shows goes through tr(), so with a translator that
// brackets every text, all of them are bracketed — re-worded live — and none
// is once the translator is gone again.
void TestCostPanel::switchesLanguageLive()
{
    labs::CostPanel p(labs::LabContext{});
    p.resize(1400, 1000);
    p.show();
    QSignalSpy provenance(&p, &labs::LabPanel::provenanceChanged);
    const QStringList english = testing::live::shownTexts(&p);
    QVERIFY(english.size() > 30);
    for (const QString &t : english)
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));

    testing::live::Guillemets brackets;
    testing::live::setTranslator(&brackets, true);
    QStringList missed;
    for (const QString &t : testing::live::shownTexts(&p))
        if (!t.isEmpty() && !testing::live::wrapped(t))
            missed << t;
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QStringLiteral(" | "))));
    // Named checks on each tab: the tab titles, a form name, a check box, a spin box's
    // suffix, a combo box item, the chart's series, the rates table's header (through its model).
    auto *tabs = child<QTabWidget>(p, "costTabs");
    QCOMPARE(tabs->tabText(0), QStringLiteral("«Sweep and spot»"));
    QCOMPARE(tabs->tabText(3), QStringLiteral("«Rates table»"));
    QCOMPARE(child<QCheckBox>(p, "spot")->text(), QStringLiteral("«spot (pre-emptible, about half price)»"));
    QCOMPARE(child<QDoubleSpinBox>(p, "hoursPerRun")->suffix(), QStringLiteral("« h»"));
    QCOMPARE(child<QComboBox>(p, "modelMode")->itemText(1), QStringLiteral("«full training (Adam)»"));
    QCOMPARE(child<QComboBox>(p, "model")->itemText(0), QStringLiteral("«(no model chosen)»"));
    QLabel *cardName = nullptr;
    for (QLabel *l : p.findChildren<QLabel *>())
        if (l->buddy() == child<QComboBox>(p, "cardClass"))
            cardName = l;
    QVERIFY(cardName);
    QCOMPARE(cardName->text(), QStringLiteral("«Card class»"));
    auto *rates = child<QTableView>(p, "ratesEditor");
    QCOMPARE(rates->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("«id»"));
    QCOMPARE(rates->horizontalHeader()->model()->headerData(4, Qt::Horizontal).toString(),
             QStringLiteral("«spot ($/h)»"));
    QCOMPARE(child<QComboBox>(p, "frequency")->itemText(0).front(), QChar(u'«'));
    auto *sweepChart = child<QChartView>(p, "sweepChart");
    QStringList seriesNames;
    for (QAbstractSeries *s : sweepChart->chart()->series())
        if (auto *bars = qobject_cast<QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                seriesNames << set->label();
    QVERIFY2(seriesNames.contains(QStringLiteral("«✓ cheapest that fits»")), qPrintable(seriesNames.join(u'|')));
    QVERIFY(testing::live::wrapped(sweepChart->accessibleDescription()));
    // The status line hears of it, in the new words (the table's source included).
    QVERIFY(!provenance.isEmpty());
    QVERIFY2(provenance.last().at(0).toString().count(u'«') >= 2, qPrintable(provenance.last().at(0).toString()));
    // What the learner set is kept across the switch.
    child<QSpinBox>(p, "runs")->setValue(7);

    testing::live::setTranslator(&brackets, false);
    for (const QString &t : testing::live::shownTexts(&p))
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));
    QCOMPARE(tabs->tabText(0), QStringLiteral("Sweep and spot"));
    QCOMPARE(rates->model()->headerData(0, Qt::Horizontal).toString(), QStringLiteral("id"));
    QCOMPARE(child<QSpinBox>(p, "runs")->value(), 7);
    QVERIFY(!testing::live::wrapped(p.provenance()));
}

void TestCostPanel::everyControlAndChartIsNamed()
{
    labs::CostPanel p(labs::LabContext{});
    QCOMPARE(testing::live::unnamedIn(&p), QStringList());
    // The sweep chart's description follows the figures: the cheapest class is named in it.
    auto *sweepChart = child<QChartView>(p, "sweepChart");
    const QString cheapest = p.shownCheapest();
    const auto *card = p.table().find(cheapest);
    QVERIFY(card);
    QVERIFY2(sweepChart->accessibleDescription().contains(card->name), qPrintable(sweepChart->accessibleDescription()));
    const QString before = sweepChart->accessibleDescription();
    child<QSpinBox>(p, "runs")->setValue(50);
    QVERIFY(sweepChart->accessibleDescription() != before);
}

// What a bar's colour means is also marked on its class's name: ✓ the cheapest
// that fits, ▲ over the cap, ✗ cannot hold the model; the recommended route says so.
void TestCostPanel::meaningIsMarkedNotOnlyColoured()
{
    labs::CostPanel p(labs::LabContext{});
    select(child<QComboBox>(p, "model"), QStringLiteral("llama2-7b"));
    child<QDoubleSpinBox>(p, "cap")->setValue(30);
    QStringList names;
    for (QAbstractAxis *a : child<QChartView>(p, "sweepChart")->chart()->axes(Qt::Horizontal))
        if (auto *c = qobject_cast<QBarCategoryAxis *>(a))
            names = c->categories();
    QCOMPARE(names.size(), p.table().classes.size());
    const QString joined = names.join(u'|');
    for (int i = 0; i < names.size(); ++i) {
        const QString id = p.table().classes[i].id;
        const QString mark = !p.shownCanHold(id)       ? QStringLiteral("✗ ")
                             : p.shownOverCap(id)      ? QStringLiteral("▲ ")
                             : id == p.shownCheapest() ? QStringLiteral("✓ ")
                                                       : QString();
        if (!mark.isEmpty())
            QVERIFY2(names[i].startsWith(mark), qPrintable(joined));
        else
            QVERIFY2(!names[i].contains(u'✓') && !names[i].contains(u'✗'), qPrintable(joined));
    }
    QVERIFY2(joined.contains(QStringLiteral("✗ ")), qPrintable(joined)); // some class cannot hold a 7B model
    int picked = 0;
    for (int i = 0; i < 4; ++i)
        if (child<QLabel>(p, qPrintable(QStringLiteral("route%1").arg(i)))->text().contains(u'✓'))
            ++picked;
    QCOMPARE(picked, 1);
}

QTEST_MAIN(TestCostPanel)
#include "tst_cost_panel.moc"
