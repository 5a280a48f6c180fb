#include "app/processguard.h"

#include "app/cli.h"

#include <QCoreApplication>
#include <QMetaObject>

#include <cerrno>
#include <csignal>
#include <cstdio>
#include <system_error>
#include <thread>

#include <fcntl.h>
#include <pthread.h>
#include <unistd.h>

namespace gpulab::app {
namespace {

// lupdate and the runtime agree on the context "Cli", the command line's.
struct TrProcessGuard {
    Q_DECLARE_TR_FUNCTIONS(Cli)
};

std::atomic<bool> g_interrupted{false};
std::atomic<OnInterrupt> g_onInterrupt{OnInterrupt::Exit};
std::atomic<int> g_signalsSeen{0};
bool g_stdoutWasClosed = false;
bool g_outputLossReported = false;

// The stream's descriptor was closed by whoever started us (`gpulab plan >&-`):
// /dev/null opened read-only takes its number, so every write to it fails
// (and is reported) and no file opened later is mistaken for it.
bool givePlaceholderIfClosed(int fd)
{
    if (::fcntl(fd, F_GETFD) != -1 || errno != EBADF)
        return false;
    const int got = ::open("/dev/null", O_RDONLY); // NOLINT(cppcoreguidelines-pro-type-vararg)
    if (got >= 0 && got != fd) {
        ::dup2(got, fd);
        ::close(got);
    }
    return true;
}

void onSignal()
{
    const int before = g_signalsSeen.fetch_add(1);
    const OnInterrupt what = g_onInterrupt.load();
    if (before == 0 && what == OnInterrupt::Cancel) {
        g_interrupted.store(true);
        return;
    }
    if (before == 0 && what == OnInterrupt::QuitApplication) {
        // postEvent underneath: safe from any thread.
        if (QCoreApplication *app = QCoreApplication::instance()) {
            QMetaObject::invokeMethod(app, &QCoreApplication::quit, Qt::QueuedConnection);
            return;
        }
    }
    printError(TrProcessGuard::tr("interrupted"));
    ::_exit(kExitFailed);
}

} // namespace

void guardProcess()
{
    for (int fd = 0; fd <= 2; ++fd) {
        const bool closed = givePlaceholderIfClosed(fd);
        if (fd == 1)
            g_stdoutWasClosed = closed;
    }
    std::signal(SIGPIPE, SIG_IGN);
    std::signal(SIGXFSZ, SIG_IGN);

    // A signal whoever started us ignores stays ignored: a shell script's
    // `gpulab bench &` is not stopped by the Ctrl+C meant for the script.
    sigset_t stop;
    sigemptyset(&stop);
    for (const int sig : {SIGINT, SIGTERM}) {
        struct sigaction was {};
        if (::sigaction(sig, nullptr, &was) == 0 && was.sa_handler != SIG_IGN)
            sigaddset(&stop, sig);
    }
    if (sigisemptyset(&stop) != 0)
        return;
    pthread_sigmask(SIG_BLOCK, &stop, nullptr);
    try {
        std::thread([stop] {
            for (;;) {
                int sig = 0;
                if (sigwait(&stop, &sig) == 0)
                    onSignal();
            }
        }).detach();
    } catch (const std::system_error &) {
        // No thread to take them: the signals keep their default effect.
        pthread_sigmask(SIG_UNBLOCK, &stop, nullptr);
    }
}

void setOnInterrupt(OnInterrupt what)
{
    g_onInterrupt.store(what);
}

const std::atomic<bool> &interruptRequested()
{
    return g_interrupted;
}

int finishOutput(int code)
{
    errno = 0;
    const bool flushed = std::fflush(stdout) == 0;
    int why = errno;
    if (flushed && std::ferror(stdout) == 0)
        return code;
    // The C library drops what it could not write and with it the reason; the
    // same write again tells it (no space, a closed pipe, the file-size limit).
    if (why == 0 && ::write(STDOUT_FILENO, "\n", 1) < 0)
        why = errno;
    if (g_outputLossReported) // said once, by the first caller (which still had its translations)
        return code == kExitOk ? kExitFailed : code;
    g_outputLossReported = true;
    printError(TrProcessGuard::tr("the output could not be written to standard output (%1)")
                   .arg(g_stdoutWasClosed ? TrProcessGuard::tr("it is closed")
                        : why != 0        ? qt_error_string(why)
                                          : TrProcessGuard::tr("a write failed")));
    return code == kExitOk ? kExitFailed : code;
}

} // namespace gpulab::app
