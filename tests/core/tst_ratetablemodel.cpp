// The rates table as an item model and the cost lab's shared model, without
// any widget: QAbstractItemModelTester watches every change; a value the table
// cannot take is refused with a message naming its row and column and leaves
// the cell as it was; each setter of the shared model emits only the signals
// of what it affects, and its cheapest class is core's cheapestThatFits().

#include "core/cost/costfit.h"
#include "core/cost/costlabmodel.h"
#include "core/cost/ratetable.h"
#include "core/cost/ratetablemodel.h"

#include <QAbstractItemModelTester>
#include <QFile>
#include <QLocale>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace gpulab::core::cost;
using gpulab::core::vram::Mode;

class TestRateTableModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void modelTesterWatchesEveryChange();
    void showsTheTable();
    void acceptsNumbersInEitherNotation();
    void badValuesAreRefusedAndTheCellKeepsItsValue_data();
    void badValuesAreRefusedAndTheCellKeepsItsValue();
    void limitsAreWrittenInTheLocale();
    void lastClassCannotBeRemoved();
    void newRowsAreValid();
    void sharedModelSignalsOnlyWhatChanged();
    void sharedModelCheapestIsCores();
    void sharedModelLoadRefusesWithoutLoss();
    void refusalsAreWordedInTheLanguageInUse();
};

void TestRateTableModel::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_ratetablemodel"));
    QFile::remove(userRatesPath());
}

void TestRateTableModel::cleanup()
{
    QLocale::setDefault(QLocale::c());
}

void TestRateTableModel::modelTesterWatchesEveryChange()
{
    RateTableModel model;
    QAbstractItemModelTester tester(&model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    model.setTable(builtinRates());
    QCOMPARE(model.rowCount(), 3);
    QCOMPARE(model.columnCount(), int(RateTableModel::ColumnCount));
    QVERIFY(model.setData(model.index(0, RateTableModel::OnDemand), QStringLiteral("0.35")));
    QVERIFY(!model.setData(model.index(0, RateTableModel::Spot), QStringLiteral("cheap")));
    QVERIFY(model.insertRows(1, 2));
    QCOMPARE(model.rowCount(), 5);
    QVERIFY(model.removeRows(1, 2));
    QVERIFY(!model.removeRows(0, model.rowCount()));
    model.setTable(builtinRates());
    QCOMPARE(model.rowCount(), 3);
}

void TestRateTableModel::showsTheTable()
{
    RateTableModel model;
    model.setTable(builtinRates());
    QCOMPARE(model.data(model.index(0, RateTableModel::Id)).toString(), QStringLiteral("t4"));
    QCOMPARE(model.data(model.index(0, RateTableModel::VramGB)).toString(), QStringLiteral("16"));
    QCOMPARE(model.data(model.index(0, RateTableModel::OnDemand)).toString(), QStringLiteral("0.30"));
    QCOMPARE(model.data(model.index(2, RateTableModel::Spot)).toString(), QStringLiteral("0.80"));
    QCOMPARE(model.headerData(RateTableModel::OnDemand, Qt::Horizontal).toString(), QStringLiteral("on demand ($/h)"));
    QVERIFY(model.flags(model.index(1, RateTableModel::Name)) & Qt::ItemIsEditable);
    // German writes the decimal comma.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QCOMPARE(model.data(model.index(0, RateTableModel::OnDemand)).toString(), QStringLiteral("0,30"));
}

void TestRateTableModel::acceptsNumbersInEitherNotation()
{
    RateTableModel model;
    model.setTable(builtinRates());
    QSignalSpy edited(&model, &RateTableModel::edited);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(model.setData(model.index(0, RateTableModel::OnDemand), QStringLiteral(" 0.355 ")));
    QCOMPARE(model.table().classes[0].onDemandPerHour, 0.355);
    QCOMPARE(model.data(model.index(0, RateTableModel::OnDemand)).toString(), QStringLiteral("0.355"));
    QCOMPARE(edited.count(), 1);
    QCOMPARE(changed.count(), 1);
    QCOMPARE(changed.first().at(0).toModelIndex(), model.index(0, RateTableModel::OnDemand));
    // The same value again is taken without an edit (an editor closed unchanged).
    QVERIFY(model.setData(model.index(0, RateTableModel::OnDemand), QStringLiteral("0.355")));
    QCOMPARE(edited.count(), 1);
    QCOMPARE(changed.count(), 1);
    QVERIFY(model.setData(model.index(1, RateTableModel::VramGB), 48.0));
    QCOMPARE(model.table().classes[1].vramGB, 48.0);
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QVERIFY(model.setData(model.index(0, RateTableModel::Spot), QStringLiteral("0,2")));
    QCOMPARE(model.table().classes[0].spotPerHour, 0.2);
    QVERIFY(model.setData(model.index(0, RateTableModel::Spot), QStringLiteral("0.25"))); // a '.' anywhere
    QCOMPARE(model.table().classes[0].spotPerHour, 0.25);
    QVERIFY(model.setData(model.index(0, RateTableModel::Name), QStringLiteral("  T4 (mine) ")));
    QCOMPARE(model.table().classes[0].name, QStringLiteral("T4 (mine)"));
    QVERIFY(validateRateTable(model.table()).isEmpty());
}

void TestRateTableModel::badValuesAreRefusedAndTheCellKeepsItsValue_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::addColumn<QString>("says");
    QTest::newRow("text for a rate") << 0 << int(RateTableModel::OnDemand) << QVariant(QStringLiteral("abc"))
                                     << QStringLiteral("\"abc\" is not a number");
    QTest::newRow("empty rate") << 1 << int(RateTableModel::Spot) << QVariant(QString())
                                << QStringLiteral("is not a number");
    QTest::newRow("zero rate") << 1 << int(RateTableModel::Spot) << QVariant(QStringLiteral("0"))
                               << QStringLiteral("spot_per_hour must be a number > 0");
    QTest::newRow("negative VRAM") << 2 << int(RateTableModel::VramGB) << QVariant(-80.0)
                                   << QStringLiteral("vram_gb must be a number > 0");
    QTest::newRow("rate too high") << 2 << int(RateTableModel::OnDemand) << QVariant(QStringLiteral("1e9"))
                                   << QStringLiteral("on_demand_per_hour must be a number > 0 and at most");
    QTest::newRow("duplicate id") << 2 << int(RateTableModel::Id) << QVariant(QStringLiteral("T4"))
                                  << QStringLiteral("id appears twice");
    QTest::newRow("empty id") << 0 << int(RateTableModel::Id) << QVariant(QStringLiteral("  "))
                              << QStringLiteral("id must not be empty");
    QTest::newRow("id with a space") << 0 << int(RateTableModel::Id) << QVariant(QStringLiteral("my card"))
                                     << QStringLiteral("id must be one word");
    QTest::newRow("name with a tab") << 0 << int(RateTableModel::Name) << QVariant(QStringLiteral("a\tb"))
                                     << QStringLiteral("control characters");
}

