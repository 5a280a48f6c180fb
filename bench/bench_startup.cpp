// Does GPU Lab start like a small app? Against a reference built from the
// same Qt: a Widgets + Charts window with one chart that grabs itself to a
// PNG and exits (this program itself, run with --reference). Each is started
// as a child, several times; the medians are printed with their ratios.
//
//   bench_startup [--repeats N] [--gpulab PATH] [--no-window]
//
// --no-window skips the window child, for a gpulab older than
// GPULAB_MEASURE_STARTUP (it would never quit).
//
// Three children, all offscreen (QT_QPA_PLATFORM=offscreen) in a temporary
// HOME:
//   reference      first frame (its first paint), wall time, peak RSS
//   gpulab GUI     GPULAB_MEASURE_STARTUP=1: first frame, the moment the device
//                  report landed (the worker's FMA-peak measurement and CUDA
//                  probe), wall time, peak RSS
//   screenshot     `gpulab screenshot --panel device`: wall time, peak RSS
//                  (it waits for the device report, so it shows real figures)
// Times are from fork() to the child's printed CLOCK_MONOTONIC stamp or to
// its exit; peak RSS is ru_maxrss from wait4(). Targets: the GUI's first
// frame and the screenshot's peak memory at most 2× the reference's (memory
// on a machine without an NVIDIA driver, where cuBLAS must not be loaded).

#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QDir>
#include <QFile>
#include <QLineSeries>
#include <QTemporaryDir>
#include <QTimer>
#include <QValueAxis>

#include <algorithm>
#include <cerrno>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <optional>
#include <string>
#include <vector>

#include <fcntl.h>
#include <sys/resource.h>
#include <sys/wait.h>
#include <unistd.h>

namespace {

long long nowNs()
{
    return std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch())
        .count();
}

void stamp(const char *what)
{
    std::printf("%s %lld\n", what, nowNs());
    std::fflush(stdout);
}

// The reference: what a minimal Qt Widgets + Charts program costs to show
// its first frame, grab it and write it out.
class ReferenceView : public QChartView {
public:
    explicit ReferenceView(QChart *chart) : QChartView(chart) {}

protected:
    void paintEvent(QPaintEvent *event) override
    {
        QChartView::paintEvent(event);
        if (m_painted)
            return;
        m_painted = true;
        stamp("first-frame");
    }

private:
    bool m_painted = false;
};

int runReference(int argc, char *argv[], const QString &out)
{
    QApplication app(argc, argv);
    auto *series = new QLineSeries;
    for (int i = 0; i <= 20; ++i)
        series->append(i, (i * i) % 17);
    auto *chart = new QChart;
    chart->addSeries(series);
    chart->setTitle(QStringLiteral("reference"));
    auto *x = new QValueAxis;
    auto *y = new QValueAxis;
    chart->addAxis(x, Qt::AlignBottom);
    chart->addAxis(y, Qt::AlignLeft);
    series->attachAxis(x);
    series->attachAxis(y);
    ReferenceView view(chart);
    view.resize(1600, 1000); // gpulab screenshot's default window
    view.show();
    QTimer::singleShot(0, &view, [&view, out] {
        const bool ok = view.grab().save(out, "PNG");
        QCoreApplication::exit(ok ? 0 : 1);
    });
    return QApplication::exec();
}

struct Run {
    double wallS = 0;
    double firstFrameS = -1;   // -1: the child printed none
    double deviceReportS = -1; // gpulab GUI only
    double peakMiB = 0;
    int status = 0;
};

std::optional<long long> field(const std::string &text, const std::string &key)
{
    const auto at = text.find(key + ' ');
    if (at == std::string::npos)
        return std::nullopt;
    return std::atoll(text.c_str() + at + key.size() + 1);
}

