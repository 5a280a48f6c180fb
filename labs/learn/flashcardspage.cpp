#include "labs/learn/flashcardspage.h"

#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QPushButton>
#include <QRandomGenerator>
#include <QVBoxLayout>

namespace gpulab::labs {

FlashcardView::FlashcardView(QWidget *parent) : QFrame(parent)
{
    setObjectName(QStringLiteral("flashcard"));
    setFocusPolicy(Qt::StrongFocus);
    // A card that turns over when pressed: a button to a screen reader (a
    // QFrame is reported as a top-level window), its side in the description.
    setAccessibleRole(this, QAccessible::PushButton);
    setCursor(Qt::PointingHandCursor);
    setMinimumHeight(320);
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(40, 28, 40, 20);
    m_heading = new WrapLabel(this);
    m_heading->setAlignment(Qt::AlignCenter);
    m_heading->setWordWrap(true);
    m_body = new WrapLabel(this);
    m_body->setAlignment(Qt::AlignCenter);
    m_body->setWordWrap(true);
    m_hint = new QLabel(this);
    m_hint->setAlignment(Qt::AlignCenter);
    layout->addStretch();
    layout->addWidget(m_heading);
    layout->addSpacing(12);
    layout->addWidget(m_body);
    layout->addStretch();
    layout->addWidget(m_hint);
}

void FlashcardView::setCard(const QString &heading, const QString &body, bool meaningSide)
{
    // Term side: the term alone, very large. Meaning side: the term small on
    // top, the explanation in reading size below it.
    style::setRelativeFont(m_heading, meaningSide ? 1.5 : 3.0, true);
    m_heading->setText(heading);
    style::setRelativeFont(m_body, 1.35);
    m_body->setText(body);
    m_body->setVisible(!body.isEmpty());
    m_meaningSide = meaningSide;
    retranslate();
    restyle();
}

void FlashcardView::restyle()
{
    using style::Ink;
    style::setStyleSheetIfChanged(
        this, QStringLiteral("#flashcard { background: %1; border: 2px solid %2; border-radius: 14px; }")
                  .arg(style::css(m_meaningSide ? Ink::MeaningCardFill : Ink::TermCardFill),
                       style::css(m_meaningSide ? Ink::MeaningCardBorder : Ink::TermCardBorder)));
}

void FlashcardView::retranslate()
{
    m_hint->setText(m_meaningSide ? tr("Space or click: back to the term · ← → other cards")
                                  : tr("Space or click: what it means · ← → other cards"));
    setAccessibleName(tr("Flashcard"));
    setAccessibleDescription(text());
}

void FlashcardView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    QFrame::changeEvent(event);
}

QString FlashcardView::text() const
{
    return m_body->isVisible() ? m_heading->text() + QLatin1Char('\n') + m_body->text() : m_heading->text();
}

void FlashcardView::mousePressEvent(QMouseEvent *event)
{
    setFocus(Qt::MouseFocusReason);
    Q_EMIT flipRequested();
    event->accept();
}

void FlashcardView::keyPressEvent(QKeyEvent *event)
{
    switch (event->key()) {
    case Qt::Key_Space:
    case Qt::Key_Return:
    case Qt::Key_Enter: Q_EMIT flipRequested(); break;
    case Qt::Key_Right: Q_EMIT nextRequested(); break;
    case Qt::Key_Left: Q_EMIT previousRequested(); break;
    default: QFrame::keyPressEvent(event); return;
    }
    event->accept();
}

