#pragma once

// The application's style with a focus ring that can be seen from the back
// of a room: a 2 px ring in the focus colour around the control that has the
// keyboard, sliders and spin boxes included (the platform's own hint on a
// slider is a slightly different handle, almost invisible on a projector).

#include <QProxyStyle>

namespace gpulab::labs {

// The same ring, for a view that draws itself (a chart, the race).
void drawFocusRing(QPainter *painter, const QRect &rect);

// Made first in a view's paintEvent: draws the ring over everything the view
// painted, when the event ends (however it returns), if the view has the focus.
class FocusRingOnTop {
public:
    FocusRingOnTop(const QWidget *view, QPainter *painter) : m_view(view), m_painter(painter) {}
    ~FocusRingOnTop();
    FocusRingOnTop(const FocusRingOnTop &) = delete;
    FocusRingOnTop &operator=(const FocusRingOnTop &) = delete;

private:
    const QWidget *m_view;
    QPainter *m_painter;
};

class FocusStyle : public QProxyStyle {
    Q_OBJECT
public:
    using QProxyStyle::QProxyStyle;

    void drawPrimitive(PrimitiveElement element, const QStyleOption *option, QPainter *painter,
                       const QWidget *widget = nullptr) const override;
    void drawControl(ControlElement element, const QStyleOption *option, QPainter *painter,
                     const QWidget *widget = nullptr) const override;
    void drawComplexControl(ComplexControl control, const QStyleOptionComplex *option, QPainter *painter,
                            const QWidget *widget = nullptr) const override;
    QSize sizeFromContents(ContentsType type, const QStyleOption *option, const QSize &size,
                           const QWidget *widget = nullptr) const override;
    // A check box's and a radio button's box grow with their text: 13 px
    // beside 26 px projector text was a target too small to see or hit.
    int pixelMetric(PixelMetric metric, const QStyleOption *option = nullptr,
                    const QWidget *widget = nullptr) const override;
};

} // namespace gpulab::labs
