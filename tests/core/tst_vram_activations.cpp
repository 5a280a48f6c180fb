// The planner's PyTorch activation model (core/vram/vramactivations) against
// what real PyTorch saved for backward (tests/data/activations/*.json, written
// by scripts/measure-activations: torch + transformers, one training step on
// the CPU, every saved tensor counted once per storage).

#include "core/vram/vramactivations.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTest>

#include <cmath>

using namespace gpulab::core::vram;

namespace {
constexpr double kTolerance = 0.05;    // the bar: ±5 % per case
constexpr double kPartSlack = 65536.0; // a part may differ by this many bytes (ids, labels)

QList<QJsonObject> measuredFiles()
{
    QList<QJsonObject> out;
    const QDir dir(QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/activations"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name)) {
        QFile f(dir.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            out << QJsonDocument::fromJson(f.readAll()).object();
    }
    return out;
}

Architecture archOf(const QJsonObject &a, int layers)
{
    Architecture arch;
    arch.layers = layers;
    arch.hidden = a[QStringLiteral("hidden")].toInt();
    arch.heads = a[QStringLiteral("heads")].toInt();
    arch.kvHeads = a[QStringLiteral("kv_heads")].toInt();
    arch.vocab = a[QStringLiteral("vocab")].toInt();
    arch.ffn = a[QStringLiteral("mlp")].toInt();
    arch.family = a[QStringLiteral("family")].toString() == QLatin1String("gpt2") ? Family::Gpt2 : Family::Llama;
    arch.experts = a[QStringLiteral("experts")].toInt();
    arch.expertsPerToken = a[QStringLiteral("experts_per_token")].toInt();
    return arch;
}

ActivationCase caseOf(const QJsonObject &arch, const QJsonObject &m)
{
    ActivationCase c;
    c.arch = archOf(arch, m[QStringLiteral("layers")].toInt());
    c.seq = m[QStringLiteral("seq")].toInt();
    c.batch = m[QStringLiteral("batch")].toInt();
    const QString dtype = m[QStringLiteral("dtype")].toString();
    c.dtype = dtype == QLatin1String("fp32")       ? ActivationDtype::Fp32
              : dtype == QLatin1String("autocast") ? ActivationDtype::Autocast
                                                   : ActivationDtype::Half;
    c.attention = m[QStringLiteral("attention")].toString() == QLatin1String("eager") ? AttentionKernel::Eager
                                                                                      : AttentionKernel::Sdpa;
    c.dropout = m[QStringLiteral("dropout")].toDouble();
    c.checkpointing = m[QStringLiteral("checkpointing")].toBool();
    c.backend = ActivationBackend::Cpu;
    c.loraRank = m[QStringLiteral("lora")].toInt();
    return c;
}

QString labelOf(const QString &preset, const QJsonObject &m)
{
    const int lora = m[QStringLiteral("lora")].toInt();
    return QStringLiteral("%1 L%2 %3 %4 s%5 b%6%7%8%9")
        .arg(preset)
        .arg(m[QStringLiteral("layers")].toInt())
        .arg(m[QStringLiteral("dtype")].toString(), m[QStringLiteral("attention")].toString())
        .arg(m[QStringLiteral("seq")].toInt())
        .arg(m[QStringLiteral("batch")].toInt())
        .arg(m[QStringLiteral("dropout")].toDouble() > 0 ? QStringLiteral(" dropout") : QString(),
             m[QStringLiteral("checkpointing")].toBool() ? QStringLiteral(" ckpt") : QString(),
             lora > 0 ? QStringLiteral(" lora%1").arg(lora) : QString());
}

double measuredLayers(const QJsonObject &parts)
{
    double sum = 0;
    for (auto it = parts.begin(); it != parts.end(); ++it)
        if (it.key().startsWith(QLatin1String("layer.")))
            sum += it.value().toDouble();
    return sum;
}
} // namespace

class TestVramActivations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyPresetWasMeasured();
    void matchesPytorch_data();
    void matchesPytorch();
    void perLayerScaling_data();
    void perLayerScaling();
    void gpt2ReferencePoint();
    void theRestOfTheStep();
    void cudaDiffersOnlyWhereTheKernelsDo();
    void planUsesTheModel();
};

void TestVramActivations::everyPresetWasMeasured()
{
    QStringList measured;
    for (const QJsonObject &file : measuredFiles()) {
        measured << file[QStringLiteral("preset")].toString();
        const QJsonObject about = file[QStringLiteral("about")].toObject();
        QVERIFY2(!about[QStringLiteral("torch")].toString().isEmpty(), "each file records the torch version");
        QVERIFY(!about[QStringLiteral("transformers")].toString().isEmpty());
    }
    for (const Preset &p : presets())
        QVERIFY2(measured.contains(p.id), qPrintable(p.id + QStringLiteral(" has no measurements")));
}

