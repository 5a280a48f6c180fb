#pragma once

// The panels' colours, by what they mean rather than by their value (green
// measured/ok, amber simulated/warning, red wrong): one table each for the
// light, dark and projector looks, and the tone of a message.

#include <QColor>
#include <QString>

#include <span>

class QPalette;

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

// Three tables of every entry (stylepalette.cpp): the projector's while projector
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

// Whether projector mode is on (styletext.h switches it).
[[nodiscard]] bool projector();
// The colour of the keyboard focus ring (FocusStyle), strong on any fill.
[[nodiscard]] QColor focusColour();
// The tone's strong colour (borders, chart marks): green, amber, red, grey.
[[nodiscard]] QColor toneColour(Tone tone);
// The tone's text colour, strong enough on white ("#b71c1c" for Bad).
[[nodiscard]] QColor toneTextColour(Tone tone);
// The same as a CSS colour for a rich-text <span style='color:…'>.
[[nodiscard]] QString toneTextCss(Tone tone);

} // namespace gpulab::labs::style
