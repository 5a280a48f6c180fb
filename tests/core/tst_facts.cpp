// What the lesson text and the scenarios state, pinned where a review found
// them teaching something false (issue 12). Each check reads the shipped
// resource and asserts the corrected statement, or the absence of the false
// one, so a later edit cannot bring the error back unnoticed.

#include "core/cost/costmodel.h"
#include "core/dispatch/machines.h"
#include "core/dispatch/scenarioloader.h"
#include "core/labids.h"
#include "core/learn/learncontent.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <functional>

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

QString readSource(const QString &relative)
{
    QFile f(QStringLiteral(GPULAB_SOURCE_DIR "/") + relative);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return QString::fromUtf8(f.readAll());
}

// Prose with Markdown line breaks folded into spaces, so a phrase can be
// searched for wherever the file happens to wrap it.
QString flat(QString text)
{
    text.replace(QLatin1Char('\n'), QLatin1Char(' '));
    return text.simplified();
}
} // namespace

// One data row of a docs/facts.md table, cells split: what is wrong with it.
// The source cell (second to last) must name a source of a known kind, a
// "PyTorch 2.15" source a file and line of the wheel or the library that
// carries the message; the last cell names where the figure is used as
// `path` "text" pairs, and each file must contain its text (Markdown with
// its line breaks folded, as flat() does).
QStringList factsRowProblems(const QString &row, const std::function<QString(const QString &)> &read)
{
    static const QRegularExpression kinds(
        QStringLiteral("\\b(lesson|PyTorch 2\\.15|PyTorch source|measured|arithmetic|definition|datasheets?|"
                       "whitepapers?|paper|our choice|CUDA compatibility guide|CUDA C Programming Guide|PyPI)\\b"),
        QRegularExpression::CaseInsensitiveOption);
    static const QRegularExpression torchPlace(QStringLiteral("\\.(py|cpp|h|cu|mm):\\d+|lib\\w+\\.so"));
    static const QRegularExpression use(QStringLiteral("`([^`]+)` \"([^\"]+)\""));
    QStringList problems;
    QStringList cells = row.trimmed().split(QLatin1Char('|'));
    if (cells.size() < 4) // "", figure, …, checked in, ""
        return {QStringLiteral("not a table row: ") + row};
    cells = cells.mid(1, cells.size() - 2);
    const QString source = cells.value(cells.size() - 2);
    const QString checkedIn = cells.constLast();
    if (!kinds.match(source).hasMatch())
        problems << QStringLiteral("no source of a known kind: ") + source;
    if (source.contains(QStringLiteral("PyTorch 2.15")) && !torchPlace.match(source).hasMatch())
        problems << QStringLiteral("a PyTorch 2.15 source without a file:line or library: ") + source;
    int uses = 0;
    for (auto it = use.globalMatch(checkedIn); it.hasNext();) {
        const auto m = it.next();
        ++uses;
        const QString path = m.captured(1);
        QString text = read(path);
        if (text.isEmpty()) {
            problems << QStringLiteral("no file ") + path;
            continue;
        }
        if (path.endsWith(QStringLiteral(".md")))
            text = flat(text);
        if (!text.contains(m.captured(2)))
            problems << QStringLiteral("%1 does not say \"%2\"").arg(path, m.captured(2));
    }
    if (uses == 0)
        problems << QStringLiteral("names no place where the figure is used: ") + checkedIn;
    return problems;
}

class TestFacts : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void currentAcceleratorIsABuildTimeAnswer();
    void timingChapterBarrierAndEvents();
    void autocastKeepsTheWeightsInFp32();
    void bothMismatchWordingsAreCurrent();
    void review24FalseStatements();
    void review24Assumptions();
    void fiveMillisecondsIsOverheadNotALaunch();
    void routesNeedOnlyTheDriver();
    void verifyChapterOnWheelsAndDrivers();
    void lessonFactsThatWereMissing();
    void phrasesInOurOwnWords();
    void factsPageListsEveryScenarioOutput();
    void factsRowCheckerRefusesBadRows();
    void everyFactsRowNamesItsSourceAndWhereItIsUsed();
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
    QVERIFY(text.contains(QStringLiteral("never weight memory")));
    QVERIFY(text.contains(QStringLiteral("`model.to(torch.bfloat16)`, is a different decision")));
}

