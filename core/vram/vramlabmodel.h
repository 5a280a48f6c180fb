#pragma once

// The VRAM planner's state and figures, with no widget: what the lab's panel
// draws, what `gpulab figures --lab vram` prints and what a ".gpulab" file
// holds. Its inputs are one value (VramInputs: the plan plus the two display
// choices a file keeps); each setter emits the signal of what it changes:
//   planChanged     — the plan: every figure (total, verdict, tables, fixes);
//   cardsChanged    — the custom card or this machine's GPU: the cards, so the
//                     fits and capacity tables (the plan's bytes stay);
//   unitsChanged    — GB or GiB: the same figures, worded in the other unit;
//   tablePageChanged — which of the two tables is on show.
// The figures are worked out here, once per change, and the panel only words them.

#include "core/deviceprobe.h"
#include "core/labcodec.h"
#include "core/vram/vramcards.h"
#include "core/vram/vramfixes.h"
#include "core/vram/vramplan.h"
#include "core/vram/vramtypes.h"

#include <QJsonObject>
#include <QObject>
#include <QString>
#include <QStringList>

#include <optional>

namespace gpulab::core::vram {

// ---- Input ranges: the lab's controls, `gpulab plan` and the state files
// accept the same (defined here once).
template <typename T> struct InputRange {
    T lo;
    T hi;
    [[nodiscard]] constexpr bool contains(T v) const { return v >= lo && v <= hi; }
};
inline constexpr InputRange<double> kParamsRange{kMinParams, kMaxParams};
inline constexpr InputRange<int> kBatchRange{1, kMaxBatch};
inline constexpr InputRange<int> kSeqRange{1, kMaxSeq};
inline constexpr InputRange<int> kAccumulationRange{1, kMaxAccumulation};
inline constexpr InputRange<int> kGpusRange{1, kMaxGpus};
inline constexpr InputRange<int> kLoraRankRange{1, kMaxLoraRank};
inline constexpr InputRange<int> kKeptGraphsRange{0, kMaxKeptGraphs};
inline constexpr InputRange<double> kHeadroomGBRange{0.0, kMaxHeadroomGB};
inline constexpr InputRange<double> kCustomCardGBRange{kMinCustomCardGB, kMaxCustomCardGB};

// The whole-number inputs of a plan, with their state-file key and range.
struct WholeInput {
    const char *key;
    InputRange<int> range;
    int Plan::*field;
};
inline constexpr WholeInput kWholeInputs[] = {
    {"batch", kBatchRange, &Plan::batch},
    {"seq", kSeqRange, &Plan::seq},
    {"accumulation", kAccumulationRange, &Plan::accumulation},
    {"gpus", kGpusRange, &Plan::gpus},
    {"loraRank", kLoraRankRange, &Plan::loraRank},
    {"keptGraphs", kKeptGraphsRange, &Plan::keptGraphs},
};

// The parameter slider: a log track of kParamsSliderSteps steps from
// kSliderMinParams to kSliderMaxParams; a position gives a count rounded to
// kSliderSignificantFigures, so the typed field beside it stays readable.
inline constexpr int kParamsSliderSteps = 1000;
inline constexpr int kSliderSignificantFigures = 3;
[[nodiscard]] double sliderToParams(int position); // on the track, not rounded
[[nodiscard]] int paramsToSlider(double params);
[[nodiscard]] double sliderParams(int position); // rounded: what moving the slider sets

enum class SizeUnit { GB, GiB };                // how the panel shows sizes
enum class TablePage { Bookkeeping, Capacity }; // which of its two tables is on show

struct VramInputs {
    Plan plan;
    double customCardGB = kDefaultCustomCardGB;
    SizeUnit units = SizeUnit::GB;
    TablePage table = TablePage::Bookkeeping;

    bool operator==(const VramInputs &) const = default;
};

// Every number and verdict the planner shows for a set of inputs.
struct VramFigures {
    QString invalid;   // why the plan cannot be evaluated (one sentence); empty when it can
    PlanResult result; // both bookkeepings, the activations, the shape, the notes
    InputsInUse inUse; // which inputs mean anything in the plan's mode
    QList<Card> cards; // the standard cards, the custom card, this machine's GPU when it has one
    QList<FitRow> fits;
    // The verdict: the smallest standard card that holds the plan, headroom
    // included; none when no standard card does (or the plan is invalid).
    std::optional<Card> smallestCard;
    // "Doubling the batch adds X %": training plans only.
    std::optional<BatchDoubling> doubling;
    QList<CapacityRow> capacity;
    double stateBytesPerParam = 0; // the capacity table's "this plan" divisor
    QList<FixOutcome> fixes;       // in the order to try them

