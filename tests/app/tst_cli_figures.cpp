// `gpulab figures`: each lab's figures, worked out by its core model with no
// window, against golden files (tests/data/figures/LAB-NAME.gpulab, a
// version-2 state, → LAB-NAME.json, what `figures --json` prints for it,
// and LAB-NAME.txt where there is one: the text form). Also: a lab's
// defaults are what Reset gives, and the version-1 files today's labs were
// saved in (tests/data/labstate-v1/) open as the version-2 states next to
// them.
//
// After a deliberate change of a lab's figures, regenerate with
//   LC_ALL=C.UTF-8 build/bin/gpulab --open tests/data/figures/X.gpulab figures --json > tests/data/figures/X.json
// and review the diff.

#include "core/labcodec.h"
#include "tests/common/testsupport.h"

#include <QDir>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
using gpulab::testing::runGpulab;

const QString kFigures = QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/figures/");
const QString kV1 = QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/labstate-v1/");

QByteArray bytesOf(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(path));
    return f.readAll();
}

QJsonObject objectOf(const QByteArray &bytes)
{
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(e.errorString()));
    return d.object();
}

// The keys where two objects differ, for a readable failure.
QString differences(const QJsonObject &got, const QJsonObject &want, const QString &at = {})
{
    QStringList out;
    QStringList keys = got.keys() + want.keys();
    keys.removeDuplicates();
    for (const QString &k : keys) {
        const QJsonValue g = got.value(k);
        const QJsonValue w = want.value(k);
        if (g == w)
            continue;
        if (g.isObject() && w.isObject())
            out << differences(g.toObject(), w.toObject(), at + k + u'.');
        else
            out << QStringLiteral("%1%2: got %3, want %4")
                       .arg(at, k,
                            QString::fromUtf8(
                                QJsonDocument(QJsonObject{{QStringLiteral("v"), g}}).toJson(QJsonDocument::Compact)),
                            QString::fromUtf8(
                                QJsonDocument(QJsonObject{{QStringLiteral("v"), w}}).toJson(QJsonDocument::Compact)));
    }
    return out.join(QStringLiteral("; "));
}

} // namespace

class TestCliFigures : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyLabWithStateHasGoldens();
    void goldens_data();
    void goldens();
    void defaultsAreTheLabsOwn_data();
    void defaultsAreTheLabsOwn();
    void versionOneFilesOpenAsVersionTwo_data();
    void versionOneFilesOpenAsVersionTwo();
    void badInputIsOneLine_data();
    void badInputIsOneLine();
};

void TestCliFigures::everyLabWithStateHasGoldens()
{
    const QStringList labs = gpulab::core::labsWithCodec();
    for (const QString &lab : labs) {
        const QStringList files = QDir(kFigures).entryList({lab + QStringLiteral("-*.gpulab")}, QDir::Files);
        QVERIFY2(!files.isEmpty(),
                 qPrintable(QStringLiteral("no golden state for the %1 lab in %2").arg(lab, kFigures)));
        QVERIFY2(QFile::exists(kV1 + lab + QStringLiteral("-changed.v2.json")),
                 qPrintable(QStringLiteral("no converted version-1 state for the %1 lab").arg(lab)));
    }
}

