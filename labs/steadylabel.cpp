#include "labs/steadylabel.h"

#include "labs/labeltextmeasure.h"

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
    Measured now{text(),   m_alternatives, font(),     styleSheet(), contentsMargins(), margin(),
                 indent(), textFormat(),   wordWrap(), alignment(),  minimumSize(),     textInteractionFlags()};
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

int SteadyLabel::ownHeight(int width) const
{
    return measuresLikeLabel(this, text()) ? labelHeightForWidth(this, text(), width) : QLabel::heightForWidth(width);
}

SteadyLabel::Tallest SteadyLabel::tallestAlternative(int width) const
{
    // Rich text is measured as this label would lay it out (labeltextmeasure);
    // the rest (plain text) through the probe.
    Tallest tallest;
    QStringList probed;
    for (const QString &text : m_alternatives) {
        if (measuresLikeLabel(this, text))
            tallest.measured = std::max(tallest.measured, labelHeightForWidth(this, text, width));
        else
            probed << text;
    }
    if (!probed.isEmpty())
        tallest.probed = tallestHeight(probe(), probed, width);
    return tallest;
}

int SteadyLabel::heightForWidth(int width) const
{
    if (!wordWrap() || m_alternatives.isEmpty() || width < 0)
        return QLabel::heightForWidth(width);
    Remembered &memory = remembered();
    if (const auto known = memory.heights.constFind(width); known != memory.heights.cend())
        return *known;
    AlternativesRemembered &alternatives = alternativesRemembered();
    auto tallest = alternatives.tallest.constFind(width);
    if (tallest == alternatives.tallest.cend()) {
        if (alternatives.tallest.size() > 16)
            alternatives.tallest.clear();
        tallest = alternatives.tallest.insert(width, tallestAlternative(width));
    }
    int height = std::max(ownHeight(width), tallest->measured);
    if (tallest->probed >= 0) {
        // The probe is calibrated against this label on the text on show:
        // what a style sheet's frame adds here and not there (a banner's
        // border) is added to every text it measured.
        const int offset = QLabel::heightForWidth(width) - tallestHeight(probe(), {text()}, width);
        height = std::max(height, tallest->probed + offset);
    }
    if (memory.heights.size() > 16)
        memory.heights.clear(); // a window dragged through many widths
    memory.heights.insert(width, height);
    return height;
}

QSize SteadyLabel::widest(Hint hint) const
{
    AlternativesRemembered &alternatives = alternativesRemembered();
    QSize &known = hint == Hint::Size ? alternatives.widestHint : alternatives.widestMinimum;
    if (known.isValid())
        return known;
    QSize largest;
    for (const QString &text : m_alternatives) {
        if (measuresLikeLabel(this, text)) {
            largest =
                largest.expandedTo(hint == Hint::Size ? labelSizeHint(this, text) : labelMinimumSizeHint(this, text));
        } else {
            QLabel *measure = probe();
            measure->setText(text);
            largest = largest.expandedTo(hint == Hint::Size ? measure->sizeHint() : measure->minimumSizeHint());
        }
    }
    known = largest;
    return largest;
}

QSize SteadyLabel::ownHint(Hint hint) const
{
    if (measuresLikeLabel(this, text()))
        return hint == Hint::Size ? labelSizeHint(this, text()) : labelMinimumSizeHint(this, text());
    return hint == Hint::Size ? QLabel::sizeHint() : QLabel::minimumSizeHint();
}

QSize SteadyLabel::sizeHint() const
{
    if (m_alternatives.isEmpty())
        return QLabel::sizeHint();
    Remembered &memory = remembered();
    if (memory.sizeHint.isValid())
        return memory.sizeHint;
    const QSize hint = ownHint(Hint::Size);
    memory.sizeHint = wordWrap() ? QSize(hint.width(), std::max(hint.height(), heightForWidth(hint.width())))
                                 : hint.expandedTo(widest(Hint::Size));
    return memory.sizeHint;
}

QSize SteadyLabel::minimumSizeHint() const
{
    if (m_alternatives.isEmpty())
        return QLabel::minimumSizeHint();
    Remembered &memory = remembered();
    if (memory.minimumSizeHint.isValid())
        return memory.minimumSizeHint;
    const QSize least = ownHint(Hint::Minimum);
    // A wrapped label's least width is its longest word: the longest of any
    // alternative, so the columns around it do not shift with the text.
    memory.minimumSizeHint = wordWrap() ? QSize(std::max(least.width(), widest(Hint::Minimum).width()), least.height())
                                        : least.expandedTo(widest(Hint::Minimum));
    return memory.minimumSizeHint;
}

} // namespace gpulab::labs
