#include "labs/stylepalette.h"

#include "labs/styleinternal.h"

#include <QApplication>
#include <QPalette>

#include <cmath>

namespace gpulab::labs::style {
namespace {
// The palette. Values are darker than a screen needs: projectors wash colour out.
constexpr PaletteEntry kPalette[] = {
    {Ink::Surface, 0xffffffff, Ink::Surface, "surface"},
    {Ink::Text, 0xff1f2328, Ink::Surface, "body text"},
    {Ink::CodeSurface, 0xfff2f4f7, Ink::CodeSurface, "code block"},
    {Ink::Focus, 0xff1f6fd1, Ink::Surface, "focus ring"},
    {Ink::GoodFill, 0xffe6f4ea, Ink::GoodFill, "good box"},
    {Ink::GoodBorder, 0xff2e7d32, Ink::GoodFill, "good border and marks"},
    {Ink::GoodText, 0xff1b5e20, Ink::GoodFill, "good text"},
    {Ink::WarningFill, 0xfffff4e0, Ink::WarningFill, "warning box"},
    {Ink::WarningBorder, 0xffa35f00, Ink::WarningFill, "warning border and marks"},
    {Ink::WarningText, 0xff7a4a00, Ink::WarningFill, "warning text"},
    {Ink::BadFill, 0xfffdecea, Ink::BadFill, "bad box"},
    {Ink::BadBorder, 0xffc62828, Ink::BadFill, "bad border and marks"},
    {Ink::BadText, 0xffb71c1c, Ink::BadFill, "bad text"},
    {Ink::NeutralFill, 0xfff2f4f7, Ink::NeutralFill, "neutral box"},
    {Ink::NeutralBorder, 0xff5f6b7a, Ink::NeutralFill, "neutral border"},
    {Ink::NeutralText, 0xff333a44, Ink::NeutralFill, "neutral text"},
    {Ink::CpuSeries, 0xff1565c0, Ink::EmptyTile, "CPU series"},
    {Ink::NaiveSeries, 0xff5f7380, Ink::Surface, "naive loop series"},
    {Ink::CudaSeries, 0xff2e7d32, Ink::Surface, "CUDA series"},
    {Ink::CudaNaiveSeries, 0xff4e7d2a, Ink::Surface, "naive CUDA series"},
    {Ink::SimulatedSeries, 0xffa35f00, Ink::Surface, "simulated series"},
    {Ink::CrossoverMark, 0xffc62828, Ink::Surface, "crossover line"},
    {Ink::EmptyTile, 0xffe8ecf1, Ink::EmptyTile, "empty tile"},
    {Ink::TileText, 0xff282e38, Ink::EmptyTile, "text over tiles"},
    {Ink::WeightsBar, 0xff1f77b4, Ink::Surface, "weights"},
    {Ink::GradientsBar, 0xffb35900, Ink::Surface, "gradients"},
    {Ink::OptimizerBar, 0xffd62728, Ink::Surface, "optimizer state"},
    {Ink::ActivationsBar, 0xff1e7b1e, Ink::Surface, "activations"},
    {Ink::KvCacheBar, 0xff7b4fa8, Ink::Surface, "KV cache"},
    {Ink::OverheadBar, 0xff666666, Ink::Surface, "overhead"},
    {Ink::TerminalSurface, 0xff16181d, Ink::TerminalSurface, "terminal"},
    {Ink::TerminalText, 0xffd8dde6, Ink::TerminalSurface, "terminal text"},
    {Ink::TerminalCommand, 0xff7fd67f, Ink::TerminalSurface, "terminal command"},
    {Ink::TerminalError, 0xffff6b6b, Ink::TerminalSurface, "terminal error"},
    {Ink::TerminalWarning, 0xfff0b429, Ink::TerminalSurface, "terminal warning"},
    {Ink::CurrentLineFill, 0xffffe08a, Ink::CurrentLineFill, "current line"},
    {Ink::CurrentLineText, 0xff000000, Ink::CurrentLineFill, "current line text"},
    {Ink::CurrentLineBorder, 0xff8a5100, Ink::CurrentLineFill, "current line border"},
    {Ink::TermCardFill, 0xfff4f8ff, Ink::TermCardFill, "term card"},
    {Ink::TermCardBorder, 0xff3b6fb6, Ink::TermCardFill, "term card border"},
    {Ink::MeaningCardFill, 0xfffffdf5, Ink::MeaningCardFill, "meaning card"},
    {Ink::MeaningCardBorder, 0xffa35f00, Ink::MeaningCardFill, "meaning card border"},
    {Ink::OverlayVeil, 0xd7141820, Ink::OverlayVeil, "help veil"},
    {Ink::OverlayText, 0xffffffff, Ink::OverlayVeil, "help text"},
    {Ink::OverlayKey, 0xffffd666, Ink::OverlayVeil, "help keys"},
    {Ink::OverlayHint, 0xffc8cdd7, Ink::OverlayVeil, "help hint"},
    {Ink::CostBar, 0xff3f6a99, Ink::Surface, "cost bar"},
    {Ink::UnavailableBar, 0xff767676, Ink::Surface, "cost bar: cannot hold the model"},
    {Ink::ReferenceLine, 0xff333333, Ink::Surface, "on-demand reference line"},
    // White: every fill it is drawn on (the timing series on the timeline's
    // segments) is checked against white Surface below, the same ratio.
    {Ink::OnBar, 0xffffffff, Ink::OnBar, "white text on coloured segments"},
    {Ink::TimelineCanvas, 0xfffbfcfe, Ink::TimelineCanvas, "timeline canvas"},
    {Ink::TimelineLane, 0xffeef1f5, Ink::TimelineLane, "timeline lane"},
    // A light hatch under dark text: the segment's label says "waiting" too.
    {Ink::TimelineIdle, 0xffb8c0cc, Ink::TimelineIdle, "timeline: waiting at a barrier (hatch)"},
    {Ink::TimelineInk, 0xff333a44, Ink::TimelineCanvas, "timeline text and outlines"},
    {Ink::TimelineAxis, 0xff5f6873, Ink::TimelineCanvas, "timeline axis"},
    {Ink::TimingSeries1, 0xff8e44ad, Ink::Surface, "timing series 1"},
    {Ink::TimingSeries2, 0xff1f6fd1, Ink::Surface, "timing series 2"},
    {Ink::TimingSeries3, 0xffb35900, Ink::Surface, "timing series 3 / kernel"},
    {Ink::TimingSeries4, 0xff0e7474, Ink::Surface, "timing series 4 / queued work"},
    // (helper A's cost & timing entries follow here)
};

// The projector's palette: a light, plain background and inks dark enough to
// stand out by 7:1 (WCAG 2 AAA) from their surface, which a washed-out
// projector still shows. No pale tint carries meaning: tone boxes are white
// with a strong border and strong text (and their words say the rest).
constexpr PaletteEntry kProjectorPalette[] = {
    {Ink::Surface, 0xffffffff, Ink::Surface, "surface"},
    {Ink::Text, 0xff000000, Ink::Surface, "body text"},
    {Ink::CodeSurface, 0xffeef0f3, Ink::CodeSurface, "code block"},
    {Ink::Focus, 0xff0d47a1, Ink::Surface, "focus ring"},
    {Ink::GoodFill, 0xffffffff, Ink::GoodFill, "good box"},
    {Ink::GoodBorder, 0xff1b5e20, Ink::GoodFill, "good border and marks"},
    {Ink::GoodText, 0xff1b5e20, Ink::GoodFill, "good text"},
    {Ink::WarningFill, 0xffffffff, Ink::WarningFill, "warning box"},
    {Ink::WarningBorder, 0xff7a3e00, Ink::WarningFill, "warning border and marks"},
    {Ink::WarningText, 0xff7a3e00, Ink::WarningFill, "warning text"},
    {Ink::BadFill, 0xffffffff, Ink::BadFill, "bad box"},
    {Ink::BadBorder, 0xffb00020, Ink::BadFill, "bad border and marks"},
    {Ink::BadText, 0xff8b0000, Ink::BadFill, "bad text"},
    {Ink::NeutralFill, 0xffffffff, Ink::NeutralFill, "neutral box"},
    {Ink::NeutralBorder, 0xff37474f, Ink::NeutralFill, "neutral border"},
    {Ink::NeutralText, 0xff000000, Ink::NeutralFill, "neutral text"},
    {Ink::CpuSeries, 0xff0b3d91, Ink::EmptyTile, "CPU series"},
    {Ink::NaiveSeries, 0xff424242, Ink::Surface, "naive loop series"},
    {Ink::CudaSeries, 0xff1b5e20, Ink::Surface, "CUDA series"},
    {Ink::CudaNaiveSeries, 0xff2e5016, Ink::Surface, "naive CUDA series"},
    {Ink::SimulatedSeries, 0xff7a3e00, Ink::Surface, "simulated series"},
    {Ink::CrossoverMark, 0xffb00020, Ink::Surface, "crossover line"},
    {Ink::EmptyTile, 0xffeceff3, Ink::EmptyTile, "empty tile"},
    {Ink::TileText, 0xff000000, Ink::EmptyTile, "text over tiles"},
    {Ink::WeightsBar, 0xff0d47a1, Ink::Surface, "weights"},
    {Ink::GradientsBar, 0xff7a3e00, Ink::Surface, "gradients"},
    {Ink::OptimizerBar, 0xffb00020, Ink::Surface, "optimizer state"},
    {Ink::ActivationsBar, 0xff1b5e20, Ink::Surface, "activations"},
    {Ink::KvCacheBar, 0xff4a148c, Ink::Surface, "KV cache"},
    {Ink::OverheadBar, 0xff424242, Ink::Surface, "overhead"},
    // The terminals turn light too: dark text on a near-white page.
    {Ink::TerminalSurface, 0xfffafafa, Ink::TerminalSurface, "terminal"},
    {Ink::TerminalText, 0xff000000, Ink::TerminalSurface, "terminal text"},
    {Ink::TerminalCommand, 0xff1b5e20, Ink::TerminalSurface, "terminal command"},
    {Ink::TerminalError, 0xff8b0000, Ink::TerminalSurface, "terminal error"},
    {Ink::TerminalWarning, 0xff7a3e00, Ink::TerminalSurface, "terminal warning"},
    // A saturated yellow, not a pale one: the current line must show from the back row.
    {Ink::CurrentLineFill, 0xffffd54f, Ink::CurrentLineFill, "current line"},
    {Ink::CurrentLineText, 0xff000000, Ink::CurrentLineFill, "current line text"},
    {Ink::CurrentLineBorder, 0xff5a3200, Ink::CurrentLineFill, "current line border"},
    {Ink::TermCardFill, 0xffffffff, Ink::TermCardFill, "term card"},
    {Ink::TermCardBorder, 0xff0d47a1, Ink::TermCardFill, "term card border"},
    {Ink::MeaningCardFill, 0xffffffff, Ink::MeaningCardFill, "meaning card"},
    {Ink::MeaningCardBorder, 0xff7a3e00, Ink::MeaningCardFill, "meaning card border"},
    {Ink::OverlayVeil, 0xe6141820, Ink::OverlayVeil, "help veil"},
    {Ink::OverlayText, 0xffffffff, Ink::OverlayVeil, "help text"},
    {Ink::OverlayKey, 0xffffd666, Ink::OverlayVeil, "help keys"},
    {Ink::OverlayHint, 0xffe6e9ef, Ink::OverlayVeil, "help hint"},
    {Ink::CostBar, 0xff0d47a1, Ink::Surface, "cost bar"},
    {Ink::UnavailableBar, 0xff555555, Ink::Surface, "cost bar: cannot hold the model"},
    {Ink::ReferenceLine, 0xff000000, Ink::Surface, "on-demand reference line"},
    {Ink::OnBar, 0xffffffff, Ink::OnBar, "white text on coloured segments"},
    {Ink::TimelineCanvas, 0xffffffff, Ink::TimelineCanvas, "timeline canvas"},
    {Ink::TimelineLane, 0xffeef0f3, Ink::TimelineLane, "timeline lane"},
    {Ink::TimelineIdle, 0xffc9ced6, Ink::TimelineIdle, "timeline: waiting at a barrier (hatch)"},
    {Ink::TimelineInk, 0xff000000, Ink::TimelineCanvas, "timeline text and outlines"},
    {Ink::TimelineAxis, 0xff2b2b2b, Ink::TimelineCanvas, "timeline axis"},
    {Ink::TimingSeries1, 0xff6a1b9a, Ink::Surface, "timing series 1"},
    {Ink::TimingSeries2, 0xff0d47a1, Ink::Surface, "timing series 2"},
    {Ink::TimingSeries3, 0xff7a3e00, Ink::Surface, "timing series 3 / kernel"},
    {Ink::TimingSeries4, 0xff004d40, Ink::Surface, "timing series 4 / queued work"},
};
static_assert(std::size(kProjectorPalette) == std::size(kPalette), "the projector palette names every ink");

// The dark palette, for a system (or a student) that prefers dark windows:
// a near-black surface and light inks, each at least 4.5:1 on its surface as
// in the light one. Text on the timeline's coloured segments turns black, as
// those segments are light here.
constexpr PaletteEntry kDarkPalette[] = {
    {Ink::Surface, 0xff1e2126, Ink::Surface, "surface"},
    {Ink::Text, 0xffe6e8eb, Ink::Surface, "body text"},
    {Ink::CodeSurface, 0xff2a2e35, Ink::CodeSurface, "code block"},
    {Ink::Focus, 0xff6cb6ff, Ink::Surface, "focus ring"},
    {Ink::GoodFill, 0xff1b3a24, Ink::GoodFill, "good box"},
    {Ink::GoodBorder, 0xff5cc46a, Ink::GoodFill, "good border and marks"},
    {Ink::GoodText, 0xffa5e3ad, Ink::GoodFill, "good text"},
    {Ink::WarningFill, 0xff3d2f12, Ink::WarningFill, "warning box"},
    {Ink::WarningBorder, 0xffe0a030, Ink::WarningFill, "warning border and marks"},
    {Ink::WarningText, 0xffffd28a, Ink::WarningFill, "warning text"},
    {Ink::BadFill, 0xff44201f, Ink::BadFill, "bad box"},
    {Ink::BadBorder, 0xffff7b72, Ink::BadFill, "bad border and marks"},
    {Ink::BadText, 0xffffb3ad, Ink::BadFill, "bad text"},
    {Ink::NeutralFill, 0xff2a2e35, Ink::NeutralFill, "neutral box"},
    {Ink::NeutralBorder, 0xff9aa4b1, Ink::NeutralFill, "neutral border"},
    {Ink::NeutralText, 0xffd0d5dc, Ink::NeutralFill, "neutral text"},
    {Ink::CpuSeries, 0xff64a8f0, Ink::EmptyTile, "CPU series"},
    {Ink::NaiveSeries, 0xffa3b1bd, Ink::Surface, "naive loop series"},
    {Ink::CudaSeries, 0xff66c26e, Ink::Surface, "CUDA series"},
    {Ink::CudaNaiveSeries, 0xff9bc96a, Ink::Surface, "naive CUDA series"},
    {Ink::SimulatedSeries, 0xffe0a030, Ink::Surface, "simulated series"},
    {Ink::CrossoverMark, 0xffff7b72, Ink::Surface, "crossover line"},
    {Ink::EmptyTile, 0xff2c313a, Ink::EmptyTile, "empty tile"},
    {Ink::TileText, 0xffe6e8eb, Ink::EmptyTile, "text over tiles"},
    {Ink::WeightsBar, 0xff5aa7e6, Ink::Surface, "weights"},
    {Ink::GradientsBar, 0xfff0a050, Ink::Surface, "gradients"},
    {Ink::OptimizerBar, 0xffff7b72, Ink::Surface, "optimizer state"},
    {Ink::ActivationsBar, 0xff6cc46c, Ink::Surface, "activations"},
    {Ink::KvCacheBar, 0xffb894e6, Ink::Surface, "KV cache"},
    {Ink::OverheadBar, 0xffa0a0a0, Ink::Surface, "overhead"},
    {Ink::TerminalSurface, 0xff121418, Ink::TerminalSurface, "terminal"},
    {Ink::TerminalText, 0xffd8dde6, Ink::TerminalSurface, "terminal text"},
    {Ink::TerminalCommand, 0xff7fd67f, Ink::TerminalSurface, "terminal command"},
    {Ink::TerminalError, 0xffff6b6b, Ink::TerminalSurface, "terminal error"},
    {Ink::TerminalWarning, 0xfff0b429, Ink::TerminalSurface, "terminal warning"},
    {Ink::CurrentLineFill, 0xff4d3d0a, Ink::CurrentLineFill, "current line"},
    {Ink::CurrentLineText, 0xffffffff, Ink::CurrentLineFill, "current line text"},
    {Ink::CurrentLineBorder, 0xffffc94d, Ink::CurrentLineFill, "current line border"},
    {Ink::TermCardFill, 0xff1f2a3a, Ink::TermCardFill, "term card"},
    {Ink::TermCardBorder, 0xff6ea0e6, Ink::TermCardFill, "term card border"},
    {Ink::MeaningCardFill, 0xff332b18, Ink::MeaningCardFill, "meaning card"},
    {Ink::MeaningCardBorder, 0xffe0a030, Ink::MeaningCardFill, "meaning card border"},
    {Ink::OverlayVeil, 0xd7141820, Ink::OverlayVeil, "help veil"},
    {Ink::OverlayText, 0xffffffff, Ink::OverlayVeil, "help text"},
    {Ink::OverlayKey, 0xffffd666, Ink::OverlayVeil, "help keys"},
    {Ink::OverlayHint, 0xffc8cdd7, Ink::OverlayVeil, "help hint"},
    {Ink::CostBar, 0xff6c9ad0, Ink::Surface, "cost bar"},
    {Ink::UnavailableBar, 0xff8c8c8c, Ink::Surface, "cost bar: cannot hold the model"},
    {Ink::ReferenceLine, 0xffd0d0d0, Ink::Surface, "on-demand reference line"},
    {Ink::OnBar, 0xff000000, Ink::OnBar, "black text on the light coloured segments"},
    {Ink::TimelineCanvas, 0xff1a1d22, Ink::TimelineCanvas, "timeline canvas"},
    {Ink::TimelineLane, 0xff2a2f37, Ink::TimelineLane, "timeline lane"},
    {Ink::TimelineIdle, 0xff6b7380, Ink::TimelineIdle, "timeline: waiting at a barrier (hatch)"},
    {Ink::TimelineInk, 0xffd8dde6, Ink::TimelineCanvas, "timeline text and outlines"},
    {Ink::TimelineAxis, 0xffaab2bd, Ink::TimelineCanvas, "timeline axis"},
    {Ink::TimingSeries1, 0xffc39be0, Ink::Surface, "timing series 1"},
    {Ink::TimingSeries2, 0xff7ab4f5, Ink::Surface, "timing series 2"},
    {Ink::TimingSeries3, 0xfff0a050, Ink::Surface, "timing series 3 / kernel"},
    {Ink::TimingSeries4, 0xff4fc4c4, Ink::Surface, "timing series 4 / queued work"},
};
static_assert(std::size(kDarkPalette) == std::size(kPalette), "the dark palette names every ink");

double relativeLuminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

bool g_projector = false;

std::span<const PaletteEntry> tableOf(Theme theme)
{
    switch (theme) {
    case Theme::Projector: return kProjectorPalette;
    case Theme::Dark: return kDarkPalette;
    case Theme::Light: break;
    }
    return kPalette;
}

std::span<const PaletteEntry> activePalette()
{
    return tableOf(theme());
}

} // namespace

namespace detail {

ToneInks toneInks(Tone tone)
{
    switch (tone) {
    case Tone::Good: return {Ink::GoodFill, Ink::GoodBorder, Ink::GoodText};
    case Tone::Warning: return {Ink::WarningFill, Ink::WarningBorder, Ink::WarningText};
    case Tone::Bad: return {Ink::BadFill, Ink::BadBorder, Ink::BadText};
    case Tone::Neutral: break;
    }
    return {Ink::NeutralFill, Ink::NeutralBorder, Ink::NeutralText};
}

void setProjectorFlag(bool on)
{
    g_projector = on;
}

QPalette projectorQtPalette()
{
    QPalette p(QApplication::palette());
    const auto set = [&p](QPalette::ColorRole role, QRgb rgb) { p.setColor(QPalette::All, role, QColor(rgb)); };
    set(QPalette::Window, 0xffffff);
    set(QPalette::WindowText, 0x000000);
    set(QPalette::Base, 0xffffff);
    set(QPalette::AlternateBase, 0xeef0f3);
    set(QPalette::Text, 0x000000);
    set(QPalette::Button, 0xf2f2f2);
    set(QPalette::ButtonText, 0x000000);
    set(QPalette::BrightText, 0xffffff);
    set(QPalette::Light, 0xffffff);
    set(QPalette::Midlight, 0xd0d0d0);
    set(QPalette::Mid, 0x808080);
    set(QPalette::Dark, 0x404040);
    set(QPalette::Shadow, 0x000000);
    set(QPalette::Highlight, 0x0d47a1);
    set(QPalette::HighlightedText, 0xffffff);
    set(QPalette::Link, 0x0d47a1);
    set(QPalette::LinkVisited, 0x4a148c);
    set(QPalette::ToolTipBase, 0xffffff);
    set(QPalette::ToolTipText, 0x000000);
    set(QPalette::PlaceholderText, 0x424242);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x555555)); // 7.5:1 on white: disabled, still readable
    return p;
}

} // namespace detail

