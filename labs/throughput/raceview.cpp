#include "labs/throughput/raceview.h"

#include "core/throughput/numbertext.h"
#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/labpanel.h"
#include "labs/predictbox.h"
#include "labs/reflowgrid.h"
#include "labs/style.h"
#include "labs/throughput/helpoverlay.h"
#include "labs/throughput/logslider.h"
#include "labs/throughput/racewidget.h"
#include "labs/wraplabel.h"

#include <QCoreApplication>
#include <QEvent>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QTextDocument>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
using namespace core::throughput;

constexpr int kFrameMs = 16; // ≈60 frames per second

QLabel *readout(QWidget *parent)
{
    auto *l = new WrapLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    style::setRelativeFont(l, 1.15);
    return l;
}

QString ghz(double hz)
{
    return QCoreApplication::translate("RaceView", "%1 GHz").arg(QLocale().toString(hz / 1e9, 'f', 2));
}
} // namespace

RaceView::RaceView(QWidget *parent) : QWidget(parent)
{
    setFocusPolicy(Qt::StrongFocus);
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // The picture beside its settings where the width allows, above them where not.
    auto *row = new AdaptiveRow(this);
    outer->addWidget(row);
    QBoxLayout *root = row->columns();

    // Left: the time controls, the verdict, then the picture. Controls and
    // verdict come first so that they are on screen together whatever the
    // height (the picture grows into the rest).
    auto *left = new QVBoxLayout;
    auto *controls = new ReflowGrid(this); // one row of five, or rows of three in a narrow window
    m_playButton = new QPushButton(this);
    m_playButton->setObjectName(QStringLiteral("playButton"));
    m_stepButton = new QPushButton(this);
    m_stepButton->setObjectName(QStringLiteral("stepButton"));
    m_restartButton = new QPushButton(this);
    m_resetButton = new QPushButton(this);
    m_helpButton = new QPushButton(this);
    for (auto *b : {m_playButton, m_stepButton, m_restartButton, m_resetButton, m_helpButton}) {
        style::setRelativeFont(b, 1.2);
        b->setMinimumHeight(40);
        controls->addCell(b);
    }
    left->addWidget(controls);
    m_verdict = readout(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    LabPanel::markKeyFigure(m_verdict);
    m_verdict->setAlignment(Qt::AlignCenter);
    style::setRelativeFont(m_verdict, 1.6);
    left->addWidget(m_verdict);
    m_race = new RaceWidget(&m_model, this);
    left->addWidget(m_race, 1);
    root->addLayout(left, 3);

    // Right: sliders and readouts.
    auto *right = new QVBoxLayout;
    m_settingsBox = new QGroupBox(this);
    auto *box = m_settingsBox;
    auto *boxLayout = new QVBoxLayout(box);
    // The titles come in retranslate(); the numbers in the locale of the moment.
    const auto count = [](double v) { return QLocale().toString(int(v)); };
    // The ranges, scales and steps are the lab model's (core/throughput/throughputlabmodel.h).
    m_nSlider = new LogSlider(
        kNRange, [](double v) { return QStringLiteral("%1 × %1").arg(QLocale().toString(int(v))); }, box);
    m_coresSlider = new LogSlider(kCpuCoresRange, count, box);
    m_cpuClockSlider = new LogSlider(kCpuClockRange, ghz, box);
    m_lanesSlider = new LogSlider(kGpuLanesRange, count, box);
    m_gpuClockSlider = new LogSlider(kGpuClockRange, ghz, box);
    m_launchSlider = new LogSlider(
        kOverheadRange, [](double v) { return core::units::seconds(v); }, box);
    // What a screen reader hears: the clocks in GHz, the overhead in ms.
    m_cpuClockSlider->setSpokenScale(1e9, 0.1);
    m_gpuClockSlider->setSpokenScale(1e9, 0.01);
    m_launchSlider->setSpokenScale(1e-3, 0.001);
    m_launchSlider->setObjectName(QStringLiteral("overheadSlider"));
    m_nSlider->setObjectName(QStringLiteral("nSlider"));
    m_lanesSlider->setObjectName(QStringLiteral("lanesSlider"));
    m_coresSlider->setObjectName(QStringLiteral("coresSlider"));
    m_cpuClockSlider->setObjectName(QStringLiteral("cpuClockSlider"));
    m_gpuClockSlider->setObjectName(QStringLiteral("gpuClockSlider"));
    for (auto *s : {m_nSlider, m_coresSlider, m_cpuClockSlider, m_lanesSlider, m_gpuClockSlider, m_launchSlider}) {
        boxLayout->addWidget(s);
        connect(s, &LogSlider::valueChanged, this, &RaceView::onSliderChanged);
    }
    right->addWidget(box);

    m_readoutsBox = new QGroupBox(this);
    auto *readouts = m_readoutsBox;
    auto *rl = new QVBoxLayout(readouts);
    m_work = readout(readouts);
    m_cpuLine = readout(readouts);
    m_gpuLine = readout(readouts);
    m_width = readout(readouts);
    m_crossover = readout(readouts);
    m_crossover->setObjectName(QStringLiteral("crossover"));
    m_gpuLine->setObjectName(QStringLiteral("gpuLine"));
    for (auto *l : {m_work, m_cpuLine, m_gpuLine, m_width, m_crossover})
        rl->addWidget(l);
    m_assumption = new WrapLabel(readouts);
    m_assumption->setWordWrap(true);
    style::setTextTone(m_assumption, style::Tone::Neutral);
    rl->addWidget(m_assumption);
    right->addWidget(readouts);
    m_predict = new PredictBox(core::predict::Question::Crossover, QStringLiteral("throughput"), this);
    m_predict->setAnswer([this] { return core::predict::crossoverAnswer(m_model.settings()); });
    m_predict->coverUntilRevealed({m_crossover});
    right->addWidget(m_predict);
    right->addStretch(1); // spare height below the boxes, not spread between their lines
    root->addLayout(right, 2);

    m_help = new HelpOverlay({}, {}, this); // its words come in retranslate()

    // Each shortcut says what it does in its whatsThis (set in retranslate()):
    // the window's key list (F1) reads it.
    const auto shortcut = [this](const QKeySequence &key, void (RaceView::*slot)()) {
        auto *s = new QShortcut(key, this);
        s->setContext(Qt::WidgetWithChildrenShortcut);
        connect(s, &QShortcut::activated, this, slot);
        m_shortcuts << s;
    };
    shortcut(QKeySequence(Qt::Key_Space), &RaceView::togglePlay);
    shortcut(QKeySequence(Qt::Key_N), &RaceView::stepOnce);
    shortcut(QKeySequence(Qt::Key_Home), &RaceView::restart);
    shortcut(QKeySequence(Qt::Key_R), &RaceView::resetAll);
    shortcut(QKeySequence(Qt::Key_H), &RaceView::toggleHelp);

    keepControlKeys(this); // Space on Step ▸| steps; Home on a slider goes to its start
    connect(m_playButton, &QPushButton::clicked, this, &RaceView::togglePlay);
    connect(m_stepButton, &QPushButton::clicked, this, &RaceView::stepOnce);
    connect(m_restartButton, &QPushButton::clicked, this, &RaceView::restart);
    connect(m_resetButton, &QPushButton::clicked, this, &RaceView::resetAll);
    connect(m_helpButton, &QPushButton::clicked, this, &RaceView::toggleHelp);
    m_timer.setInterval(kFrameMs);
    connect(&m_timer, &QTimer::timeout, this, &RaceView::onTick);
    // Slider steps arrive faster than frames while a slider is dragged or a
    // key repeats; they update the model at once, the first of them redraws
    // at once too, and the ones after it within a frame redraw together when
    // the frame is over (a lone key press never waits for a timer).
    m_settle.setSingleShot(true);
    m_settle.setInterval(kFrameMs);
    connect(&m_settle, &QTimer::timeout, this, [this] {
        if (!m_settlePending)
            return;
        m_settlePending = false;
        settle();
        m_settle.start();
    });

    syncSliders();
    retranslate(); // ends with refresh()
}

void RaceView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange && m_gpuLine)
        restyle();
    QWidget::changeEvent(event);
}

