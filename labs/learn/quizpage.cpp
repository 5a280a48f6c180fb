#include "labs/learn/quizpage.h"

#include "core/learn/learnconstants.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/followinglist.h"
#include "labs/learn/quizsummaryview.h"
#include "labs/style.h"
#include "labs/wrapbutton.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QLocale>
#include <QPushButton>
#include <QShortcut>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
QString letter(int i)
{
    return QString(QChar(u'A' + i));
}

// Green for the right choice, red for a wrong pick, plain otherwise.
QString choiceStyle(style::Tone tone)
{
    switch (tone) {
    case style::Tone::Good:
        return QStringLiteral("QPushButton { background: %1; border: 2px solid %2; }")
            .arg(style::css(style::Ink::GoodFill), style::css(style::Ink::GoodBorder));
    case style::Tone::Bad:
        return QStringLiteral("QPushButton { background: %1; border: 2px solid %2; }")
            .arg(style::css(style::Ink::BadFill), style::css(style::Ink::BadBorder));
    default: return {};
    }
}
} // namespace

QuizPage::QuizPage(const QList<core::learn::QuizQuestion> &questions, core::learn::LearnProgress *progress,
                   QWidget *parent)
    : QWidget(parent), m_model(questions), m_progress(progress)
{
    m_model.restore(m_progress->quizAnswers());

    auto *root = new QHBoxLayout(this);
    root->setContentsMargins(0, 8, 0, 0);
    m_list = new FollowingList(this);
    m_list->setObjectName(QStringLiteral("questionList"));
    m_list->setMinimumWidth(190);
    m_list->setMaximumWidth(300);
    m_list->setWordWrap(true);
    root->addWidget(m_list);

    auto *right = new QVBoxLayout;
    right->setSpacing(10);
    m_counter = new QLabel(this);
    right->addWidget(m_counter);
    m_prompt = new WrapLabel(this);
    m_prompt->setObjectName(QStringLiteral("quizPrompt"));
    m_prompt->setWordWrap(true);
    style::setRelativeFont(m_prompt, 1.3, true);
    right->addWidget(m_prompt);
    // The choices in a group named after the question: Orca says it as the
    // keyboard enters the choices ("Question 1 of 8: Why …? panel. A …").
    m_choiceGroup = new QWidget(this);
    m_choiceGroup->setObjectName(QStringLiteral("quizChoices"));
    setAccessibleRole(m_choiceGroup, QAccessible::Grouping);
    auto *choices = new QVBoxLayout(m_choiceGroup);
    choices->setContentsMargins(0, 0, 0, 0);
    choices->setSpacing(right->spacing());
    right->addWidget(m_choiceGroup);
    for (int i = 0; i < core::learn::kChoicesPerQuestion; ++i) {
        auto *b = new WrapButton(m_choiceGroup);
        b->setObjectName(QStringLiteral("choice%1").arg(i));
        style::setRelativeFont(b->label(), 1.15); // a choice reads a step above the controls
        b->label()->setAlignment(Qt::AlignLeft | Qt::AlignVCenter);
        b->layout()->setContentsMargins(14, 10, 14, 10);
        choices->addWidget(b);
        m_choices << b;
        connect(b, &QPushButton::clicked, this, [this, i] { answer(i); });
        // Keys 1–4 and A–D answer while the quiz is on screen.
        for (const QString &key : {QString::number(i + 1), letter(i)}) {
            auto *sc = new QShortcut(QKeySequence(key), this);
            sc->setContext(Qt::WidgetWithChildrenShortcut);
            m_shortcuts << std::make_pair(sc, i);
            connect(sc, &QShortcut::activated, this, [this, i] { answer(i); });
        }
    }
    m_verdict = new WrapLabel(this);
    m_verdict->setObjectName(QStringLiteral("quizVerdict"));
    m_verdict->setWordWrap(true);
    m_verdict->setMargin(8);
    right->addWidget(m_verdict);
    m_explanation = new WrapLabel(this);
    m_explanation->setObjectName(QStringLiteral("quizExplanation"));
    m_explanation->setWordWrap(true);
    m_explanation->setTextInteractionFlags(Qt::TextSelectableByMouse);
    style::setRelativeFont(m_explanation, 1.15);
    right->addWidget(m_explanation);
    m_summaryView = new QuizSummaryView(&m_model, this);
    m_summaryView->hide();
    right->addWidget(m_summaryView);
    connect(m_summaryView, &QuizSummaryView::labRequested, this, &QuizPage::labRequested);
    right->addStretch();

    auto *bottomRow = new AdaptiveRow(this); // the score above the buttons in a narrow window
    QBoxLayout *bottom = bottomRow->columns();
    m_score = new WrapLabel(this);
    m_score->setWordWrap(true);
    m_score->setObjectName(QStringLiteral("quizScore"));
    style::setRelativeFont(m_score, 1.0, true);
    // Made in the order they sit, Reset left of Next: Tab goes the way the eye reads.
    m_reset = new QPushButton(this);
    m_reset->setObjectName(QStringLiteral("quizReset"));
    m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("nextQuestionButton"));
    bottom->addWidget(m_score, 1);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch();
    buttons->addWidget(m_reset);
    buttons->addWidget(m_next);
    bottom->addLayout(buttons);
    right->addWidget(bottomRow);
    root->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &QuizPage::showQuestion);
    connect(m_next, &QPushButton::clicked, this, &QuizPage::next);
    connect(m_reset, &QPushButton::clicked, this, &QuizPage::resetQuiz);

    refreshList();
    // Start at the first question still open.
    int start = 0;
    while (start < m_model.total() && m_model.isAnswered(m_model.questions()[start].id))
        ++start;
    showQuestion(start < m_model.total() ? start : 0);
    retranslate();
}

