// What the lesson text and the scenarios state, pinned where a review found
// them teaching something false (issue 12). Each check reads the shipped
// resource and asserts the corrected statement, or the absence of the false
// one, so a later edit cannot bring the error back unnoticed.

#include "core/dispatch/machines.h"
#include "core/dispatch/scenarioloader.h"
#include "core/labids.h"
#include "core/learn/learncontent.h"

#include <QFile>
#include <QTest>

using namespace gpulab::core;

namespace {
const QStringList kLabIds = labIds();

const learn::LearnContent &lesson()
{
    static const learn::LearnContent c = learn::loadLearnContent(QStringLiteral("en"), kLabIds).content;
    return c;
}

QString chapter(const QString &id)
{
    const int i = lesson().chapterIndex(id);
    if (i < 0) { // fail the asking test, not the program
        QTest::qFail(qPrintable(QStringLiteral("no chapter %1").arg(id)), __FILE__, __LINE__);
        return {};
    }
    return lesson().chapters[i].markdown;
}

const dispatch::Scenario &scenario(const QString &id)
{
    static const dispatch::LoadResult r = dispatch::loadScenarios();
    for (const auto &s : r.scenarios)
        if (s.id == id)
            return s;
    QTest::qFail(qPrintable(QStringLiteral("no scenario %1").arg(id)), __FILE__, __LINE__);
    static const dispatch::Scenario standIn; // no lines: the asking test reads nothing past a list
    return standIn;
}

const dispatch::ScriptLine &lineWithCode(const dispatch::Scenario &s, const QString &code)
{
    for (const auto &line : s.lines)
        if (line.code == code)
            return line;
    QTest::qFail(qPrintable(QStringLiteral("scenario %1 has no line %2").arg(s.id, code)), __FILE__, __LINE__);
    static const dispatch::ScriptLine standIn;
    return standIn;
}

// Prose with Markdown line breaks folded into spaces, so a phrase can be
// searched for wherever the file happens to wrap it.
QString flat(QString text)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.simplified();
}
} // namespace

class TestFacts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void currentAcceleratorIsABuildTimeAnswer();
    void timingChapterBarrierAndEvents();
    void autocastKeepsTheWeightsInFp32();
    void oldMismatchWordingIsMarkedOld();
    void fiveMillisecondsIsOverheadNotALaunch();
    void routesNeedOnlyTheDriver();
    void verifyChapterOnWheelsAndDrivers();
    void lessonFactsThatWereMissing();
    void phrasesInOurOwnWords();
    void factsPageListsEveryScenarioOutput();
};

void TestFacts::currentAcceleratorIsABuildTimeAnswer()
{
    // The scenario already said it right: a CUDA wheel without a driver
    // answers cuda, a CPU-only wheel None.
    const auto &line = lineWithCode(scenario(QStringLiteral("pick")),
                                    QStringLiteral("print(torch.accelerator.current_accelerator())"));
    QCOMPARE(line.outcomes.value(QStringLiteral("cuda_nodriver")).text, QStringLiteral("cuda"));
    QCOMPARE(line.outcomes.value(QStringLiteral("cpu_wheel")).text, QStringLiteral("None"));
    // Both introduced in 2.7, not 2.6.
    QVERIFY2(line.note.contains(QStringLiteral("2.7")), qPrintable(line.note));

    // The chapter agrees: no "falls back to cpu" for current_accelerator().
    const QString text = flat(chapter(QStringLiteral("device-code")));
    QVERIFY2(!text.contains(QStringLiteral("both fall back")), qPrintable(text));
    QVERIFY(!text.contains(QStringLiteral("returns the machine's accelerator")));
    QVERIFY(text.contains(QStringLiteral("was *built* for")));
    QVERIFY(text.contains(QStringLiteral("still answers `cuda`")));
    QVERIFY(text.contains(QStringLiteral("CPU-only wheel answers `None`")));
    QVERIFY(text.contains(QStringLiteral("Since 2.7")));
    QVERIFY(text.contains(QStringLiteral("check_available=True")));
    QVERIFY(text.contains(QStringLiteral("if torch.accelerator.is_available() else \"cpu\"")));
}

