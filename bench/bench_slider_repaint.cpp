// How long from moving a lab's control to the repainted picture?
// Every registered lab panel is shown (offscreen unless a display is given)
// at 1600×1000. Its main control -- the first visible, enabled QSlider, or
// else the first spin box -- or, with "every", each visible, enabled slider,
// spin box, combo box and check box in turn, is moved by key presses through
// QTest as a learner would: back and forth, so every press changes the value.
// Each move is timed from the key press until the events it caused have been
// handled and the panel has been painted, and no further paint follows
// (charts repaint a pass later).
//
//   bench_slider_repaint [moves=60] [lab id|all] [pause ms=0] [main|every] [toggle|walk]
//
// "toggle" (the default) presses back and forth between two values; "walk"
// keeps going one way until the value stops, then turns, and reports apart
// the moves that reached a value this run had not shown yet: what remembered
// measures (labeltextmeasure, the charts' kept items) cannot help with.
//
// With a pause, the window idles that long between moves (a key held down
// repeats 25–33 times a second: 30–40 ms), so a panel that draws at most one
// frame per 16 ms for a burst of steps (the race) is timed on its work, not
// on the frame it waits for when moves come faster than frames.
//
// Prints per control the median / p99 / max time, then the worst of them.
// GPULAB_BENCH_CONTROL=name times only the controls whose name contains it
// (for a profile of one).
// The target (#25), on an idle 2-core machine: every control's median at most
// 16 ms (one 60 Hz frame) and its p99 at most 33 ms.

#include "core/computeengine.h"
#include "labs/labregistry.h"

#include <QAbstractButton>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QElapsedTimer>
#include <QGraphicsScene>
#include <QGraphicsView>
#include <QPointer>
#include <QSlider>
#include <QTest>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <utility>
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
// `before`: the paints counted before the move (QTest's mouse clicks hand the
// events over themselves, so the paint may already be done when this starts).
bool settle(PaintCounter &counter, int before)
{
    QElapsedTimer guard;
    guard.start();
    int seen = counter.paints;
    // Until a pass paints nothing more after the first paint (2 s at most;
    // a move that changed nothing is given up after 300 ms).
    while (guard.elapsed() < 2000 && (seen > before || guard.elapsed() < 300)) {
        QCoreApplication::sendPostedEvents();
        QCoreApplication::processEvents();
        // What a running event loop deletes after each pass (a rebuilt chart's
        // old axes): processEvents() from main() leaves it, and it piles up.
        QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete);
        if (counter.paints == seen && seen > before)
            break;
        seen = counter.paints;
    }
    return counter.paints > before;
}

struct Timing {
    std::vector<double> ms;    // moves that repainted the panel
    std::vector<double> fresh; // of those, the moves to a value not shown before (walk)
    int unpainted = 0;         // moves after which nothing was painted (the value could not move)
};

// The control's value, where it has one a key can move.
QVariant valueOf(QWidget *control)
{
    if (auto *slider = qobject_cast<QSlider *>(control))
        return slider->value();
    if (auto *spin = qobject_cast<QAbstractSpinBox *>(control))
        return spin->text();
    if (auto *combo = qobject_cast<QComboBox *>(control))
        return combo->currentIndex();
    if (auto *box = qobject_cast<QAbstractButton *>(control))
        return box->isChecked();
    return {};
}

