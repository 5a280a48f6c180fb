#include "core/learn/learntypes.h"

namespace gpulab::core::learn {
namespace {
template <typename T> int indexById(const QList<T> &list, const QString &id)
{
    for (int i = 0; i < list.size(); ++i)
        if (list[i].id == id)
            return i;
    return -1;
}
} // namespace

int QuizQuestion::correctIndex() const
{
    for (int i = 0; i < choices.size(); ++i)
        if (choices[i].correct)
            return i;
    return -1;
}

int LearnContent::cardIndex(const QString &id) const
{
    return indexById(cards, id);
}
int LearnContent::chapterIndex(const QString &id) const
{
    return indexById(chapters, id);
}
int LearnContent::questionIndex(const QString &id) const
{
    return indexById(quiz, id);
}

} // namespace gpulab::core::learn
