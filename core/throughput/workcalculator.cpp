#include "core/throughput/workcalculator.h"

#include "core/throughput/raceconstants.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QtNumeric>

#include <optional>

namespace gpulab::core::throughput {
namespace {
// lupdate and the runtime agree on the context "WorkCalculator".
struct TrWorkCalculator {
    Q_DECLARE_TR_FUNCTIONS(WorkCalculator)
};
} // namespace

LayerSizes parseLayerSizes(const QString &text)
{
    LayerSizes out;
    const QStringList layers = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString &layer : layers) {
        qint64 product = 1;
        const QStringList factors = layer.split(QRegularExpression(QStringLiteral("[*×xX]")));
        for (const QString &f : factors) {
            bool ok = false;
            const qint64 v = f.toLongLong(&ok);
            if (!ok || v <= 0) {
                out.error = TrWorkCalculator::tr("\"%1\" is not a layer size (use whole numbers like 784 or 3*224*224)")
                                .arg(layer);
                out.sizes.clear();
                return out;
            }
            if (qMulOverflow(product, v, &product)) {
                out.error = TrWorkCalculator::tr("the layer size \"%1\" is too large").arg(layer);
                out.sizes.clear();
                return out;
            }
        }
        out.sizes.append(product);
    }
    if (out.sizes.size() < 2)
        out.error = TrWorkCalculator::tr("give at least two layer sizes (inputs and outputs), e.g. 784, 256, 10");
    return out;
}

WorkEstimate estimateWork(const QList<qint64> &sizes, qint64 batch)
{
    WorkEstimate w;
    if (sizes.size() < 2) {
        w.error = TrWorkCalculator::tr("give at least two layer sizes (inputs and outputs)");
        return w;
    }
    if (batch < 1) {
        w.error = TrWorkCalculator::tr("the batch size must be at least 1 (got %1)").arg(batch);
        return w;
    }
    qint64 total = 0;
    for (qsizetype i = 0; i + 1 < sizes.size(); ++i) {
        qint64 layer = 0;
        if (sizes[i] < 1 || sizes[i + 1] < 1) {
            w.error = TrWorkCalculator::tr("layer sizes must be at least 1");
            return w;
        }
        if (qMulOverflow(batch, sizes[i], &layer) || qMulOverflow(layer, sizes[i + 1], &layer) ||
            qAddOverflow(total, layer, &total)) {
            w.error = TrWorkCalculator::tr("the work is too large to count");
            return w;
        }
    }
    w.forwardMultiplyAdds = total;
    w.forwardCalls = sizes.size() - 1;
    w.trainingCalls = kTrainingStepFactor * w.forwardCalls;
    if (qMulOverflow(total, qint64(kTrainingStepFactor), &w.trainingMultiplyAdds)) {
        w.error = TrWorkCalculator::tr("the work is too large to count");
        w.forwardMultiplyAdds = 0;
        w.trainingMultiplyAdds = 0;
    }
    return w;
}

double secondsAtRate(qint64 multiplyAdds, double gflops)
{
    if (gflops <= 0.0)
        return 0.0;
    return double(multiplyAdds) * kFlopsPerMultiplyAdd / (gflops * 1e9);
}

WorkTimes workTimes(const WorkEstimate &w, double cpuGflops, double gpuGflops, double gpuSecondsPerCall)
{
    WorkTimes t;
    t.known = w.ok() && cpuGflops > 0.0 && gpuGflops > 0.0;
    t.cpuForward = secondsAtRate(w.forwardMultiplyAdds, cpuGflops);
    t.cpuTraining = secondsAtRate(w.trainingMultiplyAdds, cpuGflops);
    t.gpuForwardArithmetic = secondsAtRate(w.forwardMultiplyAdds, gpuGflops);
    t.gpuTrainingArithmetic = secondsAtRate(w.trainingMultiplyAdds, gpuGflops);
    t.gpuForward = t.gpuForwardArithmetic + double(w.forwardCalls) * gpuSecondsPerCall;
    t.gpuTraining = t.gpuTrainingArithmetic + double(w.trainingCalls) * gpuSecondsPerCall;
    return t;
}

QList<WorkPreset> workPresets()
{
    return {
        {QT_TRANSLATE_NOOP("WorkCalculator", "Small MLP (MNIST digits)"), "784, 256, 10", 64},
        {QT_TRANSLATE_NOOP("WorkCalculator", "MLP on raw 224×224 RGB pixels (ImageNet-sized)"),
         "3*224*224, 4096, 4096, 1000", 64},
    };
}

namespace {
std::optional<WorkRateChoice> fromLesson(const BenchmarkResult &r)
{
    if (r.points.isEmpty() || r.backend.simulated)
        return std::nullopt;
    const BenchmarkPoint &p = r.points.constFirst();
    return WorkRateChoice{p.gflops, WorkRateSource::LessonBenchmark, r.backend.label, p.n, {}};
}

std::optional<WorkRateChoice> fromSweep(const SweepData &sweep, const QString &backendId)
{
    const SweepSeries *s = sweep.find(backendId);
    if (!s || s->points.isEmpty() || s->backend.simulated)
        return std::nullopt;
    const auto &p = s->points.constLast();
    return WorkRateChoice{p.gflops, WorkRateSource::Sweep, s->backend.label, p.n, {}};
}
} // namespace

WorkRateChoices chooseWorkRates(const BenchmarkResult &lessonCpu, const BenchmarkResult &lessonGpu,
                                const SweepData &sweep, const DeviceReport &report)
{
    WorkRateChoices c;
    if (auto m = fromLesson(lessonCpu))
        c.cpu = *m;
    else if (auto s = fromSweep(sweep, QStringLiteral("cpu")))
        c.cpu = *s;
    else if (!report.pending)
        c.cpu = {report.cpu.peakGflops, WorkRateSource::CpuFmaPeak, {}, 0, {}};
    if (auto m = fromLesson(lessonGpu))
        c.gpu = *m;
    else if (auto s = fromSweep(sweep, QStringLiteral("cuda")))
        c.gpu = *s;
    else if (report.pending)
        c.gpu = {}; // said as "waiting for the GPU check"
    else if (report.cuda.usable())
        c.gpu = {report.cuda.peakGflops, WorkRateSource::GpuDevicePeak, {}, 0, {}};
    else
        c.gpu = {kSimulatedGpuGflops, WorkRateSource::TeachingRate, {}, 0, report.cuda.reason};
    return c;
}

} // namespace gpulab::core::throughput