void TestVramActivations::matchesPytorch_data()
{
    QTest::addColumn<QJsonObject>("arch");
    QTest::addColumn<QJsonObject>("measured");
    int rows = 0;
    for (const QJsonObject &file : measuredFiles()) {
        const QString preset = file[QStringLiteral("preset")].toString();
        for (const QJsonValue &v : file[QStringLiteral("cases")].toArray()) {
            QTest::newRow(qPrintable(labelOf(preset, v.toObject())))
                << file[QStringLiteral("architecture")].toObject() << v.toObject();
            ++rows;
        }
    }
    QVERIFY2(rows >= 96, "every preset × {fp32, bf16} × {eager, sdpa} × 2 lengths × 2 batches");
}

void TestVramActivations::matchesPytorch()
{
    QFETCH(QJsonObject, arch);
    QFETCH(QJsonObject, measured);
    const ActivationParts p = pytorchActivations(caseOf(arch, measured));
    const double real = measured[QStringLiteral("saved_bytes")].toDouble();
    QVERIFY(real > 0);
    // Autocast's weight copies are saved tensors too; the plan counts them with the weights.
    const double planned = p.saved() + p.castWeights;
    const double error = planned / real - 1.0;
    qInfo("%-48s measured %12.0f  planner %12.0f  %+7.3f %%", QTest::currentDataTag(), real, planned, 100 * error);
    QVERIFY2(std::abs(error) <= kTolerance, qPrintable(QStringLiteral("%1 % off").arg(100 * error, 0, 'f', 2)));

    const QJsonObject parts = measured[QStringLiteral("parts")].toObject();
    const ActivationCase c = caseOf(arch, measured);
    const double headCast = p.castWeights > 0 ? 2.0 * c.arch.hidden * c.arch.vocab : 0.0; // the LM head's copy
    const struct {
        const char *name;
        double planned, real;
    } rows[] = {
        {"embeddings", p.embeddings, parts[QStringLiteral("embeddings")].toDouble()},
        {"layers", p.layers + p.shared + p.castWeights - headCast, measuredLayers(parts)},
        {"final_norm", p.finalNorm, parts[QStringLiteral("final_norm")].toDouble()},
        {"lm_head", p.lmHead + headCast, parts[QStringLiteral("lm_head")].toDouble()},
        {"loss", p.loss, parts[QStringLiteral("loss")].toDouble()},
        {"logits", p.logits, measured[QStringLiteral("logits_bytes")].toDouble()},
    };
    for (const auto &r : rows)
        QVERIFY2(
            std::abs(r.planned - r.real) <= std::max(kPartSlack, kTolerance * r.real),
            qPrintable(
                QStringLiteral("%1: planner %2, measured %3").arg(QLatin1String(r.name)).arg(r.planned).arg(r.real)));
}

void TestVramActivations::perLayerScaling_data()
{
    QTest::addColumn<QJsonObject>("arch");
    QTest::addColumn<QJsonObject>("one");
    QTest::addColumn<QJsonObject>("two");
    for (const QJsonObject &file : measuredFiles()) {
        const QJsonArray cases = file[QStringLiteral("cases")].toArray();
        for (const QJsonValue &a : cases) {
            const QJsonObject one = a.toObject();
            if (one[QStringLiteral("layers")].toInt() != 1)
                continue;
            for (const QJsonValue &b : cases) {
                QJsonObject two = b.toObject();
                QJsonObject same = two;
                same[QStringLiteral("layers")] = 1;
                if (two[QStringLiteral("layers")].toInt() == 2 && labelOf({}, same) == labelOf({}, one))
                    QTest::newRow(qPrintable(labelOf(file[QStringLiteral("preset")].toString(), one)))
                        << file[QStringLiteral("architecture")].toObject() << one << two;
            }
        }
    }
}

// The second layer adds exactly one layer's tensors, measured and planned.
void TestVramActivations::perLayerScaling()
{
    QFETCH(QJsonObject, arch);
    QFETCH(QJsonObject, one);
    QFETCH(QJsonObject, two);
    const double measuredLayer =
        two[QStringLiteral("saved_bytes")].toDouble() - one[QStringLiteral("saved_bytes")].toDouble();
    const ActivationParts planned = pytorchActivations(caseOf(arch, two));
    QVERIFY(measuredLayer > 0);
    QVERIFY2(std::abs(planned.perLayer / measuredLayer - 1.0) <= kTolerance,
             qPrintable(QStringLiteral("per layer: planner %1, measured %2").arg(planned.perLayer).arg(measuredLayer)));
}

