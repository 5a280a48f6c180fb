#include "labs/throughput/rooflineview.h"

#include "core/backendregistry.h"
#include "core/computeengine.h"
#include "core/kerneltext.h"
#include "core/units.h"
#include "labs/engineactivitynote.h"
#include "labs/style.h"
#include "labs/throughput/rooflinechart.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
using namespace core::throughput;
}

RooflineView::RooflineView(const LabContext &context, QWidget *parent)
    : QWidget(parent), m_context(context), m_engine(context.engine)
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(0, 0, 0, 0);
    auto *row = new QHBoxLayout;
    m_measure = new QPushButton(this);
    m_measure->setObjectName(QStringLiteral("measureBandwidth"));
    m_status = new WrapLabel(this);
    m_status->setObjectName(QStringLiteral("bandwidthStatus"));
    m_status->setWordWrap(true);
    row->addWidget(m_measure);
    row->addWidget(m_status, 1);
    root->addLayout(row);
    root->addWidget(new EngineActivityNote(m_engine, engineowner::kRoofline, m_measure, this));
    m_chart = new RooflineChart(this);
    root->addWidget(m_chart, 1);
    root->addWidget(m_chart->legendBelow());
    m_points = new WrapLabel(this);
    m_points->setObjectName(QStringLiteral("rooflineSummary"));
    m_points->setWordWrap(true);
    root->addWidget(m_points);

    connect(m_measure, &QPushButton::clicked, this, &RooflineView::measureBandwidth);
    if (m_engine) {
        connect(m_engine, &core::ComputeEngine::taskFinished, this, &RooflineView::onTaskFinished);
        connect(m_engine, &core::ComputeEngine::jobDropped, this, &RooflineView::onJobDropped);
    } else {
        m_measure->setEnabled(false);
    }
    retranslate(); // ends with rebuild()
    if (m_context.deviceReportIsReady())
        loadCpuLabel();
    else
        m_context.whenDeviceReportReady(this, [this] { loadCpuLabel(); });
}

void RooflineView::loadCpuLabel()
{
    // The engine's worker measured the CPU's peaks for the device report (and
    // the bf16 one where the CPU has bf16 instructions): read here, they are
    // not measured again on the window's thread.
    if (core::BackendChoice cpu = core::createBackend(QStringLiteral("cpu")); cpu.backend)
        m_label = core::labelOf(cpu.backend->info());
    rebuild();
}

void RooflineView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void RooflineView::retranslate()
{
    m_measure->setText(tr("Measure memory bandwidth"));
    showStatus();
    rebuild();
}

void RooflineView::showStatus()
{
    const BandwidthMeasurement &m = m_bandwidth;
    if (m_job != 0)
        m_status->setText(tr("Measuring the memory bandwidth…"));
    else if (m.ok())
        m_status->setText(
            tr("Memory bandwidth: %1 GB/s best, %2 GB/s median of %n passes after %3 warm-up (%4).", nullptr, m.repeats)
                .arg(QLocale().toString(m.bestBytesPerSecond * 1e-9, 'f', 1),
                     QLocale().toString(m.medianBytesPerSecond * 1e-9, 'f', 1))
                .arg(m.warmup)
                .arg(core::kernelText(m.method)));
    else if (!m.error.isEmpty())
        m_status->setText(tr("No bandwidth: %1").arg(m.error));
    else
        m_status->setText(tr("The slope needs the memory bandwidth: a STREAM-style triad (a = b + s·c) over arrays "
                             "several times the cache, on every core, 1 warm-up and 5 timed passes."));
}

RooflineView::~RooflineView()
{
    // A measurement nobody will see: stopped, unless a newer job took over.
    if (m_job != 0 && m_engine && m_engine->latestJob() == m_job)
        m_engine->cancel();
}

void RooflineView::setSweep(const SweepData &sweep)
{
    m_sweep = sweep;
    rebuild();
}

void RooflineView::setBlocked(bool blocked)
{
    m_blocked = blocked;
    m_measure->setEnabled(m_engine && !m_blocked && m_job == 0);
}

void RooflineView::measureBandwidth()
{
    if (!m_engine || m_job != 0 || m_blocked)
        return;
    m_measure->setEnabled(false);
    style::setTextTone(m_status, style::Tone::Neutral);
    m_job = m_engine->submitTask(
        [](const std::atomic<bool> &cancel, const core::TaskProgressFn &) {
            return QVariant::fromValue(core::throughput::measureCpuBandwidth(cancel));
        },
        engineowner::kRoofline);
    showStatus();
    Q_EMIT measuringChanged(true);
}

void RooflineView::onTaskFinished(quint64 job, const QVariant &result, bool cancelled)
{
    if (job != m_job || m_job == 0)
        return;
    if (!cancelled && result.canConvert<BandwidthMeasurement>())
        m_bandwidth = result.value<BandwidthMeasurement>();
    // A cancelled pass keeps the figure measured before, if any.
    finishMeasuring();
    if (!cancelled)
        Q_EMIT bandwidthMeasured();
}

void RooflineView::onJobDropped(quint64 job)
{
    if (job == m_job && m_job != 0)
        finishMeasuring(); // overtaken by another lab's measurement: nothing measured
}

void RooflineView::finishMeasuring()
{
    m_job = 0;
    m_measure->setEnabled(!m_blocked);
    showStatus();
    if (!m_bandwidth.ok() && !m_bandwidth.error.isEmpty())
        style::setTextTone(m_status, style::Tone::Bad);
    rebuild();
    Q_EMIT measuringChanged(false);
}

void RooflineView::rebuild()
{
    QList<SweepSeries> cpu;
    for (const SweepSeries &s : m_sweep.series)
        if (s.backend.id == u"cpu")
            cpu.append(s);
    core::BackendLabel label = m_label;
    if (!cpu.isEmpty() && !cpu.constFirst().backend.peaks.isEmpty())
        label.peaks = cpu.constFirst().backend.peaks;
    m_device = buildRoofline(label, m_bandwidth, cpu);
    m_chart->setData(m_device);
    int memory = 0, compute = 0;
    for (const RooflinePoint &p : m_device.points) {
        if (p.attainable <= 0)
            continue;
        (p.memoryBound ? memory : compute) += 1;
    }
    QStringList ridges;
    for (const Roof &r : m_device.roofs)
        if (r.ridgeIntensity > 0)
            ridges << tr("%1 at %2 FLOP/byte")
                          .arg(core::precisionName(r.precision), QLocale().toString(r.ridgeIntensity, 'f', 1));
    m_points->setText(
        m_device.points.isEmpty()
            ? tr("No measured points yet: run the measured sweep (oneDNN on all cores), with fp32 and bf16 ticked.")
            : tr("%1 measured points of the CPU sweep; left of the ridge (memory-bound): %2, right of it "
                 "(compute-bound): %3. Ridge points: %4.")
                      .arg(m_device.points.size())
                      .arg(memory)
                      .arg(compute)
                      .arg(ridges.isEmpty() ? tr("measure the bandwidth first") : ridges.join(QStringLiteral("; "))) +
                  (m_device.bf16RoofBelowFp32() ? QLatin1Char(' ') + core::throughput::bf16SlowerExplanation()
                                                : QString()));
}

} // namespace gpulab::labs
