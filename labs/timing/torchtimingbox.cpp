#include "labs/timing/torchtimingbox.h"

#include "core/timing/timingreport.h"
#include "core/torch/pythonjob.h"
#include "core/torch/torchfinder.h"
#include "core/torch/torchtiming.h"
#include "labs/style.h"

#include <QEvent>
#include <QLocale>
#include <QPushButton>
#include <QTextDocument>

namespace gpulab::labs {

namespace torch = core::torch;
namespace tm = core::timing;

namespace {
// Importing torch, two warm-ups and five pairs of readings at n ≤ 4096: well inside.
constexpr int kTimeTimeoutMs = 180000;

QString factor(double f)
{
    return QLocale().toString(f, 'f', f < 10.0 ? 1 : 0);
}
} // namespace

TorchTimingBox::TorchTimingBox(torch::TorchFinder *finder, std::function<int()> n,
                               std::function<const tm::TimingRun *()> labRun, QWidget *parent)
    : TorchBox(finder, false, parent), m_n(std::move(n)), m_labRun(std::move(labRun))
{
    m_time = addAction(QStringLiteral("timeInTorch"));
    m_cancel = addPlainButton(QStringLiteral("cancelTorchTiming"));
    m_cancel->setVisible(false);
    connect(m_time, &QPushButton::clicked, this, &TorchTimingBox::timeIt);
    connect(m_cancel, &QPushButton::clicked, this, &TorchTimingBox::cancel);
    retranslateButtons();
}

void TorchTimingBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateButtons();
    TorchBox::changeEvent(event);
}

void TorchTimingBox::retranslateButtons()
{
    m_time->setText(tr("Time it in my PyTorch"));
    setActionTip(m_time, tr("Times a @ b at the lab's n on the device your PyTorch picks, without and with "
                            "synchronize(): 2 warm-ups, 5 readings of each, medians."));
    m_cancel->setText(tr("Cancel"));
    showResult(false);
}

bool TorchTimingBox::isRunning() const
{
    return m_job && m_job->isRunning();
}

void TorchTimingBox::cancel()
{
    if (m_job)
        m_job->cancel();
}

void TorchTimingBox::timeIt()
{
    const torch::TorchInstall *use = install();
    if (use == nullptr || isRunning())
        return;
    m_job = new torch::PythonJob(this); // destroyed with the window: the child is killed then
    connect(m_job, &torch::PythonJob::finished, this, &TorchTimingBox::finished);
    torch::PythonJobLimits limits;
    limits.timeoutMs = kTimeTimeoutMs;
    const int n = m_n();
    m_job->start(use->where.interpreter, torch::Script::TimeMatmul, torch::torchTimingRequest(n), limits);
    setBusy(true);
    m_cancel->setVisible(true);
    m_problem.clear();
    setResult(tr("Timing a @ b at n = %1 in your PyTorch…").arg(QLocale().toString(n)));
}

void TorchTimingBox::finished(const torch::PythonJobResult &r)
{
    m_job->deleteLater();
    setBusy(false);
    m_cancel->setVisible(false);
    const torch::TorchTiming t = torch::torchTimingFrom(r);
    if (t.valid) {
        m_text = torch::describeTorchTiming(t);
        m_problem.clear();
    } else {
        m_text.clear();
        m_problem = r.ok() ? tr("its answer was incomplete") : r.message;
    }
    showResult(true);
    Q_EMIT timed();
}

void TorchTimingBox::labMeasured()
{
    showResult(false);
}

void TorchTimingBox::showResult(bool speak)
{
    if (isRunning())
        return;
    QStringList html;
    if (!m_text.isEmpty())
        html << m_text.toHtmlEscaped();
    if (!m_problem.isEmpty())
        html << QStringLiteral("<span style=\"%1\">%2</span>")
                    .arg(style::toneTextCss(style::Tone::Bad),
                         tr("Timing in your PyTorch failed: %1").arg(m_problem).toHtmlEscaped());
    if (!m_text.isEmpty()) {
        const tm::TimingRun *lab = m_labRun ? m_labRun() : nullptr;
        if (lab != nullptr && lab->cuda.ok())
            html << tr("The lab's own measurement, cuBLAS on a CUDA stream: the un-waited reading looked %1× faster.")
                        .arg(factor(tm::illusionFactor(lab->cuda)));
        else if (lab != nullptr && lab->cpu.ok())
            html << tr("The lab's own measurement, oneDNN on a CPU queue: the un-waited reading looked %1× faster.")
                        .arg(factor(tm::illusionFactor(lab->cpu)));
        else
            html << tr("Run the lab's own measurement above to see its illusion beside this one.");
    }
    if (html.isEmpty()) {
        clearResult();
        return;
    }
    QTextDocument plain;
    plain.setHtml(html.join(QStringLiteral("<br>")));
    setResult(html.join(QStringLiteral("<br>")), speak ? plain.toPlainText().simplified() : QString());
}

} // namespace gpulab::labs
