// The note beside every engine run button: while another view's job runs on
// the shared engine it names the lab and what it measures, and says that
// starting here stops it; idle, or with the view's own job, it is hidden.

#include "tests/common/livetext.h"

#include "core/computeengine.h"
#include "labs/engineactivitynote.h"
#include "labs/labregistry.h"
#include "labs/throughput/lessonbenchmarkview.h"
#include "labs/throughput/rooflineview.h"
#include "labs/throughput/sweepview.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/timing/timingmeasureview.h"
#include "labs/timing/timingpanel.h"

#include <QAccessible>
#include <QApplication>
#include <QPushButton>
#include <QSet>
#include <QSignalSpy>
#include <QTest>
#include <QThread>

#include <atomic>
#include <memory>

using namespace gpulab;
using labs::EngineActivityNote;

namespace {

EngineActivityNote *noteIn(QWidget *view)
{
    const auto notes = view->findChildren<EngineActivityNote *>();
    if (notes.size() != 1) {
        qWarning("%lld notes in %s", qlonglong(notes.size()), view->metaObject()->className());
        return nullptr;
    }
    return notes.constFirst();
}

// Submits a task as `owner` that runs until it is released or cancelled.
struct HeldTask {
    std::shared_ptr<std::atomic<bool>> release = std::make_shared<std::atomic<bool>>(false);
    quint64 id = 0;

    HeldTask(core::ComputeEngine &engine, const core::EngineOwner &owner)
    {
        auto done = release;
        id = engine.submitTask(
            [done](const std::atomic<bool> &cancel, const core::TaskProgressFn &) {
                while (!cancel.load() && !done->load())
                    QThread::msleep(2);
                return QVariant(1);
            },
            owner);
    }
};

// Two labs on one engine: the throughput lab's three engine views and the
// timing lab's measurement, with their notes.
struct TwoLabs {
    core::ComputeEngine engine;
    labs::ThroughputPanel throughput{labs::LabContext{&engine}};
    labs::TimingPanel timing{labs::LabContext{&engine}};
    EngineActivityNote *timingNote = noteIn(timing.measureView());
    EngineActivityNote *sweepNote = noteIn(throughput.sweep());
    EngineActivityNote *lessonNote = noteIn(throughput.lesson());
    EngineActivityNote *rooflineNote = noteIn(throughput.roofline());

    [[nodiscard]] bool found() const { return timingNote && sweepNote && lessonNote && rooflineNote; }
};

} // namespace

class TestEngineActivityNote : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void ownersNameRegisteredLabs();
    void anotherLabsJobIsNamedAndTheOwnerShowsNone();
    void realSweepShowsInTheTimingLab();
    void runButtonsStayEnabledAndTheLatestWins();
    void rewordedOnLanguageChange();
    void withoutAnEngineNothingShows();
};

void TestEngineActivityNote::ownersNameRegisteredLabs()
{
    QSet<QString> seen;
    for (const core::EngineOwner &owner : labs::engineowner::kAll) {
        QVERIFY2(labs::findLab(owner.lab()), owner.labId);
        QVERIFY(!EngineActivityNote::whatText(owner).isEmpty());
        const QString key = owner.lab() + u'/' + QString::fromUtf8(owner.what);
        QVERIFY2(!seen.contains(key), qPrintable(key)); // each view's runs are its own
        seen.insert(key);
    }
}

void TestEngineActivityNote::anotherLabsJobIsNamedAndTheOwnerShowsNone()
{
    TwoLabs two;
    QVERIFY(two.found());
    auto &[engine, throughput, timing, timingNote, sweepNote, lessonNote, rooflineNote] = two;
    for (auto *note : {timingNote, sweepNote, lessonNote, rooflineNote})
        QVERIFY(note->isHidden()); // idle

    HeldTask task(engine, labs::engineowner::kSweep);
    QVERIFY(!timingNote->isHidden());
    const QString text = timingNote->text();
    QVERIFY2(text.contains(labs::findLab(QStringLiteral("throughput"))->translatedTitle()), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("the size sweep")), qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("stops it")), qPrintable(text));
    // Read by a screen reader as its words, with the rule behind them.
    QCOMPARE(timingNote->accessibleName(), text);
    QVERIFY(!timingNote->accessibleDescription().isEmpty());
    QAccessibleInterface *spoken = QAccessible::queryAccessibleInterface(timingNote);
    QVERIFY(spoken);
    QCOMPARE(spoken->text(QAccessible::Name), text);
    // The sweep's own view says nothing; the lab's other views do.
    QVERIFY(sweepNote->isHidden());
    QVERIFY(!lessonNote->isHidden());
    QVERIFY(!rooflineNote->isHidden());

    QSignalSpy finished(&engine, &core::ComputeEngine::taskFinished);
    task.release->store(true);
    QVERIFY(finished.wait(10000));
    for (auto *note : {timingNote, sweepNote, lessonNote, rooflineNote}) {
        QVERIFY(note->isHidden());
        QVERIFY(note->accessibleName().isEmpty());
    }

    // Dropped by the timing lab's own job: its view hides its note, the sweep's shows one.
    HeldTask again(engine, labs::engineowner::kSweep);
    QVERIFY(!timingNote->isHidden());
    HeldTask mine(engine, labs::engineowner::kTiming);
    QVERIFY(timingNote->isHidden());
    QVERIFY(!sweepNote->isHidden());
    QVERIFY2(sweepNote->text().contains(labs::findLab(QStringLiteral("timing"))->translatedTitle()),
             qPrintable(sweepNote->text()));
    finished.clear();
    engine.cancel();
    QVERIFY(finished.wait(10000));
    QVERIFY(sweepNote->isHidden());
}

