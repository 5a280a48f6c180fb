// "Predict, then test" in every lab, driven by QTest events: the answer stays
// hidden while a guess is open, locking and the lab's reveal score it, the
// verdict says in words how close it came, skipping shows the answer unscored,
// and each lab keeps one score for the session.

#include "tests/common/suitesettings.h"
#include "tests/common/textfit.h"

#include "app/mainwindow.h"
#include "core/deviceprobe.h"
#include "core/predict/predict.h"
#include "core/throughput/racemodel.h"
#include "labs/cost/costpanel.h"
#include "labs/focusstyle.h"
#include "labs/predictbox.h"
#include "labs/style.h"
#include "labs/throughput/lessonbenchmarkview.h"
#include "labs/throughput/raceview.h"
#include "labs/timing/timingmodelview.h"
#include "labs/timing/timingpanel.h"
#include "labs/vram/vramchart.h"
#include "labs/vram/vrampanel.h"
#include "labs/wrapbutton.h"

#include <QAccessible>
#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>

using namespace gpulab;
using labs::PredictBox;

namespace {
void typeGuess(QDoubleSpinBox *spin, const QString &text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
}

QString accessibleName(QWidget *w)
{
    QAccessibleInterface *i = QAccessible::queryAccessibleInterface(w);
    return i ? i->text(QAccessible::Name) : QString();
}
} // namespace

class TestPredict : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void init() { core::predict::Scoreboard::session().reset(); }
    void idleHidesNothing();
    void raceCrossoverIsScoredWhenPlayed();
    void lockingMovesNothing();
    void raceFarGuessSaysHowFarOff();
    void playingWithoutLockingSkips();
    void vramWaitsForTheGuessThenScores();
    void vramSkipShowsTheAnswerUnscored();
    void costSweepGuess();
    void timingGuessOfTheUnsyncedTimer();
    void speedupWaitsForTheRun();
    void oneScorePerLab();
    void controlsAreNamed();
    void resetClosesTheGuess();
    void openBoxesFitAtTwiceTheText();
    void switchesLanguageLive();

private:
    QTemporaryDir m_settingsDir;
};

void TestPredict::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_predict"));
    (void)core::deviceReport(); // measured up front: a probe landing mid-check changes the device panel's words
    labs::style::installFocusStyle();
    labs::style::setTextScale(1.0);
}

void TestPredict::idleHidesNothing()
{
    labs::RaceView race;
    PredictBox *box = race.predictBox();
    QVERIFY(box);
    QCOMPARE(box->state(), PredictBox::State::Idle);
    auto *crossover = race.findChild<QLabel *>(QStringLiteral("crossover"));
    QVERIFY(!crossover->isHidden());
    QVERIFY(!box->startButton()->isHidden());
    QVERIFY(box->lockButton()->isHidden());
    QVERIFY(box->scoreLabel()->isHidden()); // nothing guessed yet
}

void TestPredict::lockingMovesNothing()
{
    // Locked, Skip and the lab's own buttons stay under the pointer (a
    // lecturer's second click landed on the wrong one when they moved).
    labs::RaceView race;
    race.resize(1200, 800);
    race.show();
    QVERIFY(QTest::qWaitForWindowExposed(&race));
    PredictBox *box = race.predictBox();
    QTest::mouseClick(box->startButton(), Qt::LeftButton);
    typeGuess(box->guessSpin(), QStringLiteral("500"));
    QCoreApplication::processEvents();
    auto *play = race.findChild<QPushButton *>(QStringLiteral("playButton"));
    QVERIFY(play);
    const QRect skip = box->skipButton()->geometry();
    const QPoint playAt = play->mapTo(&race, QPoint(0, 0));
    const int height = box->height();
    QTest::mouseClick(box->lockButton(), Qt::LeftButton);
    QCoreApplication::processEvents();
    QCOMPARE(box->state(), PredictBox::State::Locked);
    QVERIFY(!box->lockButton()->isHidden());
    QVERIFY(!box->lockButton()->isEnabled());
    QCOMPARE(box->skipButton()->geometry(), skip);
    QCOMPARE(box->height(), height);
    QCOMPARE(play->mapTo(&race, QPoint(0, 0)), playAt);
}

