#include "labs/device/devicereportpanel.h"

#include "core/busysummary.h"
#include "core/computeengine.h"
#include "core/kerneltext.h"
#include "core/quickchecktablemodel.h"
#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/engineactivitynote.h"
#include "labs/style.h"
#include "labs/torchbox.h"
#include "labs/verbatim.h"
#include "labs/wrapbutton.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QFormLayout>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QTableView>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
constexpr int kQuickCheckSize = 1024;

void clearForm(QFormLayout *form)
{
    while (form->rowCount() > 0)
        form->removeRow(0);
}

// A group box's title does not wrap: a short title, and what the box shows
// in a wrapped line under it (worded by the panel's retranslate()).
QVBoxLayout *titledBox(QGroupBox *box, QLabel **subtitle)
{
    auto *layout = new QVBoxLayout(box);
    auto *line = new WrapLabel(box);
    *subtitle = line;
    line->setWordWrap(true);
    style::setTextTone(line, style::Tone::Neutral);
    layout->addWidget(line);
    return layout;
}

QFormLayout *formIn(QVBoxLayout *layout)
{
    auto *form = new QFormLayout;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a narrow box puts the value under its name
    layout->addLayout(form);
    return form;
}

QLabel *valueLabel(const QString &text)
{
    auto *l = new WrapLabel(text);
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    l->setWordWrap(true);
    return l;
}
} // namespace

