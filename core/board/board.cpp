#include "core/board/board.h"

#include "core/throughput/sweep.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QLocale>
#include <QThread>

#include <algorithm>
#include <cmath>

namespace gpulab::core::board {
namespace {

// lupdate and the runtime agree on the context "Board".
struct TrBoard {
    Q_DECLARE_TR_FUNCTIONS(Board)
};

std::optional<double> positive(double v)
{
    return v > 0 ? std::optional(v) : std::nullopt;
}

bool isMainCpu(const ResultSeries &s)
{
    return !s.onGpu && !s.simulated && s.backendId != QLatin1String("naive") && s.precision == kernels::Precision::Fp32;
}

bool isMeasuredGpu(const ResultSeries &s)
{
    return s.onGpu && !s.simulated && s.backendId != QLatin1String("cuda-naive") &&
           s.precision == kernels::Precision::Fp32;
}

const ResultPoint *pointAt(const ResultSeries &s, int n)
{
    for (const ResultPoint &p : s.points)
        if (p.n == n && p.verdict != Verdict::Failed && p.medianSeconds > 0)
            return &p;
    return nullptr;
}

// The series of the measured CPU and GPU, the lesson's pair and the sweeps together.
QList<ResultSeries> allSeries(const ResultsFile &f)
{
    return f.lesson + f.sweeps;
}

std::optional<double> speedupAt(const ResultsFile &f, int n)
{
    const QList<ResultSeries> all = allSeries(f);
    for (const ResultSeries &cpu : all) {
        if (!isMainCpu(cpu))
            continue;
        const ResultPoint *c = pointAt(cpu, n);
        if (!c)
            continue;
        for (const ResultSeries &gpu : all)
            if (isMeasuredGpu(gpu))
                if (const ResultPoint *g = pointAt(gpu, n))
                    return c->medianSeconds / g->medianSeconds;
    }
    return std::nullopt;
}

throughput::SweepSeries sweepSeriesOf(const ResultSeries &s)
{
    throughput::SweepSeries out;
    out.backend.id = s.backendId;
    out.backend.onGpu = s.onGpu;
    out.backend.simulated = s.simulated;
    out.precision = s.precision;
    for (const ResultPoint &p : s.points) {
        if (p.verdict == Verdict::Failed)
            continue;
        BenchmarkPoint b;
        b.n = p.n;
        b.medianSeconds = p.medianSeconds;
        b.gflops = p.gflops;
        b.verdict = p.verdict;
        out.points.append(b);
    }
    return out;
}

std::optional<double> crossoverOf(const ResultsFile &f)
{
    const QList<ResultSeries> all = allSeries(f);
    for (const ResultSeries &cpu : all) {
        if (!isMainCpu(cpu) || cpu.points.size() < 2)
            continue;
        for (const ResultSeries &gpu : all) {
            if (!isMeasuredGpu(gpu) || gpu.points.size() < 2)
                continue;
            const throughput::MeasuredCrossover x =
                throughput::measuredCrossover(sweepSeriesOf(cpu), sweepSeriesOf(gpu));
            if (x.state == throughput::MeasuredCrossover::State::Found)
                return x.n;
        }
    }
    return std::nullopt;
}

std::optional<double> illusionOf(const ResultsFile &f)
{
    const TimingReading *best = nullptr;
    for (const TimingReading &t : f.timing)
        if (!t.onGpu && t.factor() > 0 && (!best || t.n > best->n))
            best = &t;
    return best ? std::optional(best->factor()) : std::nullopt;
}

QList<BestRate> bestRatesOf(const ResultsFile &f)
{
    QList<BestRate> out;
    const auto note = [&out](bool onGpu, bool simulated, kernels::Precision p, double gflops) {
        if (gflops <= 0)
            return;
        for (BestRate &b : out)
            if (b.onGpu == onGpu && b.simulated == simulated && b.precision == p) {
                b.gflops = std::max(b.gflops, gflops);
                return;
            }
        out.append({onGpu, simulated, p, gflops});
    };
    for (const ResultSeries &s : allSeries(f))
        for (const ResultPoint &p : s.points)
            if (p.verdict != Verdict::Failed && s.backendId != QLatin1String("naive") &&
                s.backendId != QLatin1String("cuda-naive"))
                note(s.onGpu, s.simulated, s.precision, p.gflops);
    for (const RooflineEntry &e : f.roofline)
        for (const RooflinePointEntry &p : e.points)
            note(e.onGpu, e.simulated, p.precision, p.gflops);
    std::sort(out.begin(), out.end(), [](const BestRate &a, const BestRate &b) { return a.gflops > b.gflops; });
    return out;
}

QString boardNumber(double v, int decimals)
{
    return QLocale().toString(v, 'f', decimals);
}

QString boardCsvField(const QString &text)
{
    QString t = text;
    // A spreadsheet would run a cell that starts with = + - @ as a formula.
    if (!t.isEmpty() && QStringLiteral("=+-@").contains(t.front()))
        t.prepend(QLatin1Char('\''));
    if (t.contains(QLatin1Char(',')) || t.contains(QLatin1Char('"')) || t.contains(QLatin1Char('\n')))
        return QLatin1Char('"') + t.replace(QLatin1Char('"'), QStringLiteral("\"\"")) + QLatin1Char('"');
    return t;
}

QList<Column> numericColumns()
{
    return {Column::Cores, Column::Fp32, Column::Bf16, Column::Bandwidth, Column::Speedup, Column::Illusion};
}

double rounded(double v, int decimals)
{
    const double f = std::pow(10.0, decimals);
    return std::round(v * f) / f;
}

QJsonValue jsonNumber(const std::optional<double> &v, int decimals)
{
    return v ? QJsonValue(rounded(*v, decimals)) : QJsonValue(QJsonValue::Null);
}

} // namespace

QVariant MachineRow::value(Column c) const
{
    const auto opt = [](const std::optional<double> &v) { return v ? QVariant(*v) : QVariant(); };
    switch (c) {
    case Column::Name: return name;
    case Column::Cpu: return machine.cpuModel;
    case Column::Cores: return machine.cores;
    case Column::Fp32: return opt(fp32);
    case Column::Bf16: return opt(bf16);
    case Column::Bandwidth: return opt(bandwidth);
    case Column::Gpu: return machine.gpuUsable ? machine.gpuName : QString();
    case Column::Speedup: return opt(speedup);
    case Column::Illusion: return opt(illusion);
    case Column::Count: break;
    }
    return {};
}

MachineRow Board::rowOf(const QString &file, const ResultsFile &results)
{
    MachineRow row;
    row.file = QFileInfo(file).fileName();
    row.name = results.nickname.isEmpty() ? row.file : results.nickname;
    row.machine = results.machine;
    row.fp32 = positive(results.machine.fp32PeakGflops);
    row.bf16 = positive(results.machine.bf16PeakGflops);
    row.bandwidth = positive(results.machine.bandwidthBytesPerSecond / units::kGB);
    row.speedup = speedupAt(results, kSpeedupN);
    row.illusion = illusionOf(results);
    row.crossover = crossoverOf(results);
    row.best = bestRatesOf(results);
    row.curves = results.sweeps.isEmpty() ? results.lesson : results.sweeps;
    return row;
}

bool Board::add(const QString &file, const QByteArray &bytes)
{
    const ResultsParse parsed = resultsFromJson(bytes);
    if (!parsed.file) {
        refuse(file, parsed.error);
        return false;
    }
    add(file, *parsed.file);
    return true;
}

void Board::add(const QString &file, const ResultsFile &results)
{
    ++m_filesRead;
    const QByteArray identity = results.identity();
    const qsizetype at = m_identities.indexOf(identity);
    if (at >= 0) {
        ++m_rows[at].copies;
        return;
    }
    m_identities.append(identity);
    m_rows.append(rowOf(file, results));
}

void Board::refuse(const QString &file, const QString &reason)
{
    m_refused.append({file, reason});
}

void Board::clear()
{
    *this = Board{};
}

ClassFigures Board::figures() const
{
    ClassFigures f;
    f.machines = int(m_rows.size());
    for (const Column c : numericColumns()) {
        QList<double> values;
        for (const MachineRow &row : m_rows)
            if (const QVariant v = row.value(c); v.isValid())
                values.append(v.toDouble());
        ColumnFigure figure;
        figure.column = c;
        figure.count = int(values.size());
        if (!values.isEmpty()) {
            std::sort(values.begin(), values.end());
            const qsizetype m = values.size() / 2;
            figure.median = values.size() % 2 ? values[m] : (values[m - 1] + values[m]) / 2;
            figure.min = values.constFirst();
            figure.max = values.constLast();
        }
        f.columns.append(figure);
    }
    for (const MachineRow &row : m_rows) {
        if (!row.crossover)
            continue;
        f.crossoverMin = f.crossoverMachines == 0 ? *row.crossover : std::min(f.crossoverMin, *row.crossover);
        f.crossoverMax = f.crossoverMachines == 0 ? *row.crossover : std::max(f.crossoverMax, *row.crossover);
        ++f.crossoverMachines;
    }
    return f;
}

QString Board::columnName(Column c)
{
    switch (c) {
    case Column::Name: return TrBoard::tr("Machine");
    case Column::Cpu: return TrBoard::tr("CPU");
    case Column::Cores: return TrBoard::tr("Cores");
    case Column::Fp32: return TrBoard::tr("fp32 peak (GFLOP/s)");
    case Column::Bf16: return TrBoard::tr("bf16 peak (GFLOP/s)");
    case Column::Bandwidth: return TrBoard::tr("Bandwidth (GB/s)");
    case Column::Gpu: return TrBoard::tr("GPU");
    case Column::Speedup: return TrBoard::tr("Speedup at n = %1").arg(kSpeedupN);
    case Column::Illusion: return TrBoard::tr("Timing illusion (×)");
    case Column::Count: break;
    }
    return {};
}

QString Board::columnKey(Column c)
{
    switch (c) {
    case Column::Name: return QStringLiteral("name");
    case Column::Cpu: return QStringLiteral("cpu");
    case Column::Cores: return QStringLiteral("cores");
    case Column::Fp32: return QStringLiteral("fp32Gflops");
    case Column::Bf16: return QStringLiteral("bf16Gflops");
    case Column::Bandwidth: return QStringLiteral("bandwidthGBs");
    case Column::Gpu: return QStringLiteral("gpu");
    case Column::Speedup: return QStringLiteral("speedupAt4096");
    case Column::Illusion: return QStringLiteral("timingIllusion");
    case Column::Count: break;
    }
    return {};
}

QString Board::formatValue(const MachineRow &row, Column c)
{
    const QVariant v = row.value(c);
    switch (c) {
    case Column::Name:
    case Column::Cpu: return v.toString();
    case Column::Gpu: return row.machine.gpuUsable ? row.machine.gpuName : TrBoard::tr("none");
    case Column::Cores: return QString::number(row.machine.cores);
    case Column::Fp32:
    case Column::Bf16:
    case Column::Bandwidth: return v.isValid() ? boardNumber(v.toDouble(), 1) : QStringLiteral("—");
    case Column::Speedup:
    case Column::Illusion:
        return v.isValid() ? boardNumber(v.toDouble(), 1) + QStringLiteral("×") : QStringLiteral("—");
    case Column::Count: break;
    }
    return {};
}

QJsonObject Board::toJson() const
{
    QJsonArray machines;
    for (const MachineRow &row : m_rows) {
        QJsonArray best;
        for (const BestRate &b : row.best)
            best.append(QJsonObject{{QStringLiteral("device"), b.onGpu ? QStringLiteral("gpu") : QStringLiteral("cpu")},
                                    {QStringLiteral("simulated"), b.simulated},
                                    {QStringLiteral("precision"), precisionName(b.precision)},
                                    {QStringLiteral("gflops"), rounded(b.gflops, 1)}});
        machines.append(
            QJsonObject{{QStringLiteral("name"), row.name},
                        {QStringLiteral("file"), row.file},
                        {QStringLiteral("copies"), row.copies},
                        {QStringLiteral("cpu"), row.machine.cpuModel},
                        {QStringLiteral("cores"), row.machine.cores},
                        {QStringLiteral("simd"), row.machine.simd},
                        {QStringLiteral("fp32Gflops"), jsonNumber(row.fp32, 1)},
                        {QStringLiteral("bf16Gflops"), jsonNumber(row.bf16, 1)},
                        {QStringLiteral("bandwidthGBs"), jsonNumber(row.bandwidth, 1)},
                        {QStringLiteral("gpu"), row.machine.gpuUsable ? QJsonValue(row.machine.gpuName) : QJsonValue()},
                        {QStringLiteral("speedupAt4096"), jsonNumber(row.speedup, 1)},
                        {QStringLiteral("timingIllusion"), jsonNumber(row.illusion, 1)},
                        {QStringLiteral("crossoverN"), jsonNumber(row.crossover, 0)},
                        {QStringLiteral("best"), best}});
    }
    const ClassFigures f = figures();
    QJsonObject columns;
    for (const ColumnFigure &c : f.columns) {
        QJsonObject o{{QStringLiteral("machines"), c.count}};
        if (c.count > 0) {
            o.insert(QStringLiteral("median"), rounded(c.median, 1));
            o.insert(QStringLiteral("min"), rounded(c.min, 1));
            o.insert(QStringLiteral("max"), rounded(c.max, 1));
        }
        columns.insert(columnKey(c.column), o);
    }
    QJsonObject crossover{{QStringLiteral("machines"), f.crossoverMachines}};
    if (f.crossoverMachines > 0) {
        crossover.insert(QStringLiteral("min"), rounded(f.crossoverMin, 0));
        crossover.insert(QStringLiteral("max"), rounded(f.crossoverMax, 0));
    }
    QJsonArray refused;
    for (const Refusal &r : m_refused)
        refused.append(
            QJsonObject{{QStringLiteral("file"), QFileInfo(r.file).fileName()}, {QStringLiteral("reason"), r.reason}});
    return {{QStringLiteral("format"), QStringLiteral("gpulab-board")},
            {QStringLiteral("version"), 1},
            {QStringLiteral("filesRead"), m_filesRead},
            {QStringLiteral("machines"), machines},
            {QStringLiteral("figures"), QJsonObject{{QStringLiteral("machines"), f.machines},
                                                    {QStringLiteral("columns"), columns},
                                                    {QStringLiteral("crossoverN"), crossover}}},
            {QStringLiteral("refused"), refused}};
}

QString Board::toCsv() const
{
    QStringList header;
    for (int c = 0; c < kColumnCount; ++c)
        header << columnKey(Column(c));
    header << QStringLiteral("crossoverN") << QStringLiteral("copies");
    QString out = header.join(QLatin1Char(',')) + QLatin1Char('\n');
    for (const MachineRow &row : m_rows) {
        QStringList fields;
        for (int c = 0; c < kColumnCount; ++c) {
            const QVariant v = row.value(Column(c));
            if (!v.isValid())
                fields << QString();
            else if (v.typeId() == QMetaType::Double)
                fields << QString::number(rounded(v.toDouble(), 2));
            else
                fields << boardCsvField(v.toString());
        }
        fields << (row.crossover ? QString::number(std::lround(*row.crossover)) : QString())
               << QString::number(row.copies);
        out += fields.join(QLatin1Char(',')) + QLatin1Char('\n');
    }
    return out;
}

QString Board::toMarkdown() const
{
    const auto cell = [](QString t) { return t.replace(QLatin1Char('|'), QStringLiteral("\\|")); };
    QStringList header;
    QStringList rule;
    for (int c = 0; c < kColumnCount; ++c) {
        header << cell(columnName(Column(c)));
        rule << QStringLiteral("---");
    }
    QString out =
        QStringLiteral("| %1 |\n| %2 |\n").arg(header.join(QStringLiteral(" | ")), rule.join(QStringLiteral(" | ")));
    for (const MachineRow &row : m_rows) {
        QStringList fields;
        for (int c = 0; c < kColumnCount; ++c)
            fields << cell(formatValue(row, Column(c)));
        out += QStringLiteral("| %1 |\n").arg(fields.join(QStringLiteral(" | ")));
    }
    out += QLatin1Char('\n') + classFiguresText(figures()).join(QLatin1Char('\n')) + QLatin1Char('\n');
    return out;
}

QStringList classFiguresText(const ClassFigures &f)
{
    QStringList lines;
    lines << TrBoard::tr("Machines on the board: %1").arg(f.machines);
    for (const ColumnFigure &c : f.columns) {
        if (c.count == 0) {
            lines << TrBoard::tr("%1: not measured on any machine").arg(Board::columnName(c.column));
            continue;
        }
        const int decimals = c.column == Column::Cores ? 0 : 1;
        lines << TrBoard::tr("%1: median %2, range %3 – %4 (machines with a figure: %5)")
                     .arg(Board::columnName(c.column), boardNumber(c.median, decimals), boardNumber(c.min, decimals),
                          boardNumber(c.max, decimals), QString::number(c.count));
    }
    if (f.crossoverMachines == 0)
        lines << TrBoard::tr("Crossover: no machine measured both a CPU and a real GPU over several sizes");
    else
        lines << TrBoard::tr("Crossover: n = %1 to %2 (machines with a crossover: %3)")
                     .arg(boardNumber(f.crossoverMin, 0), boardNumber(f.crossoverMax, 0),
                          QString::number(f.crossoverMachines));
    return lines;
}

QList<ReferenceCard> referenceCards()
{
    // NVIDIA's whitepapers (core/gpupeaks.cpp): Tesla T4 8.1 TFLOP/s fp32;
    // RTX 4090 (Ada, 128 SMs at 2520 MHz) 82.6 fp32; A100 19.5 fp32 and 312
    // bf16 with fp32 accumulate; H100 SXM5 989.4 bf16.
    return {{QStringLiteral("Tesla T4"), kernels::Precision::Fp32, 8'100.0},
            {QStringLiteral("A100"), kernels::Precision::Fp32, 19'500.0},
            {QStringLiteral("RTX 4090"), kernels::Precision::Fp32, 82'600.0},
            {QStringLiteral("A100"), kernels::Precision::Bf16, 312'000.0},
            {QStringLiteral("H100 SXM"), kernels::Precision::Bf16, 989'400.0}};
}

// ---- Loading ------------------------------------------------------------------

FileList collectResultFiles(const QStringList &paths)
{
    FileList out;
    int fromFolders = 0;
    bool capped = false;
    for (const QString &path : paths) {
        const QFileInfo info(path);
        if (!info.exists()) {
            out.refused.append({path, TrBoard::tr("There is no such file or folder.")});
            continue;
        }
        if (!info.isDir()) {
            out.files.append(path);
            continue;
        }
        // Symbolic links are neither followed into nor read: a link loop
        // cannot trap the walk, and nothing outside the folder is read.
        QStringList found;
        QDirIterator it(path, {QStringLiteral("*.json"), QStringLiteral("*.JSON")},
                        QDir::Files | QDir::NoSymLinks | QDir::Hidden, QDirIterator::Subdirectories);
        while (it.hasNext()) {
            if (fromFolders >= kMaxBoardFiles) {
                capped = true;
                break;
            }
            found.append(it.next());
            ++fromFolders;
        }
        std::sort(found.begin(), found.end());
        out.files += found;
        if (capped) {
            out.refused.append({path, TrBoard::tr("The folders hold more than %1 results files; only the first %1 "
                                                  "were read.")
                                          .arg(kMaxBoardFiles)});
            break;
        }
    }
    return out;
}

LoadedFile readResultFile(const QString &path)
{
    LoadedFile out;
    out.file = path;
    const QFileInfo info(path);
    if (!info.isFile()) {
        out.error = TrBoard::tr("This is not a regular file.");
        return out;
    }
    if (info.size() > kMaxResultsFileBytes) {
        out.error = TrBoard::tr("The file is larger than 1 MiB, more than any results file.");
        return out;
    }
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        out.error = TrBoard::tr("The file cannot be read: %1").arg(file.errorString());
        return out;
    }
    out.bytes = file.read(kMaxResultsFileBytes + 1);
    return out;
}

Board loadBoard(const QStringList &paths, const std::function<void(int, int)> &progress,
                const std::atomic<bool> *cancel)
{
    Board board;
    const FileList list = collectResultFiles(paths);
    for (const Refusal &r : list.refused)
        board.refuse(r.file, r.reason);
    const int total = int(list.files.size());
    for (int i = 0; i < total; ++i) {
        if (cancel && cancel->load())
            break;
        const LoadedFile f = readResultFile(list.files[i]);
        if (!f.error.isEmpty())
            board.refuse(f.file, f.error);
        else
            board.add(f.file, f.bytes);
        if (progress)
            progress(i + 1, total);
    }
    return board;
}

BoardLoader::BoardLoader(QObject *parent) : QObject(parent) {}

BoardLoader::~BoardLoader()
{
    if (m_thread) {
        m_cancel = true;
        m_thread->wait();
        delete m_thread;
    }
}

bool BoardLoader::start(const QStringList &paths)
{
    if (m_thread)
        return false;
    m_cancel = false;
    m_thread = QThread::create([this, paths] {
        // Progress is sent at most ~50 times, so that 10,000 files do not flood the GUI thread.
        int last = -1;
        m_result = loadBoard(
            paths,
            [this, &last](int done, int total) {
                const int step = std::max(1, total / 50);
                if (done == total || done / step != last) {
                    last = done / step;
                    QMetaObject::invokeMethod(
                        this, [this, done, total] { Q_EMIT progress(done, total); }, Qt::QueuedConnection);
                }
            },
            &m_cancel);
    });
    connect(m_thread, &QThread::finished, this, &BoardLoader::onThreadFinished);
    m_thread->start();
    return true;
}

void BoardLoader::cancel()
{
    m_cancel = true;
}

void BoardLoader::onThreadFinished()
{
    if (!m_thread)
        return;
    m_thread->deleteLater();
    m_thread = nullptr;
    m_board = std::move(m_result);
    m_result = Board{};
    Q_EMIT finished();
}

} // namespace gpulab::core::board