void TestPredict::raceCrossoverIsScoredWhenPlayed()
{
    labs::RaceView race;
    PredictBox *box = race.predictBox();
    auto *crossover = race.findChild<QLabel *>(QStringLiteral("crossover"));
    QTest::mouseClick(box->startButton(), Qt::LeftButton);
    QCOMPARE(box->state(), PredictBox::State::Asking);
    QVERIFY(crossover->isHidden());
    QVERIFY(!box->guessSpin()->isHidden());
    typeGuess(box->guessSpin(), QStringLiteral("500"));
    QCOMPARE(box->guess(), 500.0);
    QTest::mouseClick(box->lockButton(), Qt::LeftButton);
    QCOMPARE(box->state(), PredictBox::State::Locked);
    QVERIFY(!box->guessSpin()->isEnabled());
    QVERIFY(crossover->isHidden()); // still hidden until Play
    QVERIFY(box->verdictLabel()->text().contains(QStringLiteral("Now press Play")));

    QTest::mouseClick(race.findChild<QPushButton *>(QStringLiteral("playButton")), Qt::LeftButton);
    QCOMPARE(box->state(), PredictBox::State::Revealed);
    QVERIFY(!crossover->isHidden());
    // 500 against the defaults' n ≈ 544: within 1.5×.
    QCOMPARE(box->lastCloseness(), core::predict::Closeness::Close);
    QCOMPARE(box->verdictLabel()->text(), QStringLiteral("✔ Close: you guessed n ≈ 500, the answer is n ≈ 544."));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 1 of 1 close"));
    QVERIFY(!box->startButton()->isHidden());
    QCOMPARE(box->startButton()->text(), QStringLiteral("Predict again"));
}

void TestPredict::raceFarGuessSaysHowFarOff()
{
    labs::RaceView race;
    PredictBox *box = race.predictBox();
    box->start();
    typeGuess(box->guessSpin(), QStringLiteral("5000"));
    box->lock();
    race.play();
    const double truth = *core::predict::crossoverAnswer(race.model().settings());
    const QString factor = QLocale().toString(5000.0 / truth, 'f', 1);
    QCOMPARE(factor, QStringLiteral("9.2"));
    QCOMPARE(box->verdictLabel()->text(),
             QStringLiteral("✘ Off: you guessed n ≈ %1, the answer is n ≈ 544: 9.2× too high.")
                 .arg(QLocale().toString(5000)));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 0 of 1 close"));

    // A second guess, 2× too low, is near: the score counts it apart.
    box->start();
    typeGuess(box->guessSpin(), QStringLiteral("272"));
    box->lock();
    race.play();
    QCOMPARE(box->lastCloseness(), core::predict::Closeness::Near);
    QVERIFY(box->verdictLabel()->text().startsWith(QStringLiteral("≈ Near")));
    QVERIFY(box->verdictLabel()->text().endsWith(QStringLiteral("too low.")));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 0 of 2 close, 1 near"));
}

void TestPredict::playingWithoutLockingSkips()
{
    labs::RaceView race;
    PredictBox *box = race.predictBox();
    box->start();
    race.play(); // Play before the guess was locked: the lab is never blocked
    QCOMPARE(box->state(), PredictBox::State::Revealed);
    QVERIFY(box->verdictLabel()->text().startsWith(QStringLiteral("Skipped: the answer is n ≈ 544.")));
    QVERIFY(!race.findChild<QLabel *>(QStringLiteral("crossover"))->isHidden());
    QCOMPARE(core::predict::Scoreboard::session().score(QStringLiteral("throughput")).tries, 0);
}

