#include "labs/timing/timingcontrols.h"

#include "core/throughput/logscale.h"
#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/style.h"
#include "labs/wrapcheckbox.h"
#include "labs/wraplabel.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QVBoxLayout>

#include <utility>

namespace gpulab::labs {
namespace {

namespace tm = core::timing;

// Rate and launch sliders are logarithmic: 0 … kLogSteps spans [lo, hi].
constexpr int kLogSteps = 1000;
double fromLog(int v, double lo, double hi)
{
    return core::throughput::logStepValue(v, kLogSteps, lo, hi);
}
int toLog(double x, double lo, double hi)
{
    return core::throughput::logStep(x, kLogSteps, lo, hi);
}

QSlider *logSlider(QWidget *parent, const QString &name)
{
    auto *s = new QSlider(Qt::Horizontal, parent);
    s->setObjectName(name);
    s->setRange(0, kLogSteps);
    s->setSingleStep(10);
    s->setPageStep(100);
    return s;
}

} // namespace

TimingControls::TimingControls(tm::TimingModel *model, QWidget *parent) : QGroupBox(parent), m_model(model)
{
    // The toggles first, in a box of their own that the panel puts beside the
    // stopwatch (toggles(); made first, so Tab reaches them first too).
    m_toggles = new QGroupBox(this);
    m_toggles->setObjectName(QStringLiteral("timingToggles"));
    auto *toggleLayout = new QVBoxLayout(m_toggles);
    m_barrier = new WrapCheckBox({}, m_toggles);
    m_barrier->setObjectName(QStringLiteral("barrierToggle"));
    style::setRelativeFont(m_barrier, 1.0, true);
    m_barrierBefore = new WrapCheckBox({}, m_toggles);
    m_barrierBefore->setObjectName(QStringLiteral("barrierBeforeToggle"));
    m_cold = new WrapCheckBox({}, m_toggles);
    m_cold->setObjectName(QStringLiteral("coldToggle"));
    m_events = new WrapCheckBox({}, m_toggles);
    m_events->setObjectName(QStringLiteral("eventsToggle"));
    for (QCheckBox *c : {m_barrier, m_barrierBefore, m_cold, m_events})
        toggleLayout->addWidget(c);
    toggleLayout->addStretch(1);

    // One column of rows: each slider's name above it (a QFormLayout gave a
    // name that wraps one line too few beside the timeline).
    auto *form = new QVBoxLayout(this);
    // The words of every label come in retranslate().
    const auto row = [&](QLabel *&label, QSlider *slider, QLabel *&value) {
        value = new QLabel(this);
        auto *line = new QHBoxLayout;
        line->addWidget(slider, 1);
        line->addWidget(value);
        value->setMinimumWidth(130);
        auto *l = new QLabel(this);
        label = l;
        l->setBuddy(slider);
        // The label on a row of its own, across the box: a long one wraps at
        // the box's width (in the label column it wrapped at its own hint).
        form->addWidget(l);
        form->addLayout(line);
    };
    m_nSlider = new QSlider(Qt::Horizontal, this);
    m_nSlider->setObjectName(QStringLiteral("sizeSlider"));
    m_nSlider->setRange(tm::kMinN, tm::kMaxN);
    m_nSlider->setSingleStep(100);
    m_nSlider->setPageStep(1000);
    row(m_nLabel, m_nSlider, m_nValue);
    m_cpuSlider = logSlider(this, QStringLiteral("cpuRateSlider"));
    row(m_cpuLabel, m_cpuSlider, m_cpuValue);
    m_gpuSlider = logSlider(this, QStringLiteral("gpuRateSlider"));
    row(m_gpuLabel, m_gpuSlider, m_gpuValue);
    m_launchSlider = logSlider(this, QStringLiteral("launchSlider"));
    row(m_launchLabel, m_launchSlider, m_launchValue);

    // A screen reader hears the rates and the overhead, not the track's 0…1000.
    const auto spoken = [](QSlider *slider, double lo, double hi, double unit, double increment,
                           std::function<QString(double)> format) {
        SpokenQuantity q;
        q.value = [slider, lo, hi, unit] { return fromLog(slider->value(), lo, hi) / unit; };
        q.setValue = [slider, lo, hi, unit](double v) { slider->setValue(toLog(v * unit, lo, hi)); };
        q.minimum = lo / unit;
        q.maximum = hi / unit;
        q.increment = increment;
        q.text = [slider, lo, hi, format = std::move(format)] { return format(fromLog(slider->value(), lo, hi)); };
        speakAsQuantity(slider, std::move(q));
    };
    spoken(m_cpuSlider, tm::kMinCpuGflops, tm::kMaxCpuGflops, 1.0, 0.1, core::units::gflops);
    spoken(m_gpuSlider, tm::kMinGpuGflops, tm::kMaxGpuGflops, 1.0, 0.1, core::units::gflops);
    spoken(m_launchSlider, tm::kMinLaunchSeconds, tm::kMaxLaunchSeconds, 1e-3, 0.001,
           [](double v) { return core::units::seconds(v); });

    m_reset = new QPushButton(this);
    auto *reset = m_reset;
    reset->setObjectName(QStringLiteral("resetButton"));
    form->addWidget(reset);
    m_rule = new WrapLabel(this);
    m_rule->setObjectName(QStringLiteral("rule"));
    m_rule->setWordWrap(true);
    style::setTextTone(m_rule, style::Tone::Neutral);
    form->addWidget(m_rule);
    form->addStretch(1);

    // Each control changes its one setting, then the views follow.
    const auto apply = [this](auto set) {
        return [this, set](auto v) {
            set(v);
            showValues();
            Q_EMIT changed();
        };
    };
    connect(m_nSlider, &QSlider::valueChanged, this, apply([this](int v) { m_model->setN(v); }));
    connect(m_cpuSlider, &QSlider::valueChanged, this,
            apply([this](int v) { m_model->setCpuGflops(fromLog(v, tm::kMinCpuGflops, tm::kMaxCpuGflops)); }));
    connect(m_gpuSlider, &QSlider::valueChanged, this,
            apply([this](int v) { m_model->setGpuGflops(fromLog(v, tm::kMinGpuGflops, tm::kMaxGpuGflops)); }));
    connect(m_launchSlider, &QSlider::valueChanged, this, apply([this](int v) {
                m_model->setLaunchSeconds(fromLog(v, tm::kMinLaunchSeconds, tm::kMaxLaunchSeconds));
            }));
    connect(m_barrier, &QCheckBox::toggled, this, apply([this](bool on) { m_model->setBarrierAfter(on); }));
    connect(m_barrierBefore, &QCheckBox::toggled, this, apply([this](bool on) { m_model->setBarrierBefore(on); }));
    connect(m_cold, &QCheckBox::toggled, this, apply([this](bool on) { m_model->setWarm(!on); }));
    connect(m_events, &QCheckBox::toggled, this,
            apply([this](bool on) { m_model->setClock(on ? tm::Clock::DeviceEvents : tm::Clock::Host); }));
    connect(reset, &QPushButton::clicked, this, [this] {
        m_model->reset();
        syncFromModel();
        Q_EMIT changed();
    });
    syncFromModel();
    retranslate();
}

void TimingControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void TimingControls::retranslate()
{
    setTitle(tr("The teaching model (simulated)"));
    m_toggles->setTitle(tr("How the GPU call is timed"));
    m_nLabel->setText(tr("Matrix size &n (work = 2n³)"));
    m_cpuLabel->setText(tr("&CPU rate"));
    m_gpuLabel->setText(tr("G&PU rate (effective)"));
    m_launchLabel->setText(tr("Per-call &overhead (launch, copies, framework)"));
    // What a screen reader says: the name with the unit its value is spoken in.
    m_nSlider->setAccessibleDescription(tr("The work is 2n³ floating-point operations."));
    m_cpuSlider->setAccessibleName(tr("CPU rate, in GFLOP/s"));
    m_gpuSlider->setAccessibleName(tr("GPU rate (effective), in GFLOP/s"));
    m_launchSlider->setAccessibleName(tr("Per-call overhead, in milliseconds"));
    for (QSlider *slider : {m_cpuSlider, m_gpuSlider})
        slider->setAccessibleDescription(tr("Logarithmic track: each step multiplies the rate by the same factor."));
    m_launchSlider->setToolTip(tr("The lesson's 5 ms stands in for every fixed cost of one call; a bare kernel "
                                  "launch takes a few microseconds."));
    m_barrierBefore->setWrappedText(tr("Also synchronize() before it &starts"));
    m_barrierBefore->setToolTip(
        tr("Earlier queued work finishes first. Before the timer starts, the GPU may still be running work queued "
           "earlier: the randn that made A and "
           "B, the warm-up multiply. A plain .to(\"cuda\") from ordinary host memory is not among it; it returns "
           "only once its copy is done."));
    m_cold->setWrappedText(tr("Time the first, cold call (no &warm-up)"));
    m_events->setWrappedText(tr("Use device &events instead of the host clock"));
    m_reset->setText(tr("Reset the model"));
    m_rule->setText(tr("Rule: warm up, synchronize, then measure. Be suspicious of three- or four-digit "
                       "speedups."));
    showValues(); // the values and the barrier's words
}

void TimingControls::syncFromModel()
{
    const tm::TimingSettings &s = m_model->settings();
    const QSignalBlocker b1(m_nSlider), b2(m_cpuSlider), b3(m_gpuSlider), b4(m_launchSlider), b5(m_barrier),
        b6(m_barrierBefore), b7(m_cold), b8(m_events);
    m_nSlider->setValue(s.n);
    m_cpuSlider->setValue(toLog(s.cpuGflops, tm::kMinCpuGflops, tm::kMaxCpuGflops));
    m_gpuSlider->setValue(toLog(s.gpuGflops, tm::kMinGpuGflops, tm::kMaxGpuGflops));
    m_launchSlider->setValue(toLog(s.launchSeconds, tm::kMinLaunchSeconds, tm::kMaxLaunchSeconds));
    m_barrier->setChecked(s.barrierAfter);
    m_barrierBefore->setChecked(s.barrierBefore);
    m_cold->setChecked(!s.warm);
    m_events->setChecked(s.clock == tm::Clock::DeviceEvents);
    showValues();
}

void TimingControls::showValues()
{
    const tm::TimingSettings &s = m_model->settings();
    m_nValue->setText(
        tr("%1 (%2 FLOP)").arg(QLocale().toString(s.n), QLocale().toString(m_model->figures().flops, 'e', 2)));
    m_cpuValue->setText(core::units::gflops(s.cpuGflops));
    m_gpuValue->setText(core::units::gflops(s.gpuGflops));
    m_launchValue->setText(core::units::seconds(s.launchSeconds));
    m_barrier->setWrappedText(s.clock == tm::Clock::DeviceEvents
                                  ? tr("&Barrier: synchronize() before reading the events")
                                  : tr("&Barrier: synchronize() before the timer stops"));
    m_barrier->setAlternativeTexts({tr("&Barrier: synchronize() before reading the events"),
                                    tr("&Barrier: synchronize() before the timer stops")});
}

} // namespace gpulab::labs
