#pragma once

// "Predict, then test" beside a lab's answer: the learner may press "Predict
// first", type a guess, lock it, and only then see the lab's answer (the
// widgets given to coverUntilRevealed() stay hidden meanwhile). When the lab
// shows its answer (Play, "Run it", or at once on locking), the box says in
// words how close the guess came and keeps the lab's score for the session
// (core::predict::Scoreboard). Nothing is hidden until the learner asks to
// guess, and "Skip, just show me" is always there: prediction never blocks a lab.

#include "core/predict/predict.h"
#include "labs/steadylabel.h"

#include <QGroupBox>
#include <QList>
#include <QPointer>

#include <functional>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;

namespace gpulab::labs {

class WrapButton;

class PredictBox : public QGroupBox {
    Q_OBJECT
public:
    enum class State { Idle, Asking, Locked, Revealed };

    PredictBox(core::predict::Question question, const QString &labId, QWidget *parent = nullptr);

    // The widgets that show the answer: hidden while a guess is open or locked.
    void coverUntilRevealed(const QList<QWidget *> &widgets);
    // For a lab whose answer needs no action of its own (the VRAM bar, the sweep cost).
    void setRevealOnLock(bool on) { m_revealOnLock = on; }
    // Works out the true answer from the lab's model when it is revealed; none
    // means there is nothing to score this time (the run failed, the GPU never wins).
    void setAnswer(std::function<std::optional<double>()> answer) { m_answer = std::move(answer); }

    // The lab shows its answer now: a locked guess is scored, an open one is skipped.
    void reveal();
    void start(); // "Predict first" / "Predict again"
    void lock();  // "Lock my guess"
    void skip();  // "Skip, just show me"
    // Back to "Predict first" with nothing hidden (Alt+R, Reset all labs);
    // the session's score stays.
    void reset();

    [[nodiscard]] State state() const { return m_state; }
    [[nodiscard]] bool pending() const { return m_state == State::Asking || m_state == State::Locked; }
    [[nodiscard]] core::predict::Question question() const { return m_question; }
    // The guess in the answer's own unit (seconds for the timer, 1/0 for yes/no).
    [[nodiscard]] double guess() const;
    void setGuess(double value);
    [[nodiscard]] std::optional<core::predict::Closeness> lastCloseness() const { return m_closeness; }

    [[nodiscard]] WrapButton *startButton() const { return m_start; }
    [[nodiscard]] WrapButton *lockButton() const { return m_lock; }
    [[nodiscard]] WrapButton *skipButton() const { return m_skip; }
    [[nodiscard]] QDoubleSpinBox *guessSpin() const { return m_spin; }
    [[nodiscard]] QComboBox *yesNoBox() const { return m_yesNo; }
    [[nodiscard]] QLabel *verdictLabel() const { return m_verdict; }
    [[nodiscard]] QLabel *scoreLabel() const { return m_score; }

Q_SIGNALS:
    void stateChanged(gpulab::labs::PredictBox::State state);

protected:
    void changeEvent(QEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override; // Enter in the guess locks it
    void showEvent(QShowEvent *event) override;

private:
    void retranslate();
    void restyle();
    void setState(State s);
    void refresh(); // what is visible, the verdict and the score
    [[nodiscard]] QString formatValue(double value) const;
    [[nodiscard]] QString verdictText() const;
    [[nodiscard]] QString askingText() const;
    [[nodiscard]] QString lockedText(double guess) const; // "Locked at …" and what to do next

    core::predict::Question m_question;
    QString m_labId;
    State m_state = State::Idle;
    bool m_revealOnLock = false;
    std::function<std::optional<double>()> m_answer;
    QList<QPointer<QWidget>> m_covered;
    QList<QPointer<QWidget>> m_hiddenByUs;

    // The last reveal, kept as data so a language switch can word it again.
    bool m_skipped = false;
    double m_lockedGuess = 0.0;
    std::optional<double> m_truth;
    std::optional<core::predict::Closeness> m_closeness;

    WrapButton *m_start = nullptr;
    QLabel *m_prompt = nullptr;
    QDoubleSpinBox *m_spin = nullptr;
    QComboBox *m_yesNo = nullptr;
    WrapButton *m_lock = nullptr;
    WrapButton *m_skip = nullptr;
    SteadyLabel *m_verdict = nullptr;
    QLabel *m_score = nullptr;
};

} // namespace gpulab::labs