void RaceView::retranslate()
{
    // The view itself takes focus for its keys: a screen reader names it, and lists the keys.
    setAccessibleName(tr("Simulated race: CPU cores against GPU lanes"));
    setAccessibleDescription(tr("Space plays or pauses, N steps, Home restarts, R resets, H lists the keys."));
    m_stepButton->setText(tr("Step ▸|"));
    m_stepButton->setToolTip(tr("Advance the race by a quarter of a second on screen (N)"));
    m_restartButton->setText(tr("Restart |◂"));
    m_restartButton->setToolTip(tr("Back to the start line, settings kept (Home)"));
    m_resetButton->setText(tr("Reset all ↺"));
    m_resetButton->setToolTip(tr("Default settings and back to the start (R)"));
    m_helpButton->setText(tr("Keys ?"));
    m_helpButton->setToolTip(tr("Show the keyboard shortcuts (H)"));
    m_settingsBox->setTitle(tr("Settings"));
    // The second words are the unit a screen reader speaks after the name.
    m_nSlider->setTitle(tr("Matrix size n"), tr("rows and columns"));
    m_coresSlider->setTitle(tr("CPU cores"));
    m_cpuClockSlider->setTitle(tr("CPU clock"), tr("in GHz"));
    m_lanesSlider->setTitle(tr("GPU lanes"));
    m_gpuClockSlider->setTitle(tr("GPU clock"), tr("in GHz"));
    m_launchSlider->setTitle(tr("GPU per-call overhead (launch, copies, framework)"), tr("in milliseconds"));
    m_launchSlider->setToolTip(
        tr("The lesson's 5 ms is a stand-in for everything one GPU call costs before its arithmetic: kernel "
           "launch, host-to-device copy, framework and first-use overhead. A bare kernel launch alone takes a few "
           "microseconds."));
    m_readoutsBox->setTitle(tr("Readouts (simulated)"));
    m_assumption->setText(tr("Teaching model: every output entry is its own dot product (2n FLOPs) done by one "
                             "core or lane at one multiply-add (2 FLOPs) per cycle; real CPU cores do 8–32 "
                             "per cycle with SIMD, so real gaps are smaller."));
    // The shortcuts in the order they were made; the last entry is the sliders' keys.
    const QList<HelpOverlay::Entry> keys{{tr("Space"), tr("play / pause the race")},
                                         {tr("N"), tr("one step (paused)")},
                                         {tr("Home"), tr("restart: back to the start line")},
                                         {tr("R"), tr("reset all settings")},
                                         {tr("H"), tr("show or hide this help")},
                                         {tr("Tab, arrows"), tr("move between sliders and nudge them")}};
    m_help->setContent(tr("Keyboard shortcuts"), keys);
    for (qsizetype i = 0; i < m_shortcuts.size(); ++i)
        m_shortcuts[i]->setWhatsThis(keys[i].second);
    refresh();
}