void TestPredict::vramWaitsForTheGuessThenScores()
{
    labs::VramPanel panel(labs::LabContext{});
    auto *box = panel.findChild<PredictBox *>();
    QVERIFY(box);
    QCOMPARE(box->question(), core::predict::Question::Fits);
    auto *chart = panel.findChild<labs::VramChart *>();
    auto *total = panel.findChild<QLabel *>(QStringLiteral("total"));
    QVERIFY(!chart->isHidden());
    QTest::mouseClick(box->startButton(), Qt::LeftButton);
    QVERIFY(chart->isHidden());
    QVERIFY(total->isHidden());
    // Guess "yes, it fits" with the keyboard; the lesson's 7B fp16 Adam plan is 99.5 GB.
    QComboBox *choice = box->yesNoBox();
    choice->setFocus();
    QTest::keyClick(choice, Qt::Key_Home);
    QCOMPARE(box->guess(), 1.0);
    QTest::mouseClick(box->lockButton(), Qt::LeftButton);
    QCOMPARE(box->state(), PredictBox::State::Revealed); // the planner reveals on locking
    QVERIFY(!chart->isHidden());
    QVERIFY(!total->isHidden());
    QCOMPARE(box->verdictLabel()->text(), QStringLiteral("✘ Not this time: it does not fit on a 24 GB card."));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 0 of 1 close"));

    QTest::mouseClick(box->startButton(), Qt::LeftButton); // "Predict again"
    QVERIFY(chart->isHidden());
    choice->setFocus();
    QTest::keyClick(choice, Qt::Key_End);
    QCOMPARE(box->guess(), 0.0);
    QTest::mouseClick(box->lockButton(), Qt::LeftButton);
    QCOMPARE(box->verdictLabel()->text(), QStringLiteral("✔ Right: it does not fit on a 24 GB card."));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 1 of 2 close"));
}

void TestPredict::vramSkipShowsTheAnswerUnscored()
{
    labs::VramPanel panel(labs::LabContext{});
    auto *box = panel.findChild<PredictBox *>();
    auto *chart = panel.findChild<labs::VramChart *>();
    box->start();
    QVERIFY(chart->isHidden());
    QVERIFY(!box->skipButton()->isHidden());
    QTest::mouseClick(box->skipButton(), Qt::LeftButton);
    QCOMPARE(box->state(), PredictBox::State::Revealed);
    QVERIFY(!chart->isHidden());
    QCOMPARE(box->verdictLabel()->text(), QStringLiteral("Skipped: it does not fit on a 24 GB card. Nothing scored."));
    QVERIFY(box->scoreLabel()->isHidden());
    QCOMPARE(core::predict::Scoreboard::session().score(QStringLiteral("vram")).tries, 0);
}

void TestPredict::costSweepGuess()
{
    labs::CostPanel panel(labs::LabContext{});
    auto *box = panel.findChild<PredictBox *>();
    QVERIFY(box);
    QCOMPARE(box->question(), core::predict::Question::SweepCost);
    auto *summary = panel.findChild<QLabel *>(QStringLiteral("sweepSummary"));
    QVERIFY(!summary->isHidden());
    QTest::mouseClick(box->startButton(), Qt::LeftButton);
    QVERIFY(summary->isHidden());
    typeGuess(box->guessSpin(), QStringLiteral("1"));
    QCOMPARE(box->guess(), 1.0);
    QTest::mouseClick(box->lockButton(), Qt::LeftButton);
    QVERIFY(!summary->isHidden());
    QCOMPARE(box->lastCloseness(), core::predict::Closeness::Off);
    QVERIFY2(box->verdictLabel()->text().startsWith(QStringLiteral("✘ Off: you guessed $1.00, the answer is $")),
             qPrintable(box->verdictLabel()->text()));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 0 of 1 close"));
}

