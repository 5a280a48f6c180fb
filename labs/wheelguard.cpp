#include "labs/wheelguard.h"

#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QApplication>
#include <QComboBox>
#include <QEvent>
#include <QPointer>
#include <QScrollBar>

namespace gpulab::labs {
namespace {

class WheelGuard : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *w = qobject_cast<QWidget *>(watched);
        if (!w || !isWheelGuarded(w))
            return QObject::eventFilter(watched, event);
        if (event->type() == QEvent::Polish && w->focusPolicy() == Qt::WheelFocus) {
            // The wheel would give it the focus and then the value: a click or Tab must.
            w->setFocusPolicy(Qt::StrongFocus);
        } else if (event->type() == QEvent::Wheel && !w->hasFocus()) {
            // Ignored and filtered: QApplication hands the event on to the
            // parent, up to the scroll area that moves the page.
            event->ignore();
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

} // namespace

bool isWheelGuarded(const QWidget *w)
{
    if (qobject_cast<const QScrollBar *>(w))
        return false;
    return qobject_cast<const QAbstractSlider *>(w) || qobject_cast<const QAbstractSpinBox *>(w) ||
           qobject_cast<const QComboBox *>(w);
}

void installWheelGuard()
{
    static QPointer<WheelGuard> guard;
    if (!guard) {
        guard = new WheelGuard(qApp);
        qApp->installEventFilter(guard);
    }
}

} // namespace gpulab::labs
