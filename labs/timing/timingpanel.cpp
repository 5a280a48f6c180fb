#include "labs/timing/timingpanel.h"

#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/throughput/logscale.h"
#include "core/units.h"
#include "labs/adaptiverow.h"
#include "labs/style.h"
#include "labs/timing/runsummary.h"
#include "labs/timing/timelineview.h"
#include "labs/timing/timingchart.h"

#include <QCheckBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab::labs {
namespace {

namespace tm = core::timing;
namespace units = core::units;

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

QLabel *bigNumber(const QString &name, QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setObjectName(name);
    style::setRelativeFont(l, 3.0, true); // readable from the back row
    l->setAlignment(Qt::AlignCenter);
    return l;
}

QString speedupText(double s)
{
    return s >= 100.0 ? QStringLiteral("%1×").arg(s, 0, 'f', 0) : QStringLiteral("%1×").arg(s, 0, 'f', 1);
}

constexpr int kDefaultRunSize = 1000;
constexpr int kDefaultRepeats = 9;

} // namespace

TimingPanel::TimingPanel(const LabContext &context, QWidget *parent) : LabPanel(parent), m_context(context)
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    root->setSpacing(10);
    auto *header = new QHBoxLayout;
    header->addWidget(style::heading(tr("Timing pitfall"), this));
    auto *question = new QLabel(tr("Why does deleting synchronize() make the GPU look a thousand times faster?"), this);
    question->setWordWrap(true);
    header->addWidget(question, 1);
    root->addLayout(header);

    // The model's controls beside the picture where the width allows, above it where not.
    auto *middleRow = new AdaptiveRow(this);
    QBoxLayout *middle = middleRow->columns();
    middle->setSpacing(16);
    middle->addWidget(buildModelControls());

    auto *view = new QVBoxLayout;
    auto *numbers = new QHBoxLayout;
    auto *measuredBox = new QVBoxLayout;
    m_measuredCaption = new QLabel(this);
    m_measuredCaption->setAlignment(Qt::AlignCenter);
    m_measuredNumber = bigNumber(QStringLiteral("measuredNumber"), this);
    measuredBox->addWidget(m_measuredCaption);
    measuredBox->addWidget(m_measuredNumber);
    auto *speedupBox = new QVBoxLayout;
    auto *speedupCaption = new QLabel(tr("implied GPU speedup over the CPU"), this);
    speedupCaption->setAlignment(Qt::AlignCenter);
    m_speedupNumber = bigNumber(QStringLiteral("speedupNumber"), this);
    speedupBox->addWidget(speedupCaption);
    speedupBox->addWidget(m_speedupNumber);
    numbers->addLayout(measuredBox, 1);
    numbers->addLayout(speedupBox, 1);
    view->addLayout(numbers);
    m_simulatedLabel = new QLabel(this);
    m_simulatedLabel->setObjectName(QStringLiteral("simulatedLabel"));
    m_simulatedLabel->setWordWrap(true);
    style::setBanner(m_simulatedLabel, style::Tone::Warning);
    view->addWidget(m_simulatedLabel);
    m_timeline = new TimelineView(this);
    view->addWidget(m_timeline, 1);
    m_explanation = new QLabel(this);
    m_explanation->setObjectName(QStringLiteral("explanation"));
    m_explanation->setWordWrap(true);
    view->addWidget(m_explanation);
    m_consequence = new QLabel(this);
    m_consequence->setObjectName(QStringLiteral("consequence"));
    m_consequence->setWordWrap(true);
    style::setRelativeFont(m_consequence, 1.0, true);
    view->addWidget(m_consequence);
    middle->addLayout(view, 1);
    root->addWidget(middleRow, 3);
    root->addWidget(buildMeasuredBox(), 2);

    if (m_context.engine) {
        connect(m_context.engine, &core::ComputeEngine::taskProgress, this, &TimingPanel::onTaskProgress);
        connect(m_context.engine, &core::ComputeEngine::taskFinished, this, &TimingPanel::onTaskFinished);
        connect(m_context.engine, &core::ComputeEngine::jobDropped, this, &TimingPanel::onJobDropped);
    } else {
        m_runButton->setEnabled(false);
        m_runStatus->setText(tr("No compute engine: measurement is unavailable."));
    }
    syncControlsFromModel();
    refresh();
}

