// `gpulab bench --roofline`: core's roofline figures for one backend, printed.

#include "app/cli.h"

#include "core/backendregistry.h"
#include "core/benchmark.h"
#include "core/benchmarkjson.h"
#include "core/kerneltext.h"
#include "core/throughput/roofline.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QTextStream>

namespace gpulab::app {
namespace {

namespace units = core::units;
namespace tp = core::throughput;

// lupdate and the runtime agree on the context "CliRoofline".
struct TrRoofline {
    Q_DECLARE_TR_FUNCTIONS(CliRoofline)
};

QString gbPerSecond(double bytesPerSecond)
{
    return TrRoofline::tr("%1 GB/s").arg(QLocale().toString(bytesPerSecond * 1e-9, 'f', 1));
}

QString flopsPerByte(double v)
{
    return TrRoofline::tr("%1 FLOP/byte").arg(QLocale().toString(v, 'f', v < 10 ? 2 : 1));
}

void printText(const tp::RooflineDevice &d, const QList<core::BenchmarkResult> &results)
{
    printLine(TrRoofline::tr("Roofline of %1 — %2").arg(d.backend.label, d.backend.provenance()));
    const tp::BandwidthMeasurement &b = d.bandwidth;
    if (b.ok())
        printLine(TrRoofline::tr("  memory bandwidth: %1 best, %2 median of %n passes after %3 warm-up (%4)", nullptr,
                                 b.repeats)
                      .arg(gbPerSecond(b.bestBytesPerSecond), gbPerSecond(b.medianBytesPerSecond))
                      .arg(b.warmup)
                      .arg(core::kernelText(b.method)));
    else
        printLine(TrRoofline::tr("  memory bandwidth: not measured — %1").arg(b.error));
    for (const tp::Roof &r : d.roofs)
        printLine(r.ridgeIntensity > 0 ? TrRoofline::tr("  %1 roof: %2, ridge point at %3 (%4)")
                                             .arg(core::precisionName(r.precision), units::gflops(r.gflops),
                                                  flopsPerByte(r.ridgeIntensity), core::kernelText(r.source))
                                       : TrRoofline::tr("  %1 roof: %2 (%3)")
                                             .arg(core::precisionName(r.precision), units::gflops(r.gflops),
                                                  core::kernelText(r.source)));
    for (const core::BenchmarkResult &res : results)
        if (!res.backend.implementation.isEmpty())
            printLine(TrRoofline::tr("  %1 kernel: %2%3")
                          .arg(core::precisionName(res.precision), res.backend.implementation,
                               res.backend.implementationNote.isEmpty()
                                   ? QString()
                                   : QStringLiteral(" — ") + res.backend.implementationNote));
    printLine(QString());
    // The headings are padded like the figures under them, by terminal columns.
    printLine(QStringLiteral("  %1 %2 %3 %4 %5   %6")
                  .arg(padded(TrRoofline::tr("precision"), -11), padded(TrRoofline::tr("n", "matrix size"), 6),
                       padded(TrRoofline::tr("intensity"), 16), padded(TrRoofline::tr("measured"), 15),
                       padded(TrRoofline::tr("attainable"), 15), TrRoofline::tr("bound")));
    for (const tp::RooflinePoint &p : d.points) {
        const QString bound = p.attainable <= 0 ? TrRoofline::tr("no roof")
                              : p.memoryBound   ? TrRoofline::tr("memory")
                                                : TrRoofline::tr("compute");
        printLine(QStringLiteral("  %1 %2 %3 %4 %5   %6")
                      .arg(padded(core::precisionName(p.precision), -11), padded(QString::number(p.n), 6),
                           padded(flopsPerByte(p.intensity), 16), padded(units::gflops(p.gflops), 15),
                           padded(p.attainable > 0 ? units::gflops(p.attainable) : QStringLiteral("—"), 15), bound));
    }
}

} // namespace

QList<int> rooflineDefaultSizes()
{
    return {64, 128, 256, 512, 1024, 2048};
}

int runRoofline(const RooflineRun &run, const std::atomic<bool> &cancel)
{
    core::BackendChoice choice = core::createBackend(run.backendId);
    if (!choice.backend)
        return usageError(choice.error);
    kernels::MatmulBackend &backend = *choice.backend;
    const std::vector<kernels::Precision> supported = backend.precisions();
    QList<kernels::Precision> precisions = run.precisions;
    if (precisions.isEmpty())
        precisions = QList<kernels::Precision>(supported.begin(), supported.end());
    const auto requestFor = [&run](kernels::Precision p) {
        core::BenchmarkRequest request;
        request.backendId = run.backendId;
        request.sizes = run.sizes;
        request.warmup = run.warmup;
        request.repeats = run.repeats;
        request.precision = p;
        return request;
    };
    // Every precision and size, before anything runs or is allocated (the checks runBenchmark meets).
    for (kernels::Precision p : precisions)
        if (const QString refused = core::preflight(backend, requestFor(p)); !refused.isEmpty())
            return usageError(refused);

    // The bandwidth first, while no operand occupies the memory it measures.
    const tp::BandwidthMeasurement bandwidth = tp::measureBandwidth(backend, cancel);
    QList<core::BenchmarkResult> results;
    QList<tp::SweepSeries> series;
    for (kernels::Precision p : precisions) {
        if (cancel.load())
            break;
        core::BenchmarkResult r = core::runBenchmark(backend, requestFor(p), cancel);
        tp::SweepSeries s;
        s.backend = r.backend;
        s.precision = p;
        s.peakGflops = r.peakGflops;
        s.points = r.points;
        s.error = r.error;
        series.append(s);
        results.append(r);
    }
    backend.setPrecision(kernels::Precision::Fp32);
    const core::BackendLabel label = core::labelOf(backend.info());
    const tp::RooflineDevice device = tp::buildRoofline(label, bandwidth, series);

    if (run.json) {
        QJsonObject root = tp::toJson(device);
        QJsonArray rs;
        for (const auto &r : results)
            rs.append(core::toJson(r));
        root.insert(QStringLiteral("results"), rs);
        root.insert(QStringLiteral("warmup"), run.warmup);
        root.insert(QStringLiteral("repeats"), run.repeats);
        printLine(QString::fromUtf8(QJsonDocument(root).toJson(QJsonDocument::Indented)).trimmed());
    } else {
        printText(device, results);
    }

    int code = kExitOk;
    if (cancel.load()) {
        printError(TrRoofline::tr("interrupted"));
        code = kExitFailed;
    }
    for (const auto &r : results) {
        if (!r.error.isEmpty() && !r.cancelled) {
            printError(r.error);
            code = kExitFailed;
        }
        for (const auto &p : r.points)
            if (p.verdict == core::Verdict::Failed)
                code = kExitFailed;
    }
    return code;
}

} // namespace gpulab::app
