#pragma once

#include "core/vram/vramlabmodel.h"
#include "core/vram/vramtypes.h"

#include <QWidget>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QFormLayout;
class QHBoxLayout;
class QLabel;
class QLineEdit;
class QSlider;
class QSpinBox;

namespace gpulab::labs {

// Every input of the VRAM planner, a view of the lab's model: what the
// learner does is written into the model (which decides what it means: a
// count typed drops the preset, which inputs the mode uses), and the controls
// follow the model's signals (a fix button, reset, a file). planChanged() is
// emitted after the learner changed the plan with one control.
class VramControls : public QWidget {
    Q_OBJECT
public:
    explicit VramControls(core::vram::VramLabModel *model, QWidget *parent = nullptr);

    [[nodiscard]] const core::vram::Plan &plan() const { return m_model->plan(); }
    void setPlan(const core::vram::Plan &plan) { m_model->setPlan(plan); }
    [[nodiscard]] double customCardBytes() const { return m_model->customCardBytes(); }
    [[nodiscard]] bool showGib() const { return m_model->showGib(); }

    // Slider position (0 … kSliderSteps) ↔ parameters on a log scale, 10M … 400B (the model's track).
    static constexpr int kSliderSteps = core::vram::kParamsSliderSteps;
    static double sliderToParams(int position) { return core::vram::sliderToParams(position); }
    static int paramsToSlider(double params) { return core::vram::paramsToSlider(params); }

Q_SIGNALS:
    void planChanged();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showPlan();    // the plan's controls from the model
    void showDisplay(); // the units and the custom card from the model
    void readControls();
    void onParamsTyped();
    void onSliderMoved(int position);
    void onPresetChosen(int index);
    void updateEnabled();

    core::vram::VramLabModel *m_model = nullptr;
    bool m_updating = false;
    QFormLayout *m_form = nullptr;
    QHBoxLayout *m_paramsRow = nullptr;
    QHBoxLayout *m_shardRow = nullptr;
    QComboBox *m_preset = nullptr;
    QSlider *m_slider = nullptr;
    QLineEdit *m_params = nullptr;
    QLabel *m_paramsError = nullptr;
    QComboBox *m_weights = nullptr;
    QComboBox *m_mode = nullptr;
    QComboBox *m_optimizer = nullptr;
    QComboBox *m_bookkeeping = nullptr;
    QComboBox *m_activations = nullptr;
    QSpinBox *m_batch = nullptr;
    QSpinBox *m_seq = nullptr;
    QSpinBox *m_accum = nullptr;
    QCheckBox *m_checkpointing = nullptr;
    QCheckBox *m_autocast = nullptr;
    QComboBox *m_sharding = nullptr;
    QSpinBox *m_gpus = nullptr;
    QSpinBox *m_loraRank = nullptr;
    QSpinBox *m_keptGraphs = nullptr;
    QDoubleSpinBox *m_headroom = nullptr;
    QDoubleSpinBox *m_customCard = nullptr;
    QComboBox *m_units = nullptr;
};

} // namespace gpulab::labs
