// The content rules of learncontent.h. Each broken rule is one readable
// message naming the file and the item, so an author can fix it at once.

#include "core/learn/learnconstants.h"
#include "core/learn/learncontent.h"
#include "core/learn/learnlinks.h"
#include "core/learn/learntr.h"

#include <QCoreApplication>
#include <QRegularExpression>
#include <QSet>

#include <algorithm>

namespace gpulab::core::learn {
namespace {

bool isPresetName(const QString &s)
{
    static const QRegularExpression re(QStringLiteral("^[a-z0-9]+(-[a-z0-9]+)*$"));
    return re.match(s).hasMatch();
}

template <typename T> void checkIds(const QList<T> &items, const QString &file, QStringList &errors)
{
    QSet<QString> seen;
    for (const auto &item : items) {
        if (item.id.isEmpty())
            errors << TrLearn::tr("%1: an entry has no id").arg(file);
        else if (seen.contains(item.id))
            errors << TrLearn::tr("%1: the id \"%2\" is used twice").arg(file, item.id);
        seen.insert(item.id);
    }
}

void checkLabLink(const QString &where, const QString &labId, const QString &preset, const QStringList &known,
                  QStringList &errors)
{
    if (labId.isEmpty())
        errors << TrLearn::tr("%1: the lab link names no lab").arg(where);
    else if (!known.contains(labId))
        errors << TrLearn::tr("%1: the lab \"%2\" does not exist (labs: %3)")
                      .arg(where, labId, known.join(QStringLiteral(", ")));
    if (!preset.isEmpty() && !isPresetName(preset))
        errors << TrLearn::tr("%1: \"%2\" is not a preset name (lower case words joined by -)").arg(where, preset);
}

void checkChapters(const LearnContent &content, const QStringList &knownLabIds, QStringList &errors)
{
    checkIds(content.chapters, QStringLiteral("chapters.json"), errors);
    for (const auto &c : content.chapters) {
        const QString where = TrLearn::tr("chapter \"%1\"").arg(c.id);
        if (c.title.trimmed().isEmpty())
            errors << TrLearn::tr("%1: no title").arg(where);
        if (c.markdown.trimmed().isEmpty())
            errors << TrLearn::tr("%1: the page %2 is empty").arg(where, c.file);
        checkLabLink(where, c.lab.labId, c.lab.preset, knownLabIds, errors);
        if (!c.lab.labId.isEmpty() && c.lab.text.trimmed().isEmpty())
            errors << TrLearn::tr("%1: the lab link has no text").arg(where);
        for (const auto &link : markdownLinks(c.markdown)) {
            if (link.scheme == QLatin1String(kTermScheme)) {
                if (content.cardIndex(link.target) < 0)
                    errors << TrLearn::tr("%1: the link to \"%2\" names no flashcard").arg(where, link.target);
            } else if (link.scheme == QLatin1String(kLabScheme)) {
                const LabTarget t = parseLabTarget(link.target);
                checkLabLink(where, t.labId, t.preset, knownLabIds, errors);
            } else {
                errors << TrLearn::tr("%1: links go to term: or lab:, not \"%2:\"").arg(where, link.scheme);
            }
        }
    }
}

void checkQuiz(const LearnContent &content, QStringList &errors)
{
    checkIds(content.quiz, QStringLiteral("quiz.json"), errors);
    if (content.quiz.isEmpty())
        errors << TrLearn::tr("quiz.json: no questions");
    for (const auto &q : content.quiz) {
        const QString where = TrLearn::tr("question \"%1\"").arg(q.id);
        if (q.prompt.trimmed().isEmpty())
            errors << TrLearn::tr("%1: no question text").arg(where);
        if (q.choices.size() != kChoicesPerQuestion)
            errors << TrLearn::tr("%1: %2 choices, needs %3").arg(where).arg(q.choices.size()).arg(kChoicesPerQuestion);
        int correct = 0;
        for (const auto &choice : q.choices) {
            correct += choice.correct ? 1 : 0;
            if (choice.text.trimmed().isEmpty())
                errors << TrLearn::tr("%1: a choice has no text").arg(where);
        }
        if (correct != 1)
            errors << TrLearn::tr("%1: %2 correct choices, needs exactly one").arg(where).arg(correct);
        if (q.explanation.trimmed().isEmpty())
            errors << TrLearn::tr("%1: no explanation").arg(where);
        if (!q.chapterId.isEmpty() && content.chapterIndex(q.chapterId) < 0)
            errors << TrLearn::tr("%1: the chapter \"%2\" does not exist").arg(where, q.chapterId);
    }
}

void checkCards(const LearnContent &content, QStringList &errors)
{
    checkIds(content.cards, QStringLiteral("glossary.json"), errors);
    QSet<QString> glossary;
    for (const char *id : kGlossaryIds)
        glossary.insert(QLatin1String(id));
    for (const QString &id : glossary)
        if (content.cardIndex(id) < 0)
            errors << TrLearn::tr("glossary.json: the glossary term \"%1\" has no card").arg(id);
    for (const auto &card : content.cards) {
        const QString where = TrLearn::tr("card \"%1\"").arg(card.id);
        if (!glossary.contains(card.id))
            errors << TrLearn::tr("%1: not a term of the glossary").arg(where);
        if (card.term.trimmed().isEmpty() || card.meaning.trimmed().isEmpty())
            errors << TrLearn::tr("%1: needs a term and a meaning").arg(where);
        const QRegularExpression re(card.match);
        if (card.match.isEmpty() || !re.isValid()) {
            errors << TrLearn::tr("%1: the pattern \"%2\" is not a valid expression").arg(where, card.match);
            continue;
        }
        if (!re.match(card.term).hasMatch())
            errors << TrLearn::tr("%1: the pattern does not match the term itself").arg(where);

        bool linkedSomewhere = false;
        for (const auto &chapter : content.chapters) {
            const auto links = markdownLinks(chapter.markdown);
            for (const auto &l : links)
                linkedSomewhere |= l.scheme == QLatin1String(kTermScheme) && l.target == card.id;
            const auto first = re.match(proseOnly(chapter.markdown));
            if (!first.hasMatch())
                continue;
            const bool inLink = std::any_of(links.cbegin(), links.cend(), [&](const MarkdownLink &l) {
                return l.scheme == QLatin1String(kTermScheme) && l.target == card.id &&
                       first.capturedStart() >= l.start && first.capturedEnd() <= l.start + l.length;
            });
            if (!inLink)
                errors << TrLearn::tr("chapter \"%1\": the first use of \"%2\" (\"%3\") is not a link to its card")
                              .arg(chapter.id, card.term, first.captured());
        }
        if (!linkedSomewhere)
            errors << TrLearn::tr("%1: no chapter links to it").arg(where);
    }
}

void checkExercises(const LearnContent &content, QStringList &errors)
{
    checkIds(content.exercises, QStringLiteral("exercises.json"), errors);
    if (content.exercises.isEmpty())
        errors << TrLearn::tr("exercises.json: no exercises");
    for (const auto &e : content.exercises) {
        if (e.title.trimmed().isEmpty() || e.task.trimmed().isEmpty() || e.tryFirst.trimmed().isEmpty() ||
            e.answer.trimmed().isEmpty())
            errors
                << TrLearn::tr("exercise \"%1\": needs a title, a task, a \"try first\" and a worked answer").arg(e.id);
    }
}

} // namespace

QStringList validateLearnContent(const LearnContent &content, const QStringList &knownLabIds)
{
    QStringList errors;
    if (content.chapters.isEmpty())
        errors << TrLearn::tr("chapters.json: no chapters");
    checkChapters(content, knownLabIds, errors);
    checkQuiz(content, errors);
    checkCards(content, errors);
    checkExercises(content, errors);
    return errors;
}

} // namespace gpulab::core::learn
