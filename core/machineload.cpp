#include "core/machineload.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QLocale>

#include <algorithm>
#include <atomic>
#include <chrono>

#include <sys/syscall.h>
#include <unistd.h>

namespace gpulab::core {
namespace {

struct TrLoad {
    Q_DECLARE_TR_FUNCTIONS(MachineLoad)
};

std::atomic<long> g_interactiveTid{0};

// "<run ns> <wait ns> <slices>" → seconds; false when unreadable.
bool readSchedstat(const QString &path, double &run, double &wait)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return false;
    const QList<QByteArray> parts = f.read(128).simplified().split(' ');
    if (parts.size() < 2)
        return false;
    bool okRun = false;
    bool okWait = false;
    const qulonglong r = parts[0].toULongLong(&okRun);
    const qulonglong w = parts[1].toULongLong(&okWait);
    if (!okRun || !okWait)
        return false;
    run = double(r) * 1e-9;
    wait = double(w) * 1e-9;
    return true;
}

} // namespace

void markInteractiveThread()
{
    g_interactiveTid.store(static_cast<long>(::syscall(SYS_gettid)));
}

SchedSample sampleScheduler()
{
    SchedSample s;
    s.wallSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now().time_since_epoch()).count();
    const long interactive = g_interactiveTid.load();
    const QDir tasks(QStringLiteral("/proc/self/task"));
    const QStringList tids = tasks.entryList(QDir::Dirs | QDir::NoDotAndDotDot);
    for (const QString &tid : tids) {
        double run = 0.0;
        double wait = 0.0;
        if (!readSchedstat(tasks.filePath(tid + QStringLiteral("/schedstat")), run, wait))
            continue; // a thread may end between the listing and the read
        s.valid = true;
        if (interactive != 0 && tid.toLong() == interactive) {
            s.interactiveSeconds = run;
            s.interactiveKnown = true;
        } else {
            s.runSeconds += run;
            s.waitSeconds += wait;
        }
    }
    return s;
}

double loadAverage()
{
    QFile f(QStringLiteral("/proc/loadavg"));
    if (!f.open(QIODevice::ReadOnly))
        return -1.0;
    bool ok = false;
    const double v = f.read(64).split(' ').value(0).toDouble(&ok);
    return ok ? v : -1.0;
}

MachineLoad loadBetween(const SchedSample &before, const SchedSample &after, double loadAvg)
{
    MachineLoad m;
    m.loadAverage = loadAvg;
    if (!before.valid || !after.valid)
        return m;
    // Threads that ended in between make the sums shrink; such a sample says nothing.
    const double run = after.runSeconds - before.runSeconds;
    const double wait = after.waitSeconds - before.waitSeconds;
    const double wall = after.wallSeconds - before.wallSeconds;
    if (run < 0.0 || wait < 0.0 || run + wait <= 0.0 || wall <= 0.0)
        return m;
    m.known = true;
    m.waitShare = wait / (run + wait);
    if (before.interactiveKnown && after.interactiveKnown) {
        const double window = std::max(0.0, after.interactiveSeconds - before.interactiveSeconds);
        m.interactiveShare = window / wall;
        m.interactiveRatio = run > 0.0 ? window / run : 0.0;
    }
    return m;
}

QString busyNote(const MachineLoad &load)
{
    if (!load.known)
        return {};
    const QLocale locale;
    QStringList notes;
    if (load.waitShare >= kBusyWaitShare) {
        const QString pct = locale.toString(100.0 * load.waitShare, 'f', 0);
        notes << (load.loadAverage >= 0.0
                      ? TrLoad::tr("busy machine: the measuring threads waited %1 % of their time for a free core "
                                   "(load average %2), so this time is too long — small sizes suffer most")
                            .arg(pct, locale.toString(load.loadAverage, 'f', 1))
                      : TrLoad::tr("busy machine: the measuring threads waited %1 % of their time for a free core, "
                                   "so this time is too long — small sizes suffer most")
                            .arg(pct));
    }
    if (load.interactiveShare >= kBusyInteractiveShare && load.interactiveRatio >= kBusyInteractiveRatio)
        notes << TrLoad::tr("measured while GPU Lab's own window was busy (it used %1 % of a core), which took "
                            "time from the measurement")
                     .arg(locale.toString(100.0 * load.interactiveShare, 'f', 0));
    return notes.join(QStringLiteral("; "));
}

} // namespace gpulab::core
