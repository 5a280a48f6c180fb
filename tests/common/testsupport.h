#pragma once

// Small helpers shared by the test executables: running the gpulab binary
// as a user would, and telling a rendered panel from a blank one.

#include <QByteArray>
#include <QCryptographicHash>
#include <QDir>
#include <QDirIterator>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QMap>
#include <QProcess>
#include <QProcessEnvironment>
#include <QSet>
#include <QStringList>
#include <QTemporaryDir>
#include <QTest>

#include <fcntl.h>
#include <sys/resource.h>
#include <unistd.h>

namespace gpulab::testing {

struct CliRun {
    int code = -1; // -1 when the process crashed or timed out
    QByteArray out;
    QByteArray err;
};

// How the child runs. Its HOME and XDG_CONFIG_HOME, XDG_DATA_HOME and
// XDG_CACHE_HOME always point into a throw-away folder (or into `home`), so
// that no test reads or writes the real user's files.
struct CliEnv {
    QString home;                 // HOME for the child; empty: a fresh folder removed afterwards
    QStringList set;              // "NAME=value", applied last
    QStringList unset;            // names removed from the child's environment
    bool offscreen = true;        // QT_QPA_PLATFORM=offscreen
    rlim_t addressSpaceLimit = 0; // RLIMIT_AS of the child in bytes; 0 = inherited
    // Where the child's stdout goes: the pipe read back into CliRun::out, or a
    // place every write to fails. The child arranges it itself after fork(),
    // so a pipe whose reader is gone is gone before the first write.
    enum class Stdout { Pipe, DevFull, Closed, BrokenPipe, File };
    Stdout stdoutTo = Stdout::Pipe;
    QString stdoutFile;       // with Stdout::File
    rlim_t fileSizeLimit = 0; // RLIMIT_FSIZE of the child in bytes (`ulimit -f`); 0 = inherited
    int timeoutMs = 120000;
};

// The XDG folders a child with this HOME uses.
inline void setHome(QProcessEnvironment &env, const QString &home)
{
    env.insert(QStringLiteral("HOME"), home);
    env.insert(QStringLiteral("XDG_CONFIG_HOME"), home + QStringLiteral("/.config"));
    env.insert(QStringLiteral("XDG_DATA_HOME"), home + QStringLiteral("/.local/share"));
    env.insert(QStringLiteral("XDG_CACHE_HOME"), home + QStringLiteral("/.cache"));
}

// The environment of a child gpulab: this one's, with HOME and the XDG
// folders in `home` and, unless told otherwise, the offscreen platform.
inline QProcessEnvironment childEnvironment(const QString &home, bool offscreen = true)
{
    QProcessEnvironment env = QProcessEnvironment::systemEnvironment();
    setHome(env, home);
    if (offscreen)
        env.insert(QStringLiteral("QT_QPA_PLATFORM"), QStringLiteral("offscreen"));
    return env;
}

// Runs build/bin/gpulab (GPULAB_BINARY, set by tests/CMakeLists.txt).
inline CliRun runGpulab(const QStringList &args, const CliEnv &how)
{
    QTemporaryDir scratch;
    QProcess p;
    p.setProgram(QStringLiteral(GPULAB_BINARY));
    p.setArguments(args);
    QProcessEnvironment env = childEnvironment(how.home.isEmpty() ? scratch.path() : how.home, how.offscreen);
    for (const QString &name : how.unset)
        env.remove(name);
    for (const QString &kv : how.set)
        env.insert(kv.section(QLatin1Char('='), 0, 0), kv.section(QLatin1Char('='), 1));
    p.setProcessEnvironment(env);
    if (how.stdoutTo == CliEnv::Stdout::File)
        p.setStandardOutputFile(how.stdoutFile);
    if (how.addressSpaceLimit > 0 || how.fileSizeLimit > 0 || how.stdoutTo != CliEnv::Stdout::Pipe) {
        const rlim_t as = how.addressSpaceLimit;
        const rlim_t fsize = how.fileSizeLimit;
        const CliEnv::Stdout to = how.stdoutTo;
        // Only async-signal-safe calls: this runs in the child between fork() and exec().
        p.setChildProcessModifier([as, fsize, to] {
            if (as > 0) {
                const rlimit l{as, as};
                ::setrlimit(RLIMIT_AS, &l);
            }
            if (fsize > 0) {
                const rlimit l{fsize, fsize};
                ::setrlimit(RLIMIT_FSIZE, &l);
            }
            if (to == CliEnv::Stdout::DevFull) {
                const int fd = ::open("/dev/full", O_WRONLY); // NOLINT(cppcoreguidelines-pro-type-vararg)
                ::dup2(fd, STDOUT_FILENO);
                ::close(fd);
            } else if (to == CliEnv::Stdout::Closed) {
                ::close(STDOUT_FILENO);
            } else if (to == CliEnv::Stdout::BrokenPipe) {
                int fds[2];
                if (::pipe(fds) == 0) {
                    ::close(fds[0]); // the reader is gone before anything is written
                    ::dup2(fds[1], STDOUT_FILENO);
                    ::close(fds[1]);
                }
            }
        });
    }
    p.start();
    if (!p.waitForFinished(how.timeoutMs)) {
        p.kill();
        p.waitForFinished();
    }
    return {p.exitStatus() == QProcess::NormalExit ? p.exitCode() : -1, p.readAllStandardOutput(),
            p.readAllStandardError()};
}

// The common case: offscreen, a fresh HOME; `extraEnv` entries are "NAME=value".
inline CliRun runGpulab(const QStringList &args, int timeoutMs = 120000, const QStringList &extraEnv = {})
{
    CliEnv how;
    how.timeoutMs = timeoutMs;
    how.set = extraEnv;
    return runGpulab(args, how);
}

// The non-empty lines of a child's stdout or stderr.
inline QStringList lines(const QByteArray &bytes)
{
    return QString::fromUtf8(bytes).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
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

// Every file under `dir` (relative path → SHA-1 of its bytes), to show that a
// run changed none of them.
// Writes `bytes` to `path`, making its folder; a failure fails the calling
// test (not the program).
inline void writeFile(const QString &path, const QByteArray &bytes)
{
    QDir().mkpath(QFileInfo(path).absolutePath());
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(bytes) != bytes.size())
        QTest::qFail(qPrintable(QStringLiteral("cannot write %1").arg(path)), __FILE__, __LINE__);
}

inline QMap<QString, QByteArray> fileDigests(const QString &dir)
{
    QMap<QString, QByteArray> out;
    QDirIterator it(dir, QDir::Files | QDir::Hidden | QDir::System, QDirIterator::Subdirectories);
    while (it.hasNext()) {
        const QString path = it.next();
        QFile f(path);
        QByteArray digest = "(unreadable)";
        if (it.fileInfo().isFile() && f.open(QIODevice::ReadOnly))
            digest = QCryptographicHash::hash(f.readAll(), QCryptographicHash::Sha1).toHex();
        out.insert(QDir(dir).relativeFilePath(path), digest);
    }
    return out;
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