DeviceReportPanel::DeviceReportPanel(const LabContext &context, QWidget *parent)
    : LabPanel(parent), m_context(context), m_run(new core::LessonBenchmarkRun(context.engine, this))
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    root->setSpacing(12);

    auto *headerRow = new AdaptiveRow(this);
    QBoxLayout *header = headerRow->columns();
    m_heading = style::heading(QString(), this);
    header->addWidget(m_heading);
    header->addStretch();
    m_probeButton = new QPushButton(this);
    m_probeButton->setObjectName(QStringLiteral("probeButton"));
    m_checkButton = new WrapButton(this);
    m_checkButton->setObjectName(QStringLiteral("quickCheckButton"));
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_probeButton);
    buttons->addWidget(m_checkButton);
    header->addLayout(buttons);
    root->addWidget(headerRow);
    m_run->setOwner(engineowner::kQuickCheck);
    root->addWidget(new EngineActivityNote(context.engine, engineowner::kQuickCheck, m_checkButton, this));

    m_banner = new WrapLabel(this);
    m_banner->setObjectName(QStringLiteral("banner"));
    markKeyFigure(m_banner);
    m_banner->setWordWrap(true);
    m_banner->setMargin(10);
    root->addWidget(m_banner);
    m_fix = new WrapLabel(this);
    m_fix->setWordWrap(true);
    m_fix->setTextInteractionFlags(Qt::TextSelectableByMouse);
    root->addWidget(m_fix);

    // Two columns side by side where the width allows, one above the other where not.
    auto *grid = new AdaptiveRow(this);
    grid->columns()->setSpacing(16);
    auto *leftColumn = new QVBoxLayout;
    auto *rightColumn = new QVBoxLayout;
    auto *cpuBox = m_cpuBox = new QGroupBox(this);
    m_cpuForm = formIn(titledBox(cpuBox, &m_cpuSubtitle));
    auto *gpuBox = m_gpuBox = new QGroupBox(this);
    m_gpuForm = formIn(titledBox(gpuBox, &m_gpuSubtitle));
    leftColumn->addWidget(cpuBox);
    rightColumn->addWidget(gpuBox);

    auto *triageBox = m_triageBox = new QGroupBox(this);
    auto *triageOuter = titledBox(triageBox, &m_triageSubtitle);
    m_triage = new QVBoxLayout;
    triageOuter->addLayout(m_triage);
    auto *why = m_triageWhy = new QLabel(triageBox);
    why->setWordWrap(true);
    style::setTextTone(why, style::Tone::Neutral);
    triageOuter->addSpacing(12);
    triageOuter->addWidget(why);
    triageOuter->addStretch();
    leftColumn->addWidget(triageBox, 1);

    auto *checkBox = m_checkBox = new QGroupBox(this);
    auto *checkLayout = titledBox(checkBox, &m_checkSubtitle);
    m_checkStatus = new WrapLabel(checkBox);
    m_checkStatus->setObjectName(QStringLiteral("checkStatus"));
    m_checkStatus->setWordWrap(true);
    m_statusWording = [] { return tr("Not run yet. Each side: 1 warm-up, 3 timed runs, 64 entries verified."); };
    m_tableModel = new core::QuickCheckTableModel(this);
    m_table = new QTableView(checkBox);
    m_table->setModel(m_tableModel);
    m_table->setObjectName(QStringLiteral("checkTable"));
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents); // every row shows, at any text size
    m_table->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_busy = new WrapLabel(checkBox);
    m_busy->setObjectName(QStringLiteral("checkBusy"));
    m_busy->setWordWrap(true);
    style::setTextTone(m_busy, style::Tone::Warning);
    m_busy->hide();
    auto *read = m_readNote = new QLabel(checkBox);
    read->setWordWrap(true);
    style::setTextTone(read, style::Tone::Neutral);
    checkLayout->addWidget(m_checkStatus);
    checkLayout->addWidget(m_table);
    checkLayout->addWidget(m_busy);
    checkLayout->addWidget(read);
    // The whole width: its five columns (the measured rate among them) show without scrolling.
    root->addWidget(checkBox);
    rightColumn->addStretch();
    grid->columns()->addLayout(leftColumn, 1);
    grid->columns()->addLayout(rightColumn, 1);
    root->addWidget(grid, 1);
    // What torch.cuda would say is a guess until the learner's own PyTorch is
    // asked: the whole width, last (and last in the Tab order).
    if (m_context.torch)
        root->addWidget(new TorchBox(m_context.torch, true, this));

    connect(m_probeButton, &QPushButton::clicked, this, &DeviceReportPanel::reprobe);
    connect(m_checkButton, &QPushButton::clicked, this, &DeviceReportPanel::runQuickCheck);
    using Run = core::LessonBenchmarkRun;
    connect(m_run, &Run::stepStarted, this, [this](Run::Step step, bool simulated) {
        if (step == Run::Step::Cpu)
            setStatus([] { return tr("Running on the CPU…"); });
        else
            setStatus(simulated ? std::function<QString()>([] { return tr("Simulating the GPU…"); })
                                : std::function<QString()>([] { return tr("Running on the GPU…"); }));
    });
    connect(m_run, &Run::progress, this, &DeviceReportPanel::onProgress);
    connect(m_run, &Run::stepFinished, this, &DeviceReportPanel::fillTable);
    connect(m_run, &Run::finished, this, &DeviceReportPanel::onFinished);
    // Another lab's measurement overtook the quick check: say so and let it be run again.
    connect(m_run, &Run::dropped, this, [this] {
        setAvailable(m_checkButton, true);
        setStatus([] { return tr("Stopped: another lab started a measurement. Run the quick check again."); });
    });
    if (!m_run->hasEngine()) {
        m_checkButton->setEnabled(false);
    }

    // The report comes from the engine's worker once the window is up;
    // without an engine (or when it is made already) it is read here.
    m_report = m_context.deviceReport();
    m_reportReady = !m_report.pending;
    m_context.whenDeviceReportReady(this, [this] { onReportReady(); });
    retranslate(); // the texts, then the report or "measuring…"
}