void QuizPage::retranslate()
{
    for (const auto &[shortcut, i] : std::as_const(m_shortcuts))
        shortcut->setWhatsThis(tr("answer with choice %1").arg(letter(i)));
    m_reset->setText(tr("Reset the quiz"));
    m_reset->setToolTip(tr("Forget every answer and start again."));
    m_list->setAccessibleName(tr("Questions"));
    refreshList();
    // The same question, or the summary, in the new words.
    if (m_summary)
        showSummary();
    else {
        m_next->setText(tr("Next question ›"));
        refresh();
    }
}

void QuizPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    QWidget::changeEvent(event);
}

void QuizPage::setQuestions(const QList<core::learn::QuizQuestion> &questions)
{
    // The learner's answers are kept by question id (LearnProgress), so they
    // carry over to the same questions in another language.
    m_model = core::learn::QuizModel(questions);
    m_model.restore(m_progress->quizAnswers());
    m_current = std::min(m_current, m_model.total() - 1);
    retranslate();
    Q_EMIT scoreChanged(m_model.scoreLine());
}

void QuizPage::showQuestion(int index)
{
    if (index < 0 || index >= m_model.total())
        return;
    m_current = index;
    m_summary = false;
    m_summaryView->hide();
    m_next->setText(tr("Next question ›"));
    if (m_list->currentRow() != index)
        m_list->setCurrentRow(index);
    refresh();
}

void QuizPage::next()
{
    if (m_summary)
        showQuestion(0);
    else if (m_current + 1 >= m_model.total())
        showSummary();
    else
        showQuestion(m_current + 1);
}

void QuizPage::showSummary()
{
    m_summary = true;
    m_counter->setText(tr("End of the quiz"));
    const int open = m_model.total() - m_model.answeredCount();
    m_prompt->setText(
        tr("%1 of %2 right.").arg(QLocale().toString(m_model.correctCount()), QLocale().toString(m_model.total())));
    for (WrapButton *b : std::as_const(m_choices))
        b->hide();
    const QLocale locale;
    QString verdict = tr("Every question answered. Reset to try again, or go through them once more.");
    if (open == 1)
        verdict = tr("One question is still open: pick it in the list.");
    else if (open > 1)
        verdict = tr("%1 questions are still open: pick them in the list.").arg(locale.toString(open));
    m_verdict->setText(verdict);
    style::setBanner(m_verdict, open > 0 ? style::Tone::Warning : style::Tone::Good);
    style::setRelativeFont(m_verdict, 1.0, true);
    m_explanation->hide();
    m_summaryView->rebuild();
    m_summaryView->show();
    m_next->setText(tr("Back to question 1 ›"));
}

