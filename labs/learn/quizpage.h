#pragma once

#include "core/learn/learnprogress.h"
#include "core/learn/quizmodel.h"

#include <QWidget>

class QLabel;
class QListWidget;
class QPushButton;

namespace gpulab::labs {

class WrapButton;

// One question at a time: the prompt, four choice buttons (or keys 1–4),
// and — only after an answer — whether it was right and why. The score
// line and the question list show progress; Reset starts the quiz over.
class QuizPage : public QWidget {
    Q_OBJECT
public:
    QuizPage(const QList<core::learn::QuizQuestion> &questions, core::learn::LearnProgress *progress,
             QWidget *parent = nullptr);

    void showQuestion(int index);
    void answer(int choice); // for the current question
    void resetQuiz();

    [[nodiscard]] const core::learn::QuizModel &model() const { return m_model; }
    [[nodiscard]] int currentQuestion() const { return m_current; }
    // After the last question "Next" shows the score, not question 1 again.
    [[nodiscard]] bool showingSummary() const { return m_summary; }
    [[nodiscard]] WrapButton *choiceButton(int i) const { return m_choices.value(i); }
    [[nodiscard]] QLabel *scoreLabel() const { return m_score; }
    [[nodiscard]] QLabel *explanationLabel() const { return m_explanation; }
    [[nodiscard]] QPushButton *resetButton() const { return m_reset; }

Q_SIGNALS:
    void scoreChanged(const QString &line);

protected:
    void changeEvent(QEvent *event) override;

private:
    // The choices' fills and the verdict in the inks in use.
    void restyle();
    void refresh();
    void next();
    void showSummary();
    void refreshList();

    core::learn::QuizModel m_model;
    core::learn::LearnProgress *m_progress = nullptr;
    int m_current = -1;
    bool m_summary = false;
    QListWidget *m_list = nullptr;
    QLabel *m_counter = nullptr;
    QLabel *m_prompt = nullptr;
    QList<WrapButton *> m_choices;
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_score = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_reset = nullptr;
};

} // namespace gpulab::labs
