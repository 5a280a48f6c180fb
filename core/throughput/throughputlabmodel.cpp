#include "core/throughput/throughputlabmodel.h"

#include "core/throughput/logscale.h"
#include "core/throughput/numbertext.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <algorithm>
#include <cmath>

namespace gpulab::core::throughput {

namespace {

struct TrThroughputLab {
    Q_DECLARE_TR_FUNCTIONS(ThroughputLab)
};

// Significant digits kept of a clock in GHz or an overhead in µs in a state
// file, and of a figure in `figures --json`: enough for any slider position,
// few enough that a value read back and written again comes out the same.
constexpr int kStateDigits = 6;

double significant(double v, int digits = kStateDigits)
{
    return QString::number(v, 'g', digits).toDouble();
}

constexpr double kHzPerGhz = 1e9;
constexpr double kUsPerSecond = 1e6;

// The state's keys.
const QString kTab = QStringLiteral("tab");
const QString kN = QStringLiteral("n");
const QString kCpuCores = QStringLiteral("cpuCores");
const QString kCpuClockGhz = QStringLiteral("cpuClockGhz");
const QString kGpuLanes = QStringLiteral("gpuLanes");
const QString kGpuClockGhz = QStringLiteral("gpuClockGhz");
const QString kOverheadUs = QStringLiteral("overheadUs");

// A key's number, checked: a number, finite, within [lo, hi] in the file's
// units, whole where asked. No value and the sentence in *why otherwise.
std::optional<double> numberAt(const QJsonObject &state, const QString &key, double lo, double hi, bool whole,
                               QString *why)
{
    const QJsonValue v = state.value(key);
    const auto refuse = [&](const QString &text) {
        if (why)
            *why = text;
        return std::optional<double>();
    };
    if (!v.isDouble())
        return refuse(TrThroughputLab::tr("\"%1\" should be a number").arg(key));
    const double d = v.toDouble();
    if (!std::isfinite(d))
        return refuse(TrThroughputLab::tr("\"%1\" is not a finite number").arg(key));
    if (whole && d != std::floor(d))
        return refuse(TrThroughputLab::tr("\"%1\" should be a whole number but is %2").arg(key).arg(d));
    if (d < lo || d > hi)
        return refuse(
            TrThroughputLab::tr("\"%1\" is %2, outside its range %3 … %4")
                .arg(key, QString::number(d, 'g', 10), QString::number(lo, 'g', 10), QString::number(hi, 'g', 10)));
    return d;
}

QString tabWords(ThroughputTab tab)
{
    switch (tab) {
    case ThroughputTab::Race: return TrThroughputLab::tr("race (simulated)");
    case ThroughputTab::Sweep: return TrThroughputLab::tr("measured sweep");
    case ThroughputTab::LessonBenchmark: return TrThroughputLab::tr("benchmark and work");
    case ThroughputTab::Roofline: return TrThroughputLab::tr("roofline");
    }
    return {};
}

QString crossoverKey(CrossoverKind k)
{
    switch (k) {
    case CrossoverKind::Never: return QStringLiteral("never");
    case CrossoverKind::Everywhere: return QStringLiteral("everywhere");
    case CrossoverKind::At: return QStringLiteral("at");
    }
    return {};
}

} // namespace

QString tabKey(ThroughputTab tab)
{
    switch (tab) {
    case ThroughputTab::Race: return QStringLiteral("race");
    case ThroughputTab::Sweep: return QStringLiteral("sweep");
    case ThroughputTab::LessonBenchmark: return QStringLiteral("lesson-benchmark");
    case ThroughputTab::Roofline: return QStringLiteral("roofline");
    }
    return {};
}

std::optional<ThroughputTab> tabFromKey(const QString &key)
{
    for (int i = 0; i < kThroughputTabCount; ++i)
        if (tabKey(ThroughputTab(i)) == key)
            return ThroughputTab(i);
    return std::nullopt;
}

double sliderValue(const InputRange &range, int position, int trackSteps)
{
    const double t = double(position) / trackSteps;
    double v = range.log ? logValue(t, range.min, range.max) : range.min + t * (range.max - range.min);
    if (range.step > 0.0)
        v = std::round(v / range.step) * range.step;
    return std::clamp(v, range.min, range.max);
}

int sliderPosition(const InputRange &range, double value, int trackSteps)
{
    const double v = std::clamp(value, range.min, range.max);
    const double t = range.log ? logPosition(v, range.min, range.max) : (v - range.min) / (range.max - range.min);
    return int(std::lround(t * trackSteps));
}

RaceFigures raceFigures(const RaceSettings &settings)
{
    const RaceSettings s = clamped(settings);
    const Contender cpu = contenderOf(s, Side::Cpu);
    const Contender gpu = contenderOf(s, Side::Gpu);
    RaceFigures f;
    f.n = s.n;
    f.flops = matmulFlops(s.n);
    f.dotProducts = qint64(s.n) * s.n;
    f.cpuGflops = peakFlopsPerSecond(cpu) * 1e-9;
    f.cpuSeconds = totalSeconds(cpu, s.n);
    f.gpuGflops = peakFlopsPerSecond(gpu) * 1e-9;
    f.gpuOverheadSeconds = gpu.overheadSeconds;
    f.gpuComputeSeconds = computeSeconds(gpu, s.n);
    f.gpuSeconds = totalSeconds(gpu, s.n);
    f.gpuLanes = gpu.workers;
    f.gpuBusyLanes = busyWorkers(gpu, s.n);
    f.gpuIdleLanes = f.gpuLanes - f.gpuBusyLanes;
    f.cpuLaneCyclesPerSecond = laneCyclesPerSecond(cpu);
    f.gpuLaneCyclesPerSecond = laneCyclesPerSecond(gpu);
    f.widthRatio = widthRatio(s);
    f.gpuSpeedup = gpuSpeedup(s);
    f.gpuWins = f.gpuSpeedup >= kGpuWinsFromSpeedup;
    f.timesFaster = f.gpuWins ? f.gpuSpeedup : 1.0 / f.gpuSpeedup;
    const Crossover x = crossover(s);
    if (!x.gpuEverWins) {
        f.crossover = CrossoverKind::Never;
    } else {
        f.crossover = x.n < kMinN ? CrossoverKind::Everywhere : CrossoverKind::At;
        f.crossoverN = x.n;
    }
    return f;
}

LabFigures throughputFigures(const ThroughputInputs &in)
{
    const RaceFigures f = raceFigures(in.race);
    using units::gflops;
    using units::seconds;
    const QLocale locale;
    // Figures that come of a division or a root keep kStateDigits digits, so
    // that the golden files do not hang on the last bit of a libm; counts and
    // products of whole numbers are exact as they are.
    const auto sig = [](double v) { return significant(v); };

    LabFigures out;
    QJsonObject cpu{{QStringLiteral("gflops"), sig(f.cpuGflops)},
                    {QStringLiteral("seconds"), sig(f.cpuSeconds)},
                    {QStringLiteral("laneCyclesPerSecond"), f.cpuLaneCyclesPerSecond}};
    QJsonObject gpu{{QStringLiteral("gflops"), sig(f.gpuGflops)},
                    {QStringLiteral("overheadSeconds"), sig(f.gpuOverheadSeconds)},
                    {QStringLiteral("computeSeconds"), sig(f.gpuComputeSeconds)},
                    {QStringLiteral("seconds"), sig(f.gpuSeconds)},
                    {QStringLiteral("lanes"), double(f.gpuLanes)},
                    {QStringLiteral("busyLanes"), double(f.gpuBusyLanes)},
                    {QStringLiteral("idleLanes"), double(f.gpuIdleLanes)},
                    {QStringLiteral("laneCyclesPerSecond"), f.gpuLaneCyclesPerSecond}};
    QJsonObject cross{{QStringLiteral("kind"), crossoverKey(f.crossover)}};
    if (f.crossover != CrossoverKind::Never)
        cross.insert(QStringLiteral("n"), sig(f.crossoverN));
    out.json = QJsonObject{{QStringLiteral("tab"), tabKey(in.tab)},
                           {QStringLiteral("n"), f.n},
                           {QStringLiteral("flops"), f.flops},
                           {QStringLiteral("dotProducts"), double(f.dotProducts)},
                           {QStringLiteral("cpu"), cpu},
                           {QStringLiteral("gpu"), gpu},
                           {QStringLiteral("widthRatio"), sig(f.widthRatio)},
                           {QStringLiteral("gpuSpeedup"), sig(f.gpuSpeedup)},
                           {QStringLiteral("winner"), f.gpuWins ? QStringLiteral("gpu") : QStringLiteral("cpu")},
                           {QStringLiteral("timesFaster"), sig(f.timesFaster)},
                           {QStringLiteral("crossover"), cross}};

    out.lines.append({TrThroughputLab::tr("Page"), tabWords(in.tab)});
    out.lines.append({TrThroughputLab::tr("Matrix size n"), QStringLiteral("%1 × %1").arg(locale.toString(f.n))});
    out.lines.append(
        {TrThroughputLab::tr("Work"), TrThroughputLab::tr("2n³ = %1 FLOPs in %2 independent dot products")
                                          .arg(numbertext::scientific(f.flops), locale.toString(f.dotProducts))});
    out.lines.append(
        {TrThroughputLab::tr("CPU"), TrThroughputLab::tr("%1 → %2").arg(gflops(f.cpuGflops), seconds(f.cpuSeconds))});
    out.lines.append({TrThroughputLab::tr("GPU"), TrThroughputLab::tr("%1 → %2 per-call overhead + %3 compute = %4")
                                                      .arg(gflops(f.gpuGflops), seconds(f.gpuOverheadSeconds),
                                                           seconds(f.gpuComputeSeconds), seconds(f.gpuSeconds))});
    if (f.idleLanes())
        out.lines.append({TrThroughputLab::tr("Idle lanes"),
                          TrThroughputLab::tr("only %1 of %2 lanes have an entry to compute; the rest sit idle")
                              .arg(locale.toString(f.gpuBusyLanes), locale.toString(f.gpuLanes))});
    out.lines.append({TrThroughputLab::tr("Width"), TrThroughputLab::tr("%1 vs %2 lane-cycles/s — the GPU is %3× wider")
                                                        .arg(numbertext::scientific(f.cpuLaneCyclesPerSecond),
                                                             numbertext::scientific(f.gpuLaneCyclesPerSecond))
                                                        .arg(locale.toString(f.widthRatio, 'g', 3))});
    out.lines.append(
        {TrThroughputLab::tr("Verdict"), (f.gpuWins ? TrThroughputLab::tr("GPU %1× faster at n = %2 (simulated)")
                                                    : TrThroughputLab::tr("CPU %1× faster at n = %2 (simulated)"))
                                             .arg(locale.toString(f.timesFaster, 'f', 1))
                                             .arg(f.n)});
    QString crossText;
    switch (f.crossover) {
    case CrossoverKind::Never:
        crossText = TrThroughputLab::tr("none — these lanes add up to less than the CPU, so the GPU never catches up");
        break;
    case CrossoverKind::Everywhere:
        crossText = TrThroughputLab::tr("n ≈ %1, below the smallest size: the GPU wins everywhere here")
                        .arg(locale.toString(f.crossoverN, 'f', 1));
        break;
    case CrossoverKind::At:
        crossText = TrThroughputLab::tr("the GPU wins above n ≈ %1 (the per-call overhead hides the width below it)")
                        .arg(locale.toString(f.crossoverN, 'f', 0));
        break;
    }
    out.lines.append({TrThroughputLab::tr("Crossover"), crossText});
    return out;
}

ThroughputLabModel::ThroughputLabModel(QObject *parent) : QObject(parent) {}

void ThroughputLabModel::setInputs(const ThroughputInputs &in)
{
    setRace(in.race);
    setTab(in.tab);
}

void ThroughputLabModel::setRace(const RaceSettings &s)
{
    const RaceSettings c = clamped(s);
    if (c == m_inputs.race)
        return;
    m_inputs.race = c;
    Q_EMIT raceChanged();
}

void ThroughputLabModel::setTab(ThroughputTab tab)
{
    if (tab == m_inputs.tab)
        return;
    m_inputs.tab = tab;
    Q_EMIT tabChanged();
}

void ThroughputLabModel::reset()
{
    setInputs(ThroughputInputs{});
}

QStringList ThroughputLabModel::presets()
{
    QStringList out;
    for (int i = 0; i < kThroughputTabCount; ++i)
        out << tabKey(ThroughputTab(i));
    out << QStringLiteral("sweep-precision");
    return out;
}

bool ThroughputLabModel::applyPreset(const QString &name)
{
    if (name == u"sweep-precision") {
        setTab(ThroughputTab::Sweep);
        return true;
    }
    const std::optional<ThroughputTab> tab = tabFromKey(name);
    if (!tab)
        return false;
    setTab(*tab);
    return true;
}

SweepSetup ThroughputLabModel::sweepPrecisionSetup()
{
    return {{kernels::Precision::Fp32, kernels::Precision::Bf16},
            QStringLiteral("64, 128, 256, 512, 1024, 2048"),
            {QStringLiteral("cpu")},
            {QStringLiteral("naive")}};
}

QJsonObject ThroughputLabModel::toJson(const ThroughputInputs &in)
{
    const RaceSettings &r = in.race;
    return QJsonObject{{kTab, tabKey(in.tab)},
                       {kN, r.n},
                       {kCpuCores, r.cpuCores},
                       {kCpuClockGhz, significant(r.cpuClockHz / kHzPerGhz)},
                       {kGpuLanes, r.gpuLanes},
                       {kGpuClockGhz, significant(r.gpuClockHz / kHzPerGhz)},
                       {kOverheadUs, significant(r.launchSeconds * kUsPerSecond)}};
}

std::optional<ThroughputInputs> ThroughputLabModel::fromJson(const QJsonObject &state, QString *why)
{
    static const QStringList known{kTab, kN, kCpuCores, kCpuClockGhz, kGpuLanes, kGpuClockGhz, kOverheadUs};
    for (auto it = state.begin(); it != state.end(); ++it) {
        if (!known.contains(it.key())) {
            if (why)
                *why = TrThroughputLab::tr("\"%1\" is not a setting of the throughput lab (it has %2)")
                           .arg(it.key(), known.join(QStringLiteral(", ")));
            return std::nullopt;
        }
    }
    ThroughputInputs in;
    if (state.contains(kTab)) {
        const QJsonValue v = state.value(kTab);
        const std::optional<ThroughputTab> tab = v.isString() ? tabFromKey(v.toString()) : std::nullopt;
        if (!tab) {
            if (why)
                *why =
                    TrThroughputLab::tr("\"%1\" should be one of %2")
                        .arg(kTab, QStringList{tabKey(ThroughputTab::Race), tabKey(ThroughputTab::Sweep),
                                               tabKey(ThroughputTab::LessonBenchmark), tabKey(ThroughputTab::Roofline)}
                                       .join(QStringLiteral(", ")));
            return std::nullopt;
        }
        in.tab = *tab;
    }
    struct Field {
        const QString &key;
        const InputRange &range;
        double scale; // file units per model unit
        bool whole;
        void (*store)(RaceSettings &, double);
    };
    const Field fields[] = {
        {kN, kNRange, 1.0, true, [](RaceSettings &r, double v) { r.n = int(v); }},
        {kCpuCores, kCpuCoresRange, 1.0, true, [](RaceSettings &r, double v) { r.cpuCores = int(v); }},
        {kCpuClockGhz, kCpuClockRange, 1.0 / kHzPerGhz, false,
         [](RaceSettings &r, double v) { r.cpuClockHz = v * kHzPerGhz; }},
        {kGpuLanes, kGpuLanesRange, 1.0, true, [](RaceSettings &r, double v) { r.gpuLanes = int(v); }},
        {kGpuClockGhz, kGpuClockRange, 1.0 / kHzPerGhz, false,
         [](RaceSettings &r, double v) { r.gpuClockHz = v * kHzPerGhz; }},
        {kOverheadUs, kOverheadRange, kUsPerSecond, false,
         [](RaceSettings &r, double v) { r.launchSeconds = v / kUsPerSecond; }},
    };
    for (const Field &f : fields) {
        if (!state.contains(f.key))
            continue;
        const std::optional<double> v = numberAt(state, f.key, significant(f.range.min * f.scale),
                                                 significant(f.range.max * f.scale), f.whole, why);
        if (!v)
            return std::nullopt;
        f.store(in.race, *v);
    }
    in.race = clamped(in.race); // the ends, converted back, may lie a rounding outside
    return in;
}

std::optional<QJsonObject> ThroughputLabModel::fromV1(const QJsonObject &v1, QString *why)
{
    const auto refuse = [&](const QString &text) {
        if (why)
            *why = text;
        return std::optional<QJsonObject>();
    };
    // A whole number within [0, hi], as the controls stored them.
    const auto position = [&](const QString &key, int hi) -> std::optional<int> {
        const QJsonValue v = v1.value(key);
        const double d = v.toDouble(-1.0);
        if (!v.isDouble() || !std::isfinite(d) || d != std::floor(d) || d < 0 || d > hi) {
            refuse(TrThroughputLab::tr("\"%1\" should be a whole number from 0 to %2").arg(key).arg(hi));
            return std::nullopt;
        }
        return int(d);
    };
    ThroughputInputs in;
    const RaceSettings defaults;
    struct Slider {
        QString name;
        const InputRange &range;
        double defaultValue;
        void (*store)(RaceSettings &, double);
    };
    const Slider sliders[] = {
        {QStringLiteral("nSlider"), kNRange, double(defaults.n), [](RaceSettings &r, double v) { r.n = int(v); }},
        {QStringLiteral("coresSlider"), kCpuCoresRange, double(defaults.cpuCores),
         [](RaceSettings &r, double v) { r.cpuCores = int(v); }},
        {QStringLiteral("cpuClockSlider"), kCpuClockRange, defaults.cpuClockHz,
         [](RaceSettings &r, double v) { r.cpuClockHz = v; }},
        {QStringLiteral("lanesSlider"), kGpuLanesRange, double(defaults.gpuLanes),
         [](RaceSettings &r, double v) { r.gpuLanes = int(v); }},
        {QStringLiteral("gpuClockSlider"), kGpuClockRange, defaults.gpuClockHz,
         [](RaceSettings &r, double v) { r.gpuClockHz = v; }},
        {QStringLiteral("overheadSlider"), kOverheadRange, defaults.launchSeconds,
         [](RaceSettings &r, double v) { r.launchSeconds = v; }},
    };
    QStringList known{QStringLiteral("throughputTabs")};
    for (const Slider &s : sliders)
        known << s.name;
    for (auto it = v1.begin(); it != v1.end(); ++it)
        if (!known.contains(it.key()))
            return refuse(TrThroughputLab::tr("\"%1\" is not a control of the throughput lab").arg(it.key()));

    if (v1.contains(QStringLiteral("throughputTabs"))) {
        const std::optional<int> tab = position(QStringLiteral("throughputTabs"), kThroughputTabCount - 1);
        if (!tab)
            return std::nullopt;
        in.tab = ThroughputTab(*tab);
    }
    for (const Slider &s : sliders) {
        if (!v1.contains(s.name))
            continue;
        const std::optional<int> p = position(s.name, kSliderTrackSteps);
        if (!p)
            return std::nullopt;
        // A slider left where it started showed its default (the slider
        // never moved, so the value was never rounded to the track);
        // anywhere else, the value of its position.
        const bool atDefault = *p == sliderPosition(s.range, s.defaultValue, kSliderTrackSteps);
        s.store(in.race, atDefault ? s.defaultValue : sliderValue(s.range, *p, kSliderTrackSteps));
    }
    return toJson(in);
}

LabCodec throughputCodec()
{
    LabCodec c;
    c.lab = QStringLiteral("throughput");
    c.defaults = [] { return ThroughputLabModel::toJson(ThroughputInputs{}); };
    c.fromV1 = &ThroughputLabModel::fromV1;
    c.figures = [](const QJsonObject &state, QString *why) -> std::optional<LabFigures> {
        const std::optional<ThroughputInputs> in = ThroughputLabModel::fromJson(state, why);
        if (!in)
            return std::nullopt;
        return throughputFigures(*in);
    };
    return c;
}

} // namespace gpulab::core::throughput