void TestPredict::timingGuessOfTheUnsyncedTimer()
{
    labs::TimingPanel panel(labs::LabContext{});
    auto *box = panel.findChild<PredictBox *>();
    QVERIFY(box);
    auto *view = panel.findChild<labs::TimingModelView *>();
    QTest::mouseClick(box->startButton(), Qt::LeftButton);
    QVERIFY(view->isHidden());
    typeGuess(box->guessSpin(), QStringLiteral("6")); // in milliseconds
    QCOMPARE(box->guess(), 0.006);
    QTest::keyClick(box->guessSpin(), Qt::Key_Return); // Enter locks, as the button does
    QVERIFY(!view->isHidden());
    // The timer without the barrier reads the 5 ms launch only: 6 ms is within 1.5×.
    QCOMPARE(box->lastCloseness(), core::predict::Closeness::Close);
    QVERIFY2(box->verdictLabel()->text().startsWith(QStringLiteral("✔ Close: you guessed 6")),
             qPrintable(box->verdictLabel()->text()));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("Score in this lab: 1 of 1 close"));
}

void TestPredict::speedupWaitsForTheRun()
{
    labs::LessonBenchmarkView view(nullptr);
    PredictBox *box = view.predictBox();
    auto *speedup = view.findChild<QLabel *>(QStringLiteral("speedup"));
    box->start();
    typeGuess(box->guessSpin(), QStringLiteral("25"));
    box->lock();
    QCOMPARE(box->state(), PredictBox::State::Locked); // the benchmark has to run first
    QVERIFY(speedup->isHidden());
    QVERIFY(box->verdictLabel()->text().contains(QStringLiteral("run the benchmark")));
    Q_EMIT view.finished(); // a run that gave no ratio: nothing to score against
    QCOMPARE(box->state(), PredictBox::State::Revealed);
    QVERIFY(!speedup->isHidden());
    QCOMPARE(box->verdictLabel()->text(),
             QStringLiteral("The lab gave no answer to compare with this time. Not scored."));
    QCOMPARE(core::predict::Scoreboard::session().score(QStringLiteral("throughput")).tries, 0);
}

void TestPredict::oneScorePerLab()
{
    labs::RaceView race;
    labs::VramPanel vram(labs::LabContext{});
    PredictBox *r = race.predictBox();
    r->start();
    r->setGuess(544);
    r->lock();
    race.play();
    auto *v = vram.findChild<PredictBox *>();
    v->start();
    v->setGuess(1.0);
    v->lock();
    QCOMPARE(r->scoreLabel()->text(), QStringLiteral("Score in this lab: 1 of 1 close"));
    QCOMPARE(v->scoreLabel()->text(), QStringLiteral("Score in this lab: 0 of 1 close"));
    QCOMPARE(core::predict::Scoreboard::session().total().tries, 2);
}

void TestPredict::controlsAreNamed()
{
    labs::VramPanel vram(labs::LabContext{});
    labs::RaceView race;
    for (PredictBox *box : {vram.findChild<PredictBox *>(), race.predictBox()}) {
        box->start();
        QWidget *input = box->guessSpin() ? static_cast<QWidget *>(box->guessSpin()) : box->yesNoBox();
        QVERIFY(!accessibleName(input).isEmpty());
        QVERIFY(!accessibleName(box->lockButton()).isEmpty());
        QVERIFY(!accessibleName(box->skipButton()).isEmpty());
        QVERIFY(!box->title().isEmpty());
    }
}

// Alt+R puts an open guess back to "Predict first", with the lab shown again.
void TestPredict::resetClosesTheGuess()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QVERIFY(w.showLab(QStringLiteral("vram")));
    auto *box = w.panel(QStringLiteral("vram"))->findChild<PredictBox *>();
    auto *chart = w.panel(QStringLiteral("vram"))->findChild<labs::VramChart *>();
    QVERIFY(box && chart);
    QTest::mouseClick(box->startButton(), Qt::LeftButton);
    QCOMPARE(box->state(), PredictBox::State::Asking);
    QVERIFY(chart->isHidden());
    QTest::keyClick(&w, Qt::Key_R, Qt::AltModifier);
    QCOMPARE(box->state(), PredictBox::State::Idle);
    QVERIFY(!chart->isHidden());
    QVERIFY(!box->startButton()->isHidden());
}

