#pragma once

// Wall-clock marks of a benchmark job's runs, taken as this thread receives
// the engine's progress. How long one multiply takes in *this* run, on *this*
// machine, under whatever load it carries right now, is the yardstick for
// "cancel stops promptly": a bound in fixed milliseconds fails on a busy
// machine and says nothing on a fast one.

#include "core/benchmarktypes.h"
#include "core/computeengine.h"

#include <QElapsedTimer>
#include <QList>
#include <QObject>
#include <QString>

namespace gpulab::testing {

class RunClock {
public:
    // Marks the start of every run (warm-up or timed) at matrix size `n`.
    RunClock(core::ComputeEngine *engine, int n)
    {
        m_timer.start();
        m_connection =
            QObject::connect(engine, &core::ComputeEngine::progress, engine, [this, n](const core::JobProgress &p) {
                // Run r starts with its first report that is not "preparing".
                if (p.n != n || p.run != int(m_starts.size()) || p.phase == QStringLiteral("preparing"))
                    return;
                m_starts.append(m_timer.elapsed());
            });
    }
    ~RunClock() { QObject::disconnect(m_connection); }
    RunClock(const RunClock &) = delete;
    RunClock &operator=(const RunClock &) = delete;

    qsizetype runsStarted() const { return m_starts.size(); }
    // Milliseconds the first run took (the cold one, so the longest): known
    // once the second run has started, -1 before.
    qint64 firstRunMs() const { return m_starts.size() >= 2 ? m_starts[1] - m_starts[0] : -1; }

    // Empty when `what` (a cancel, a shutdown) took `ms` < 0.6 of the first
    // run; otherwise the complaint. Logs the figures either way. Ignoring a
    // cancel costs whole further runs, ignoring it inside a multiply ~0.75 of one.
    [[nodiscard]] QString promptnessProblem(const char *what, qint64 ms) const
    {
        const qint64 oneRun = firstRunMs();
        const qint64 bound = oneRun * 6 / 10;
        qInfo("%s took %lld ms; one multiply in this run took %lld ms; bound %lld ms", what, ms, oneRun, bound);
        if (ms < bound)
            return {};
        return QStringLiteral("%1 took %2 ms, more than 0.6 of one multiply (%3 ms)")
            .arg(QLatin1String(what))
            .arg(ms)
            .arg(oneRun);
    }

private:
    QElapsedTimer m_timer;
    QList<qint64> m_starts;
    QMetaObject::Connection m_connection;
};

} // namespace gpulab::testing
