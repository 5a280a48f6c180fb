#include "core/timing/timinglabstate.h"

#include "core/labstatereader.h"
#include "core/throughput/logscale.h"
#include "core/units.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpulab::core::timing {

namespace {

struct TrTimingLabState {
    Q_DECLARE_TR_FUNCTIONS(TimingLabState)
};

constexpr double kMsPerSecond = 1000.0;
// The version-1 rate and overhead sliders: 0 … 1000 over a log scale.
constexpr int kV1LogSteps = 1000;

// Milliseconds as a state holds them: 0.005 s is 5 ms, not 5.000000000000001.
double timingMs(double seconds)
{
    return QString::number(seconds * kMsPerSecond, 'g', 12).toDouble();
}

QStringList clockKeys()
{
    return {QStringLiteral("host"), QStringLiteral("events")};
}

// A version-1 log slider's ends; v1FromStep and v1ToStep read its track.
struct V1LogRange {
    double lo;
    double hi;
};
constexpr V1LogRange kV1CpuRate{kMinCpuGflops, kMaxCpuGflops};
constexpr V1LogRange kV1GpuRate{kMinGpuGflops, kMaxGpuGflops};
constexpr V1LogRange kV1Launch{kMinLaunchSeconds, kMaxLaunchSeconds};

template <const V1LogRange &Range> double v1FromStep(int step)
{
    return throughput::logStepValue(step, kV1LogSteps, Range.lo, Range.hi);
}
template <const V1LogRange &Range> int v1ToStep(double v)
{
    return throughput::logStep(v, kV1LogSteps, Range.lo, Range.hi);
}

QString speedText(double x)
{
    return TrTimingLabState::tr("%1×").arg(units::number(x, x < 10 ? 1 : 0));
}

} // namespace

QJsonObject toJson(const TimingSettings &s)
{
    return {{QStringLiteral("n"), s.n},
            {QStringLiteral("cpuGflops"), s.cpuGflops},
            {QStringLiteral("gpuGflops"), s.gpuGflops},
            {QStringLiteral("launchMs"), timingMs(s.launchSeconds)},
            {QStringLiteral("barrierAfter"), s.barrierAfter},
            {QStringLiteral("barrierBefore"), s.barrierBefore},
            {QStringLiteral("coldCall"), !s.warm},
            {QStringLiteral("clock"), clockKeys().value(s.clock == Clock::DeviceEvents ? 1 : 0)}};
}

std::optional<TimingSettings> timingSettingsFromJson(const QJsonObject &json, const TimingSettings &base, QString *why)
{
    TimingSettings s = base;
    LabStateReader r(json);
    r.integer(QStringLiteral("n"), kMinN, kMaxN, &s.n);
    r.number(QStringLiteral("cpuGflops"), kMinCpuGflops, kMaxCpuGflops, &s.cpuGflops);
    r.number(QStringLiteral("gpuGflops"), kMinGpuGflops, kMaxGpuGflops, &s.gpuGflops);
    double ms = timingMs(s.launchSeconds);
    r.number(QStringLiteral("launchMs"), kMinLaunchSeconds * kMsPerSecond, kMaxLaunchSeconds * kMsPerSecond, &ms);
    r.boolean(QStringLiteral("barrierAfter"), &s.barrierAfter);
    r.boolean(QStringLiteral("barrierBefore"), &s.barrierBefore);
    bool cold = !s.warm;
    r.boolean(QStringLiteral("coldCall"), &cold);
    QString clock = clockKeys().value(s.clock == Clock::DeviceEvents ? 1 : 0);
    r.choice(QStringLiteral("clock"), clockKeys(), &clock);
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    // Kept when unchanged: base's seconds, not a round trip through ms.
    if (ms != timingMs(s.launchSeconds))
        s.launchSeconds = ms / kMsPerSecond;
    s.warm = !cold;
    s.clock = clock == clockKeys().at(1) ? Clock::DeviceEvents : Clock::Host;
    return s;
}

QString verdictKey(TimingFigures::Verdict verdict)
{
    switch (verdict) {
    case TimingFigures::Verdict::NoReading: return QStringLiteral("no-reading");
    case TimingFigures::Verdict::Overstated: return QStringLiteral("overstated");
    case TimingFigures::Verdict::Understated: return QStringLiteral("understated");
    case TimingFigures::Verdict::CloseToHonest: return QStringLiteral("close-to-honest");
    }
    return {};
}

QJsonObject timingLabDefaults()
{
    return toJson(TimingSettings{});
}

