// The VRAM planner's arithmetic against docs/facts.md's figures and hand-checked cases.

#include "core/vram/vramcards.h"
#include "core/vram/vramfixes.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"

#include <QLocale>
#include <QTest>

#include <algorithm>
#include <cmath>

using namespace gpulab::core::vram;

Q_DECLARE_METATYPE(gpulab::core::vram::FixId)
Q_DECLARE_METATYPE(gpulab::core::vram::Component)
Q_DECLARE_METATYPE(gpulab::core::vram::Plan)

namespace {
Plan sevenB()
{
    Plan p; // defaults: 7B typed, fp16, full training, Adam, batch 1, lesson bookkeeping
    p.params = 7e9;
    p.activations = ActivationEstimate::Lesson; // the lesson's seed figures (the default is PyTorch's)
    return p;
}
QString oneDecimal(double v)
{
    return QString::number(v, 'f', 1);
}
} // namespace

class TestVram : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void capacityTable_data();
    void capacityTable();
    void sevenBSeedFigures();
    void t4ServesSevenBTrainsOneB();
    void mixedPrecisionCrossCheck();
    void bytesPerParamByOptimizer_data();
    void bytesPerParamByOptimizer();
    void korthikantiHandChecked();
    void kvCacheHandChecked();
    void lessonActivationScaling();
    void fixes_data();
    void fixes();
    void fixesInSpecOrder();
    void autocastKeepsTheWeightsInFp32();
    void aFixThatAddsMemoryIsNotOffered();
    void noGradDoesNotTurnTrainingIntoInference();
    void loraAtLongContext();
    void shardingDividesModelStatesNotActivations_data();
    void shardingDividesModelStatesNotActivations();
    void batchIsNotLinearWhenWeightsDominate();
    void smallestStandardCardIsTheVerdict();
    void aTypedCountDropsThePreset();
    void inputsInUseFollowTheMode();
    void batchDoublingAddsOnlyActivations();
    void qloraSevenBIsTheTwentyFourGbRecipe();
    void presetsHaveRealShapes();
    void parseParams_data();
    void parseParams();
    void namesRoundTrip();
    void invalidPlanSaysWhy();
};

void TestVram::capacityTable_data()
{
    QTest::addColumn<double>("cardGB");
    QTest::addColumn<QString>("inference");
    QTest::addColumn<QString>("sgd");
    QTest::addColumn<QString>("adam");
    QTest::newRow("8 GB") << 8.0 << "4.0"
                          << "1.3"
                          << "0.6";
    QTest::newRow("12 GB") << 12.0 << "6.0"
                           << "2.0"
                           << "0.9";
    QTest::newRow("16 GB") << 16.0 << "8.0"
                           << "2.7"
                           << "1.1";
    QTest::newRow("24 GB") << 24.0 << "12.0"
                           << "4.0"
                           << "1.7";
    QTest::newRow("80 GB") << 80.0 << "40.0"
                           << "13.3"
                           << "5.7";
}

void TestVram::capacityTable()
{
    QFETCH(double, cardGB);
    QFETCH(QString, inference);
    QFETCH(QString, sgd);
    QFETCH(QString, adam);
    const auto rows = gpulab::core::vram::capacityTable(sevenB(), standardCards());
    QCOMPARE(rows.size(), 5);
    const auto it =
        std::find_if(rows.begin(), rows.end(), [&](const CapacityRow &r) { return r.card.bytes == cardGB * 1e9; });
    QVERIFY(it != rows.end());
    QCOMPARE(oneDecimal(it->inference / 1e9), inference);
    QCOMPARE(oneDecimal(it->sgd / 1e9), sgd);
    QCOMPARE(oneDecimal(it->adam / 1e9), adam);
    // The live column for the default plan (lesson, fp16, Adam) is the 14 B column.
    QCOMPARE(oneDecimal(it->thisPlan / 1e9), adam);
}

void TestVram::sevenBSeedFigures()
{
    const PlanResult r = evaluate(sevenB());
    QCOMPARE(r.lesson.weights, 14e9);
    QCOMPARE(r.lesson.gradients, 28e9);
    QCOMPARE(r.lesson.optimizer, 56e9);
    QCOMPARE(r.lesson.activations, 0.5e9);
    QCOMPARE(r.lesson.planned(), 98.5e9);
    QCOMPARE(r.lesson.total(), 98.5e9 + kDefaultHeadroomBytes);
    QCOMPARE(modelStateBytesPerParam(sevenB()), 14.0);
    // Inference: 7B in fp16 stores 14 GB of weights.
    Plan inf = sevenB();
    inf.mode = Mode::Inference;
    QCOMPARE(evaluate(inf).lesson.weights, 14e9);
    QCOMPARE(evaluate(inf).lesson.gradients, 0.0);
    QCOMPARE(modelStateBytesPerParam(inf), 2.0);
    // SGD: 2 + 4 = 6 B/param.
    Plan sgd = sevenB();
    sgd.optimizer = Optimizer::Sgd;
    QCOMPARE(modelStateBytesPerParam(sgd), 6.0);
}

