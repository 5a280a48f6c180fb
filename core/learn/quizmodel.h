#pragma once

#include "core/learn/learntypes.h"

#include <QHash>
#include <QString>

namespace gpulab::core::learn {

// What happened when a choice was given.
struct AnswerResult {
    bool accepted = false; // false: unknown question, choice out of range, or answered already
    bool correct = false;
    int correctIndex = -1;
    QString error; // why it was not accepted
};

// Scoring of the quiz. A question is answered once (the explanation comes
// after the answer, so a second try would be no test); reset() starts over.
// Pure: persistence is LearnProgress's business.
class QuizModel {
public:
    explicit QuizModel(QList<QuizQuestion> questions = {});

    [[nodiscard]] const QList<QuizQuestion> &questions() const { return m_questions; }

    AnswerResult answer(const QString &questionId, int choice);
    [[nodiscard]] bool isAnswered(const QString &questionId) const { return m_answers.contains(questionId); }
    [[nodiscard]] int choiceOf(const QString &questionId) const { return m_answers.value(questionId, -1); }
    [[nodiscard]] bool isCorrect(const QString &questionId) const;

    [[nodiscard]] int total() const { return int(m_questions.size()); }
    [[nodiscard]] int answeredCount() const { return int(m_answers.size()); }
    [[nodiscard]] int correctCount() const;
    // "3 / 5 answered · 2 correct"
    [[nodiscard]] QString scoreLine() const;

    // Answers as saved; restore() skips unknown questions and impossible
    // choices (a settings file from an older lesson must not break the quiz).
    [[nodiscard]] const QHash<QString, int> &answers() const { return m_answers; }
    void restore(const QHash<QString, int> &answers);

    void reset() { m_answers.clear(); }

private:
    [[nodiscard]] const QuizQuestion *find(const QString &id) const;

    QList<QuizQuestion> m_questions;
    QHash<QString, int> m_answers; // question id → chosen index
};

} // namespace gpulab::core::learn