void TestRateTableModel::badValuesAreRefusedAndTheCellKeepsItsValue()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QVariant, value);
    QFETCH(QString, says);
    RateTableModel model;
    model.setTable(builtinRates());
    const QModelIndex index = model.index(row, column);
    const QString before = model.data(index).toString();
    QSignalSpy rejected(&model, &RateTableModel::editRejected);
    QSignalSpy edited(&model, &RateTableModel::edited);
    QSignalSpy changed(&model, &QAbstractItemModel::dataChanged);
    QVERIFY(!model.problemWith(row, column, value).isEmpty());
    QVERIFY(!model.setData(index, value));
    QCOMPARE(model.data(index).toString(), before);
    QCOMPARE(edited.count(), 0);
    QCOMPARE(changed.count(), 0);
    QCOMPARE(rejected.count(), 1);
    const QString message = rejected.first().first().toString();
    QVERIFY2(message.contains(says), qPrintable(message));
    QVERIFY2(message.startsWith(
                 QStringLiteral("Row %1, %2").arg(row + 1).arg(model.headerData(column, Qt::Horizontal).toString())),
             qPrintable(message));
    QVERIFY2(message.contains(QStringLiteral("keeps its value")), qPrintable(message));
    QVERIFY(validateRateTable(model.table()).isEmpty());
    QCOMPARE(toJson(model.table()), toJson(builtinRates())); // nothing else moved
}

// The limits a refusal names are numbers the learner reads: in the locale's
// digits and grouping, as the cells are ("10.000" in German, not "10000").
void TestRateTableModel::limitsAreWrittenInTheLocale()
{
    RateTable table = builtinRates();
    table.classes[0].onDemandPerHour = 1e9;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    QString message = validateRateTable(table);
    QVERIFY2(message.endsWith(QStringLiteral("at most 10.000")), qPrintable(message));
    table = builtinRates();
    table.classes[1].vramGB = -1.0;
    message = validateRateTable(table);
    QVERIFY2(message.endsWith(QStringLiteral("at most 100.000")), qPrintable(message));
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    QVERIFY2(validateRateTable(table).endsWith(QStringLiteral("at most 100,000")), qPrintable(message));
}