QWidget *TimingPanel::buildModelControls()
{
    auto *box = new QGroupBox(tr("The teaching model (simulated)"), this);
    auto *form = new QFormLayout(box);
    form->setRowWrapPolicy(QFormLayout::WrapAllRows);
    const auto row = [&](const QString &label, QSlider *slider, QLabel *&value) {
        value = new QLabel(box);
        auto *line = new QHBoxLayout;
        line->addWidget(slider, 1);
        line->addWidget(value);
        value->setMinimumWidth(130);
        auto *l = new QLabel(label, box);
        l->setBuddy(slider);
        form->addRow(l, line);
    };
    m_nSlider = new QSlider(Qt::Horizontal, box);
    m_nSlider->setObjectName(QStringLiteral("sizeSlider"));
    m_nSlider->setRange(tm::kMinN, tm::kMaxN);
    m_nSlider->setSingleStep(100);
    m_nSlider->setPageStep(1000);
    row(tr("Matrix size &n (work = 2n³)"), m_nSlider, m_nValue);
    m_cpuSlider = logSlider(box, QStringLiteral("cpuRateSlider"));
    row(tr("&CPU rate"), m_cpuSlider, m_cpuValue);
    m_gpuSlider = logSlider(box, QStringLiteral("gpuRateSlider"));
    row(tr("&GPU rate (effective)"), m_gpuSlider, m_gpuValue);
    m_launchSlider = logSlider(box, QStringLiteral("launchSlider"));
    row(tr("Per-call &overhead (launch, copies, framework)"), m_launchSlider, m_launchValue);
    m_launchSlider->setToolTip(tr("The lesson's 5 ms stands in for every fixed cost of one call; a bare kernel "
                                  "launch takes a few microseconds."));

    m_barrier = new QCheckBox(tr("&Barrier: synchronize() before the timer stops"), box);
    m_barrier->setObjectName(QStringLiteral("barrierToggle"));
    style::setRelativeFont(m_barrier, 1.0, true);
    m_barrierBefore = new QCheckBox(tr("Also synchronize() before it &starts"), box);
    m_barrierBefore->setToolTip(
        tr("Earlier queued work finishes first. Before the timer starts, the GPU may still be running work queued "
           "earlier: the randn that made A and "
           "B, the warm-up multiply. A plain .to(\"cuda\") from ordinary host memory is not among it; it returns "
           "only once its copy is done."));
    m_barrierBefore->setObjectName(QStringLiteral("barrierBeforeToggle"));
    m_cold = new QCheckBox(tr("Time the first, c&old call (no warm-up)"), box);
    m_cold->setObjectName(QStringLiteral("coldToggle"));
    m_events = new QCheckBox(tr("Use device &events instead of the host clock"), box);
    m_events->setObjectName(QStringLiteral("eventsToggle"));
    for (QCheckBox *c : {m_barrier, m_barrierBefore, m_cold, m_events})
        form->addRow(c);
    auto *reset = new QPushButton(tr("Reset the model"), box);
    reset->setObjectName(QStringLiteral("resetButton"));
    form->addRow(reset);
    auto *rule = new QLabel(tr("Rule: warm up, synchronize, then measure. Be suspicious of three- or four-digit "
                               "speedups."),
                            box);
    rule->setWordWrap(true);
    style::setTextTone(rule, style::Tone::Neutral);
    form->addRow(rule);

    connect(m_nSlider, &QSlider::valueChanged, this, [this](int v) {
        m_model.setN(v);
        refresh();
    });
    connect(m_cpuSlider, &QSlider::valueChanged, this, [this](int v) {
        m_model.setCpuGflops(fromLog(v, tm::kMinCpuGflops, tm::kMaxCpuGflops));
        refresh();
    });
    connect(m_gpuSlider, &QSlider::valueChanged, this, [this](int v) {
        m_model.setGpuGflops(fromLog(v, tm::kMinGpuGflops, tm::kMaxGpuGflops));
        refresh();
    });
    connect(m_launchSlider, &QSlider::valueChanged, this, [this](int v) {
        m_model.setLaunchSeconds(fromLog(v, tm::kMinLaunchSeconds, tm::kMaxLaunchSeconds));
        refresh();
    });
    connect(m_barrier, &QCheckBox::toggled, this, [this](bool on) {
        m_model.setBarrierAfter(on);
        refresh();
    });
    connect(m_barrierBefore, &QCheckBox::toggled, this, [this](bool on) {
        m_model.setBarrierBefore(on);
        refresh();
    });
    connect(m_cold, &QCheckBox::toggled, this, [this](bool on) {
        m_model.setWarm(!on);
        refresh();
    });
    connect(m_events, &QCheckBox::toggled, this, [this](bool on) {
        m_model.setClock(on ? tm::Clock::DeviceEvents : tm::Clock::Host);
        refresh();
    });
    connect(reset, &QPushButton::clicked, this, [this] {
        m_model.reset();
        syncControlsFromModel();
        refresh();
    });
    return box;
}

