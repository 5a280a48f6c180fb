#include "labs/throughput/lessonbenchmarkview.h"

#include "core/lessonbenchmark.h"
#include "core/lessonbenchmarkrun.h"
#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/engineactivitynote.h"
#include "labs/predictbox.h"
#include "labs/style.h"
#include "labs/wrapbutton.h"
#include "labs/wraplabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
QString line(const core::BenchmarkResult &r)
{
    if (r.points.isEmpty())
        return r.error.isEmpty() ? QString() : r.error;
    const auto &p = r.points.first();
    const QString verdict = core::verdictText(p.verdict);
    return QCoreApplication::translate("LessonBenchmarkView", "%1 (%2, %3) — %4 · %5")
        .arg(core::units::seconds(p.medianSeconds), core::units::gflops(p.gflops), verdict, r.backend.label,
             r.backend.provenance());
}
} // namespace

LessonBenchmarkView::LessonBenchmarkView(core::ComputeEngine *engine, QWidget *parent)
    : QWidget(parent), m_run(new core::LessonBenchmarkRun(engine, this))
{
    auto *root = new QVBoxLayout(this);
    // The guess comes before "Run it", on screen and in the Tab order (made first).
    m_predict = new PredictBox(core::predict::Question::Speedup, QStringLiteral("throughput"), this);
    m_predict->setAnswer([this] { return core::predict::speedupAnswer(cpuResult(), gpuResult()); });
    root->addWidget(m_predict);
    m_button = new WrapButton(this);
    m_button->setObjectName(QStringLiteral("lessonBenchmark"));
    style::setRelativeFont(m_button, 1.2, true);
    m_button->setMinimumHeight(44);
    // Cancel beside it: 5000² takes minutes on a slow laptop. The engine stops
    // inside the multiply; the GPU side is then not started.
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_button, 1);
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("lessonCancel"));
    m_cancel->setMinimumHeight(44);
    setAvailable(m_cancel, false);
    buttons->addWidget(m_cancel);
    root->addLayout(buttons);
    m_run->setOwner(engineowner::kLessonBenchmark);
    root->addWidget(new EngineActivityNote(engine, engineowner::kLessonBenchmark, m_button, this));
    m_status = new WrapLabel(this);
    m_status->setWordWrap(true);
    m_statusText = [] {
        return tr("As the lesson runs it: build both operands, one warm-up multiply (not timed), then %1 "
                  "timed multiplies with a barrier before and after each; the median counts.")
            .arg(kRepeats);
    };
    root->addWidget(m_status);
    m_cpuLine = new QLabel(this);
    m_gpuLine = new QLabel(this);
    m_speedup = new QLabel(this);
    m_speedup->setObjectName(QStringLiteral("speedup"));
    for (auto *l : {m_cpuLine, m_gpuLine, m_speedup}) {
        l->setWordWrap(true);
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
        style::setRelativeFont(l, 1.2);
        root->addWidget(l);
    }
    style::setRelativeFont(m_speedup, 1.4, true);
    m_predict->coverUntilRevealed({m_speedup});
    root->addStretch();

    connect(m_button, &QPushButton::clicked, this, &LessonBenchmarkView::start);
    connect(m_cancel, &QPushButton::clicked, this, &LessonBenchmarkView::cancel);
    connect(this, &LessonBenchmarkView::finished, m_predict, &PredictBox::reveal);
    using Run = core::LessonBenchmarkRun;
    connect(m_run, &Run::stepStarted, this, &LessonBenchmarkView::onStepStarted);
    connect(m_run, &Run::progress, this, &LessonBenchmarkView::onProgress);
    connect(m_run, &Run::stepFinished, this, &LessonBenchmarkView::updateLines);
    connect(m_run, &Run::finished, this, &LessonBenchmarkView::onFinished);
    connect(m_run, &Run::dropped, this, &LessonBenchmarkView::onDropped);
    connect(m_run, &Run::runningChanged, this, &LessonBenchmarkView::runningChanged);
    if (!m_run->hasEngine())
        setAvailable(m_button, false);
    retranslate(); // ends with updateLines()
}

