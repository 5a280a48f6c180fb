#include "core/throughput/sweep.h"

#include "core/tabletext.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSaveFile>

#include <algorithm>
#include <cmath>

namespace gpulab::core::throughput {
namespace {
// lupdate and the runtime agree on the context "Sweep".
struct TrSweep {
    Q_DECLARE_TR_FUNCTIONS(Sweep)
};

QString number(double v)
{
    return QString::number(v, 'g', 10);
}
} // namespace

QList<int> defaultSweepSizes()
{
    return {64, 128, 256, 512, 1024, 2048, 4096, 8192};
}

SizeList parseSizeList(const QString &text)
{
    SizeList out;
    const QStringList parts = text.split(QRegularExpression(QStringLiteral("[,;\\s]+")), Qt::SkipEmptyParts);
    for (const QString &p : parts) {
        bool ok = false;
        const int n = p.toInt(&ok);
        if (!ok || n < 1 || n > kSweepMaxN) {
            out.error = TrSweep::tr("\"%1\" is not a matrix size from 1 to %2").arg(p).arg(kSweepMaxN);
            out.sizes.clear();
            return out;
        }
        out.sizes.append(n);
    }
    std::sort(out.sizes.begin(), out.sizes.end());
    out.sizes.erase(std::unique(out.sizes.begin(), out.sizes.end()), out.sizes.end());
    if (out.sizes.isEmpty())
        out.error = TrSweep::tr("give at least one matrix size, e.g. 64, 128, 256");
    return out;
}

QString formatSizeList(const QList<int> &sizes)
{
    QStringList parts;
    for (int n : sizes)
        parts << QString::number(n);
    return parts.join(QStringLiteral(", "));
}

SweepPlan planSweep(const QList<int> &sizes, const QStringList &backendIds, int repeats,
                    const QList<kernels::Precision> &precisions)
{
    SweepPlan plan;
    const QList<kernels::Precision> formats = precisions.isEmpty() ? QList{kernels::Precision::Fp32} : precisions;
    for (const QString &id : backendIds) {
        int skipped = 0;
        for (kernels::Precision precision : formats) {
            if (id == u"naive" && precision != kernels::Precision::Fp32)
                continue; // the triple loop is fp32 only
            for (int n : sizes) {
                if (id == u"naive" && n > kNaiveCpuMaxN) {
                    ++skipped;
                    continue;
                }
                BenchmarkRequest r;
                r.backendId = id;
                r.sizes = {n};
                r.warmup = kSweepWarmup;
                r.repeats = std::max(1, repeats);
                r.precision = precision;
                plan.jobs.append(r);
            }
        }
        if (skipped > 0)
            plan.notes << TrSweep::tr("naive CPU loop stops at n = %1 (%2 larger sizes skipped: one thread would need "
                                      "minutes for each)")
                              .arg(kNaiveCpuMaxN)
                              .arg(skipped);
    }
    return plan;
}

double SweepSeries::peakToShow() const
{
    if (backend.simulated)
        return 0.0;
    if (peakGflops > 0)
        return peakGflops;
    return precision == kernels::Precision::Fp32 ? backend.peakGflops : 0.0;
}

const SweepSeries *SweepData::find(const QString &backendId) const
{
    return find(backendId, kernels::Precision::Fp32);
}

const SweepSeries *SweepData::find(const QString &backendId, kernels::Precision precision) const
{
    for (const auto &s : series)
        if (s.backend.id == backendId && s.precision == precision)
            return &s;
    return nullptr;
}

int SweepData::pointCount() const
{
    int count = 0;
    for (const auto &s : series)
        count += int(s.points.size());
    return count;
}

MeasuredCrossover measuredCrossover(const SweepSeries &cpu, const SweepSeries &gpu)
{
    // Sizes measured on both sides, ascending.
    struct Pair {
        int n;
        double d; // log t_gpu − log t_cpu: negative where the GPU is faster
    };
    QList<Pair> pairs;
    for (const auto &c : cpu.points)
        for (const auto &g : gpu.points)
            if (c.n == g.n && c.medianSeconds > 0 && g.medianSeconds > 0)
                pairs.append({c.n, std::log(g.medianSeconds) - std::log(c.medianSeconds)});
    std::sort(pairs.begin(), pairs.end(), [](const Pair &a, const Pair &b) { return a.n < b.n; });
    MeasuredCrossover x;
    if (pairs.isEmpty())
        return x;
    // The last size where the CPU was still at least as fast, with the GPU
    // faster at every size after it.
    qsizetype last = -1;
    for (qsizetype i = 0; i < pairs.size(); ++i)
        if (pairs[i].d >= 0.0)
            last = i;
    if (last < 0) {
        x.state = MeasuredCrossover::State::GpuFasterEverywhere;
        return x;
    }
    if (last == pairs.size() - 1) {
        x.state = MeasuredCrossover::State::CpuFasterEverywhere;
        return x;
    }
    const Pair &a = pairs[last];
    const Pair &b = pairs[last + 1];
    const double la = std::log(double(a.n));
    const double lb = std::log(double(b.n));
    x.state = MeasuredCrossover::State::Found;
    x.n = std::exp(la + (lb - la) * a.d / (a.d - b.d));
    x.lowerN = a.n;
    x.upperN = b.n;
    return x;
}

QStringList sweepCsvColumns()
{
    return {QStringLiteral("backend"),
            QStringLiteral("method"),
            QStringLiteral("device"),
            QStringLiteral("simulated"),
            QStringLiteral("n"),
            QStringLiteral("flops"),
            QStringLiteral("median_seconds"),
            QStringLiteral("min_seconds"),
            QStringLiteral("max_seconds"),
            QStringLiteral("repeats"),
            QStringLiteral("gflops"),
            QStringLiteral("peak_gflops"),
            QStringLiteral("percent_of_peak"),
            QStringLiteral("verdict"),
            QStringLiteral("samples_checked"),
            QStringLiteral("precision"),
            QStringLiteral("implementation")};
}

QString sweepCsv(const SweepData &data)
{
    // One CSV writer for every table (core/tabletext.h); the sweep's lines end in LF.
    TableText table{sweepCsvColumns(), {}, {}};
    for (const auto &s : data.series) {
        for (const auto &p : s.points) {
            table.rows << QStringList{s.backend.id,
                                      s.backend.label,
                                      s.backend.device,
                                      s.backend.simulated ? QStringLiteral("true") : QStringLiteral("false"),
                                      QString::number(p.n),
                                      number(p.flops),
                                      number(p.medianSeconds),
                                      number(p.minSeconds),
                                      number(p.maxSeconds),
                                      QString::number(p.seconds.size()),
                                      number(p.gflops),
                                      number(s.peakGflops > 0 ? s.peakGflops : s.backend.peakGflops),
                                      number(p.percentOfPeak),
                                      verdictName(p.verdict),
                                      QString::number(p.samplesChecked),
                                      precisionName(s.precision),
                                      s.backend.implementation};
        }
    }
    return toCsv(table, CsvLineEnd::Lf);
}

QString writeSweepCsv(const QString &path, const SweepData &data)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly | QIODevice::Text))
        return TrSweep::tr("cannot write %1: %2").arg(path, file.errorString());
    const QByteArray bytes = sweepCsv(data).toUtf8();
    if (file.write(bytes) != bytes.size() || !file.commit())
        return TrSweep::tr("cannot write %1: %2").arg(path, file.errorString());
    return {};
}

} // namespace gpulab::core::throughput