std::optional<QJsonObject> timingLabFromV1(const QJsonObject &v1, QString *why)
{
    LabStateReader r(v1);
    QJsonObject out = timingLabDefaults();
    int n = -1;
    r.integer(QStringLiteral("sizeSlider"), kMinN, kMaxN, &n);
    if (r.ok() && n >= 0)
        out.insert(QStringLiteral("n"), n);
    const auto logSlider = [&](const char *v1Key, const char *v2Key, double (*from)(int), int (*to)(double),
                               double unit) {
        int step = -1;
        r.integer(QLatin1String(v1Key), 0, kV1LogSteps, &step);
        if (r.ok() && step >= 0)
            out.insert(QLatin1String(v2Key),
                       QString::number(roundestOnStep(step, from, to) * unit, 'g', 12).toDouble());
    };
    logSlider("cpuRateSlider", "cpuGflops", v1FromStep<kV1CpuRate>, v1ToStep<kV1CpuRate>, 1.0);
    logSlider("gpuRateSlider", "gpuGflops", v1FromStep<kV1GpuRate>, v1ToStep<kV1GpuRate>, 1.0);
    logSlider("launchSlider", "launchMs", v1FromStep<kV1Launch>, v1ToStep<kV1Launch>, kMsPerSecond);
    const auto toggle = [&](const char *v1Key, const char *v2Key, bool invert) {
        bool on = false;
        const bool had = v1.contains(QLatin1String(v1Key));
        r.boolean(QLatin1String(v1Key), &on);
        if (r.ok() && had)
            out.insert(QLatin1String(v2Key), on != invert);
    };
    toggle("barrierToggle", "barrierAfter", false);
    toggle("barrierBeforeToggle", "barrierBefore", false);
    toggle("coldToggle", "coldCall", false);
    bool events = false;
    const bool hadEvents = v1.contains(QStringLiteral("eventsToggle"));
    r.boolean(QStringLiteral("eventsToggle"), &events);
    if (r.ok() && hadEvents)
        out.insert(QStringLiteral("clock"), clockKeys().value(events ? 1 : 0));
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    return out;
}

std::optional<LabFigures> timingLabFigures(const QJsonObject &state, QString *why)
{
    const std::optional<TimingSettings> s = timingSettingsFromJson(state, TimingSettings{}, why);
    if (!s)
        return std::nullopt;
    const TimingFigures f = TimingModel::compute(*s);
    LabFigures out;
    const auto reading = [&](double v) { return f.readingFailed ? QJsonValue() : QJsonValue(v); };
    out.json = QJsonObject{
        {QStringLiteral("flops"), f.flops},
        {QStringLiteral("cpuSeconds"), f.cpuSeconds},
        {QStringLiteral("kernelSeconds"), f.kernelSeconds},
        {QStringLiteral("launchSeconds"), f.launchSeconds},
        {QStringLiteral("fillSeconds"), f.fillSeconds},
        {QStringLiteral("queuedSeconds"), f.queuedSeconds},
        {QStringLiteral("coldSeconds"), f.coldSeconds},
        {QStringLiteral("measuredSeconds"), reading(f.measuredSeconds)},
        {QStringLiteral("impliedSpeedup"), reading(f.impliedSpeedup)},
        {QStringLiteral("readingError"), f.readingFailed ? QJsonValue(f.readingError) : QJsonValue()},
        {QStringLiteral("honestSeconds"), f.honestSeconds},
        {QStringLiteral("honestSpeedup"), f.honestSpeedup},
        {QStringLiteral("noBarrierSeconds"), f.noBarrierSeconds},
        {QStringLiteral("noBarrierSpeedup"), f.noBarrierSpeedup},
        {QStringLiteral("illusionFactor"), f.illusionFactor},
        {QStringLiteral("overstatement"), reading(f.overstatement)},
        {QStringLiteral("overstatedAbove"), kOverstatedAbove},
        {QStringLiteral("understatedBelow"), kUnderstatedBelow},
        {QStringLiteral("coldInReading"), f.coldInReading},
        {QStringLiteral("queuedInReading"), f.queuedInReading},
        {QStringLiteral("honest"), f.honest},
        {QStringLiteral("verdict"), verdictKey(f.verdict)},
        {QStringLiteral("jobHonestSeconds"), f.jobHonestSeconds},
        {QStringLiteral("jobIllusionSeconds"), f.jobIllusionSeconds},
        {QStringLiteral("timerStopSeconds"), f.timerStop},
        {QStringLiteral("kernelEndSeconds"), f.kernelEnd},
    };
    using Verdict = TimingFigures::Verdict;
    out.lines = {
        {s->clock == Clock::DeviceEvents ? TrTimingLabState::tr("The events read")
                                         : TrTimingLabState::tr("The stopwatch reads"),
         f.readingFailed ? f.readingError : units::seconds(f.measuredSeconds)},
        {TrTimingLabState::tr("Implied speedup"),
         f.readingFailed ? TrTimingLabState::tr("none") : speedText(f.impliedSpeedup)},
        {TrTimingLabState::tr("Verdict"),
         f.verdict == Verdict::NoReading    ? TrTimingLabState::tr("no reading: the program stopped with an error")
         : f.verdict == Verdict::Overstated ? TrTimingLabState::tr("overstated (more than %1 × the honest speedup)")
                                                  .arg(QLocale().toString(kOverstatedAbove))
         : f.verdict == Verdict::Understated
             ? TrTimingLabState::tr("understated (less than the honest speedup ÷ %1): %2")
                   .arg(QLocale().toString(kOverstatedAbove), TimingModel::understatedWhy(f))
             : TrTimingLabState::tr("close to the honest speedup")},
        {TrTimingLabState::tr("CPU"), units::seconds(f.cpuSeconds)},
        {TrTimingLabState::tr("GPU kernel"), units::seconds(f.kernelSeconds)},
        {TrTimingLabState::tr("Per-call overhead"), units::seconds(f.launchSeconds)},
        {TrTimingLabState::tr("Honest speedup"), speedText(f.honestSpeedup)},
        {TrTimingLabState::tr("Without the barrier"), speedText(f.noBarrierSpeedup)},
        {TrTimingLabState::tr("Illusion"), speedText(f.illusionFactor)},
        {QString(), TimingModel::explanation(*s, f)},
        {QString(), TimingModel::consequence(f)},
    };
    return out;
}

} // namespace gpulab::core::timing
