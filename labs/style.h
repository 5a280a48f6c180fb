#pragma once

// Shared look of the panels: large type for projectors, and colours that
// keep their meaning (green measured/ok, amber simulated/warning, red wrong).
//
// Text size comes from one factor, textScale(): the application font is
// kBasePointSize × scale, and every font that differs from it (headings, big
// numbers, chart titles, axes and legends) is stated relative to it through
// setRelativeFont() / applyChartFonts(), so one setTextScale() resizes all.

#include <QColor>
#include <QFont>
#include <QString>

#include <span>

class QChart;
class QLogValueAxis;
class QLabel;
class QPalette;
class QTabBar;
class QWidget;

namespace gpulab::labs::style {

enum class Tone { Neutral, Good, Warning, Bad };

// One palette: every colour a panel paints with, by what it means rather
// than by its value, so a dark theme or a projector mode changes it here.
// Each foreground ink names the surface it is drawn on; the palette test
// holds every such pair to a contrast ratio of at least 4.5:1 (WCAG 2).
enum class Ink {
    // Surfaces and plain text.
    Surface,     // panels, charts, the race
    Text,        // body text on Surface
    CodeSurface, // code blocks in the lessons
    Focus,       // the keyboard focus ring
    // Tones: a filled box, its border, its text (setBanner, quiz answers).
    GoodFill,
    GoodBorder, // also the "verified" marks and "fits" lines
    GoodText,
    WarningFill,
    WarningBorder, // also amber marks: simulated, waiting
    WarningText,
    BadFill,
    BadBorder, // also the "wrong" marks and "does not fit" lines
    BadText,
    NeutralFill,
    NeutralBorder,
    NeutralText,
    // One colour per backend, the same in every chart and the race.
    CpuSeries,
    NaiveSeries,
    CudaSeries,
    CudaNaiveSeries,
    SimulatedSeries,
    CrossoverMark,
    // The race: tiles not yet computed, and the text drawn over them.
    EmptyTile,
    TileText,
    // The VRAM breakdown, one colour per component.
    WeightsBar,
    GradientsBar,
    OptimizerBar,
    ActivationsBar,
    KvCacheBar,
    OverheadBar,
    // The dispatch terminals: light text on near-black.
    TerminalSurface,
    TerminalText,
    TerminalCommand,
    TerminalError,
    TerminalWarning,
    // The current line of a script.
    CurrentLineFill,
    CurrentLineText,
    CurrentLineBorder,
    // Flashcards: the term side (blue) and the meaning side (amber).
    TermCardFill,
    TermCardBorder,
    MeaningCardFill,
    MeaningCardBorder,
    // The help overlay: a dark veil over the panel.
    OverlayVeil,
    OverlayText,
    OverlayKey,
    OverlayHint,
    // The cost lab's charts.
    CostBar,        // a bar that means nothing special
    UnavailableBar, // a class that cannot hold the model
    ReferenceLine,  // the on-demand line in the spot chart
    OnBar,          // text on a CostBar
    // The timing lab's timeline and chart.
    TimelineCanvas,
    TimelineLane,
    TimelineIdle,  // time spent waiting at a barrier (a lane fill)
    TimelineInk,   // text and outlines on the canvas
    TimelineAxis,  // the time axis
    TimingSeries1, // CPU queue, no wait
    TimingSeries2, // CPU queue, waited
    TimingSeries3, // CUDA, synchronised; the timeline's kernel
    TimingSeries4, // the timeline's work queued before the timer
};

struct PaletteEntry {
    Ink ink;
    QRgb rgba;       // with alpha: a veil over Surface
    Ink on;          // the surface it is drawn on; itself for a surface
    const char *use; // for the test's messages
};

// Three tables of every entry (style.cpp): the projector's while projector
// mode is on; otherwise the dark one when the application's palette is dark
// (the system's dark theme, or gpulab screenshot --dark), the light one if
// not. palette() is the table in use; palette(Theme) names one.
enum class Theme { Light, Dark, Projector };
[[nodiscard]] std::span<const PaletteEntry> palette();
[[nodiscard]] std::span<const PaletteEntry> palette(Theme theme);
[[nodiscard]] std::span<const PaletteEntry> palette(bool projectorMode);
// The table in use now.
[[nodiscard]] Theme theme();
// A QPalette reads as dark when its window colour is darker than mid-grey
// (Qt 6.4 has no colour-scheme hint to ask).
[[nodiscard]] bool isDark(const QPalette &palette);
// A dark QPalette in the dark table's colours (gpulab screenshot --dark, tests).
[[nodiscard]] QPalette darkQtPalette();
[[nodiscard]] QColor colour(Ink ink);
// "#rrggbb" (or "rgba(…)" for a translucent ink), for style sheets and rich text.
[[nodiscard]] QString css(Ink ink);
// WCAG 2 contrast ratio of two opaque colours, 1 … 21.
[[nodiscard]] double contrastRatio(const QColor &a, const QColor &b);

constexpr double kBasePointSize = 12.0; // pt at text scale 1.0: projector-friendly
constexpr double kMinTextScale = 0.75;
constexpr double kMaxTextScale = 2.5;

// Relative sizes of the chart's text, against the application font.
constexpr double kChartTitleScale = 1.15;
constexpr double kChartLegendScale = 1.0;
constexpr double kChartAxisLabelScale = 0.95;

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
constexpr double kProjectorLineWidth = 4.0;   // px, chart lines
constexpr double kProjectorMarkerSize = 14.0; // px, chart points
[[nodiscard]] bool projector();
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
// Title, legend, axis labels and axis titles from the application font.
// Call it again after axes are replaced.
void applyChartFonts(QChart *chart);

// Lets a panel narrow to a small window: long one-line labels wrap, combo
// boxes may show their choice shortened (the list shows it whole), tab titles
// are shortened with "…" rather than scrolled out of view (whole on hover).
// Run on a panel after it is built; labels that must stay on one line set
// the property "noWrap".
void letShrink(QWidget *root);
// A tab's title as shown, without its mnemonic '&'; and whether the bar has
// had to shorten it to fit.
[[nodiscard]] QString tabTitle(const QTabBar *bar, int index);
[[nodiscard]] bool tabTitleShortened(const QTabBar *bar, int index);
// A title on two lines, broken at the space nearest its middle (the later
// of two as near; one line when it has no space): how a bar whose titles do
// not fit on one line (PageTabs at a large text size) shows them before it
// shortens any, and how a long card name stands under its bar.
[[nodiscard]] QString twoLineTitle(const QString &title);
// The property a tab bar sets while it shows its titles on two lines.
inline constexpr const char *kTwoLineTitles = "twoLineTitles";

QLabel *heading(const QString &text, QWidget *parent);
// The colour of the keyboard focus ring (FocusStyle), strong on any fill.
[[nodiscard]] QColor focusColour();
// Makes FocusStyle the application's style (the GUI, screenshots, tests), and
// installs the wheel guard (labs/wheelguard.h).
void installFocusStyle();

// The tone's strong colour (borders, chart marks): green, amber, red, grey.
[[nodiscard]] QColor toneColour(Tone tone);
// Fonts as applyChartFonts(), colours as applyChartColours(), and line
// series' legend markers drawn like their line (a dashed line's swatch is
// dashed). Call it once the series are in.
void applyChartStyle(QChart *chart);
// The chart's background, title, legend text, axis labels, lines and grid in
// the inks in use (Qt Charts' own light theme does not follow the palette).
void applyChartColours(QChart *chart);
// Sets the style sheet only when it differs: a restyle() on PaletteChange
// that sets one does not start another round.
void setStyleSheetIfChanged(QWidget *widget, const QString &sheet);
// A log axis (base 2 or 10) with its label format, title and range. Charts
// that localise their numbers need "%.<digits><letter>" ("%.6g", "%.0f"):
// Qt Charts leaves labels of other formats blank there.
[[nodiscard]] QLogValueAxis *logAxis(int base, const QString &format, const QString &title, double lo, double hi);
// The range of a log axis whose ends are powers of its base, so that both end
// powers are labelled (see style.cpp).
void setLogRange(QLogValueAxis *axis, double lo, double hi);

void setBanner(QLabel *label, Tone tone);   // filled box with a border
void setTextTone(QLabel *label, Tone tone); // coloured text only

// The cost and timing labs name their colours by use (each maps onto an Ink
// above, so the palette test covers them too), plus tone colours for rich text.
enum class Swatch {
    PlainBar,    // a bar that means nothing special (cost lab)
    Unavailable, // a class that cannot hold the model
    Reference,   // a reference line (on demand)
    Canvas,      // the timeline's background
    Lane,        // a timeline lane
    Ink,         // text and outlines on the canvas
    AxisText,    // the time axis
    Accent1,     // first series of a chart with no tone (CPU queue, no wait)
    Accent2,     // second (CPU queue, waited)
    Accent3,     // third (CUDA, synchronised; the timeline's kernel)
    Accent4,     // fourth (the timeline's work queued before the timer)
    Idle,        // time spent waiting (the timeline's barrier)
    OnFill,      // text on a strong fill
};
[[nodiscard]] QColor swatch(Swatch s);
// The tone's text colour, strong enough on white ("#b71c1c" for Bad).
[[nodiscard]] QColor toneTextColour(Tone tone);
// The same as a CSS colour for a rich-text <span style='color:…'>.
[[nodiscard]] QString toneTextCss(Tone tone);

} // namespace gpulab::labs::style
