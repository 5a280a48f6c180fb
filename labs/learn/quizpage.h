#pragma once

#include "core/learn/learnprogress.h"
#include "core/learn/quizmodel.h"

#include <QList>
#include <QWidget>

#include <utility>

class QLabel;
class QListWidget;
class QPushButton;
class QShortcut;

namespace gpulab::labs {

class QuizSummaryView;
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
    // The chapters, for the summary's "show me in the lab" links.
    void setChapters(const QList<core::learn::Chapter> &chapters);
    // The same quiz in another language: answers, the question shown and the summary stay.
    void setQuestions(const QList<core::learn::QuizQuestion> &questions);

    [[nodiscard]] const core::learn::QuizModel &model() const { return m_model; }
    [[nodiscard]] int currentQuestion() const { return m_current; }
    // After the last question "Next" shows the score, not question 1 again.
    [[nodiscard]] bool showingSummary() const { return m_summary; }
    [[nodiscard]] WrapButton *choiceButton(int i) const { return m_choices.value(i); }
    [[nodiscard]] QLabel *scoreLabel() const { return m_score; }
    [[nodiscard]] QLabel *explanationLabel() const { return m_explanation; }
    [[nodiscard]] QPushButton *resetButton() const { return m_reset; }
    [[nodiscard]] QuizSummaryView *summaryView() const { return m_summaryView; }

Q_SIGNALS:
    void scoreChanged(const QString &line);
    void labRequested(const QString &labId, const QString &preset);

protected:
    void changeEvent(QEvent *event) override;

protected:
private:
    void retranslate();
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
    QWidget *m_choiceGroup = nullptr; // the choices, named after the question
    QList<WrapButton *> m_choices;
    QLabel *m_verdict = nullptr;
    QLabel *m_explanation = nullptr;
    QuizSummaryView *m_summaryView = nullptr;
    QLabel *m_score = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_reset = nullptr;
    QList<std::pair<QShortcut *, int>> m_shortcuts; // key → choice, for their descriptions
};

} // namespace gpulab::labs