QWidget *RaceView::playButton() const
{
    return m_playButton;
}

void RaceView::play()
{
    if (m_model.isFinished())
        m_model.rewind(); // play after the finish line runs the race again
    m_clock.start();
    m_timer.start();
    refresh();
    m_predict->reveal(); // a locked guess of the crossover is scored as the race starts
}

void RaceView::pause()
{
    m_timer.stop();
    refresh();
}

void RaceView::togglePlay()
{
    isPlaying() ? pause() : play();
}

void RaceView::stepOnce()
{
    m_timer.stop();
    m_model.step(kStepWallSeconds);
    refresh();
    announce(this, progressSpoken());
}

// Where the race stands, for a screen reader: each side's share done, then the
// finish (the race's description) once both are in.
QString RaceView::progressSpoken() const
{
    using core::throughput::Side;
    if (m_model.isFinished() || (m_model.isDone(Side::Cpu) && m_model.isDone(Side::Gpu)))
        return tr("Finished. %1").arg(m_race->accessibleDescription());
    const QLocale locale;
    const auto side = [&](Side s) {
        return m_model.isDone(s) ? tr("done")
                                 : tr("%1 % done").arg(locale.toString(100.0 * m_model.fractionDone(s), 'f', 0));
    };
    return tr("Simulated %1 in: CPU %2, GPU %3.")
        .arg(core::units::seconds(m_model.simulatedElapsed()), side(Side::Cpu), side(Side::Gpu));
}

