#pragma once

#include "core/cost/costfit.h"
#include "core/cost/costmodel.h"
#include "core/cost/ratetable.h"
#include "labs/labpanel.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSpinBox;
class QTableWidget;
class QTabWidget;

class QChart;
class QChartView;

namespace gpulab::labs {

// The cost lab: what a training sweep costs and which route to take. Every figure
// comes from core/cost (the same model `gpulab cost` prints); the VRAM
// planner's core model greys out card classes that cannot hold the model.
class CostPanel : public LabPanel {
    Q_OBJECT
public:
    CostPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;

    // For tests and the CLI comparison: the table in use and the figures shown.
    [[nodiscard]] const core::cost::RateTable &table() const { return m_table; }
    [[nodiscard]] double shownTotal(const QString &classId) const;
    [[nodiscard]] bool shownOverCap(const QString &classId) const;
    [[nodiscard]] bool shownCanHold(const QString &classId) const;
    // The class marked cheapest: core::cost::cheapestThatFits() of the inputs shown.
    [[nodiscard]] QString shownCheapest() const;
    [[nodiscard]] QString rateStatus() const;

    // Rates table actions (buttons call these; tests too).
    bool saveTable(const QString &path);
    bool loadTable(const QString &path);
    void resetTable();

private:
    QWidget *buildSweepTab();
    QWidget *buildRoutesTab();
    QWidget *buildBuyTab();
    QWidget *buildRatesTab();
    void fillRatesEditor();
    void readRatesEditor();
    void recompute();
    [[nodiscard]] core::cost::SweepInput sweepInput() const;
    [[nodiscard]] core::cost::SpotInput spotInput() const;

    core::cost::RateTable m_table;
    QString m_tableSource;
    QString m_rateStatus;
    QString m_shownProvenance; // last provenance sent to the status line

    QTabWidget *m_tabs = nullptr;
    QComboBox *m_card = nullptr;
    QDoubleSpinBox *m_hours = nullptr;
    QSpinBox *m_runs = nullptr;
    QCheckBox *m_spot = nullptr;
    QDoubleSpinBox *m_cap = nullptr;
    QCheckBox *m_forgotten = nullptr;
    QDoubleSpinBox *m_idleHours = nullptr;
    QComboBox *m_model = nullptr;
    QComboBox *m_modelMode = nullptr;
    QLabel *m_sweepSummary = nullptr;
    QChart *m_sweepChart = nullptr;
    QChartView *m_sweepView = nullptr;
    QLabel *m_fitNotes = nullptr;

    QDoubleSpinBox *m_interrupts = nullptr;
    QDoubleSpinBox *m_checkpoint = nullptr;
    QDoubleSpinBox *m_restart = nullptr;
    QLabel *m_spotSummary = nullptr;
    QChart *m_spotChart = nullptr;

    QComboBox *m_frequency = nullptr;
    QList<QLabel *> m_routeCards;
    QLabel *m_routeAdvice = nullptr;

    QDoubleSpinBox *m_price = nullptr;
    QDoubleSpinBox *m_watts = nullptr;
    QDoubleSpinBox *m_kwh = nullptr;
    QDoubleSpinBox *m_hoursPerMonth = nullptr;
    QComboBox *m_rentClass = nullptr;
    QLabel *m_buySummary = nullptr;

    QTableWidget *m_ratesEditor = nullptr;
    QLabel *m_ratesLabel = nullptr;

    [[nodiscard]] const core::cost::ClassCost *shown(const QString &id) const;
    core::cost::SweepComparison m_comparison;
};

} // namespace gpulab::labs
