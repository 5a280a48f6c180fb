#pragma once

#include "core/timing/timingmodel.h"

#include <QGroupBox>

class QCheckBox;
class QLabel;
class QPushButton;
class QSlider;

namespace gpulab::labs {

class WrapCheckBox;

// The teaching model's controls: matrix size, the two rates and the per-call
// overhead on sliders; the barrier and the other pitfalls as toggles, in a
// box of their own (toggles()). They
// write into the model they are given and say changed(); syncFromModel()
// shows a model set from elsewhere (a preset).
class TimingControls : public QGroupBox {
    Q_OBJECT
public:
    TimingControls(core::timing::TimingModel *model, QWidget *parent = nullptr);

    void syncFromModel();
    // The barrier and the other pitfalls, in their own box: the panel places
    // it beside the stopwatch, so that the toggle and what it does are on
    // screen together. Owned by the panel once laid out.
    [[nodiscard]] QGroupBox *toggles() const { return m_toggles; }

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showValues();

    core::timing::TimingModel *m_model;
    QGroupBox *m_toggles = nullptr;
    QSlider *m_nSlider = nullptr;
    QSlider *m_cpuSlider = nullptr;
    QSlider *m_gpuSlider = nullptr;
    QSlider *m_launchSlider = nullptr;
    QLabel *m_nLabel = nullptr;
    QLabel *m_cpuLabel = nullptr;
    QLabel *m_gpuLabel = nullptr;
    QLabel *m_launchLabel = nullptr;
    QLabel *m_rule = nullptr;
    QPushButton *m_reset = nullptr;
    QLabel *m_nValue = nullptr;
    QLabel *m_cpuValue = nullptr;
    QLabel *m_gpuValue = nullptr;
    QLabel *m_launchValue = nullptr;
    WrapCheckBox *m_barrier = nullptr;
    WrapCheckBox *m_barrierBefore = nullptr;
    WrapCheckBox *m_cold = nullptr;
    WrapCheckBox *m_events = nullptr;
};

} // namespace gpulab::labs