// Moves `control` by keys as a learner would: a slider a page, a spin box a
// step, a combo one choice, a check box clicked on its box; back and forth, so every
// press changes the value (a control at one end of its range starts the other way).
Timing timeControl(QApplication &app, QWidget *panel, QWidget *control, int moves, int pauseMs, bool walk)
{
    PaintCounter counter(panel);
    app.installEventFilter(&counter);
    // GPULAB_BENCH_MOVED=1: which widgets a few moves resized or moved (a
    // chart whose size follows a label's line count lays its axes out again).
    const bool showMoved = qEnvironmentVariableIsSet("GPULAB_BENCH_MOVED");
    const bool slider = qobject_cast<QSlider *>(control) != nullptr;
    const bool toggle = qobject_cast<QAbstractButton *>(control) != nullptr;
    Qt::Key up = slider ? Qt::Key_PageUp : Qt::Key_Up;
    Qt::Key down = slider ? Qt::Key_PageDown : Qt::Key_Down;
    if (qobject_cast<QComboBox *>(control))
        std::swap(up, down); // Down picks the next choice: from the first there is one
    if (toggle)
        up = down = Qt::Key_Space;
    // Which way has room: one press up; where it moved nothing, start down.
    {
        const QVariant before = valueOf(control);
        const int paints = counter.paints;
        if (toggle)
            QTest::mouseClick(control, Qt::LeftButton, {}, QPoint(8, control->height() / 2));
        else
            QTest::keyClick(control, up);
        settle(counter, paints);
        if (valueOf(control) == before)
            std::swap(up, down);
    }
    Timing t;
    QElapsedTimer clock;
    QList<QVariant> shown{valueOf(control)};
    bool forth = true;  // walk: the way it goes now
    bool stuck = false; // walk: the last press moved nothing
    for (int i = 0; i < moves + 5; ++i) {
        // Toggle: back, then forth, so the value changes on every press.
        const Qt::Key key = walk ? (forth ? down : up) : (i % 2 == 0 ? down : up);
        if (pauseMs > 0)
            QTest::qWait(pauseMs);
        const QVariant before = valueOf(control);
        std::vector<std::pair<QPointer<QWidget>, QRect>> placed;
        if (showMoved)
            for (QWidget *w : panel->findChildren<QWidget *>())
                if (w->isVisible())
                    placed.emplace_back(w, w->geometry());
        const int paints = counter.paints;
        clock.start();
        if (toggle)
            QTest::mouseClick(control, Qt::LeftButton, {}, QPoint(8, control->height() / 2)); // on its box
        else
            QTest::keyClick(control, key);
        const bool painted = settle(counter, paints);
        const double ms = double(clock.nsecsElapsed()) / 1e6;
        const QVariant after = valueOf(control);
        if (showMoved && (i == 5 || i == moves + 4))
            for (QGraphicsView *view : panel->findChildren<QGraphicsView *>())
                if (view->isVisible() && view->scene())
                    std::printf("    scene of %s: %lld items\n", qPrintable(view->objectName()),
                                static_cast<long long>(view->scene()->items().size()));
        if (showMoved && i >= 5 && i < 9)
            for (const auto &[w, was] : placed)
                if (w && w->geometry() != was)
                    std::printf("    moved: %s %s  %dx%d → %dx%d\n", w->metaObject()->className(),
                                qPrintable(w->objectName()), was.width(), was.height(), w->width(), w->height());
        const bool fresh = !shown.contains(after);
        if (fresh)
            shown << after;
        if (walk && after == before) {
            if (stuck)
                break; // a control that moves neither way
            stuck = true;
            forth = !forth; // at the end of the range: turn
            --i;            // and press again (this press moved nothing)
            continue;
        }
        stuck = false;
        // New values are counted from the third press on (the warm-up's
        // first presses load fonts and glyphs a learner's first touch would).
        if (painted && fresh && i >= 2)
            t.fresh.push_back(ms);
        if (i < 5)
            continue;
        if (painted) {
            t.ms.push_back(ms);
        } else {
            ++t.unpainted;
        }
    }
    app.removeEventFilter(&counter);
    return t;
}

QString nameOf(const QWidget *control)
{
    const QString name = !control->objectName().isEmpty() ? control->objectName() : control->accessibleName();
    return QStringLiteral("%1 \"%2\"").arg(QString::fromLatin1(control->metaObject()->className()), name.left(28));
}

// Every control a learner can move by keys, visible and enabled, in the panel's order.
QList<QWidget *> everyControl(QWidget *panel)
{
    QList<QWidget *> out;
    for (QWidget *w : panel->findChildren<QWidget *>()) {
        const bool control = qobject_cast<QSlider *>(w) || qobject_cast<QAbstractSpinBox *>(w) ||
                             qobject_cast<QComboBox *>(w) || qobject_cast<QCheckBox *>(w);
        if (control && w->isVisible() && w->isEnabled())
            out << w;
    }
    return out;
}

} // namespace

