#include "labs/labpanel.h"

namespace gpulab::labs {

QWidget *LabPanel::primaryControl() const
{
    // Qt's Tab order through the panel: the first widget inside it that takes
    // the focus by Tab and is enabled and shown with it.
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        if (isAncestorOf(w) && w->isEnabled() && w->isVisibleTo(this) && (w->focusPolicy() & Qt::TabFocus) != 0)
            return w;
    }
    return nullptr;
}

} // namespace gpulab::labs
