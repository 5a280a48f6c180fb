// Learn mode without a screen: the built-in lesson loads and passes every
// content rule, the rules catch broken content, quiz scoring and reset,
// progress surviving a restart, the flashcard deck, and the exercises' maths.

#include "core/backendregistry.h"
#include "core/labids.h"
#include "core/learn/exercisemath.h"
#include "core/learn/flashcarddeck.h"
#include "core/learn/learnconstants.h"
#include "core/learn/learncontent.h"
#include "core/learn/learnlinks.h"
#include "core/learn/learnprogress.h"
#include "core/learn/quizmodel.h"
#include "core/lessonbenchmark.h"
#include "core/vram/vramplan.h"

#include <QDir>
#include <QFile>
#include <QSet>
#include <QSettings>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

using namespace gpulab::core;
using namespace gpulab::core::learn;

namespace {
// core's list of labs; tst_mainwindow checks it against the registry.
const QStringList kLabIds = labIds();

LearnContent builtIn()
{
    return loadLearnContent(QStringLiteral("en"), kLabIds).content;
}

BenchmarkResult result(double medianSeconds, bool simulated, int n = 2000)
{
    BenchmarkResult r;
    r.backend.label = simulated ? QStringLiteral("teaching model") : QStringLiteral("oneDNN sgemm");
    r.backend.device = QStringLiteral("test device");
    r.backend.simulated = simulated;
    r.backend.reason = simulated ? QStringLiteral("no NVIDIA driver found") : QString();
    BenchmarkPoint p;
    p.n = n;
    p.medianSeconds = medianSeconds;
    p.verdict = simulated ? Verdict::NotChecked : Verdict::Passed;
    r.points << p;
    return r;
}
} // namespace

Q_DECLARE_METATYPE(LearnContent)

class TestLearn : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void builtInLessonPassesEveryRule();
    void chaptersAndTheirLabLinks_data();
    void chaptersAndTheirLabLinks();
    void quizHasTheSpecQuestions_data();
    void quizHasTheSpecQuestions();
    void everyQuestionHasFourChoicesOneCorrect();
    void glossaryTermsAndCardsMatchOneToOne();
    void exercisesAreTheThreeOfTheSpec();
    void brokenContentIsCaught_data();
    void brokenContentIsCaught();
    void linksSkipCodeAndKeepOffsets();
    void languageFolderFallsBackToEnglish();
    void unreadableFilesAreReported();
    void quizScoring();
    void quizResetClearsTheScore();
    void progressSurvivesARestart();
    void flashcardDeck();
    void parameterBudgetMatchesTheCapacityTable_data();
    void parameterBudgetMatchesTheCapacityTable();
    void parameterBudgetHeadroom();
    void memorySourcePrefersTheGpu();
    void speedupReading();
    void lessonBenchmarkPlan();

private:
    QTemporaryDir m_settingsDir;
};

void TestLearn::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_learn"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_settingsDir.path());
    QSettings().clear();
}

void TestLearn::builtInLessonPassesEveryRule()
{
    const LearnLoadResult r = loadLearnContent(QStringLiteral("en"), kLabIds);
    QVERIFY2(r.ok(), qPrintable(r.errors.join(QLatin1Char('\n'))));
    QCOMPARE(r.content.language, QStringLiteral("en"));
    for (const auto &c : r.content.chapters)
        QVERIFY2(c.markdown.contains(QStringLiteral("```")), qPrintable(c.id + QStringLiteral(" has no code block")));
}

void TestLearn::chaptersAndTheirLabLinks_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("lab");
    QTest::addColumn<QString>("preset");
    QTest::newRow("why GPUs") << "why-gpus"
                              << "throughput"
                              << "lesson-benchmark";
    QTest::newRow("routes") << "routes"
                            << "cost"
                            << "spot";
    QTest::newRow("verifying") << "verify"
                               << "dispatch"
                               << "probe-script";
    QTest::newRow("timing") << "timing"
                            << "timing"
                            << "barrier-off";
    QTest::newRow("memory") << "memory"
                            << "vram"
                            << "t4-7b";
    QTest::newRow("device-ready code") << "device-code"
                                       << "dispatch"
                                       << "pick-device";
}

