#include "labs/style.h"

#include "labs/wheelguard.h"

#include "labs/focusstyle.h"

#include <QAbstractAxis>
#include <QAbstractItemModel>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QEvent>
#include <QFontDatabase>
#include <QFormLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QLogValueAxis>
#include <QPalette>
#include <QPointer>
#include <QScatterSeries>
#include <QSet>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolTip>
#include <QXYSeries>

#include <algorithm>
#include <array>
#include <cmath>
#include <optional>

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

struct Colours {
    Ink fill;
    Ink border;
    Ink text;
};

Colours coloursOf(Tone tone)
{
    switch (tone) {
    case Tone::Good: return {Ink::GoodFill, Ink::GoodBorder, Ink::GoodText};
    case Tone::Warning: return {Ink::WarningFill, Ink::WarningBorder, Ink::WarningText};
    case Tone::Bad: return {Ink::BadFill, Ink::BadBorder, Ink::BadText};
    case Tone::Neutral: break;
    }
    return {Ink::NeutralFill, Ink::NeutralBorder, Ink::NeutralText};
}

double relativeLuminance(const QColor &c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

// Dynamic properties that carry a widget's relative font through rescaling.
constexpr char kFactorProperty[] = "gpulabFontFactor";
constexpr char kBoldProperty[] = "gpulabFontBold";
constexpr char kMonoProperty[] = "gpulabFontMono";
// What setBanner / setTextTone gave a label, so a palette change can redo it.
constexpr char kToneProperty[] = "gpulabTone";
constexpr char kToneBannerProperty[] = "gpulabToneBanner";
constexpr char kToneSheetProperty[] = "gpulabToneSheet";
// A series' own pen width and the one applyChartStyle() last gave it.
constexpr char kPenWidthProperty[] = "gpulabPenWidth";
constexpr char kPenSetProperty[] = "gpulabPenSet";
constexpr char kMarkerSizeProperty[] = "gpulabMarkerSize";
constexpr char kMarkerSetProperty[] = "gpulabMarkerSet";

// The key numbers a room reads from the back row, by object name: in
// projector mode they grow by this much more than the rest of the text.
struct KeyNumber {
    const char *objectName;
    double boost;
};
constexpr KeyNumber kKeyNumbers[] = {
    {"measuredNumber", 1.25}, // the timing lab's stopwatch
    {"speedupNumber", 1.25},  // and its speedup
    {"total", 1.25},          // the VRAM planner's total
    {"sweepSummary", 1.15},   // the cost lab's sweep headline
    {"buySummary", 1.15},     // and its buy-or-rent headline
};

bool g_projector = false;
double g_scale = 1.0;                   // the user's text scale
std::optional<QPalette> g_savedPalette; // the application's palette before projector mode

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

// Tone boxes and tone text whose style sheet is still the one setBanner /
// setTextTone gave them: redone in the inks in use.
void restyleTonedLabels()
{
    for (QWidget *w : QApplication::allWidgets()) {
        auto *label = qobject_cast<QLabel *>(w);
        if (!label || !label->property(kToneProperty).isValid() ||
            label->styleSheet() != label->property(kToneSheetProperty).toString())
            continue;
        const auto tone = Tone(label->property(kToneProperty).toInt());
        if (label->property(kToneBannerProperty).toBool())
            setBanner(label, tone);
        else
            setTextTone(label, tone);
    }
}

bool g_switching = false; // setProjector() is changing the palette and restyles after

// What labs/style baked into widgets, redone after the application's palette
// changed: tone labels, and widgets with a style sheet polished again (Qt's
// style-sheet style gives them a palette of their own, which a new
// application palette does not reach; polished again, they and their
// children take it, and get the PaletteChange their restyle() answers).
// setTextScale() does the polishing, the fonts and every chart's colours.
void restyleAfterPaletteChange()
{
    restyleTonedLabels();
    setTextScale(g_scale);
    // Panels that paint with colour() themselves repaint with the new inks.
    for (QWidget *window : QApplication::topLevelWidgets())
        window->update();
}

// Follows the system's palette (light ↔ dark) while the program runs: Qt
// sends every widget QEvent::PaletteChange (the panels' restyle()), and this
// redoes what labs/style itself baked in: tone labels and chart colours.
class PaletteWatcher : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (watched == qApp && event->type() == QEvent::ApplicationPaletteChange && !g_switching)
            restyleAfterPaletteChange();
        return QObject::eventFilter(watched, event);
    }
};

double boostOf(const QWidget *w)
{
    if (!g_projector)
        return 1.0;
    const QString name = w->objectName();
    for (const KeyNumber &k : kKeyNumbers)
        if (name == QLatin1String(k.objectName))
            return k.boost;
    return 1.0;
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

} // namespace

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