    [[nodiscard]] bool valid() const { return invalid.isEmpty(); }
};

// The figures of `in`, against this machine's GPU when `cuda` is usable.
[[nodiscard]] VramFigures vramFigures(const VramInputs &in, const CudaReport *cuda = nullptr);
// The plan after only the cards changed: the plan's own figures are kept.
void recomputeCards(VramFigures &figures, const VramInputs &in, const CudaReport *cuda);

// State files: real units and named choices ("params": 7e9, "optimizer":
// "adam", "headroomGB": 1). A key left out takes its default; a key not
// known, a value of the wrong type, NaN or out of range refuses the whole
// object with one sentence in *why.
[[nodiscard]] QJsonObject vramInputsToJson(const VramInputs &in);
[[nodiscard]] std::optional<VramInputs> vramInputsFromJson(const QJsonObject &state, QString *why);
// A version-1 state (the controls' names, combo indices, the slider's track
// position) in version-2 form.
[[nodiscard]] std::optional<QJsonObject> vramStateFromV1(const QJsonObject &v1, QString *why);

// A size as the planner shows it, in the language's digits: "15.5 GB", "14.4 GiB".
[[nodiscard]] QString formatSize(double bytes, SizeUnit unit);
// The same, in MB or MiB below one GB or GiB ("86 MB").
[[nodiscard]] QString formatPartSize(double bytes, SizeUnit unit);

// The lab's codec (core/labcodec.h): its figures for a version-2 state, as
// JSON (the keys of `gpulab plan --json`) and as lines for a person.
[[nodiscard]] std::optional<LabFigures> vramLabFigures(const QJsonObject &state, QString *why);

class VramLabModel : public QObject {
    Q_OBJECT
public:
    explicit VramLabModel(QObject *parent = nullptr);

    [[nodiscard]] const VramInputs &inputs() const { return m_in; }
    [[nodiscard]] const Plan &plan() const { return m_in.plan; }
    [[nodiscard]] const VramFigures &figures() const { return m_figures; }

    // Everything at once (a file, reset): emits what changed.
    void setInputs(const VramInputs &in);
    void setPlan(const Plan &plan);
    // A count typed or slid to drops the preset (the shape is guessed from the
    // count again); the same count keeps it.
    void setParams(double params);
    void setParamsFromSlider(int position);
    // A published model's count and shape; an id that is no preset ("" for
    // "Custom") keeps the count and drops the preset. False for an unknown id.
    bool setPreset(const QString &id);
    void setCustomCardGB(double gb);
    void setUnits(SizeUnit units);
    void setTablePage(TablePage page);
    // This machine's GPU joins the cards (when usable) once the probe has made it.
    void setCuda(const CudaReport &cuda);

    // After a change of language: the figures' own words (card names, fix
    // titles, notes) worked out again in it; emits reworded() (the tables
    // word their cells again; the panel redraws the rest itself).
    void reword();

    void reset();
    // "t4-7b": Llama-2-7B trained with Adam in fp16 against a 16 GB T4;
    // "serve-7b": the same model served in fp16.
    [[nodiscard]] static QStringList presets();
    bool applyPreset(const QString &name);
    [[nodiscard]] static std::optional<Plan> presetPlan(const QString &name);

    [[nodiscard]] double customCardBytes() const { return m_in.customCardGB * kGB; }
    [[nodiscard]] bool showGib() const { return m_in.units == SizeUnit::GiB; }

    [[nodiscard]] QJsonObject toJson() const { return vramInputsToJson(m_in); }
    // All or nothing: a refused state changes nothing; answers why, or "".
    QString fromJson(const QJsonObject &state);

Q_SIGNALS:
    void planChanged();
    void cardsChanged();
    void unitsChanged();
    void tablePageChanged();
    void reworded();

private:
    VramInputs m_in;
    CudaReport m_cuda;
    VramFigures m_figures;
};

} // namespace gpulab::core::vram