void TestLearn::chaptersAndTheirLabLinks()
{
    QFETCH(QString, id);
    QFETCH(QString, lab);
    QFETCH(QString, preset);
    const LearnContent content = builtIn();
    QCOMPARE(content.chapters.size(), 6);
    const int i = content.chapterIndex(id);
    QVERIFY(i >= 0);
    const Chapter &c = content.chapters[i];
    QCOMPARE(c.lab.labId, lab);
    QCOMPARE(c.lab.preset, preset);
    QVERIFY(!c.lab.text.isEmpty());
    QVERIFY(c.markdown.startsWith(QStringLiteral("# ")));
}

void TestLearn::quizHasTheSpecQuestions_data()
{
    QTest::addColumn<QString>("id");
    QTest::addColumn<QString>("chapter");
    QTest::addColumn<QString>("correctContains");
    QTest::newRow("width, not per-op speed") << "why-faster"
                                             << ""
                                             << "independent sums at the same time";
    QTest::newRow("what VRAM is") << "what-vram"
                                  << ""
                                  << "memory on the graphics card";
    QTest::newRow("verify command") << "verify-command"
                                    << ""
                                    << "nvidia-smi";
    QTest::newRow("synchronize") << "why-synchronize"
                                 << ""
                                 << "asynchronous";
    QTest::newRow("24 GB in fp16") << "fit-24gb"
                                   << ""
                                   << "12 billion";
    QTest::newRow("M2 prints") << "m2-prints"
                               << "verify"
                               << "False, then cpu";
    QTest::newRow("900x means a missing barrier") << "suspicious-900x"
                                                  << "timing"
                                                  << "without a synchronize";
    QTest::newRow("7B Adam on 16 GB") << "adam-7b-16gb"
                                      << "memory"
                                      << "98.5 GB";
}

void TestLearn::quizHasTheSpecQuestions()
{
    QFETCH(QString, id);
    QFETCH(QString, chapter);
    QFETCH(QString, correctContains);
    const LearnContent content = builtIn();
    QCOMPARE(content.quiz.size(), 8);
    const int i = content.questionIndex(id);
    QVERIFY(i >= 0);
    const QuizQuestion &q = content.quiz[i];
    QCOMPARE(q.chapterId, chapter);
    QVERIFY2(q.choices[q.correctIndex()].text.contains(correctContains), qPrintable(q.choices[q.correctIndex()].text));
}

void TestLearn::everyQuestionHasFourChoicesOneCorrect()
{
    for (const auto &q : builtIn().quiz) {
        QCOMPARE(q.choices.size(), kChoicesPerQuestion);
        int correct = 0;
        for (const auto &c : q.choices)
            correct += c.correct ? 1 : 0;
        QCOMPARE(correct, 1);
        QVERIFY(!q.explanation.isEmpty());
        QVERIFY(!q.prompt.isEmpty());
    }
}

void TestLearn::glossaryTermsAndCardsMatchOneToOne()
{
    const LearnContent content = builtIn();
    QSet<QString> cards;
    for (const auto &c : content.cards)
        cards.insert(c.id);
    QSet<QString> glossary;
    for (const char *id : kGlossaryIds)
        glossary.insert(QLatin1String(id));
    QCOMPARE(cards, glossary);
    QCOMPARE(content.cards.size(), qsizetype(17));
    // Each card is reachable from the lesson: some chapter links to it.
    for (const auto &card : content.cards) {
        bool linked = false;
        for (const auto &chapter : content.chapters)
            for (const auto &l : markdownLinks(chapter.markdown))
                linked |= l.scheme == u"term" && l.target == card.id;
        QVERIFY2(linked, qPrintable(card.id));
    }
}