// fork/exec with stdout on a pipe; everything measured from just before fork().
// stderr goes to `errFile` (shown when a child fails).
Run runChild(const std::vector<std::string> &argv, const std::vector<std::string> &env, const std::string &errFile)
{
    int fds[2];
    if (pipe(fds) != 0) {
        std::perror("pipe");
        std::exit(1);
    }
    std::vector<char *> args;
    args.reserve(argv.size() + 1);
    for (const auto &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    const long long t0 = nowNs();
    const pid_t pid = fork();
    if (pid == 0) {
        dup2(fds[1], STDOUT_FILENO);
        const int err = open(errFile.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
        if (err >= 0)
            dup2(err, STDERR_FILENO);
        close(fds[0]);
        close(fds[1]);
        for (const auto &e : env)
            putenv(const_cast<char *>(e.c_str())); // the child's own copy, kept until exec
        execv(args[0], args.data());
        std::perror(args[0]);
        _exit(127);
    }
    close(fds[1]);
    std::string text;
    char buf[4096];
    for (;;) {
        const ssize_t got = read(fds[0], buf, sizeof buf);
        if (got > 0)
            text.append(buf, static_cast<std::size_t>(got));
        else if (got == 0 || errno != EINTR)
            break;
    }
    close(fds[0]);
    int status = 0;
    rusage usage{};
    while (wait4(pid, &status, 0, &usage) < 0 && errno == EINTR) {
    }
    Run r;
    r.wallS = double(nowNs() - t0) * 1e-9;
    r.peakMiB = double(usage.ru_maxrss) / 1024.0; // kB on Linux
    r.status = WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
    if (auto ns = field(text, "first-frame"))
        r.firstFrameS = double(*ns - t0) * 1e-9;
    if (auto ns = field(text, "device-report"))
        r.deviceReportS = double(*ns - t0) * 1e-9;
    return r;
}

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    const std::size_t n = v.size();
    return n == 0 ? 0.0 : n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

struct Medians {
    double wallS = 0, firstFrameS = -1, deviceReportS = -1, peakMiB = 0;
};

// One kind of child, its runs collected round by round.
struct Child {
    const char *name;
    std::vector<std::string> argv;
    std::vector<std::string> env;
    std::string errFile;
    std::vector<double> wall, first, report, peak;
};

// Runs every child once; false (with its stderr shown) when one failed.
bool runRound(std::vector<Child> &children, bool keep)
{
    for (Child &c : children) {
        const Run r = runChild(c.argv, c.env, c.errFile);
        if (r.status != 0) {
            std::fprintf(stderr, "bench_startup: %s exited with status %d; its stderr:\n", c.name, r.status);
            if (FILE *f = std::fopen(c.errFile.c_str(), "r")) {
                char line[512];
                while (std::fgets(line, sizeof line, f))
                    std::fputs(line, stderr);
                std::fclose(f);
            }
            return false;
        }
        if (!keep)
            continue;
        c.wall.push_back(r.wallS);
        c.peak.push_back(r.peakMiB);
        if (r.firstFrameS >= 0)
            c.first.push_back(r.firstFrameS);
        if (r.deviceReportS >= 0)
            c.report.push_back(r.deviceReportS);
    }
    return true;
}

Medians summarise(const Child &c)
{
    Medians m;
    m.wallS = median(c.wall);
    m.firstFrameS = c.first.empty() ? -1 : median(c.first);
    m.deviceReportS = c.report.empty() ? -1 : median(c.report);
    m.peakMiB = median(c.peak);
    std::printf("  %-34s wall %6.3f s", c.name, m.wallS);
    if (m.firstFrameS >= 0)
        std::printf("  first frame %6.3f s", m.firstFrameS);
    if (m.deviceReportS >= 0)
        std::printf("  device report %6.3f s", m.deviceReportS);
    std::printf("  peak RSS %6.1f MiB\n", m.peakMiB);
    return m;
}

void ratio(const char *what, double value, double reference, double target)
{
    const double r = value / reference;
    std::printf("  %-46s %5.2f×  (target ≤ %.0f×: %s)\n", what, r, target, r <= target ? "met" : "NOT met");
}

} // namespace

int main(int argc, char *argv[])
{
    if (argc == 3 && std::strcmp(argv[1], "--reference") == 0) {
        int qtArgc = 1;
        return runReference(qtArgc, argv, QString::fromLocal8Bit(argv[2]));
    }
    int repeats = 7;
    bool window = true;
    std::string self = "/proc/self/exe";
    char resolved[4096];
    const ssize_t len = readlink("/proc/self/exe", resolved, sizeof resolved - 1);
    if (len > 0)
        self.assign(resolved, static_cast<std::size_t>(len));
    std::string gpulab = self.substr(0, self.rfind('/') + 1) + "gpulab";
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--repeats") == 0 && i + 1 < argc) {
            repeats = std::max(1, std::atoi(argv[++i]));
        } else if (std::strcmp(argv[i], "--gpulab") == 0 && i + 1 < argc) {
            gpulab = argv[++i];
        } else if (std::strcmp(argv[i], "--no-window") == 0) {
            window = false;
        } else {
            std::fprintf(stderr, "usage: bench_startup [--repeats N] [--gpulab PATH] [--no-window]\n");
            return 2;
        }
    }

    // The children get a home of their own (settings, logs, caches) and no display.
    QTemporaryDir home;
    if (!home.isValid()) {
        std::fprintf(stderr, "bench_startup: no temporary folder\n");
        return 1;
    }
    const std::string h = home.path().toStdString();
    QDir().mkpath(home.filePath(QStringLiteral("runtime")));
    QFile::setPermissions(home.filePath(QStringLiteral("runtime")),
                          QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    const std::vector<std::string> env{"HOME=" + h,
                                       "XDG_CONFIG_HOME=" + h + "/.config",
                                       "XDG_CACHE_HOME=" + h + "/.cache",
                                       "XDG_DATA_HOME=" + h + "/.local/share",
                                       "XDG_STATE_HOME=" + h + "/.local/state",
                                       "XDG_RUNTIME_DIR=" + h + "/runtime",
                                       "QT_QPA_PLATFORM=offscreen"};
    std::vector<std::string> guiEnv = env;
    guiEnv.push_back("GPULAB_MEASURE_STARTUP=1");

    const char *module = std::getenv("GPULAB_CUDA_MODULE");
    std::printf("bench_startup: %d rounds after one warm-up round, medians; GPULAB_CUDA_MODULE=%s\n", repeats,
                module ? module : "(unset: the module the program finds)");
    // Round by round (reference, window, screenshot, again), so that a load
    // change on the machine falls on all three alike.
    std::vector<Child> children;
    children.push_back({"reference (Widgets + Charts, grab)",
                        {self, "--reference", h + "/ref.png"},
                        env,
                        h + "/reference.err",
                        {},
                        {},
                        {},
                        {}});
    if (window)
        children.push_back({"gpulab (window)", {gpulab}, guiEnv, h + "/window.err", {}, {}, {}, {}});
    children.push_back({"gpulab screenshot --panel device",
                        {gpulab, "screenshot", "--panel", "device", "--out", h + "/shots"},
                        env,
                        h + "/screenshot.err",
                        {},
                        {},
                        {},
                        {}});
    if (!runRound(children, false)) // warm-up: page cache, font cache
        return 1;
    for (int i = 0; i < repeats; ++i)
        if (!runRound(children, true))
            return 1;
    const Medians ref = summarise(children.front());
    const Medians gui = window ? summarise(children[1]) : Medians{};
    const Medians shot = summarise(children.back());
    if (ref.firstFrameS <= 0 || (window && gui.firstFrameS <= 0)) {
        std::fprintf(stderr, "bench_startup: a child printed no first-frame time\n");
        return 1;
    }
    std::printf("ratios against the reference:\n");
    if (window) {
        ratio("first frame, gpulab window", gui.firstFrameS, ref.firstFrameS, 2);
        ratio("peak RSS, gpulab window (device report landed)", gui.peakMiB, ref.peakMiB, 2);
    }
    ratio("peak RSS, gpulab screenshot --panel device", shot.peakMiB, ref.peakMiB, 2);
    std::printf("  %-46s %5.2f×  (wall time, real figures included)\n", "screenshot --panel device vs reference",
                shot.wallS / ref.wallS);
    return 0;
}