QWidget *TimingPanel::buildMeasuredBox()
{
    auto *box = new QGroupBox(tr("Measured on this machine: %1").arg(core::timing::cpuQueueLabel()), this);
    auto *layout = new QHBoxLayout(box);
    auto *left = new QVBoxLayout;
    auto *controls = new QHBoxLayout;
    m_runSize = new QSpinBox(box);
    m_runSize->setObjectName(QStringLiteral("runSize"));
    m_runSize->setRange(64, 4096);
    m_runSize->setSingleStep(64);
    m_runSize->setValue(kDefaultRunSize);
    m_runSize->setPrefix(tr("n = "));
    m_runRepeats = new QSpinBox(box);
    m_runRepeats->setObjectName(QStringLiteral("runRepeats"));
    m_runRepeats->setRange(3, 100);
    m_runRepeats->setValue(kDefaultRepeats);
    m_runRepeats->setSuffix(tr(" repeats"));
    m_runButton = new QPushButton(tr("&Run it"), box);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    m_runButton->setToolTip(tr("Submits a real oneDNN matmul to a worker-thread queue, times it without and with "
                               "waiting, and does the same with cuBLAS on a CUDA stream when a GPU is usable."));
    controls->addWidget(m_runSize);
    controls->addWidget(m_runRepeats);
    controls->addWidget(m_runButton);
    controls->addStretch();
    left->addLayout(controls);
    m_runStatus = new QLabel(tr("Not run yet."), box);
    m_runStatus->setObjectName(QStringLiteral("runStatus"));
    m_runStatus->setWordWrap(true);
    left->addWidget(m_runStatus);
    m_runResult = new QLabel(box);
    m_runResult->setObjectName(QStringLiteral("runResult"));
    m_runResult->setWordWrap(true);
    m_runResult->setTextFormat(Qt::RichText);
    m_runResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runResult->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    left->addWidget(m_runResult, 1);
    layout->addLayout(left, 1);
    m_chart = new TimingChart(box);
    m_chart->setMinimumHeight(220);
    layout->addWidget(m_chart, 1);
    connect(m_runButton, &QPushButton::clicked, this, [this] {
        if (m_running && m_context.engine)
            m_context.engine->cancel();
        else
            runMeasurement();
    });
    return box;
}

void TimingPanel::syncControlsFromModel()
{
    const tm::TimingSettings &s = m_model.settings();
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
}

QString TimingPanel::simulatedReason() const
{
    const core::DeviceReport report = core::deviceReport();
    return report.cuda.usable()
               ? tr("the teaching model, not your %1; press Run it to measure the real thing").arg(report.cuda.name)
               : tr("the teaching model, because %1").arg(report.cuda.reason);
}

void TimingPanel::refresh()
{
    const tm::TimingSettings &s = m_model.settings();
    const tm::TimingFigures f = m_model.figures();
    m_nValue->setText(QStringLiteral("%1 (%2 FLOP)").arg(s.n).arg(f.flops, 0, 'g', 3));
    m_cpuValue->setText(units::gflops(s.cpuGflops));
    m_gpuValue->setText(units::gflops(s.gpuGflops));
    m_launchValue->setText(units::seconds(s.launchSeconds));

    m_measuredCaption->setText(s.clock == tm::Clock::DeviceEvents ? tr("the events read (simulated)")
                                                                  : tr("the stopwatch reads (simulated)"));
    m_barrier->setText(s.clock == tm::Clock::DeviceEvents ? tr("&Barrier: synchronize() before reading the events")
                                                          : tr("&Barrier: synchronize() before the timer stops"));
    if (f.readingFailed) {
        m_measuredNumber->setText(tr("RuntimeError"));
        m_measuredNumber->setToolTip(f.readingError);
        m_speedupNumber->setText(tr("—"));
    } else {
        m_measuredNumber->setText(units::seconds(f.measuredSeconds));
        m_measuredNumber->setToolTip(QString());
        m_speedupNumber->setText(speedupText(f.impliedSpeedup));
    }
    const QString tone =
        f.readingFailed || f.overstatement > 1.5 ? QStringLiteral("#b71c1c") : QStringLiteral("#1b5e20");
    m_speedupNumber->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(tone));
    m_simulatedLabel->setText(tr("Simulated — %1. CPU %2 s, GPU kernel %3, per-call overhead %4; honest speedup %5, "
                                 "the missing barrier claims %6 "
                                 "(an illusion of %7).")
                                  .arg(simulatedReason())
                                  .arg(f.cpuSeconds, 0, 'f', 2)
                                  .arg(units::seconds(f.kernelSeconds), units::seconds(f.launchSeconds),
                                       speedupText(f.honestSpeedup), speedupText(f.noBarrierSpeedup),
                                       speedupText(f.illusionFactor)));
    m_explanation->setText(tm::TimingModel::explanation(s, f));
    m_consequence->setText(tm::TimingModel::consequence(f));
    m_timeline->setFigures(f, tr("GPU stream"));
}