void TestFacts::bothMismatchWordingsAreCurrent()
{
    // PyTorch 2.15's libtorch_cpu still carries "found at least two devices"
    // (TensorIterator's check, elementwise ops); a layer's addmm says "but got
    // mat1 …". Neither is an older wording (issue 24).
    const QString text = flat(chapter(QStringLiteral("device-code")));
    QVERIFY(text.contains(QStringLiteral("but got mat1 is on cpu, different from other tensors on cuda:0")));
    QVERIFY(text.contains(QStringLiteral("found at least two devices, cuda:0 and cpu")));
    QVERIFY(text.contains(QStringLiteral("both wordings are in PyTorch 2.15")));
    QVERIFY2(!text.contains(QStringLiteral("older releases")), qPrintable(text));
    const auto &line = lineWithCode(scenario(QStringLiteral("mistakes")), QStringLiteral("out = model(x)"));
    const QString why = line.outcomes.value(QStringLiteral("nvidia")).why;
    QVERIFY2(!why.contains(QStringLiteral("older versions")), qPrintable(why));
    QVERIFY(why.contains(QStringLiteral("elementwise")));
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
    // Issue 24: 6 ms is an honest time for a top card; the tell is the method.
    QVERIFY2(!x900.contains(QStringLiteral("close to the lesson's 5 ms")), qPrintable(x900));
    QVERIFY(x900.contains(QStringLiteral("42 TFLOP/s")));
    QVERIFY(x900.contains(QStringLiteral("microseconds")));
    QVERIFY(x900.contains(QStringLiteral("Look for the missing barrier")));
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
    QVERIFY(text.contains(QStringLiteral("The one thing you install from NVIDIA for your own card is the driver")));
    // The lesson's names and facts that were missing.
    for (const char *fact : {"Colab", "Kaggle", "Lambda", "RunPod", "Vast.ai", "smoke test", "macOS 14",
                             "first MPS release asked for 12.3", "build without CUDA", "\"xpu\"", "8–24 GB",
                             "RTX 5090 32 GB", "at whatever rate you rented it at"})
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
    QVERIFY(why.contains(QStringLiteral("8 hours is done by a GPU in about 10 minutes")));
    // Issue 24: what the lesson also teaches, in our words.
    QVERIFY(why.contains(QStringLiteral("GPUs were built to colour pixels")));
    QVERIFY(why.contains(QStringLiteral("latency against throughput")));
    QVERIFY(why.contains(QStringLiteral("one with the weights transposed")));
    QVERIFY(why.contains(QStringLiteral("same large weight matrices come back in every step")));
    QVERIFY(why.contains(QStringLiteral("The 4000 row is there")));
    QVERIFY(why.contains(QStringLiteral("on the precision")));
    QVERIFY(why.contains(QStringLiteral("two teaching GPUs")));
    QVERIFY(why.contains(QStringLiteral("122,388 million multiply-adds, twice that in FLOPs")));
    const QString timing = flat(chapter(QStringLiteral("timing")));
    QVERIFY(timing.contains(QStringLiteral("That is a feature, not a flaw")));
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
    // Minor-version compatibility is an older driver running a newer minor release (issue 24).
    QVERIFY(!card("cuda").contains(QStringLiteral("newer driver runs code built for an older minor release")));
    QVERIFY(card("cuda").contains(QStringLiteral("older driver run code built for a newer minor release")));
    QVERIFY(!card("gradient-accumulation").contains(QStringLiteral("while only ever holding the activations")));
    QVERIFY(!card("synchronize").contains(QStringLiteral("return before their work is done")));
    QVERIFY(!scenario(QStringLiteral("sync")).summary.contains(QStringLiteral("return before the work is done")));
    const int q = lesson().questionIndex(QStringLiteral("why-synchronize"));
    QVERIFY(q >= 0);
    QVERIFY(!lesson().quiz[q].explanation.contains(QStringLiteral("A launch queues the work and returns")));
}

void TestFacts::review24FalseStatements()
{
    // The eight false statements of issue 24's review, each pinned corrected.
    const QString verify = flat(chapter(QStringLiteral("verify")));
    QVERIFY2(!verify.contains(QStringLiteral("no CUDA device |")), qPrintable(verify)); // #3
    QVERIFY(verify.contains(
        QStringLiteral("| `AssertionError: Torch not compiled with CUDA enabled` | the same `AssertionError` |")));
    QVERIFY(!verify.contains(QStringLiteral("Three details"))); // #8: four follow
    QVERIFY(verify.contains(QStringLiteral("Four details are worth a second look.")));
    const QString details = verify.section(QStringLiteral("Four details are worth a second look."), 1)
                                .section(QStringLiteral("PyTorch also tells you"), 0, 0);
    QCOMPARE(details.count(QStringLiteral("- **")), 4);

    const QString routes = flat(chapter(QStringLiteral("routes")));
    QVERIFY(!routes.contains(QStringLiteral("(macOS 12.3 or newer)"))); // #2
    QVERIFY(!routes.contains(QStringLiteral("4–24 GB")));               // #6
    const QString mps = cost::routes().constLast().setup;
    QVERIFY2(mps.contains(QStringLiteral("macOS 14")) && !mps.contains(QStringLiteral("12.3")), qPrintable(mps));

    const QString memory = flat(chapter(QStringLiteral("memory"))); // #5
    QVERIFY(!memory.contains(QStringLiteral("every activation saved for the backward pass takes two bytes")));
    QVERIFY(memory.contains(QStringLiteral("Ops on autocast's fp32 list")));
    QVERIFY(memory.contains(QStringLiteral("`layer_norm`, `softmax`, `log_softmax` and the losses")));
}