void TestFacts::timingChapterBarrierAndEvents()
{
    const QString text = flat(chapter(QStringLiteral("timing")));
    // The first barrier drains earlier queued work, not a pending copy.
    QVERIFY2(!text.contains(QStringLiteral("earlier copies are not billed")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("work queued earlier")));
    QVERIFY(text.contains(QStringLiteral("warm-up multiply")));
    QVERIFY(text.contains(QStringLiteral("pageable")));
    // Events: elapsed_time() raises until the stop event has completed.
    QVERIFY(text.contains(QStringLiteral("Both events must be completed before calculating elapsed time.")));
    QVERIFY(text.contains(QStringLiteral("end.synchronize()")));
}

void TestFacts::autocastKeepsTheWeightsInFp32()
{
    // The lesson's demonstration, as real PyTorch prints it (2.15, CPU).
    const QString text = flat(chapter(QStringLiteral("device-code")));
    QVERIFY(text.contains(QStringLiteral("print(layer.weight.dtype, out.dtype) # torch.float32 torch.bfloat16")));
    QVERIFY(text.contains(QStringLiteral("not weight memory")));
    QVERIFY(text.contains(QStringLiteral("`model.to(torch.bfloat16)`, is a different decision")));
}

void TestFacts::oldMismatchWordingIsMarkedOld()
{
    const QString text = flat(chapter(QStringLiteral("device-code")));
    const qsizetype recent =
        text.indexOf(QStringLiteral("but got mat1 is on cpu, different from other tensors on cuda:0"));
    const qsizetype older = text.indexOf(QStringLiteral("older releases"));
    const qsizetype oldWording = text.indexOf(QStringLiteral("found at least two devices, cuda:0 and cpu"));
    QVERIFY(recent >= 0);
    QVERIFY(older > recent);
    QVERIFY(oldWording > older);
}

void TestFacts::fiveMillisecondsIsOverheadNotALaunch()
{
    const auto question = [](const QString &id) {
        const int i = lesson().questionIndex(id);
        if (i < 0) {
            QTest::qFail(qPrintable(QStringLiteral("no question %1").arg(id)), __FILE__, __LINE__);
            return learn::QuizQuestion{};
        }
        return lesson().quiz[i];
    };
    const QString x900 = question(QStringLiteral("suspicious-900x")).explanation;
    QVERIFY2(!x900.contains(QStringLiteral("about what a launch costs")), qPrintable(x900));
    QVERIFY(x900.contains(QStringLiteral("stand-in")));
    QVERIFY(x900.contains(QStringLiteral("microseconds")));
    // 2,560 lanes against 8 cores is 320×; the ≈100× is lane-cycles per second.
    const QString width = question(QStringLiteral("why-faster")).explanation;
    QVERIFY2(!width.contains(QStringLiteral("about 100× more lanes")), qPrintable(width));
    QVERIFY(width.contains(QStringLiteral("320×")));
    QVERIFY(width.contains(QStringLiteral("100× more lane-cycles")));

    const QString timing = flat(chapter(QStringLiteral("timing")));
    QVERIFY(!timing.contains(QStringLiteral("| launch | 5 ms |")));
    QVERIFY(timing.contains(QStringLiteral("stand-in for every fixed cost of one call")));
    const int card = lesson().cardIndex(QStringLiteral("kernel-launch"));
    QVERIFY(card >= 0);
    const QString meaning = lesson().cards[card].meaning;
    QVERIFY2(!meaning.contains(QStringLiteral("to milliseconds")), qPrintable(meaning));
    QVERIFY(meaning.contains(QStringLiteral("few microseconds")));
}

void TestFacts::routesNeedOnlyTheDriver()
{
    const QString text = flat(chapter(QStringLiteral("routes")));
    QVERIFY2(!text.contains(QStringLiteral("the driver and the [CUDA](term:cuda) toolkit")), qPrintable(text));
    QVERIFY(text.contains(QStringLiteral("PyTorch needs nothing from NVIDIA but the driver")));
    // The lesson's names and facts that were missing.
    for (const char *fact : {"Colab", "Kaggle", "Lambda", "RunPod", "Vast.ai", "smoke test", "macOS 12.3",
                             "CPU-only build", "\"xpu\"", "4–24 GB", "at whatever rate you rented it at"})
        QVERIFY2(text.contains(QString::fromUtf8(fact)), fact);
}

void TestFacts::verifyChapterOnWheelsAndDrivers()
{
    const QString text = flat(chapter(QStringLiteral("verify")));
    // The laptop's None is a CPU-only wheel's; the default Linux wheel prints its CUDA.
    QVERIFY(text.contains(QStringLiteral("| laptop, CPU-only wheel |")));
    QVERIFY(text.contains(QStringLiteral("(13.2 for the current wheel) even on a machine with no GPU")));
    // Minor-version compatibility: a 12.4 driver runs a 12.1 wheel; majors are strict.
    QVERIFY(text.contains(QStringLiteral("a driver that shows 12.4 runs a wheel built for 12.1")));
    QVERIFY(text.contains(QStringLiteral("minor-version compatibility")));
    QVERIFY(!text.contains(QStringLiteral("older than the CUDA runtime the framework was built for")));
}