namespace {
constexpr std::array kSteps{0.75, 0.85, 1.0, 1.15, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5};

QFont withSize(QFont f, double pointSize)
{
    f.setPointSizeF(std::max(1.0, pointSize));
    return f;
}
} // namespace

double textScale()
{
    return g_scale;
}

double nextTextScale(double current, int direction)
{
    if (direction > 0) {
        for (double s : kSteps)
            if (s > current + 1e-6)
                return s;
        return kSteps.back();
    }
    for (auto it = kSteps.rbegin(); it != kSteps.rend(); ++it)
        if (*it < current - 1e-6)
            return *it;
    return kSteps.front();
}

void setTextScale(double scale)
{
    g_scale = std::clamp(scale, kMinTextScale, kMaxTextScale);
    QApplication::setFont(withSize(QApplication::font(), kBasePointSize * fontScale()));
    // Qt tells the windows only once the event loop has run; tell them now,
    // so the change is complete before this returns (the first frame, tests).
    for (QWidget *window : QApplication::topLevelWidgets()) {
        QEvent change(QEvent::ApplicationFontChange);
        QCoreApplication::sendEvent(window, &change);
    }
    const QList<QWidget *> widgets = QApplication::allWidgets();
    // A style sheet's widgets keep the font they were polished with; polished
    // again, they (and the children that inherit from them) take the new one.
    for (QWidget *w : widgets)
        if (!w->styleSheet().isEmpty() && !w->property(kFactorProperty).isValid())
            w->setStyleSheet(w->styleSheet());
    for (QWidget *w : widgets) {
        const QVariant factor = w->property(kFactorProperty);
        if (!factor.isValid())
            continue;
        const double f = factor.toDouble() * boostOf(w);
        if (w->property(kMonoProperty).toBool())
            w->setFont(scaledMonoFont(f));
        else
            w->setFont(scaledFont(f, w->property(kBoldProperty).toBool()));
    }
    for (QWidget *w : widgets) {
        if (auto *view = qobject_cast<QChartView *>(w); view && view->chart())
            applyChartStyle(view->chart());
        w->updateGeometry();
    }
}

double fontScale()
{
    return g_scale * (g_projector ? kProjectorTextScale : 1.0);
}

bool projector()
{
    return g_projector;
}

void setProjector(bool on)
{
    if (on == g_projector)
        return;
    g_switching = true;
    if (on) {
        g_savedPalette = QApplication::palette();
        g_projector = true;
        QApplication::setPalette(projectorQtPalette());
    } else {
        g_projector = false;
        QApplication::setPalette(g_savedPalette.value_or(QPalette()));
        g_savedPalette.reset();
    }
    g_switching = false;
    // Tone boxes, style sheets, fonts, key numbers, chart colours, fonts and lines.
    restyleAfterPaletteChange();
}

QFont scaledFont(double factor, bool bold)
{
    QFont f = withSize(QApplication::font(), QApplication::font().pointSizeF() * factor);
    f.setBold(bold);
    return f;
}

void setRelativeFont(QWidget *widget, double factor, bool bold)
{
    widget->setProperty(kFactorProperty, factor);
    widget->setProperty(kBoldProperty, bold);
    widget->setFont(scaledFont(factor * boostOf(widget), bold));
}

QFont scaledMonoFont(double factor)
{
    return withSize(QFontDatabase::systemFont(QFontDatabase::FixedFont), QApplication::font().pointSizeF() * factor);
}

void setRelativeMonoFont(QWidget *widget, double factor)
{
    widget->setProperty(kFactorProperty, factor);
    widget->setProperty(kMonoProperty, true);
    widget->setFont(scaledMonoFont(factor * boostOf(widget)));
}

void applyChartFonts(QChart *chart)
{
    // A projector's text is large already: a title a step above it would be cut ("…").
    chart->setTitleFont(scaledFont(g_projector ? 1.0 : kChartTitleScale, true));
    chart->legend()->setFont(scaledFont(kChartLegendScale));
    const QFont labels = scaledFont(kChartAxisLabelScale);
    const QFont titles = scaledFont(1.0);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(labels);
        axis->setTitleFont(titles);
    }
}

namespace {

// A combo box narrower than its choice ("Lesson estimate (0.5 GB at 7B,
// ~100 token…" at a large text size) shows it whole on hover, above its own
// tooltip (its list shows every choice whole already).
class ComboFit final : public QObject {
public:
    using QObject::QObject;

