#include "labs/learn/exercisespage.h"

#include "core/deviceprobe.h"
#include "core/learn/learnconstants.h"
#include "core/lessonbenchmarkrun.h"
#include "core/units.h"
#include "core/vram/vramplan.h"
#include "labs/engineactivitynote.h"
#include "labs/followinglist.h"
#include "labs/learn/lessonbrowser.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpulab::labs {

using core::learn::ExerciseMeasure;

ExercisesPage::ExercisesPage(const QList<core::learn::Exercise> &exercises, const LabContext &context,
                             core::learn::LearnProgress *progress, QWidget *parent)
    : QWidget(parent), m_exercises(exercises), m_context(context), m_progress(progress),
      m_run(new core::LessonBenchmarkRun(context.engine, this))
{
    auto *root = new QHBoxLayout(this);
    root->setContentsMargins(0, 8, 0, 0);
    m_list = new FollowingList(this);
    m_list->setObjectName(QStringLiteral("exerciseList"));
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    m_list->setMinimumWidth(230);
    m_list->setMaximumWidth(300);
    for (const auto &e : m_exercises)
        m_list->addItem(e.title);
    root->addWidget(m_list);

    auto *right = new QVBoxLayout;
    m_task = new LessonBrowser(this);
    m_task->setObjectName(QStringLiteral("exerciseTask"));
    // The task, the measurement and the worked answer one under the other,
    // each as tall as its text: the page scrolls, never a box inside it.
    m_task->setFitsContent(true);
    right->addWidget(m_task);

    m_measureBox = new QGroupBox(this);
    auto *mb = new QVBoxLayout(m_measureBox);
    auto *mrow = new QHBoxLayout;
    m_measure = new WrapButton(m_measureBox);
    m_measure->setObjectName(QStringLiteral("measureButton"));
    m_status = new WrapLabel(m_measureBox);
    m_status->setWordWrap(true);
    mrow->addWidget(m_measure, 1);
    mrow->addWidget(m_status, 1); // the button and its status share the row
    mb->addLayout(mrow);
    m_run->setOwner(engineowner::kExercise);
    mb->addWidget(new EngineActivityNote(context.engine, engineowner::kExercise, m_measure, m_measureBox));
    m_result = new WrapLabel(m_measureBox);
    m_result->setObjectName(QStringLiteral("measureResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    mb->addWidget(m_result);
    right->addWidget(m_measureBox);

    m_reveal = new WrapButton(this);
    m_reveal->setObjectName(QStringLiteral("revealButton"));
    right->addWidget(m_reveal, 0, Qt::AlignLeft);
    m_answer = new LessonBrowser(this);
    m_answer->setObjectName(QStringLiteral("exerciseAnswer"));
    m_answer->setFitsContent(true);
    right->addWidget(m_answer);
    right->addStretch(1);
    root->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ExercisesPage::showExercise);
    connect(m_reveal, &QPushButton::clicked, this, &ExercisesPage::revealAnswer);
    connect(m_measure, &QPushButton::clicked, this, &ExercisesPage::runMeasurement);
    using Run = core::LessonBenchmarkRun;
    connect(m_run, &Run::stepStarted, this, [this](Run::Step step, bool simulated) {
        m_status->setText(step == Run::Step::Cpu ? tr("Running on the CPU…")
                          : simulated            ? tr("Simulating the GPU…")
                                                 : tr("Running on the GPU…"));
    });
    connect(m_run, &Run::finished, this,
            [this] { showSpeedup(core::readSpeedup(m_run->cpuResult(), m_run->gpuResult())); });
    connect(m_run, &Run::dropped, this, &ExercisesPage::onDropped);
    m_provenanceKind = m_context.deviceReport().statusKind();
    if (!m_exercises.isEmpty())
        m_list->setCurrentRow(0);
    retranslate(); // the status line, from the report or "Measuring this machine…"
    m_context.whenDeviceReportReady(this, [this] {
        if (!m_speedup || !m_speedup->ok) // a measured exercise keeps its own words
            m_provenanceKind = m_context.deviceReport().statusKind();
        retranslate();
    });
}

void ExercisesPage::retranslate()
{
    m_measureBox->setTitle(tr("On this machine"));
    static_cast<WrapButton *>(m_reveal)->setWrappedText(tr("Show the worked answer").toHtmlEscaped());
    m_reveal->setToolTip(tr("Try it yourself first — the answer stays open once shown."));
    m_list->setAccessibleName(tr("Exercises"));
    m_task->setAccessibleName(tr("The exercise"));
    m_answer->setAccessibleName(tr("The worked answer"));
    if (m_current >= 0)
        showExercise(m_current); // the task, the buttons, and any result kept, in the new words
    // The status line in the new words: the exercise's measurement, or the machine's report.
    m_provenance = m_speedup && m_speedup->ok
                       ? tr("Exercise 1: CPU %1 · GPU %2").arg(m_speedup->cpuProvenance, m_speedup->gpuProvenance)
                       : m_context.deviceReport().statusLine();
    Q_EMIT provenanceChanged(m_provenance);
}

void ExercisesPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ExercisesPage::setExercises(const QList<core::learn::Exercise> &exercises)
{
    // The same exercise stays on screen (matched by id), with its answer as shown and its result.
    const QString id = m_current >= 0 && m_current < m_exercises.size() ? m_exercises[m_current].id : QString();
    m_exercises = exercises;
    int index = m_exercises.isEmpty() ? -1 : 0;
    for (int i = 0; i < m_exercises.size(); ++i)
        if (m_exercises[i].id == id)
            index = i;
    {
        const QSignalBlocker block(m_list);
        m_list->clear();
        for (const auto &e : m_exercises)
            m_list->addItem(e.title);
        m_list->setCurrentRow(index);
    }
    m_current = -1;
    if (index >= 0)
        showExercise(index);
}

void ExercisesPage::showExercise(int index)
{
    if (index < 0 || index >= m_exercises.size())
        return;
    m_current = index;
    if (m_list->currentRow() != index)
        m_list->setCurrentRow(index);
    const auto &e = m_exercises[index];
    m_task->setLessonMarkdown(
        QStringLiteral("# %1\n\n%2\n\n## %3\n\n%4").arg(e.title, e.task, tr("Try first"), e.tryFirst));
    const bool revealed = m_progress->isRevealed(e.id);
    m_answer->setLessonMarkdown(revealed ? e.answer : QString());
    m_answer->setVisible(revealed);
    m_reveal->setVisible(!revealed);

    const bool running = m_run->isRunning();
    m_measureBox->setVisible(e.measure != ExerciseMeasure::None);
    m_result->clear();
    m_status->clear();
    if (e.measure == ExerciseMeasure::Benchmark) {
        m_measure->setWrappedText(
            tr("Run it here: n = %1, CPU then GPU").arg(core::learn::kExerciseMatmulSize).toHtmlEscaped());
        m_measure->setToolTip(tr("%1 warm-up and %n timed runs on each side, through the same engine as the labs; "
                                 "without a usable GPU its side is the labelled teaching model.",
                                 nullptr, core::learn::kExerciseRepeats)
                                  .arg(core::learn::kExerciseWarmup));
        m_measure->setEnabled(m_context.engine && !running);
        m_status->setText(!m_context.engine ? tr("No compute engine in this window.")
                          : running         ? tr("Running…")
                          : !m_speedup      ? tr("Not run yet.")
                          : m_speedup->ok   ? tr("Done — read the ratio below.")
                                            : tr("No ratio: %1.").arg(m_speedup->error));
        if (m_speedup && m_speedup->ok && !running)
            m_result->setText(speedupText(*m_speedup));
    } else if (e.measure == ExerciseMeasure::MemoryBudget) {
        m_measure->setWrappedText(tr("Fill in this machine").toHtmlEscaped());
        m_measure->setToolTip(tr("Reads the GPU's total memory from the driver, or this machine's RAM without one."));
        m_measure->setEnabled(true);
        if (m_memory)
            showMemoryBudget();
    }
}

void ExercisesPage::revealAnswer()
{
    if (m_current < 0)
        return;
    const auto &e = m_exercises[m_current];
    m_progress->setRevealed(e.id);
    m_answer->setLessonMarkdown(e.answer);
    m_answer->show();
    m_reveal->hide();
}

void ExercisesPage::runMeasurement()
{
    if (m_current < 0)
        return;
    const auto measure = m_exercises[m_current].measure;
    if (measure == ExerciseMeasure::MemoryBudget) {
        fillMemoryBudget();
        return;
    }
    if (measure != ExerciseMeasure::Benchmark ||
        !m_run->start({core::learn::kExerciseMatmulSize}, core::learn::kExerciseWarmup, core::learn::kExerciseRepeats))
        return;
    m_speedup.reset();
    m_result->clear();
    m_measure->setEnabled(false);
}

void ExercisesPage::onDropped()
{
    m_status->setText(tr("Interrupted: another lab started a measurement. Run it again when it is done."));
    m_measure->setEnabled(true);
}

void ExercisesPage::showSpeedup(const core::SpeedupReading &s)
{
    m_measure->setEnabled(true);
    m_speedup = s; // kept as figures: a change of language re-words them
    if (!s.ok) {
        m_status->setText(tr("No ratio: %1.").arg(s.error));
        return;
    }
    m_status->setText(tr("Done — read the ratio below."));
    m_result->setText(speedupText(s));
    m_provenance = tr("Exercise 1: CPU %1 · GPU %2").arg(s.cpuProvenance, s.gpuProvenance);
    m_provenanceKind = s.gpuSimulated ? core::ProvenanceKind::Simulated : core::ProvenanceKind::Measured;
    Q_EMIT provenanceChanged(m_provenance);
}

QString ExercisesPage::speedupText(const core::SpeedupReading &s)
{
    const QString gpuSide = s.gpuSimulated ? tr("GPU (simulated)") : tr("GPU");
    QString text = tr("<p><b>CPU:</b> %1 median — %2<br><b>%3:</b> %4 median — %5</p>"
                      "<p style='font-size:large'><b>Speedup: %6×</b> (CPU time ÷ GPU time at n = %7)</p>")
                       .arg(core::units::seconds(s.cpuSeconds), s.cpuProvenance.toHtmlEscaped(), gpuSide,
                            core::units::seconds(s.gpuSeconds), s.gpuProvenance.toHtmlEscaped())
                       .arg(QLocale().toString(s.speedup, 'f', s.speedup < 10 ? 1 : 0))
                       .arg(s.n);
    if (s.gpuSimulated)
        text += tr("<p>The GPU figure is simulated — the lesson's teaching model, not a card — so this ratio "
                   "compares your CPU with that model.</p>");
    if (!s.largeRatioNote.isEmpty())
        text += QStringLiteral("<p><b>%1</b></p>").arg(s.largeRatioNote.toHtmlEscaped());
    return text;
}

void ExercisesPage::fillMemoryBudget()
{
    const core::DeviceReport report = m_context.deviceReport(); // the card's total does not change
    if (report.pending) {
        m_status->setText(tr("Measuring this machine… the figures follow in a moment."));
        if (!m_budgetWaits) {
            m_budgetWaits = true;
            m_context.whenDeviceReportReady(this, [this] {
                m_budgetWaits = false;
                if (m_current >= 0 && m_exercises[m_current].measure == ExerciseMeasure::MemoryBudget)
                    fillMemoryBudget();
            });
        }
        return;
    }
    m_memory = core::learn::memorySource(report);
    showMemoryBudget();
}

void ExercisesPage::showMemoryBudget()
{
    const core::learn::MemorySource &src = *m_memory;
    const auto b = core::learn::parameterBudget(src.bytes, core::vram::kDefaultHeadroomBytes);
    using core::learn::paramCount;
    m_status->setText(tr("Capacity: %1.").arg(src.description));
    QString text =
        tr("<table cellspacing='0' cellpadding='6' border='1'>"
           "<tr><th></th><th>serve (÷ 2)</th><th>train with SGD (÷ 6)</th><th>train with Adam (÷ 14)</th></tr>"
           "<tr><td>all %1</td><td>%2</td><td>%3</td><td>%4</td></tr>"
           "<tr><td>less %5 headroom = %6</td><td><b>%7</b></td><td><b>%8</b></td><td><b>%9</b></td></tr>"
           "</table>")
            .arg(core::units::gb(b.capacityBytes), paramCount(b.inferenceParams), paramCount(b.sgdParams),
                 paramCount(b.adamParams), core::units::gb(b.headroomBytes, 0), core::units::gb(b.usableBytes),
                 paramCount(b.inferenceUsableParams), paramCount(b.sgdUsableParams), paramCount(b.adamUsableParams));
    text += QStringLiteral("<p>%1</p>").arg(core::vram::headroomNote().toHtmlEscaped());
    if (!src.gpu)
        text += tr("<p>Without a usable GPU this is the memory the CPU trains in; the operating system and "
                   "your other programs share it, so the real headroom is larger.</p>");
    m_result->setText(text);
}

} // namespace gpulab::labs
