// The learn lab's state file (core/learn/learnlabstate): the page and the
// chapter by name, round trip and refusals; version 1 (the tab index and the
// chapter list's row) converted; the figures: the chapter's place and its lab.

#include "core/labcodec.h"
#include "core/labids.h"
#include "core/learn/learncontent.h"
#include "core/learn/learnlabstate.h"

#include <QTest>

using namespace gpulab::core;
using namespace gpulab::core::learn;

namespace {
QStringList chapterIds()
{
    QStringList ids;
    for (const Chapter &c : loadLearnContent(QStringLiteral("en"), labIds()).content.chapters)
        ids << c.id;
    return ids;
}
} // namespace

class TestLearnLabState : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { QVERIFY(chapterIds().size() >= 2); }

    void roundTrip()
    {
        const QStringList ids = chapterIds();
        const LearnLabState start = defaultLearnLabState(ids);
        QCOMPARE(start.chapter, ids.first());
        QCOMPARE(toJson(start), learnLabDefaults());
        const LearnLabState changed{LearnTab::Exercises, ids.last()};
        for (const LearnLabState &s : {start, changed}) {
            QString why;
            const auto back = learnLabStateFromJson(toJson(s), ids, start, &why);
            QVERIFY2(back.has_value(), qPrintable(why));
            QVERIFY(*back == s);
        }
        QCOMPARE(toJson(changed).value(QStringLiteral("tab")).toString(), QStringLiteral("exercises"));
        // A partial state keeps the rest of its base.
        const auto quiz =
            learnLabStateFromJson(QJsonObject{{QStringLiteral("tab"), QStringLiteral("quiz")}}, ids, changed, nullptr);
        QVERIFY(quiz.has_value());
        QCOMPARE(quiz->chapter, ids.last());
        QCOMPARE(quiz->tab, LearnTab::Quiz);
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("state");
        QTest::addColumn<QString>("error");
        QTest::newRow("unknown key") << QJsonObject{{QStringLiteral("page"), QStringLiteral("quiz")}}
                                     << "it has a setting \"page\" that this lab does not have";
        QTest::newRow("tab by index") << QJsonObject{{QStringLiteral("tab"), 1}}
                                      << "its \"tab\" should be one of \"chapters\", \"quiz\", \"flashcards\", "
                                         "\"exercises\"";
        QTest::newRow("unknown chapter")
            << QJsonObject{{QStringLiteral("chapter"), QStringLiteral("warp")}}
            << "its \"chapter\" should be one of \"why-gpus\", \"routes\", \"verify\", \"timing\", \"memory\", "
               "\"device-code\"";
        QTest::newRow("chapter by title") << QJsonObject{{QStringLiteral("chapter"), QStringLiteral("Why GPUs")}}
                                          << "its \"chapter\" should be one of \"why-gpus\", \"routes\", "
                                             "\"verify\", \"timing\", \"memory\", \"device-code\"";
    }
    void refusals()
    {
        QFETCH(QJsonObject, state);
        QFETCH(QString, error);
        QString why;
        QVERIFY(!learnLabStateFromJson(state, chapterIds(), defaultLearnLabState(chapterIds()), &why));
        QCOMPARE(why, error);
        QVERIFY(!learnLabFigures(state, &why));
        QCOMPARE(why, error);
    }

    void versionOneConverted()
    {
        QString why;
        const QJsonObject v1{{QStringLiteral("chapterList"), 2}, {QStringLiteral("learnTabs"), 1}};
        const auto v2 = learnLabFromV1(v1, &why);
        QVERIFY2(v2.has_value(), qPrintable(why));
        QCOMPARE(*v2, (QJsonObject{{QStringLiteral("chapter"), chapterIds().at(2)},
                                   {QStringLiteral("tab"), QStringLiteral("quiz")}}));
        QCOMPARE(*labStateFromV1(QStringLiteral("learn"), v1, &why), *v2);
        QCOMPARE(
            *learnLabFromV1(QJsonObject{{QStringLiteral("chapterList"), 0}, {QStringLiteral("learnTabs"), 0}}, &why),
            learnLabDefaults());
        QVERIFY(!learnLabFromV1(QJsonObject{{QStringLiteral("chapterList"), 6}}, &why));
        QCOMPARE(why, QStringLiteral("its \"chapterList\" is outside 0 to 5"));
        QVERIFY(!learnLabFromV1(QJsonObject{{QStringLiteral("learnTabs"), QStringLiteral("quiz")}}, &why));
        QCOMPARE(why, QStringLiteral("its \"learnTabs\" should be a whole number"));
        QVERIFY(!learnLabFromV1(QJsonObject{{QStringLiteral("tab"), QStringLiteral("quiz")}}, &why));
        QCOMPARE(why, QStringLiteral("it has a setting \"tab\" that this lab does not have"));
    }

    void figures()
    {
        QString why;
        const auto f = learnLabFigures(QJsonObject{{QStringLiteral("chapter"), QStringLiteral("timing")}}, &why);
        QVERIFY2(f.has_value(), qPrintable(why));
        QCOMPARE(f->json.value(QStringLiteral("chapterNumber")).toInt(),
                 int(chapterIds().indexOf(QStringLiteral("timing"))) + 1);
        QCOMPARE(f->json.value(QStringLiteral("lab")).toString(), QStringLiteral("timing"));
        QVERIFY(labIds().contains(f->json.value(QStringLiteral("lab")).toString()));
        const auto last = learnLabFigures(QJsonObject{{QStringLiteral("chapter"), chapterIds().last()}}, &why);
        QVERIFY(last->json.value(QStringLiteral("nextChapter")).isNull());
    }
};

QTEST_GUILESS_MAIN(TestLearnLabState)
#include "tst_learnlabstate.moc"