    static bool shortened(const QComboBox *combo)
    {
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        return combo->fontMetrics().horizontalAdvance(combo->currentText()) > field.width();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *combo = qobject_cast<QComboBox *>(watched);
        if (!combo)
            return QObject::eventFilter(watched, event);
        if (event->type() == QEvent::ToolTip && shortened(combo)) {
            const auto *help = static_cast<QHelpEvent *>(event);
            QString tip = combo->currentText().toHtmlEscaped();
            if (!combo->toolTip().isEmpty())
                tip.append(QStringLiteral("<br><br>")).append(combo->toolTip());
            QToolTip::showText(help->globalPos(), tip, combo, combo->rect());
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

// A table's columns as wide as their cells and, where the table is wider,
// the spare width shared out among them.
class ColumnFill final : public QObject {
public:
    explicit ColumnFill(QTableView *table) : QObject(table), m_table(table)
    {
        table->viewport()->installEventFilter(this);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive); // fit() sizes them
        QAbstractItemModel *model = table->model();
        for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(model, signal, this, &ColumnFill::later);
        connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFill::later);
        connect(model, &QAbstractItemModel::headerDataChanged, this, &ColumnFill::later);
        connect(model, &QAbstractItemModel::modelReset, this, &ColumnFill::later);
        later();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
            later();
        return QObject::eventFilter(watched, event);
    }

private:
    void later()
    {
        if (!m_pending) {
            m_pending = true;
            QMetaObject::invokeMethod(this, &ColumnFill::fit, Qt::QueuedConnection);
        }
    }

    void fit()
    {
        m_pending = false;
        QHeaderView *header = m_table->horizontalHeader();
        header->resizeSections(QHeaderView::ResizeToContents);
        QList<int> widths;
        int total = 0;
        for (int c = 0; c < header->count(); ++c) {
            widths << (header->isSectionHidden(c) ? 0 : header->sectionSize(c));
            total += widths.constLast();
        }
        const int shown = int(std::count_if(widths.cbegin(), widths.cend(), [](int w) { return w > 0; }));
        const int spare = m_table->viewport()->width() - total;
        if (shown == 0 || spare <= 0)
            return;
        int left = spare;
        for (int c = 0, k = 0; c < header->count(); ++c) {
            if (widths[c] == 0)
                continue;
            const int extra = ++k == shown ? left : spare / shown;
            left -= extra;
            header->resizeSection(c, widths[c] + extra);
        }
    }

    QTableView *m_table;
    bool m_pending = false;
};

// The whole title of a tab shortened to fit ("Lesson bench…"), shown on
// hover; a tab with a tooltip of its own keeps it.
class TabTitleTips final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *bar = qobject_cast<QTabBar *>(watched);
        if (event->type() != QEvent::ToolTip || !bar)
            return QObject::eventFilter(watched, event);
        const auto *help = static_cast<QHelpEvent *>(event);
        const int i = bar->tabAt(help->pos());
        if (i < 0 || !bar->tabToolTip(i).isEmpty() || !tabTitleShortened(bar, i))
            return QObject::eventFilter(watched, event);
        QToolTip::showText(help->globalPos(), tabTitle(bar, i), bar, bar->tabRect(i));
        return true;
    }
};

} // namespace

QString tabTitle(const QTabBar *bar, int index)
{
    QString title = bar->tabText(index);
    title.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&'));
    return title.replace(QChar(1), QLatin1Char('&'));
}

bool tabTitleShortened(const QTabBar *bar, int index)
{
    const QString title = tabTitle(bar, index);
    int widest = 0;
    const QStringList lines =
        bar->property(kTwoLineTitles).toBool() ? twoLineTitle(title).split(u'\n') : QStringList{title};
    for (const QString &line : lines)
        widest = std::max(widest, bar->fontMetrics().horizontalAdvance(line));
    const int needs = widest + bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    return bar->tabRect(index).width() < needs;
}

QString twoLineTitle(const QString &title)
{
    int best = -1;
    for (int i = 0; i < title.size(); ++i)
        if (title.at(i) == u' ' &&
            (best < 0 || std::abs(2 * i - int(title.size())) <= std::abs(2 * best - int(title.size()))))
            best = i;
    if (best < 0)
        return title;
    QString out = title;
    out[best] = u'\n';
    return out;
}

