// The rates file against hostile input: files that are not regular files
// (a FIFO would block open(), /dev/zero never ends), files over the size
// limit, values past the documented bounds, text that would break a log
// line, and tables large enough to show a loader that is not linear.

#include "core/cost/costlimits.h"
#include "core/cost/ratetable.h"

#include <QElapsedTimer>
#include <QFile>
#include <QFileInfo>
#include <QTemporaryDir>
#include <QTest>

#include <sys/stat.h>

#include <algorithm>

using namespace gpulab::core::cost;

namespace {

QByteArray classJson(int i, const char *onDemand = "1.5")
{
    return QByteArray("    {\"id\": \"c") + QByteArray::number(i) + "\", \"name\": \"Class " + QByteArray::number(i) +
           "\", \"vram_gb\": 24, \"on_demand_per_hour\": " + onDemand + ", \"spot_per_hour\": 0.5}";
}

// A valid table of `count` classes, one per line after line 4; when
// `badLast`, the last class has a negative rate.
QByteArray table(int count, bool badLast = false)
{
    QByteArray out = "{\n  \"format\": \"gpulab-rates\",\n  \"version\": 1,\n  \"classes\": [\n";
    for (int i = 0; i < count; ++i) {
        out += classJson(i, badLast && i == count - 1 ? "-1" : "1.5");
        out += i + 1 < count ? ",\n" : "\n";
    }
    out += "  ]\n}\n";
    return out;
}

// Fastest of three parses, in milliseconds.
double parseMs(const QByteArray &json)
{
    double best = 1e300;
    for (int k = 0; k < 3; ++k) {
        QElapsedTimer t;
        t.start();
        const RateTableLoad r = parseRateTable(json, QStringLiteral("big.json"));
        best = std::min(best, double(t.nsecsElapsed()) / 1e6);
        if (r.table)
            return -1; // not expected: the last class is bad
    }
    return best;
}

} // namespace

class TestRateFile : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void notARegularFileIsRefusedUnread_data();
    void notARegularFileIsRefusedUnread();
    void fileOverTheLimitIsRefused();
    void valuesPastTheBoundsAreRefused_data();
    void valuesPastTheBoundsAreRefused();
    void largeTableLoadsInLinearTime();
};

void TestRateFile::notARegularFileIsRefusedUnread_data()
{
    QTest::addColumn<QString>("kind");
    QTest::newRow("fifo") << QStringLiteral("fifo");
    QTest::newRow("endless device") << QStringLiteral("/dev/zero");
    QTest::newRow("folder") << QStringLiteral("folder");
    QTest::newRow("missing") << QStringLiteral("missing");
    QTest::newRow("empty name") << QString();
}

void TestRateFile::notARegularFileIsRefusedUnread()
{
    QFETCH(QString, kind);
    QTemporaryDir dir;
    QString path;
    if (kind == u"fifo") {
        path = dir.filePath(QStringLiteral("rates.json"));
        QCOMPARE(::mkfifo(QFile::encodeName(path).constData(), 0600), 0);
    } else if (kind == u"folder") {
        path = dir.path();
    } else if (kind == u"missing") {
        path = dir.filePath(QStringLiteral("nope.json"));
    } else if (!kind.isEmpty()) {
        if (!QFileInfo::exists(kind))
            QSKIP("no /dev/zero here");
        path = kind;
    }
    // Before the fix the FIFO blocked here for ever and /dev/zero ran out of memory.
    const RateTableLoad r = loadRateTable(path);
    QVERIFY(!r.table);
    QVERIFY(!r.error.isEmpty());
    QVERIFY2(kind.isEmpty() || r.error.contains(path), qPrintable(r.error));
    QVERIFY2(!r.error.startsWith(u':'), qPrintable(r.error));
}

