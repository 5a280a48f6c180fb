#pragma once

#include "core/cost/costfit.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "labs/labpanel.h"

class QLabel;
class QTabWidget;

namespace gpulab::core::cost {
class CostLabModel;
}

namespace gpulab::labs {

class CostSweepTab;
class CostRoutesTab;
class CostBuyTab;
class CostRatesTab;

// The cost lab: what a training sweep costs and which route to take. One
// shared core model (core::cost::CostLabModel: the same figures `gpulab cost`
// prints, the cheapest class that can hold the model) and one view per tab;
// the panel only composes them and tells the status line the provenance.
class CostPanel : public LabPanel {
    Q_OBJECT
public:
    CostPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Lab state: the model's inputs and the page shown (core/cost/costlabstate.h).
    [[nodiscard]] QJsonObject saveState() const override;
    QString restoreState(const QJsonObject &state) override;
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;
    // The sweep's default inputs on the first tab; the rate table in use is
    // kept (its own Reset button goes back to the built-in examples).
    void reset() override;

    // For tests and the CLI comparison: the model, the table in use and the figures shown.
    [[nodiscard]] core::cost::CostLabModel *model() const { return m_model; }
    [[nodiscard]] const core::cost::RateTable &table() const;
    [[nodiscard]] double shownTotal(const QString &classId) const;
    [[nodiscard]] bool shownOverCap(const QString &classId) const;
    [[nodiscard]] bool shownCanHold(const QString &classId) const;
    // The class marked cheapest: core::cost::cheapestThatFits() of the inputs shown.
    [[nodiscard]] QString shownCheapest() const;
    [[nodiscard]] QString rateStatus() const;
    [[nodiscard]] CostSweepTab *sweepTab() const { return m_sweepTab; }
    [[nodiscard]] CostRoutesTab *routesTab() const { return m_routesTab; }
    [[nodiscard]] CostBuyTab *buyTab() const { return m_buyTab; }
    [[nodiscard]] CostRatesTab *ratesTab() const { return m_ratesTab; }

    // Rates table actions (buttons call these; tests too).
    bool saveTable(const QString &path);
    bool loadTable(const QString &path);
    void resetTable();

protected:
    void changeEvent(QEvent *event) override;

private:
    [[nodiscard]] const core::cost::ClassCost *shown(const QString &id) const;
    void retranslate();
    void announceProvenance();

    core::cost::CostLabModel *m_model = nullptr;
    QLabel *m_heading = nullptr;
    QTabWidget *m_tabs = nullptr;
    CostSweepTab *m_sweepTab = nullptr;
    CostRoutesTab *m_routesTab = nullptr;
    CostBuyTab *m_buyTab = nullptr;
    CostRatesTab *m_ratesTab = nullptr;
    QString m_shownProvenance; // last provenance sent to the status line
};

} // namespace gpulab::labs
