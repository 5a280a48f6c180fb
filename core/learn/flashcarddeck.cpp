#include "core/learn/flashcarddeck.h"

#include <algorithm>
#include <numeric>
#include <random>

namespace gpulab::core::learn {

FlashcardDeck::FlashcardDeck(int count)
{
    m_order.resize(std::max(count, 0));
    reset();
}

int FlashcardDeck::currentCard() const
{
    return m_order.isEmpty() ? -1 : m_order[m_position];
}

void FlashcardDeck::next()
{
    if (m_order.isEmpty())
        return;
    m_position = (m_position + 1) % int(m_order.size());
    m_flipped = false;
}

void FlashcardDeck::previous()
{
    if (m_order.isEmpty())
        return;
    m_position = (m_position + int(m_order.size()) - 1) % int(m_order.size());
    m_flipped = false;
}

void FlashcardDeck::shuffle(quint32 seed)
{
    std::mt19937 rng(seed);
    std::shuffle(m_order.begin(), m_order.end(), rng);
    m_position = 0;
    m_flipped = false;
}

bool FlashcardDeck::showCard(int card, bool meaningUp)
{
    const auto it = std::find(m_order.cbegin(), m_order.cend(), card);
    if (it == m_order.cend())
        return false;
    m_position = int(it - m_order.cbegin());
    m_flipped = meaningUp;
    return true;
}

void FlashcardDeck::reset()
{
    std::iota(m_order.begin(), m_order.end(), 0);
    m_position = 0;
    m_flipped = false;
}

} // namespace gpulab::core::learn
