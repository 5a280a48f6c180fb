#include "labs/throughput/logslider.h"

#include "labs/accessibility.h"
#include "labs/style.h"

#include <QEvent>
#include <QGridLayout>
#include <QLabel>
#include <QSignalBlocker>
#include <QSlider>

#include <algorithm>
#include <cmath>

namespace gpulab::labs {
namespace {
constexpr int kTrackSteps = core::throughput::kSliderTrackSteps;
}

LogSlider::LogSlider(const QString &title, double min, double max, Scale scale, Formatter format, QWidget *parent)
    : QWidget(parent), m_min(min), m_max(max), m_scale(scale), m_format(std::move(format)), m_value(min)
{
    auto *grid = new QGridLayout(this);
    grid->setContentsMargins(0, 2, 0, 2);
    grid->setVerticalSpacing(0);
    m_titleLabel = new QLabel(this);
    m_valueLabel = new QLabel(this);
    m_valueLabel->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    style::setRelativeFont(m_valueLabel, 1.0, true);
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setRange(0, kTrackSteps);
    m_slider->setPageStep(kTrackSteps / 20);
    m_slider->setSingleStep(kTrackSteps / 100);
    m_titleLabel->setBuddy(m_slider);
    grid->addWidget(m_titleLabel, 0, 0);
    grid->addWidget(m_valueLabel, 0, 1);
    grid->addWidget(m_slider, 1, 0, 1, 2);
    connect(m_slider, &QSlider::valueChanged, this, &LogSlider::onSliderMoved);
    setSpokenScale(1.0, 1.0);
    setTitle(title);
    setValue(min);
}

LogSlider::LogSlider(const core::throughput::InputRange &range, Formatter format, QWidget *parent)
    : LogSlider({}, range.min, range.max, range.log ? Scale::Log : Scale::Linear, std::move(format), parent)
{
    setStep(range.step);
}

void LogSlider::setTitle(const QString &title, const QString &spokenUnit)
{
    m_titleLabel->setText(title);
    m_slider->setAccessibleName(spokenUnit.isEmpty() ? title : tr("%1, %2").arg(title, spokenUnit));
    m_slider->setAccessibleDescription(m_scale == Scale::Log
                                           ? tr("Logarithmic track: each step multiplies the value by the same factor.")
                                           : tr("Linear track: each step adds the same amount."));
}

void LogSlider::setSpokenScale(double scale, double increment)
{
    m_spokenScale = scale;
    m_spokenIncrement = increment;
    SpokenQuantity q;
    q.value = [this] { return m_value / m_spokenScale; };
    q.setValue = [this](double v) {
        m_slider->setValue(toPosition(v * m_spokenScale)); // valueChanged follows, as for a key
    };
    q.minimum = m_min / scale;
    q.maximum = m_max / scale;
    q.increment = increment;
    q.text = [this] { return m_format(m_value); };
    speakAsQuantity(m_slider, std::move(q));
}

void LogSlider::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LogSlider::retranslate()
{
    showValue();
}

void LogSlider::showValue()
{
    const QString text = m_format(m_value);
    m_valueLabel->setText(text);
}

double LogSlider::toValue(int position) const
{
    return core::throughput::sliderValue({m_min, m_max, m_step, m_scale == Scale::Log}, position, kTrackSteps);
}

int LogSlider::toPosition(double value) const
{
    return core::throughput::sliderPosition({m_min, m_max, m_step, m_scale == Scale::Log}, value, kTrackSteps);
}

void LogSlider::setValue(double value)
{
    m_value = std::clamp(value, m_min, m_max);
    const QSignalBlocker block(m_slider);
    m_slider->setValue(toPosition(m_value));
    showValue();
}

void LogSlider::onSliderMoved(int position)
{
    double v = toValue(position);
    if (v == m_value && m_step > 0.0 && !m_slider->isSliderDown() && position != toPosition(m_value)) {
        // A key step too small to reach the next whole value on this part of
        // a log track (8 cores → 8.4): the next value in that direction, so
        // the arrows always move it.
        v = std::clamp(m_value + (position > toPosition(m_value) ? m_step : -m_step), m_min, m_max);
        const QSignalBlocker block(m_slider);
        m_slider->setValue(toPosition(v));
    }
    if (v == m_value)
        return;
    m_value = v;
    showValue();
    Q_EMIT valueChanged(m_value);
}

} // namespace gpulab::labs