void TimingPanel::runMeasurement()
{
    if (!m_context.engine || m_running)
        return;
    tm::TimingRequest request;
    request.n = m_runSize->value();
    request.repeats = m_runRepeats->value();
    m_job =
        m_context.engine->submitTask([request](const std::atomic<bool> &cancel, const core::TaskProgressFn &progress) {
            return QVariant::fromValue(tm::measureTiming(request, cancel, progress));
        });
    setRunning(true);
    m_runStatus->setText(tr("Running: n = %1, %2 repeats…").arg(request.n).arg(request.repeats));
}

void TimingPanel::setRunning(bool running)
{
    m_running = running;
    m_runButton->setText(running ? tr("&Cancel") : tr("&Run it"));
    m_runSize->setEnabled(!running);
    m_runRepeats->setEnabled(!running);
}

void TimingPanel::onTaskProgress(quint64 job, int done, int total, const QString &phase)
{
    if (job == m_job && m_running)
        m_runStatus->setText(tr("Running: %1 (%2 of %3)").arg(phase).arg(done + 1).arg(total));
}

void TimingPanel::onTaskFinished(quint64 job, const QVariant &result, bool cancelled)
{
    if (job != m_job)
        return;
    setRunning(false);
    if (!result.canConvert<tm::TimingRun>()) {
        m_runStatus->setText(cancelled ? tr("Cancelled.") : tr("The measurement failed without a result."));
        return;
    }
    m_lastRun = result.value<tm::TimingRun>();
    m_haveRun = m_lastRun.cpu.ok() || m_lastRun.cuda.ok();
    m_runStatus->setText(cancelled ? tr("Cancelled: the readings so far are shown.")
                                   : tr("Done: %1 repeats of each reading.").arg(m_lastRun.request.repeats));
    m_runResult->setText(runSummaryHtml(m_lastRun));
    m_chart->showRun(m_lastRun);
    Q_EMIT provenanceChanged(provenance());
    Q_EMIT measurementFinished();
}

void TimingPanel::onJobDropped(quint64 job)
{
    if (job != m_job)
        return;
    setRunning(false);
    m_runStatus->setText(tr("Another lab started a measurement; this one was dropped."));
}

QString TimingPanel::provenance() const
{
    if (!m_haveRun)
        return tr("Simulated — %1").arg(simulatedReason());
    QString text = tr("Measured on %1 (%2)").arg(m_lastRun.cpu.device, m_lastRun.cpu.label);
    if (m_lastRun.cuda.ok())
        text += tr(" and on %1 (CUDA stream)").arg(m_lastRun.cuda.device);
    return text + tr("; the timeline above is simulated");
}

core::ProvenanceKind TimingPanel::provenanceKind() const
{
    return m_haveRun ? core::ProvenanceKind::Measured : core::ProvenanceKind::Simulated;
}

QStringList TimingPanel::presets() const
{
    return {QStringLiteral("barrier-off"), QStringLiteral("barrier-on"), QStringLiteral("cold-call"),
            QStringLiteral("device-events"), QStringLiteral("queued-work")};
}

bool TimingPanel::applyPreset(const QString &name)
{
    tm::TimingSettings s;
    if (name == u"barrier-off") {
        s.barrierAfter = false;
    } else if (name == u"barrier-on") {
        s.barrierAfter = true;
    } else if (name == u"cold-call") {
        s.barrierAfter = true;
        s.warm = false;
    } else if (name == u"device-events") {
        s.barrierAfter = true;
        s.clock = tm::Clock::DeviceEvents;
    } else if (name == u"queued-work") {
        s.barrierAfter = true;
        s.barrierBefore = false;
    } else {
        return false;
    }
    m_model.setSettings(s);
    syncControlsFromModel();
    refresh();
    return true;
}

} // namespace gpulab::labs