void TestVram::t4ServesSevenBTrainsOneB()
{
    const double t4 = 16e9;
    Plan inf = sevenB();
    inf.mode = Mode::Inference;
    QVERIFY(fits(inf, t4));
    QVERIFY(!fits(sevenB(), t4));
    QCOMPARE(oneDecimal(capacityParams(t4, kAdamTrainBytesPerParam) / 1e9), QStringLiteral("1.1"));
    Plan oneB = sevenB();
    oneB.params = 1e9;
    QVERIFY(fits(oneB, t4)); // 14 + 0.07 + 1 headroom
    Plan twoB = oneB;
    twoB.params = 2e9;
    QVERIFY(!fits(twoB, t4));
}

void TestVram::mixedPrecisionCrossCheck()
{
    const PlanResult r = evaluate(sevenB());
    QCOMPARE(r.mixed.weights, 14e9);   // 2
    QCOMPARE(r.mixed.gradients, 14e9); // 2
    QCOMPARE(r.mixed.optimizer, 84e9); // 4 master + 4 + 4
    QCOMPARE(r.mixed.modelStates() / 7e9, kMixedAdamBytesPerParam);
    QCOMPARE(r.mixed.modelStates() - r.lesson.modelStates(), 2.0 * 7e9);
    Plan m = sevenB();
    m.bookkeeping = Bookkeeping::MixedPrecision;
    QCOMPARE(totalBytes(m), r.mixed.total());
    QCOMPARE(modelStateBytesPerParam(m), 16.0);
    QVERIFY(!bookkeepingDifference().isEmpty());
}

void TestVram::bytesPerParamByOptimizer_data()
{
    QTest::addColumn<int>("optimizer");
    QTest::addColumn<double>("lesson");
    QTest::addColumn<double>("mixed");
    QTest::newRow("sgd") << int(Optimizer::Sgd) << 6.0 << 8.0;
    QTest::newRow("momentum") << int(Optimizer::SgdMomentum) << 10.0 << 12.0;
    QTest::newRow("adam") << int(Optimizer::Adam) << 14.0 << 16.0;
    QTest::newRow("adam8bit") << int(Optimizer::Adam8bit) << 8.0 << 10.0;
}

void TestVram::bytesPerParamByOptimizer()
{
    QFETCH(int, optimizer);
    QFETCH(double, lesson);
    QFETCH(double, mixed);
    Plan p = sevenB();
    p.optimizer = Optimizer(optimizer);
    QCOMPARE(modelStateBytesPerParam(p), lesson);
    p.bookkeeping = Bookkeeping::MixedPrecision;
    QCOMPARE(modelStateBytesPerParam(p), mixed);
}

