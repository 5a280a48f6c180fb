#include "labs/steadylabel.h"

#include <algorithm>

namespace gpulab::labs {

int tallestHeight(QLabel *probe, const QStringList &texts, int width)
{
    int tallest = 0;
    for (const QString &text : texts) {
        probe->setText(text);
        tallest = std::max(tallest, probe->heightForWidth(width));
    }
    return tallest;
}

SteadyLabel::SteadyLabel(QWidget *parent) : QLabel(parent), m_probe(std::make_unique<QLabel>())
{
    // Not a child: nothing walking the window's widgets meets it.
    m_probe->setAttribute(Qt::WA_DontShowOnScreen);
}

SteadyLabel::~SteadyLabel() = default;

void SteadyLabel::setAlternatives(const QStringList &texts)
{
    if (texts == m_alternatives)
        return;
    m_alternatives = texts;
    updateGeometry();
}

QLabel *SteadyLabel::probe() const
{
    // A banner's padding and border come from its style sheet: the probe
    // wears the same (first: polishing it would undo the font below).
    if (m_probe->styleSheet() != styleSheet())
        m_probe->setStyleSheet(styleSheet());
    m_probe->setFont(font());
    m_probe->setWordWrap(wordWrap());
    m_probe->setTextFormat(textFormat());
    m_probe->setMargin(margin());
    m_probe->setIndent(indent());
    m_probe->setContentsMargins(contentsMargins());
    return m_probe.get();
}

int SteadyLabel::heightForWidth(int width) const
{
    const int own = QLabel::heightForWidth(width);
    if (!wordWrap() || m_alternatives.isEmpty())
        return own;
    // The probe is calibrated against this label on the text on show: what a
    // style sheet's frame adds here and not there (a banner's border) is added
    // to every alternative.
    QLabel *measure = probe();
    const int offset = own - tallestHeight(measure, {text()}, width);
    return std::max(own, tallestHeight(measure, m_alternatives, width) + offset);
}

QSize SteadyLabel::widest(QSize (QLabel::*measureSize)() const) const
{
    QSize largest;
    QLabel *measure = probe();
    for (const QString &text : m_alternatives) {
        measure->setText(text);
        largest = largest.expandedTo((measure->*measureSize)());
    }
    return largest;
}

QSize SteadyLabel::sizeHint() const
{
    const QSize hint = QLabel::sizeHint();
    if (m_alternatives.isEmpty())
        return hint;
    if (wordWrap())
        return {hint.width(), std::max(hint.height(), heightForWidth(hint.width()))};
    return hint.expandedTo(widest(&QLabel::sizeHint));
}

QSize SteadyLabel::minimumSizeHint() const
{
    const QSize least = QLabel::minimumSizeHint();
    if (m_alternatives.isEmpty())
        return least;
    // A wrapped label's least width is its longest word: the longest of any
    // alternative, so the columns around it do not shift with the text.
    if (wordWrap())
        return {std::max(least.width(), widest(&QLabel::minimumSizeHint).width()), least.height()};
    return least.expandedTo(widest(&QLabel::minimumSizeHint));
}

} // namespace gpulab::labs