FlashcardsPage::FlashcardsPage(const QList<core::learn::Flashcard> &cards, core::learn::LearnProgress *progress,
                               QWidget *parent)
    : QWidget(parent), m_cards(cards), m_progress(progress), m_deck(int(cards.size()))
{
    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 8);
    m_view = new FlashcardView(this);
    root->addWidget(m_view, 1);

    // Moving through the cards, and the order: one row, or two in a narrow window.
    auto *controls = new AdaptiveRow(this);
    auto *row = new QHBoxLayout;
    auto *order = new QHBoxLayout;
    auto *prev = m_prev = new QPushButton(this);
    m_prev->setObjectName(QStringLiteral("previousCardButton"));
    auto *flipButton = m_flip = new QPushButton(this);
    flipButton->setObjectName(QStringLiteral("flipButton"));
    auto *nextButton = m_next = new QPushButton(this);
    m_next->setObjectName(QStringLiteral("nextCardButton"));
    m_shuffle = new QPushButton(this);
    m_shuffle->setObjectName(QStringLiteral("shuffleButton"));
    m_inOrder = new QPushButton(this);
    m_inOrder->setObjectName(QStringLiteral("inOrderButton"));
    m_position = new QLabel(this);
    m_position->setObjectName(QStringLiteral("cardPosition"));
    row->addWidget(prev);
    row->addWidget(flipButton);
    row->addWidget(nextButton);
    row->addStretch();
    row->addWidget(m_position);
    order->addWidget(m_shuffle);
    order->addWidget(m_inOrder);
    controls->columns()->addLayout(row, 1);
    controls->columns()->addLayout(order);
    root->addWidget(controls);

    connect(m_view, &FlashcardView::flipRequested, this, &FlashcardsPage::flip);
    connect(m_view, &FlashcardView::nextRequested, this, &FlashcardsPage::next);
    connect(m_view, &FlashcardView::previousRequested, this, &FlashcardsPage::previous);
    connect(prev, &QPushButton::clicked, this, &FlashcardsPage::previous);
    connect(flipButton, &QPushButton::clicked, this, &FlashcardsPage::flip);
    connect(nextButton, &QPushButton::clicked, this, &FlashcardsPage::next);
    connect(m_shuffle, &QPushButton::clicked, this, &FlashcardsPage::shuffle);
    connect(m_inOrder, &QPushButton::clicked, this, [this] {
        m_deck.reset();
        refresh();
        rememberCard();
    });
    setFocusProxy(m_view);

    // Back where the learner left off, term side up.
    for (int i = 0; i < m_cards.size(); ++i)
        if (m_cards[i].id == m_progress->lastCard())
            m_deck.showCard(i, false);
    retranslate();
}

void FlashcardsPage::retranslate()
{
    m_prev->setText(tr("‹ Previous"));
    m_flip->setText(tr("Flip"));
    m_next->setText(tr("Next ›"));
    m_shuffle->setText(tr("Shuffle"));
    m_inOrder->setText(tr("In order"));
    refresh(); // the card and "Card 3 of 17 · term"
}

void FlashcardsPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void FlashcardsPage::setCards(const QList<core::learn::Flashcard> &cards)
{
    // The same deck in another language: the deck's order, the card shown and
    // its side stay. The deck counts positions in m_cards, so the new cards go
    // where the same ids were; any the old deck lacked go after them.
    QList<core::learn::Flashcard> ordered;
    QList<bool> taken(cards.size(), false);
    for (const auto &old : std::as_const(m_cards))
        for (int i = 0; i < cards.size(); ++i)
            if (!taken[i] && cards[i].id == old.id) {
                ordered << cards[i];
                taken[i] = true;
                break;
            }
    const bool sameDeck = ordered.size() == m_cards.size();
    for (int i = 0; i < cards.size(); ++i)
        if (!taken[i])
            ordered << cards[i];
    if (!sameDeck || ordered.size() != m_cards.size()) {
        const QString id = currentCardId();
        m_deck = core::learn::FlashcardDeck(int(ordered.size()));
        for (int i = 0; i < ordered.size(); ++i)
            if (ordered[i].id == id)
                m_deck.showCard(i, false);
    }
    m_cards = ordered;
    refresh();
}

QString FlashcardsPage::currentCardId() const
{
    const int c = m_deck.currentCard();
    return c >= 0 ? m_cards[c].id : QString();
}

bool FlashcardsPage::showCard(const QString &cardId)
{
    for (int i = 0; i < m_cards.size(); ++i) {
        if (m_cards[i].id == cardId && m_deck.showCard(i, true)) {
            refresh();
            return true;
        }
    }
    return false;
}

void FlashcardsPage::flip()
{
    m_deck.flip();
    refresh();
}

void FlashcardsPage::next()
{
    m_deck.next();
    refresh();
    rememberCard();
}

void FlashcardsPage::previous()
{
    m_deck.previous();
    refresh();
    rememberCard();
}

void FlashcardsPage::shuffle()
{
    m_deck.shuffle(QRandomGenerator::global()->generate());
    refresh();
    rememberCard();
    m_view->setFocus();
}

void FlashcardsPage::rememberCard()
{
    // Only the learner's own moves are remembered: building and drawing the
    // page (a headless screenshot) must not write the settings.
    if (const QString id = currentCardId(); !id.isEmpty())
        m_progress->setLastCard(id);
}

void FlashcardsPage::refresh()
{
    const int c = m_deck.currentCard();
    if (c < 0) {
        m_view->setCard(tr("No cards"), {}, false);
        m_position->clear();
        return;
    }
    const auto &card = m_cards[c];
    if (m_deck.showingMeaning())
        m_view->setCard(card.term, card.meaning, true);
    else
        m_view->setCard(card.term, {}, false);
    m_position->setText(tr("Card %1 of %2 · %3")
                            .arg(m_deck.position() + 1)
                            .arg(m_deck.count())
                            .arg(m_deck.showingMeaning() ? tr("meaning") : tr("term")));
}

} // namespace gpulab::labs