void LessonBenchmarkView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void LessonBenchmarkView::retranslate()
{
    static_cast<WrapButton *>(m_button)->setWrappedText(tr("Run the benchmark (%1×%1 fp32)").arg(kLessonN));
    m_button->setToolTip(
        tr("The lesson's benchmark: one %1×%1 fp32 matmul on the CPU, then on the GPU.").arg(kLessonN));
    m_cancel->setText(tr("Cancel"));
    m_cancel->setToolTip(tr("Stop the benchmark now; what finished is kept, and no speedup is claimed."));
    m_status->setText(m_statusText());
    updateLines();
}

void LessonBenchmarkView::cancel()
{
    m_run->cancel();
}

bool LessonBenchmarkView::isRunning() const
{
    return m_run->isRunning();
}

const core::BenchmarkResult &LessonBenchmarkView::cpuResult() const
{
    return m_run->cpuResult();
}

const core::BenchmarkResult &LessonBenchmarkView::gpuResult() const
{
    return m_run->gpuResult();
}

void LessonBenchmarkView::setStatus(std::function<QString()> text)
{
    m_statusText = std::move(text);
    m_status->setText(m_statusText());
}

void LessonBenchmarkView::start()
{
    if (!m_run->start({kLessonN}, 1, kRepeats))
        return;
    setAvailable(m_button, false); // the keyboard stays on it, or on Cancel
    setAvailable(m_cancel, true);
    updateLines();
}

void LessonBenchmarkView::onStepStarted(core::LessonBenchmarkRun::Step step, bool simulated)
{
    if (step == core::LessonBenchmarkRun::Step::Cpu)
        setStatus([] { return tr("Running on the CPU… (a few seconds per multiply on a small machine)"); });
    else
        setStatus(
            [simulated] { return simulated ? tr("No GPU: asking the teaching model…") : tr("Running on the GPU…"); });
}

void LessonBenchmarkView::onProgress(const core::JobProgress &p, core::LessonBenchmarkRun::Step step)
{
    const bool cpu = step == core::LessonBenchmarkRun::Step::Cpu;
    setStatus([p, cpu] {
        return tr("%1 — %2, run %3 of %4").arg(cpu ? tr("CPU") : tr("GPU"), p.phase).arg(p.run + 1).arg(p.runs);
    });
}

void LessonBenchmarkView::onFinished()
{
    setAvailable(m_button, true);
    setAvailable(m_cancel, false);
    const bool cancelled = m_run->wasCancelled();
    setStatus([cancelled] { return cancelled ? tr("Cancelled.") : tr("Done."); });
    updateLines();
    Q_EMIT finished();
    // Spoken once: the two lines, and the speedup unless a guess still covers it.
    QStringList said{m_status->text(), m_cpuLine->text(), m_gpuLine->text()};
    if (m_speedup->isVisibleTo(this))
        said << m_speedup->text();
    announce(this, said.join(u' '));
}

void LessonBenchmarkView::onDropped()
{
    setAvailable(m_button, true);
    setAvailable(m_cancel, false);
    setStatus([] { return tr("Stopped: another measurement was started."); });
}

void LessonBenchmarkView::updateLines()
{
    const core::BenchmarkResult &cpu = cpuResult();
    const core::BenchmarkResult &gpu = gpuResult();
    m_cpuLine->setText(cpu.points.isEmpty() && cpu.error.isEmpty() ? tr("CPU: —") : tr("CPU: %1").arg(line(cpu)));
    m_gpuLine->setText(gpu.points.isEmpty() && gpu.error.isEmpty() ? tr("GPU: —") : tr("GPU: %1").arg(line(gpu)));
    // The speedup rule is core's: no ratio from a failed, wrong or unverified run.
    const core::SpeedupReading s = core::readSpeedup(cpu, gpu);
    if (s.ok) {
        m_speedup->setText(
            s.gpuSimulated
                ? tr("Speedup %1× — simulated: %2").arg(QLocale().toString(s.speedup, 'f', 1), gpu.backend.reason)
                : tr("Speedup %1× (measured)").arg(QLocale().toString(s.speedup, 'f', 1)));
        style::setTextTone(m_speedup, s.gpuSimulated ? style::Tone::Warning : style::Tone::Good);
    } else if (!isRunning() && (!cpu.points.isEmpty() || !cpu.error.isEmpty())) {
        m_speedup->setText(tr("Speedup: — (%1)").arg(s.error));
        style::setTextTone(m_speedup, style::Tone::Bad);
    } else {
        m_speedup->setText(tr("Speedup: —"));
        style::setTextTone(m_speedup, style::Tone::Neutral);
    }
}

} // namespace gpulab::labs
