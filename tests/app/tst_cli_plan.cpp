// `gpulab plan`, run as a user runs it: one-line errors with exit 2, JSON whose
// totals are the core model's totals for the same inputs (so the CLI, the core
// and the panel, which shows the core's total, agree).

#include "tests/common/testsupport.h"

#include "core/vram/vramcards.h"
#include "core/vram/vramfixes.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QTest>

using namespace gpulab::core::vram;

Q_DECLARE_METATYPE(gpulab::core::vram::Plan)

namespace {
using Run = gpulab::testing::CliRun;
using gpulab::testing::runGpulab;

QStringList planArgs(const char *line)
{
    QStringList args{QStringLiteral("plan")};
    args << QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return args;
}
} // namespace

class TestCliPlan : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void badInputExitsTwoWithOneLine_data();
    void badInputExitsTwoWithOneLine();
    void jsonTotalsEqualTheCoreModel_data();
    void jsonTotalsEqualTheCoreModel();
    void jsonHasTheTables();
    void textShowsBreakdownAndFits();
    void helpListsTheOptions();
};

void TestCliPlan::badInputExitsTwoWithOneLine_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("7Q") << planArgs("--params 7Q") << "suffix";
    QTest::newRow("negative params") << planArgs("--params=-7B") << "positive";
    QTest::newRow("zero params") << planArgs("--params 0") << "zero";
    QTest::newRow("unknown weights") << planArgs("--weights fp12") << "--weights";
    QTest::newRow("unknown mode") << planArgs("--mode pretrain") << "--mode";
    QTest::newRow("unknown optimizer") << planArgs("--optimizer lion") << "--optimizer";
    QTest::newRow("unknown shard") << planArgs("--shard zero4") << "--shard";
    QTest::newRow("unknown preset") << planArgs("--preset gpt5") << "unknown preset";
    QTest::newRow("zero batch") << planArgs("--batch 0") << "--batch";
    QTest::newRow("negative seq") << planArgs("--seq=-4") << "--seq";
    QTest::newRow("batch not a number") << planArgs("--batch two") << "not a whole number";
    QTest::newRow("zero gpus") << planArgs("--gpus 0") << "--gpus";
    QTest::newRow("zero rank") << planArgs("--lora-rank 0") << "--lora-rank";
    QTest::newRow("negative headroom") << planArgs("--headroom=-1") << "--headroom";
    QTest::newRow("preset and params") << planArgs("--preset gpt2 --params 7B") << "either";
    QTest::newRow("stray argument") << planArgs("7B") << "unexpected";
    QTest::newRow("unknown activations") << planArgs("--activations flash") << "pytorch-sdpa";
}

void TestCliPlan::badInputExitsTwoWithOneLine()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const Run r = runGpulab(args);
    const QString problem = gpulab::testing::usageErrorProblem(r, mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
    QVERIFY(r.out.isEmpty());
}

void TestCliPlan::jsonTotalsEqualTheCoreModel_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<Plan>("plan");
    Plan seed; // 7B fp16 Adam, the lesson's example, with PyTorch's SDPA activations (the default)
    QTest::newRow("seed") << planArgs("--params 7B --weights fp16 --mode train --optimizer adam") << seed;
    Plan eager = withPreset(Plan{}, *findPreset(QStringLiteral("gpt2")));
    eager.weights = Precision::Bf16;
    eager.activations = ActivationEstimate::PytorchEager;
    QTest::newRow("gpt2 eager") << planArgs("--preset gpt2 --weights bf16 --activations pytorch-eager") << eager;
    Plan lesson;
    lesson.activations = ActivationEstimate::Lesson;
    QTest::newRow("lesson") << planArgs("--params 7B --activations lesson") << lesson;
    Plan inf;
    inf.mode = Mode::Inference;
    inf.seq = 4096;
    inf.batch = 2;
    inf = withPreset(inf, *findPreset(QStringLiteral("llama3-8b")));
    QTest::newRow("inference") << planArgs("--preset llama3-8b --mode inference --seq 4096 --batch 2") << inf;
    Plan sharded;
    sharded.params = 70e9;
    sharded.batch = 4;
    sharded.accumulation = 8;
    sharded.checkpointing = true;
    sharded.sharding = Sharding::Zero3;
    sharded.gpus = 8;
    sharded.activations = ActivationEstimate::Architecture;
    QTest::newRow("zero3") << planArgs("--params 70b --batch 4 --accum 8 --checkpointing --shard fsdp --gpus 8 "
                                       "--activations architecture")
                           << sharded;
    Plan qlora;
    qlora = withPreset(qlora, *findPreset(QStringLiteral("llama2-7b")));
    qlora.mode = Mode::Qlora;
    qlora.loraRank = 64;
    qlora.optimizer = Optimizer::Adam8bit;
    qlora.bookkeeping = Bookkeeping::MixedPrecision;
    qlora.headroomBytes = 2e9;
    QTest::newRow("qlora") << planArgs("--preset llama2-7b --mode qlora --lora-rank 64 --optimizer adam8bit "
                                       "--bookkeeping mixed --headroom 2")
                           << qlora;
    Plan autocast;
    autocast.params = 7e9;
    autocast.weights = Precision::Fp32;
    autocast.batch = 64;
    autocast.autocast = true;
    QTest::newRow("autocast") << planArgs("--params 7B --weights fp32 --batch 64 --autocast") << autocast;
}

