#include "labs/throughput/throughputpanel.h"

#include "core/deviceprobe.h"
#include "core/throughput/sweep.h"
#include "core/throughput/throughputlabmodel.h"
#include "core/throughput/workcalculator.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/pagetabs.h"
#include "labs/style.h"
#include "labs/throughput/lessonbenchmarkview.h"
#include "labs/throughput/raceview.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/workcalculatorview.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab::labs {

ThroughputPanel::ThroughputPanel(const LabContext &context, QWidget *parent) : LabPanel(parent), m_context(context)
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    auto *header = new QHBoxLayout;
    m_heading = style::heading(QString(), this);
    header->addWidget(m_heading);
    m_banner = new WrapLabel(this);
    m_banner->setWordWrap(true);
    m_banner->setObjectName(QStringLiteral("banner"));
    header->addWidget(m_banner, 1);
    root->addLayout(header);

    m_tabs = new PageTabs(this);
    m_tabs->setObjectName(QStringLiteral("throughputTabs"));
    style::setRelativeFont(m_tabs->tabBar(), 1.15);
    m_race = new RaceView(m_tabs);
    m_sweep = new SweepView(context, m_tabs);
    auto *lessonPage = new AdaptiveRow(m_tabs); // the two boxes stack in a narrow window
    QBoxLayout *lessonLayout = lessonPage->columns();
    auto *benchBox = new QGroupBox(lessonPage);
    m_benchBox = benchBox;
    auto *benchLayout = new QVBoxLayout(benchBox);
    m_lesson = new LessonBenchmarkView(context.engine, benchBox);
    benchLayout->addWidget(m_lesson);
    auto *workBox = new QGroupBox(lessonPage); // a title does not wrap: short
    m_workBox = workBox;
    auto *workLayout = new QVBoxLayout(workBox);
    m_work = new WorkCalculatorView(workBox);
    workLayout->addWidget(m_work);
    lessonLayout->addWidget(benchBox, 1);
    lessonLayout->addWidget(workBox, 1);
    m_tabs->addTab(m_race, QString()); // the titles come in retranslate()
    m_tabs->addTab(m_sweep, QString());
    m_tabs->addTab(lessonPage, QString());
    m_roofline = new RooflineView(context, m_tabs);
    m_tabs->addTab(m_roofline, QString());
    root->addWidget(m_tabs, 1);

    // The lab's state is its model: the controls write into it, and a state
    // restored or a preset applied comes back to them through its signals.
    m_model = new core::throughput::ThroughputLabModel(this);
    m_model->setRace(m_race->model().settings());
    connect(m_race, &RaceView::settingsEdited, m_model, &core::throughput::ThroughputLabModel::setRace);
    connect(m_race, &RaceView::settingsChanged, m_model, &core::throughput::ThroughputLabModel::setRace);
    connect(m_tabs, &QTabWidget::currentChanged, m_model,
            [this](int page) { m_model->setTab(core::throughput::ThroughputTab(page)); });
    connect(m_model, &core::throughput::ThroughputLabModel::raceChanged, this, [this] {
        if (m_race->model().settings() != m_model->race())
            m_race->setSettings(m_model->race());
    });
    connect(m_model, &core::throughput::ThroughputLabModel::tabChanged, this,
            [this] { m_tabs->setCurrentIndex(int(m_model->tab())); });
    connect(m_race, &RaceView::settingsChanged, m_sweep, &SweepView::setRaceSettings);
    m_sweep->setRaceSettings(m_race->model().settings());
    // One measurement at a time on the shared engine: each start button waits for the other.
    connect(m_sweep, &SweepView::runningChanged, m_lesson->button(), &QPushButton::setDisabled);
    connect(m_lesson, &LessonBenchmarkView::runningChanged, this,
            [this](bool running) { m_sweep->runButton()->setDisabled(running); });
    connect(m_sweep, &SweepView::dataChanged, this, &ThroughputPanel::updateRates);
    connect(m_sweep, &SweepView::dataChanged, this, [this] { m_roofline->setSweep(m_sweep->data()); });
    connect(m_sweep, &SweepView::runningChanged, m_roofline, &RooflineView::setBlocked);
    connect(m_lesson, &LessonBenchmarkView::runningChanged, m_roofline, &RooflineView::setBlocked);
    connect(m_roofline, &RooflineView::measuringChanged, this, [this](bool measuring) {
        m_sweep->runButton()->setDisabled(measuring);
        m_lesson->button()->setDisabled(measuring);
    });
    connect(m_lesson, &LessonBenchmarkView::finished, this, &ThroughputPanel::updateRates);
    retranslate(); // ends with updateRates()
    // Until the engine's worker has measured the machine the banner and the
    // work calculator say so; then they show what it found.
    m_context.whenDeviceReportReady(this, [this] {
        showDeviceReport();
        Q_EMIT provenanceChanged(provenance());
    });
}

void ThroughputPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPanel::changeEvent(event);
}

void ThroughputPanel::retranslate()
{
    m_heading->setText(tr("Throughput race"));
    m_benchBox->setTitle(tr("The lesson's benchmark"));
    m_workBox->setTitle(tr("Work in a dense network"));
    m_tabs->setTabText(m_tabs->indexOf(m_race), tr("Race (simulated)"));
    m_tabs->setTabText(m_tabs->indexOf(m_sweep), tr("Measured sweep"));
    m_tabs->setTabText(m_tabs->indexOf(m_benchBox->parentWidget()), tr("Benchmark and work"));
    m_tabs->setTabText(m_tabs->indexOf(m_roofline), tr("Roofline"));
    nameTabBar(m_tabs->tabBar(), tr("Pages of the throughput lab"));
    showDeviceReport();
}

void ThroughputPanel::showDeviceReport()
{
    const core::DeviceReport report = m_context.deviceReport();
    const bool cuda = report.cuda.usable();
    if (report.pending)
        m_banner->setText(tr("The race is a teaching model (simulated). Measuring this machine… the sweep and the "
                             "benchmark will say what they can measure here in a moment."));
    else
        m_banner->setText(cuda ? tr("The race is a teaching model (simulated); the sweep and the benchmark are "
                                    "measured on this CPU and GPU.")
                               : tr("The race is a teaching model (simulated). No usable GPU — %1. The sweep "
                                    "measures the CPU; GPU figures are simulated.")
                                     .arg(report.cuda.reason));
    style::setBanner(m_banner, report.pending ? style::Tone::Neutral : cuda ? style::Tone::Good : style::Tone::Warning);
    updateRates();
}

QString ThroughputPanel::provenance() const
{
    return m_context.deviceReport().statusLine();
}

core::ProvenanceKind ThroughputPanel::provenanceKind() const
{
    return m_context.deviceReport().statusKind();
}

void ThroughputPanel::updateRates()
{
    // Which rate feeds the calculator is core's rule; here it is only worded.
    using Source = core::throughput::WorkRateSource;
    const core::throughput::WorkRateChoices rates = core::throughput::chooseWorkRates(
        m_lesson->cpuResult(), m_lesson->gpuResult(), m_sweep->data(), m_context.deviceReport());
    const auto worded = [](const core::throughput::WorkRateChoice &c, bool gpu) -> WorkRate {
        switch (c.source) {
        case Source::LessonBenchmark: return {c.gflops, tr("measured: %1, n = %2").arg(c.backendLabel).arg(c.n)};
        case Source::Sweep: return {c.gflops, tr("measured: %1, sweep at n = %2").arg(c.backendLabel).arg(c.n)};
        case Source::CpuFmaPeak:
            return {c.gflops, tr("this CPU's measured FMA peak, an upper bound — run the benchmark for a matmul rate")};
        case Source::GpuDevicePeak:
            return {c.gflops, tr("peak from the device's properties — run the benchmark to measure")};
        case Source::TeachingRate: return {c.gflops, tr("simulated — %1 (the lesson's teaching rate)").arg(c.reason)};
        case Source::Pending: break;
        }
        return {0.0, gpu ? tr("waiting for the GPU check…") : tr("still measuring this CPU…")};
    };
    m_work->setRates(worded(rates.cpu, false), worded(rates.gpu, true));
}

QWidget *ThroughputPanel::primaryControl() const
{
    if (m_tabs->currentWidget() == m_race)
        return m_race->playButton();
    return LabPanel::primaryControl();
}

void ThroughputPanel::reset()
{
    m_race->resetAll();
    m_tabs->setCurrentWidget(m_race);
}

QStringList ThroughputPanel::presets() const
{
    return core::throughput::ThroughputLabModel::presets();
}

bool ThroughputPanel::applyPreset(const QString &name)
{
    if (!m_model->applyPreset(name))
        return false;
    if (name == u"sweep-precision") {
        const core::throughput::SweepSetup setup = core::throughput::ThroughputLabModel::sweepPrecisionSetup();
        m_sweep->setPrecisions(setup.precisions);
        m_sweep->setSizesText(setup.sizes);
        for (const QString &id : setup.enabledBackends)
            m_sweep->setBackendEnabled(id, true);
        for (const QString &id : setup.disabledBackends)
            m_sweep->setBackendEnabled(id, false);
    }
    return true;
}

QJsonObject ThroughputPanel::saveState() const
{
    return m_model->toJson();
}

QString ThroughputPanel::restoreState(const QJsonObject &state)
{
    QString why;
    const std::optional<core::throughput::ThroughputInputs> inputs =
        core::throughput::ThroughputLabModel::fromJson(state, &why);
    if (!inputs)
        return why;
    m_model->setInputs(*inputs);
    return {};
}

} // namespace gpulab::labs
