#pragma once

#include "core/throughput/throughputlabmodel.h"

#include <QWidget>

#include <functional>

class QLabel;
class QSlider;

namespace gpulab::labs {

// A titled slider with its value written beside it, on a linear or a
// logarithmic track (equal ratios per equal distance). The track has
// core::throughput::kSliderTrackSteps (1000) steps, mapped to values by core
// (sliderValue, sliderPosition); the keyboard moves it like any QSlider
// (arrows, Page Up/Down).
class LogSlider : public QWidget {
    Q_OBJECT
public:
    enum class Scale { Linear, Log };
    using Formatter = std::function<QString(double)>;

    LogSlider(const QString &title, double min, double max, Scale scale, Formatter format, QWidget *parent = nullptr);
    // A slider over one of the lab model's input ranges (its ends, scale and step).
    LogSlider(const core::throughput::InputRange &range, Formatter format, QWidget *parent = nullptr);

    // Values are rounded to a multiple of `step` (1 for counts, 0 for none).
    void setStep(double step) { m_step = step; }
    void setValue(double value); // no valueChanged
    // The title above the track; with the unit a screen reader speaks after
    // it, the slider's accessible name (the owner passes both again on a
    // language change): "Matrix size n, elements per side".
    void setTitle(const QString &title, const QString &spokenUnit = {});
    // A screen reader hears value / scale with `increment`'s decimals (a clock
    // in Hz spoken in GHz: 1e9, 0.01), not the track's 0…1000.
    void setSpokenScale(double scale, double increment);
    [[nodiscard]] double value() const { return m_value; }
    [[nodiscard]] QSlider *slider() const { return m_slider; }

Q_SIGNALS:
    void valueChanged(double value);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate(); // the value in the new language and locale
    void showValue();
    void onSliderMoved(int position);
    [[nodiscard]] double toValue(int position) const;
    [[nodiscard]] int toPosition(double value) const;

    double m_min;
    double m_max;
    Scale m_scale;
    Formatter m_format;
    double m_step = 0.0;
    double m_value = 0.0;
    double m_spokenScale = 1.0;
    double m_spokenIncrement = 1.0;
    QSlider *m_slider = nullptr;
    QLabel *m_titleLabel = nullptr;
    QLabel *m_valueLabel = nullptr;
};

} // namespace gpulab::labs
