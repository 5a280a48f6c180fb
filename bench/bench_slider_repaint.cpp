// How long from moving a panel's main control to the repainted picture?
// Every registered lab panel is shown (offscreen unless a display is given)
// at 1600×1000; its main control -- the first visible, enabled QSlider, or
// else the first spin box -- is moved by key presses through QTest, as a
// learner would, alternating up and down. Each move is timed from the key
// press until the events it caused have been handled and the panel has been
// painted, and no further paint follows (charts repaint a pass later).
//
//   bench_slider_repaint [moves=60] [lab id: that lab only]
//
// Prints per panel the control used and the median / p99 / max time.
// The target: under 50 ms (a frame or three), at the worst under 100 ms.

#include "core/computeengine.h"
#include "labs/labregistry.h"

#include <QAbstractSpinBox>
#include <QApplication>
#include <QElapsedTimer>
#include <QSlider>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

namespace {

// Counts paint events anywhere under the watched panel.
class PaintCounter : public QObject {
public:
    explicit PaintCounter(QWidget *root) : m_root(root) {}
    int paints = 0;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint) {
            auto *w = qobject_cast<QWidget *>(watched);
            if (w && (w == m_root || m_root->isAncestorOf(w)))
                ++paints;
        }
        return false;
    }

private:
    QWidget *m_root;
};

double percentile(std::vector<double> v, double q)
{
    if (v.empty())
        return 0.0;
    std::sort(v.begin(), v.end());
    const auto i = std::min(v.size() - 1, static_cast<std::size_t>(std::lround(q * double(v.size() - 1))));
    return v[i];
}

QWidget *mainControl(QWidget *panel)
{
    for (QSlider *s : panel->findChildren<QSlider *>())
        if (s->isVisible() && s->isEnabled())
            return s;
    for (QAbstractSpinBox *s : panel->findChildren<QAbstractSpinBox *>())
        if (s->isVisible() && s->isEnabled())
            return s;
    return nullptr;
}

// Handles everything the move caused; true when the panel was painted.
bool settle(PaintCounter &counter)
{
    const int before = counter.paints;
    QElapsedTimer guard;
    guard.start();
    int seen = counter.paints;
    // Until a pass paints nothing more after the first paint (or 2 s pass).
    while (guard.elapsed() < 2000) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        if (counter.paints == seen && seen > before)
            break;
        seen = counter.paints;
    }
    return counter.paints > before;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const int moves = argc > 1 ? std::atoi(argv[1]) : 60;
    if (moves <= 0) {
        std::fprintf(stderr, "usage: bench_slider_repaint [moves>0] [lab id]\n");
        return 2;
    }
    gpulab::core::ComputeEngine engine;
    std::printf("control move → repainted panel, %d moves per panel after 5 warm-up moves (median / p99 / max)\n",
                moves);
    double worst = 0;
    const QString only = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    for (const auto &lab : gpulab::labs::labRegistry()) {
        if (!only.isEmpty() && lab.id != only)
            continue;
        QWidget *panel = lab.create(gpulab::labs::LabContext{&engine}, nullptr);
        panel->resize(1600, 1000);
        panel->show();
        (void)QTest::qWaitForWindowExposed(panel);
        QTest::qWait(50);
        QWidget *control = mainControl(panel);
        if (!control) {
            std::printf("  %-12s no slider or spin box\n", qPrintable(lab.id));
            delete panel;
            continue;
        }
        PaintCounter counter(panel);
        app.installEventFilter(&counter);
        const bool slider = qobject_cast<QSlider *>(control) != nullptr;
        const Qt::Key up = slider ? Qt::Key_PageUp : Qt::Key_Up;
        const Qt::Key down = slider ? Qt::Key_PageDown : Qt::Key_Down;
        std::vector<double> ms;
        int unpainted = 0;
        QElapsedTimer clock;
        for (int i = 0; i < moves + 5; ++i) {
            // Three steps up, three down: the value really changes on every press.
            const Qt::Key key = (i / 3) % 2 == 0 ? up : down;
            clock.start();
            QTest::keyClick(control, key);
            const bool painted = settle(counter);
            const double t = double(clock.nsecsElapsed()) / 1e6;
            if (i < 5)
                continue;
            if (!painted)
                ++unpainted;
            ms.push_back(t);
        }
        app.removeEventFilter(&counter);
        const double mx = *std::max_element(ms.begin(), ms.end());
        worst = std::max(worst, mx);
        std::printf(
            "  %-12s %-34s median %7.2f ms  p99 %7.2f ms  max %7.2f ms%s\n", qPrintable(lab.id),
            qPrintable(QStringLiteral("%1 \"%2\"")
                           .arg(QString::fromLatin1(control->metaObject()->className()), control->objectName())),
            percentile(ms, 0.5), percentile(ms, 0.99), mx,
            unpainted ? qPrintable(QStringLiteral("  (%1 moves painted nothing)").arg(unpainted)) : "");
        delete panel;
    }
    std::printf("worst %.1f ms: %s (target < 100 ms)\n", worst, worst < 100.0 ? "PASS" : "OVER");
    return 0;
}
