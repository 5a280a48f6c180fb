#include "labs/dispatch/realrunbox.h"

#include "core/torch/pythonjob.h"
#include "core/torch/torchfinder.h"
#include "labs/style.h"

#include <QClipboard>
#include <QDir>
#include <QEvent>
#include <QGuiApplication>
#include <QPushButton>

namespace gpulab::labs {

namespace dispatch = core::dispatch;
namespace torch = core::torch;
using Verdict = dispatch::RealLine::Verdict;

namespace {
// A run of a scenario's lines: importing torch takes seconds, the lines less.
constexpr int kRunTimeoutMs = 120000;
} // namespace

RealRunBox::RealRunBox(torch::TorchFinder *finder, QWidget *parent) : TorchBox(finder, false, parent)
{
    m_runLine = addAction(QStringLiteral("runLineInTorch"));
    m_runAll = addAction(QStringLiteral("runScriptInTorch"));
    m_cancel = addPlainButton(QStringLiteral("cancelTorchRun"));
    m_copy = addPlainButton(QStringLiteral("copyTorchReport"));
    m_cancel->setVisible(false);
    m_copy->setEnabled(false);
    connect(m_runLine, &QPushButton::clicked, this, &RealRunBox::runLine);
    connect(m_runAll, &QPushButton::clicked, this, &RealRunBox::runScript);
    connect(m_cancel, &QPushButton::clicked, this, &RealRunBox::cancel);
    connect(m_copy, &QPushButton::clicked, this, [this] { QGuiApplication::clipboard()->setText(report()); });
    retranslateButtons();
}

void RealRunBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslateButtons();
    TorchBox::changeEvent(event);
}

void RealRunBox::retranslateButtons()
{
    m_runLine->setText(tr("Run this line in my PyTorch"));
    setActionTip(m_runLine, tr("Runs the lines up to this one, in order, in a fresh Python with your PyTorch, and "
                               "shows what this line printed or raised beside the prediction."));
    m_runAll->setText(tr("Run the whole script"));
    m_cancel->setText(tr("Cancel"));
    m_copy->setText(tr("Copy as a report"));
    m_copy->setToolTip(tr("Copies each line, the lab's prediction and what your PyTorch did, as plain text."));
    if (m_scenario)
        showResult(false);
}

void RealRunBox::follow(const dispatch::Scenario &scenario, int line, const dispatch::HostFacts &host)
{
    m_scenario = &scenario;
    m_line = line;
    m_host = host;
    showResult(false);
}

bool RealRunBox::isRunning() const
{
    return m_job && m_job->isRunning();
}

void RealRunBox::runLine()
{
    start(m_line);
}

void RealRunBox::runScript()
{
    start(-1);
}

void RealRunBox::cancel()
{
    if (m_job)
        m_job->cancel();
}

void RealRunBox::start(int upTo)
{
    const torch::TorchInstall *use = install();
    if (use == nullptr || m_scenario == nullptr || isRunning())
        return;
    if (upTo >= 0 && m_scenario->lines[upTo].kind == dispatch::LineKind::Shell) {
        setResult(tr("Line %1 is a shell command: run it in a terminal. Only Python lines run in your PyTorch.")
                      .arg(upTo + 1),
                  tr("Line %1 is a shell command: run it in a terminal.").arg(upTo + 1));
        return;
    }
    m_jobScenario = m_scenario;
    m_jobUpTo = upTo;
    m_job = new torch::PythonJob(this); // destroyed with the window: the child is killed then
    connect(m_job, &torch::PythonJob::finished, this, &RealRunBox::finished);
    torch::PythonJobLimits limits;
    limits.timeoutMs = kRunTimeoutMs;
    m_job->start(use->where.interpreter, torch::Script::RunLines, dispatch::runLinesRequest(*m_scenario, upTo), limits);
    setBusy(true);
    m_cancel->setVisible(true);
    setResult(upTo < 0 ? tr("Running the script's Python lines in your PyTorch…")
                       : tr("Running lines 1 to %1 in your PyTorch…").arg(upTo + 1));
}

