#pragma once

// Small helpers shared by the test executables: running the gpulab binary
// as a user would, and telling a rendered panel from a blank one.

#include <QByteArray>
#include <QImage>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QStringList>

namespace gpulab::testing {

struct CliRun {
    int code = -1; // -1 when the process crashed or timed out
    QByteArray out;
    QByteArray err;
};

// Runs build/bin/gpulab (GPULAB_BINARY, set by tests/CMakeLists.txt) on the
// offscreen platform; `extraEnv` entries are "NAME=value".
inline CliRun runGpulab(const QStringList &args, int timeoutMs = 120000, const QStringList &extraEnv = {})
{
    QProcess p;
    p.setProgram(QStringLiteral(GPULAB_BINARY));
    p.setArguments(args);
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    for (const QString &kv : extraEnv)
        env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(env);
    p.start();
    if (!p.waitForFinished(timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// Empty when `run` is a usage error as the command line promises one: exit
// status 2 and exactly one stderr line "gpulab: …" that mentions `mentions`.
// Otherwise, what is wrong with it.
inline QString usageErrorProblem(const CliRun &run, const QString &mentions)
{
    const QString err = QString::fromUtf8(run.err).trimmed();
    if (run.code != 2)
        return QStringLiteral("exit status %1, not 2 (stderr: %2)").arg(run.code).arg(err);
    if (err.contains(QLatin1Char('\n')) || !err.startsWith(QStringLiteral("gpulab: ")))
        return QStringLiteral("not one \"gpulab: \" line: %1").arg(err);
    if (!err.contains(mentions))
        return QStringLiteral("\"%1\" does not mention \"%2\"").arg(err, mentions);
    return {};
}

// The colours found on a grid of every `step`-th pixel.
inline QSet<QRgb> sampledColours(const QImage &img, int step = 5)
{
    QSet<QRgb> colours;
    for (int y = 0; y < img.height(); y += step)
        for (int x = 0; x < img.width(); x += step)
            colours.insert(img.pixel(x, y));
    return colours;
}

// A blank or single-colour grab has a handful; a drawn panel has dozens.
inline int distinctColours(const QImage &img, int step = 5)
{
    return int(sampledColours(img, step).size());
}

} // namespace gpulab::testing
