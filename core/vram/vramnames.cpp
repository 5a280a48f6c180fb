#include "core/vram/vramnames.h"

#include "core/vram/vramtr.h"

#include <QCoreApplication>
#include <QLocale>
#include <QRegularExpression>

#include <cmath>

namespace gpulab::core::vram {
namespace {
template <typename E> std::optional<E> fromName(const QString &name, const QList<E> &all)
{
    const QString n = name.trimmed().toLower();
    for (E v : all)
        if (cliName(v) == n)
            return v;
    return std::nullopt;
}
} // namespace

ParamsParse parseParams(const QString &text)
{
    ParamsParse r;
    const QString t = text.trimmed();
    if (t.isEmpty()) {
        r.error = TrVram::tr("give a parameter count such as 7B or 124M");
        return r;
    }
    // A point is always the decimal mark. Where the language writes a decimal
    // comma, a comma is one too ("1,5B" in German is 1.5B); elsewhere a comma
    // would be digit grouping ("1,500M") and is refused, not misread.
    static const QRegularExpression point(
        QStringLiteral("^([+-]?[0-9]*\\.?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*([A-Za-z]*)$"));
    static const QRegularExpression pointOrComma(
        QStringLiteral("^([+-]?[0-9]*[.,]?[0-9]+(?:[eE][+-]?[0-9]+)?)\\s*([A-Za-z]*)$"));
    const auto m = (QLocale().decimalPoint() == QStringLiteral(",") ? pointOrComma : point).match(t);
    if (!m.hasMatch()) {
        r.error = TrVram::tr("\"%1\" is not a parameter count (try 7B, 124M or 1.5B)").arg(t);
        return r;
    }
    bool converted = false;
    const double number = m.captured(1).replace(QLatin1Char(','), QLatin1Char('.')).toDouble(&converted);
    // A number that matches the pattern but does not convert is out of
    // double's range (1e400, 1e-400): too large or too small, not "negative".
    if (!converted || !std::isfinite(number)) {
        r.error = TrVram::tr("%1 parameters is outside what the planner covers (1M … 10T)").arg(t);
        return r;
    }
    const QString suffix = m.captured(2).toUpper();
    double scale = 1;
    if (suffix == u"K")
        scale = 1e3;
    else if (suffix == u"M")
        scale = 1e6;
    else if (suffix == u"B" || suffix == u"G")
        scale = 1e9;
    else if (suffix == u"T")
        scale = 1e12;
    else if (!suffix.isEmpty()) {
        r.error = TrVram::tr("unknown suffix \"%1\" in \"%2\" (use K, M, B or T)").arg(m.captured(2), t);
        return r;
    }
    const double v = number * scale;
    if (!std::isfinite(v) || v < 0) {
        r.error = TrVram::tr("the parameter count must be positive (got %1)").arg(t);
        return r;
    }
    if (v == 0) {
        r.error = TrVram::tr("the parameter count must be positive, not zero");
        return r;
    }
    if (v < kMinParams || v > kMaxParams) {
        r.error = TrVram::tr("%1 parameters is outside what the planner covers (1M … 10T)").arg(t);
        return r;
    }
    r.value = v;
    return r;
}

QString formatParams(double p)
{
    if (p >= 1e12)
        return QStringLiteral("%1 T").arg(p / 1e12, 0, 'f', p >= 1e13 ? 0 : 1);
    if (p >= 1e9)
        return QStringLiteral("%1 B").arg(p / 1e9, 0, 'f', p >= 1e11 ? 0 : 1);
    if (p >= 1e6)
        return QStringLiteral("%1 M").arg(p / 1e6, 0, 'f', 0);
    return QStringLiteral("%1 K").arg(p / 1e3, 0, 'f', 0);
}

QString readableParams(double p)
{
    // The suffix is a word in some languages (German: 7,0 Mrd.), so it is translated too.
    const QLocale here;
    if (p >= 1e12)
        return TrVram::tr("%1 T", "trillion parameters").arg(here.toString(p / 1e12, 'f', p >= 1e13 ? 0 : 1));
    if (p >= 1e9)
        return TrVram::tr("%1 B", "billion parameters").arg(here.toString(p / 1e9, 'f', p >= 1e11 ? 0 : 1));
    if (p >= 1e6)
        return TrVram::tr("%1 M", "million parameters").arg(here.toString(p / 1e6, 'f', 0));
    return TrVram::tr("%1 K", "thousand parameters").arg(here.toString(p / 1e3, 'f', 0));
}

QString cliName(Precision v)
{
    switch (v) {
    case Precision::Fp32: return QStringLiteral("fp32");
    case Precision::Fp16: return QStringLiteral("fp16");
    case Precision::Bf16: return QStringLiteral("bf16");
    case Precision::Int8: return QStringLiteral("int8");
    case Precision::Int4: return QStringLiteral("int4");
    }
    return {};
}
QString cliName(Mode v)
{
    switch (v) {
    case Mode::Inference: return QStringLiteral("inference");
    case Mode::Train: return QStringLiteral("train");
    case Mode::Lora: return QStringLiteral("lora");
    case Mode::Qlora: return QStringLiteral("qlora");
    }
    return {};
}
QString cliName(Optimizer v)
{
    switch (v) {
    case Optimizer::Sgd: return QStringLiteral("sgd");
    case Optimizer::SgdMomentum: return QStringLiteral("momentum");
    case Optimizer::Adam: return QStringLiteral("adam");
    case Optimizer::Adam8bit: return QStringLiteral("adam8bit");
    }
    return {};
}
QString cliName(Sharding v)
{
    switch (v) {
    case Sharding::None: return QStringLiteral("none");
    case Sharding::Zero1: return QStringLiteral("zero1");
    case Sharding::Zero2: return QStringLiteral("zero2");
    case Sharding::Zero3: return QStringLiteral("zero3");
    }
    return {};
}
QString cliName(Bookkeeping v)
{
    return v == Bookkeeping::Lesson ? QStringLiteral("lesson") : QStringLiteral("mixed");
}
QString cliName(ActivationEstimate v)
{
    switch (v) {
    case ActivationEstimate::Lesson: return QStringLiteral("lesson");
    case ActivationEstimate::Architecture: return QStringLiteral("megatron");
    case ActivationEstimate::PytorchEager: return QStringLiteral("pytorch-eager");
    case ActivationEstimate::PytorchSdpa: return QStringLiteral("pytorch-sdpa");
    }
    return {};
}

QString label(Precision v)
{
    switch (v) {
    case Precision::Fp32: return TrVram::tr("fp32 (4 B)");
    case Precision::Fp16: return TrVram::tr("fp16 (2 B)");
    case Precision::Bf16: return TrVram::tr("bf16 (2 B)");
    case Precision::Int8: return TrVram::tr("int8 (1 B)");
    case Precision::Int4: return TrVram::tr("4-bit (0.5 B)");
    }
    return {};
}
QString label(Mode v)
{
    switch (v) {
    case Mode::Inference: return TrVram::tr("Inference");
    case Mode::Train: return TrVram::tr("Full training");
    case Mode::Lora: return TrVram::tr("LoRA fine-tuning");
    case Mode::Qlora: return TrVram::tr("QLoRA (4-bit base)");
    }
    return {};
}
QString label(Optimizer v)
{
    switch (v) {
    case Optimizer::Sgd: return TrVram::tr("SGD, no momentum (0 B)");
    case Optimizer::SgdMomentum: return TrVram::tr("SGD + momentum (4 B)");
    case Optimizer::Adam: return TrVram::tr("Adam / AdamW (8 B)");
    case Optimizer::Adam8bit: return TrVram::tr("8-bit Adam (2 B)");
    }
    return {};
}
QString label(Sharding v)
{
    switch (v) {
    case Sharding::None: return TrVram::tr("None");
    case Sharding::Zero1: return TrVram::tr("ZeRO-1: optimizer state");
    case Sharding::Zero2: return TrVram::tr("ZeRO-2: + gradients");
    case Sharding::Zero3: return TrVram::tr("ZeRO-3 / FSDP: + weights");
    }
    return {};
}
QString label(Bookkeeping v)
{
    return v == Bookkeeping::Lesson ? TrVram::tr("Lesson (2 + 4 + 8)") : TrVram::tr("Mixed precision (≈16 B)");
}
QString label(ActivationEstimate v)
{
    switch (v) {
    case ActivationEstimate::Lesson: return TrVram::tr("Lesson estimate (0.5 GB at 7B, ~100 tokens)");
    case ActivationEstimate::Architecture: return TrVram::tr("Megatron-style fused kernels (Korthikanti et al.)");
    case ActivationEstimate::PytorchEager: return TrVram::tr("PyTorch (eager attention)");
    case ActivationEstimate::PytorchSdpa: return TrVram::tr("PyTorch (SDPA attention)");
    }
    return {};
}
QString label(Component c)
{
    switch (c) {
    case Component::Weights: return TrVram::tr("Weights");
    case Component::Gradients: return TrVram::tr("Gradients");
    case Component::Optimizer: return TrVram::tr("Optimizer state");
    case Component::Activations: return TrVram::tr("Activations");
    case Component::KvCache: return TrVram::tr("KV cache");
    case Component::Overhead: return TrVram::tr("Headroom");
    }
    return {};
}

std::optional<Precision> precisionFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"4bit" || n == u"4-bit" || n == u"nf4" || n == u"q4")
        return Precision::Int4;
    return fromName(n, allPrecisions());
}
std::optional<Mode> modeFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"infer" || n == u"serve")
        return Mode::Inference;
    if (n == u"training" || n == u"full")
        return Mode::Train;
    return fromName(n, allModes());
}
std::optional<Optimizer> optimizerFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"adamw")
        return Optimizer::Adam;
    if (n == u"sgd-momentum" || n == u"sgdm")
        return Optimizer::SgdMomentum;
    if (n == u"adam-8bit" || n == u"8bit-adam" || n == u"adamw8bit")
        return Optimizer::Adam8bit;
    return fromName(n, allOptimizers());
}
std::optional<Sharding> shardingFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"fsdp")
        return Sharding::Zero3;
    return fromName(n, allShardings());
}
std::optional<Bookkeeping> bookkeepingFromName(const QString &name)
{
    return fromName(name, QList<Bookkeeping>{Bookkeeping::Lesson, Bookkeeping::MixedPrecision});
}
std::optional<ActivationEstimate> activationEstimateFromName(const QString &name)
{
    const QString n = name.trimmed().toLower();
    if (n == u"architecture" || n == u"korthikanti")
        return ActivationEstimate::Architecture;
    if (n == u"eager")
        return ActivationEstimate::PytorchEager;
    if (n == u"sdpa" || n == u"pytorch")
        return ActivationEstimate::PytorchSdpa;
    return fromName(n, allActivationEstimates());
}

QList<Precision> allPrecisions()
{
    return {Precision::Fp32, Precision::Fp16, Precision::Bf16, Precision::Int8, Precision::Int4};
}
QList<Mode> allModes()
{
    return {Mode::Inference, Mode::Train, Mode::Lora, Mode::Qlora};
}
QList<Optimizer> allOptimizers()
{
    return {Optimizer::Sgd, Optimizer::SgdMomentum, Optimizer::Adam, Optimizer::Adam8bit};
}
QList<Sharding> allShardings()
{
    return {Sharding::None, Sharding::Zero1, Sharding::Zero2, Sharding::Zero3};
}
QList<ActivationEstimate> allActivationEstimates()
{
    return {ActivationEstimate::Lesson, ActivationEstimate::Architecture, ActivationEstimate::PytorchEager,
            ActivationEstimate::PytorchSdpa};
}

} // namespace gpulab::core::vram
