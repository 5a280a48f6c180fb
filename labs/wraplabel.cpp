#include "labs/wraplabel.h"

#include <QEvent>

namespace gpulab::labs {

WrapLabel::WrapLabel(QWidget *parent) : QLabel(parent)
{
    setWordWrap(true);
    forget();
}

WrapLabel::WrapLabel(const QString &text, QWidget *parent) : WrapLabel(parent)
{
    setText(text);
}

WrapLabel::Measured WrapLabel::measured() const
{
    return {text(), font(), contentsMargins(), margin(), indent(), frameWidth(), alignment(), textFormat(), wordWrap()};
}

void WrapLabel::forget() const
{
    m_heights.fill({-1, 0});
    m_next = 0;
}

int WrapLabel::heightForWidth(int width) const
{
    Measured now = measured();
    if (!(now == m_for)) {
        m_for = std::move(now);
        forget();
    }
    for (const auto &[w, h] : m_heights)
        if (w == width && width >= 0)
            return h;
    const int height = QLabel::heightForWidth(width);
    if (width >= 0) {
        m_heights[static_cast<std::size_t>(m_next)] = {width, height};
        m_next = (m_next + 1) % kWidths;
    }
    return height;
}

void WrapLabel::changeEvent(QEvent *event)
{
    // A new style, screen or language may measure the same text differently.
    forget();
    QLabel::changeEvent(event);
}

} // namespace gpulab::labs
