#include "labs/predictbox.h"

#include "core/units.h"
#include "labs/steadylabel.h"
#include "labs/style.h"
#include "labs/wrapbutton.h"
#include "labs/wraplabel.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab::labs {

using core::predict::Closeness;
using core::predict::Question;
using core::predict::Scale;

namespace {
constexpr double kMsPerSecond = 1000.0;
} // namespace

PredictBox::PredictBox(Question question, const QString &labId, QWidget *parent)
    : QGroupBox(parent), m_question(question), m_labId(labId)
{
    setObjectName(QStringLiteral("predictBox"));
    auto *layout = new QVBoxLayout(this);
    m_start = new WrapButton(this);
    m_start->setObjectName(QStringLiteral("predictStart"));
    layout->addWidget(m_start);
    m_prompt = new WrapLabel(this);
    m_prompt->setObjectName(QStringLiteral("predictPrompt"));
    m_prompt->setWordWrap(true);
    layout->addWidget(m_prompt);

    if (core::predict::scaleOf(question) == Scale::YesNo) {
        m_yesNo = new QComboBox(this);
        m_yesNo->setObjectName(QStringLiteral("predictChoice"));
        m_yesNo->addItem(QString(), 1.0);
        m_yesNo->addItem(QString(), 0.0);
        m_yesNo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        m_yesNo->setMinimumContentsLength(8);
        layout->addWidget(m_yesNo);
        m_prompt->setBuddy(m_yesNo);
    } else {
        m_spin = new QDoubleSpinBox(this);
        m_spin->setObjectName(QStringLiteral("predictGuess"));
        m_spin->setStepType(QAbstractSpinBox::AdaptiveDecimalStepType);
        switch (question) {
        case Question::Crossover:
            m_spin->setDecimals(0);
            m_spin->setRange(1.0, 1e6);
            m_spin->setValue(1000.0);
            break;
        case Question::Speedup:
            m_spin->setDecimals(1);
            m_spin->setRange(0.1, 1e6);
            m_spin->setValue(10.0);
            break;
        case Question::SweepCost:
            m_spin->setDecimals(2);
            m_spin->setRange(0.0, 1e7);
            m_spin->setValue(100.0);
            break;
        case Question::UnsyncedTimer:
            m_spin->setDecimals(3);
            m_spin->setRange(0.001, 1e6); // milliseconds
            m_spin->setValue(50.0);
            break;
        case Question::Fits: break;
        }
        layout->addWidget(m_spin);
        m_prompt->setBuddy(m_spin);
    }

    auto *buttons = new QHBoxLayout;
    m_lock = new WrapButton(this);
    m_lock->setObjectName(QStringLiteral("predictLock"));
    m_skip = new WrapButton(this);
    m_skip->setObjectName(QStringLiteral("predictSkip"));
    buttons->addWidget(m_lock, 1);
    buttons->addWidget(m_skip, 1);
    layout->addLayout(buttons);
    // Asking, then locked: the words change, the room does not, so nothing
    // below the box moves between the two clicks.
    m_verdict = new SteadyLabel(this);
    m_verdict->setObjectName(QStringLiteral("predictVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_verdict);
    m_score = new WrapLabel(this);
    m_score->setObjectName(QStringLiteral("predictScore"));
    m_score->setWordWrap(true);
    layout->addWidget(m_score);

    (m_spin ? static_cast<QWidget *>(m_spin) : m_yesNo)->installEventFilter(this);
    connect(m_start, &QPushButton::clicked, this, &PredictBox::start);
    connect(m_lock, &QPushButton::clicked, this, &PredictBox::lock);
    connect(m_skip, &QPushButton::clicked, this, &PredictBox::skip);
    retranslate();
}

void PredictBox::coverUntilRevealed(const QList<QWidget *> &widgets)
{
    for (QWidget *w : widgets)
        m_covered << w;
    refresh();
}

double PredictBox::guess() const
{
    if (m_yesNo)
        return m_yesNo->currentData().toDouble();
    return m_question == Question::UnsyncedTimer ? m_spin->value() / kMsPerSecond : m_spin->value();
}

void PredictBox::setGuess(double value)
{
    if (m_yesNo)
        m_yesNo->setCurrentIndex(value != 0.0 ? 0 : 1);
    else
        m_spin->setValue(m_question == Question::UnsyncedTimer ? value * kMsPerSecond : value);
}

void PredictBox::start()
{
    m_skipped = false;
    m_truth.reset();
    m_closeness.reset();
    setState(State::Asking);
    if (m_spin)
        m_spin->setFocus();
    else
        m_yesNo->setFocus();
}

void PredictBox::lock()
{
    if (m_state != State::Asking)
        return;
    m_lockedGuess = guess();
    setState(State::Locked);
    if (m_revealOnLock)
        reveal();
}

void PredictBox::skip()
{
    if (!pending())
        return;
    m_skipped = true;
    m_truth = m_answer ? m_answer() : std::nullopt;
    setState(State::Revealed);
}

void PredictBox::reset()
{
    m_skipped = false;
    m_truth.reset();
    m_closeness.reset();
    setState(State::Idle);
}

void PredictBox::reveal()
{
    if (m_state == State::Asking) {
        skip(); // the lab showed its answer before a guess was locked
        return;
    }
    if (m_state != State::Locked)
        return;
    m_skipped = false;
    m_truth = m_answer ? m_answer() : std::nullopt;
    if (m_truth) {
        m_closeness = core::predict::score(m_question, m_lockedGuess, *m_truth);
        core::predict::Scoreboard::session().record(m_labId, *m_closeness);
    }
    setState(State::Revealed);
}

void PredictBox::setState(State s)
{
    m_state = s;
    refresh();
    Q_EMIT stateChanged(s);
}

void PredictBox::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    QGroupBox::changeEvent(event);
}

bool PredictBox::eventFilter(QObject *watched, QEvent *event)
{
    if (event->type() == QEvent::KeyPress && m_state == State::Asking) {
        const int key = static_cast<QKeyEvent *>(event)->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            if (m_spin)
                m_spin->interpretText(); // the typed number, even before it was committed
            lock();
            return true;
        }
    }
    return QGroupBox::eventFilter(watched, event);
}