bool projector()
{
    return g_projector;
}

QPalette darkQtPalette()
{
    QPalette p(QApplication::palette());
    const auto set = [&p](QPalette::ColorRole role, QRgb rgb) { p.setColor(QPalette::All, role, QColor(rgb)); };
    set(QPalette::Window, 0x1e2126);
    set(QPalette::WindowText, 0xe6e8eb);
    set(QPalette::Base, 0x16181c);
    set(QPalette::AlternateBase, 0x24282e);
    set(QPalette::Text, 0xe6e8eb);
    set(QPalette::Button, 0x2c3038);
    set(QPalette::ButtonText, 0xe6e8eb);
    set(QPalette::BrightText, 0xffffff);
    set(QPalette::Light, 0x3a3f48);
    set(QPalette::Midlight, 0x32363e);
    set(QPalette::Mid, 0x25292f);
    set(QPalette::Dark, 0x101215);
    set(QPalette::Shadow, 0x000000);
    set(QPalette::Highlight, 0x3d7fd6);
    set(QPalette::HighlightedText, 0xffffff);
    set(QPalette::Link, 0x6cb6ff);
    set(QPalette::LinkVisited, 0xb894e6);
    set(QPalette::ToolTipBase, 0x2c3038);
    set(QPalette::ToolTipText, 0xe6e8eb);
    set(QPalette::PlaceholderText, 0x9aa4b1);
    for (const QPalette::ColorRole role : {QPalette::WindowText, QPalette::Text, QPalette::ButtonText})
        p.setColor(QPalette::Disabled, role, QColor(0x9099a5)); // 5:1 on the window: disabled, still readable
    return p;
}