void TestLearn::exercisesAreTheThreeOfTheSpec()
{
    const LearnContent content = builtIn();
    QCOMPARE(content.exercises.size(), 3);
    QCOMPARE(content.exercises[0].measure, ExerciseMeasure::Benchmark);
    QCOMPARE(content.exercises[1].measure, ExerciseMeasure::None);
    QCOMPARE(content.exercises[2].measure, ExerciseMeasure::MemoryBudget);
    QVERIFY(content.exercises[2].answer.contains(QStringLiteral("7.5 B, 2.5 B and 1.1 B")));
}

void TestLearn::brokenContentIsCaught_data()
{
    QTest::addColumn<LearnContent>("content");
    QTest::addColumn<QString>("message");
    const LearnContent good = builtIn();

    LearnContent c = good;
    c.quiz[0].choices.removeLast();
    QTest::newRow("three choices") << c << "3 choices, needs 4";
    c = good;
    c.quiz[1].choices[0].correct = true;
    QTest::newRow("two correct") << c << "2 correct choices, needs exactly one";
    c = good;
    c.quiz[2].choices[c.quiz[2].correctIndex()].correct = false;
    QTest::newRow("none correct") << c << "0 correct choices";
    c = good;
    c.quiz[3].explanation.clear();
    QTest::newRow("no explanation") << c << "no explanation";
    c = good;
    c.chapters[0].lab.labId = QStringLiteral("warp-drive");
    QTest::newRow("unknown lab") << c << "the lab \"warp-drive\" does not exist";
    c = good;
    c.chapters[0].lab.labId.clear();
    QTest::newRow("no lab") << c << "the lab link names no lab";
    c = good;
    c.chapters[3].lab.preset = QStringLiteral("Barrier Off");
    QTest::newRow("bad preset name") << c << "is not a preset name";
    c = good;
    c.cards.removeAt(c.cardIndex(QStringLiteral("zero")));
    QTest::newRow("term without card") << c << "the glossary term \"zero\" has no card";
    c = good;
    c.cards << Flashcard{QStringLiteral("tensor-core"), QStringLiteral("tensor core"), QStringLiteral("x"),
                         QStringLiteral("\\btensor cores?\\b")};
    QTest::newRow("card without term") << c << "card \"tensor-core\": not a term of the glossary";
    c = good;
    c.chapters[0].markdown.prepend(QStringLiteral("Some CUDA first.\n\n"));
    QTest::newRow("first use not linked") << c << "the first use of \"CUDA\"";
    c = good;
    c.chapters[0].markdown += QStringLiteral("\nSee [warps](term:warp).\n");
    QTest::newRow("link to no card") << c << "names no flashcard";
    c = good;
    c.chapters[0].markdown += QStringLiteral("\n[elsewhere](https://example.org)\n");
    QTest::newRow("foreign link") << c << "links go to term: or lab:";
    c = good;
    c.cards[0].match = QStringLiteral("(unclosed");
    QTest::newRow("bad pattern") << c << "is not a valid expression";
    c = good;
    c.exercises[1].answer.clear();
    QTest::newRow("exercise without answer") << c << "needs a title, a task";
    c = good;
    c.quiz << c.quiz[0];
    QTest::newRow("duplicate id") << c << "is used twice";
}

void TestLearn::brokenContentIsCaught()
{
    QFETCH(LearnContent, content);
    QFETCH(QString, message);
    const QStringList errors = validateLearnContent(content, kLabIds);
    QVERIFY2(!errors.isEmpty(), "the broken content passed");
    QVERIFY2(errors.join(QLatin1Char('\n')).contains(message), qPrintable(errors.join(QLatin1Char('\n'))));
}