void TestVram::korthikantiHandChecked()
{
    // GPT-2 124M, s = 1024, b = 1: 1024·768·(34 + 5·12·1024/768) = 786432·114 = 89,653,248 B per layer.
    const Architecture a = findPreset(QStringLiteral("gpt2"))->arch;
    QCOMPARE(korthikantiActivationBytes(a, 1024, 1), 89'653'248.0 * 12);
    QCOMPARE(korthikantiActivationBytes(a, 1024, 4), 4 * 89'653'248.0 * 12);
    // Full recomputation: 2·1024·768 per layer.
    QCOMPARE(fullRecomputeActivationBytes(a, 1024, 1), 2.0 * 1024 * 768 * 12);
    // Llama-2-7B at 4096 tokens: 4096·4096·(34 + 5·32) = 3,254,779,904 B per layer.
    const Architecture l = findPreset(QStringLiteral("llama2-7b"))->arch;
    QCOMPARE(korthikantiActivationBytes(l, 4096, 1), 3'254'779'904.0 * 32);
    // And the plan uses it when asked.
    Plan p = withPreset(sevenB(), *findPreset(QStringLiteral("gpt2")));
    p.activations = ActivationEstimate::Architecture;
    QCOMPARE(evaluate(p).lesson.activations, 89'653'248.0 * 12);
    p.checkpointing = true;
    QCOMPARE(evaluate(p).lesson.activations, 2.0 * 1024 * 768 * 12);
    QVERIFY(evaluate(p).activationSource.contains(QStringLiteral("Korthikanti")));
}

void TestVram::kvCacheHandChecked()
{
    // Llama-2-7B, 4096 tokens, batch 1, fp16: 2·32·32·128·4096·2 = 2 GiB exactly.
    const Architecture l = findPreset(QStringLiteral("llama2-7b"))->arch;
    QCOMPARE(kvCacheBytes(l, 4096, 1, 2.0), 2.0 * 1073741824.0);
    // Llama-3-8B has 8 KV heads: a quarter of that at the same length.
    const Architecture l3 = findPreset(QStringLiteral("llama3-8b"))->arch;
    QCOMPARE(kvCacheBytes(l3, 4096, 1, 2.0), 0.5 * 1073741824.0);
    Plan p = withPreset(sevenB(), *findPreset(QStringLiteral("llama2-7b")));
    p.mode = Mode::Inference;
    p.seq = 4096;
    p.batch = 2;
    const PlanResult r = evaluate(p);
    QCOMPARE(r.lesson.kvCache, 4.0 * 1073741824.0);
    QCOMPARE(r.lesson.activations, 0.0);
    // 4-bit weights still keep a 16-bit cache.
    p.weights = Precision::Int4;
    QCOMPARE(evaluate(p).lesson.kvCache, 4.0 * 1073741824.0);
}

void TestVram::lessonActivationScaling()
{
    QCOMPARE(lessonActivationBytes(7e9, 1), 0.5e9);
    QCOMPARE(lessonActivationBytes(7e9, 4), 2.0e9);
    QCOMPARE(lessonActivationBytes(14e9, 1), 1.0e9);
    Plan p = sevenB();
    p.checkpointing = true;
    QCOMPARE(evaluate(p).lesson.activations, 0.5e9 / 8);
    p.checkpointing = false;
    p.weights = Precision::Fp32; // fp32 activations: twice the 16-bit figure
    QCOMPARE(evaluate(p).lesson.activations, 1.0e9);
}

void TestVram::fixes_data()
{
    QTest::addColumn<FixId>("fix");
    QTest::addColumn<Plan>("plan");
    QTest::addColumn<Component>("moved");
    QTest::addColumn<double>("expectedDelta"); // bytes, of that component and of the total
    Plan batch8 = sevenB();
    batch8.batch = 8;
    QTest::newRow("halve the batch") << FixId::HalveBatch << batch8 << Component::Activations << -2.0e9;
    Plan fp32 = sevenB();
    fp32.weights = Precision::Fp32;
    // Autocast keeps the fp32 weights (28 GB) and adds their bf16 copies (14 GB);
    // it halves the activations: at batch 64, 64 → 32 GB. Net −18 GB.
    Plan fp32Batch64 = fp32;
    fp32Batch64.batch = 64;
    QTest::newRow("mixed precision (autocast)")
        << FixId::MixedPrecision << fp32Batch64 << Component::Activations << -18.0e9;
    // Converting the model is what halves the weights: 28 → 14 GB, activations 1.0 → 0.5 GB.
    QTest::newRow("bf16 weights") << FixId::Bf16Weights << fp32 << Component::Weights << -14.5e9;
    Plan leak = sevenB();
    leak.keptGraphs = 3;
    QTest::newRow("loss.item()") << FixId::DropGraphs << leak << Component::Activations << -1.5e9;
    QTest::newRow("smaller model") << FixId::SmallerModel << sevenB() << Component::Weights << -(98.5e9 / 2);
    Plan gen = sevenB();
    gen.mode = Mode::Inference;
    gen = withPreset(gen, *findPreset(QStringLiteral("llama2-7b")));
    gen.seq = 4096;
    QTest::newRow("shorter inputs") << FixId::ShorterInputs << gen << Component::KvCache << -1073741824.0;
    QTest::newRow("checkpointing") << FixId::Checkpointing << sevenB() << Component::Activations << -(0.5e9 * 7 / 8);
    Plan shard = sevenB();
    QTest::newRow("shard") << FixId::Shard << shard << Component::Optimizer << -(98e9 / 2);
}

void TestVram::fixes()
{
    QFETCH(FixId, fix);
    QFETCH(Plan, plan);
    QFETCH(Component, moved);
    QFETCH(double, expectedDelta);
    const FixOutcome f = applyFix(plan, fix);
    QVERIFY2(f.applicable, qPrintable(f.explanation));
    QVERIFY(!f.title.isEmpty());
    QVERIFY(componentBytes(f.afterBytes, moved) < componentBytes(f.beforeBytes, moved));
    QVERIFY2(std::abs(f.delta() - expectedDelta) < 1.0, qPrintable(QString::number(f.delta(), 'f', 0)));
    // Fixes never touch the headroom.
    QCOMPARE(f.afterBytes.overhead, f.beforeBytes.overhead);
    // Applying the outcome's plan gives the same numbers: the fix is an operation on the plan.
    QCOMPARE(evaluate(f.after).used().total(), f.afterBytes.total());
    if (fix == FixId::HalveBatch) {
        QCOMPARE(f.after.batch, 4);
        QCOMPARE(f.after.effectiveBatch(), plan.effectiveBatch());
        QCOMPARE(f.afterBytes.modelStates(), f.beforeBytes.modelStates());
    }
    if (fix == FixId::MixedPrecision) {
        QCOMPARE(f.afterBytes.activations, f.beforeBytes.activations / 2);
        // Never the weights: fp32 stays, plus the cast copies.
        QCOMPARE(f.after.weights, Precision::Fp32);
        QCOMPARE(f.afterBytes.weights, f.beforeBytes.weights + 14e9);
        QCOMPARE(f.afterBytes.gradients, f.beforeBytes.gradients);
        QCOMPARE(f.afterBytes.optimizer, f.beforeBytes.optimizer);
    }
    if (fix == FixId::Shard)
        QCOMPARE(f.afterBytes.activations, f.beforeBytes.activations);
}

void TestVram::fixesInSpecOrder()
{
    const auto list = oomFixes(sevenB());
    QCOMPARE(list.size(), allFixes().size());
    QCOMPARE(list[0].id, FixId::HalveBatch);
    QCOMPARE(list[1].id, FixId::MixedPrecision);
    QCOMPARE(list[2].id, FixId::Bf16Weights);
    QCOMPARE(list[3].id, FixId::NoGrad);
    QCOMPARE(list[4].id, FixId::DropGraphs);
    QCOMPARE(list[5].id, FixId::SmallerModel);
    // Not applicable at batch 1: says why, and changes nothing.
    QVERIFY(!list[0].applicable);
    QCOMPARE(list[0].delta(), 0.0);
    QVERIFY(!list[0].explanation.isEmpty());
}

void TestVram::autocastKeepsTheWeightsInFp32()
{
    Plan p = sevenB();
    p.weights = Precision::Fp32;
    const PlanResult plain = evaluate(p);
    p.autocast = true;
    QVERIFY(autocastApplies(p));
    const PlanResult r = evaluate(p);
    // Weights 4 B/param plus the 2 B/param bf16 copies; fp32 gradients and Adam unchanged.
    QCOMPARE(r.lesson.weights, 28e9 + 14e9);
    QCOMPARE(r.lesson.gradients, plain.lesson.gradients);
    QCOMPARE(r.lesson.optimizer, plain.lesson.optimizer);
    QCOMPARE(r.lesson.activations, plain.lesson.activations / 2); // 16-bit saved activations
    QVERIFY(!r.notes.filter(QStringLiteral("Autocast")).isEmpty());

    // 7B at batch 1: the activations are too small for autocast to pay for the
    // copies, so the planner does not offer it as a fix.
    p.autocast = false;
    const FixOutcome f = applyFix(p, FixId::MixedPrecision);
    QVERIFY(!f.applicable);
    QCOMPARE(f.delta(), 0.0);
    QVERIFY2(f.explanation.contains(QStringLiteral("Not a saving")), qPrintable(f.explanation));
    QVERIFY(f.title.contains(QStringLiteral("autocast")));

    // On 16-bit weights autocast changes nothing.
    Plan fp16 = sevenB();
    fp16.autocast = true;
    QVERIFY(!autocastApplies(fp16));
    QCOMPARE(totalBytes(fp16), totalBytes(sevenB()));
}

void TestVram::aFixThatAddsMemoryIsNotOffered()
{
    // Under QLoRA, "evaluate under no_grad()" once showed +6.6 GB (the base
    // was re-counted in fp16), and "half-length inputs" showed −0.0 GB under
    // the lesson's estimate, which ignores the sequence. A fix on offer saves.
    QList<Plan> plans;
    for (Mode mode : {Mode::Inference, Mode::Train, Mode::Lora, Mode::Qlora})
        for (Precision w : {Precision::Fp32, Precision::Fp16, Precision::Int4})
            for (ActivationEstimate a : {ActivationEstimate::Lesson, ActivationEstimate::Architecture})
                for (int batch : {1, 16}) {
                    Plan p = withPreset(sevenB(), *findPreset(QStringLiteral("llama2-7b")));
                    p.mode = mode;
                    p.weights = w;
                    p.activations = a;
                    p.batch = batch;
                    p.keptGraphs = batch > 1 ? 2 : 0;
                    plans << p;
                }
    for (const Plan &p : plans)
        for (const FixOutcome &f : oomFixes(p)) {
            if (f.applicable)
                QVERIFY2(f.delta() < 0.0, qPrintable(f.title + QStringLiteral(": ") + QString::number(f.delta())));
            else
                QCOMPARE(f.delta(), 0.0);
        }

    Plan qlora = sevenB();
    qlora.mode = Mode::Qlora;
    const FixOutcome noGrad = applyFix(qlora, FixId::NoGrad);
    QVERIFY(!noGrad.applicable);
    QCOMPARE(noGrad.after.mode, Mode::Qlora);

    const FixOutcome shorter = applyFix(sevenB(), FixId::ShorterInputs);
    QVERIFY(!shorter.applicable);
    QVERIFY2(shorter.explanation.contains(QStringLiteral("does not model")), qPrintable(shorter.explanation));
}

void TestVram::noGradDoesNotTurnTrainingIntoInference()
{
    // A review found "evaluate under no_grad()" turning a 7B Adam training plan
    // into an inference plan (~99.5 → ~15 GB). no_grad() around evaluation
    // frees nothing a training step keeps: the plan, and its total, stay.
    for (Mode mode : {Mode::Train, Mode::Lora, Mode::Qlora}) {
        Plan p = sevenB();
        p.mode = mode;
        p.batch = 4;
        const FixOutcome f = applyFix(p, FixId::NoGrad);
        QVERIFY(!f.applicable);
        QCOMPARE(f.after.mode, mode);
        QCOMPARE(f.afterBytes.total(), f.beforeBytes.total());
        QCOMPARE(f.afterBytes.optimizer, f.beforeBytes.optimizer);
        // It says what no_grad() does save on an evaluation pass of this batch:
        // the lesson's 0.5 GB per sample at 7B, 4 samples = 2.0 GB.
        QVERIFY2(f.explanation.contains(QStringLiteral("2.0 GB")), qPrintable(f.explanation));
        QVERIFY2(f.explanation.contains(QStringLiteral("training step")), qPrintable(f.explanation));
    }
    // An inference plan is already the no_grad() figure; it names what
    // evaluating without it would add.
    Plan inf = sevenB();
    inf.mode = Mode::Inference;
    const FixOutcome f = applyFix(inf, FixId::NoGrad);
    QVERIFY(!f.applicable);
    QCOMPARE(f.delta(), 0.0);
    QVERIFY2(f.explanation.contains(QStringLiteral("0.5 GB")), qPrintable(f.explanation));
    QVERIFY2(f.explanation.contains(QStringLiteral("already assumes")), qPrintable(f.explanation));
}

void TestVram::loraAtLongContext()
{
    Plan full = withPreset(sevenB(), *findPreset(QStringLiteral("llama2-7b")));
    full.activations = ActivationEstimate::Architecture;
    Plan lora = full;
    lora.mode = Mode::Lora;
    // Adapters: rank 16 · (2·4096) · 4 matrices · 32 layers = 16,777,216 parameters.
    QCOMPARE(evaluate(lora).trainableParams, 16.0 * 8192 * 4 * 32);
    full.seq = lora.seq = 256;
    const double shortRatio = totalBytes(lora) / totalBytes(full);
    full.seq = lora.seq = 8192;
    const double longRatio = totalBytes(lora) / totalBytes(full);
    QVERIFY2(shortRatio < 0.2, qPrintable(QString::number(shortRatio)));
    QVERIFY2(longRatio > 0.8, qPrintable(QString::number(longRatio)));
    // At long context the activations dominate the LoRA plan.
    const PlanResult r = evaluate(lora);
    QVERIFY(r.lesson.activations > 10 * r.lesson.modelStates());
}

void TestVram::shardingDividesModelStatesNotActivations_data()
{
    QTest::addColumn<int>("sharding");
    QTest::addColumn<double>("weights");
    QTest::addColumn<double>("gradients");
    QTest::addColumn<double>("optimizer");
    QTest::newRow("none") << int(Sharding::None) << 14e9 << 28e9 << 56e9;
    QTest::newRow("zero1") << int(Sharding::Zero1) << 14e9 << 28e9 << 14e9;
    QTest::newRow("zero2") << int(Sharding::Zero2) << 14e9 << 7e9 << 14e9;
    QTest::newRow("zero3") << int(Sharding::Zero3) << 3.5e9 << 7e9 << 14e9;
}

void TestVram::shardingDividesModelStatesNotActivations()
{
    QFETCH(int, sharding);
    QFETCH(double, weights);
    QFETCH(double, gradients);
    QFETCH(double, optimizer);
    Plan p = sevenB();
    p.sharding = Sharding(sharding);
    p.gpus = 4;
    p.batch = 4;
    const PlanResult r = evaluate(p);
    QCOMPARE(r.lesson.weights, weights);
    QCOMPARE(r.lesson.gradients, gradients);
    QCOMPARE(r.lesson.optimizer, optimizer);
    QCOMPARE(r.lesson.activations, 2.0e9); // every GPU keeps its own micro-batch's activations
    QCOMPARE(p.effectiveBatch(), 16);
}

void TestVram::batchIsNotLinearWhenWeightsDominate()
{
    Plan p = sevenB();
    const double one = evaluate(p).lesson.planned();
    p.batch = 2;
    const double two = evaluate(p).lesson.planned();
    QCOMPARE(two - one, 0.5e9);
    QVERIFY(two / one < 1.01); // doubling the batch adds half a percent, not 100 %
}

void TestVram::smallestStandardCardIsTheVerdict()
{
    // The lesson's two anchors: a 16 GB T4 serves 7B in fp16, and full Adam
    // training of 7B fits none of the 8–80 GB cards.
    Plan inf = sevenB();
    inf.mode = Mode::Inference;
    QCOMPARE(smallestStandardCard(inf)->bytes, 16e9);
    QCOMPARE(smallestStandardCard(inf)->label, QStringLiteral("16 GB"));
    QVERIFY(!smallestStandardCard(sevenB()));
    Plan qlora = sevenB();
    qlora.mode = Mode::Qlora;
    QVERIFY(smallestStandardCard(qlora)->bytes <= 24e9); // the 24 GB recipe, at the most
    Plan invalid = sevenB();
    invalid.batch = 0;
    QVERIFY(!smallestStandardCard(invalid));
    // For every preset and mode: it fits that card, and the card below it does not.
    for (const Preset &preset : presets())
        for (Mode mode : {Mode::Inference, Mode::Train, Mode::Lora, Mode::Qlora}) {
            Plan p = withPreset(sevenB(), preset);
            p.mode = mode;
            const std::optional<Card> card = smallestStandardCard(p);
            const QList<Card> all = standardCards();
            const QString what = preset.id + QLatin1Char('/') + cliName(mode);
            if (!card) {
                QVERIFY2(!fits(p, all.constLast().bytes), qPrintable(what));
                continue;
            }
            QVERIFY2(fits(p, card->bytes), qPrintable(what));
            const qsizetype i =
                std::find_if(all.begin(), all.end(), [&](const Card &c) { return c.bytes == card->bytes; }) -
                all.begin();
            if (i > 0)
                QVERIFY2(!fits(p, all.at(i - 1).bytes), qPrintable(what));
        }
}

void TestVram::aTypedCountDropsThePreset()
{
    const Plan llama = withPreset(sevenB(), *findPreset(QStringLiteral("llama2-7b")));
    QCOMPARE(llama.presetId, QStringLiteral("llama2-7b"));
    const Plan typed = withParams(llama, 13e9);
    QCOMPARE(typed.params, 13e9);
    QVERIFY(typed.presetId.isEmpty());
    QCOMPARE(typed.activeParams, 0.0);
    QVERIFY(evaluate(typed).archGuessed); // the shape comes from the count, not from Llama-2-7B
    QCOMPARE(typed.mode, llama.mode);     // everything else stays
    QCOMPARE(typed.batch, llama.batch);
}

void TestVram::inputsInUseFollowTheMode()
{
    Plan p = sevenB();
    p.mode = Mode::Inference;
    InputsInUse in = inputsInUse(p);
    QVERIFY(in.weights);
    QVERIFY(!in.optimizer && !in.accumulation && !in.checkpointing && !in.autocast && !in.sharding && !in.loraRank &&
            !in.keptGraphs);
    p.mode = Mode::Train;
    in = inputsInUse(p);
    QVERIFY(in.optimizer && in.accumulation && in.checkpointing && in.sharding && in.keptGraphs);
    QVERIFY(!in.loraRank);
    QVERIFY(!in.autocast); // fp16 weights: nothing to autocast
    p.weights = Precision::Fp32;
    QVERIFY(inputsInUse(p).autocast);
    p.mode = Mode::Lora;
    QVERIFY(inputsInUse(p).loraRank);
    QVERIFY(!inputsInUse(p).autocast);
    p.mode = Mode::Qlora;
    QVERIFY(inputsInUse(p).loraRank);
    QVERIFY(!inputsInUse(p).weights); // 4-bit base, fixed
}

void TestVram::batchDoublingAddsOnlyActivations()
{
    Plan p = sevenB();
    const std::optional<BatchDoubling> d = batchDoubling(p);
    QVERIFY(d);
    QCOMPARE(d->batch, 1);
    QCOMPARE(d->doubled, 2);
    // The lesson's estimate: 0.5 GB more per sample; the model states stay.
    p.activations = ActivationEstimate::Lesson;
    const std::optional<BatchDoubling> lesson = batchDoubling(p);
    QCOMPARE(lesson->addedBytes, 0.5e9);
    const double planned = evaluate(p).used().planned();
    QCOMPARE(lesson->addedPercent, 100.0 * 0.5e9 / planned);
    QVERIFY(lesson->addedPercent < 1.0);
    // Whatever the estimate: what it adds is the activations' growth alone.
    p.activations = ActivationEstimate::PytorchSdpa;
    Plan twice = p;
    twice.batch = 2;
    QCOMPARE(batchDoubling(p)->addedBytes, evaluate(twice).used().activations - evaluate(p).used().activations);
    // At the largest batch there is nothing to double; inference and invalid plans say nothing.
    p.batch = kMaxBatch;
    QCOMPARE(batchDoubling(p)->doubled, kMaxBatch);
    QCOMPARE(batchDoubling(p)->addedBytes, 0.0);
    Plan inf = sevenB();
    inf.mode = Mode::Inference;
    QVERIFY(!batchDoubling(inf));
    Plan invalid = sevenB();
    invalid.batch = 0;
    QVERIFY(!batchDoubling(invalid));
}

void TestVram::qloraSevenBIsTheTwentyFourGbRecipe()
{
    Plan p = sevenB();
    p.mode = Mode::Qlora;
    const PlanResult r = evaluate(p);
    QVERIFY(r.lesson.weights > 7e9 && r.lesson.weights < 7.2e9); // ≈1 B per frozen weight + adapters
    QVERIFY(r.mixed.weights < r.lesson.weights);                 // 0.5625 B precise count
    QVERIFY(fits(p, 24e9));
    Plan full = sevenB();
    QVERIFY(!fits(full, 24e9));
}

void TestVram::presetsHaveRealShapes()
{
    QVERIFY(presets().size() >= 6);
    for (const Preset &p : presets()) {
        QVERIFY2(p.arch.valid(), qPrintable(p.id));
        QCOMPARE(p.arch.hidden % p.arch.heads, 0);
        QVERIFY(p.active <= p.params);
    }
    const Preset *mix = findPreset(QStringLiteral("mixtral-8x7b"));
    QVERIFY(mix && mix->active < mix->params / 3);
    QCOMPARE(findPreset(QStringLiteral("llama2-70b"))->arch.kvHeads, 8);
    QCOMPARE(findPreset(QStringLiteral("gpt2-xl"))->arch.layers, 48);
    // The lesson's second example: 1.5B in fp16 with Adam at batch 1 trains on one 24 GB consumer card, not on 16 GB.
    const Plan xl = withPreset(sevenB(), *findPreset(QStringLiteral("gpt2-xl")));
    QVERIFY(fits(xl, 24e9));
    QVERIFY(!fits(xl, 16e9));
    // A guessed 7B shape is close to Llama's.
    const Architecture g = guessArchitecture(7e9);
    QVERIFY(g.layers >= 30 && g.layers <= 36);
    QVERIFY(g.hidden >= 3800 && g.hidden <= 4400);
}

void TestVram::parseParams_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<double>("value"); // 0 = must be rejected
    QTest::addColumn<QString>("mentions");
    QTest::addColumn<bool>("german"); // read with the German locale (decimal comma)
    QTest::newRow("7B") << "7B" << 7e9 << "" << false;
    QTest::newRow("124M") << "124M" << 124e6 << "" << false;
    QTest::newRow("1.5B") << "1.5B" << 1.5e9 << "" << false;
    QTest::newRow("70b") << "70b" << 70e9 << "" << false;
    QTest::newRow("spaces") << " 13 B " << 13e9 << "" << false;
    QTest::newRow("plain") << "7000000000" << 7e9 << "" << false;
    QTest::newRow("exponent") << "1e9" << 1e9 << "" << false;
    QTest::newRow("7Q") << "7Q" << 0.0 << "suffix" << false;
    QTest::newRow("negative") << "-7B" << 0.0 << "positive" << false;
    QTest::newRow("zero") << "0" << 0.0 << "zero" << false;
    QTest::newRow("empty") << "" << 0.0 << "7B" << false;
    QTest::newRow("words") << "seven" << 0.0 << "not a parameter count" << false;
    QTest::newRow("too small") << "10K" << 0.0 << "outside" << false;
    QTest::newRow("too big") << "50T" << 0.0 << "outside" << false;
    // A comma is a decimal mark only where the language writes one; in
    // English it would be grouping ("1,500M") and is refused, not misread.
    QTest::newRow("1,5B in German") << "1,5B" << 1.5e9 << "" << true;
    QTest::newRow("1.5B in German") << "1.5B" << 1.5e9 << "" << true;
    QTest::newRow("1,500M in English") << "1,500M" << 0.0 << "not a parameter count" << false;
}

