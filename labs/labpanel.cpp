#include "labs/labpanel.h"

#include <QTabBar>
#include <QTabWidget>
#include <QVariant>

namespace gpulab::labs {

QWidget *LabPanel::primaryControl() const
{
    // Qt's Tab order through the panel: the first widget inside it that takes
    // the focus by Tab and is enabled and shown with it. A row of page tabs
    // is passed over: the lecturer means the page on show, not its tabs.
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        if (qobject_cast<QTabWidget *>(w) || qobject_cast<QTabBar *>(w))
            continue;
        if (isAncestorOf(w) && w->isEnabled() && w->isVisibleTo(this) && (w->focusPolicy() & Qt::TabFocus) != 0)
            return w;
    }
    return nullptr;
}

namespace {
constexpr const char *kKeyFigure = "gpulabKeyFigure";
} // namespace

void LabPanel::markKeyFigure(QWidget *figure)
{
    figure->setProperty(kKeyFigure, true);
}

QWidget *LabPanel::keyFigure() const
{
    const auto widgets = findChildren<QWidget *>();
    for (QWidget *w : widgets)
        if (w->property(kKeyFigure).toBool() && w->isVisibleTo(this))
            return w;
    return nullptr;
}

} // namespace gpulab::labs
