#include "core/vram/vramlabmodel.h"

#include "core/vram/vramwords.h"

#include "core/throughput/logscale.h"
#include "core/vram/vramjson.h"
#include "core/vram/vramnames.h"
#include "core/vram/vrampresets.h"

#include <QCoreApplication>
#include <QJsonValue>
#include <QLocale>

#include <cmath>

namespace gpulab::core::vram {

double sliderToParams(int position)
{
    return throughput::logStepValue(position, kParamsSliderSteps, kSliderMinParams, kSliderMaxParams);
}

int paramsToSlider(double params)
{
    return throughput::logStep(params, kParamsSliderSteps, kSliderMinParams, kSliderMaxParams);
}

double sliderParams(int position)
{
    const double raw = sliderToParams(position);
    const double scale = std::pow(10.0, std::floor(std::log10(raw)) - (kSliderSignificantFigures - 1));
    return std::round(raw / scale) * scale;
}

// ---- Figures ------------------------------------------------------------------

void recomputeCards(VramFigures &f, const VramInputs &in, const CudaReport *cuda)
{
    f.cards = cards(in.customCardGB * kGB, cuda);
    f.fits.clear();
    // The plan's total, worked out once: fitsTable() would evaluate it again.
    const double need = f.valid() ? f.result.total() : 0.0;
    for (const Card &c : std::as_const(f.cards))
        f.fits.append({c, need, need <= c.bytes, c.bytes - need});
    f.capacity.clear();
    for (const Card &c : std::as_const(f.cards))
        f.capacity.append(
            {c, capacityParams(c.bytes, kInferenceFp16BytesPerParam), capacityParams(c.bytes, kSgdTrainBytesPerParam),
             capacityParams(c.bytes, kAdamTrainBytesPerParam), capacityParams(c.bytes, f.stateBytesPerParam)});
}

VramFigures vramFigures(const VramInputs &in, const CudaReport *cuda)
{
    VramFigures f;
    const Plan &plan = in.plan;
    f.invalid = validate(plan);
    f.result = evaluate(plan);
    f.inUse = inputsInUse(plan);
    if (f.valid()) {
        const double need = f.result.total();
        for (const Card &c : standardCards()) // smallest first
            if (need <= c.bytes) {
                f.smallestCard = c;
                break;
            }
        f.stateBytesPerParam = modelStateBytesPerParam(plan);
    }
    f.doubling = batchDoubling(plan);
    f.fixes = oomFixes(plan);
    recomputeCards(f, in, cuda);
    return f;
}

// ---- State files ----------------------------------------------------------------
namespace {

struct TrVramState {
    Q_DECLARE_TR_FUNCTIONS(VramLabModel)
};

constexpr auto kPresetKey = "preset";
constexpr auto kParamsKey = "params";
constexpr auto kWeightsKey = "weights";
constexpr auto kModeKey = "mode";
constexpr auto kOptimizerKey = "optimizer";
constexpr auto kBookkeepingKey = "bookkeeping";
constexpr auto kActivationsKey = "activations";
constexpr auto kShardingKey = "sharding";
constexpr auto kCheckpointingKey = "checkpointing";
constexpr auto kAutocastKey = "autocast";
constexpr auto kHeadroomKey = "headroomGB";
constexpr auto kCustomCardKey = "customCardGB";
constexpr auto kUnitsKey = "units";
constexpr auto kTableKey = "table";

QString unitsName(SizeUnit u)
{
    return u == SizeUnit::GiB ? QStringLiteral("GiB") : QStringLiteral("GB");
}

QString tableName(TablePage t)
{
    return t == TablePage::Capacity ? QStringLiteral("capacity") : QStringLiteral("bookkeeping");
}

QString vramOutside(const QString &key, const QString &lo, const QString &hi)
{
    return TrVramState::tr("its \"%1\" is outside %2 to %3").arg(key, lo, hi);
}

// A number, finite; or the sentence why not.
std::optional<double> vramNumber(const QJsonValue &v, const QString &key, QString *why)
{
    if (!v.isDouble() || !std::isfinite(v.toDouble())) {
        *why = TrVramState::tr("its \"%1\" should be a number").arg(key);
        return std::nullopt;
    }
    return v.toDouble();
}

std::optional<int> vramWhole(const QJsonValue &v, const QString &key, InputRange<int> range, QString *why)
{
    const std::optional<double> d = vramNumber(v, key, why);
    if (!d)
        return std::nullopt;
    if (*d != std::floor(*d)) {
        *why = TrVramState::tr("its \"%1\" should be a whole number").arg(key);
        return std::nullopt;
    }
    if (*d < range.lo || *d > range.hi) {
        *why = vramOutside(key, QLocale().toString(range.lo), QLocale().toString(range.hi));
        return std::nullopt;
    }
    return int(*d);
}

std::optional<double> vramReal(const QJsonValue &v, const QString &key, InputRange<double> range, QString *why)
{
    const std::optional<double> d = vramNumber(v, key, why);
    if (d && !range.contains(*d)) {
        *why = vramOutside(key, QLocale().toString(range.lo), QLocale().toString(range.hi));
        return std::nullopt;
    }
    return d;
}

// A named choice: one of `names`, in that spelling.
template <typename E>
std::optional<E> vramChoice(const QJsonValue &v, const QString &key, const QList<E> &values, QString (*name)(E),
                            QString *why)
{
    QStringList names;
    for (E e : values) {
        names << name(e);
        if (v.isString() && v.toString() == name(e))
            return e;
    }
    *why = TrVramState::tr("its \"%1\" should be one of: %2").arg(key, names.join(QStringLiteral(", ")));
    return std::nullopt;
}

QString bookkeepingName(Bookkeeping b)
{
    return cliName(b);
}

} // namespace

QJsonObject vramInputsToJson(const VramInputs &in)
{
    const Plan &p = in.plan;
    QJsonObject o{{QLatin1String(kPresetKey), p.presetId},
                  {QLatin1String(kParamsKey), p.params},
                  {QLatin1String(kWeightsKey), cliName(p.weights)},
                  {QLatin1String(kModeKey), cliName(p.mode)},
                  {QLatin1String(kOptimizerKey), cliName(p.optimizer)},
                  {QLatin1String(kBookkeepingKey), cliName(p.bookkeeping)},
                  {QLatin1String(kActivationsKey), cliName(p.activations)},
                  {QLatin1String(kShardingKey), cliName(p.sharding)},
                  {QLatin1String(kCheckpointingKey), p.checkpointing},
                  {QLatin1String(kAutocastKey), p.autocast},
                  {QLatin1String(kHeadroomKey), p.headroomBytes / kGB},
                  {QLatin1String(kCustomCardKey), in.customCardGB},
                  {QLatin1String(kUnitsKey), unitsName(in.units)},
                  {QLatin1String(kTableKey), tableName(in.table)}};
    for (const WholeInput &w : kWholeInputs)
        o.insert(QLatin1String(w.key), p.*w.field);
    return o;
}

std::optional<VramInputs> vramInputsFromJson(const QJsonObject &state, QString *why)
{
    QString reason;
    const auto refuse = [&]() -> std::optional<VramInputs> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    VramInputs in;
    Plan &p = in.plan;
    QJsonObject rest = state;
    const auto take = [&rest](const char *key) { return rest.take(QLatin1String(key)); };

    if (const QJsonValue v = take(kPresetKey); !v.isUndefined()) {
        if (!v.isString()) {
            reason = TrVramState::tr("its \"%1\" should be the name of a model, or \"\" for a typed count")
                         .arg(QLatin1String(kPresetKey));
            return refuse();
        }
        if (!v.toString().isEmpty()) {
            const Preset *preset = findPreset(v.toString());
            if (!preset || preset->id != v.toString()) {
                QStringList ids;
                for (const Preset &known : presets())
                    ids << known.id;
                reason = TrVramState::tr("its \"%1\" should be \"\" or one of: %2")
                             .arg(QLatin1String(kPresetKey), ids.join(QStringLiteral(", ")));
                return refuse();
            }
            p = withPreset(p, *preset);
        }
    }
    if (const QJsonValue v = take(kParamsKey); !v.isUndefined()) {
        const std::optional<double> n = vramNumber(v, QLatin1String(kParamsKey), &reason);
        if (!n)
            return refuse();
        if (!kParamsRange.contains(*n)) {
            reason =
                vramOutside(QLatin1String(kParamsKey), formatParams(kParamsRange.lo), formatParams(kParamsRange.hi));
            return refuse();
        }
        if (!p.presetId.isEmpty() && *n != p.params) {
            reason = TrVramState::tr("its \"%1\" is not the count of the model \"%2\" (%3): leave one of them out")
                         .arg(QLatin1String(kParamsKey), p.presetId)
                         .arg(p.params, 0, 'f', 0);
            return refuse();
        }
        if (p.presetId.isEmpty())
            p = withParams(p, *n);
    }
    const auto choice = [&](const char *key, auto values, auto name, auto &field) {
        if (const QJsonValue v = take(key); !v.isUndefined()) {
            const auto e = vramChoice(v, QLatin1String(key), values, name, &reason);
            if (!e)
                return false;
            field = *e;
        }
        return true;
    };
    using PrecisionName = QString (*)(Precision);
    using ModeName = QString (*)(Mode);
    using OptimizerName = QString (*)(Optimizer);
    using ShardingName = QString (*)(Sharding);
    using ActivationName = QString (*)(ActivationEstimate);
    if (!choice(kWeightsKey, allPrecisions(), PrecisionName(&cliName), p.weights) ||
        !choice(kModeKey, allModes(), ModeName(&cliName), p.mode) ||
        !choice(kOptimizerKey, allOptimizers(), OptimizerName(&cliName), p.optimizer) ||
        !choice(kBookkeepingKey, QList<Bookkeeping>{Bookkeeping::Lesson, Bookkeeping::MixedPrecision}, &bookkeepingName,
                p.bookkeeping) ||
        !choice(kActivationsKey, allActivationEstimates(), ActivationName(&cliName), p.activations) ||
        !choice(kShardingKey, allShardings(), ShardingName(&cliName), p.sharding) ||
        !choice(kUnitsKey, QList<SizeUnit>{SizeUnit::GB, SizeUnit::GiB}, &unitsName, in.units) ||
        !choice(kTableKey, QList<TablePage>{TablePage::Bookkeeping, TablePage::Capacity}, &tableName, in.table))
        return refuse();
    for (const WholeInput &w : kWholeInputs)
        if (const QJsonValue v = take(w.key); !v.isUndefined()) {
            const std::optional<int> n = vramWhole(v, QLatin1String(w.key), w.range, &reason);
            if (!n)
                return refuse();
            p.*w.field = *n;
        }
    for (const auto &[key, field] :
         {std::pair{kCheckpointingKey, &p.checkpointing}, std::pair{kAutocastKey, &p.autocast}})
        if (const QJsonValue v = take(key); !v.isUndefined()) {
            if (!v.isBool()) {
                reason = TrVramState::tr("its \"%1\" should be true or false").arg(QLatin1String(key));
                return refuse();
            }
            *field = v.toBool();
        }
    if (const QJsonValue v = take(kHeadroomKey); !v.isUndefined()) {
        const std::optional<double> gb = vramReal(v, QLatin1String(kHeadroomKey), kHeadroomGBRange, &reason);
        if (!gb)
            return refuse();
        p.headroomBytes = *gb * kGB;
    }
    if (const QJsonValue v = take(kCustomCardKey); !v.isUndefined()) {
        const std::optional<double> gb = vramReal(v, QLatin1String(kCustomCardKey), kCustomCardGBRange, &reason);
        if (!gb)
            return refuse();
        in.customCardGB = *gb;
    }
    if (!rest.isEmpty()) {
        reason = TrVramState::tr("it has a setting \"%1\" that this lab does not have").arg(rest.begin().key());
        return refuse();
    }
    return in;
}

std::optional<QJsonObject> vramStateFromV1(const QJsonObject &v1, QString *why)
{
    QString reason;
    const auto refuse = [&]() -> std::optional<QJsonObject> {
        if (why)
            *why = reason;
        return std::nullopt;
    };
    QJsonObject v2;
    QJsonObject rest = v1;
    const auto take = [&rest](const char *key) { return rest.take(QLatin1String(key)); };
    // A combo box: its position in the list the lab filled it from.
    const auto index = [&](const char *key, const char *to, const QStringList &names) {
        const QJsonValue v = take(key);
        if (v.isUndefined())
            return true;
        const std::optional<int> i = vramWhole(v, QLatin1String(key), {0, int(names.size()) - 1}, &reason);
        if (!i)
            return false;
        v2.insert(QLatin1String(to), names[*i]);
        return true;
    };
    const auto namesOf = [](auto values) {
        QStringList out;
        for (auto e : values)
            out << cliName(e);
        return out;
    };

    // The model: the preset list's row (0 is "Custom"), then the slider, then
    // the exact count typed (kept only without a preset), in the order the lab
    // applied them.
    Plan plan;
    if (const QJsonValue v = take("preset"); !v.isUndefined()) {
        const std::optional<int> row = vramWhole(v, QStringLiteral("preset"), {0, int(presets().size())}, &reason);
        if (!row)
            return refuse();
        if (*row > 0)
            plan = withPreset(plan, presets()[*row - 1]);
    }
    if (const QJsonValue v = take("paramsSlider"); !v.isUndefined()) {
        const std::optional<int> pos = vramWhole(v, QStringLiteral("paramsSlider"), {0, kParamsSliderSteps}, &reason);
        if (!pos)
            return refuse();
        if (*pos != paramsToSlider(plan.params))
            plan = withParams(plan, sliderParams(*pos));
    }
    if (const QJsonValue v = take("params"); !v.isUndefined()) {
        const std::optional<double> n = vramNumber(v, QStringLiteral("params"), &reason);
        if (!n)
            return refuse();
        if (!kParamsRange.contains(*n)) {
            reason =
                vramOutside(QStringLiteral("params"), formatParams(kParamsRange.lo), formatParams(kParamsRange.hi));
            return refuse();
        }
        if (plan.presetId.isEmpty())
            plan = withParams(plan, *n);
    }
    v2.insert(QLatin1String(kPresetKey), plan.presetId);
    v2.insert(QLatin1String(kParamsKey), plan.params);

    if (!index("weights", kWeightsKey, namesOf(allPrecisions())) || !index("mode", kModeKey, namesOf(allModes())) ||
        !index("optimizer", kOptimizerKey, namesOf(allOptimizers())) ||
        !index("bookkeeping", kBookkeepingKey,
               namesOf(QList<Bookkeeping>{Bookkeeping::Lesson, Bookkeeping::MixedPrecision})) ||
        !index("activations", kActivationsKey, namesOf(allActivationEstimates())) ||
        !index("sharding", kShardingKey, namesOf(allShardings())) ||
        !index("units", kUnitsKey, {unitsName(SizeUnit::GB), unitsName(SizeUnit::GiB)}) ||
        !index("tableTabs", kTableKey, {tableName(TablePage::Bookkeeping), tableName(TablePage::Capacity)}))
        return refuse();
    // The same names and units as version 2.
    for (const WholeInput &w : kWholeInputs)
        if (const QJsonValue v = take(w.key); !v.isUndefined())
            v2.insert(QLatin1String(w.key), v);
    for (const char *key : {kCheckpointingKey, kAutocastKey})
        if (const QJsonValue v = take(key); !v.isUndefined())
            v2.insert(QLatin1String(key), v);
    if (const QJsonValue v = take("headroom"); !v.isUndefined())
        v2.insert(QLatin1String(kHeadroomKey), v);
    if (const QJsonValue v = take("customCard"); !v.isUndefined())
        v2.insert(QLatin1String(kCustomCardKey), v);
    if (!rest.isEmpty()) {
        reason = TrVramState::tr("it has a setting \"%1\" that this lab does not have").arg(rest.begin().key());
        return refuse();
    }
    // Checked as version 2 (ranges, types), then written whole: a key the
    // version-1 state left out takes its default.
    const std::optional<VramInputs> in = vramInputsFromJson(v2, &reason);
    if (!in)
        return refuse();
    return vramInputsToJson(*in);
}

// ---- Words ----------------------------------------------------------------------------

QString formatSize(double bytes, SizeUnit unit)
{
    const bool gib = unit == SizeUnit::GiB;
    return QStringLiteral("%1 %2")
        .arg(QLocale().toString(bytes / (gib ? kGiB : kGB), 'f', 1))
        .arg(gib ? TrVramState::tr("GiB") : TrVramState::tr("GB"));
}

QString formatPartSize(double bytes, SizeUnit unit)
{
    const bool gib = unit == SizeUnit::GiB;
    const double big = gib ? kGiB : kGB;
    if (bytes >= big)
        return formatSize(bytes, unit);
    const double mb = bytes / (gib ? big / 1024.0 : big / 1000.0);
    return QStringLiteral("%1 %2")
        .arg(QLocale().toString(mb, 'f', mb < 10 ? 1 : 0))
        .arg(gib ? TrVramState::tr("MiB") : TrVramState::tr("MB"));
}

std::optional<LabFigures> vramLabFigures(const QJsonObject &state, QString *why)
{
    const std::optional<VramInputs> in = vramInputsFromJson(state, why);
    if (!in)
        return std::nullopt;
    const VramFigures f = vramFigures(*in, nullptr); // no machine's GPU: the same figures everywhere
    const Plan &plan = in->plan;
    const PlanResult &r = f.result;
    const auto size = [unit = in->units](double bytes) { return formatSize(bytes, unit); };
    LabFigures out;
    out.json = toJson(plan, f);
    QList<LabFigureLine> &lines = out.lines;
    lines.append({TrVramState::tr("Model"),
                  plan.presetId.isEmpty()
                      ? TrVramState::tr("%1 parameters, %2").arg(readableParams(plan.params), label(plan.mode))
                      : TrVramState::tr("%1 (%2 parameters), %3")
                            .arg(findPreset(plan.presetId)->name, readableParams(plan.params), label(plan.mode))});
    if (!f.valid()) {
        lines.append({TrVramState::tr("Verdict"), f.invalid});
        return out;
    }
    lines.append({TrVramState::tr("Total per GPU"), size(r.total())});
    lines.append({TrVramState::tr("Bookkeeping"), label(r.inUse)});
    lines.append({TrVramState::tr("Planned"),
                  TrVramState::tr("%1 planned + %2 headroom").arg(size(r.used().planned()), size(r.used().overhead))});
    for (Component c : kComponents)
        lines.append({label(c), size(componentBytes(r.used(), c))});
    lines.append({TrVramState::tr("Verdict"), smallestCardSentence(f)});
    for (const FitRow &row : f.fits)
        lines.append({row.card.label, row.fits
                                          ? TrVramState::tr("fits, %1 spare").arg(size(row.marginBytes))
                                          : TrVramState::tr("does not fit, %1 short").arg(size(-row.marginBytes))});
    if (f.doubling)
        lines.append({TrVramState::tr("Doubling the batch"),
                      TrVramState::tr("adds %1 (%2 %)")
                          .arg(size(f.doubling->addedBytes), QLocale().toString(f.doubling->addedPercent, 'f', 1))});
    if (plan.mode != Mode::Inference)
        lines.append({TrVramState::tr("Effective batch"), QLocale().toString(plan.effectiveBatch())});
    const ActivationWords act = activationWords(plan, r, in->units);
    for (int i = 0; i < act.sentences.size(); ++i)
        lines.append({i == 0 ? act.heading : QString(), act.sentences[i]});
    lines.append({TrVramState::tr("Model states per parameter"),
                  TrVramState::tr("%1 B").arg(QLocale().toString(f.stateBytesPerParam, 'f', 2))});
    int i = 0;
    for (const FixOutcome &fix : f.fixes) {
        ++i;
        lines.append({TrVramState::tr("Fix %1").arg(i),
                      fix.applicable ? TrVramState::tr("%1: %2%3")
                                           .arg(fix.title, fix.delta() <= 0 ? QStringLiteral("−") : QStringLiteral("+"),
                                                size(std::abs(fix.delta())))
                                     : TrVramState::tr("%1 (n/a)").arg(fix.title)});
    }
    for (const QString &note : r.notes)
        lines.append({QString(), note});
    return out;
}

// ---- The model --------------------------------------------------------------------

VramLabModel::VramLabModel(QObject *parent) : QObject(parent), m_figures(vramFigures(m_in, nullptr)) {}

void VramLabModel::setInputs(const VramInputs &in)
{
    if (in == m_in)
        return;
    const VramInputs was = m_in;
    m_in = in;
    const bool plan = !(was.plan == in.plan);
    const bool cards = was.customCardGB != in.customCardGB;
    if (plan)
        m_figures = vramFigures(m_in, &m_cuda);
    else if (cards)
        recomputeCards(m_figures, m_in, &m_cuda);
    if (plan)
        Q_EMIT planChanged();
    if (cards)
        Q_EMIT cardsChanged();
    if (was.units != in.units)
        Q_EMIT unitsChanged();
    if (was.table != in.table)
        Q_EMIT tablePageChanged();
}

void VramLabModel::setPlan(const Plan &plan)
{
    VramInputs in = m_in;
    in.plan = plan;
    setInputs(in);
}

void VramLabModel::setParams(double params)
{
    if (params == m_in.plan.params)
        return;
    setPlan(withParams(m_in.plan, params));
}

void VramLabModel::setParamsFromSlider(int position)
{
    setPlan(withParams(m_in.plan, sliderParams(position)));
}

bool VramLabModel::setPreset(const QString &id)
{
    if (id.isEmpty()) {
        // "Custom": the count and the shape stay (the figures do not move); the
        // learner types a new count, which then guesses a shape of its own.
        Plan plan = m_in.plan;
        plan.presetId.clear();
        setPlan(plan);
        return true;
    }
    const Preset *preset = findPreset(id);
    if (!preset)
        return false;
    setPlan(withPreset(m_in.plan, *preset));
    return true;
}

void VramLabModel::setCustomCardGB(double gb)
{
    VramInputs in = m_in;
    in.customCardGB = gb;
    setInputs(in);
}

void VramLabModel::setUnits(SizeUnit units)
{
    VramInputs in = m_in;
    in.units = units;
    setInputs(in);
}

void VramLabModel::setTablePage(TablePage page)
{
    VramInputs in = m_in;
    in.table = page;
    setInputs(in);
}

void VramLabModel::setCuda(const CudaReport &cuda)
{
    m_cuda = cuda;
    recomputeCards(m_figures, m_in, &m_cuda);
    Q_EMIT cardsChanged();
}

void VramLabModel::reword()
{
    m_figures = vramFigures(m_in, &m_cuda);
    Q_EMIT reworded();
}

void VramLabModel::reset()
{
    // The plan only: the lesson's example. The custom card, the units and the
    // table on show are the reader's to keep.
    setPlan(Plan{});
}

QStringList VramLabModel::presets()
{
    return {QStringLiteral("t4-7b"), QStringLiteral("serve-7b")};
}

std::optional<Plan> VramLabModel::presetPlan(const QString &name)
{
    if (!presets().contains(name))
        return std::nullopt;
    const Preset *llama = findPreset(QStringLiteral("llama2-7b"));
    if (!llama)
        return std::nullopt;
    Plan plan = withPreset(Plan{}, *llama);
    plan.weights = Precision::Fp16;
    plan.mode = name == u"serve-7b" ? Mode::Inference : Mode::Train;
    plan.optimizer = Optimizer::Adam;
    plan.batch = 1;
    return plan;
}

bool VramLabModel::applyPreset(const QString &name)
{
    const std::optional<Plan> plan = presetPlan(name);
    if (!plan)
        return false;
    setPlan(*plan);
    return true;
}

QString VramLabModel::fromJson(const QJsonObject &state)
{
    QString why;
    const std::optional<VramInputs> in = vramInputsFromJson(state, &why);
    if (!in)
        return why;
    setInputs(*in);
    return {};
}

} // namespace gpulab::core::vram
