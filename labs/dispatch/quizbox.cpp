#include "labs/dispatch/quizbox.h"

#include "labs/accessibility.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gpulab::labs {

using core::dispatch::DispatchQuiz;
using core::dispatch::Machine;

QuizBox::QuizBox(QWidget *parent) : QGroupBox(parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_predict = new QPushButton(this);
    m_predict->setObjectName(u"predictButton"_qs);
    m_predict->setCheckable(true);
    m_predict->setFocusPolicy(Qt::TabFocus);
    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"quizMachine"_qs);
    m_machine->setFocusPolicy(Qt::TabFocus);
    for (const Machine m : core::dispatch::allMachines())
        m_machine->addItem(core::dispatch::machineTitle(m), int(m));
    m_machine->setCurrentIndex(int(Machine::Mac)); // the surprising one: cpu from the idiom
    row->addWidget(m_predict);
    m_on = new QLabel(this);
    m_on->setBuddy(m_machine);
    row->addWidget(m_on);
    row->addWidget(m_machine, 1);
    layout->addLayout(row);

    m_question = new WrapLabel(this);
    m_question->setWordWrap(true);
    layout->addWidget(m_question);
    m_group = new QButtonGroup(this);
    m_choiceLayout = new QVBoxLayout;
    layout->addLayout(m_choiceLayout);
    m_reveal = new QPushButton(this);
    m_reveal->setObjectName(u"revealButton"_qs);
    m_reveal->setFocusPolicy(Qt::TabFocus);
    m_reveal->setEnabled(false);
    layout->addWidget(m_reveal);
    m_verdict = new WrapLabel(this);
    m_verdict->setWordWrap(true);
    style::setRelativeFont(m_verdict, 1.0, true);
    layout->addWidget(m_verdict);
    m_score = new QLabel(this);
    m_score->setObjectName(u"quizScore"_qs);
    layout->addWidget(m_score);
    layout->addStretch();

    connect(m_predict, &QPushButton::toggled, this, &QuizBox::predictToggled);
    connect(m_machine, &QComboBox::currentIndexChanged, this, &QuizBox::machineChanged);
    connect(m_reveal, &QPushButton::clicked, this, [this] {
        if (isAvailable(m_reveal)) // not while it only looks disabled
            Q_EMIT revealRequested();
    });
    connect(m_group, &QButtonGroup::idClicked, this, [this] { setAvailable(m_reveal, true); });
    retranslate();
}

void QuizBox::retranslate()
{
    setTitle(tr("Predict, then reveal"));
    m_predict->setText(tr("Predict"));
    m_predict->setToolTip(tr("Hide each line's output on the chosen machine until you have guessed it."));
    for (int i = 0; i < m_machine->count(); ++i)
        m_machine->setItemText(i, core::dispatch::machineTitle(Machine(m_machine->itemData(i).toInt())));
    m_on->setText(tr("on"));
    m_reveal->setText(tr("Reveal"));
    showQuestion();
    showVerdictText();
    showScoreText();
}

void QuizBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QGroupBox::changeEvent(event);
}

void QuizBox::showQuestion()
{
    switch (m_questionState) {
    case Question::Idle: m_question->setText(tr("Press Predict, then step: you guess before you see.")); break;
    case Question::NothingToGuess:
        m_question->setText(tr("Line %1: every machine prints the same here — nothing to guess.").arg(m_line + 1));
        break;
    case Question::AlreadyScored:
        m_question->setText(tr("Line %1 on this machine is already scored.").arg(m_line + 1));
        break;
    case Question::Ask:
        m_question->setText(tr("What does line %1 print on the %2?").arg(m_line + 1).arg(m_machine->currentText()));
        break;
    }
}

void QuizBox::relabel(const QStringList &choices)
{
    const auto buttons = m_group->buttons();
    if (choices.size() != m_choices.size())
        return;
    m_choices = choices;
    for (QAbstractButton *b : buttons)
        if (const int id = m_group->id(b); id >= 0 && id < choices.size())
            b->setText(choices[id]);
}

bool QuizBox::predicting() const
{
    return m_predict->isChecked();
}

Machine QuizBox::machine() const
{
    return Machine(m_machine->currentData().toInt());
}

void QuizBox::offer(int line, const QStringList &choices, bool alreadyAnswered)
{
    for (QAbstractButton *b : m_group->buttons()) {
        m_group->removeButton(b);
        delete b;
    }
    m_choices.clear();
    setAvailable(m_reveal, false);
    m_verdict->clear();
    m_verdict->setStyleSheet({});
    m_lastVerdict.reset();
    m_line = line;
    m_questionState = !predicting()        ? Question::Idle
                      : choices.size() < 2 ? Question::NothingToGuess
                      : alreadyAnswered    ? Question::AlreadyScored
                                           : Question::Ask;
    showQuestion();
    if (m_questionState != Question::Ask)
        return;
    m_choices = choices;
    for (int i = 0; i < choices.size(); ++i) {
        auto *b = new QRadioButton(choices[i], this);
        b->setFocusPolicy(Qt::TabFocus);
        m_group->addButton(b, i);
        m_choiceLayout->addWidget(b);
    }
}

void QuizBox::choose(int index)
{
    if (QAbstractButton *b = m_group->button(index))
        b->click();
}

QString QuizBox::chosen() const
{
    const int id = m_group->checkedId();
    return id >= 0 && id < m_choices.size() ? m_choices[id] : QString();
}

void QuizBox::showVerdict(DispatchQuiz::Verdict verdict, const QString &correct, const DispatchQuiz &quiz)
{
    // Answered: the keyboard stays where it was (Qt would hand it on to the next choice).
    setAvailable(m_reveal, false);
    for (QAbstractButton *b : m_group->buttons())
        setAvailable(b, false);
    m_lastVerdict = verdict;
    m_lastCorrect = correct;
    showVerdictText();
    showScore(quiz);
}

void QuizBox::showVerdictText()
{
    if (!m_lastVerdict)
        return;
    switch (*m_lastVerdict) {
    case DispatchQuiz::Verdict::Correct:
        m_verdict->setText(tr("✔ Right: %1").arg(m_lastCorrect));
        style::setTextTone(m_verdict, style::Tone::Good); // follows a palette change by itself
        break;
    case DispatchQuiz::Verdict::Wrong:
        m_verdict->setText(tr("✘ Not quite: it is %1").arg(m_lastCorrect));
        style::setTextTone(m_verdict, style::Tone::Bad);
        break;
    case DispatchQuiz::Verdict::AlreadyAnswered: m_verdict->setText(tr("Already scored.")); break;
    }
}

QString QuizBox::verdictText() const
{
    return m_verdict->text();
}

void QuizBox::showScore(const DispatchQuiz &quiz)
{
    m_scoreCorrect = quiz.correct();
    m_scoreAttempts = quiz.attempts();
    showScoreText();
}

void QuizBox::showScoreText()
{
    m_score->setText(tr("Score: %1 of %2").arg(m_scoreCorrect).arg(m_scoreAttempts));
}

} // namespace gpulab::labs
