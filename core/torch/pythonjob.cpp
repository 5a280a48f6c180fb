#include "core/torch/pythonjob.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QTemporaryDir>
#include <QTimer>

#include <sys/resource.h>

#include <memory>
#include <optional>

namespace gpulab::core::torch {
namespace {

// lupdate and the runtime agree on the context "PythonJob".
struct TrPythonJob {
    Q_DECLARE_TR_FUNCTIONS(PythonJob)
};

constexpr qsizetype kMaxLineBytes = qsizetype(1) << 20; // longer than any answer of ours: dropped
constexpr qsizetype kStderrKeepBytes = qsizetype(64) << 10;
constexpr char kLinePrefix[] = "GPULAB-LINE ";
constexpr char kResultPrefix[] = "GPULAB-RESULT ";

std::optional<QJsonObject> parseObject(const QByteArray &json)
{
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError || !doc.isObject())
        return std::nullopt;
    return doc.object();
}

} // namespace

QString scriptText(Script script)
{
    const char *name = "probe";
    switch (script) {
    case Script::Probe: name = "probe"; break;
    case Script::RunLines: name = "runlines"; break;
    case Script::TimeMatmul: name = "timematmul"; break;
    }
    QFile f(QStringLiteral(":/python/%1.py").arg(QLatin1String(name)));
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

QString lastLine(const QString &text, int max)
{
    const QStringList lines = text.split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    for (auto it = lines.crbegin(); it != lines.crend(); ++it) {
        const QString line = it->trimmed();
        if (line.isEmpty())
            continue;
        return line.size() <= max ? line : line.left(max - 1) + QStringLiteral("…");
    }
    return {};
}

PythonJob::PythonJob(QObject *parent) : QObject(parent)
{
    qRegisterMetaType<PythonJobResult>();
}

PythonJob::~PythonJob()
{
    if (m_process != nullptr && m_process->state() != QProcess::NotRunning) {
        m_process->disconnect(this);
        m_process->kill();
        m_process->waitForFinished(2000);
    }
}

void PythonJob::start(const QString &interpreter, Script script, const QJsonObject &request, PythonJobLimits limits)
{
    startText(interpreter, scriptText(script), request, limits);
}

void PythonJob::startText(const QString &interpreter, const QString &text, const QJsonObject &request,
                          PythonJobLimits limits)
{
    Q_ASSERT(m_process == nullptr); // one run per job
    m_clock.start();
    m_process = new QProcess(this);
    // A fresh empty folder as the working directory: with -c, Python puts it
    // first on sys.path, so a stray torch.py where the app was started cannot
    // stand in for the real one.
    auto folder = std::make_shared<QTemporaryDir>();
    m_process->setWorkingDirectory(folder->isValid() ? folder->path() : QDir::tempPath());
    connect(m_process, &QProcess::finished, this, [folder] { /* keeps the folder until the child is gone */ });
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("PYTHONIOENCODING"), QStringLiteral("utf-8"));
    env.insert(QStringLiteral("PYTHONDONTWRITEBYTECODE"), QStringLiteral("1"));
    env.remove(QStringLiteral("PYTHONSTARTUP"));
    m_process->setProcessEnvironment(env);
    const rlim_t cap = limits.memoryBytes > 0 ? static_cast<rlim_t>(limits.memoryBytes) : RLIM_INFINITY;
    m_process->setChildProcessModifier([cap] {
        const rlimit limit{cap, cap};
        (void)setrlimit(RLIMIT_DATA, &limit);
    });
    connect(m_process, &QProcess::readyReadStandardOutput, this, &PythonJob::readStdout);
    connect(m_process, &QProcess::readyReadStandardError, this, [this] {
        m_stderr += m_process->readAllStandardError();
        if (m_stderr.size() > kStderrKeepBytes)
            m_stderr = m_stderr.right(kStderrKeepBytes);
    });
    connect(m_process, &QProcess::finished, this, &PythonJob::onFinished);
    connect(m_process, &QProcess::errorOccurred, this, [this](QProcess::ProcessError error) {
        if (error == QProcess::FailedToStart)
            finish(PythonJobResult::Status::NotStarted,
                   TrPythonJob::tr("%1 could not be started: %2").arg(m_process->program(), m_process->errorString()));
    });
    auto *timer = new QTimer(this);
    timer->setSingleShot(true);
    connect(timer, &QTimer::timeout, this, [this] {
        if (m_process->state() == QProcess::NotRunning)
            return;
        m_timedOut = true;
        m_process->kill();
    });
    timer->start(limits.timeoutMs);
    m_result.message.clear();
    m_process->start(interpreter, {QStringLiteral("-c"), text});
    m_process->write(QJsonDocument(request).toJson(QJsonDocument::Compact));
    m_process->closeWriteChannel();
}

