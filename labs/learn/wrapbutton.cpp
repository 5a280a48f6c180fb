#include "labs/learn/wrapbutton.h"

#include "labs/style.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QTextDocument>

namespace gpulab::labs {

WrapButton::WrapButton(QWidget *parent) : QPushButton(parent), m_label(new QLabel(this))
{
    m_label->setWordWrap(true);
    m_label->setAttribute(Qt::WA_TransparentForMouseEvents);
    m_label->setTextFormat(Qt::RichText);
    // Stays readable when the button is disabled (an answered quiz question
    // keeps its choices on screen, coloured, for the explanation).
    m_label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(style::css(style::Ink::Text)));
    style::setRelativeFont(m_label, 1.15);
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(14, 10, 14, 10);
    layout->addWidget(m_label);
    setSizePolicy(QSizePolicy::Expanding, QSizePolicy::Preferred);
}

void WrapButton::setWrappedText(const QString &text)
{
    m_label->setText(text);
    // Screen readers and tests read the plain words.
    QTextDocument plain;
    plain.setHtml(text);
    setAccessibleName(plain.toPlainText());
    updateGeometry();
}

QString WrapButton::wrappedText() const
{
    return accessibleName();
}

} // namespace gpulab::labs