void TestFacts::review24Assumptions()
{
    // Issue 24's misleading items: each figure now says what it assumes.
    const QString memory = flat(chapter(QStringLiteral("memory")));
    QVERIFY(memory.contains(QStringLiteral("about 0.5 GB. It assumes a short input of roughly 100 tokens")));
    QVERIFY(memory.contains(QStringLiteral("at 1,024 tokens the same 7B model keeps about 6.3 GB in PyTorch")));
    QVERIFY(memory.contains(QStringLiteral("≈ 0.5 GB (about 100 tokens)")));
    QVERIFY(memory.contains(QStringLiteral("the copies add 14 GB while the activations shrink by 0.5 GB")));
    QVERIFY(memory.contains(QStringLiteral("about 0.3–0.45 GB")));
    QVERIFY(!memory.contains(QStringLiteral("the memory allocator take a gigabyte or two")));
    QVERIFY(memory.contains(QStringLiteral("torch.OutOfMemoryError: CUDA out of memory.")));
    const int q = lesson().questionIndex(QStringLiteral("adam-7b-16gb"));
    QVERIFY(q >= 0);
    QVERIFY(lesson().quiz[q].explanation.contains(QStringLiteral("about 100 tokens")));

    const QString verify = flat(chapter(QStringLiteral("verify")));
    QVERIFY(!verify.contains(QStringLiteral("about 15.8–16.0 the same way")));
    QVERIFY(verify.contains(QStringLiteral("with ECC switched on")));
    QVERIFY(verify.contains(QStringLiteral("`None` means \"not a CUDA build\".")));
    QVERIFY(verify.contains(QStringLiteral("torch.version.hip")));
    QVERIFY(verify.contains(QStringLiteral("`GPU-Util`")));
    QVERIFY(verify.contains(QStringLiteral("torch.cuda.get_device_capability(0)")));

    const QString code = flat(chapter(QStringLiteral("device-code")));
    QVERIFY(code.contains(QStringLiteral("CUDA_DEVICE_ORDER=PCI_BUS_ID")));
    QVERIFY(code.contains(QStringLiteral("never weight memory")));

    const QString routes = flat(chapter(QStringLiteral("routes")));
    QVERIFY(!routes.contains(QStringLiteral("carries its own CUDA runtime")));
    QVERIFY(routes.contains(QStringLiteral("as separate pip packages")));
    QVERIFY(routes.contains(QStringLiteral("Free means no promises")));
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

void TestFacts::factsRowCheckerRefusesBadRows()
{
    // The checker itself, on rows made up for it: each kind of mistake is caught.
    const auto read = [](const QString &path) {
        return path == u"a.md" ? QStringLiteral("the figure is\n42 GB") : QString();
    };
    QVERIFY(factsRowProblems(QStringLiteral("| f | 42 GB | lesson | `a.md` \"figure is 42 GB\" |"), read).isEmpty());
    QCOMPARE(factsRowProblems(QStringLiteral("| f | 42 GB | a blog | `a.md` \"42 GB\" |"), read).size(), 1);
    QCOMPARE(factsRowProblems(QStringLiteral("| f | 42 GB | lesson | `a.md` \"43 GB\" |"), read).size(), 1);
    QCOMPARE(factsRowProblems(QStringLiteral("| f | 42 GB | lesson | `b.md` \"42 GB\" |"), read).size(), 1);
    QCOMPARE(factsRowProblems(QStringLiteral("| f | 42 GB | lesson | nowhere |"), read).size(), 1);
    QCOMPARE(factsRowProblems(QStringLiteral("| f | 42 GB | PyTorch 2.15 somewhere | `a.md` \"42 GB\" |"), read).size(),
             1);
    QVERIFY(
        factsRowProblems(QStringLiteral("| s | PyTorch 2.15: `torch/x.py:12` | `a.md` \"42 GB\" |"), read).isEmpty());
}

void TestFacts::everyFactsRowNamesItsSourceAndWhereItIsUsed()
{
    // Issue 24: ten rows cited a source that did not say it. Every row of
    // every table above the generated section is checked.
    const QString page = readSource(QStringLiteral("docs/facts.md"));
    QVERIFY(!page.isEmpty());
    const QString tables = page.section(QStringLiteral("<!-- BEGIN dispatch outputs"), 0, 0);
    const QStringList lines = tables.split(QLatin1Char('\n'));
    int rows = 0;
    QStringList problems;
    for (qsizetype i = 0; i < lines.size(); ++i) {
        const QString &line = lines[i];
        if (!line.startsWith(QLatin1Char('|')) || line.startsWith(QStringLiteral("|---")))
            continue;
        if (i + 1 < lines.size() && lines[i + 1].startsWith(QStringLiteral("|---"))) {
            QVERIFY2(line.trimmed().endsWith(QStringLiteral("| checked in |")), qPrintable(line)); // a header
            continue;
        }
        ++rows;
        for (const QString &p : factsRowProblems(line, readSource))
            problems << line.left(50) + QStringLiteral("…: ") + p;
    }
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    QVERIFY2(rows >= 70, qPrintable(QString::number(rows)));
}

QTEST_GUILESS_MAIN(TestFacts)
#include "tst_facts.moc"