void PythonJob::cancel()
{
    if (m_process == nullptr || m_done)
        return;
    m_cancelled = true;
    if (m_process->state() != QProcess::NotRunning)
        m_process->kill();
}

bool PythonJob::isRunning() const
{
    return m_process != nullptr && !m_done;
}

qint64 PythonJob::processId() const
{
    return m_process != nullptr && m_process->state() != QProcess::NotRunning ? m_process->processId() : 0;
}

PythonJobResult PythonJob::waitForResult()
{
    if (isRunning()) {
        QEventLoop loop; // the time limit's timer runs in it
        connect(this, &PythonJob::finished, &loop, &QEventLoop::quit);
        loop.exec();
    }
    return m_result;
}

void PythonJob::readStdout()
{
    m_stdout += m_process->readAllStandardOutput();
    for (;;) {
        const qsizetype end = m_stdout.indexOf('\n');
        if (end < 0)
            break;
        const QByteArray line = m_stdout.left(end).trimmed();
        m_stdout.remove(0, end + 1);
        if (line.startsWith(kLinePrefix)) {
            if (std::optional<QJsonObject> o = parseObject(line.mid(qsizetype(sizeof kLinePrefix) - 1))) {
                m_result.lines.append(*o);
                Q_EMIT lineReady(*o);
            }
        } else if (line.startsWith(kResultPrefix)) {
            m_resultSeen = true;
            if (std::optional<QJsonObject> o = parseObject(line.mid(qsizetype(sizeof kResultPrefix) - 1)))
                m_result.result = *o;
            else
                m_resultBroken = true;
        }
    }
    if (m_stdout.size() > kMaxLineBytes)
        m_stdout.clear(); // a line this long is nothing of ours
}

void PythonJob::onFinished(int exitCode, QProcess::ExitStatus exitStatus)
{
    readStdout();
    m_stderr += m_process->readAllStandardError();
    m_result.exitCode = exitCode;
    using S = PythonJobResult::Status;
    const QString said = lastLine(QString::fromUtf8(m_stderr));
    if (m_cancelled)
        return finish(S::Cancelled, TrPythonJob::tr("cancelled"));
    if (m_timedOut)
        return finish(
            S::TimedOut,
            TrPythonJob::tr("no answer within %1 s: stopped").arg(qRound(double(m_clock.elapsed()) / 1000.0)));
    if (exitStatus == QProcess::CrashExit)
        return finish(S::Crashed,
                      said.isEmpty()
                          ? TrPythonJob::tr("the interpreter stopped abnormally (a crash, or the memory cap)")
                          : TrPythonJob::tr("the interpreter stopped abnormally: %1").arg(said));
    if (exitCode != 0)
        return finish(S::Failed,
                      said.isEmpty() ? TrPythonJob::tr("the interpreter exited with status %1").arg(exitCode) : said);
    if (!m_resultSeen || m_resultBroken || m_result.result.isEmpty())
        return finish(S::NoResult, TrPythonJob::tr("the interpreter printed no answer GPU Lab could read"));
    finish(S::Ok, {});
}

void PythonJob::finish(PythonJobResult::Status status, const QString &message)
{
    if (m_done)
        return;
    m_done = true;
    m_result.status = status;
    m_result.message = message;
    m_result.stderrTail = QString::fromUtf8(m_stderr);
    m_result.elapsedMs = m_clock.elapsed();
    if (status != PythonJobResult::Status::Ok)
        m_result.result = {};
    Q_EMIT finished(m_result);
}

} // namespace gpulab::core::torch
