#include "labs/dispatch/quizbox.h"

#include "labs/style.h"

#include <QButtonGroup>
#include <QComboBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QPushButton>
#include <QRadioButton>
#include <QVBoxLayout>

namespace gpulab::labs {

using core::dispatch::DispatchQuiz;
using core::dispatch::Machine;

QuizBox::QuizBox(QWidget *parent) : QGroupBox(tr("Predict, then reveal"), parent)
{
    auto *layout = new QVBoxLayout(this);
    auto *row = new QHBoxLayout;
    m_predict = new QPushButton(tr("Predict"), this);
    m_predict->setObjectName(u"predictButton"_qs);
    m_predict->setCheckable(true);
    m_predict->setFocusPolicy(Qt::TabFocus);
    m_predict->setToolTip(tr("Hide each line's output on the chosen machine until you have guessed it."));
    m_machine = new QComboBox(this);
    m_machine->setObjectName(u"quizMachine"_qs);
    m_machine->setFocusPolicy(Qt::TabFocus);
    for (const Machine m : core::dispatch::allMachines())
        m_machine->addItem(core::dispatch::machineTitle(m), int(m));
    m_machine->setCurrentIndex(int(Machine::Mac)); // the surprising one: cpu from the idiom
    row->addWidget(m_predict);
    row->addWidget(new QLabel(tr("on"), this));
    row->addWidget(m_machine, 1);
    layout->addLayout(row);

    m_question = new QLabel(this);
    m_question->setWordWrap(true);
    layout->addWidget(m_question);
    m_group = new QButtonGroup(this);
    m_choiceLayout = new QVBoxLayout;
    layout->addLayout(m_choiceLayout);
    m_reveal = new QPushButton(tr("Reveal"), this);
    m_reveal->setObjectName(u"revealButton"_qs);
    m_reveal->setFocusPolicy(Qt::TabFocus);
    m_reveal->setEnabled(false);
    layout->addWidget(m_reveal);
    m_verdict = new QLabel(this);
    m_verdict->setWordWrap(true);
    style::setRelativeFont(m_verdict, 1.0, true);
    layout->addWidget(m_verdict);
    m_score = new QLabel(this);
    m_score->setObjectName(u"quizScore"_qs);
    layout->addWidget(m_score);
    layout->addStretch();

    connect(m_predict, &QPushButton::toggled, this, &QuizBox::predictToggled);
    connect(m_machine, &QComboBox::currentIndexChanged, this, &QuizBox::machineChanged);
    connect(m_reveal, &QPushButton::clicked, this, &QuizBox::revealRequested);
    connect(m_group, &QButtonGroup::idClicked, this, [this] { m_reveal->setEnabled(true); });
    m_question->setText(tr("Press Predict, then step: you guess before you see."));
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
    m_reveal->setEnabled(false);
    m_verdict->clear();
    if (!predicting()) {
        m_question->setText(tr("Press Predict, then step: you guess before you see."));
        return;
    }
    if (choices.size() < 2) {
        m_question->setText(tr("Line %1: every machine prints the same here — nothing to guess.").arg(line + 1));
        return;
    }
    if (alreadyAnswered) {
        m_question->setText(tr("Line %1 on this machine is already scored.").arg(line + 1));
        return;
    }
    m_choices = choices;
    m_question->setText(tr("What does line %1 print on the %2?").arg(line + 1).arg(m_machine->currentText()));
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
    m_reveal->setEnabled(false);
    for (QAbstractButton *b : m_group->buttons())
        b->setEnabled(false);
    switch (verdict) {
    case DispatchQuiz::Verdict::Correct:
        m_verdict->setText(tr("✔ Right: %1").arg(correct));
        style::setTextTone(m_verdict, style::Tone::Good); // follows a palette change by itself
        break;
    case DispatchQuiz::Verdict::Wrong:
        m_verdict->setText(tr("✘ Not quite: it is %1").arg(correct));
        style::setTextTone(m_verdict, style::Tone::Bad);
        break;
    case DispatchQuiz::Verdict::AlreadyAnswered: m_verdict->setText(tr("Already scored.")); break;
    }
    showScore(quiz);
}

void QuizBox::showScore(const DispatchQuiz &quiz)
{
    m_score->setText(tr("Score: %1 of %2").arg(quiz.correct()).arg(quiz.attempts()));
}

} // namespace gpulab::labs
