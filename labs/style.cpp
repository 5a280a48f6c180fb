#include "labs/style.h"

#include <QLabel>

namespace gpulab::labs::style {
namespace {
struct Colours {
    const char *fill;
    const char *border;
    const char *text;
};

Colours coloursOf(Tone tone)
{
    switch (tone) {
    case Tone::Good: return {"#e6f4ea", "#2e7d32", "#1b5e20"};
    case Tone::Warning: return {"#fff4e0", "#d98200", "#7a4a00"};
    case Tone::Bad: return {"#fdecea", "#c62828", "#b71c1c"};
    case Tone::Neutral: break;
    }
    return {"#f2f4f7", "#9aa4b2", "#333a44"};
}
} // namespace

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    QFont f = label->font();
    f.setPointSizeF(f.pointSizeF() * 1.8);
    f.setBold(true);
    label->setFont(f);
    return label;
}

void setBanner(QLabel *label, Tone tone)
{
    const Colours c = coloursOf(tone);
    label->setStyleSheet(QStringLiteral("QLabel { background: %1; border: 2px solid %2; border-radius: 6px; color: %3; "
                                        "font-weight: bold; padding: 6px; }")
                             .arg(QLatin1String(c.fill), QLatin1String(c.border), QLatin1String(c.text)));
}

void setTextTone(QLabel *label, Tone tone)
{
    label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(QLatin1String(coloursOf(tone).text)));
}

} // namespace gpulab::labs::style
