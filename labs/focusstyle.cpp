#include "labs/focusstyle.h"

#include "labs/style.h"

#include <QFontMetrics>
#include <QPainter>
#include <QStyleOption>
#include <QWidget>

#include <algorithm>
#include <cmath>

namespace gpulab::labs {
namespace {
constexpr qreal kRingWidth = 2.0; // px

} // namespace

void drawFocusRing(QPainter *painter, const QRect &rect)
{
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing);
    painter->setBrush(Qt::NoBrush);
    painter->setPen(QPen(style::focusColour(), kRingWidth));
    const qreal inset = kRingWidth / 2.0;
    painter->drawRoundedRect(QRectF(rect).adjusted(inset, inset, -inset, -inset), 3, 3);
    painter->restore();
}

FocusRingOnTop::~FocusRingOnTop()
{
    if (m_view->hasFocus())
        drawFocusRing(m_painter, m_view->rect());
}

namespace {
void drawRing(QPainter *painter, const QRect &rect)
{
    drawFocusRing(painter, rect);
}
} // namespace

void FocusStyle::drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                               const QWidget *widget) const
{
    if (element == PE_FrameFocusRect) {
        drawRing(painter, option->rect);
        return;
    }
    QProxyStyle::drawPrimitive(element, option, painter, widget);
}

QSize FocusStyle::sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &size,
                                   const QWidget *widget) const
{
    QSize s = QProxyStyle::sizeFromContents(type, option, size, widget);
    // Qt 6.4 elides a tab title in a complex script by a width that still counts
    // its mnemonic's "&": the Hindi "अध्याय (&C)" was drawn as "अध्याय (…" in a tab
    // sized for "अध्याय (C)". The tab gets that "&" back (a few pixels more for Latin titles).
    if (type == CT_TabBarTab)
        if (const auto *tab = qstyleoption_cast<const QStyleOptionTab *>(option); tab && tab->text.contains(u'&'))
            s.rwidth() += tab->fontMetrics.horizontalAdvance(u'&');
    return s;
}

int FocusStyle::pixelMetric(PixelMetric metric, const QStyleOption *option, const QWidget *widget) const
{
    const int base = QProxyStyle::pixelMetric(metric, option, widget);
    const bool indicator = metric == PM_IndicatorWidth || metric == PM_IndicatorHeight ||
                           metric == PM_ExclusiveIndicatorWidth || metric == PM_ExclusiveIndicatorHeight;
    if (!indicator)
        return base;
    // The box about as tall as a capital letter and a half of the text beside it.
    const QFontMetrics fm = widget ? widget->fontMetrics() : (option ? option->fontMetrics : QFontMetrics(QFont()));
    return std::max(base, int(std::lround(fm.height() * 0.75)));
}

void FocusStyle::drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                             const QWidget *widget) const
{
    QProxyStyle::drawControl(element, option, painter, widget);
    if (element == CE_PushButton && (option->state & State_HasFocus) && (option->state & State_Enabled))
        drawRing(painter, option->rect);
}

void FocusStyle::drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                                    const QWidget *widget) const
{
    QProxyStyle::drawComplexControl(control, option, painter, widget);
    const bool ringed = control == CC_Slider || control == CC_SpinBox || control == CC_ComboBox;
    if (ringed && (option->state & State_HasFocus) && (option->state & State_Enabled))
        drawRing(painter, option->rect);
}

} // namespace gpulab::labs