void TestRateTableModel::lastClassCannotBeRemoved()
{
    RateTableModel model;
    model.setTable(builtinRates());
    QSignalSpy rejected(&model, &RateTableModel::editRejected);
    QVERIFY(model.removeRows(0, 2));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(model.table().classes.front().id, QStringLiteral("a100-80"));
    QVERIFY(!model.removeRows(0, 1));
    QCOMPARE(model.rowCount(), 1);
    QCOMPARE(rejected.count(), 1);
    QVERIFY(rejected.first().first().toString().contains(QStringLiteral("at least one")));
    QVERIFY(!model.removeRows(1, 1)); // past the end: not a row
}

void TestRateTableModel::newRowsAreValid()
{
    RateTableModel model;
    model.setTable(builtinRates());
    QVERIFY(model.insertRows(model.rowCount(), 3));
    QCOMPARE(model.rowCount(), 6);
    QVERIFY2(validateRateTable(model.table()).isEmpty(), qPrintable(validateRateTable(model.table())));
    QCOMPARE(model.table().classes[3].id, QStringLiteral("new-4"));
    QCOMPARE(model.table().classes[4].id, QStringLiteral("new-5"));
    QCOMPARE(model.table().classes[3].onDemandPerHour, 1.0);
    QCOMPARE(model.table().classes[3].spotPerHour, 0.5);
}

void TestRateTableModel::sharedModelSignalsOnlyWhatChanged()
{
    CostLabModel model;
    QSignalSpy table(&model, &CostLabModel::tableChanged);
    QSignalSpy status(&model, &CostLabModel::statusChanged);
    QSignalSpy sweep(&model, &CostLabModel::sweepChanged);
    QSignalSpy route(&model, &CostLabModel::routeChanged);
    QSignalSpy buy(&model, &CostLabModel::buyChanged);
    const auto counts = [&] {
        return QList<qsizetype>{table.count(), status.count(), sweep.count(), route.count(), buy.count()};
    };
    const auto clear = [&] {
        for (QSignalSpy *s : {&table, &status, &sweep, &route, &buy})
            s->clear();
    };

    model.setFrequency(Frequency::Daily);
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 0, 1, 0}));
    QCOMPARE(model.recommended(), RouteId::LocalCard);
    clear();
    model.setFrequency(Frequency::Daily); // no change, no signal
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 0, 0, 0}));

    SweepInput in = model.sweep();
    in.hoursPerRun = 20;
    model.setSweep(in);
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 1, 0, 0}));
    clear();
    model.setCardId(QStringLiteral("t4"));
    model.setHold(QStringLiteral("llama2-7b"), Mode::Train);
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 2, 0, 0}));
    clear();

    BuySettings b = model.buy();
    b.watts = 450;
    model.setBuy(b);
    model.setRentId(QStringLiteral("t4"));
    QCOMPARE(counts(), (QList<qsizetype>{0, 0, 0, 0, 2}));
    clear();

    // An edit of the table moves the sweep and the buy figures, never the route.
    QVERIFY(model.rates()->setData(model.rates()->index(0, RateTableModel::OnDemand), QStringLiteral("0.40")));
    QCOMPARE(counts(), (QList<qsizetype>{1, 1, 1, 0, 1}));
    QVERIFY(model.tableSource().contains(QStringLiteral("edited")));
    QCOMPARE(model.sweep().hoursPerRun, 20.0);
    QCOMPARE(model.comparison().classes[0].cost.rate, 0.40);
    clear();
    // A refused edit says so and changes no figure.
    QVERIFY(!model.rates()->setData(model.rates()->index(0, RateTableModel::OnDemand), QStringLiteral("x")));
    QCOMPARE(counts(), (QList<qsizetype>{0, 1, 0, 0, 0}));
    QVERIFY(model.rateStatus().contains(QStringLiteral("Row 1")));
    clear();

    // Removing the class the sweep was priced on moves it to the table's last class.
    QVERIFY(model.rates()->removeRows(0, 1));
    QCOMPARE(model.cardId(), QStringLiteral("a100-80"));
    QCOMPARE(model.rentId(), QStringLiteral("a100-80"));
    QCOMPARE(counts(), (QList<qsizetype>{1, 1, 1, 0, 1}));
}