void DeviceReportPanel::retranslate()
{
    m_heading->setText(tr("Verify your GPU"));
    m_probeButton->setText(tr("Probe again"));
    m_probeButton->setToolTip(tr("Ask the driver and the CPU again (free memory changes while you work)."));
    m_checkButton->setWrappedText(tr("Quick check (%1×%1 matmul)").arg(kQuickCheckSize).toHtmlEscaped());
    m_checkButton->setToolTip(tr("One real, verified fp32 matmul on the CPU, then on the GPU — or on the labelled "
                                 "simulation when there is no usable GPU."));
    m_cpuBox->setTitle(tr("CPU"));
    m_cpuSubtitle->setText(tr("What lscpu and oneDNN report."));
    m_gpuBox->setTitle(tr("NVIDIA GPU"));
    m_gpuSubtitle->setText(tr("What nvidia-smi and torch.cuda report."));
    m_triageBox->setTitle(tr("Triage"));
    m_triageSubtitle->setText(tr("The checks, in the order to make them."));
    m_triageWhy->setText(
        tr("A ✗ leaves the checks below it not checked. The driver is looked for on its own: GPU Lab loads "
           "its CUDA module only when there is a driver, so without one the module shows as not checked. The "
           "toolkit (nvcc, libcudart, libcublas) is only half of the story: the CUDA runtime reaches the GPU "
           "through the driver's libcuda.so.1. A newer driver runs programs built for an older CUDA; within "
           "one major version an older driver usually runs a newer minor release too (minor-version "
           "compatibility), across major versions it cannot. nvidia-smi ships with the driver, so when it is "
           "missing the first command of the lesson already fails."));
    m_checkBox->setTitle(tr("Quick check"));
    m_checkSubtitle->setText(tr("Measured where the hardware is there."));
    m_readNote->setText(
        tr("How to read it: the rate is 2n³ floating-point operations divided by the median time. \"Of peak\" "
           "compares it with this CPU's measured FMA limit (or the GPU's limit from its properties). A result "
           "is only trusted after sampled entries were recomputed in double precision."));
    m_tableModel->retranslate();
    m_table->setAccessibleName(tr("Quick check results"));
    m_checkStatus->setText(m_statusWording());
    fillTable();
    if (m_reportReady) {
        // The probe's own words (why there is no GPU, what to do) in the new language.
        if (std::optional<core::DeviceReport> now = core::cachedDeviceReport())
            m_report = *now;
        rebuild();
    } else {
        showMeasuring();
    }
    Q_EMIT provenanceChanged(provenance());
}

void DeviceReportPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPanel::changeEvent(event);
}

void DeviceReportPanel::setStatus(std::function<QString()> wording)
{
    m_statusWording = std::move(wording);
    m_checkStatus->setText(m_statusWording());
}

void DeviceReportPanel::clearTriage()
{
    while (QLayoutItem *item = m_triage->takeAt(0)) {
        delete item->widget();
        delete item;
    }
}

void DeviceReportPanel::onReportReady()
{
    if (m_reportReady)
        return;
    m_report = m_context.deviceReport(); // made by the worker: answers at once
    m_reportReady = true;
    m_probeButton->setEnabled(true);
    rebuild();
    Q_EMIT provenanceChanged(provenance());
}

void DeviceReportPanel::showMeasuring()
{
    m_banner->setText(tr("Measuring this machine… (the CPU's FMA peak and the CUDA probe run in the background; "
                         "the figures appear here in a moment)"));
    style::setBanner(m_banner, style::Tone::Neutral);
    m_fix->clear();
    m_fix->hide();
    // Asking again while the first probe runs would only wait for it.
    m_probeButton->setEnabled(false);
    const QString measuring = tr("measuring…");
    clearForm(m_cpuForm);
    for (const QString &row : {tr("Model"), tr("Measured fp32 peak"), tr("oneDNN")})
        m_cpuForm->addRow(row, valueLabel(measuring));
    clearForm(m_gpuForm);
    for (const QString &row : {tr("Status"), tr("Driver"), tr("CUDA runtime (this build)")})
        m_gpuForm->addRow(row, valueLabel(measuring));
    auto *line = new WrapLabel(measuring);
    style::setTextTone(line, style::Tone::Neutral);
    clearTriage();
    m_triage->addWidget(line);
    m_triage->addStretch();
}

QString DeviceReportPanel::provenance() const
{
    return m_reportReady ? m_report.statusLine() : tr("Measuring this machine…");
}

core::ProvenanceKind DeviceReportPanel::provenanceKind() const
{
    // Neutral while nothing is shown yet: no figure to call measured or simulated.
    return m_reportReady ? m_report.statusKind() : core::ProvenanceKind::Arithmetic;
}

void DeviceReportPanel::reprobe()
{
    m_report = core::deviceReport(true);
    rebuild();
    Q_EMIT provenanceChanged(provenance());
}

