#include "labs/throughput/sweepview.h"

#include "core/busysummary.h"
#include "core/deviceprobe.h"
#include "core/throughput/sweeprunner.h"
#include "core/throughput/sweeptablemodel.h"
#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/engineactivitynote.h"
#include "labs/export.h"
#include "labs/style.h"
#include "labs/throughput/precisionselector.h"
#include "labs/throughput/sweepchart.h"
#include "labs/wrapcheckbox.h"
#include "labs/wraplabel.h"

#include <algorithm>

#include <QCheckBox>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
using namespace core::throughput;
}

SweepView::SweepView(const LabContext &context, QWidget *parent)
    : QWidget(parent), m_context(context), m_runner(new SweepRunner(context.engine, this))
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(0, 0, 0, 0);

    // Sizes beside the backends where the width allows, above them where not.
    auto *setupRow = new AdaptiveRow(this);
    auto *sizesLine = new QHBoxLayout;
    auto *backendRow = new AdaptiveRow(this);
    QBoxLayout *setup = backendRow->columns();
    m_sizesLabel = new QLabel(this);
    m_sizes = new QLineEdit(formatSizeList(defaultSweepSizes()), this);
    m_sizes->setObjectName(QStringLiteral("sizesEdit"));
    m_sizesLabel->setBuddy(m_sizes);
    sizesLine->addWidget(m_sizesLabel);
    sizesLine->addWidget(m_sizes, 1);
    setupRow->columns()->addLayout(sizesLine, 2);
    setupRow->columns()->addWidget(backendRow, 3);
    // The GPU backends wait for the device report (showDeviceReport()).
    for (const char *id : {"cpu", "naive", "cuda", "cuda-naive"}) {
        auto *box = new WrapCheckBox({}, this); // the words come in retranslate()
        box->setObjectName(QString::fromLatin1(id));
        const bool cpu = !QByteArrayView(id).startsWith("cuda");
        box->setChecked(cpu);
        box->setEnabled(cpu);
        m_backends << box;
        setup->addWidget(box);
    }
    m_overlay = new WrapCheckBox({}, this);
    m_overlay->setObjectName(QStringLiteral("overlay"));
    setup->addWidget(m_overlay);
    setup->addStretch();
    root->addWidget(setupRow);
    m_precisions = new PrecisionSelector(this);
    root->addWidget(m_precisions);

    auto *runRow = new AdaptiveRow(this); // the note under the buttons in a narrow window
    auto *run = new QHBoxLayout;
    m_run = new QPushButton(this);
    m_run->setObjectName(QStringLiteral("runSweep"));
    m_cancel = new QPushButton(this);
    m_cancel->setObjectName(QStringLiteral("cancelSweep"));
    setAvailable(m_cancel, false);
    m_progress = new QProgressBar(this);
    m_progress->setRange(0, 1);
    m_progress->setValue(0);
    // Its words under the bar, not across it: drawn on the bar they straddled
    // the edge of the fill, half in one colour and half in another.
    m_progress->setTextVisible(false);
    m_progress->setMinimumWidth(260);
    m_progressLabel = new QLabel(this);
    m_progressLabel->setObjectName(QStringLiteral("sweepProgressText"));
    m_progressLabel->setAlignment(Qt::AlignHCenter | Qt::AlignTop);
    m_status = new WrapLabel(this);
    m_status->setObjectName(QStringLiteral("sweepStatus"));
    m_status->setWordWrap(true);
    setProgressText([] { return tr("not started"); });
    setStatus([] {
        return tr("Each size: 1 warm-up, %n timed runs, 64 entries checked in double precision. Runs on a "
                  "worker thread: the race stays live meanwhile.",
                  nullptr, kSweepRepeats);
    });
    run->addWidget(m_run);
    run->addWidget(m_cancel);
    auto *progress = new QVBoxLayout;
    progress->setSpacing(2);
    progress->addWidget(m_progress);
    progress->addWidget(m_progressLabel);
    run->addLayout(progress);
    runRow->columns()->addLayout(run);
    runRow->columns()->addWidget(m_status, 1);
    root->addWidget(runRow);
    m_runner->setOwner(engineowner::kSweep);
    root->addWidget(new EngineActivityNote(context.engine, engineowner::kSweep, m_run, this));

    auto *chartRow = new AdaptiveRow(this); // the two charts stack in a narrow window
    m_charts = chartRow;
    QBoxLayout *charts = chartRow->columns();
    m_timeChart = new SweepChart(SweepChart::Quantity::Time, m_charts);
    m_rateChart = new SweepChart(SweepChart::Quantity::Rate, m_charts);
    for (SweepChart *chart : {m_timeChart, m_rateChart}) { // each with its legend under it
        auto *column = new QVBoxLayout;
        column->addWidget(chart, 1);
        column->addWidget(chart->legendBelow());
        charts->addLayout(column);
    }
    root->addWidget(m_charts, 1);

    m_crossover = new WrapLabel(this);
    m_crossover->setObjectName(QStringLiteral("measuredCrossover"));
    m_crossover->setWordWrap(true);
    style::setRelativeFont(m_crossover, 1.2, true);
    root->addWidget(m_crossover);

    m_busy = new WrapLabel(this);
    m_busy->setObjectName(QStringLiteral("busyNote"));
    m_busy->setWordWrap(true);
    m_busy->hide();
    root->addWidget(m_busy);

    auto *bottomRow = new AdaptiveRow(this); // the export buttons under the table in a narrow window
    QBoxLayout *bottom = bottomRow->columns();
    m_tableModel = new core::throughput::SweepTableModel(this);
    m_table = new QTableView(this);
    m_table->setModel(m_tableModel);
    m_table->setObjectName(QStringLiteral("sweepTable"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setMaximumHeight(170);
    bottom->addWidget(m_table, 1);
    auto *exports = new QVBoxLayout;
    m_csv = new QPushButton(this);
    m_png = new QPushButton(this);
    exports->addWidget(m_csv);
    exports->addWidget(m_png);
    exports->addStretch();
    bottom->addLayout(exports);
    root->addWidget(bottomRow);

    connect(m_run, &QPushButton::clicked, this, [this] { start(); });
    connect(m_sizes, &QLineEdit::returnPressed, this, [this] { start(); });
    connect(m_cancel, &QPushButton::clicked, this, &SweepView::cancel);
    connect(m_overlay, &QCheckBox::toggled, this, &SweepView::redraw);
    connect(m_csv, &QPushButton::clicked, this, &SweepView::chooseCsv);
    connect(m_png, &QPushButton::clicked, this, &SweepView::choosePng);
    connect(m_runner, &SweepRunner::progressChanged, this, &SweepView::onProgress);
    connect(m_runner, &SweepRunner::pointAdded, this, &SweepView::redraw);
    connect(m_runner, &SweepRunner::finished, this, &SweepView::onFinished);
    if (!context.engine)
        setAvailable(m_run, false); // the keyboard stays on it, or on Cancel
    redraw();
    retranslate(); // ends with showDeviceReport()
    m_context.whenDeviceReportReady(this, [this] {
        showDeviceReport();
        updateCrossoverText();
    });
}

void SweepView::showDeviceReport()
{
    const core::DeviceReport report = m_context.deviceReport();
    for (WrapCheckBox *box : std::as_const(m_backends)) {
        if (!box->objectName().startsWith(u"cuda"))
            continue;
        if (report.cuda.usable() && !box->isEnabled()) {
            // Offered and ticked, as the CPU's are, once there is a GPU to measure.
            box->setEnabled(true);
            box->setChecked(true);
        }
        box->setToolTip(report.cuda.usable() ? QString() : tr("Not available: %1").arg(report.cuda.reason));
    }
}

void SweepView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void SweepView::retranslate()
{
    m_sizesLabel->setText(tr("Sizes n:"));
    m_sizes->setToolTip(tr("Matrix sizes to measure, separated by commas or spaces (1 … %1)").arg(kSweepMaxN));
    for (WrapCheckBox *box : std::as_const(m_backends)) {
        const QString id = box->objectName();
        if (id == u"cpu")
            box->setWrappedText(tr("oneDNN on all cores"));
        else if (id == u"naive")
            box->setWrappedText(tr("naive loop, 1 thread (n ≤ %1)").arg(kNaiveCpuMaxN));
        else if (id == u"cuda")
            box->setWrappedText(tr("cuBLAS"));
        else
            box->setWrappedText(tr("naive CUDA kernel"));
    }
    showDeviceReport(); // why the GPU backends are off, in the new language
    m_overlay->setWrappedText(tr("overlay the race model (simulated)"));
    m_run->setText(tr("Run the sweep"));
    m_cancel->setText(tr("Cancel"));
    m_progress->setAccessibleName(tr("Sweep progress"));
    m_tableModel->retranslate();
    m_table->setAccessibleName(tr("Measured sweep points"));
    m_csv->setText(tr("Export CSV…"));
    m_png->setText(tr("Export chart PNG…"));
    m_status->setText(m_statusText());
    m_progress->setFormat(m_progressText());
    m_progressLabel->setText(m_progressText());
    updateCrossoverText();
    fillTable();
}

void SweepView::setStatus(std::function<QString()> text)
{
    m_statusText = std::move(text);
    m_status->setText(m_statusText());
}

void SweepView::setProgressText(std::function<QString()> text)
{
    m_progressText = std::move(text);
    m_progress->setFormat(m_progressText()); // what a screen reader is told
    m_progressLabel->setText(m_progressText());
}

bool SweepView::isRunning() const
{
    return m_runner->isRunning();
}

const SweepData &SweepView::data() const
{
    return m_runner->data();
}

void SweepView::setRaceSettings(const RaceSettings &s)
{
    m_race = s;
    // The sentence quotes the race model, so it follows the race tab's
    // sliders even when the overlay (and so the chart) does not.
    if (m_overlay->isChecked())
        redraw();
    else
        updateCrossoverText();
}

void SweepView::setSizesText(const QString &text)
{
    m_sizes->setText(text);
}

void SweepView::setBackendEnabled(const QString &id, bool on)
{
    for (auto *box : m_backends)
        if (box->objectName() == id && box->isEnabled())
            box->setChecked(on);
}

void SweepView::setPrecisions(const QList<kernels::Precision> &precisions)
{
    m_precisions->setSelected(precisions);
}

QString SweepView::start()
{
    if (isRunning()) // Run only looks disabled while it keeps the keyboard: the running sweep's status stays
        return tr("a sweep is already running");
    const SizeList sizes = parseSizeList(m_sizes->text());
    QString error = sizes.error;
    QStringList ids;
    for (auto *box : m_backends)
        if (box->isChecked() && box->isEnabled())
            ids << box->objectName();
    const QList<kernels::Precision> precisions = m_precisions->selected();
    if (error.isEmpty() && precisions.isEmpty())
        error = tr("tick at least one precision");
    const SweepPlan plan = planSweep(sizes.sizes, ids, kSweepRepeats, precisions);
    if (error.isEmpty())
        error = m_runner->start(plan);
    if (!error.isEmpty()) {
        setStatus([error] { return tr("Not started: %1").arg(error); });
        style::setTextTone(m_status, style::Tone::Bad);
        return error;
    }
    style::setTextTone(m_status, style::Tone::Neutral);
    const QStringList notes = plan.notes;
    setStatus([notes] { return notes.isEmpty() ? tr("Starting…") : notes.join(QStringLiteral("; ")); });
    m_progress->setRange(0, int(plan.jobs.size()));
    m_progress->setValue(0);
    setProgressText([] { return tr("starting"); });
    setAvailable(m_run, false); // the keyboard stays on it, or on Cancel
    setAvailable(m_cancel, true);
    redraw();
    Q_EMIT runningChanged(true);
    return {};
}

void SweepView::cancel()
{
    m_runner->cancel();
    setStatus([] { return tr("Cancelling…"); });
}

void SweepView::onProgress(const SweepProgress &p)
{
    m_progress->setValue(p.index - 1);
    setProgressText([p] { return tr("n = %1 (%2 of %3)").arg(p.n).arg(p.index).arg(p.total); });
    setStatus([p] { return tr("%1: %2, run %3 of %4").arg(p.backendId, p.phase).arg(p.run + 1).arg(p.runs); });
}

void SweepView::onFinished()
{
    const SweepData &d = m_runner->data();
    setAvailable(m_run, true);
    setAvailable(m_cancel, false);
    m_progress->setValue(m_progress->maximum());
    const bool problems = !d.error.isEmpty() || std::any_of(d.series.cbegin(), d.series.cend(),
                                                            [](const SweepSeries &s) { return !s.error.isEmpty(); });
    setProgressText([this] {
        const SweepData &now = m_runner->data();
        return now.cancelled ? tr("cancelled — %n points kept", nullptr, now.pointCount())
                             : tr("done — %n points", nullptr, now.pointCount());
    });
    setStatus([this] {
        const SweepData &now = m_runner->data();
        QStringList lines;
        for (const auto &s : now.series)
            if (!s.error.isEmpty())
                lines << tr("%1 %2: %3").arg(s.backend.id, core::precisionName(s.precision), s.error);
        if (!now.error.isEmpty())
            lines.prepend(now.error);
        if (!lines.isEmpty())
            return lines.join(QStringLiteral("\n"));
        // The last word stays the true one: not "Finished." after "cancelled — 7 points kept".
        return now.cancelled ? tr("Cancelled: the points measured so far are kept.") : tr("Finished.");
    });
    style::setTextTone(m_status, problems ? style::Tone::Warning : style::Tone::Neutral);
    redraw();
    Q_EMIT runningChanged(false);
    announce(this, tr("Sweep %1. %2").arg(m_progress->format(), m_status->text()));
}

MeasuredCrossover SweepView::measuredCrossoverNow() const
{
    const SweepData &d = m_runner->data();
    const SweepSeries *cpu = d.find(QStringLiteral("cpu"));
    const SweepSeries *gpu = d.find(QStringLiteral("cuda"));
    return cpu && gpu ? measuredCrossover(*cpu, *gpu) : MeasuredCrossover{};
}

void SweepView::redraw()
{
    const SweepData &d = m_runner->data();
    const MeasuredCrossover x = measuredCrossoverNow();
    const std::optional<RaceSettings> overlay =
        m_overlay->isChecked() ? std::optional<RaceSettings>(m_race) : std::nullopt;
    m_timeChart->setData(d, x, overlay);
    m_rateChart->setData(d, x, overlay);
    updateCrossoverText();
    fillTable();
}

void SweepView::updateCrossoverText()
{
    const bool gpuSeries = m_runner->data().find(QStringLiteral("cuda")) != nullptr;
    const MeasuredCrossover x = measuredCrossoverNow();
    using S = MeasuredCrossover::State;
    const Crossover sim = crossover(m_race);
    const QString simText = sim.gpuEverWins
                                ? tr("the race model, with the race tab's sliders, says n ≈ %1 (simulated)")
                                      .arg(QLocale().toString(sim.n, 'f', 0))
                                : tr("the race model's GPU never wins with the race tab's sliders (simulated)");
    switch (x.state) {
    case S::Found:
        m_crossover->setText(tr("Measured crossover: cuBLAS overtakes oneDNN at n ≈ %1 (between %2 and %3); %4.")
                                 .arg(QLocale().toString(x.n, 'f', 0))
                                 .arg(x.lowerN)
                                 .arg(x.upperN)
                                 .arg(simText));
        break;
    case S::GpuFasterEverywhere:
        m_crossover->setText(tr("Measured: the GPU was faster at every size, so the crossover is below the smallest "
                                "one; %1.")
                                 .arg(simText));
        break;
    case S::CpuFasterEverywhere:
        m_crossover->setText(tr("Measured: the CPU was faster at every size; try larger sizes. %1.").arg(simText));
        break;
    case S::NoData: {
        const core::DeviceReport report = m_context.deviceReport();
        m_crossover->setText(
            gpuSeries || report.cuda.usable() || report.pending
                ? tr("Measured crossover: needs the same sizes on oneDNN and cuBLAS; %1.").arg(simText)
                : tr("Measured crossover: no GPU series, because there is no usable GPU here — %1. Meanwhile %2.")
                      .arg(report.cuda.reason, simText));
        break;
    }
    }
}

void SweepView::fillTable()
{
    const SweepData &d = m_runner->data();

    m_tableModel->setSweep(d);
    core::BusySummary busy; // the worst note wins: core's rule, as in the device report
    for (const auto &s : d.series)
        for (const auto &p : s.points)
            busy.add(p);
    // One short note: how many points, their sizes as a range (each point's
    // own note is on its row's tooltip) and the worst note, which says why.
    m_busy->setVisible(busy.any());
    const QString sizes = busy.fromN == busy.toN
                              ? tr("n = %1").arg(QLocale().toString(busy.fromN))
                              : tr("n = %1 to %2").arg(QLocale().toString(busy.fromN), QLocale().toString(busy.toN));
    m_busy->setText(!busy.any() ? QString()
                                : tr("⚠ %n point(s) (%1) took longer than this machine needs: %2. Run the "
                                     "sweep again when nothing else is running.",
                                     nullptr, busy.points)
                                      .arg(sizes, busy.worstNote));
    m_csv->setEnabled(d.pointCount() > 0);
    Q_EMIT dataChanged();
}

QString SweepView::exportCsv(const QString &path) const
{
    return writeSweepCsv(path, m_runner->data());
}

QString SweepView::exportPng(const QString &path) const
{
    // Both charts in one image, written as the export menus write any chart
    // (labs/export.h): the page's title above, where the figures came from
    // below, at least twice the size on screen.
    return exports::writeChartPng(m_charts, path);
}

void SweepView::chooseCsv()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the sweep as CSV"),
                                                      QStringLiteral("throughput-sweep.csv"), tr("CSV (*.csv)"));
    if (path.isEmpty())
        return;
    const QString e = exportCsv(path);
    setStatus([e, path] { return e.isEmpty() ? tr("Saved %1").arg(path) : e; });
}

void SweepView::choosePng()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export the charts as PNG"),
                                                      QStringLiteral("throughput-sweep.png"), tr("PNG image (*.png)"));
    if (path.isEmpty())
        return;
    const QString e = exportPng(path);
    setStatus([e, path] { return e.isEmpty() ? tr("Saved %1").arg(path) : e; });
}

} // namespace gpulab::labs
