#pragma once

#include <QList>

namespace gpulab::core::learn {

// Where the learner is in the deck: the order of the cards (shuffled or
// not), the position in that order, and which side is up. Cards are
// indices into LearnContent::cards. Moving wraps around and always shows
// the term side first.
class FlashcardDeck {
public:
    explicit FlashcardDeck(int count = 0);

    [[nodiscard]] int count() const { return int(m_order.size()); }
    [[nodiscard]] int position() const { return m_position; } // 0-based, in the current order
    [[nodiscard]] int currentCard() const;                    // -1 when the deck is empty
    [[nodiscard]] bool showingMeaning() const { return m_flipped; }
    [[nodiscard]] const QList<int> &order() const { return m_order; }

    void flip() { m_flipped = !m_flipped; }
    void next();
    void previous();
    // A new order from this seed (same seed, same order), back to the first card.
    void shuffle(quint32 seed);
    // Moves to this card, meaning side up when asked (a link from a chapter
    // is a look-up: the learner wants the meaning). False when out of range.
    bool showCard(int card, bool meaningUp);
    // Original order, first card, term side up.
    void reset();

private:
    QList<int> m_order;
    int m_position = 0;
    bool m_flipped = false;
};

} // namespace gpulab::core::learn
