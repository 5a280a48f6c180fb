#pragma once

// What a screen reader reads, where Qt's defaults say the wrong thing.
// Checked against Orca 43.1 on Qt 6.4 (README, tst_screenreader).
//
// - A slider whose track is not its quantity (a logarithmic track of 0…1000
//   steps, a clock in Hz shown in GHz) reports the quantity itself through
//   the value interface: Orca speaks "1024" for n = 1,024, not the track's
//   "646". Qt 6.4's AT-SPI bridge carries no value text, so the unit goes
//   into the name ("Matrix size n, rows and columns").
// - A chart or a drawn view is a chart, not a layout filler: it takes the
//   keyboard, shows a focus ring and is read as its name and description
//   (the description follows the data); a Qt Charts view's children are its
//   series, with their points in words.
// - A tab bar is read by its name, a combo box with its current item (Qt 6.4
//   says neither to Orca).
// - announce() speaks a lab's key result once, when it changes: Qt's
//   announcement event where Qt has one (6.8), else a notification that
//   comes into view with the result as its name, which Orca speaks.

#include <QAccessible>
#include <QString>

#include <functional>

class QSlider;
class QTabBar;
class QWidget;

namespace gpulab::labs {

struct SpokenQuantity {
    std::function<double()> value;        // the quantity now, in the unit the name says
    std::function<void(double)> setValue; // a screen reader sets it (the nearest track step)
    double minimum = 0.0;
    double maximum = 0.0;
    double increment = 1.0;        // sets the decimals a screen reader speaks (0.01 → two)
    std::function<QString()> text; // the value with its unit, as shown: "1,024 × 1,024"
};

// Installs the interfaces below; call once after the QApplication exists
// (main() and the tests that read the accessibility tree).
void installAccessibility();

// The slider reports `quantity` instead of its track position.
void speakAsQuantity(QSlider *slider, SpokenQuantity quantity);

// The view is read as a chart (or a picture) and can take the keyboard.
void markAsChart(QWidget *view);
[[nodiscard]] bool isMarkedAsChart(const QWidget *view);

// The tab bar is read by `name` ("Pages of the throughput lab"), not by the
// title of its current tab, which is all Qt says of a tab bar.
void nameTabBar(QTabBar *bar, const QString &name);

// The widget is read with `role` (a framed column is a group, not the
// top-level window Qt reports for a QFrame).
void setAccessibleRole(QWidget *widget, QAccessible::Role role);

// Speaks `text` once: see above. `origin` is the view whose result it is
// (its window holds the notification).
void announce(QWidget *origin, const QString &text);

// Enables or disables a control without throwing the keyboard away. Qt hands
// the focus of a control it disables to the next one (the quick check's empty
// table, fix 6 after fix 4 was applied), and a screen reader then speaks that
// instead of the result. A control that has the keyboard only looks disabled
// until the keyboard leaves it (the panel ignores it meanwhile); then it is.
void setAvailable(QWidget *control, bool available);
[[nodiscard]] bool isAvailable(const QWidget *control);

// Speaks `text()` once the inputs have rested for a moment: a slider held
// down or a spin box stepped five times says its result once, at the end.
void announceSoon(QWidget *origin, std::function<QString()> text);

// The controls under `scope` keep the keys they act on, ahead of the scope's
// one-key shortcuts: Space presses the focused button (not the race's
// play/pause), Home and End move the focused slider.
void keepControlKeys(QWidget *scope);

// The text most recently announced from `origin`'s window (for the tests).
[[nodiscard]] QString lastAnnouncement();

} // namespace gpulab::labs
