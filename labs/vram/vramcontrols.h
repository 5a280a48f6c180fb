#pragma once

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

// Every input of the VRAM planner. Holds a core::vram::Plan and emits
// planChanged() whenever the learner changes one control; setPlan() redraws
// the controls from a plan (a fix button, reset) without emitting per control.
class VramControls : public QWidget {
    Q_OBJECT
public:
    explicit VramControls(QWidget *parent = nullptr);

    [[nodiscard]] const core::vram::Plan &plan() const { return m_plan; }
    void setPlan(const core::vram::Plan &plan);
    [[nodiscard]] double customCardBytes() const;
    [[nodiscard]] bool showGib() const;

    // Slider position (0 … kSliderSteps) ↔ parameters on a log scale, 10M … 400B.
    static constexpr int kSliderSteps = 1000;
    static double sliderToParams(int position);
    static int paramsToSlider(double params);

Q_SIGNALS:
    void planChanged();
    void displayChanged(); // units or custom card: redraw, same plan

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void readControls();
    void onParamsTyped();
    void onSliderMoved(int position);
    void onPresetChosen(int index);
    void updateEnabled();

    core::vram::Plan m_plan;
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