void DeviceReportPanel::rebuild()
{
    const auto &cpu = m_report.cpu;
    const auto &cuda = m_report.cuda;

    if (cuda.usable()) {
        m_banner->setText(tr("CUDA is usable: %1, %2 of memory. GPU figures in the labs are measured.")
                              .arg(cuda.name, core::units::gb(double(cuda.totalBytes))));
        style::setBanner(m_banner, style::Tone::Good);
        m_fix->clear();
        m_fix->hide();
    } else {
        m_banner->setText(tr("No usable GPU: %1. GPU figures in the labs are simulated, and say so.").arg(cuda.reason));
        style::setBanner(m_banner, style::Tone::Warning);
        QString fix = tr("<b>Fix:</b> %1").arg(cuda.fix.toHtmlEscaped());
        if (!cuda.runtimeError.isEmpty())
            fix +=
                tr("<br><b>The CUDA runtime itself says:</b> <code>%1</code>").arg(cuda.runtimeError.toHtmlEscaped());
        if (cuda.state == core::CudaState::NoDriver)
            fix += tr("<br>The runtime calls a missing driver \"insufficient\" too; GPU Lab looked for the driver "
                      "library itself, and it is not there.");
        m_fix->setText(fix);
        m_fix->show();
    }

    clearForm(m_cpuForm);
    // The machine's own names are data: shown as the probe read them (see labs/verbatim.h).
    QLabel *model = valueLabel(cpu.model);
    if (cpu.modelKnown)
        markVerbatim(model);
    m_cpuForm->addRow(tr("Model"), model);
    m_cpuForm->addRow(tr("Cores (threads)"), valueLabel(QString::number(cpu.cores)));
    m_cpuForm->addRow(tr("Widest SIMD"), markVerbatim(valueLabel(cpu.simd)));
    m_cpuForm->addRow(
        tr("Measured fp32 peak"),
        valueLabel(
            tr("%1 — %2 on every core").arg(core::units::gflops(cpu.peakGflops), core::kernelText(cpu.peakMethod))));
    m_cpuForm->addRow(tr("oneDNN"), valueLabel(tr("%1, kernels for %2").arg(cpu.onednnVersion, cpu.onednnIsa)));
    m_cpuForm->addRow(tr("RAM"), valueLabel(tr("%1 total, %2 available")
                                                .arg(core::units::gbAndGib(double(cpu.totalRamBytes)),
                                                     core::units::gbAndGib(double(cpu.availableRamBytes)))));

    clearForm(m_gpuForm);
    if (cuda.usable()) {
        m_gpuForm->addRow(tr("Device"), markVerbatim(valueLabel(cuda.name)));
        m_gpuForm->addRow(tr("Memory"), valueLabel(tr("%1 total, %2 free")
                                                       .arg(core::units::gbAndGib(double(cuda.totalBytes)),
                                                            core::units::gbAndGib(double(cuda.freeBytes)))));
        m_gpuForm->addRow(tr("torch would print"),
                          valueLabel(tr("total_memory / 1e9 = %1").arg(double(cuda.totalBytes) / 1e9, 0, 'f', 1)));
        m_gpuForm->addRow(tr("Compute capability"),
                          valueLabel(QStringLiteral("%1.%2").arg(cuda.ccMajor).arg(cuda.ccMinor)));
        m_gpuForm->addRow(
            tr("SMs × fp32 lanes"),
            valueLabel(tr("%1 × %2 at %3 MHz").arg(cuda.smCount).arg(cuda.fp32LanesPerSm).arg(cuda.clockMHz)));
        m_gpuForm->addRow(
            tr("fp32 peak"),
            valueLabel(tr("%1 (from the device's properties)").arg(core::units::gflops(cuda.peakGflops))));
    } else {
        m_gpuForm->addRow(tr("Status"), valueLabel(tr("not usable — %1").arg(cuda.reason)));
        m_gpuForm->addRow(tr("nvidia-smi"), valueLabel(cuda.driverLibraryPresent
                                                           ? tr("the driver is there; see the triage for what failed")
                                                           : tr("not installed — it ships with the driver "
                                                                "(\"nvidia-smi: command not found\")")));
        // Python's own word, as PyTorch prints it: not translated.
        m_gpuForm->addRow(tr("torch.cuda.is_available()"), markVerbatim(valueLabel(QStringLiteral("False"))));
    }
    // A version the machine reported is data; the dash and "not loaded: no driver" are ours.
    const auto version = [&cuda](const QString &s) {
        QLabel *l = valueLabel(s.isEmpty() ? tr("—") : s);
        if (!s.isEmpty() && cuda.facts.module != core::CudaFacts::Module::NotLoadedNoDriver)
            markVerbatim(l);
        return l;
    };
    m_gpuForm->addRow(tr("Driver"), version(cuda.driverVersion));
    m_gpuForm->addRow(tr("Driver supports CUDA"), version(cuda.driverCudaVersion));
    m_gpuForm->addRow(tr("CUDA runtime (this build)"), version(cuda.runtimeVersion));
    m_gpuForm->addRow(tr("cuBLAS"), version(cuda.cublasVersion));
    if (!cuda.cublasSource.isEmpty()) // a path on this machine: shown as it is
        m_gpuForm->addRow(tr("cuBLAS from"), markVerbatim(valueLabel(cuda.cublasSource)));
    if (!cuda.environment.isEmpty()) // NVIDIA_TF32_OVERRIDE=0 and the like: the names and values are data
        m_gpuForm->addRow(
            tr("Set in environment"),
            valueLabel(tr("%1 (changes what is measured)").arg(cuda.environment.join(QStringLiteral(", ")))));

    clearTriage();
    for (const auto &step : core::triage(cuda)) {
        QString mark;
        style::Tone tone = style::Tone::Neutral;
        switch (step.result) {
        case core::TriageStep::Result::Passed:
            mark = QStringLiteral("✔");
            tone = style::Tone::Good;
            break;
        case core::TriageStep::Result::Failed:
            mark = QStringLiteral("✘");
            tone = style::Tone::Bad;
            break;
        case core::TriageStep::Result::NotReached: mark = QStringLiteral("·"); break;
        }
        auto *line = new WrapLabel(QStringLiteral("%1  %2").arg(mark, step.check));
        style::setTextTone(line, tone);
        m_triage->addWidget(line);
    }
    m_triage->addStretch();
}