void TestRateFile::fileOverTheLimitIsRefused()
{
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("rates.json"));
    QByteArray big = table(3);
    big.insert(big.size() - 2, QByteArray(kMaxRatesFileBytes, ' ')); // valid JSON, just too long
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(big);
    }
    const RateTableLoad r = loadRateTable(path);
    QVERIFY(!r.table);
    QVERIFY2(r.error.contains(QStringLiteral("MiB")), qPrintable(r.error));
    QCOMPARE(QFileInfo(path).size(), big.size()); // left as it was

    // Just under the limit is read.
    QByteArray fits = table(3);
    fits.insert(fits.size() - 2, QByteArray(kMaxRatesFileBytes - fits.size(), ' '));
    QCOMPARE(fits.size(), kMaxRatesFileBytes);
    {
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly | QIODevice::Truncate));
        f.write(fits);
    }
    const RateTableLoad ok = loadRateTable(path);
    QVERIFY2(ok.table, qPrintable(ok.error));
}

void TestRateFile::valuesPastTheBoundsAreRefused_data()
{
    QTest::addColumn<QByteArray>("cls");
    QTest::addColumn<QString>("mentions");
    const auto cls = [](const char *id, const char *name, const char *vram, const char *od, const char *sp) {
        return QByteArray("{\"id\": \"") + id + "\", \"name\": \"" + name + "\", \"vram_gb\": " + vram +
               ", \"on_demand_per_hour\": " + od + ", \"spot_per_hour\": " + sp + "}";
    };
    QTest::newRow("1e308 $/h") << cls("x", "X", "24", "1e308", "0.5") << QStringLiteral("on_demand_per_hour");
    QTest::newRow("spot past the bound") << cls("x", "X", "24", "1", "10001") << QStringLiteral("spot_per_hour");
    QTest::newRow("1e300 GB") << cls("x", "X", "1e300", "1", "0.5") << QStringLiteral("vram_gb");
    QTest::newRow("newline in id") << cls("a\\nb", "X", "24", "1", "0.5") << QStringLiteral("id");
    QTest::newRow("space in id") << cls("a b", "X", "24", "1", "0.5") << QStringLiteral("id");
    QTest::newRow("newline in name") << cls("x", "X\\nY", "24", "1", "0.5") << QStringLiteral("name");
}

void TestRateFile::valuesPastTheBoundsAreRefused()
{
    QFETCH(QByteArray, cls);
    QFETCH(QString, mentions);
    const QByteArray json = "{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": [" + cls + "]}";
    const RateTableLoad r = parseRateTable(json, QStringLiteral("rates.json"));
    QVERIFY(!r.table);
    QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    QVERIFY2(!r.error.contains(QLatin1Char('\n')), qPrintable(r.error));
}

void TestRateFile::largeTableLoadsInLinearTime()
{
    // The error of the last class still names its line ...
    const QByteArray small = table(10'000, true);
    const QByteArray large = table(40'000, true);
    const RateTableLoad r = parseRateTable(large, QStringLiteral("big.json"));
    QVERIFY(!r.table);
    QVERIFY2(r.error.startsWith(QStringLiteral("big.json, line 40004: ")), qPrintable(r.error));
    QVERIFY(parseRateTable(table(40'000), QStringLiteral("big.json")).table);

    // ... and four times the classes take about four times as long, not
    // sixteen (the old loader rescanned the text for every class: 40k classes
    // took 71 s). Generous: anything under 10× passes.
    const double smallMs = parseMs(small);
    const double largeMs = parseMs(large);
    qInfo("parse: 10k classes %.1f ms, 40k classes %.1f ms (ratio %.1f)", smallMs, largeMs, largeMs / smallMs);
    QVERIFY(smallMs > 0 && largeMs > 0);
    QVERIFY2(largeMs < 10.0 * smallMs + 50.0, qPrintable(QStringLiteral("%1 ms vs %2 ms").arg(largeMs).arg(smallMs)));
}

QTEST_GUILESS_MAIN(TestRateFile)
#include "tst_ratefile.moc"
