#include "labs/wrapbutton.h"

#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>
#include <QStyleOptionButton>
#include <QStylePainter>
#include <QTextDocument>

namespace gpulab::labs {

WrapButton::WrapButton(QWidget *parent) : QPushButton(parent), m_label(new WrapLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_label->setTextFormat(Qt::RichText);
    m_label->setAlignment(Qt::AlignCenter);
    // Stays readable when the button is disabled (an answered quiz question
    // keeps its choices on screen, coloured, for the explanation).
    // A palette, not a style sheet: the label keeps following the button's font.
    restyle();
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(12, 6, 12, 6);
    layout->addWidget(m_label);
    QSizePolicy policy(QSizePolicy::Expanding, QSizePolicy::Preferred);
    policy.setHeightForWidth(true);
    setSizePolicy(policy);
}

WrapButton::WrapButton(const QString &text, QWidget *parent) : WrapButton(parent)
{
    setWrappedText(text.toHtmlEscaped());
}

void WrapButton::restyle()
{
    QPalette palette = m_label->palette();
    for (const auto group : {QPalette::Active, QPalette::Inactive, QPalette::Disabled})
        palette.setColor(group, QPalette::WindowText, style::colour(style::Ink::Text));
    m_label->setPalette(palette);
}

void WrapButton::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::PaletteChange)
        restyle();
    QPushButton::changeEvent(event);
}

void WrapButton::setWrappedText(const QString &text)
{
    // The same words again (a panel rewords its buttons on every step) change
    // nothing: no parsing, no new layout.
    if (text == m_label->text() && m_label->textFormat() == Qt::RichText)
        return;
    m_label->setTextFormat(Qt::RichText);
    m_label->setText(text);
    // Screen readers and tests read the plain words.
    QTextDocument plain;
    plain.setHtml(text);
    showWords(plain.toPlainText());
}

void WrapButton::setWrappedPlainText(const QString &words)
{
    if (words == m_label->text() && m_label->textFormat() == Qt::PlainText)
        return;
    m_label->setTextFormat(Qt::PlainText);
    m_label->setText(words);
    showWords(words);
}

void WrapButton::showWords(QString words)
{
    setAccessibleName(words);
    setText(words.replace(u'&', QStringLiteral("&&"))); // words, not a keyboard shortcut
    updateGeometry();
}

QString WrapButton::wrappedText() const
{
    return accessibleName();
}

QSize WrapButton::sizeHint() const
{
    // All on one line where there is room; narrower, it wraps (heightForWidth).
    const QMargins m = layout()->contentsMargins();
    const int width = m_label->fontMetrics().horizontalAdvance(accessibleName()) + m.left() + m.right() + 4;
    return {width, heightForWidth(width)};
}

QSize WrapButton::minimumSizeHint() const
{
    return layout()->minimumSize();
}

int WrapButton::heightForWidth(int width) const
{
    return layout()->totalHeightForWidth(width);
}

void WrapButton::paintEvent(QPaintEvent *)
{
    // The bevel and the focus ring from the style; the words are the label's.
    QStylePainter p(this);
    QStyleOptionButton option;
    initStyleOption(&option);
    option.text.clear();
    p.drawControl(QStyle::CE_PushButton, option);
}

} // namespace gpulab::labs
