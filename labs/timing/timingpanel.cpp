#include "labs/timing/timingpanel.h"

#include "core/deviceprobe.h"
#include "core/timing/timinglabstate.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/predictbox.h"
#include "labs/style.h"
#include "labs/timing/timelineview.h"
#include "labs/timing/timingcontrols.h"
#include "labs/timing/timingmeasureview.h"
#include "labs/timing/timingmodelview.h"
#include "labs/timing/torchtimingbox.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace gpulab::labs {

namespace tm = core::timing;

TimingPanel::TimingPanel(const LabContext &context, QWidget *parent) : LabPanel(parent), m_context(context)
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    root->setSpacing(10);
    auto *header = new QHBoxLayout;
    m_heading = style::heading(QString(), this);
    header->addWidget(m_heading);
    m_question = new WrapLabel(this);
    m_question->setWordWrap(true);
    header->addWidget(m_question, 1);
    root->addLayout(header);

    auto *predict = new PredictBox(core::predict::Question::UnsyncedTimer, QStringLiteral("timing"), this);
    predict->setRevealOnLock(true); // the simulated reading waits for the locked guess
    predict->setAnswer([this] { return core::predict::unsyncedTimerAnswer(m_model.settings()); });
    root->addWidget(predict); // under the question, before the model answers it

    m_controls = new TimingControls(&m_model, this);
    m_modelView = new TimingModelView(this);
    // Toggle and watch: the barrier and the other pitfalls beside the
    // stopwatch and the speedup they produce, at the top, so both are on
    // screen together on a 1280×720 projector.
    auto *watchRow = new AdaptiveRow(this);
    watchRow->setObjectName(QStringLiteral("watchRow"));
    watchRow->columns()->setSpacing(16);
    // Each at its own height from the top: a taller neighbour never spreads
    // the toggles apart under the pointer.
    watchRow->columns()->addWidget(m_controls->toggles(), 0, Qt::AlignTop);
    watchRow->columns()->addWidget(m_modelView->numbers(), 1, Qt::AlignTop);
    root->addWidget(watchRow);
    // The model's sliders beside the timeline and the reason where the width
    // allows, above them where not.
    auto *middleRow = new AdaptiveRow(this);
    middleRow->columns()->setSpacing(16);
    middleRow->columns()->addWidget(m_controls);
    middleRow->columns()->addWidget(m_modelView, 1);
    root->addWidget(middleRow, 3);
    predict->coverUntilRevealed({m_modelView, m_modelView->numbers()});
    m_measure = new TimingMeasureView(context, this);
    root->addWidget(m_measure, 2);
    // Under the lab's own measurement: the same pitfall in the learner's PyTorch.
    if (context.torch) {
        m_torchTiming = new TorchTimingBox(
            context.torch, [this] { return m_measure->runSize(); },
            [this]() -> const core::timing::TimingRun * {
                return m_measure->hasMeasurement() ? &m_measure->lastRun() : nullptr;
            },
            this);
        root->addWidget(m_torchTiming);
        connect(m_measure, &TimingMeasureView::measurementFinished, m_torchTiming, &TorchTimingBox::labMeasured);
    }

    connect(m_controls, &TimingControls::changed, this, &TimingPanel::showModel);
    // A toggle or a slider: the new reading, spoken once the input rests
    // (the timeline's description says what the timer reads and what is true).
    connect(m_controls, &TimingControls::changed, this, [this] {
        announceSoon(this, [this] {
            const auto *timeline = findChild<TimelineView *>();
            // Not while a guess still covers the model: that would give the answer away.
            return timeline && timeline->isVisibleTo(this) ? timeline->accessibleDescription() : QString();
        });
    });
    connect(m_measure, &TimingMeasureView::measurementFinished, this, [this] {
        Q_EMIT provenanceChanged(provenance());
        Q_EMIT measurementFinished();
    });
    retranslate();                                                    // shows the model
    m_context.whenDeviceReportReady(this, [this] { retranslate(); }); // the model's reason names the GPU found
}

void TimingPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPanel::changeEvent(event);
}

void TimingPanel::retranslate()
{
    m_heading->setText(tr("Timing pitfall"));
    m_question->setText(tr("Why does deleting synchronize() make the GPU look a thousand times faster?"));
    showModel(); // the simulated reason in the new language
    Q_EMIT provenanceChanged(provenance());
}

bool TimingPanel::hasMeasurement() const
{
    return m_measure->hasMeasurement();
}

const tm::TimingRun &TimingPanel::lastRun() const
{
    return m_measure->lastRun();
}

void TimingPanel::runMeasurement()
{
    m_measure->runMeasurement();
}

QString TimingPanel::simulatedReason() const
{
    const core::DeviceReport report = m_context.deviceReport();
    if (report.pending)
        return tr("the teaching model, while this machine is still being measured");
    return report.cuda.usable()
               ? tr("the teaching model, not your %1; press Run it to measure the real thing").arg(report.cuda.name)
               : tr("the teaching model, because %1").arg(report.cuda.reason);
}

void TimingPanel::showModel()
{
    m_modelView->show(m_model.settings(), m_model.figures(), simulatedReason());
}

QString TimingPanel::provenance() const
{
    if (!hasMeasurement())
        return tr("Simulated — %1").arg(simulatedReason());
    const tm::TimingRun &run = lastRun();
    QString text = tr("Measured on %1 (%2)").arg(run.cpu.device, run.cpu.label);
    if (run.cuda.ok())
        text += tr(" and on %1 (CUDA stream)").arg(run.cuda.device);
    return text + tr("; the timeline above is simulated");
}

core::ProvenanceKind TimingPanel::provenanceKind() const
{
    return hasMeasurement() ? core::ProvenanceKind::Measured : core::ProvenanceKind::Simulated;
}

QWidget *TimingPanel::primaryControl() const
{
    if (auto *barrier = findChild<QWidget *>(QStringLiteral("barrierToggle")); barrier && barrier->isEnabled())
        return barrier;
    return LabPanel::primaryControl();
}

void TimingPanel::reset()
{
    m_model.reset();
    m_controls->syncFromModel();
    showModel();
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
    m_controls->syncFromModel();
    showModel();
    return true;
}

QJsonObject TimingPanel::saveState() const
{
    return tm::toJson(m_model.settings());
}

QString TimingPanel::restoreState(const QJsonObject &state)
{
    QString why;
    // A key the state leaves out takes the lab's default (README, "Lab state files").
    const std::optional<tm::TimingSettings> next = tm::timingSettingsFromJson(state, tm::TimingSettings{}, &why);
    if (!next)
        return why;
    m_model.setSettings(*next);
    m_controls->syncFromModel();
    showModel();
    return {};
}

} // namespace gpulab::labs