std::span<const PaletteEntry> palette()
{
    return activePalette();
}

std::span<const PaletteEntry> palette(bool projectorMode)
{
    return tableOf(projectorMode ? Theme::Projector : Theme::Light);
}

std::span<const PaletteEntry> palette(Theme theme)
{
    return tableOf(theme);
}

bool isDark(const QPalette &palette)
{
    return palette.color(QPalette::Active, QPalette::Window).lightness() < 128;
}

Theme theme()
{
    if (g_projector)
        return Theme::Projector;
    return isDark(QApplication::palette()) ? Theme::Dark : Theme::Light;
}

QColor colour(Ink ink)
{
    for (const PaletteEntry &e : activePalette())
        if (e.ink == ink)
            return QColor::fromRgba(e.rgba);
    Q_ASSERT_X(false, "style::colour", "an ink without a palette entry");
    return QColor(Qt::magenta);
}

QString css(Ink ink)
{
    const QColor c = colour(ink);
    if (c.alpha() == 255)
        return c.name(QColor::HexRgb);
    return QStringLiteral("rgba(%1, %2, %3, %4)").arg(c.red()).arg(c.green()).arg(c.blue()).arg(c.alpha());
}

double contrastRatio(const QColor &a, const QColor &b)
{
    const double la = relativeLuminance(a);
    const double lb = relativeLuminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

QColor focusColour()
{
    return colour(Ink::Focus); // darker than Qt's highlight
}

QColor toneColour(Tone tone)
{
    return colour(detail::toneInks(tone).border);
}

QColor toneTextColour(Tone tone)
{
    return colour(detail::toneInks(tone).text);
}

QString toneTextCss(Tone tone)
{
    return css(detail::toneInks(tone).text);
}

} // namespace gpulab::labs::style
