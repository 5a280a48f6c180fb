#include "labs/steadylabel.h"

#include <QEvent>

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
    QStringList distinct = texts; // each measured once (the timing lab's 16 settings share their words)
    distinct.removeDuplicates();
    if (distinct == m_alternatives)
        return;
    m_alternatives = std::move(distinct);
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

SteadyLabel::Remembered &SteadyLabel::remembered() const
{
    Measured now{text(),   m_alternatives, font(),       styleSheet(), contentsMargins(),
                 margin(), indent(),       textFormat(), wordWrap()};
    if (!(now == m_remembered.measured))
        m_remembered = Remembered{std::move(now), {}, {}, {}};
    return m_remembered;
}

SteadyLabel::AlternativesRemembered &SteadyLabel::alternativesRemembered() const
{
    Measured now = remembered().measured;
    now.text.clear();
    if (!(now == m_alternativesRemembered.measured))
        m_alternativesRemembered = AlternativesRemembered{std::move(now), {}, {}, {}};
    return m_alternativesRemembered;
}

void SteadyLabel::changeEvent(QEvent *event)
{
    // A new style or screen may measure the same words differently.
    m_remembered = Remembered{};
    m_alternativesRemembered = AlternativesRemembered{};
    QLabel::changeEvent(event);
}

int SteadyLabel::heightForWidth(int width) const
{
    if (!wordWrap() || m_alternatives.isEmpty())
        return QLabel::heightForWidth(width);
    Remembered &memory = remembered();
    if (const auto known = memory.heights.constFind(width); known != memory.heights.cend())
        return *known;
    const int own = QLabel::heightForWidth(width);
    // The probe is calibrated against this label on the text on show: what a
    // style sheet's frame adds here and not there (a banner's border) is added
    // to every alternative.
    QLabel *measure = probe();
    const int offset = own - tallestHeight(measure, {text()}, width);
    AlternativesRemembered &alternatives = alternativesRemembered();
    auto tallest = alternatives.tallest.constFind(width);
    if (tallest == alternatives.tallest.cend()) {
        if (alternatives.tallest.size() > 16)
            alternatives.tallest.clear();
        tallest = alternatives.tallest.insert(width, tallestHeight(measure, m_alternatives, width));
    }
    const int height = std::max(own, *tallest + offset);
    if (memory.heights.size() > 16)
        memory.heights.clear(); // a window dragged through many widths
    memory.heights.insert(width, height);
    return height;
}

QSize SteadyLabel::widest(QSize (QLabel::*measureSize)() const) const
{
    AlternativesRemembered &alternatives = alternativesRemembered();
    QSize &known = measureSize == &QLabel::sizeHint ? alternatives.widestHint : alternatives.widestMinimum;
    if (known.isValid())
        return known;
    QSize largest;
    QLabel *measure = probe();
    for (const QString &text : m_alternatives) {
        measure->setText(text);
        largest = largest.expandedTo((measure->*measureSize)());
    }
    known = largest;
    return largest;
}

QSize SteadyLabel::sizeHint() const
{
    if (m_alternatives.isEmpty())
        return QLabel::sizeHint();
    Remembered &memory = remembered();
    if (memory.sizeHint.isValid())
        return memory.sizeHint;
    const QSize hint = QLabel::sizeHint();
    memory.sizeHint = wordWrap() ? QSize(hint.width(), std::max(hint.height(), heightForWidth(hint.width())))
                                 : hint.expandedTo(widest(&QLabel::sizeHint));
    return memory.sizeHint;
}

QSize SteadyLabel::minimumSizeHint() const
{
    if (m_alternatives.isEmpty())
        return QLabel::minimumSizeHint();
    Remembered &memory = remembered();
    if (memory.minimumSizeHint.isValid())
        return memory.minimumSizeHint;
    const QSize least = QLabel::minimumSizeHint();
    // A wrapped label's least width is its longest word: the longest of any
    // alternative, so the columns around it do not shift with the text.
    memory.minimumSizeHint =
        wordWrap() ? QSize(std::max(least.width(), widest(&QLabel::minimumSizeHint).width()), least.height())
                   : least.expandedTo(widest(&QLabel::minimumSizeHint));
    return memory.minimumSizeHint;
}

} // namespace gpulab::labs
