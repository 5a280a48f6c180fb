#include "labs/timing/timingmeasureview.h"

#include "core/computeengine.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/engineactivitynote.h"
#include "labs/timing/runsummary.h"
#include "labs/timing/timingchart.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {

namespace tm = core::timing;

constexpr int kDefaultRunSize = 1000;
constexpr int kDefaultRepeats = 9;

} // namespace

TimingMeasureView::TimingMeasureView(const LabContext &context, QWidget *parent) : QGroupBox(parent), m_context(context)
{
    auto *outer = new QVBoxLayout(this);
    // What is measured, on a line of its own: a group box's title never wraps.
    m_subject = new QLabel(this);
    auto *subject = m_subject;
    subject->setObjectName(QStringLiteral("measureSubject"));
    subject->setWordWrap(true);
    outer->addWidget(subject);
    // The results beside their chart where the width allows, above it where not.
    auto *row = new AdaptiveRow(this);
    outer->addWidget(row);
    QBoxLayout *layout = row->columns();
    auto *left = new QVBoxLayout;
    auto *controls = new QHBoxLayout;
    m_runSize = new QSpinBox(this);
    m_runSize->setObjectName(QStringLiteral("runSize"));
    m_runSize->setRange(64, 4096);
    m_runSize->setSingleStep(64);
    m_runSize->setValue(kDefaultRunSize);
    m_runRepeats = new QSpinBox(this);
    m_runRepeats->setObjectName(QStringLiteral("runRepeats"));
    m_runRepeats->setRange(3, 100);
    m_runRepeats->setValue(kDefaultRepeats);
    m_runButton = new QPushButton(this);
    m_runButton->setObjectName(QStringLiteral("runButton"));
    controls->addWidget(m_runSize);
    controls->addWidget(m_runRepeats);
    controls->addWidget(m_runButton);
    controls->addStretch();
    left->addLayout(controls);
    left->addWidget(new EngineActivityNote(m_context.engine, engineowner::kTiming, m_runButton, this));
    m_runStatus = new WrapLabel(this);
    m_statusText = [] { return tr("Not run yet."); };
    m_runStatus->setObjectName(QStringLiteral("runStatus"));
    m_runStatus->setWordWrap(true);
    left->addWidget(m_runStatus);
    m_runResult = new WrapLabel(this);
    m_runResult->setObjectName(QStringLiteral("runResult"));
    m_runResult->setWordWrap(true);
    m_runResult->setTextFormat(Qt::RichText);
    m_runResult->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_runResult->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    left->addWidget(m_runResult, 1);
    layout->addLayout(left, 1);
    m_chart = new TimingChart(this);
    auto *chartColumn = new QVBoxLayout; // the names under the chart, whole
    chartColumn->addWidget(m_chart, 1);
    chartColumn->addWidget(m_chart->legendBelow());
    layout->addLayout(chartColumn, 1);
    connect(m_runButton, &QPushButton::clicked, this, [this] {
        if (m_running && m_context.engine)
            m_context.engine->cancel();
        else
            runMeasurement();
    });

    if (m_context.engine) {
        connect(m_context.engine, &core::ComputeEngine::taskProgress, this, &TimingMeasureView::onTaskProgress);
        connect(m_context.engine, &core::ComputeEngine::taskFinished, this, &TimingMeasureView::onTaskFinished);
        connect(m_context.engine, &core::ComputeEngine::jobDropped, this, &TimingMeasureView::onJobDropped);
    } else {
        m_runButton->setEnabled(false);
        m_statusText = [] { return tr("No compute engine: measurement is unavailable."); };
    }
    retranslate();
}

int TimingMeasureView::runSize() const
{
    return m_runSize->value();
}

void TimingMeasureView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange && m_runResult)
        restyle();
    QGroupBox::changeEvent(event);
}

void TimingMeasureView::retranslate()
{
    setTitle(tr("Measured on this machine"));
    m_subject->setText(tm::cpuQueueLabel());
    m_runSize->setPrefix(tr("n = "));
    m_runSize->setAccessibleName(tr("Matrix size n to measure"));
    m_runRepeats->setSuffix(tr(" repeats"));
    m_runRepeats->setAccessibleName(tr("Timed repeats of each reading"));
    m_runButton->setToolTip(tr("Submits a real oneDNN matmul to a worker-thread queue, times it without and with "
                               "waiting, and does the same with cuBLAS on a CUDA stream when a GPU is usable."));
    setRunning(m_running); // the button's words
    m_runStatus->setText(m_statusText());
    if (m_haveResult)
        m_runResult->setText(runSummaryHtml(m_lastRun));
}

void TimingMeasureView::setStatus(std::function<QString()> text)
{
    m_statusText = std::move(text);
    m_runStatus->setText(m_statusText());
}

void TimingMeasureView::runMeasurement()
{
    if (!m_context.engine || m_running)
        return;
    tm::TimingRequest request;
    request.n = m_runSize->value();
    request.repeats = m_runRepeats->value();
    m_job = m_context.engine->submitTask(
        [request](const std::atomic<bool> &cancel, const core::TaskProgressFn &progress) {
            return QVariant::fromValue(tm::measureTiming(request, cancel, progress));
        },
        engineowner::kTiming);
    setRunning(true);
    setStatus([request] {
        return tr("Running: n = %1, %Ln repeats…", nullptr, request.repeats).arg(QLocale().toString(request.n));
    });
}

void TimingMeasureView::setRunning(bool running)
{
    m_running = running;
    m_runButton->setText(running ? tr("C&ancel") : tr("R&un it"));
    m_runSize->setEnabled(!running);
    m_runRepeats->setEnabled(!running);
}

void TimingMeasureView::onTaskProgress(quint64 job, int done, int total, const QString &phase)
{
    if (job == m_job && m_running)
        setStatus([phase, done, total] {
            return tr("Running: %1 (%2 of %3)").arg(phase, QLocale().toString(done + 1), QLocale().toString(total));
        });
}

void TimingMeasureView::onTaskFinished(quint64 job, const QVariant &result, bool cancelled)
{
    if (job != m_job)
        return;
    setRunning(false);
    if (!result.canConvert<tm::TimingRun>()) {
        setStatus(
            [cancelled] { return cancelled ? tr("Cancelled.") : tr("The measurement failed without a result."); });
        announce(this, m_runStatus->text());
        return;
    }
    m_lastRun = result.value<tm::TimingRun>();
    m_haveRun = m_lastRun.cpu.ok() || m_lastRun.cuda.ok();
    const int repeats = m_lastRun.request.repeats;
    setStatus([cancelled, repeats] {
        return cancelled ? tr("Cancelled: the readings so far are shown.")
                         : tr("Done: %Ln repeats of each reading.", nullptr, repeats);
    });
    m_haveResult = true;
    m_runResult->setText(runSummaryHtml(m_lastRun));
    m_chart->showRun(m_lastRun);
    Q_EMIT measurementFinished();
    QTextDocument summary;
    summary.setHtml(m_runResult->text());
    announce(this, tr("%1 %2").arg(m_runStatus->text(), summary.toPlainText().simplified()));
}

void TimingMeasureView::restyle()
{
    if (m_haveRun)
        m_runResult->setText(runSummaryHtml(m_lastRun));
}

void TimingMeasureView::onJobDropped(quint64 job)
{
    if (job != m_job)
        return;
    setRunning(false);
    setStatus([] { return tr("Another lab started a measurement; this one was dropped."); });
}

} // namespace gpulab::labs