void RaceView::restart()
{
    m_model.rewind();
    if (isPlaying())
        m_clock.start();
    refresh();
}

void RaceView::resetAll()
{
    m_timer.stop();
    m_model.reset();
    syncSliders();
    m_settle.stop(); // redrawn right here
    m_settlePending = false;
    refresh();
    Q_EMIT settingsChanged(m_model.settings());
}

void RaceView::toggleHelp()
{
    m_help->toggle();
}

void RaceView::setSettings(const RaceSettings &s)
{
    m_model.setSettings(s);
    syncSliders();
    m_settle.stop(); // redrawn right here
    m_settlePending = false;
    refresh();
    Q_EMIT settingsChanged(m_model.settings());
}

void RaceView::keyPressEvent(QKeyEvent *event)
{
    // The same keys as the shortcuts, for when this view itself has focus.
    switch (event->key()) {
    case Qt::Key_Space: togglePlay(); return;
    case Qt::Key_N: stepOnce(); return;
    case Qt::Key_Home: restart(); return;
    case Qt::Key_R: resetAll(); return;
    case Qt::Key_H: toggleHelp(); return;
    default: QWidget::keyPressEvent(event);
    }
}

void RaceView::onTick()
{
    // Real elapsed time, so the race keeps its pace when frames are late.
    const double dt = double(m_clock.restart()) / 1000.0;
    m_model.step(dt);
    if (m_model.isFinished()) {
        m_timer.stop();
        refresh();                        // the play button changes
        announce(this, progressSpoken()); // once, at the finish line
        return;
    }
    // Only the picture moves; the readouts depend on the settings alone.
    m_race->update();
}

void RaceView::onSliderChanged()
{
    RaceSettings s = m_model.settings();
    s.n = int(m_nSlider->value());
    s.cpuCores = int(m_coresSlider->value());
    s.cpuClockHz = m_cpuClockSlider->value();
    s.gpuLanes = int(m_lanesSlider->value());
    s.gpuClockHz = m_gpuClockSlider->value();
    s.launchSeconds = m_launchSlider->value();
    m_model.setSettings(s);
    Q_EMIT settingsEdited(m_model.settings());
    if (m_settle.isActive()) {
        m_settlePending = true; // drawn when this frame is over
        return;
    }
    settle();
    m_settle.start();
}

void RaceView::settle()
{
    refresh();
    Q_EMIT settingsChanged(m_model.settings());
    announceSoon(this, [this] { return verdictSpoken(); });
}

QString RaceView::verdictSpoken() const
{
    QTextDocument doc; // the verdict's bold is markup
    doc.setHtml(m_verdict->text());
    return doc.toPlainText();
}

void RaceView::syncSliders()
{
    const RaceSettings &s = m_model.settings();
    m_nSlider->setValue(s.n);
    m_coresSlider->setValue(s.cpuCores);
    m_cpuClockSlider->setValue(s.cpuClockHz);
    m_lanesSlider->setValue(s.gpuLanes);
    m_gpuClockSlider->setValue(s.gpuClockHz);
    m_launchSlider->setValue(s.launchSeconds);
}