void TestFacts::lessonFactsThatWereMissing()
{
    const QString why = flat(chapter(QStringLiteral("why-gpus")));
    QVERIFY(why.contains(QStringLiteral("8 hours on a CPU runs in about 10 minutes on a GPU")));
    QVERIFY(why.contains(QStringLiteral("320 times as many lanes as cores")));
    const QString code = flat(chapter(QStringLiteral("device-code")));
    QVERIFY(code.contains(QStringLiteral("CUDA_VISIBLE_DEVICES=1 python train.py")));
    QVERIFY(code.contains(QStringLiteral("`\"xpu\"`")));
    QVERIFY(code.contains(QStringLiteral("on the CPU autocast uses bf16")));
    const QString memory = flat(chapter(QStringLiteral("memory")));
    QVERIFY(memory.contains(QStringLiteral("saves activation memory, not weight memory")));
}

void TestFacts::phrasesInOurOwnWords()
{
    // Phrases that followed the lesson's wording too closely, rewritten.
    const QString memory = flat(chapter(QStringLiteral("memory")));
    QVERIFY(!memory.contains(QStringLiteral("Lower the batch size — halving it roughly halves the activation memory")));
    QVERIFY(!memory.contains(QStringLiteral("Do not keep tensors that hold the graph")));
    const auto card = [](const char *id) {
        const int i = lesson().cardIndex(QString::fromLatin1(id));
        if (i < 0) {
            QTest::qFail(qPrintable(QStringLiteral("no card %1").arg(QLatin1String(id))), __FILE__, __LINE__);
            return QString();
        }
        return lesson().cards[i].meaning;
    };
    QVERIFY(!card("cuda").contains(QStringLiteral("the installed driver must support at least that version")));
    QVERIFY(card("cuda").contains(QStringLiteral("newer driver runs code built for an older minor release")));
    QVERIFY(!card("gradient-accumulation").contains(QStringLiteral("while only ever holding the activations")));
    QVERIFY(!card("synchronize").contains(QStringLiteral("return before their work is done")));
    QVERIFY(!scenario(QStringLiteral("sync")).summary.contains(QStringLiteral("return before the work is done")));
    const int q = lesson().questionIndex(QStringLiteral("why-synchronize"));
    QVERIFY(q >= 0);
    QVERIFY(!lesson().quiz[q].explanation.contains(QStringLiteral("A launch queues the work and returns")));
}

void TestFacts::factsPageListsEveryScenarioOutput()
{
    // docs/facts.md names the source of everything the stepper prints; a
    // scenario edit that it does not list fails here (scripts/gen-facts-outputs).
    QFile f(QStringLiteral(GPULAB_SOURCE_DIR "/docs/facts.md"));
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QString page = QString::fromUtf8(f.readAll());
    QVERIFY(page.contains(QStringLiteral("torch 2.15.0+cu132")));
    static const dispatch::LoadResult r = dispatch::loadScenarios();
    QVERIFY(!r.scenarios.isEmpty());
    int checked = 0;
    for (const auto &s : r.scenarios)
        for (const auto &line : s.lines)
            for (auto it = line.outcomes.cbegin(); it != line.outcomes.cend(); ++it) {
                dispatch::HostFacts facts = dispatch::HostFacts::workstation();
                if (it.key() != QStringLiteral("nvidia"))
                    facts.wheelCuda = QString::fromLatin1(dispatch::kPypiWheelCuda);
                const dispatch::Outcome &o = it.value();
                QString text = o.isError() ? o.terminalText() : dispatch::fillPlaceholders(o.text, facts);
                if (text.isEmpty() || text.contains(QLatin1Char('\n')))
                    continue; // "prints nothing" and the nvidia-smi table are described, not quoted
                text.replace(QLatin1Char('`'), QLatin1Char('\''));
                QVERIFY2(page.contains(QLatin1Char('`') + text + QLatin1Char('`')),
                         qPrintable(s.id + QStringLiteral(": ") + text));
                ++checked;
            }
    QVERIFY(checked > 100);
}

QTEST_GUILESS_MAIN(TestFacts)
#include "tst_facts.moc"
