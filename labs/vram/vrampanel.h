#pragma once

#include "core/deviceprobe.h"
#include "core/vram/vramfixes.h"
#include "core/vram/vramlabmodel.h"
#include "core/vram/vramtypes.h"
#include "labs/labpanel.h"
#include "labs/wrapbutton.h"

#include <optional>
#include <utility>

class QGridLayout;
class QGroupBox;
class QTabWidget;
class QLabel;
class QPushButton;
class QTableView;

namespace gpulab::labs {

class VramChart;
class VramControls;

// The VRAM planner, "will it run, will it train": every input of the plan on the left,
// the breakdown against the cards, both bookkeepings, the capacity table and
// the out-of-memory fixes on the right. All numbers come from core::vram.
class VramPanel : public LabPanel {
    Q_OBJECT
public:
    VramPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Lab state: the model's JSON (core/vram/vramlabmodel.h).
    [[nodiscard]] QJsonObject saveState() const override;
    QString restoreState(const QJsonObject &state) override;
    // "t4-7b": Llama-2-7B trained with Adam in fp16 against a 16 GB T4;
    // "serve-7b": the same model served in fp16.
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;

    [[nodiscard]] core::vram::VramLabModel *model() const { return m_model; }
    [[nodiscard]] VramControls *controls() const { return m_controls; }
    [[nodiscard]] VramChart *chart() const { return m_chart; }
    // The three tables' views; their cells are the models' (core/vram/vramtablemodels.h).
    [[nodiscard]] QTableView *fitsTable() const { return m_fits; }
    [[nodiscard]] QTableView *capacityTable() const { return m_capacity; }
    [[nodiscard]] QTableView *bookkeepingTable() const { return m_bookkeeping; }
    // The figure in big type: total per GPU in the bookkeeping in use, in the unit shown.
    [[nodiscard]] QString totalText() const;

    void applyFix(core::vram::FixId id);
    void reset() override; // the default plan, as the Reset button
    // The model preset: the planner's first question is which model.
    [[nodiscard]] QWidget *primaryControl() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    [[nodiscard]] QString verdictSpoken() const;
    void showLastFix();
    // The fits table's verdict colours in the inks in use (the chart does its own).
    void restyle();
    void refresh();
    [[nodiscard]] QString fmtBytes(double bytes) const;
    [[nodiscard]] QString fmtPartBytes(double bytes) const; // MB / MiB below a gigabyte
    void reserveTotalWidth();
    void fillFits();
    void fillBookkeeping();
    void fillCapacity();
    void fillFixes();

    LabContext m_context;
    core::DeviceReport m_report; // pending until the engine's worker has made it
    core::vram::VramLabModel *m_model = nullptr;
    VramControls *m_controls = nullptr;
    VramChart *m_chart = nullptr;
    QLabel *m_total = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_activations = nullptr;
    QLabel *m_notes = nullptr;
    QLabel *m_gpuLine = nullptr;
    QLabel *m_lastFix = nullptr;
    QLabel *m_why = nullptr;
    QString m_lastProvenance;
    QLabel *m_heading = nullptr;
    QPushButton *m_resetButton = nullptr;
    QGroupBox *m_fitsBox = nullptr;
    QLabel *m_fitsNote = nullptr;
    QTabWidget *m_tableTabs = nullptr;
    QGroupBox *m_fixBox = nullptr;
    QLabel *m_fixNote = nullptr;
    QLabel *m_mixedLink = nullptr;
    // The last fix applied (the plan before it, and which), until the plan changes otherwise.
    std::optional<std::pair<core::vram::Plan, core::vram::FixId>> m_lastFixApplied;
    QTableView *m_fits = nullptr;
    QTableView *m_bookkeeping = nullptr;
    QTableView *m_capacity = nullptr;
    QGridLayout *m_fixGrid = nullptr;
    QList<WrapButton *> m_fixButtons;
};

} // namespace gpulab::labs
