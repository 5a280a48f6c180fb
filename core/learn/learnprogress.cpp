#include "core/learn/learnprogress.h"

#include <QSettings>

namespace gpulab::core::learn {
namespace {
const QString kQuiz = QStringLiteral("quiz");
const QString kRevealed = QStringLiteral("revealed");
const QString kChapter = QStringLiteral("lastChapter");
const QString kCard = QStringLiteral("lastCard");

QString group()
{
    return QLatin1String(LearnProgress::kGroup);
}
} // namespace

LearnProgress::LearnProgress()
{
    QSettings s;
    s.beginGroup(group());
    s.beginGroup(kQuiz);
    for (const QString &key : s.childKeys()) {
        bool ok = false;
        const int choice = s.value(key).toInt(&ok);
        if (ok)
            m_quiz.insert(key, choice);
    }
    s.endGroup();
    const QStringList revealed = s.value(kRevealed).toStringList();
    m_revealed = QSet<QString>(revealed.cbegin(), revealed.cend());
    m_lastChapter = s.value(kChapter).toString();
    m_lastCard = s.value(kCard).toString();
}

void LearnProgress::setQuizAnswer(const QString &questionId, int choice)
{
    m_quiz.insert(questionId, choice);
    QSettings s;
    s.setValue(group() + QLatin1Char('/') + kQuiz + QLatin1Char('/') + questionId, choice);
}

void LearnProgress::clearQuiz()
{
    m_quiz.clear();
    QSettings().remove(group() + QLatin1Char('/') + kQuiz);
}

void LearnProgress::setRevealed(const QString &exerciseId)
{
    m_revealed.insert(exerciseId);
    QStringList list(m_revealed.cbegin(), m_revealed.cend());
    list.sort();
    QSettings().setValue(group() + QLatin1Char('/') + kRevealed, list);
}

void LearnProgress::setLastChapter(const QString &chapterId)
{
    if (chapterId == m_lastChapter)
        return; // showing what was restored is not a change: the file is left alone
    m_lastChapter = chapterId;
    QSettings().setValue(group() + QLatin1Char('/') + kChapter, chapterId);
}

void LearnProgress::setLastCard(const QString &cardId)
{
    if (cardId == m_lastCard)
        return;
    m_lastCard = cardId;
    QSettings().setValue(group() + QLatin1Char('/') + kCard, cardId);
}

void LearnProgress::reset()
{
    m_quiz.clear();
    m_revealed.clear();
    m_lastChapter.clear();
    m_lastCard.clear();
    QSettings().remove(group());
}

} // namespace gpulab::core::learn