void TestLearn::linksSkipCodeAndKeepOffsets()
{
    const QString md = QStringLiteral("Use [CUDA](term:cuda) and `[x](term:nope)`.\n"
                                      "```\nCUDA [y](lab:nowhere)\n```\n"
                                      "Open [it](lab:timing/barrier-off).\n");
    const auto links = markdownLinks(md);
    QCOMPARE(links.size(), 2);
    QCOMPARE(links[0].scheme, QStringLiteral("term"));
    QCOMPARE(md.mid(links[0].start, links[0].length), QStringLiteral("CUDA"));
    QCOMPARE(links[1].target, QStringLiteral("timing/barrier-off"));
    const LabTarget t = parseLabTarget(links[1].target);
    QCOMPARE(t.labId, QStringLiteral("timing"));
    QCOMPARE(t.preset, QStringLiteral("barrier-off"));
    QCOMPARE(parseLabTarget(QStringLiteral("device")).preset, QString());

    const QString prose = proseOnly(md);
    QCOMPARE(prose.size(), md.size());
    QCOMPARE(prose.count(QStringLiteral("CUDA")), 1); // the one in the fence is gone
    QVERIFY(!prose.contains(QStringLiteral("term:")));
    QCOMPARE(prose.count(QLatin1Char('\n')), md.count(QLatin1Char('\n')));
}

