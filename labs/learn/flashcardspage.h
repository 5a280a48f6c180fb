#pragma once

#include "core/learn/flashcarddeck.h"
#include "core/learn/learnprogress.h"
#include "core/learn/learntypes.h"

#include <QFrame>
#include <QWidget>

class QLabel;
class QPushButton;

namespace gpulab::labs {

// The card itself: click or Space flips it, Left / Right move through the
// deck. It takes the keyboard focus so a projector audience needs no mouse.
class FlashcardView : public QFrame {
    Q_OBJECT
public:
    explicit FlashcardView(QWidget *parent = nullptr);

    void setCard(const QString &heading, const QString &body, bool meaningSide);
    [[nodiscard]] QString text() const;

Q_SIGNALS:
    void flipRequested();
    void nextRequested();
    void previousRequested();

protected:
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The card's fill and border in the inks in use.
    void restyle();

    bool m_meaningSide = false;
    QLabel *m_heading = nullptr;
    QLabel *m_body = nullptr;
    QLabel *m_hint = nullptr;
};

class FlashcardsPage : public QWidget {
    Q_OBJECT
public:
    FlashcardsPage(const QList<core::learn::Flashcard> &cards, core::learn::LearnProgress *progress,
                   QWidget *parent = nullptr);

    // Shows this card meaning side up (a look-up from a chapter link).
    bool showCard(const QString &cardId);
    void flip();
    void next();
    void previous();
    void shuffle();
    // The same cards in another language (matched by position; the deck's order stays).
    void setCards(const QList<core::learn::Flashcard> &cards);

    [[nodiscard]] const core::learn::FlashcardDeck &deck() const { return m_deck; }
    [[nodiscard]] FlashcardView *view() const { return m_view; }
    [[nodiscard]] QString currentCardId() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void refresh();
    void rememberCard(); // the current card as the learner's last one

    QList<core::learn::Flashcard> m_cards;
    core::learn::LearnProgress *m_progress = nullptr;
    core::learn::FlashcardDeck m_deck;
    FlashcardView *m_view = nullptr;
    QLabel *m_position = nullptr;
    QPushButton *m_prev = nullptr;
    QPushButton *m_flip = nullptr;
    QPushButton *m_next = nullptr;
    QPushButton *m_shuffle = nullptr;
    QPushButton *m_inOrder = nullptr;
};

} // namespace gpulab::labs