void PredictBox::showEvent(QShowEvent *event)
{
    QGroupBox::showEvent(event);
    refresh(); // another box of the same lab may have scored meanwhile
}

void PredictBox::retranslate()
{
    setTitle(tr("Predict, then test"));
    m_lock->setWrappedText(tr("Lock my guess"));
    m_lock->setToolTip(tr("Fix your guess (Enter); the lab then shows its answer."));
    m_skip->setWrappedText(tr("Skip, just show me"));
    m_skip->setToolTip(tr("Show the answer without guessing. Nothing is scored."));
    switch (m_question) {
    case Question::Crossover:
        m_prompt->setText(tr("Above which matrix size n will the GPU win with these settings?"));
        break;
    case Question::Speedup:
        m_prompt->setText(tr("How many times faster than the CPU will the GPU be on the lesson's matmul?"));
        m_spin->setSuffix(tr(" ×"));
        break;
    case Question::Fits: m_prompt->setText(tr("Does this plan fit on a 24 GB card?")); break;
    case Question::SweepCost:
        m_prompt->setText(tr("What will this sweep cost in total, in dollars?"));
        m_spin->setPrefix(tr("$ "));
        break;
    case Question::UnsyncedTimer:
        m_prompt->setText(
            tr("Without synchronize() after the call, what does the timer read for one warm matmul, in milliseconds?"));
        m_spin->setSuffix(tr(" ms"));
        break;
    }
    if (m_yesNo) {
        m_yesNo->setItemText(0, tr("Yes, it fits"));
        m_yesNo->setItemText(1, tr("No, it does not fit"));
        m_yesNo->setAccessibleName(tr("Your guess"));
    } else {
        m_spin->setLocale(QLocale());
        m_spin->setAccessibleName(tr("Your guess"));
    }
    setAccessibleName(tr("Predict, then test"));
    refresh();
}

void PredictBox::restyle()
{
    if (m_state != State::Revealed || m_skipped || !m_closeness) {
        style::setTextTone(m_verdict, style::Tone::Neutral);
        return;
    }
    style::setTextTone(m_verdict, *m_closeness == Closeness::Close  ? style::Tone::Good
                                  : *m_closeness == Closeness::Near ? style::Tone::Warning
                                                                    : style::Tone::Bad);
}

void PredictBox::refresh()
{
    const bool asking = m_state == State::Asking;
    m_start->setVisible(!pending());
    m_start->setWrappedText(m_state == State::Revealed ? tr("Predict again") : tr("Predict first"));
    m_start->setToolTip(tr("Guess the answer before the lab shows it."));
    m_prompt->setVisible(pending());
    QWidget *input = m_spin ? static_cast<QWidget *>(m_spin) : m_yesNo;
    input->setVisible(pending());
    input->setEnabled(asking);
    // Locked, the button stays where it was, greyed: Skip beside it does not
    // slide under the pointer.
    m_lock->setVisible(pending());
    m_lock->setEnabled(asking);
    m_skip->setVisible(pending());

    m_verdict->setAlternatives(pending() ? QStringList{askingText(), lockedText(asking ? guess() : m_lockedGuess)}
                                         : QStringList{});
    m_verdict->setText(verdictText());
    m_verdict->setVisible(!m_verdict->text().isEmpty());
    const core::predict::Score s = core::predict::Scoreboard::session().score(m_labId);
    const QLocale locale;
    QString score = tr("Score in this lab: %1 of %2 close").arg(locale.toString(s.close), locale.toString(s.tries));
    if (s.near > 0)
        score += tr(", %1 near").arg(locale.toString(s.near));
    m_score->setText(score);
    m_score->setVisible(s.tries > 0);
    restyle();

    // While a guess is open the answer stays out of sight.
    if (pending()) {
        for (const QPointer<QWidget> &w : std::as_const(m_covered))
            if (w && !w->isHidden()) {
                w->hide();
                m_hiddenByUs << w;
            }
    } else {
        for (const QPointer<QWidget> &w : std::as_const(m_hiddenByUs))
            if (w)
                w->show();
        m_hiddenByUs.clear();
    }
}