void DeviceReportPanel::runQuickCheck()
{
    if (!m_run->start({kQuickCheckSize}, 1, 3))
        return; // no engine, or one runs
    fillTable();
    setAvailable(m_checkButton, false); // the keyboard stays on it: the result is spoken there
    announce(m_checkButton, tr("Running on the CPU…"));
}

void DeviceReportPanel::onProgress(const core::JobProgress &p)
{
    setStatus([p] { return tr("%1 — n = %2, run %3 of %4").arg(p.phase).arg(p.n).arg(p.run + 1).arg(p.runs); });
}

void DeviceReportPanel::onFinished()
{
    setAvailable(m_checkButton, true);
    const core::BenchmarkResult r = m_run->results().constLast(); // a copy: results() is a new list
    const QString error = r.error;
    const core::BackendLabel backend = r.backend;
    setStatus([error, backend] {
        return error.isEmpty() ? tr("Done. %1").arg(backend.provenance()) : tr("Failed: %1").arg(error);
    });
    announce(m_checkButton, error.isEmpty() ? resultsSpoken() : tr("Failed: %1").arg(error));
}

// The table in one sentence per row, for a screen reader: side, time, rate, verdict.
QString DeviceReportPanel::resultsSpoken() const
{
    using Model = core::QuickCheckTableModel;
    QStringList rows;
    for (int row = 0; row < m_tableModel->rowCount(); ++row) {
        const auto cell = [&](int c) { return m_tableModel->index(row, c).data().toString(); };
        rows << tr("%1: %2 per matmul, %3, %4.")
                    .arg(cell(Model::Side), cell(Model::Median), cell(Model::Rate), cell(Model::Result));
    }
    return tr("Quick check done. %1").arg(rows.join(QLatin1Char(' ')));
}

// The rows from the results kept (the model words them in the language of the moment).
void DeviceReportPanel::fillTable()
{
    core::BusySummary busy; // a busy machine makes the rate too low: the worst note, said under the table
    const QList<core::BenchmarkResult> results = m_run->results();
    for (const core::BenchmarkResult &r : results)
        for (const auto &p : r.points)
            busy.add(p);
    m_tableModel->setResults(results);
    m_busy->setText(!busy.any() ? QString()
                                : tr("⚠ %1. The rate above is lower than this machine reaches when it is "
                                     "free: run the quick check again when nothing else runs.")
                                      .arg(busy.worstNote));
    m_busy->setVisible(busy.any());
}

} // namespace gpulab::labs