void TestEngineActivityNote::realSweepShowsInTheTimingLab()
{
    TwoLabs two;
    QVERIFY(two.found());
    EngineActivityNote *timingNote = two.timingNote;
    EngineActivityNote *sweepNote = two.sweepNote;
    labs::SweepView *sweep = two.throughput.sweep();
    sweep->setSizesText(QStringLiteral("32, 48"));
    QCOMPARE(sweep->start(), QString());
    QVERIFY(sweep->isRunning());
    QVERIFY(!timingNote->isHidden());
    QVERIFY2(timingNote->text().contains(QStringLiteral("the size sweep")), qPrintable(timingNote->text()));
    QVERIFY(sweepNote->isHidden());
    // The lab's own start buttons wait for the sweep (the panel disables them): their notes say so.
    auto *lessonButton = two.throughput.lesson()->findChild<QPushButton *>(QStringLiteral("lessonBenchmark"));
    QVERIFY(lessonButton && !lessonButton->isEnabled());
    const QString waits = noteIn(two.throughput.lesson())->text();
    QVERIFY2(waits.contains(QStringLiteral("the size sweep")) && waits.contains(QStringLiteral("waits")),
             qPrintable(waits));
    QVERIFY2(!waits.contains(QStringLiteral("stops it")), qPrintable(waits));
    QVERIFY2(timingNote->text().contains(QStringLiteral("stops it")), qPrintable(timingNote->text()));
    // From one size to the next the note stays (the sweep's jobs follow each other in one delivery).
    QTRY_VERIFY_WITH_TIMEOUT(!sweep->isRunning(), 60000);
    QVERIFY(timingNote->isHidden());
    QVERIFY(sweep->data().error.isEmpty());
}

void TestEngineActivityNote::runButtonsStayEnabledAndTheLatestWins()
{
    TwoLabs two;
    QVERIFY(two.found());
    core::ComputeEngine &engine = two.engine;
    EngineActivityNote *sweepNote = two.sweepNote;
    EngineActivityNote *timingNote = two.timingNote;
    HeldTask task(engine, labs::engineowner::kSweep);
    auto *run = two.timing.measureView()->findChild<QPushButton *>(QStringLiteral("runButton"));
    QVERIFY(run);
    QVERIFY(run->isEnabled()); // the note warns; it does not forbid
    QSignalSpy dropped(&engine, &core::ComputeEngine::jobDropped);
    run->click();
    QCOMPARE(dropped.size(), 1);
    QCOMPARE(dropped.at(0).at(0).toULongLong(), task.id);
    QVERIFY(timingNote->isHidden());
    QVERIFY(!sweepNote->isHidden());
    QVERIFY2(sweepNote->text().contains(QStringLiteral("the timing measurement")), qPrintable(sweepNote->text()));
    run->click(); // Cancel
    QTRY_VERIFY_WITH_TIMEOUT(engine.activity().isIdle(), 60000);
    QVERIFY(sweepNote->isHidden());
}

void TestEngineActivityNote::rewordedOnLanguageChange()
{
    core::ComputeEngine engine;
    labs::TimingPanel timing({&engine});
    EngineActivityNote *note = noteIn(timing.measureView());
    QVERIFY(note);
    HeldTask task(engine, labs::engineowner::kSweep);
    const QString english = note->text();
    testing::live::Guillemets guillemets;
    testing::live::setTranslator(&guillemets, true);
    QVERIFY2(note->text().contains(QStringLiteral("«the size sweep»")),
             qPrintable(note->text())); // the owner's words too
    QVERIFY2(note->text().startsWith(QStringLiteral("«")), qPrintable(note->text()));
    QCOMPARE(note->accessibleName(), note->text());
    testing::live::setTranslator(&guillemets, false);
    QCOMPARE(note->text(), english);
    task.release->store(true);
    QTRY_VERIFY_WITH_TIMEOUT(engine.activity().isIdle(), 10000);
}

void TestEngineActivityNote::withoutAnEngineNothingShows()
{
    EngineActivityNote note(nullptr, labs::engineowner::kTiming, nullptr);
    QVERIFY(note.isHidden());
    core::EngineActivity other;
    other.jobId = 7;
    QVERIFY(note.textFor(other).contains(QStringLiteral("Another measurement"))); // nobody's job
    other.owner = labs::engineowner::kTiming;
    QVERIFY(note.textFor(other).isEmpty()); // its own
}

QTEST_MAIN(TestEngineActivityNote)
#include "tst_engine_activity_note.moc"
