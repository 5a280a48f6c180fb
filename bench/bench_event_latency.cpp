// Is the GUI thread free while a big matmul runs? The throughput panel is
// shown (offscreen unless a display is given), its race plays, and its n
// slider is nudged every tick as if a learner were dragging it, while the
// panel's sweep multiplies 4096×4096 on the engine's worker thread.
//
//   bench_event_latency [n=4096] [drag=1]
//
// drag=0 leaves the slider alone, to tell the cost of our own redraws from
// the cost of sharing the cores with the multiply.
//
// Two figures, each as median / p99 / max, first idle and then under load:
//   - the lateness of a 10 ms QTimer (how late each tick fired), and
//   - the round trip of an event posted to the GUI thread's queue.
// The target: under 50 ms at the worst.

#include "core/computeengine.h"
#include "labs/throughput/logslider.h"
#include "labs/throughput/raceview.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"

#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTimer>

#include <algorithm>
#include <cstdio>
#include <cstdlib>
#include <functional>
#include <vector>

namespace {
constexpr int kTickMs = 10;

struct Samples {
    std::vector<double> timerLateMs;
    std::vector<double> postedMs;
};

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const auto i = std::min(v.size() - 1, static_cast<std::size_t>(q * double(v.size() - 1) + 0.5));
    return v[i];
}

void print(const char *what, const std::vector<double> &v)
{
    std::printf("  %-28s %6zu samples  median %7.3f ms  p99 %7.3f ms  max %7.3f ms\n", what, v.size(),
                percentile(v, 0.5), percentile(v, 0.99), v.empty() ? 0.0 : *std::max_element(v.begin(), v.end()));
}

// Ticks every 10 ms until `done` says stop; nudges the slider on each tick.
void measure(QSlider *slider, bool drag, Samples &s, const std::function<bool()> &done)
{
    QEventLoop loop;
    QTimer timer;
    timer.setTimerType(Qt::PreciseTimer);
    timer.setInterval(kTickMs);
    QElapsedTimer clock;
    clock.start();
    qint64 last = clock.nsecsElapsed();
    int direction = 1;
    QObject::connect(&timer, &QTimer::timeout, &loop, [&] {
        const qint64 now = clock.nsecsElapsed();
        s.timerLateMs.push_back(std::max(0.0, double(now - last) / 1e6 - kTickMs));
        last = now;
        const qint64 posted = clock.nsecsElapsed();
        QMetaObject::invokeMethod(
            &loop, [&s, &clock, posted] { s.postedMs.push_back(double(clock.nsecsElapsed() - posted) / 1e6); },
            Qt::QueuedConnection);
        // A learner dragging the n slider: model, readouts and picture update.
        if (drag) {
            if (slider->value() >= slider->maximum() - 5 || slider->value() <= 5)
                direction = -direction;
            slider->setValue(slider->value() + direction * 5);
        }
        if (done())
            loop.quit();
    });
    timer.start();
    loop.exec();
}
} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int n = argc > 1 ? std::atoi(argv[1]) : 4096;
    const bool drag = argc > 2 ? std::atoi(argv[2]) != 0 : true;
    if (n <= 0) {
        std::fprintf(stderr, "usage: bench_event_latency [n>0] [drag=0|1]\n");
        return 2;
    }

    gpulab::core::ComputeEngine engine;
    gpulab::labs::ThroughputPanel panel({&engine});
    panel.resize(1400, 900);
    panel.show();
    panel.race()->play();
    QSlider *slider = panel.race()->sizeSlider()->slider();

    Samples idle;
    QElapsedTimer idleClock;
    idleClock.start();
    measure(slider, drag, idle, [&] { return idleClock.elapsed() > 2000; });

    gpulab::labs::SweepView *sweep = panel.sweep();
    for (const char *id : {"naive", "cuda", "cuda-naive"})
        sweep->setBackendEnabled(QString::fromLatin1(id), false);
    sweep->setSizesText(QString::number(n));
    const QString error = sweep->start();
    if (!error.isEmpty()) {
        std::fprintf(stderr, "cannot start: %s\n", qPrintable(error));
        return 1;
    }
    Samples busy;
    QElapsedTimer busyClock;
    busyClock.start();
    measure(slider, drag, busy, [&] { return !sweep->isRunning(); });
    const double wall = double(busyClock.elapsed()) / 1000.0;

    const auto &data = sweep->data();
    if (data.pointCount() != 1) {
        std::fprintf(stderr, "the sweep did not finish: %s\n", qPrintable(data.error));
        return 1;
    }
    const auto &p = data.series.first().points.first();
    std::printf("GUI event-loop latency, throughput panel shown, race playing, n slider %s (10 ms ticks)\n",
                drag ? "moved every tick" : "left alone");
    std::printf("idle (2 s):\n");
    print("10 ms timer lateness", idle.timerLateMs);
    print("posted event round trip", idle.postedMs);
    std::printf(
        "while oneDNN multiplies n = %d (1 warm-up + %d timed, median %.3f s, %.1f GFLOP/s, %s; %.1f s in all):\n", n,
        int(p.seconds.size()), p.medianSeconds, p.gflops, qPrintable(gpulab::core::verdictName(p.verdict)), wall);
    print("10 ms timer lateness", busy.timerLateMs);
    print("posted event round trip", busy.postedMs);
    const double worst = std::max(*std::max_element(busy.timerLateMs.begin(), busy.timerLateMs.end()),
                                  *std::max_element(busy.postedMs.begin(), busy.postedMs.end()));
    std::printf("worst under load %.1f ms: %s (target < 50 ms)\n", worst, worst < 50.0 ? "PASS" : "OVER");
    return 0;
}
