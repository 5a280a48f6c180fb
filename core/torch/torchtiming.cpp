#include "core/torch/torchtiming.h"

#include "core/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpulab::core::torch {
namespace {

// lupdate and the runtime agree on the context "TorchTiming".
struct TrTorchTiming {
    Q_DECLARE_TR_FUNCTIONS(TorchTiming)
};

bool sane(double seconds)
{
    return std::isfinite(seconds) && seconds > 0.0 && seconds < 3600.0;
}

} // namespace

QJsonObject torchTimingRequest(int n, int warmup, int repeats)
{
    return QJsonObject{
        {QStringLiteral("n"), n}, {QStringLiteral("warmup"), warmup}, {QStringLiteral("repeats"), repeats}};
}

TorchTiming torchTimingFrom(const PythonJobResult &answer)
{
    TorchTiming t;
    if (!answer.ok())
        return t;
    const QJsonObject &o = answer.result;
    t.torchVersion = o.value(QStringLiteral("torch")).toString();
    t.device = o.value(QStringLiteral("device")).toString();
    t.barrierName = o.value(QStringLiteral("barrier")).toString();
    t.n = o.value(QStringLiteral("n")).toInt();
    t.warmup = o.value(QStringLiteral("warmup")).toInt();
    t.repeats = o.value(QStringLiteral("repeats")).toInt();
    t.withoutBarrierS = o.value(QStringLiteral("without_barrier_s")).toDouble(-1.0);
    t.withBarrierS = o.value(QStringLiteral("with_barrier_s")).toDouble(-1.0);
    t.valid = (t.device == u"cuda" || t.device == u"mps" || t.device == u"cpu") && t.n > 0 && t.repeats > 0 &&
              sane(t.withoutBarrierS) && sane(t.withBarrierS);
    return t;
}

QString describeTorchTiming(const TorchTiming &t)
{
    if (!t.valid)
        return {};
    const QString head = TrTorchTiming::tr("PyTorch %1 on %2, n = %3, median of %4 after %5 warm-up:")
                             .arg(t.torchVersion, t.device, QLocale().toString(t.n))
                             .arg(t.repeats)
                             .arg(t.warmup);
    if (t.synchronous())
        return TrTorchTiming::tr("%1 %2 read right after a @ b, %3 with nothing to wait for. On the CPU the call "
                                 "returns when the product is done, so there is no illusion to see here.")
            .arg(head, units::seconds(t.withoutBarrierS), units::seconds(t.withBarrierS));
    return TrTorchTiming::tr("%1 %2 without the barrier, %3 with %4: the un-waited reading looks %5× faster.")
        .arg(head, units::seconds(t.withoutBarrierS), units::seconds(t.withBarrierS), t.barrierName)
        .arg(QLocale().toString(t.illusionFactor(), 'f', t.illusionFactor() < 10.0 ? 1 : 0));
}

} // namespace gpulab::core::torch