void RaceView::restyle()
{
    refresh();
}

void RaceView::refresh()
{
    using core::units::gflops;
    using core::units::seconds;
    // Every number and verdict is core's (raceFigures); here they are only worded.
    const RaceFigures f = raceFigures(m_model.settings());
    const QLocale locale;

    m_playButton->setText(isPlaying() ? tr("Pause ❚❚") : tr("Play ▶"));
    m_playButton->setToolTip(tr("Play or pause the race (Space)"));

    m_work->setText(tr("<b>Work:</b> 2n³ = %1 FLOPs in %2 independent dot products")
                        .arg(numbertext::scientific(f.flops), locale.toString(f.dotProducts)));
    m_cpuLine->setText(tr("<b style='color:%1'>CPU</b> %2 → <b>%3</b>")
                           .arg(style::css(style::Ink::CpuSeries), gflops(f.cpuGflops), seconds(f.cpuSeconds)));
    QString gpuText = tr("<b style='color:%1'>GPU</b> %2 → %3 per-call overhead + %4 compute = <b>%5</b>")
                          .arg(style::css(style::Ink::CudaSeries), gflops(f.gpuGflops), seconds(f.gpuOverheadSeconds),
                               seconds(f.gpuComputeSeconds), seconds(f.gpuSeconds));
    if (f.idleLanes())
        gpuText += tr("<br>only %1 of %2 lanes have an entry to compute; the rest sit idle")
                       .arg(locale.toString(f.gpuBusyLanes), locale.toString(f.gpuLanes));
    m_gpuLine->setText(gpuText);
    m_width->setText(
        tr("<b>Width:</b> %1 vs %2 lane-cycles/s — the GPU is %3× wider")
            .arg(numbertext::scientific(f.cpuLaneCyclesPerSecond), numbertext::scientific(f.gpuLaneCyclesPerSecond))
            .arg(locale.toString(f.widthRatio, 'g', 3)));
    // One of the lesson's two teaching GPUs: said where the other one's figures show (issue 24).
    m_width->setToolTip(
        tr("At the defaults this is the lesson's width count, 128×, which the chapter rounds to "
           "\"about 100×\". The timing lab and the benchmark's simulation use a second teaching "
           "GPU, described by what it delivers (%1 on one 5000×5000 multiply, plus %2 a call) "
           "rather than by its lanes.")
            .arg(gflops(core::throughput::kSimulatedGpuGflops), seconds(core::throughput::kSimulatedGpuLaunchSeconds)));
    if (f.gpuWins)
        m_verdict->setText(
            tr("<b>GPU %1× faster</b> at n = %2 (simulated)").arg(locale.toString(f.timesFaster, 'f', 1)).arg(f.n));
    else
        m_verdict->setText(
            tr("<b>CPU %1× faster</b> at n = %2 (simulated)").arg(locale.toString(f.timesFaster, 'f', 1)).arg(f.n));
    switch (f.crossover) {
    case CrossoverKind::Never:
        m_crossover->setText(tr("<b>Crossover:</b> none — these lanes add up to less than the CPU, so the GPU "
                                "never catches up"));
        break;
    case CrossoverKind::Everywhere:
        m_crossover->setText(tr("<b>Crossover:</b> n ≈ %1, below the smallest size: the GPU wins everywhere here")
                                 .arg(locale.toString(f.crossoverN, 'f', 1)));
        break;
    case CrossoverKind::At:
        m_crossover->setText(tr("<b>Crossover:</b> the GPU wins above n ≈ %1 (the per-call overhead hides the "
                                "width below it)")
                                 .arg(locale.toString(f.crossoverN, 'f', 0)));
        break;
    }
    m_race->describe();
    m_race->update();
}

} // namespace gpulab::labs