void TestRateTableModel::sharedModelCheapestIsCores()
{
    CostLabModel model;
    SweepInput in = model.sweep();
    in.hoursPerRun = 12;
    in.runs = 3;
    model.setSweep(in);
    for (const QString &preset : {QString(), QStringLiteral("llama2-7b"), QStringLiteral("llama2-70b")})
        for (const Mode mode : {Mode::Inference, Mode::Train, Mode::Lora, Mode::Qlora}) {
            model.setHold(preset, mode);
            QCOMPARE(model.comparison().cheapestId, cheapestThatFits(model.table(), in, planToHold(preset, mode)));
        }
}

void TestRateTableModel::sharedModelLoadRefusesWithoutLoss()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CostLabModel model;
    QVERIFY(model.rates()->setData(model.rates()->index(0, RateTableModel::OnDemand), QStringLiteral("0.45")));
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{ not json");
    f.close();
    QSignalSpy table(&model, &CostLabModel::tableChanged);
    QVERIFY(!model.load(bad));
    QCOMPARE(table.count(), 0);
    QCOMPARE(model.table().classes[0].onDemandPerHour, 0.45);
    QVERIFY(model.rateStatus().contains(QStringLiteral("not valid JSON")));
    const QString good = dir.filePath(QStringLiteral("good.json"));
    QVERIFY(model.save(good));
    model.reset();
    QCOMPARE(model.table().classes[0].onDemandPerHour, 0.30);
    QVERIFY(model.load(good));
    QCOMPARE(model.table().classes[0].onDemandPerHour, 0.45);
    QCOMPARE(table.count(), 2);
}

namespace {

// Every message in «», so a test can tell which words came through the
// translator in use.
class Marking : public QTranslator {
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    QString translate(const char *, const char *source, const char * = nullptr, int = -1) const override
    {
        return QStringLiteral("«%1»").arg(QString::fromUtf8(source));
    }
};

} // namespace

// A refusal shown before a change of language is shown after it in the new
// language: the status keeps what it was worded from, not the words.
void TestRateTableModel::refusalsAreWordedInTheLanguageInUse()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    CostLabModel model;
    Marking marking;

    // A cell refused: the row, the column's title and the reason, all worded again.
    QVERIFY(!model.rates()->setData(model.rates()->index(1, RateTableModel::Spot), QStringLiteral("abc")));
    const QString english = model.rateStatus();
    QCOMPARE(english, QStringLiteral("Row 2, spot ($/h): \"abc\" is not a number. The cell keeps its value; nothing "
                                     "else changed."));
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QCOMPARE(model.rateStatus(), QStringLiteral("«««Row 2, «spot ($/h)»»: \"abc\" is not a number.» The cell keeps its "
                                                "value; nothing else changed.»"));
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCOMPARE(model.rateStatus(), english);

    // A file refused: the reason from the file's own bytes, worded again.
    const QString bad = dir.filePath(QStringLiteral("bad.json"));
    QFile f(bad);
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write(R"({"format": "gpulab-rates", "version": 1, "classes": [{"id": "x", "name": "X", "vram_gb": -1,
              "on_demand_per_hour": 1, "spot_per_hour": 0.5}]})");
    f.close();
    QVERIFY(!model.load(bad));
    const QString fileEnglish = model.rateStatus();
    QVERIFY2(fileEnglish.startsWith(QStringLiteral("Not loaded — bad.json, line ")), qPrintable(fileEnglish));
    QVERIFY(QCoreApplication::installTranslator(&marking));
    QString now = model.rateStatus();
    QVERIFY2(now.startsWith(QStringLiteral("«Not loaded — «bad.json, line ")), qPrintable(now));
    QVERIFY2(now.contains(QStringLiteral("««class \"x\"»: vram_gb must be a number > 0 and at most 100000»")),
             qPrintable(now));
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QCOMPARE(model.rateStatus(), fileEnglish);

    // A file that is not there: the same.
    const QString none = dir.filePath(QStringLiteral("none.json"));
    QVERIFY(!model.load(none));
    QVERIFY(QCoreApplication::installTranslator(&marking));
    now = model.rateStatus();
    QVERIFY2(now.contains(QStringLiteral("«%1: cannot be read (no such file)»").replace(QStringLiteral("%1"), none)),
             qPrintable(now));
    QVERIFY(QCoreApplication::removeTranslator(&marking));
    QVERIFY(!model.rateStatus().contains(u'«'));
}

QTEST_GUILESS_MAIN(TestRateTableModel)
#include "tst_ratetablemodel.moc"
