#pragma once

#include <QWidget>

class QCheckBox;
class QChart;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QGroupBox;
class QLabel;
class QSpinBox;

namespace gpulab::core::cost {
class CostLabModel;
struct SweepInput;
} // namespace gpulab::core::cost

namespace gpulab::labs {

class ChartView;

// "Sweep and spot": the sweep's inputs, its bill on every card class (the
// cheapest that can hold the model marked), and spot done properly. Its
// controls write into the shared model; it redraws on sweepChanged (and
// refills the class picker on tableChanged), not on the other tabs' changes.
class CostSweepTab : public QWidget {
    Q_OBJECT
public:
    explicit CostSweepTab(core::cost::CostLabModel *model, QWidget *parent = nullptr);

    // How often the figures were redrawn (tests: a change elsewhere leaves it alone).
    [[nodiscard]] int refreshCount() const { return m_refreshes; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The charts and the coloured text in the inks in use (a palette change).
    void restyle();
    void fillCards();
    void pushInputs(const core::cost::SweepInput &in);
    void syncControls();
    void refresh();
    void showSweep();
    void showFit();
    void showSpot();

    core::cost::CostLabModel *m_model;
    int m_refreshes = 0;
    QComboBox *m_card = nullptr;
    QDoubleSpinBox *m_hours = nullptr;
    QSpinBox *m_runs = nullptr;
    QCheckBox *m_spot = nullptr;
    QDoubleSpinBox *m_cap = nullptr;
    QCheckBox *m_forgotten = nullptr;
    QDoubleSpinBox *m_idleHours = nullptr;
    QComboBox *m_holdModel = nullptr;
    QComboBox *m_holdMode = nullptr;
    QDoubleSpinBox *m_interrupts = nullptr;
    QDoubleSpinBox *m_checkpoint = nullptr;
    QDoubleSpinBox *m_restart = nullptr;
    QLabel *m_sweepSummary = nullptr;
    QLabel *m_fitNotes = nullptr;
    QLabel *m_spotSummary = nullptr;
    QChart *m_sweepChart = nullptr;
    QChart *m_spotChart = nullptr;
    ChartView *m_sweepView = nullptr;
    ChartView *m_spotView = nullptr;
    QGroupBox *m_inputsBox = nullptr;
    QGroupBox *m_spotBox = nullptr;
    QFormLayout *m_form = nullptr;
    QFormLayout *m_spotForm = nullptr;
    QString m_sweepSpoken; // the sum of the sweep in words (showSweep)
};

} // namespace gpulab::labs