void TestPredict::openBoxesFitAtTwiceTheText()
{
    // An open guess and a long verdict wrap inside the panel at the smallest
    // window and the largest text: nothing clipped, nothing scrolls sideways.
    app::MainWindow w;
    w.setTextScale(2.0);
    w.resize(1024, 640);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    const QList<QPair<QString, QString>> labsToCheck = {
        {QStringLiteral("throughput"), QStringLiteral("race")},
        {QStringLiteral("throughput"), QStringLiteral("lesson-benchmark")},
        {QStringLiteral("vram"), QString()},
        {QStringLiteral("cost"), QString()},
        {QStringLiteral("timing"), QString()}};
    for (const auto &[lab, preset] : labsToCheck) {
        QVERIFY(w.showLab(lab));
        labs::LabPanel *panel = w.panel(lab);
        if (!preset.isEmpty())
            QVERIFY(panel->applyPreset(preset));
        int seen = 0;
        for (PredictBox *box : panel->findChildren<PredictBox *>()) {
            if (!box->isVisibleTo(panel))
                continue;
            ++seen;
            for (const bool reveal : {false, true}) {
                box->start();
                if (reveal) {
                    box->setGuess(1e5); // far off: the longest verdict
                    box->lock();
                    box->reveal();
                }
                for (int i = 0; i < 3; ++i)
                    QApplication::processEvents();
                const QString where = lab + QLatin1Char('/') + preset + (reveal ? u" revealed: "_qs : u" open: "_qs);
                // GPULAB_TEST_SHOTS=DIR: a picture of each state, to look at.
                if (const QString shots = qEnvironmentVariable("GPULAB_TEST_SHOTS"); !shots.isEmpty())
                    w.grab().save(
                        u"%1/predict-%2-%3-%4.png"_qs.arg(shots, lab, preset, reveal ? u"revealed"_qs : u"open"_qs));
                const QStringList problems = testing::textProblems(box);
                QVERIFY2(problems.isEmpty(), qPrintable(where + problems.join(u"; "_qs)));
                auto *scroller = qobject_cast<QScrollArea *>(panel->parentWidget()->parentWidget());
                QVERIFY(scroller);
                QVERIFY2(scroller->horizontalScrollBar()->maximum() == 0, qPrintable(where + u"scrolls sideways"_qs));
            }
        }
        QVERIFY2(seen > 0, qPrintable(lab));
    }
    w.setTextScale(1.0);
}

void TestPredict::switchesLanguageLive()
{
    // A stand-in translator (the .qm files live in the program, not in this
    // test): every text of the box gets a marker, so a live switch shows.
    struct Marked : QTranslator {
        [[nodiscard]] bool isEmpty() const override { return false; }
        [[nodiscard]] QString translate(const char *context, const char *source, const char *, int) const override
        {
            return QLatin1String(context) == QLatin1String("gpulab::labs::PredictBox")
                       ? QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»")
                       : QString();
        }
    };
    labs::VramPanel panel(labs::LabContext{});
    auto *box = panel.findChild<PredictBox *>();
    box->start();
    box->setGuess(1.0);
    box->lock();
    QCOMPARE(box->title(), QStringLiteral("Predict, then test"));
    Marked marked;
    QCoreApplication::installTranslator(&marked);
    QApplication::processEvents();
    QCOMPARE(box->title(), QStringLiteral("«Predict, then test»"));
    QCOMPARE(box->verdictLabel()->text(), QStringLiteral("«✘ Not this time: it does not fit on a 24 GB card.»"));
    QCOMPARE(box->scoreLabel()->text(), QStringLiteral("«Score in this lab: 0 of 1 close»"));
    QCOMPARE(box->startButton()->text(), QStringLiteral("«Predict again»"));
    QCoreApplication::removeTranslator(&marked);
    QApplication::processEvents();
    QCOMPARE(box->title(), QStringLiteral("Predict, then test"));
    QCOMPARE(box->verdictLabel()->text(), QStringLiteral("✘ Not this time: it does not fit on a 24 GB card."));
}

QTEST_MAIN(TestPredict)
#include "tst_predict.moc"
