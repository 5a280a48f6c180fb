#pragma once

// Small builders the cost lab's tabs share.

#include <QString>

class QDoubleSpinBox;
class QLabel;
class QWidget;

namespace gpulab::labs::costui {

// A spin box that reports a value once it is typed in full (no keyboard tracking).
QDoubleSpinBox *spin(double min, double max, double value, int decimals, const QString &suffix, QWidget *parent);
// A rich-text label that wraps.
QLabel *wrapLabel(QWidget *parent);
// A number as the user's locale writes it: "10", "10.5", "1,000" (up to `digits` significant digits).
QString figure(double v, int digits = 6);

} // namespace gpulab::labs::costui