void TestCliPlan::jsonTotalsEqualTheCoreModel()
{
    QFETCH(QStringList, args);
    QFETCH(Plan, plan);
    const Run r = runGpulab(args << QStringLiteral("--json"));
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QVERIFY2(!o.isEmpty(), r.out.constData());
    const PlanResult expected = evaluate(plan);
    QCOMPARE(o.value(QStringLiteral("total_bytes")).toDouble(), totalBytes(plan));
    QCOMPARE(o.value(QStringLiteral("lesson")).toObject().value(QStringLiteral("total_bytes")).toDouble(),
             expected.lesson.total());
    QCOMPARE(o.value(QStringLiteral("mixed_precision")).toObject().value(QStringLiteral("total_bytes")).toDouble(),
             expected.mixed.total());
    const QJsonObject act = o.value(QStringLiteral("activations")).toObject();
    QCOMPARE(act.value(QStringLiteral("architecture_bytes")).toDouble(), expected.activationsArchitecture);
    QCOMPARE(act.value(QStringLiteral("pytorch_sdpa_bytes")).toDouble(), expected.activationsSdpa);
    QCOMPARE(act.value(QStringLiteral("pytorch_eager_bytes")).toDouble(), expected.activationsEager);
    QCOMPARE(act.value(QStringLiteral("in_use")).toString(), cliName(plan.activations));
    if (plan.mode != Mode::Inference)
        QCOMPARE(act.value(QStringLiteral("pytorch_parts")).toObject().value(QStringLiteral("loss_bytes")).toDouble(),
                 expected.activationParts.loss);
    // The lab's verdict and its batch note, printed from the same core figures.
    const std::optional<Card> smallest = smallestStandardCard(plan);
    QCOMPARE(o.value(QStringLiteral("smallest_standard_card_bytes")).toDouble(), smallest ? smallest->bytes : 0.0);
    QCOMPARE(o.value(QStringLiteral("smallest_standard_card")).isNull(), !smallest);
    const std::optional<BatchDoubling> doubling = batchDoubling(plan);
    QCOMPARE(o.value(QStringLiteral("batch_doubling")).isNull(), !doubling);
    if (doubling)
        QCOMPARE(o.value(QStringLiteral("batch_doubling")).toObject().value(QStringLiteral("added_bytes")).toDouble(),
                 doubling->addedBytes);
}

void TestCliPlan::jsonHasTheTables()
{
    const Run r = runGpulab(planArgs("--params 7B --json --card 40 --activations lesson"));
    QCOMPARE(r.code, 0);
    const QJsonObject o = QJsonDocument::fromJson(r.out).object();
    QCOMPARE(o.value(QStringLiteral("lesson")).toObject().value(QStringLiteral("planned_bytes")).toDouble(), 98.5e9);
    const QJsonArray fits = o.value(QStringLiteral("fits")).toArray();
    QVERIFY(fits.size() >= 6); // five cards, the custom one, and this GPU when there is one
    QCOMPARE(fits[5].toObject().value(QStringLiteral("card_bytes")).toDouble(), 40e9);
    for (const auto &f : fits)
        QVERIFY(!f.toObject().value(QStringLiteral("fits")).toBool() ||
                f.toObject().value(QStringLiteral("card_bytes")).toDouble() > 99e9);
    const QJsonArray cap = o.value(QStringLiteral("capacity")).toArray();
    QCOMPARE(QString::number(cap[2].toObject().value(QStringLiteral("adam_14b_params")).toDouble() / 1e9, 'f', 1),
             QStringLiteral("1.1"));
    QCOMPARE(o.value(QStringLiteral("fixes")).toArray().size(), gpulab::core::vram::allFixes().size());
    QCOMPARE(o.value(QStringLiteral("activations")).toObject().value(QStringLiteral("in_use")).toString(),
             QStringLiteral("lesson"));
}

void TestCliPlan::textShowsBreakdownAndFits()
{
    const Run r = runGpulab(planArgs("--params 7B --weights fp16 --mode train --optimizer adam --activations lesson"));
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    for (const char *s : {"14.0 GB", "28.0 GB", "56.0 GB", "0.5 GB", "99.5 GB", "does not fit", "Halve the batch",
                          "Megatron-style", "about 100 tokens", "None of the five standard cards (8–80 GB) holds it.",
                          "Doubling the micro-batch (1 → 2) adds 0.5 GB (0.5 %)"})
        QVERIFY2(out.contains(QString::fromUtf8(s)), s);
    // The default is what PyTorch keeps, part by part, at the plan's sequence length.
    const Run gpt2 = runGpulab(planArgs("--preset gpt2 --weights bf16 --seq 1024"));
    QCOMPARE(gpt2.code, 0);
    const QString text = QString::fromUtf8(gpt2.out);
    for (const char *s : {"PyTorch with scaled_dot_product_attention", "at s = 1024 tokens",
                          "PyTorch parts:", "12 layers ×", "fp32 log-softmax"})
        QVERIFY2(text.contains(QString::fromUtf8(s)), s);
}

void TestCliPlan::helpListsTheOptions()
{
    const Run r = runGpulab(planArgs("--help"));
    QCOMPARE(r.code, 0);
    for (const char *s : {"--params", "--preset", "--shard", "--lora-rank", "--json"})
        QVERIFY2(r.out.contains(s), s);
    const Run top = runGpulab({QStringLiteral("--help")});
    QVERIFY(top.out.contains("gpulab plan"));
}

QTEST_GUILESS_MAIN(TestCliPlan)
#include "tst_cli_plan.moc"
