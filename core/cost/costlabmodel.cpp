#include "core/cost/costlabmodel.h"

#include "core/cost/ratetablemodel.h"
#include "kernels/log.h"

#include <QFile>

#include <algorithm>

namespace gpulab::core::cost {
namespace {

// The id kept when it is still in the table; otherwise the table's last class
// (the largest card in the built-in examples).
QString keepOrLast(const RateTable &table, const QString &id)
{
    if (const RateClass *c = table.find(id))
        return c->id;
    return table.classes.isEmpty() ? QString() : table.classes.back().id;
}

} // namespace

CostLabModel::CostLabModel(QObject *parent) : QObject(parent), m_rates(new RateTableModel(this))
{
    RateTable table = builtinRates();
    m_builtinSource = true;
    m_tableSource = [asOf = table.asOf] {
        return tr("built-in example rates, written %1 — examples for teaching, not quotes").arg(readableAsOf(asOf));
    };
    const QString userPath = userRatesPath();
    if (QFile::exists(userPath)) {
        const RateTableLoad loaded = loadRateTable(userPath);
        if (loaded.table) {
            table = *loaded.table;
            m_builtinSource = false;
            m_tableSource = [userPath] { return tr("your saved table (%1)").arg(userPath); };
        } else {
            m_rateStatus = [loaded] {
                return tr("Your saved table could not be read — %1. Using the built-in examples; the file was "
                          "not changed.")
                    .arg(loaded.errorNow());
            };
            log::get("core")->warn("cost: {}", loaded.error.toStdString());
        }
    }
    m_rates->setTable(table);
    m_cardId = keepOrLast(table, QString());
    m_rentId = m_cardId;
    recomputeSweep();

    connect(m_rates, &RateTableModel::edited, this, [this] {
        m_rateStatus = nullptr;
        m_builtinSource = false;
        m_tableSource = [] { return tr("your edited table (not saved yet)"); };
        onTableReplacedOrEdited();
    });
    connect(m_rates, &RateTableModel::editRejected, this, [this] {
        m_rateStatus = m_rates->rejectionWording(); // worded again after a change of language
        Q_EMIT statusChanged();
    });
}

const RateTable &CostLabModel::table() const
{
    return m_rates->table();
}

void CostLabModel::onTableReplacedOrEdited()
{
    m_cardId = keepOrLast(table(), m_cardId);
    m_rentId = keepOrLast(table(), m_rentId);
    recomputeSweep();
    Q_EMIT tableChanged();
    Q_EMIT statusChanged();
    Q_EMIT sweepChanged();
    Q_EMIT buyChanged();
}

void CostLabModel::setStatus(Wording source, Wording status)
{
    if (source) {
        m_builtinSource = false;
        m_tableSource = std::move(source);
    }
    m_rateStatus = std::move(status);
    Q_EMIT statusChanged();
}

bool CostLabModel::save(const QString &path)
{
    QString error;
    if (!saveRateTable(table(), path, &error)) {
        setStatus(nullptr, [error] { return tr("Not saved: %1").arg(error); });
        return false;
    }
    setStatus([path] { return tr("your saved table (%1)").arg(path); },
              [path] { return tr("Saved to %1.").arg(path); });
    return true;
}

bool CostLabModel::load(const QString &path)
{
    const RateTableLoad loaded = loadRateTable(path);
    if (!loaded.table) {
        setStatus(nullptr, [loaded] {
            return tr("Not loaded — %1. The table in use is unchanged and the file was left as it is.")
                .arg(loaded.errorNow());
        });
        return false;
    }
    m_rates->setTable(*loaded.table);
    m_builtinSource = false;
    m_tableSource = [path] { return tr("loaded from %1").arg(path); };
    m_rateStatus = [path, n = int(loaded.table->classes.size())] {
        return tr("Loaded %n classes from %1.", nullptr, n).arg(path);
    };
    onTableReplacedOrEdited();
    return true;
}

void CostLabModel::retranslate()
{
    const RateTable words = builtinRates();
    const RateTable &now = table();
    const bool builtin = now.classes.size() == words.classes.size() && now.asOf == words.asOf &&
                         std::equal(now.classes.begin(), now.classes.end(), words.classes.begin(),
                                    [](const RateClass &a, const RateClass &b) {
                                        return a.id == b.id && a.vramGB == b.vramGB &&
                                               a.onDemandPerHour == b.onDemandPerHour &&
                                               a.spotPerHour == b.spotPerHour && a.aliases == b.aliases;
                                    });
    if (!builtin)
        return;
    m_rates->setTable(words);
    onTableReplacedOrEdited();
}

void CostLabModel::reset()
{
    m_rates->setTable(builtinRates());
    m_builtinSource = true;
    m_tableSource = [asOf = table().asOf] {
        return tr("built-in example rates, written %1 — examples for teaching, not quotes").arg(readableAsOf(asOf));
    };
    m_rateStatus = [] {
        return tr("Back to the built-in examples (your saved file, if any, is unchanged until you save).");
    };
    onTableReplacedOrEdited();
}

void CostLabModel::recomputeSweep()
{
    m_comparison = compareClasses(table(), m_sweep, planToHold(m_holdPreset, m_holdMode));
}

void CostLabModel::setSweep(const SweepInput &in)
{
    if (in == m_sweep)
        return;
    m_sweep = in;
    recomputeSweep();
    Q_EMIT sweepChanged();
}

void CostLabModel::setCardId(const QString &id)
{
    const QString kept = keepOrLast(table(), id);
    if (kept == m_cardId)
        return;
    m_cardId = kept;
    Q_EMIT sweepChanged();
}

const RateClass *CostLabModel::card() const
{
    return table().find(m_cardId);
}

void CostLabModel::setHold(const QString &presetId, vram::Mode mode)
{
    if (presetId == m_holdPreset && mode == m_holdMode)
        return;
    m_holdPreset = presetId;
    m_holdMode = mode;
    recomputeSweep();
    Q_EMIT sweepChanged();
}

SpotInput CostLabModel::spotInput() const
{
    return {m_sweep.hoursPerRun, m_sweep.interruptsPerHour, m_sweep.checkpointMinutes, m_sweep.restartMinutes};
}

std::optional<SpotComparison> CostLabModel::spot() const
{
    if (const RateClass *c = card())
        return compareSpot(*c, spotInput(), m_sweep.runs);
    return std::nullopt;
}

void CostLabModel::setFrequency(Frequency f)
{
    if (f == m_frequency)
        return;
    m_frequency = f;
    Q_EMIT routeChanged();
}

void CostLabModel::setBuy(const BuySettings &b)
{
    if (b == m_buy)
        return;
    m_buy = b;
    Q_EMIT buyChanged();
}

void CostLabModel::setRentId(const QString &id)
{
    const QString kept = keepOrLast(table(), id);
    if (kept == m_rentId)
        return;
    m_rentId = kept;
    Q_EMIT buyChanged();
}

const RateClass *CostLabModel::rentClass() const
{
    return table().find(m_rentId);
}

std::optional<BuyOutcome> CostLabModel::buyOutcome() const
{
    const RateClass *rent = rentClass();
    if (!rent)
        return std::nullopt;
    return buyVersusRent(
        BuyInput{m_buy.cardPriceDollars, m_buy.watts, m_buy.dollarsPerKWh, m_buy.hoursPerMonth, rent->onDemandPerHour});
}

} // namespace gpulab::core::cost
