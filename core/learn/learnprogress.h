#pragma once

#include <QHash>
#include <QSet>
#include <QString>

namespace gpulab::core::learn {

// The learner's progress, kept in QSettings under the group "learn" so it
// survives a restart: quiz answers, which worked answers were revealed, the
// chapter and the flashcard last shown. Every setter writes through at once
// (a crash loses nothing) but only when the value changes, so that showing
// what was restored never rewrites the settings file; reset() removes the
// whole group.
class LearnProgress {
public:
    LearnProgress();

    [[nodiscard]] QHash<QString, int> quizAnswers() const { return m_quiz; }
    void setQuizAnswer(const QString &questionId, int choice);
    void clearQuiz();

    [[nodiscard]] bool isRevealed(const QString &exerciseId) const { return m_revealed.contains(exerciseId); }
    void setRevealed(const QString &exerciseId);

    [[nodiscard]] QString lastChapter() const { return m_lastChapter; }
    void setLastChapter(const QString &chapterId);
    [[nodiscard]] QString lastCard() const { return m_lastCard; }
    void setLastCard(const QString &cardId);

    void reset();

    static constexpr const char *kGroup = "learn";

private:
    QHash<QString, int> m_quiz;
    QSet<QString> m_revealed;
    QString m_lastChapter;
    QString m_lastCard;
};

} // namespace gpulab::core::learn