void QuizPage::setChapters(const QList<core::learn::Chapter> &chapters)
{
    m_summaryView->setChapters(chapters);
}

void QuizPage::answer(int choice)
{
    if (m_summary)
        return; // the summary has no choices to answer
    if (m_current < 0)
        return;
    const auto &q = m_model.questions()[m_current];
    const auto r = m_model.answer(q.id, choice);
    if (!r.accepted)
        return; // answered already: the buttons are disabled, a key press changes nothing
    m_progress->setQuizAnswer(q.id, choice);
    refreshList();
    refresh();
    Q_EMIT scoreChanged(m_model.scoreLine());
    announce(this, tr("%1 %2").arg(m_verdict->text(), m_explanation->text()));
}

void QuizPage::resetQuiz()
{
    m_model.reset();
    m_progress->clearQuiz();
    refreshList();
    showQuestion(0);
    Q_EMIT scoreChanged(m_model.scoreLine());
}

void QuizPage::refreshList()
{
    const QSignalBlocker block(m_list);
    const int row = m_list->currentRow();
    m_list->clear();
    for (int i = 0; i < m_model.total(); ++i) {
        const auto &q = m_model.questions()[i];
        const QString mark = !m_model.isAnswered(q.id) ? QStringLiteral("○")
                             : m_model.isCorrect(q.id) ? QStringLiteral("✔")
                                                       : QStringLiteral("✘");
        auto *item = new QListWidgetItem(tr("%1  Question %2").arg(mark).arg(i + 1));
        item->setToolTip(q.prompt);
        m_list->addItem(item);
    }
    m_list->setCurrentRow(row >= 0 ? row : m_current);
}

void QuizPage::restyle()
{
    refresh();
}

void QuizPage::refresh()
{
    m_score->setText(m_model.scoreLine());
    if (m_current < 0)
        return;
    const auto &q = m_model.questions()[m_current];
    const bool answered = m_model.isAnswered(q.id);
    const int chosen = m_model.choiceOf(q.id);
    const int right = q.correctIndex();
    m_counter->setText(tr("Question %1 of %2").arg(m_current + 1).arg(m_model.total()));
    m_prompt->setText(q.prompt);
    m_choiceGroup->setAccessibleName(tr("Question %1 of %2: %3").arg(m_current + 1).arg(m_model.total()).arg(q.prompt));
    for (int i = 0; i < m_choices.size(); ++i) {
        WrapButton *b = m_choices[i];
        const bool has = i < q.choices.size();
        b->setVisible(has);
        if (!has)
            continue;
        b->setWrappedText(QStringLiteral("<b>%1</b>&nbsp;&nbsp;%2").arg(letter(i), q.choices[i].text.toHtmlEscaped()));
        setAvailable(b, !answered); // the keyboard stays on the answer just given
        const style::Tone tone = !answered     ? style::Tone::Neutral
                                 : i == right  ? style::Tone::Good
                                 : i == chosen ? style::Tone::Bad
                                               : style::Tone::Neutral;
        style::setStyleSheetIfChanged(b, choiceStyle(tone));
    }
    if (!answered) {
        m_verdict->setText(tr("Pick an answer (click, or press 1–4). The explanation comes after."));
        m_verdict->setStyleSheet({});
        // The hint in plain weight on every question: the answered verdict's
        // bold stayed on the question after it only.
        style::setRelativeFont(m_verdict, 1.0, false);
        m_explanation->hide();
        m_explanation->clear();
    } else {
        const bool ok = chosen == right;
        m_verdict->setText(ok ? tr("Right: %1.").arg(letter(right))
                              : tr("Not quite — you chose %1, the answer is %2.").arg(letter(chosen), letter(right)));
        style::setBanner(m_verdict, ok ? style::Tone::Good : style::Tone::Bad);
        style::setRelativeFont(m_verdict, 1.0, true);
        m_explanation->setText(q.explanation);
        m_explanation->show();
    }
}

} // namespace gpulab::labs
