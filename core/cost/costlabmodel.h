#pragma once

// The cost lab's state and figures, shared by its tabs: the rates table (an
// item model the table view edits), the sweep, the route question and the
// buy-or-rent inputs. Each setter changes one part and emits the signal of
// what it affects, so a tab refreshes only when its own figures moved:
//   tableChanged  — the classes (edited, loaded, reset): pickers refill;
//   statusChanged — where the table came from, and the last message about it;
//   sweepChanged  — the sweep's figures (its inputs, the card, the model, the table);
//   routeChanged  — the route advice (how often you train);
//   buyChanged    — buy or rent (its inputs, the class rented, the table).

#include "core/cost/costfit.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "core/vram/vramtypes.h"

#include <QObject>
#include <QString>

#include <functional>
#include <optional>

namespace gpulab::core::cost {

class RateTableModel;

struct BuySettings {
    double cardPriceDollars = kDefaultCardPriceDollars;
    double watts = kDefaultCardWatts;
    double dollarsPerKWh = kDefaultDollarsPerKWh;
    double hoursPerMonth = kDefaultHoursPerMonth;

    bool operator==(const BuySettings &) const = default;
};

class CostLabModel : public QObject {
    Q_OBJECT
public:
    // Starts from the built-in examples, then the user's saved table when it
    // reads cleanly; one that does not is reported in rateStatus() and left alone.
    explicit CostLabModel(QObject *parent = nullptr);

    // ---- The table -----------------------------------------------------------
    [[nodiscard]] RateTableModel *rates() const { return m_rates; }
    [[nodiscard]] const RateTable &table() const;
    // Both are worded when asked, so they follow a change of language.
    [[nodiscard]] QString tableSource() const { return m_tableSource ? m_tableSource() : QString(); }
    [[nodiscard]] QString rateStatus() const { return m_rateStatus ? m_rateStatus() : QString(); }
    // Whether tableSource() is the built-in examples' own wording (which
    // already says they are examples for teaching, not quotes).
    [[nodiscard]] bool builtinSource() const { return m_builtinSource; }
    bool save(const QString &path);
    bool load(const QString &path);
    void reset();
    // After a change of language: the built-in examples in use (not edited,
    // not loaded from a file of other figures) take their class names and note
    // in the new language. A table of the user's own keeps its words.
    void retranslate();

    // ---- The sweep -----------------------------------------------------------
    [[nodiscard]] const SweepInput &sweep() const { return m_sweep; }
    void setSweep(const SweepInput &in);
    [[nodiscard]] QString cardId() const { return m_cardId; }
    void setCardId(const QString &id);
    // The class the sweep is priced on (the table's last one when the id is gone).
    [[nodiscard]] const RateClass *card() const;
    [[nodiscard]] QString holdPreset() const { return m_holdPreset; }
    [[nodiscard]] vram::Mode holdMode() const { return m_holdMode; }
    // The model the classes must hold (empty preset: none) and what it is used for.
    void setHold(const QString &presetId, vram::Mode mode);
    // Every class priced and checked against the model: core's cheapest-that-fits.
    [[nodiscard]] const SweepComparison &comparison() const { return m_comparison; }
    [[nodiscard]] SpotInput spotInput() const;
    [[nodiscard]] std::optional<SpotComparison> spot() const; // for card(); none without a class

    // ---- Which route -----------------------------------------------------------
    [[nodiscard]] Frequency frequency() const { return m_frequency; }
    void setFrequency(Frequency f);
    [[nodiscard]] RouteId recommended() const { return recommendedRoute(m_frequency); }

    // ---- Buy or rent -----------------------------------------------------------
    [[nodiscard]] const BuySettings &buy() const { return m_buy; }
    void setBuy(const BuySettings &b);
    [[nodiscard]] QString rentId() const { return m_rentId; }
    void setRentId(const QString &id);
    [[nodiscard]] const RateClass *rentClass() const;
    [[nodiscard]] std::optional<BuyOutcome> buyOutcome() const; // none without a class

Q_SIGNALS:
    void tableChanged();
    void statusChanged();
    void sweepChanged();
    void routeChanged();
    void buyChanged();

private:
    void onTableReplacedOrEdited();
    void recomputeSweep();
    using Wording = std::function<QString()>;
    void setStatus(Wording source, Wording status);

    RateTableModel *m_rates = nullptr;
    Wording m_tableSource;
    bool m_builtinSource = false;
    Wording m_rateStatus;
    SweepInput m_sweep;
    QString m_cardId;
    QString m_holdPreset;
    vram::Mode m_holdMode = vram::Mode::Train;
    SweepComparison m_comparison;
    Frequency m_frequency = Frequency::NowAndThen;
    BuySettings m_buy;
    QString m_rentId;
};

} // namespace gpulab::core::cost