// The reference: GPT-2 124M, 12 layers, 1,024 tokens, batch 1, dropout
// 0.1, eager attention: 1.72 GB in bf16, 3.24 GB in fp32, measured.
void TestVramActivations::gpt2ReferencePoint()
{
    ActivationCase c;
    c.arch = findPreset(QStringLiteral("gpt2"))->arch;
    c.attention = AttentionKernel::Eager;
    c.dropout = c.arch.dropout;
    c.backend = ActivationBackend::Cpu;
    QCOMPARE(c.arch.dropout, 0.1);
    QVERIFY(std::abs(pytorchActivations(c).saved() / 1.72e9 - 1.0) < 0.005);
    c.dtype = ActivationDtype::Fp32;
    QVERIFY(std::abs(pytorchActivations(c).saved() / 3.24e9 - 1.0) < 0.005);
}

// The rest of the step, measured on GPT-2 (two layers, 1,024 tokens): what the
// optimizer keeps per parameter, what the forward pass leaves resident (the
// saved tensors and the logits), and the largest transient of backward.
void TestVramActivations::theRestOfTheStep()
{
    int steps = 0;
    for (const QJsonObject &file : measuredFiles()) {
        for (const QJsonValue &v : file[QStringLiteral("steps")].toArray()) {
            const QJsonObject m = v.toObject();
            ++steps;
            const double params = m[QStringLiteral("param_bytes")].toDouble();
            // Gradients in the parameters' dtype; AdamW's two states too (a bf16
            // model keeps bf16 states and no fp32 master copy).
            QCOMPARE(m[QStringLiteral("grad_bytes")].toDouble(), params);
            QCOMPARE(m[QStringLiteral("adam_state_bytes")].toDouble(), 2 * params);
            const ActivationParts p = pytorchActivations(caseOf(file[QStringLiteral("architecture")].toObject(), m));
            const double forward = m[QStringLiteral("rss_after_forward")].toDouble();
            QVERIFY2(std::abs(forward / p.alive() - 1.0) <= kTolerance,
                     qPrintable(QStringLiteral("after forward: measured %1, planner %2").arg(forward).arg(p.alive())));
            // The peak comes as backward starts: the logits' two fp32 gradients, no
            // parameter gradient yet.
            const double transient = m[QStringLiteral("rss_peak_backward")].toDouble() - forward;
            QVERIFY2(std::abs(transient / p.logitsGradient - 1.0) <= kTolerance,
                     qPrintable(QStringLiteral("backward transient: measured %1, planner %2")
                                    .arg(transient)
                                    .arg(p.logitsGradient)));
        }
    }
    QVERIFY(steps >= 2); // fp32 and bf16
}

// On a GPU the same ops save the same tensors except dropout's 1-byte masks,
// fp32 LayerNorm statistics, and SDPA keeping its fused kernel under dropout.
void TestVramActivations::cudaDiffersOnlyWhereTheKernelsDo()
{
    ActivationCase c;
    c.arch = findPreset(QStringLiteral("llama2-7b"))->arch;
    c.backend = ActivationBackend::Cpu;
    const double cpu = pytorchActivations(c).saved();
    c.backend = ActivationBackend::Cuda;
    QCOMPARE(pytorchActivations(c).saved(), cpu); // no dropout, no LayerNorm: identical

    c.arch = findPreset(QStringLiteral("gpt2"))->arch;
    c.dropout = 0.1;
    c.attention = AttentionKernel::Eager;
    const double cuda = pytorchActivations(c).saved();
    c.backend = ActivationBackend::Cpu;
    QVERIFY(cuda < pytorchActivations(c).saved()); // 1-byte masks instead of 2-byte ones

    c.attention = AttentionKernel::Sdpa;
    const double cpuSdpa = pytorchActivations(c).saved();
    c.backend = ActivationBackend::Cuda;
    QVERIFY(pytorchActivations(c).saved() < cpuSdpa / 2); // no fp32 math fallback
}

void TestVramActivations::planUsesTheModel()
{
    Plan plan = withPreset(Plan{}, *findPreset(QStringLiteral("gpt2")));
    plan.weights = Precision::Bf16;
    plan.activations = ActivationEstimate::PytorchEager;
    const PlanResult r = evaluate(plan);
    const ActivationParts parts = pytorchActivations(activationCaseOf(plan, plan.arch, AttentionKernel::Eager));
    QCOMPARE(r.activationsEager, parts.alive());
    QCOMPARE(r.used().activations, parts.alive());
    QVERIFY(r.activationsSdpa < r.activationsEager);
    plan.activations = ActivationEstimate::PytorchSdpa;
    QCOMPARE(evaluate(plan).used().activations, r.activationsSdpa);
    // LoRA plans use the frozen-base rules at the plan's rank.
    plan.mode = Mode::Lora;
    plan.loraRank = 64;
    const ActivationCase lora = activationCaseOf(plan, plan.arch, AttentionKernel::Sdpa);
    QCOMPARE(lora.loraRank, 64);
    QCOMPARE(evaluate(plan).used().activations, pytorchActivations(lora).alive());
    plan.mode = Mode::Inference;
    QCOMPARE(evaluate(plan).used().activations, 0.0);
}

QTEST_GUILESS_MAIN(TestVramActivations)
#include "tst_vram_activations.moc"
