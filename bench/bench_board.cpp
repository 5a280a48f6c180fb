// The class board at the size of a large lecture: 500 results files (each
// a different machine with a sweep, a lesson benchmark, timing readings
// and a roofline, ~11 KB, indented as `gpulab bench --save` writes them) in a
// temporary folder, loaded as the Class board lab and `gpulab board` load
// them (core::board::loadBoard: the folder walked, each file read, checked
// and added, the rows and the class figures worked out). The target is
// under 2 s for 500 files. Prints the best and median of several loads,
// and the time of the BoardLoader's worker with its progress signals.
//
//   bench_board [--files N] [--repeats R]

#include "core/board/board.h"
#include "core/board/resultsfile.h"

#include <QCoreApplication>
#include <QDir>
#include <QElapsedTimer>
#include <QEventLoop>
#include <QFile>
#include <QTemporaryDir>

#include <algorithm>
#include <cstdio>

using namespace gpulab::core;
using namespace gpulab::core::board;

namespace {

ResultsFile machine(int i)
{
    ResultsFile f;
    f.appVersion = QStringLiteral("0.1.0");
    f.created = QDateTime(QDate(2026, 3, 1), QTime(10, 0), Qt::UTC).addSecs(i);
    f.nickname = QStringLiteral("seat %1").arg(i);
    f.machine.cpuModel = QStringLiteral("Bench CPU model %1").arg(i % 37);
    f.machine.cores = 2 + i % 31;
    f.machine.simd = i % 3 ? QStringLiteral("AVX2") : QStringLiteral("AVX-512");
    f.machine.fp32PeakGflops = 60.0 + 7.3 * (i % 120);
    f.machine.bf16PeakGflops = i % 4 ? 0.0 : 2.0 * f.machine.fp32PeakGflops;
    f.machine.bandwidthBytesPerSecond = (8 + i % 60) * 1e9;
    f.machine.gpuUsable = i % 10 == 0;
    if (f.machine.gpuUsable) {
        f.machine.gpuName = QStringLiteral("NVIDIA Bench Card");
        f.machine.gpuMemoryBytes = 24LL << 30;
        f.machine.gpuDriverVersion = QStringLiteral("550.54.14");
        f.machine.cudaDriverVersion = QStringLiteral("12.4");
        f.machine.cudaRuntimeVersion = QStringLiteral("12.4");
        f.machine.gpuPeakGflops = 40000;
    } else {
        f.machine.gpuAbsentReason = QStringLiteral("no NVIDIA driver found");
    }
    const double cpuRate = f.machine.fp32PeakGflops * 0.8;
    ResultSeries cpu{QStringLiteral("cpu"), QStringLiteral("oneDNN sgemm"), false, false, {}, {}};
    ResultSeries gpu{f.machine.gpuUsable ? QStringLiteral("cuda") : QStringLiteral("sim"),
                     QStringLiteral("GPU"),
                     true,
                     !f.machine.gpuUsable,
                     {},
                     {}};
    for (int n = 64; n <= 8192; n *= 2) {
        const double flops = 2.0 * n * n * n;
        cpu.points.append({n, flops / (cpuRate * 1e9), cpuRate, Verdict::Passed});
        const double gpuRate = 30000.0 * n / (n + 1500.0);
        gpu.points.append({n, flops / (gpuRate * 1e9) + 8e-6, gpuRate, Verdict::Passed});
    }
    f.sweeps = {cpu, gpu};
    f.lesson = {cpu, gpu};
    f.timing = {{1024, false, 1e-5, 0.01 + i * 1e-5}, {4096, false, 1.1e-5, 0.4}};
    RooflineEntry r;
    r.backendId = QStringLiteral("cpu");
    r.bandwidthBytesPerSecond = f.machine.bandwidthBytesPerSecond;
    r.roofs = {{gpulab::kernels::Precision::Fp32, f.machine.fp32PeakGflops}};
    for (int n = 64; n <= 2048; n *= 2)
        r.points.append({gpulab::kernels::Precision::Fp32, n, cpuRate * 0.9, true});
    f.roofline = {r};
    return f;
}

double median(QList<double> v)
{
    std::sort(v.begin(), v.end());
    return v.isEmpty() ? 0.0 : v.size() % 2 ? v[v.size() / 2] : (v[v.size() / 2 - 1] + v[v.size() / 2]) / 2;
}

} // namespace

int main(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    int files = 500;
    int repeats = 7;
    const QStringList args = app.arguments();
    for (int i = 1; i + 1 < args.size(); ++i) {
        if (args[i] == QLatin1String("--files"))
            files = std::clamp(args[i + 1].toInt(), 1, kMaxBoardFiles);
        else if (args[i] == QLatin1String("--repeats"))
            repeats = std::clamp(args[i + 1].toInt(), 1, 100);
    }
    QTemporaryDir dir;
    if (!dir.isValid()) {
        std::fprintf(stderr, "bench_board: no temporary folder\n");
        return 1;
    }
    qint64 bytes = 0;
    for (int i = 0; i < files; ++i) {
        const ResultsFile f = machine(i);
        const QString why =
            writeResultsFile(dir.filePath(QStringLiteral("m%1.json").arg(i, 4, 10, QLatin1Char('0'))), f);
        if (!why.isEmpty()) {
            std::fprintf(stderr, "bench_board: %s\n", qPrintable(why));
            return 1;
        }
        bytes += f.toBytes().size();
    }
    std::printf("%d results files, %.1f KB each on average\n", files, double(bytes) / files / 1024.0);

    QList<double> times;
    int rows = 0;
    for (int r = 0; r < repeats; ++r) {
        QElapsedTimer t;
        t.start();
        const Board board = loadBoard({dir.path()});
        const ClassFigures figures = board.figures();
        times.append(double(t.nsecsElapsed()) * 1e-9);
        rows = int(board.rows().size());
        if (board.filesRead() != files || figures.machines != rows) {
            std::fprintf(stderr, "bench_board: read %d of %d files\n", board.filesRead(), files);
            return 1;
        }
    }
    std::printf("loadBoard (walk, read, check, add, figures): best %.3f s, median %.3f s over %d loads; %d machines\n",
                *std::min_element(times.cbegin(), times.cend()), median(times), repeats, rows);

    // The lab's way: the worker thread, progress signals to this thread's event loop.
    QList<double> worker;
    for (int r = 0; r < repeats; ++r) {
        BoardLoader loader;
        QEventLoop loop;
        int signals = 0;
        QObject::connect(&loader, &BoardLoader::progress, &loop, [&signals] { ++signals; });
        QObject::connect(&loader, &BoardLoader::finished, &loop, &QEventLoop::quit);
        QElapsedTimer t;
        t.start();
        loader.start({dir.path()});
        loop.exec();
        worker.append(double(t.nsecsElapsed()) * 1e-9);
        if (r == 0)
            std::printf("BoardLoader: %d progress signals for %d files\n", signals, files);
    }
    std::printf("BoardLoader (worker thread): best %.3f s, median %.3f s over %d loads\n",
                *std::min_element(worker.cbegin(), worker.cend()), median(worker), repeats);
    const double best = *std::min_element(times.cbegin(), times.cend());
    std::printf("%s: %d files in %.3f s (target: 500 in under 2 s)\n", best < 2.0 ? "ok" : "SLOW", files, best);
    return 0;
}
