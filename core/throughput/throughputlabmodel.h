#pragma once

// The throughput lab's state and figures: which page is shown and the race's
// six settings, as one value, with the figures the race shows worked out from
// it (no widget needed: `gpulab figures --lab throughput` prints them).
//
// In a lab state file the inputs are in the units the lab shows them in:
//   {"tab": "race", "n": 1024, "cpuCores": 8, "cpuClockGhz": 4,
//    "gpuLanes": 2560, "gpuClockGhz": 1.6, "overheadUs": 5000}
// A key left out takes its default; an unknown key, a wrong type, NaN or a
// value out of its range refuses the whole state in one sentence.

#include "core/labcodec.h"
#include "core/throughput/racemodel.h"
#include "kernels/backend.h"

#include <QJsonObject>
#include <QList>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab::core::throughput {

// The lab's pages, in the order the panel shows them.
enum class ThroughputTab { Race, Sweep, LessonBenchmark, Roofline };
inline constexpr int kThroughputTabCount = 4;
[[nodiscard]] QString tabKey(ThroughputTab tab); // "race", "sweep", …
[[nodiscard]] std::optional<ThroughputTab> tabFromKey(const QString &key);

// One race control's range, defined once: the sliders are built from it and
// a lab state is checked against it. Values are in the model's units (Hz,
// seconds, counts); `step` rounds what a slider gives (0: none).
struct InputRange {
    double min = 0.0;
    double max = 0.0;
    double step = 0.0;
    bool log = false; // equal ratios per equal distance along the track
    [[nodiscard]] bool contains(double v) const { return v >= min && v <= max; }
};
inline constexpr InputRange kNRange{kMinN, kMaxN, 1.0, true};
inline constexpr InputRange kCpuCoresRange{kMinCpuCores, kMaxCpuCores, 1.0, true};
inline constexpr InputRange kCpuClockRange{kMinCpuClockHz, kMaxCpuClockHz, 0.1e9, false};
inline constexpr InputRange kGpuLanesRange{kMinGpuLanes, kMaxGpuLanes, 32.0, true};
inline constexpr InputRange kGpuClockRange{kMinGpuClockHz, kMaxGpuClockHz, 0.05e9, false};
inline constexpr InputRange kOverheadRange{kMinLaunchSeconds, kMaxLaunchSeconds, 0.0, true};

// The value a slider of `range` with `trackSteps` steps stands for at a track
// position (what the race's sliders give), and the position nearest a value.
[[nodiscard]] double sliderValue(const InputRange &range, int position, int trackSteps);
[[nodiscard]] int sliderPosition(const InputRange &range, double value, int trackSteps);
// The race's sliders have this many steps (version-1 files stored positions on it).
inline constexpr int kSliderTrackSteps = 1000;

struct ThroughputInputs {
    ThroughputTab tab = ThroughputTab::Race;
    RaceSettings race;

    bool operator==(const ThroughputInputs &) const = default;
};

// The race's verdict: the GPU is called the winner from this speedup up (CPU
// time ÷ GPU time); an exact tie is worded "GPU 1.0× faster".
inline constexpr double kGpuWinsFromSpeedup = 1.0;

enum class CrossoverKind {
    Never,      // the GPU's lanes add up to no more than the CPU: it never catches up
    Everywhere, // the crossover lies below kMinN: the GPU wins at every size of the race
    At          // the GPU wins above crossoverN
};

// Every number and verdict the race shows for its settings.
struct RaceFigures {
    int n = 0;
    double flops = 0.0;      // 2n³
    qint64 dotProducts = 0;  // n², the independent entries of the output
    double cpuGflops = 0.0;  // cores × clock × 2
    double cpuSeconds = 0.0; // no overhead: arithmetic only
    double gpuGflops = 0.0;  // lanes × clock × 2
    double gpuOverheadSeconds = 0.0;
    double gpuComputeSeconds = 0.0;
    double gpuSeconds = 0.0; // overhead + compute
    qint64 gpuLanes = 0;
    qint64 gpuBusyLanes = 0; // min(lanes, n²)
    qint64 gpuIdleLanes = 0; // lanes with no entry of their own
    double cpuLaneCyclesPerSecond = 0.0;
    double gpuLaneCyclesPerSecond = 0.0;
    double widthRatio = 0.0;  // GPU lane-cycles ÷ CPU lane-cycles
    double gpuSpeedup = 0.0;  // CPU time ÷ GPU time
    bool gpuWins = false;     // gpuSpeedup ≥ kGpuWinsFromSpeedup
    double timesFaster = 0.0; // the winner's factor: gpuSpeedup or its inverse
    CrossoverKind crossover = CrossoverKind::Never;
    double crossoverN = 0.0; // when At or Everywhere

    [[nodiscard]] bool idleLanes() const { return gpuIdleLanes > 0; }
};
[[nodiscard]] RaceFigures raceFigures(const RaceSettings &s);

// The figures as `gpulab figures` prints them (keys in the README's words).
[[nodiscard]] LabFigures throughputFigures(const ThroughputInputs &in);

// What the "sweep-precision" preset sets on the sweep page: fp32 against
// bf16 on the CPU, sizes from overhead-bound to compute-bound.
struct SweepSetup {
    QList<kernels::Precision> precisions; // fp32 first
    QString sizes;                        // as typed in the sizes field
    QStringList enabledBackends;
    QStringList disabledBackends;
};

class ThroughputLabModel : public QObject {
    Q_OBJECT
public:
    explicit ThroughputLabModel(QObject *parent = nullptr);

    [[nodiscard]] const ThroughputInputs &inputs() const { return m_inputs; }
    [[nodiscard]] const RaceSettings &race() const { return m_inputs.race; }
    [[nodiscard]] ThroughputTab tab() const { return m_inputs.tab; }
    void setInputs(const ThroughputInputs &in);
    void setRace(const RaceSettings &s); // clamped into range
    void setTab(ThroughputTab tab);
    // The defaults: the lesson's race on its first page.
    void reset();

    [[nodiscard]] RaceFigures figures() const { return raceFigures(m_inputs.race); }

    // "race", "sweep", "lesson-benchmark", "roofline": that page;
    // "sweep-precision": the sweep page set up by sweepPrecisionSetup().
    [[nodiscard]] static QStringList presets();
    bool applyPreset(const QString &name);
    [[nodiscard]] static SweepSetup sweepPrecisionSetup();

    [[nodiscard]] QJsonObject toJson() const { return toJson(m_inputs); }
    [[nodiscard]] static QJsonObject toJson(const ThroughputInputs &in);
    // Keys left out take their defaults; anything else wrong: no value and
    // one sentence in *why.
    [[nodiscard]] static std::optional<ThroughputInputs> fromJson(const QJsonObject &state, QString *why);
    // A version-1 state (the controls' object names and slider positions) in
    // version-2 form, or no value and the reason.
    [[nodiscard]] static std::optional<QJsonObject> fromV1(const QJsonObject &v1, QString *why);

Q_SIGNALS:
    void raceChanged(); // the settings, so every figure of the race
    void tabChanged();

private:
    ThroughputInputs m_inputs;
};

// The lab's entry in core/labcodec.cpp.
[[nodiscard]] LabCodec throughputCodec();

} // namespace gpulab::core::throughput