void TestVram::parseParams()
{
    QFETCH(QString, text);
    QFETCH(double, value);
    QFETCH(QString, mentions);
    QFETCH(bool, german);
    QLocale::setDefault(german ? QLocale(QLocale::German, QLocale::Germany) : QLocale::c());
    const ParamsParse r = gpulab::core::vram::parseParams(text);
    QLocale::setDefault(QLocale::c());
    if (value > 0) {
        QVERIFY2(r.ok(), qPrintable(r.error));
        QCOMPARE(r.value, value);
    } else {
        QVERIFY(!r.ok());
        QVERIFY2(r.error.contains(mentions), qPrintable(r.error));
    }
}

void TestVram::namesRoundTrip()
{
    for (Precision v : allPrecisions())
        QCOMPARE(precisionFromName(cliName(v)), v);
    for (Mode v : allModes())
        QCOMPARE(modeFromName(cliName(v)), v);
    for (Optimizer v : allOptimizers())
        QCOMPARE(optimizerFromName(cliName(v)), v);
    for (Sharding v : allShardings())
        QCOMPARE(shardingFromName(cliName(v)), v);
    QCOMPARE(shardingFromName(QStringLiteral("FSDP")), Sharding::Zero3);
    QCOMPARE(optimizerFromName(QStringLiteral("adamw")), Optimizer::Adam);
    QCOMPARE(precisionFromName(QStringLiteral("4bit")), Precision::Int4);
    QVERIFY(!optimizerFromName(QStringLiteral("lion")));
    QCOMPARE(formatParams(7e9), QStringLiteral("7.0 B"));
    QCOMPARE(formatParams(124e6), QStringLiteral("124 M"));
    // formatParams writes what the parameter field parses back, so it keeps
    // the '.'; what is only read (card names, notes) is in the locale's digits.
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    const QString params = formatParams(1.5e9);
    const QString custom = cards(30.5e9, nullptr).value(5).label;
    Plan moe = sevenB();
    moe.activeParams = 1.5e9;
    const QStringList notes = evaluate(moe).notes;
    QLocale::setDefault(QLocale::c());
    QCOMPARE(params, QStringLiteral("1.5 B"));
    QCOMPARE(custom, QStringLiteral("custom 30,5 GB"));
    QVERIFY2(notes.join(u'\n').contains(QStringLiteral("all 7,0 B parameters")), qPrintable(notes.join(u'\n')));
}

void TestVram::invalidPlanSaysWhy()
{
    Plan p = sevenB();
    p.batch = 0;
    QVERIFY(validate(p).contains(QStringLiteral("batch")));
    QVERIFY(!fits(p, 1e15));
    p = sevenB();
    p.gpus = 0;
    QVERIFY(validate(p).contains(QStringLiteral("GPUs")));
    QVERIFY(validate(sevenB()).isEmpty());
}

QTEST_GUILESS_MAIN(TestVram)
#include "tst_vram.moc"
