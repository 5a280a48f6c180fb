#include "core/learn/quizmodel.h"

#include <QCoreApplication>

namespace gpulab::core::learn {

QuizModel::QuizModel(QList<QuizQuestion> questions) : m_questions(std::move(questions)) {}

const QuizQuestion *QuizModel::find(const QString &id) const
{
    for (const auto &q : m_questions)
        if (q.id == id)
            return &q;
    return nullptr;
}

AnswerResult QuizModel::answer(const QString &questionId, int choice)
{
    AnswerResult r;
    const QuizQuestion *q = find(questionId);
    if (!q) {
        r.error = QCoreApplication::translate("Learn", "there is no question \"%1\"").arg(questionId);
        return r;
    }
    r.correctIndex = q->correctIndex();
    if (choice < 0 || choice >= q->choices.size()) {
        r.error = QCoreApplication::translate("Learn", "choice %1 does not exist (the question has %2)")
                      .arg(choice + 1)
                      .arg(q->choices.size());
        return r;
    }
    if (m_answers.contains(questionId)) {
        r.correct = m_answers.value(questionId) == r.correctIndex;
        r.error = QCoreApplication::translate("Learn", "already answered; reset the quiz to try again");
        return r;
    }
    m_answers.insert(questionId, choice);
    r.accepted = true;
    r.correct = choice == r.correctIndex;
    return r;
}

bool QuizModel::isCorrect(const QString &questionId) const
{
    const QuizQuestion *q = find(questionId);
    return q && m_answers.contains(questionId) && m_answers.value(questionId) == q->correctIndex();
}

int QuizModel::correctCount() const
{
    int n = 0;
    for (const auto &q : m_questions)
        n += isCorrect(q.id) ? 1 : 0;
    return n;
}

QString QuizModel::scoreLine() const
{
    return QCoreApplication::translate("Learn", "%1 / %2 answered · %3 correct")
        .arg(answeredCount())
        .arg(total())
        .arg(correctCount());
}

void QuizModel::restore(const QHash<QString, int> &answers)
{
    m_answers.clear();
    for (auto it = answers.cbegin(); it != answers.cend(); ++it) {
        const QuizQuestion *q = find(it.key());
        if (q && it.value() >= 0 && it.value() < q->choices.size())
            m_answers.insert(it.key(), it.value());
    }
}

} // namespace gpulab::core::learn
