#include "core/learn/learnlabstate.h"

#include "core/labids.h"
#include "core/labstatereader.h"
#include "core/learn/learncontent.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpulab::core::learn {

namespace {

struct TrLearnLabState {
    Q_DECLARE_TR_FUNCTIONS(LearnLabState)
};

// The built-in lesson in English: its chapter ids and links are the same in
// every language.
const LearnContent &englishLesson()
{
    static const LearnContent content = loadLearnContent(QStringLiteral("en"), labIds()).content;
    return content;
}

QStringList lessonChapterIds()
{
    QStringList ids;
    for (const Chapter &c : englishLesson().chapters)
        ids << c.id;
    return ids;
}

QString learnTabName(LearnTab tab)
{
    switch (tab) {
    case LearnTab::Chapters: return TrLearnLabState::tr("Chapters");
    case LearnTab::Quiz: return TrLearnLabState::tr("Quiz");
    case LearnTab::Flashcards: return TrLearnLabState::tr("Flashcards");
    case LearnTab::Exercises: return TrLearnLabState::tr("Exercises");
    }
    return {};
}

} // namespace

QStringList learnTabKeys()
{
    return {QStringLiteral("chapters"), QStringLiteral("quiz"), QStringLiteral("flashcards"),
            QStringLiteral("exercises")};
}

LearnLabState defaultLearnLabState(const QStringList &chapterIds)
{
    LearnLabState s;
    s.chapter = chapterIds.value(0);
    return s;
}

QJsonObject toJson(const LearnLabState &s)
{
    return {{QStringLiteral("tab"), learnTabKeys().value(int(s.tab))}, {QStringLiteral("chapter"), s.chapter}};
}

std::optional<LearnLabState> learnLabStateFromJson(const QJsonObject &json, const QStringList &chapterIds,
                                                   const LearnLabState &base, QString *why)
{
    LearnLabState s = base;
    LabStateReader r(json);
    QString tab = learnTabKeys().value(int(s.tab));
    r.choice(QStringLiteral("tab"), learnTabKeys(), &tab);
    r.choice(QStringLiteral("chapter"), chapterIds, &s.chapter);
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    s.tab = LearnTab(learnTabKeys().indexOf(tab));
    return s;
}

QJsonObject learnLabDefaults()
{
    return toJson(defaultLearnLabState(lessonChapterIds()));
}

std::optional<QJsonObject> learnLabFromV1(const QJsonObject &v1, QString *why)
{
    LabStateReader r(v1);
    QJsonObject out = learnLabDefaults();
    const QStringList ids = lessonChapterIds();
    int tab = -1;
    r.integer(QStringLiteral("learnTabs"), 0, int(learnTabKeys().size()) - 1, &tab);
    if (r.ok() && tab >= 0)
        out.insert(QStringLiteral("tab"), learnTabKeys().at(tab));
    int row = -1;
    r.integer(QStringLiteral("chapterList"), 0, std::max(0, int(ids.size()) - 1), &row);
    if (r.ok() && row >= 0 && row < ids.size())
        out.insert(QStringLiteral("chapter"), ids.at(row));
    if (!r.finish()) {
        if (why)
            *why = r.error();
        return std::nullopt;
    }
    return out;
}

std::optional<LabFigures> learnLabFigures(const QJsonObject &json, QString *why)
{
    const QStringList ids = lessonChapterIds();
    const std::optional<LearnLabState> s = learnLabStateFromJson(json, ids, defaultLearnLabState(ids), why);
    if (!s)
        return std::nullopt;
    const int index = int(ids.indexOf(s->chapter));
    if (index < 0) { // no lesson compiled in
        if (why)
            *why = TrLearnLabState::tr("the lesson has no chapters");
        return std::nullopt;
    }
    const Chapter &chapter = englishLesson().chapters.at(index);
    // The title in the reader's language, where the lesson has it.
    const LearnContent local = loadLearnContent(learnLanguage(QLocale()), labIds()).content;
    const int localIndex = local.chapterIndex(chapter.id);
    const QString title = localIndex >= 0 ? local.chapters.at(localIndex).title : chapter.title;
    LabFigures f;
    f.json = QJsonObject{
        {QStringLiteral("tab"), learnTabKeys().value(int(s->tab))},
        {QStringLiteral("chapter"), chapter.id},
        {QStringLiteral("chapterNumber"), index + 1},
        {QStringLiteral("chapterCount"), int(ids.size())},
        {QStringLiteral("nextChapter"), index + 1 < ids.size() ? QJsonValue(ids.at(index + 1)) : QJsonValue()},
        {QStringLiteral("lab"), chapter.lab.labId},
        {QStringLiteral("labPreset"), chapter.lab.preset}};
    f.lines = {{TrLearnLabState::tr("Page"), learnTabName(s->tab)},
               {TrLearnLabState::tr("Chapter"),
                TrLearnLabState::tr("%1 (%2 of %3)").arg(title).arg(index + 1).arg(ids.size())},
               {TrLearnLabState::tr("Its lab"),
                chapter.lab.preset.isEmpty()
                    ? chapter.lab.labId
                    : TrLearnLabState::tr("%1, preset %2").arg(chapter.lab.labId, chapter.lab.preset)}};
    return f;
}

} // namespace gpulab::core::learn
