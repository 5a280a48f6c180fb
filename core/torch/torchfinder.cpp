#include "core/torch/torchfinder.h"

#include "kernels/cuda/cublasfinder.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFileInfo>
#include <QJsonValue>
#include <QProcessEnvironment>
#include <QSet>
#include <QSettings>

#include <algorithm>

namespace gpulab::core::torch {
namespace {

// lupdate and the runtime agree on the context "TorchFinder".
struct TrTorchFinder {
    Q_DECLARE_TR_FUNCTIONS(TorchFinder)
};

constexpr char kSettingsKey[] = "pytorch/interpreters";

bool isExecutableFile(const QString &path)
{
    const QFileInfo info(path);
    return info.isFile() && info.isExecutable();
}

class CandidateList {
public:
    void add(const QString &interpreter, const QString &origin)
    {
        if (interpreter.isEmpty() || !isExecutableFile(interpreter))
            return;
        const QString path = QDir::cleanPath(QFileInfo(interpreter).absoluteFilePath());
        if (m_seen.contains(path))
            return;
        m_seen.insert(path);
        m_list.append({path, origin});
    }
    // An environment's interpreter: bin/python3, else bin/python.
    void addEnvironment(const QString &prefix, const QString &origin)
    {
        if (prefix.isEmpty())
            return;
        const QString python3 = prefix + QStringLiteral("/bin/python3");
        add(isExecutableFile(python3) ? python3 : prefix + QStringLiteral("/bin/python"), origin);
    }
    QList<PythonCandidate> take() { return std::move(m_list); }

private:
    QSet<QString> m_seen;
    QList<PythonCandidate> m_list;
};

} // namespace

PythonSearchEnvironment PythonSearchEnvironment::fromSystem(const QStringList &remembered)
{
    const QProcessEnvironment sys = QProcessEnvironment::systemEnvironment();
    PythonSearchEnvironment env;
    env.home = sys.value(QStringLiteral("HOME"));
    env.pathDirs = sys.value(QStringLiteral("PATH")).split(QLatin1Char(':'), Qt::SkipEmptyParts);
    env.virtualEnv = sys.value(QStringLiteral("VIRTUAL_ENV"));
    env.condaPrefix = sys.value(QStringLiteral("CONDA_PREFIX"));
    env.remembered = remembered;
    return env;
}

QList<PythonCandidate> pythonCandidates(const PythonSearchEnvironment &env)
{
    CandidateList list;
    for (const QString &picked : env.remembered)
        list.add(picked, TrTorchFinder::tr("picked by you"));
    if (!env.searchCommonPlaces)
        return list.take();
    list.addEnvironment(env.virtualEnv, QStringLiteral("$VIRTUAL_ENV"));
    list.addEnvironment(env.condaPrefix, QStringLiteral("$CONDA_PREFIX"));
    for (const QString &name : {QStringLiteral("python3"), QStringLiteral("python")})
        for (const QString &dir : env.pathDirs)
            if (isExecutableFile(dir + u'/' + name)) {
                list.add(dir + u'/' + name, QStringLiteral("PATH"));
                break;
            }
    if (!env.home.isEmpty()) {
        list.addEnvironment(env.home + QStringLiteral("/.venv"), QStringLiteral("~/.venv"));
        list.addEnvironment(env.home + QStringLiteral("/venv"), QStringLiteral("~/venv"));
    }
    QList<std::pair<QString, QString>> condaRoots;
    if (!env.home.isEmpty())
        for (const char *name : {"miniconda3", "anaconda3", "miniforge3", "mambaforge"})
            condaRoots.append({env.home + u'/' + QLatin1String(name), QStringLiteral("~/") + QLatin1String(name)});
    condaRoots.append({QDir::cleanPath(env.root + QStringLiteral("/opt/conda")), QStringLiteral("/opt/conda")});
    for (const auto &[root, origin] : condaRoots) {
        list.addEnvironment(root, origin);
        QStringList envs = QDir(root + QStringLiteral("/envs")).entryList(QDir::Dirs | QDir::NoDotAndDotDot);
        std::sort(envs.begin(), envs.end());
        for (const QString &e : envs)
            list.addEnvironment(root + QStringLiteral("/envs/") + e, origin + QStringLiteral("/envs/") + e);
    }
    return list.take();
}

QString tildePath(const QString &path, const QString &home)
{
    return QString::fromStdString(kernels::withTilde(path.toStdString(), home.toStdString()));
}

TorchInstall torchInstallFrom(const PythonCandidate &where, const PythonJobResult &answer)
{
    TorchInstall t;
    t.where = where;
    if (!answer.ok()) {
        t.state = TorchInstall::State::Failed;
        t.problem = answer.message;
        return t;
    }
    const QJsonObject &o = answer.result;
    t.pythonVersion = o.value(QStringLiteral("python")).toString();
    t.prefix = o.value(QStringLiteral("prefix")).toString();
    if (o.contains(QStringLiteral("error")) || !o.value(QStringLiteral("torch")).isString()) {
        t.state = TorchInstall::State::NoTorch;
        t.problem = o.value(QStringLiteral("error")).toString();
        return t;
    }
    t.state = TorchInstall::State::Found;
    t.torchVersion = o.value(QStringLiteral("torch")).toString();
    t.torchCuda = o.value(QStringLiteral("cuda")).isString() ? o.value(QStringLiteral("cuda")).toString() : QString();
    t.mpsBuilt = o.value(QStringLiteral("mps_built")).toBool();
    t.cudaAvailable = o.value(QStringLiteral("cuda_available")).toBool();
    const QString device = o.value(QStringLiteral("device")).toString();
    t.device = device == u"cuda" || device == u"mps" ? device : QStringLiteral("cpu");
    return t;
}

QString TorchInstall::summary(const QString &home) const
{
    const QString where_ = tildePath(where.interpreter, home);
    switch (state) {
    case State::Found: return TrTorchFinder::tr("PyTorch %1 in %2").arg(torchVersion, where_);
    case State::NoTorch: return TrTorchFinder::tr("no PyTorch in %1 (%2)").arg(where_, problem);
    case State::Failed: return TrTorchFinder::tr("%1 did not answer: %2").arg(where_, problem);
    }
    return {};
}

QString TorchInstall::buildSummary() const
{
    if (!hasTorch())
        return {};
    const QString build = !torchCuda.isEmpty() ? TrTorchFinder::tr("CUDA %1 build").arg(torchCuda)
                          : mpsBuilt           ? TrTorchFinder::tr("macOS build (MPS)")
                                               : TrTorchFinder::tr("CPU-only build");
    return TrTorchFinder::tr("%1, picks %2").arg(build, device);
}

TorchFinder::TorchFinder(QObject *parent) : QObject(parent) {}

void TorchFinder::look()
{
    lookIn(PythonSearchEnvironment::fromSystem(rememberedInterpreters()));
}

void TorchFinder::lookIn(const PythonSearchEnvironment &env)
{
    if (m_looking)
        return;
    m_looking = true;
    m_installs.clear();
    m_queue = pythonCandidates(env);
    Q_EMIT changed();
    probeNext();
}

const TorchInstall *TorchFinder::preferred() const
{
    for (const TorchInstall &t : m_installs)
        if (t.hasTorch())
            return &t;
    return nullptr;
}

void TorchFinder::probeNext()
{
    if (m_queue.isEmpty()) {
        m_looking = false;
        m_looked = true;
        Q_EMIT changed();
        Q_EMIT finished();
        return;
    }
    const PythonCandidate next = m_queue.takeFirst();
    m_job = new PythonJob(this);
    connect(m_job, &PythonJob::finished, this, [this, next](const PythonJobResult &r) {
        m_job->deleteLater();
        TorchInstall t = torchInstallFrom(next, r);
        // The same environment reached twice (python3 and python, a link): once.
        const bool again =
            !t.prefix.isEmpty() && std::any_of(m_installs.cbegin(), m_installs.cend(),
                                               [&](const TorchInstall &o) { return o.prefix == t.prefix; });
        if (!again) {
            m_installs.append(t);
            Q_EMIT changed();
        }
        probeNext();
    });
    PythonJobLimits limits;
    limits.timeoutMs = kProbeTimeoutMs;
    m_job->start(next.interpreter, Script::Probe, {}, limits);
}

void TorchFinder::addInterpreter(const QString &interpreter)
{
    QSettings settings;
    QStringList list = settings.value(QLatin1String(kSettingsKey)).toStringList();
    const QString path = QDir::cleanPath(QFileInfo(interpreter).absoluteFilePath());
    list.removeAll(path);
    list.prepend(path);
    settings.setValue(QLatin1String(kSettingsKey), list);
    if (!m_looking)
        look();
}

QStringList TorchFinder::rememberedInterpreters()
{
    return QSettings().value(QLatin1String(kSettingsKey)).toStringList();
}

void TorchFinder::waitForLook()
{
    if (!m_looking)
        return;
    QEventLoop loop;
    connect(this, &TorchFinder::finished, &loop, &QEventLoop::quit);
    loop.exec();
}

} // namespace gpulab::core::torch
