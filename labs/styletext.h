#pragma once

// Text size and projector mode. Text size comes from one factor,
// textScale(): the application font is kBasePointSize × scale, and every font
// that differs from it (headings, big numbers, chart titles, axes and
// legends) is stated relative to it through setRelativeFont() /
// applyChartFonts(), so one setTextScale() resizes all. Tone boxes and tone
// text (setBanner, setTextTone) follow the palette in use.

#include "labs/stylepalette.h"

#include <QFont>
#include <QString>

class QLabel;
class QWidget;

namespace gpulab::labs::style {

constexpr double kBasePointSize = 12.0; // pt at text scale 1.0: projector-friendly
constexpr double kMinTextScale = 0.75;
constexpr double kMaxTextScale = 2.5;

// Projector mode: a light high-contrast palette (every ink 7:1 on its
// surface), text kProjectorTextScale × the text scale, key numbers larger
// still, chart lines at least kProjectorLineWidth px. setProjector() sets the
// application's QPalette (every widget gets QEvent::PaletteChange), redoes
// setBanner / setTextTone and runs setTextScale(); a panel that paints with
// colour() picks the new inks up at its next paint, and one that baked an
// ink into a pen or a style sheet re-applies it on QEvent::PaletteChange
// (its restyle()). A change of the system's palette (light ↔ dark) is
// followed the same way (installFocusStyle() watches for it).
constexpr double kProjectorTextScale = 1.5;
// projector() is in stylepalette.h.
void setProjector(bool on);

// The user's text scale (View › Larger text), without projector mode.
[[nodiscard]] double textScale();
// What the application font is sized by: textScale() × kProjectorTextScale
// in projector mode.
[[nodiscard]] double fontScale();
// Clamps to [kMinTextScale, kMaxTextScale], sets the application font and
// re-applies every relative font and every chart's fonts.
void setTextScale(double scale);
// The next step up or down from the current scale (1.0, 1.25, 1.5, …).
[[nodiscard]] double nextTextScale(double current, int direction);

// The application font × factor (bold if asked).
[[nodiscard]] QFont scaledFont(double factor, bool bold = false);
// Gives the widget scaledFont(factor, bold) and remembers the factor, so
// setTextScale() keeps it in proportion.
void setRelativeFont(QWidget *widget, double factor, bool bold = false);
// The same in the system's fixed-pitch font (terminals, code).
void setRelativeMonoFont(QWidget *widget, double factor);
[[nodiscard]] QFont scaledMonoFont(double factor);

QLabel *heading(const QString &text, QWidget *parent);
// Makes FocusStyle the application's style (the GUI, screenshots, tests), and
// installs the wheel guard (labs/wheelguard.h).
void installFocusStyle();
// Sets the style sheet only when it differs: a restyle() on PaletteChange
// that sets one does not start another round.
void setStyleSheetIfChanged(QWidget *widget, const QString &sheet);

void setBanner(QLabel *label, Tone tone);   // filled box with a border
void setTextTone(QLabel *label, Tone tone); // coloured text only

} // namespace gpulab::labs::style
