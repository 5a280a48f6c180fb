#pragma once

// The mini quiz beside the script: pick a machine, press "Predict", and each
// line's output on that machine stays hidden until you choose what you think
// it prints and reveal it. The score comes from core::dispatch::DispatchQuiz.

#include "core/dispatch/dispatchquiz.h"

#include <QGroupBox>
#include <QStringList>

#include <optional>

class QButtonGroup;
class QComboBox;
class QLabel;
class QPushButton;
class QVBoxLayout;

namespace gpulab::labs {

class QuizBox : public QGroupBox {
    Q_OBJECT
public:
    explicit QuizBox(QWidget *parent = nullptr);

    // The verdict as shown ("✔ Right: False"); empty before an answer.
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] bool predicting() const;
    [[nodiscard]] core::dispatch::Machine machine() const;
    // Offers `choices` for line `line` (0-based); fewer than two means nothing to guess.
    void offer(int line, const QStringList &choices, bool alreadyAnswered);
    // Shows the verdict after a reveal, and the score so far.
    void showVerdict(core::dispatch::DispatchQuiz::Verdict verdict, const QString &correct,
                     const core::dispatch::DispatchQuiz &quiz);
    void showScore(const core::dispatch::DispatchQuiz &quiz);

    // The same choices in another language: the radio buttons keep which one is picked.
    void relabel(const QStringList &choices);

    void choose(int index); // as a click on choice `index` would
    [[nodiscard]] QString chosen() const;
    [[nodiscard]] QPushButton *predictButton() const { return m_predict; }
    [[nodiscard]] QPushButton *revealButton() const { return m_reveal; }
    [[nodiscard]] QComboBox *machineBox() const { return m_machine; }
    [[nodiscard]] QLabel *scoreLabel() const { return m_score; }
    [[nodiscard]] QStringList choices() const { return m_choices; }

Q_SIGNALS:
    void predictToggled(bool on);
    void machineChanged();
    void revealRequested();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showQuestion();
    void showVerdictText();
    void showScoreText();

    // What the box says, kept as state, not as words (a change of language re-words it).
    enum class Question { Idle, NothingToGuess, AlreadyScored, Ask };
    Question m_questionState = Question::Idle;
    int m_line = 0;
    std::optional<core::dispatch::DispatchQuiz::Verdict> m_lastVerdict;
    QString m_lastCorrect;
    int m_scoreCorrect = 0;
    int m_scoreAttempts = 0;
    QLabel *m_on = nullptr;
    QComboBox *m_machine = nullptr;
    QPushButton *m_predict = nullptr;
    QLabel *m_question = nullptr;
    QVBoxLayout *m_choiceLayout = nullptr;
    QButtonGroup *m_group = nullptr;
    QPushButton *m_reveal = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_score = nullptr;
    QStringList m_choices;
};

} // namespace gpulab::labs