void letShrink(QWidget *root)
{
    constexpr int kWrapFrom = 24; // characters: shorter labels stay on one line
    // A form's row names stay whole: QFormLayout gives a name one line of
    // height whatever it would need wrapped, and its WrapLongRows policy puts
    // the field under a long name instead.
    QSet<const QLabel *> rowNames;
    for (const QFormLayout *form : root->findChildren<QFormLayout *>())
        for (int row = 0; row < form->rowCount(); ++row)
            if (const QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole))
                if (const auto *l = qobject_cast<const QLabel *>(item->widget());
                    l && form->rowWrapPolicy() == QFormLayout::WrapLongRows)
                    rowNames.insert(l);
    // Every tab stays in view: where the titles do not all fit they are
    // shortened with "…" (whole on hover and to a screen reader), never hidden
    // behind scroll arrows that a class on a projector cannot see past.
    for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
        tabs->setUsesScrollButtons(false);
        tabs->setElideMode(Qt::ElideRight);
        if (!tabs->tabBar()->property("titleTips").toBool()) {
            tabs->tabBar()->installEventFilter(new TabTitleTips(tabs->tabBar()));
            tabs->tabBar()->setProperty("titleTips", true);
        }
    }
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        if (!combo->property("comboFit").toBool()) {
            combo->installEventFilter(new ComboFit(combo));
            combo->setProperty("comboFit", true);
        }
    }
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (l->wordWrap() || l->property("noWrap").toBool() || rowNames.contains(l) || l->text().size() < kWrapFrom ||
            !l->text().contains(u' ') || l->property("elided").toBool())
            continue;
        l->setWordWrap(true);
    }
    // Columns as wide as their cells and rows as tall, at any text size: a
    // table too wide for its place scrolls inside itself, never cuts a cell
    // ("106 GFLO…").
    for (QTableView *t : root->findChildren<QTableView *>()) {
        // A table its panel stretched across its box keeps filling it, its
        // columns never narrower than their cells (the quick check's table
        // used half its box).
        const bool fill =
            t->horizontalHeader()->count() > 0 && t->horizontalHeader()->sectionResizeMode(0) == QHeaderView::Stretch;
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setStretchLastSection(false);
        t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        if (t->property("columnFill").toBool()) {
            t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive); // ColumnFill sizes them
        } else if (fill) {
            t->setProperty("columnFill", true);
            new ColumnFill(t);
        }
    }
    for (QComboBox *c : root->findChildren<QComboBox *>()) {
        if (c->sizeAdjustPolicy() != QComboBox::AdjustToContentsOnFirstShow)
            continue;
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(10);
    }
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

void installFocusStyle()
{
    if (!qobject_cast<FocusStyle *>(QApplication::style()))
        QApplication::setStyle(new FocusStyle);
    static QPointer<PaletteWatcher> watcher;
    if (!watcher) {
        watcher = new PaletteWatcher(qApp);
        qApp->installEventFilter(watcher);
    }
    installWheelGuard();
}

QColor toneColour(Tone tone)
{
    return colour(coloursOf(tone).border);
}

void applyChartColours(QChart *chart)
{
    const QColor surface = colour(Ink::Surface);
    const QColor text = colour(Ink::Text);
    // The grid a quiet step from the surface towards the text, the axis lines a stronger one.
    const auto between = [&](double t) {
        return QColor::fromRgbF(float(surface.redF() + (text.redF() - surface.redF()) * t),
                                float(surface.greenF() + (text.greenF() - surface.greenF()) * t),
                                float(surface.blueF() + (text.blueF() - surface.blueF()) * t));
    };
    if (chart->backgroundBrush() != QBrush(surface))
        chart->setBackgroundBrush(surface);
    chart->setBackgroundPen(Qt::NoPen);
    chart->setTitleBrush(text);
    chart->legend()->setLabelColor(text);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsColor(text);
        axis->setTitleBrush(text);
        axis->setLinePenColor(between(0.55));
        axis->setGridLineColor(between(0.18));
        axis->setMinorGridLineColor(between(0.09));
    }
}

void setStyleSheetIfChanged(QWidget *widget, const QString &sheet)
{
    if (widget->styleSheet() != sheet)
        widget->setStyleSheet(sheet);
}