void TestCliFigures::goldens_data()
{
    QTest::addColumn<QString>("file");
    const QStringList files = QDir(kFigures).entryList({QStringLiteral("*.gpulab")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        QTest::newRow("none yet") << QString();
    for (const QString &f : files)
        QTest::newRow(qPrintable(f)) << kFigures + f;
}

void TestCliFigures::goldens()
{
    QFETCH(QString, file);
    if (file.isEmpty())
        QSKIP("no lab has golden figures yet");
    const QString base = file.chopped(int(qstrlen(".gpulab")));
    const auto run = runGpulab({QStringLiteral("--open"), file, QStringLiteral("figures"), QStringLiteral("--json")},
                               120000, {QStringLiteral("LC_ALL=C.UTF-8")});
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonObject got = objectOf(run.out);
    const QJsonObject want = objectOf(bytesOf(base + QStringLiteral(".json")));
    QVERIFY2(!want.isEmpty(), qPrintable(base + QStringLiteral(".json is missing or empty")));
    QVERIFY2(got == want, qPrintable(differences(got, want)));

    if (QFile::exists(base + QStringLiteral(".txt"))) {
        const auto text = runGpulab({QStringLiteral("--open"), file, QStringLiteral("figures")}, 120000,
                                    {QStringLiteral("LC_ALL=C.UTF-8")});
        QVERIFY2(text.code == 0, text.err.constData());
        QCOMPARE(QString::fromUtf8(text.out), QString::fromUtf8(bytesOf(base + QStringLiteral(".txt"))));
    }
}

void TestCliFigures::defaultsAreTheLabsOwn_data()
{
    QTest::addColumn<QString>("lab");
    const QStringList labs = gpulab::core::labsWithCodec();
    if (labs.isEmpty())
        QTest::newRow("none yet") << QString();
    for (const QString &lab : labs)
        QTest::newRow(qPrintable(lab)) << lab;
}

void TestCliFigures::defaultsAreTheLabsOwn()
{
    QFETCH(QString, lab);
    if (lab.isEmpty())
        QSKIP("no lab reads its state through its model yet");
    const auto run = runGpulab({QStringLiteral("figures"), QStringLiteral("--lab"), lab, QStringLiteral("--json")});
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonObject got = objectOf(run.out);
    QCOMPARE(got.value(QStringLiteral("format")).toString(), QStringLiteral("gpulab-figures"));
    QCOMPARE(got.value(QStringLiteral("lab")).toString(), lab);
    const QJsonObject state = got.value(QStringLiteral("state")).toObject();
    const QJsonObject defaults = gpulab::core::labCodec(lab)->defaults();
    QVERIFY2(state == defaults, qPrintable(differences(state, defaults)));
    QVERIFY(!got.value(QStringLiteral("figures")).toObject().isEmpty());
    // The version-1 file of every lab as it starts converts to those defaults.
    const auto v1 = runGpulab({QStringLiteral("--open"), kV1 + QStringLiteral("defaults.gpulab"),
                               QStringLiteral("figures"), QStringLiteral("--lab"), lab, QStringLiteral("--json")});
    QVERIFY2(v1.code == 0, v1.err.constData());
    const QJsonObject converted = objectOf(v1.out).value(QStringLiteral("state")).toObject();
    QVERIFY2(converted == defaults, qPrintable(differences(converted, defaults)));
}

void TestCliFigures::versionOneFilesOpenAsVersionTwo_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("lab");
    int rows = 0;
    for (const QString &lab : gpulab::core::labsWithCodec()) {
        for (const QString &f : QDir(kV1).entryList({lab + QStringLiteral("-*.gpulab")}, QDir::Files, QDir::Name)) {
            QTest::newRow(qPrintable(f)) << kV1 + f << lab;
            ++rows;
        }
    }
    if (rows == 0)
        QTest::newRow("none yet") << QString() << QString();
}

void TestCliFigures::versionOneFilesOpenAsVersionTwo()
{
    QFETCH(QString, file);
    QFETCH(QString, lab);
    if (file.isEmpty())
        QSKIP("no lab converts version-1 states yet");
    const auto run = runGpulab({QStringLiteral("--open"), file, QStringLiteral("figures"), QStringLiteral("--json")});
    QVERIFY2(run.code == 0, run.err.constData());
    const QJsonObject got = objectOf(run.out).value(QStringLiteral("state")).toObject();
    const QString expected = file.chopped(int(qstrlen(".gpulab"))) + QStringLiteral(".v2.json");
    const QJsonObject want = objectOf(bytesOf(expected));
    QVERIFY2(!want.isEmpty(), qPrintable(expected + QStringLiteral(" is missing or empty")));
    QVERIFY2(got == want, qPrintable(differences(got, want)));
}

void TestCliFigures::badInputIsOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("says");
    QTest::newRow("no lab") << QStringList{QStringLiteral("figures")} << QStringLiteral("figures needs --lab");
    QTest::newRow("unknown lab") << QStringList{QStringLiteral("figures"), QStringLiteral("--lab"),
                                                QStringLiteral("warp")}
                                 << QStringLiteral("unknown --lab \"warp\"");
    QTest::newRow("a lab with no settings")
        << QStringList{QStringLiteral("figures"), QStringLiteral("--lab"), QStringLiteral("device")}
        << QStringLiteral("the device lab has no settings of its own");
    QTest::newRow("stray argument") << QStringList{QStringLiteral("figures"), QStringLiteral("vram")}
                                    << QStringLiteral("unexpected argument \"vram\"");
    QTest::newRow("a file that is no lab state")
        << QStringList{QStringLiteral("--open"), QStringLiteral(GPULAB_SOURCE_DIR "/README.md"),
                       QStringLiteral("figures"), QStringLiteral("--lab"), QStringLiteral("vram")}
        << QStringLiteral("not valid JSON");
}

void TestCliFigures::badInputIsOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, says);
    const auto run = runGpulab(args);
    QCOMPARE(run.code, 2);
    QVERIFY(run.out.isEmpty());
    const QStringList lines = gpulab::testing::lines(run.err);
    QCOMPARE(lines.size(), 1);
    QVERIFY2(lines.constFirst().contains(says), qPrintable(lines.constFirst()));
}

QTEST_GUILESS_MAIN(TestCliFigures)
#include "tst_cli_figures.moc"
