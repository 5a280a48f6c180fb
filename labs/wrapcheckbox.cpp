#include "labs/wrapcheckbox.h"

#include "labs/steadylabel.h"
#include "labs/style.h"

#include <QLabel>
#include <QPainter>
#include <QPen>
#include <QStyleOptionButton>
#include <QStylePainter>

#include <algorithm>

namespace gpulab::labs {
namespace {
// The words as shown: mnemonic ampersands removed, "&&" kept as one "&".
QString withoutMnemonic(QString text)
{
    return text.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(u'&').replace(u'\x01', u'&');
}
} // namespace

WrapCheckBox::WrapCheckBox(const QString &text, QWidget *parent) : QCheckBox(parent), m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setTextFormat(Qt::PlainText);
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    QSizePolicy policy(QSizePolicy::Preferred, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
    setWrappedText(text);
}

WrapCheckBox::~WrapCheckBox() = default;

void WrapCheckBox::setWrappedText(const QString &text)
{
    setText(text);
    m_label->setText(withoutMnemonic(text));
    updateGeometry();
}

int WrapCheckBox::textLeft() const
{
    return style()->pixelMetric(QStyle::PM_IndicatorWidth, nullptr, this) +
           style()->pixelMetric(QStyle::PM_CheckBoxLabelSpacing, nullptr, this) + 2;
}

QSize WrapCheckBox::sizeHint() const
{
    const int indicator = style()->pixelMetric(QStyle::PM_IndicatorHeight, nullptr, this);
    int oneLine = m_label->fontMetrics().horizontalAdvance(m_label->text());
    for (const QString &text : m_alternatives) // as wide as the longest wording: the row keeps its width
        oneLine = std::max(oneLine, m_label->fontMetrics().horizontalAdvance(text));
    return {textLeft() + oneLine + 4, std::max(indicator, m_label->fontMetrics().height()) + 4};
}

QSize WrapCheckBox::minimumSizeHint() const
{
    // A dozen characters a line at the least (or the longest word): narrower,
    // a row of check boxes reads as a column of word fragments, so the row
    // around it should stack first. The height follows from the width.
    const int indicator = style()->pixelMetric(QStyle::PM_IndicatorHeight, nullptr, this);
    const QFontMetrics fm = m_label->fontMetrics();
    const int oneLine = fm.horizontalAdvance(m_label->text()) + 4;
    const int least = std::max(m_label->minimumSizeHint().width(), std::min(oneLine, fm.averageCharWidth() * 12));
    return {textLeft() + least, std::max(indicator, fm.height()) + 4};
}

void WrapCheckBox::setAlternativeTexts(const QStringList &texts)
{
    if (!m_probe) {
        m_probe = std::make_unique<QLabel>();
        m_probe->setAttribute(Qt::WA_DontShowOnScreen);
        m_probe->setWordWrap(true);
        m_probe->setTextFormat(Qt::PlainText);
    }
    m_alternatives.clear();
    for (const QString &text : texts)
        m_alternatives << withoutMnemonic(text);
    updateGeometry();
}

int WrapCheckBox::heightForWidth(int width) const
{
    const int indicator = style()->pixelMetric(QStyle::PM_IndicatorHeight, nullptr, this);
    const int textWidth = std::max(1, width - textLeft());
    int text = m_label->heightForWidth(textWidth);
    if (m_probe) {
        m_probe->setFont(m_label->font());
        text = std::max(text, tallestHeight(m_probe.get(), m_alternatives, textWidth));
    }
    return std::max(indicator, text) + 4;
}

void WrapCheckBox::paintEvent(QPaintEvent *)
{
    // The box (and the focus ring) from the style; the words are the label's.
    QStylePainter p(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();
    p.drawControl(QStyle::CE_CheckBox, option);
    // With the text cleared the style's focus rectangle would frame nothing:
    // ring the whole control instead, in the focus colour, so the keyboard
    // focus is as visible here as on every other control.
    if (hasFocus()) {
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(style::focusColour(), 2));
        p.setBrush(Qt::NoBrush);
        p.drawRoundedRect(QRectF(rect()).adjusted(1, 1, -1, -1), 3, 3);
    }
}

void WrapCheckBox::resizeEvent(QResizeEvent *event)
{
    QCheckBox::resizeEvent(event);
    const int left = textLeft();
    const int h = std::min(height() - 4, m_label->heightForWidth(std::max(1, width() - left)));
    m_label->setGeometry(left, (height() - h) / 2, std::max(1, width() - left), h);
}

} // namespace gpulab::labs