void TestLearn::languageFolderFallsBackToEnglish()
{
    QCOMPARE(learnLanguage(QLocale(QLocale::English, QLocale::UnitedStates)), QStringLiteral("en"));
    // The lesson ships in German and Hindi too; a language without a folder falls back to English.
    QCOMPARE(learnLanguage(QLocale(QLocale::German, QLocale::Germany)), QStringLiteral("de"));
    QCOMPARE(learnLanguage(QLocale(QLocale::Hindi, QLocale::India)), QStringLiteral("hi"));
    QCOMPARE(learnLanguage(QLocale(QLocale::French, QLocale::France)), QStringLiteral("en"));

    QTemporaryDir root;
    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("de")));
    QFile f(root.filePath(QStringLiteral("de/chapters.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"chapters\": []}");
    f.close();
    QCOMPARE(learnLanguage(QLocale(QLocale::German, QLocale::Switzerland), root.path()), QStringLiteral("de"));
    QCOMPARE(learnLanguage(QLocale(QLocale::French, QLocale::France), root.path()), QStringLiteral("en"));
}

void TestLearn::unreadableFilesAreReported()
{
    QTemporaryDir root;
    const LearnLoadResult missing = loadLearnContent(QStringLiteral("xx"), kLabIds, root.path());
    QVERIFY(!missing.ok());
    QVERIFY(missing.errors.join(QLatin1Char('\n')).contains(QStringLiteral("chapters.json: cannot read it")));

    QVERIFY(QDir(root.path()).mkpath(QStringLiteral("xx")));
    QFile f(root.filePath(QStringLiteral("xx/quiz.json")));
    QVERIFY(f.open(QIODevice::WriteOnly));
    f.write("{\"questions\": [ {\"id\": ");
    f.close();
    const QByteArray before = [&] {
        QFile r(f.fileName());
        r.open(QIODevice::ReadOnly);
        return r.readAll();
    }();
    const LearnLoadResult broken = loadLearnContent(QStringLiteral("xx"), kLabIds, root.path());
    QVERIFY(broken.errors.join(QLatin1Char('\n')).contains(QStringLiteral("quiz.json: not valid JSON")));
    QFile again(f.fileName());
    QVERIFY(again.open(QIODevice::ReadOnly));
    QCOMPARE(again.readAll(), before); // a file we cannot read is left untouched
}

void TestLearn::quizScoring()
{
    QuizModel quiz(builtIn().quiz);
    QCOMPARE(quiz.scoreLine(), QStringLiteral("0 / 8 answered · 0 correct"));
    const QuizQuestion q0 = quiz.questions()[0];
    const QuizQuestion q1 = quiz.questions()[1];
    AnswerResult r = quiz.answer(q0.id, q0.correctIndex());
    QVERIFY(r.accepted);
    QVERIFY(r.correct);
    const int wrong = (q1.correctIndex() + 1) % kChoicesPerQuestion;
    r = quiz.answer(q1.id, wrong);
    QVERIFY(r.accepted);
    QVERIFY(!r.correct);
    QCOMPARE(r.correctIndex, q1.correctIndex());
    QCOMPARE(quiz.scoreLine(), QStringLiteral("2 / 8 answered · 1 correct"));

    // A question is answered once; the second try changes nothing.
    r = quiz.answer(q1.id, q1.correctIndex());
    QVERIFY(!r.accepted);
    QVERIFY(!r.error.isEmpty());
    QCOMPARE(quiz.choiceOf(q1.id), wrong);
    QVERIFY(!quiz.answer(QStringLiteral("no-such-question"), 0).accepted);
    QVERIFY(!quiz.answer(quiz.questions()[2].id, 4).accepted);
    QVERIFY(!quiz.answer(quiz.questions()[2].id, -1).accepted);
    QCOMPARE(quiz.scoreLine(), QStringLiteral("2 / 8 answered · 1 correct"));

    // Three answered, two correct: the issue's own example line, on a five-question quiz.
    QuizModel five(builtIn().quiz.mid(0, 5));
    for (int i = 0; i < 2; ++i)
        five.answer(five.questions()[i].id, five.questions()[i].correctIndex());
    five.answer(five.questions()[2].id, (five.questions()[2].correctIndex() + 1) % 4);
    QCOMPARE(five.scoreLine(), QStringLiteral("3 / 5 answered · 2 correct"));
}

void TestLearn::quizResetClearsTheScore()
{
    QuizModel quiz(builtIn().quiz);
    for (const auto &q : builtIn().quiz)
        quiz.answer(q.id, q.correctIndex());
    QCOMPARE(quiz.scoreLine(), QStringLiteral("8 / 8 answered · 8 correct"));
    quiz.reset();
    QCOMPARE(quiz.answeredCount(), 0);
    QCOMPARE(quiz.scoreLine(), QStringLiteral("0 / 8 answered · 0 correct"));
    QVERIFY(quiz.answer(builtIn().quiz[0].id, 0).accepted); // answerable again
}

void TestLearn::progressSurvivesARestart()
{
    const auto questions = builtIn().quiz;
    {
        LearnProgress progress;
        progress.reset();
        QuizModel quiz(questions);
        for (int i = 0; i < 3; ++i) {
            const int choice = i == 1 ? (questions[i].correctIndex() + 1) % 4 : questions[i].correctIndex();
            QVERIFY(quiz.answer(questions[i].id, choice).accepted);
            progress.setQuizAnswer(questions[i].id, choice);
        }
        progress.setRevealed(QStringLiteral("memory-budget"));
        progress.setLastChapter(QStringLiteral("timing"));
        progress.setLastCard(QStringLiteral("lora"));
    }
    // "Restart": fresh objects read what the first ones wrote.
    {
        LearnProgress progress;
        QuizModel quiz(questions);
        quiz.restore(progress.quizAnswers());
        QCOMPARE(quiz.scoreLine(), QStringLiteral("3 / 8 answered · 2 correct"));
        QVERIFY(progress.isRevealed(QStringLiteral("memory-budget")));
        QVERIFY(!progress.isRevealed(QStringLiteral("run-benchmark")));
        QCOMPARE(progress.lastChapter(), QStringLiteral("timing"));
        QCOMPARE(progress.lastCard(), QStringLiteral("lora"));
        QSettings s;
        QVERIFY(s.childGroups().contains(QStringLiteral("learn")));

        // An answer for a question that no longer exists, or an impossible
        // choice, is skipped rather than counted.
        QHash<QString, int> stale = progress.quizAnswers();
        stale.insert(QStringLiteral("removed-question"), 1);
        stale.insert(questions[5].id, 9);
        quiz.restore(stale);
        QCOMPARE(quiz.answeredCount(), 3);

        progress.reset();
    }
    {
        LearnProgress progress;
        QVERIFY(progress.quizAnswers().isEmpty());
        QVERIFY(!progress.isRevealed(QStringLiteral("memory-budget")));
        QVERIFY(progress.lastChapter().isEmpty());
        QVERIFY(!QSettings().childGroups().contains(QStringLiteral("learn")));
    }
}

void TestLearn::flashcardDeck()
{
    FlashcardDeck deck(17);
    QCOMPARE(deck.currentCard(), 0);
    QVERIFY(!deck.showingMeaning());
    deck.flip();
    QVERIFY(deck.showingMeaning());
    deck.next();
    QCOMPARE(deck.currentCard(), 1);
    QVERIFY(!deck.showingMeaning()); // a new card shows its term first
    deck.previous();
    deck.previous();
    QCOMPARE(deck.currentCard(), 16); // wraps around
    deck.next();
    QCOMPARE(deck.currentCard(), 0);

    deck.shuffle(7);
    QList<int> sorted = deck.order();
    std::sort(sorted.begin(), sorted.end());
    QList<int> identity(17);
    std::iota(identity.begin(), identity.end(), 0);
    QCOMPARE(sorted, identity); // a permutation: no card lost or doubled
    QVERIFY(deck.order() != identity);
    FlashcardDeck again(17);
    again.shuffle(7);
    QCOMPARE(again.order(), deck.order()); // same seed, same order

    QVERIFY(deck.showCard(5, true));
    QCOMPARE(deck.currentCard(), 5);
    QVERIFY(deck.showingMeaning());
    QVERIFY(!deck.showCard(17, true));
    deck.reset();
    QCOMPARE(deck.order(), identity);
    QCOMPARE(deck.position(), 0);

    FlashcardDeck empty;
    QCOMPARE(empty.currentCard(), -1);
    empty.next();
    QCOMPARE(empty.currentCard(), -1);
}

void TestLearn::parameterBudgetMatchesTheCapacityTable_data()
{
    QTest::addColumn<double>("gb");
    QTest::addColumn<QString>("inference");
    QTest::addColumn<QString>("sgd");
    QTest::addColumn<QString>("adam");
    QTest::newRow("8 GB") << 8.0 << "4.0 B"
                          << "1.3 B"
                          << "0.6 B";
    QTest::newRow("12 GB") << 12.0 << "6.0 B"
                           << "2.0 B"
                           << "0.9 B";
    QTest::newRow("16 GB") << 16.0 << "8.0 B"
                           << "2.7 B"
                           << "1.1 B";
    QTest::newRow("24 GB") << 24.0 << "12.0 B"
                           << "4.0 B"
                           << "1.7 B";
    QTest::newRow("80 GB") << 80.0 << "40.0 B"
                           << "13.3 B"
                           << "5.7 B";
}

void TestLearn::parameterBudgetMatchesTheCapacityTable()
{
    QFETCH(double, gb);
    QFETCH(QString, inference);
    QFETCH(QString, sgd);
    QFETCH(QString, adam);
    const ParameterBudget b = parameterBudget(gb * 1e9, vram::kDefaultHeadroomBytes);
    QCOMPARE(paramCount(b.inferenceParams), inference);
    QCOMPARE(paramCount(b.sgdParams), sgd);
    QCOMPARE(paramCount(b.adamParams), adam);
}

void TestLearn::parameterBudgetHeadroom()
{
    // One headroom for the exercise and the planner (it was 2 GB here, 1 GB there).
    const ParameterBudget t4 = parameterBudget(16e9, vram::kDefaultHeadroomBytes);
    QCOMPARE(vram::kDefaultHeadroomBytes, vram::Plan{}.headroomBytes);
    // The T4 of the lesson: 16 GB less 1 GB → serve 7B, train about 1B.
    QCOMPARE(t4.usableBytes, 15e9);
    QCOMPARE(paramCount(t4.inferenceUsableParams), QStringLiteral("7.5 B"));
    QCOMPARE(paramCount(t4.sgdUsableParams), QStringLiteral("2.5 B"));
    QCOMPARE(paramCount(t4.adamUsableParams), QStringLiteral("1.1 B"));
    QVERIFY(vram::headroomNote().contains(QStringLiteral("1 GB")));

    const ParameterBudget tiny = parameterBudget(0.5e9, vram::kDefaultHeadroomBytes);
    QCOMPARE(tiny.usableBytes, 0.0);
    QCOMPARE(tiny.adamUsableParams, 0.0);
    QCOMPARE(paramCount(tiny.adamParams), QStringLiteral("36 M"));
}

void TestLearn::memorySourcePrefersTheGpu()
{
    DeviceReport r;
    r.cpu.totalRamBytes = 8'000'000'000;
    r.cuda.state = CudaState::NoDriver;
    r.cuda.reason = QStringLiteral("no NVIDIA driver found");
    MemorySource m = memorySource(r);
    QVERIFY(!m.gpu);
    QCOMPARE(m.bytes, 8e9);
    QVERIFY(m.description.contains(QStringLiteral("no NVIDIA driver found")));
    QVERIFY(m.description.contains(QStringLiteral("RAM")));

    r.cuda.state = CudaState::Usable;
    r.cuda.name = QStringLiteral("Tesla T4");
    r.cuda.totalBytes = 15'835'398'144;
    m = memorySource(r);
    QVERIFY(m.gpu);
    QCOMPARE(m.bytes, 15'835'398'144.0);
    QVERIFY(m.description.contains(QStringLiteral("Tesla T4")));
    QVERIFY(m.description.contains(QStringLiteral("15.8 GB")));
}

void TestLearn::speedupReading()
{
    // The lesson's figures: 5.0 s against 0.205 s is about 24×.
    SpeedupReading s = readSpeedup(result(5.0, false, 5000), result(0.205, true, 5000));
    QVERIFY2(s.ok, qPrintable(s.error));
    QCOMPARE(qRound(s.speedup), 24);
    QVERIFY(s.gpuSimulated);
    QVERIFY(s.gpuProvenance.startsWith(QStringLiteral("Simulated — no NVIDIA driver found")));
    QVERIFY(s.cpuProvenance.startsWith(QStringLiteral("Measured on")));
    QVERIFY(!s.suspicious);

    QVERIFY(s.largeRatioNote.isEmpty());

    s = readSpeedup(result(5.0, false, 5000), result(0.005, false, 5000));
    QCOMPARE(qRound(s.speedup), 1000);
    QVERIFY(!s.synchronized);
    QVERIFY(s.suspicious); // the missing-barrier illusion, for runs nobody vouches for
    QVERIFY2(s.largeRatioNote.contains(QStringLiteral("missing barrier")), qPrintable(s.largeRatioNote));

    // The app's own runs barrier both sides: a big ratio from them is width,
    // not an illusion, and is not accused of one (fp32, big GPU, two cores).
    BenchmarkResult cpu = result(1.6, false, 2000);
    BenchmarkResult gpu = result(0.005, false, 2000);
    cpu.synchronized = gpu.synchronized = true;
    s = readSpeedup(cpu, gpu);
    QCOMPARE(qRound(s.speedup), 320);
    QVERIFY(s.synchronized);
    QVERIFY(!s.suspicious);
    QVERIFY2(!s.largeRatioNote.contains(QStringLiteral("missing barrier")), qPrintable(s.largeRatioNote));
    QVERIFY2(s.largeRatioNote.contains(QStringLiteral("honest")), qPrintable(s.largeRatioNote));
    QVERIFY2(s.largeRatioNote.contains(QStringLiteral("your own script")), qPrintable(s.largeRatioNote));
    gpu.synchronized = false; // one side unknown: the warning stands
    QVERIFY(readSpeedup(cpu, gpu).suspicious);

    BenchmarkResult wrong = result(0.3, false);
    wrong.points[0].verdict = Verdict::Failed;
    wrong.points[0].verdictText = QStringLiteral("entry (3, 4) is off");
    s = readSpeedup(wrong, result(0.02, true));
    QVERIFY(!s.ok);
    QVERIFY(s.error.contains(QStringLiteral("entry (3, 4) is off")));

    BenchmarkResult cancelled = result(0.3, false);
    cancelled.cancelled = true;
    QVERIFY(readSpeedup(result(0.3, false), cancelled).error.contains(QStringLiteral("interrupted")));
    QVERIFY(!readSpeedup(result(0.3, false, 2000), result(0.02, true, 1000)).ok);
    QVERIFY(!readSpeedup(BenchmarkResult{}, result(0.02, true)).ok);

    // A measured result nobody verified gives no ratio; a simulated one is
    // never verified (it computes nothing) and is allowed, labelled.
    BenchmarkResult unverified = result(0.02, false);
    unverified.points[0].verdict = Verdict::NotChecked;
    s = readSpeedup(result(0.3, false), unverified);
    QVERIFY(!s.ok);
    QVERIFY2(s.error.contains(QStringLiteral("not verified")), qPrintable(s.error));
    QCOMPARE(s.speedup, 0.0);
    // A wrong GPU result, too, however fast.
    BenchmarkResult wrongGpu = result(0.0001, false);
    wrongGpu.points[0].verdict = Verdict::Failed;
    QVERIFY(!readSpeedup(result(0.3, false), wrongGpu).ok);
    // No time is no ratio (the old command-line copy divided by zero).
    QVERIFY(!readSpeedup(result(0.3, false), result(0.0, true)).ok);

    // Per size: the second size of a two-size pair, and a size the GPU run
    // never reached because it failed there.
    BenchmarkResult cpu2 = result(0.3, false, 1000);
    cpu2.points << cpu2.points[0];
    cpu2.points[1].n = 2000;
    cpu2.points[1].medianSeconds = 2.4;
    BenchmarkResult gpu2 = result(0.01, true, 1000);
    gpu2.points << gpu2.points[0];
    gpu2.points[1].n = 2000;
    gpu2.points[1].medianSeconds = 0.08;
    s = readSpeedup(cpu2, gpu2, 1);
    QVERIFY2(s.ok, qPrintable(s.error));
    QCOMPARE(s.n, 2000);
    QCOMPARE(s.speedup, 30.0);
    gpu2.points.removeLast();
    gpu2.error = QStringLiteral("out of memory");
    QVERIFY(!readSpeedup(cpu2, gpu2, 0).ok); // a failed run gives no ratio, not even for a finished size
    s = readSpeedup(cpu2, gpu2, 1);
    QVERIFY(!s.ok);
    QVERIFY2(s.error.contains(QStringLiteral("out of memory")), qPrintable(s.error));
}

void TestLearn::lessonBenchmarkPlan()
{
    // One plan for the command line and every panel: the CPU, then the GPU
    // or its labelled simulation, with the sizes and counts asked for.
    const LessonBenchmarkPlan plan = gpulab::core::lessonBenchmarkPlan({512}, 2, 7);
    QCOMPARE(plan.steps().size(), 2);
    QCOMPARE(plan.cpu.backendId, QStringLiteral("cpu"));
    QCOMPARE(plan.gpu.backendId, gpuOrSimulationId());
    for (const BenchmarkRequest &r : plan.steps()) {
        QCOMPARE(r.sizes, QList<int>{512});
        QCOMPARE(r.warmup, 2);
        QCOMPARE(r.repeats, 7);
    }
    const DeviceReport report = deviceReport();
    QCOMPARE(gpuStepSimulated(), !report.cuda.usable()); // from the report made, without probing
    // The GPU step creates what createGpuOrSimulation() creates.
    const BackendChoice gpu = createBackend(plan.gpu.backendId);
    QVERIFY2(gpu.backend, qPrintable(gpu.error));
    const BackendLabel label = labelOf(gpu.backend->info());
    QVERIFY(label.onGpu);
    if (gpuStepSimulated()) {
        QVERIFY(label.simulated);
        QCOMPARE(label.reason, report.cuda.reason);
    }
    // An interrupted CPU run stops the pair; a failed one does not.
    BenchmarkResult cpu;
    QVERIFY(runGpuSideAfter(cpu));
    cpu.error = QStringLiteral("failed");
    QVERIFY(runGpuSideAfter(cpu));
    cpu.cancelled = true;
    QVERIFY(!runGpuSideAfter(cpu));
}

QTEST_GUILESS_MAIN(TestLearn)
#include "tst_learn.moc"