int main(int argc, char **argv)
{
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") && qEnvironmentVariableIsEmpty("DISPLAY") &&
        qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    const char *usage = "usage: bench_slider_repaint [moves>0] [lab id|all] [pause ms>=0] [main|every] [toggle|walk]\n";
    const int moves = argc > 1 ? std::atoi(argv[1]) : 60;
    QString only = argc > 2 ? QString::fromLocal8Bit(argv[2]) : QString();
    if (only == QStringLiteral("all"))
        only.clear();
    const int pauseMs = argc > 3 ? std::atoi(argv[3]) : 0;
    const QString which = argc > 4 ? QString::fromLocal8Bit(argv[4]) : QStringLiteral("main");
    const QString how = argc > 5 ? QString::fromLocal8Bit(argv[5]) : QStringLiteral("toggle");
    if (moves <= 0 || pauseMs < 0 || (which != QStringLiteral("main") && which != QStringLiteral("every")) ||
        (how != QStringLiteral("toggle") && how != QStringLiteral("walk"))) {
        std::fprintf(stderr, "%s", usage);
        return 2;
    }
    const bool every = which == QStringLiteral("every");
    const bool walk = how == QStringLiteral("walk");
    // For a profile of one control: only those whose name contains this.
    const QString onlyControl = qEnvironmentVariable("GPULAB_BENCH_CONTROL");
    gpulab::core::ComputeEngine engine;
    std::printf("control move → repainted panel, %d moves per control after 5 warm-up moves, %d ms apart, %s, %s "
                "(median / p99 / max)\n",
                moves, pauseMs, every ? "every control" : "each panel's main control",
                walk ? "walking the range (new values apart)" : "back and forth");
    double worst = 0, worstMedian = 0, worstP99 = 0, worstFresh = 0;
    QString worstMedianAt, worstP99At, worstFreshAt;
    for (const auto &lab : gpulab::labs::labRegistry()) {
        if (!only.isEmpty() && lab.id != only)
            continue;
        QWidget *panel = lab.create(gpulab::labs::LabContext{&engine}, nullptr);
        panel->resize(1600, 1000);
        panel->show();
        (void)QTest::qWaitForWindowExposed(panel);
        QTest::qWait(50);
        QList<QWidget *> controls;
        if (every)
            controls = everyControl(panel);
        else if (QWidget *control = mainControl(panel))
            controls << control;
        if (controls.isEmpty())
            std::printf("  %-12s no control to move\n", qPrintable(lab.id));
        for (QWidget *control : std::as_const(controls)) {
            if (!control->isVisible() || !control->isEnabled())
                continue; // an earlier control's moves hid or disabled it
            if (!onlyControl.isEmpty() && !nameOf(control).contains(onlyControl))
                continue;
            const Timing t = timeControl(app, panel, control, moves, pauseMs, walk);
            if (t.ms.empty()) {
                std::printf("  %-12s %-44s moved nothing on screen\n", qPrintable(lab.id), qPrintable(nameOf(control)));
                continue;
            }
            const double mx = *std::max_element(t.ms.begin(), t.ms.end());
            const double median = percentile(t.ms, 0.5), p99 = percentile(t.ms, 0.99);
            const QString at = QStringLiteral("%1 %2").arg(lab.id, nameOf(control));
            worst = std::max(worst, mx);
            if (median > worstMedian) {
                worstMedian = median;
                worstMedianAt = at;
            }
            if (p99 > worstP99) {
                worstP99 = p99;
                worstP99At = at;
            }
            std::printf("  %-12s %-44s median %7.2f ms  p99 %7.2f ms  max %7.2f ms%s\n", qPrintable(lab.id),
                        qPrintable(nameOf(control)), median, p99, mx,
                        t.unpainted ? qPrintable(QStringLiteral("  (%1 moves painted nothing)").arg(t.unpainted)) : "");
            if (walk && !t.fresh.empty()) {
                std::printf("  %-12s %-44s new values: %zu, median %7.2f ms  max %7.2f ms\n", "", "", t.fresh.size(),
                            percentile(t.fresh, 0.5), *std::max_element(t.fresh.begin(), t.fresh.end()));
                if (percentile(t.fresh, 0.5) > worstFresh) {
                    worstFresh = percentile(t.fresh, 0.5);
                    worstFreshAt = at;
                }
            }
        }
        delete panel;
    }
    std::printf("worst median %.1f ms (%s), worst p99 %.1f ms (%s), worst move %.1f ms\n", worstMedian,
                qPrintable(worstMedianAt), worstP99, qPrintable(worstP99At), worst);
    if (walk)
        std::printf("worst median of moves to new values %.1f ms (%s)\n", worstFresh, qPrintable(worstFreshAt));
    std::printf("target: median <= 16 ms, p99 <= 33 ms: %s\n",
                worstMedian <= 16.0 && worstP99 <= 33.0 ? "met" : "not met");
    return 0;
}
