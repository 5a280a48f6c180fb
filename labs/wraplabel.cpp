#include "labs/wraplabel.h"

#include "labs/labeltextmeasure.h"

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
    return {text(),     font(),        contentsMargins(),     margin(),
            indent(),   frameWidth(),  alignment(),           textFormat(),
            wordWrap(), minimumSize(), textInteractionFlags()};
}

void WrapLabel::forget() const
{
    m_heights.fill({-1, 0});
    m_next = 0;
    m_hint = m_minimumHint = QSize();
}

void WrapLabel::recall() const
{
    Measured now = measured();
    if (!(now == m_for)) {
        m_for = std::move(now);
        forget();
    }
}

int WrapLabel::heightForWidth(int width) const
{
    recall();
    for (const auto &[w, h] : m_heights)
        if (w == width && width >= 0)
            return h;
    // Rich text is measured in a document of its own, laid out once per
    // width; QLabel would lay its own out twice (there and back).
    const int height = width >= 0 && measuresLikeLabel(this, text()) ? labelHeightForWidth(this, text(), width)
                                                                     : QLabel::heightForWidth(width);
    if (width >= 0) {
        m_heights[static_cast<std::size_t>(m_next)] = {width, height};
        m_next = (m_next + 1) % kWidths;
    }
    return height;
}

QSize WrapLabel::sizeHint() const
{
    recall();
    // QLabel lays a new text out five to eight times for its two hints.
    if (!m_hint.isValid())
        m_hint = measuresLikeLabel(this, text()) ? labelSizeHint(this, text()) : QLabel::sizeHint();
    return m_hint;
}

QSize WrapLabel::minimumSizeHint() const
{
    recall();
    if (!m_minimumHint.isValid())
        m_minimumHint =
            measuresLikeLabel(this, text()) ? labelMinimumSizeHint(this, text()) : QLabel::minimumSizeHint();
    return m_minimumHint;
}

void WrapLabel::changeEvent(QEvent *event)
{
    // A new style, screen or language may measure the same text differently.
    forget();
    QLabel::changeEvent(event);
}

} // namespace gpulab::labs