void applyChartStyle(QChart *chart)
{
    applyChartFonts(chart);
    applyChartColours(chart);
    // A line's swatch is a stretch of that line (dashed stays dashed); bars
    // and points keep their filled square or dot.
    for (QLegendMarker *marker : chart->legend()->markers())
        if (qobject_cast<QLineSeries *>(marker->series()) && !qobject_cast<QScatterSeries *>(marker->series()))
            marker->setShape(QLegend::MarkerShapeFromSeries);
    // Lines and points a room can see: thick in projector mode, the panel's
    // own width otherwise. A width the panel set since the last call is its own.
    const auto widen = [](QObject *s, double current, const char *own, const char *given, double least, double times) {
        const QVariant last = s->property(given);
        const double mine =
            last.isValid() && qFuzzyCompare(last.toDouble(), current) ? s->property(own).toDouble() : current;
        const double want = g_projector ? std::max(mine * times, least) : mine;
        s->setProperty(own, mine);
        s->setProperty(given, want);
        return want;
    };
    for (QAbstractSeries *s : chart->series()) {
        if (auto *points = qobject_cast<QScatterSeries *>(s)) {
            const double size =
                widen(points, points->markerSize(), kMarkerSizeProperty, kMarkerSetProperty, kProjectorMarkerSize, 1.0);
            if (!qFuzzyCompare(size, points->markerSize()))
                points->setMarkerSize(size);
        } else if (auto *line = qobject_cast<QXYSeries *>(s)) {
            QPen pen = line->pen();
            const double width =
                widen(line, pen.widthF(), kPenWidthProperty, kPenSetProperty, kProjectorLineWidth, 1.5);
            if (!qFuzzyCompare(width, pen.widthF())) {
                pen.setWidthF(width);
                line->setPen(pen);
            }
        }
    }
}

QLogValueAxis *logAxis(int base, const QString &format, const QString &title, double lo, double hi)
{
    auto *axis = new QLogValueAxis;
    axis->setBase(base);
    axis->setLabelFormat(format);
    axis->setTitleText(title);
    setLogRange(axis, lo, hi);
    return axis;
}

void setLogRange(QLogValueAxis *axis, double lo, double hi)
{
    // Qt Charts labels the powers from ceil(log(min) / log(base)); for a min
    // that is itself a power that quotient can come out a hair above the
    // whole number (ln 1e-6 / ln 10 = -5.999…), and the lowest label is lost.
    // A hair under the power keeps it, and moves nothing on screen.
    axis->setRange(lo * (1.0 - 1e-13), hi);
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    setRelativeFont(label, 1.6, true);
    return label;
}

void setBanner(QLabel *label, Tone tone)
{
    const Colours c = coloursOf(tone);
    // No font in the style sheet: the banner keeps following the text scale.
    // A projector's box is white: its thick strong border carries the tone.
    const QString sheet =
        QStringLiteral("QLabel { background: %1; border: %4px solid %2; border-radius: 6px; color: %3; padding: 6px; }")
            .arg(css(c.fill), css(c.border), css(c.text))
            .arg(g_projector ? 4 : 2);
    setStyleSheetIfChanged(label, sheet);
    label->setProperty(kToneProperty, int(tone));
    label->setProperty(kToneBannerProperty, true);
    label->setProperty(kToneSheetProperty, sheet);
    if (!label->property(kFactorProperty).isValid())
        setRelativeFont(label, 1.0, true);
}

void setTextTone(QLabel *label, Tone tone)
{
    const QString sheet = QStringLiteral("QLabel { color: %1; }").arg(css(coloursOf(tone).text));
    setStyleSheetIfChanged(label, sheet);
    label->setProperty(kToneProperty, int(tone));
    label->setProperty(kToneBannerProperty, false);
    label->setProperty(kToneSheetProperty, sheet);
    // A widget with a style sheet no longer follows the application font by
    // itself; an explicit relative font keeps it on the text scale.
    if (!label->property(kFactorProperty).isValid())
        setRelativeFont(label, 1.0, label->font().bold());
}

QColor swatch(Swatch s)
{
    switch (s) {
    case Swatch::PlainBar: return colour(Ink::CostBar);
    case Swatch::Unavailable: return colour(Ink::UnavailableBar);
    case Swatch::Reference: return colour(Ink::ReferenceLine);
    case Swatch::Canvas: return colour(Ink::TimelineCanvas);
    case Swatch::Lane: return colour(Ink::TimelineLane);
    case Swatch::Ink: return colour(Ink::TimelineInk);
    case Swatch::AxisText: return colour(Ink::TimelineAxis);
    case Swatch::Accent1: return colour(Ink::TimingSeries1);
    case Swatch::Accent2: return colour(Ink::TimingSeries2);
    case Swatch::Accent3: return colour(Ink::TimingSeries3);
    case Swatch::Accent4: return colour(Ink::TimingSeries4);
    case Swatch::Idle: return colour(Ink::TimelineIdle);
    case Swatch::OnFill: return colour(Ink::OnBar);
    }
    return colour(Ink::TimelineInk);
}

QColor toneTextColour(Tone tone)
{
    return colour(coloursOf(tone).text);
}

QString toneTextCss(Tone tone)
{
    return css(coloursOf(tone).text);
}

} // namespace gpulab::labs::style
