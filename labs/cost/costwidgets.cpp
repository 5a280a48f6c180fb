#include "labs/cost/costwidgets.h"

#include "labs/wraplabel.h"

#include <QDoubleSpinBox>
#include <QLabel>
#include <QLocale>

namespace gpulab::labs::costui {

QDoubleSpinBox *spin(double min, double max, double value, int decimals, const QString &suffix, QWidget *parent)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setValue(value);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false);
    return s;
}

QLabel *wrapLabel(QWidget *parent)
{
    auto *l = new WrapLabel(parent); // asked its height many times per step: it remembers
    l->setTextFormat(Qt::RichText);
    return l;
}

QString figure(double v, int digits)
{
    return QLocale().toString(v, 'g', digits);
}

} // namespace gpulab::labs::costui