QString PredictBox::formatValue(double value) const
{
    const QLocale locale;
    switch (m_question) {
    case Question::Crossover: return tr("n ≈ %1").arg(locale.toString(value, 'f', 0));
    case Question::Speedup: return tr("%1×").arg(locale.toString(value, 'f', 1));
    case Question::Fits: return value != 0.0 ? tr("it fits") : tr("it does not fit");
    case Question::SweepCost: return tr("$%1").arg(locale.toString(value, 'f', 2));
    case Question::UnsyncedTimer: return core::units::seconds(value);
    }
    return {};
}

QString PredictBox::askingText() const
{
    return tr("The answer stays hidden until you lock your guess or skip.");
}

QString PredictBox::lockedText(double guess) const
{
    switch (m_question) {
    case Question::Crossover: return tr("Locked at %1. Now press Play and read the crossover.").arg(formatValue(guess));
    case Question::Speedup: return tr("Locked at %1. Now run the benchmark to measure.").arg(formatValue(guess));
    default: return tr("Locked at %1.").arg(formatValue(guess));
    }
}

QString PredictBox::verdictText() const
{
    switch (m_state) {
    case State::Idle: return {};
    case State::Asking: return askingText();
    case State::Locked: return lockedText(m_lockedGuess);
    case State::Revealed: break;
    }
    if (!m_truth) {
        if (m_question == Question::Crossover)
            return tr("With these settings the GPU never wins, so there is no crossover to compare with. Not scored.");
        return tr("The lab gave no answer to compare with this time. Not scored.");
    }
    const bool yesNo = core::predict::scaleOf(m_question) == Scale::YesNo;
    const bool fits = *m_truth != 0.0;
    if (m_skipped && yesNo)
        return fits ? tr("Skipped: it fits on a 24 GB card. Nothing scored.")
                    : tr("Skipped: it does not fit on a 24 GB card. Nothing scored.");
    if (m_skipped)
        return tr("Skipped: the answer is %1. Nothing scored.").arg(formatValue(*m_truth));
    const Closeness c = *m_closeness;
    if (yesNo) {
        if (c == Closeness::Close)
            return fits ? tr("✔ Right: it fits on a 24 GB card.") : tr("✔ Right: it does not fit on a 24 GB card.");
        return fits ? tr("✘ Not this time: it does fit on a 24 GB card.")
                    : tr("✘ Not this time: it does not fit on a 24 GB card.");
    }
    const QLocale locale;
    const QString yours = formatValue(m_lockedGuess);
    const QString answer = formatValue(*m_truth);
    if (core::predict::scaleOf(m_question) == Scale::Percent) {
        const QString off = locale.toString(std::abs(core::predict::percentOff(m_lockedGuess, *m_truth)), 'f', 0);
        switch (c) {
        case Closeness::Close:
            return tr("✔ Close: you guessed %1, the answer is %2 (%3 % off).").arg(yours, answer, off);
        case Closeness::Near: return tr("≈ Near: you guessed %1, the answer is %2 (%3 % off).").arg(yours, answer, off);
        case Closeness::Off: return tr("✘ Off: you guessed %1, the answer is %2 (%3 % off).").arg(yours, answer, off);
        }
    }
    const QString factor = locale.toString(core::predict::factorOff(m_lockedGuess, *m_truth), 'f', 1);
    const bool high = m_lockedGuess > *m_truth;
    switch (c) {
    case Closeness::Close: return tr("✔ Close: you guessed %1, the answer is %2.").arg(yours, answer);
    case Closeness::Near:
        return high ? tr("≈ Near: you guessed %1, the answer is %2: %3× too high.").arg(yours, answer, factor)
                    : tr("≈ Near: you guessed %1, the answer is %2: %3× too low.").arg(yours, answer, factor);
    case Closeness::Off:
        return high ? tr("✘ Off: you guessed %1, the answer is %2: %3× too high.").arg(yours, answer, factor)
                    : tr("✘ Off: you guessed %1, the answer is %2: %3× too low.").arg(yours, answer, factor);
    }
    return {};
}

} // namespace gpulab::labs
