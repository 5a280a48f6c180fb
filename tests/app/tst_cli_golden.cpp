// The command line's output against expected files in tests/data/cli/ (the
// way Tiled keeps map.tmx → map-result.tmx): `cost` and `plan` are
// arithmetic, so their JSON and text are compared exactly; `probe --json`
// depends on the machine, so only its shape (keys and value types) is.
//
// After a deliberate change of the output, regenerate a file with the
// command in its row (under LC_ALL=C.UTF-8) and review the diff.

#include "tests/common/testsupport.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

namespace {
using Run = gpulab::testing::CliRun;
using gpulab::testing::runGpulab;

QByteArray golden(const QString &name)
{
    QFile f(QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/cli/") + name);
    if (!f.open(QIODevice::ReadOnly))
        qWarning("cannot read %s", qPrintable(f.fileName()));
    return f.readAll();
}

QJsonObject object(const QByteArray &bytes)
{
    QJsonParseError e{};
    const QJsonDocument d = QJsonDocument::fromJson(bytes, &e);
    if (e.error != QJsonParseError::NoError)
        qWarning("not JSON: %s", qPrintable(e.errorString()));
    return d.object();
}

// A usable GPU adds its own rows ("this GPU …") to plan's card lists; they
// are the machine's, not the arithmetic's, and are left out of the comparison.
QJsonObject withoutThisGpu(QJsonObject o)
{
    for (const QString &key : {QStringLiteral("fits"), QStringLiteral("capacity")}) {
        QJsonArray kept;
        for (const auto &row : o.value(key).toArray()) {
            bool machine = false;
            const QJsonObject r = row.toObject();
            for (auto it = r.begin(); it != r.end(); ++it)
                machine = machine || it.value().toString().startsWith(QStringLiteral("this GPU"));
            if (!machine)
                kept.append(row);
        }
        if (o.contains(key))
            o.insert(key, kept);
    }
    return o;
}

// The JSON with every leaf replaced by its type's name.
QJsonValue shape(const QJsonValue &v)
{
    if (v.isObject()) {
        QJsonObject out;
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            out.insert(it.key(), shape(it.value()));
        return out;
    }
    if (v.isArray())
        return v.toArray().isEmpty() ? QJsonArray() : QJsonArray{shape(v.toArray().first())};
    if (v.isBool())
        return QStringLiteral("bool");
    if (v.isDouble())
        return QStringLiteral("number");
    if (v.isString())
        return QStringLiteral("string");
    return QStringLiteral("null");
}
} // namespace

class TestCliGolden : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void arithmeticOutputIsExact_data();
    void arithmeticOutputIsExact();
    void probeJsonHasItsShape();
};

void TestCliGolden::arithmeticOutputIsExact_data()
{
    QTest::addColumn<QString>("command");
    QTest::addColumn<QString>("file");
    const auto row = [](const char *command, const char *file) {
        QTest::newRow(file) << QString::fromUtf8(command) << QString::fromUtf8(file);
    };
    row("cost --card t4 --json", "cost-t4.json");
    row("cost --card a100-80 --hours 7.5 --runs 3 --spot --json", "cost-a100-spot.json");
    row("cost --card a10-l4 --hours 12 --runs 4 --cap 20 --idle-hours 72 --json", "cost-a10-cap-idle.json");
    row("cost --card t4 --hours 50 --checkpoint-min 0 --json", "cost-t4-nocheckpoint.json");
    row("cost --card t4 --hours 6 --runs 4 --model llama3-8b --mode inference --json",
        "cost-t4-hold-llama3-8b-inference.json");
    row("cost --card t4 --hours 7.5 --runs 3 --spot", "cost-t4-spot.txt");
    row("cost --card t4 --hours 6 --runs 4 --model llama3-8b --mode inference", "cost-t4-hold-llama3-8b-inference.txt");
    row("plan --preset llama2-7b --json", "plan-llama2-7b.json");
    row("plan --preset gpt2 --mode inference --json", "plan-gpt2-inference.json");
    row("plan --params 1.3B --mode qlora --json", "plan-1.3b-qlora.json");
}

void TestCliGolden::arithmeticOutputIsExact()
{
    QFETCH(QString, command);
    QFETCH(QString, file);
    const Run r = runGpulab(command.split(QLatin1Char(' ')));
    QCOMPARE(r.code, 0);
    QVERIFY2(r.err.isEmpty(), r.err.constData());
    const QByteArray expected = golden(file);
    QVERIFY(!expected.isEmpty());
    if (file.endsWith(QLatin1String(".json"))) {
        const QJsonObject got = withoutThisGpu(object(r.out));
        const QJsonObject want = withoutThisGpu(object(expected));
        if (got != want)
            qWarning("got:\n%s", QJsonDocument(got).toJson().constData());
        QVERIFY(!got.isEmpty());
        QCOMPARE(got, want);
    } else {
        QCOMPARE(QString::fromUtf8(r.out), QString::fromUtf8(expected));
    }
}

void TestCliGolden::probeJsonHasItsShape()
{
    const Run r = runGpulab({QStringLiteral("probe"), QStringLiteral("--json")});
    QCOMPARE(r.code, 0);
    QJsonObject want = object(golden(QStringLiteral("probe.shape.json")));
    QVERIFY(!want.isEmpty());
    const QJsonObject got = shape(object(r.out)).toObject();
    // A usable GPU adds its description to the cuda object.
    QJsonObject cuda = want.value(QStringLiteral("cuda")).toObject();
    if (got.value(QStringLiteral("cuda")).toObject().value(QStringLiteral("usable")) == QStringLiteral("bool") &&
        object(r.out).value(QStringLiteral("cuda")).toObject().value(QStringLiteral("usable")).toBool()) {
        const QJsonObject extra = want.value(QStringLiteral("cuda_when_usable")).toObject();
        for (auto it = extra.begin(); it != extra.end(); ++it)
            cuda.insert(it.key(), it.value());
    }
    // "a|b": either type (runtime_error is null on success, free_bytes null
    // without NVML); "object": any object (table_peaks_gflops has one key
    // per precision the GPU's row knows); "array": any array (cublas_skipped
    // lists the copies of cuBLAS found but not usable, often none).
    const QJsonObject gotCuda = got.value(QStringLiteral("cuda")).toObject();
    for (auto it = cuda.begin(); it != cuda.end(); ++it) {
        const QString kind = it.value().toString();
        const QJsonValue actual = gotCuda.value(it.key());
        if ((kind.contains(QLatin1Char('|')) && kind.split(QLatin1Char('|')).contains(actual.toString())) ||
            (kind == u"object" && actual.isObject()) || (kind == u"array" && actual.isArray()))
            it.value() = actual;
    }
    want.insert(QStringLiteral("cuda"), cuda);
    want.remove(QStringLiteral("cuda_when_usable"));
    QCOMPARE(got, want);
}

QTEST_GUILESS_MAIN(TestCliGolden)
#include "tst_cli_golden.moc"