void RealRunBox::finished(const torch::PythonJobResult &r)
{
    m_job->deleteLater();
    setBusy(false);
    m_cancel->setVisible(false);
    const torch::TorchInstall *use = install();
    if (use == nullptr || m_jobScenario == nullptr) {
        Q_EMIT runFinished();
        return;
    }
    const QString id = m_jobScenario->id;
    const QList<dispatch::RealLine> lines = dispatch::compareRun(*m_jobScenario, r.lines, *use, m_host, m_jobUpTo);
    auto &kept = m_results[id];
    for (const dispatch::RealLine &l : lines)
        if (l.verdict != Verdict::NotRun || !kept.contains(l.line) || m_jobUpTo < 0)
            kept.insert(l.line, l);
    m_ranIn.insert(
        id, tr("%1 (Python %2, %3)").arg(use->summary(QDir::homePath()), use->pythonVersion, use->buildSummary()));
    m_problem = r.ok() ? QString() : r.message;
    showResult(true);
    Q_EMIT runFinished();
}

dispatch::RealLine RealRunBox::result(int line) const
{
    if (m_scenario == nullptr)
        return {};
    return m_results.value(m_scenario->id).value(line);
}

QString RealRunBox::report() const
{
    if (m_scenario == nullptr || install() == nullptr)
        return {};
    QList<dispatch::RealLine> lines;
    const auto kept = m_results.value(m_scenario->id);
    for (int i = 0; i < m_scenario->lines.size(); ++i)
        if (kept.contains(i))
            lines.append(kept.value(i));
    return dispatch::realRunReport(*m_scenario, lines, *install(), QDir::homePath());
}

void RealRunBox::showResult(bool speak)
{
    if (m_scenario == nullptr)
        return;
    const auto kept = m_results.value(m_scenario->id);
    m_copy->setEnabled(!kept.isEmpty());
    if (isRunning())
        return;
    if (kept.isEmpty() && m_problem.isEmpty()) {
        clearResult();
        return;
    }
    const auto esc = [](const QString &s) { return s.toHtmlEscaped(); };
    const auto code = [&](const QString &s) {
        return QStringLiteral("<code>%1</code>").arg(esc(s.isEmpty() ? tr("(nothing)") : s));
    };
    QStringList html;
    QStringList spoken;
    const dispatch::RealLine l = kept.value(m_line);
    switch (l.verdict) {
    case Verdict::Same:
        html << tr("<b>✓ Line %1 in your PyTorch:</b> %2 — the same as the lab's prediction for this machine.")
                    .arg(m_line + 1)
                    .arg(code(l.got));
        spoken << tr("Line %1 in your PyTorch: %2. The same as predicted.").arg(m_line + 1).arg(l.got);
        break;
    case Verdict::Different:
        html << tr("<b>✗ Line %1 in your PyTorch:</b> %2 — the lab predicted %3. A finding: copy it as a report.")
                    .arg(m_line + 1)
                    .arg(code(l.got), code(l.predicted));
        spoken << tr("Line %1 in your PyTorch: %2. Different from the prediction, %3.")
                      .arg(m_line + 1)
                      .arg(l.got, l.predicted);
        break;
    case Verdict::NotComparable:
        html << tr("<b>Line %1 in your PyTorch:</b> %2 (%3)").arg(m_line + 1).arg(code(l.got), esc(l.note));
        spoken << tr("Line %1 in your PyTorch: %2.").arg(m_line + 1).arg(l.got);
        break;
    case Verdict::NotRun:
        if (!l.note.isEmpty())
            html << tr("Line %1: %2").arg(m_line + 1).arg(esc(l.note));
        else if (!kept.isEmpty())
            html << tr("Line %1 has not run in your PyTorch yet.").arg(m_line + 1);
        break;
    }
    int same = 0, different = 0;
    for (const dispatch::RealLine &k : kept) {
        same += k.verdict == Verdict::Same ? 1 : 0;
        different += k.verdict == Verdict::Different ? 1 : 0;
    }
    if (!kept.isEmpty()) {
        const QString tally = tr("Lines run so far: ✓ %1 the same, ✗ %2 different. Ran in %3.")
                                  .arg(same)
                                  .arg(different)
                                  .arg(esc(m_ranIn.value(m_scenario->id)));
        html << tally;
        spoken << tr("%1 the same, %2 different.").arg(same).arg(different);
    }
    if (!m_problem.isEmpty()) {
        html << QStringLiteral("<span style=\"%1\">%2</span>")
                    .arg(style::toneTextCss(style::Tone::Bad), esc(tr("The run stopped: %1").arg(m_problem)));
        spoken << tr("The run stopped: %1").arg(m_problem);
    }
    setResult(html.join(QStringLiteral("<br>")), speak ? spoken.join(u' ') : QString());
}

} // namespace gpulab::labs
