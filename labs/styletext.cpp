#include "labs/styletext.h"

#include "labs/focusstyle.h"
#include "labs/stylechart.h"
#include "labs/styleinternal.h"
#include "labs/stylepalette.h"
#include "labs/wheelguard.h"

#include <QApplication>
#include <QChartView>
#include <QEvent>
#include <QFontDatabase>
#include <QLabel>
#include <QPalette>
#include <QPointer>

#include <algorithm>
#include <array>
#include <optional>

namespace gpulab::labs::style {
namespace {

// Dynamic properties that carry a widget's relative font through rescaling.
constexpr char kFactorProperty[] = "gpulabFontFactor";
constexpr char kBoldProperty[] = "gpulabFontBold";
constexpr char kMonoProperty[] = "gpulabFontMono";
// What setBanner / setTextTone gave a label, so a palette change can redo it.
constexpr char kToneProperty[] = "gpulabTone";
constexpr char kToneBannerProperty[] = "gpulabToneBanner";
constexpr char kToneSheetProperty[] = "gpulabToneSheet";

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

double g_scale = 1.0;                   // the user's text scale
std::optional<QPalette> g_savedPalette; // the application's palette before projector mode

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
    if (!projector())
        return 1.0;
    const QString name = w->objectName();
    for (const KeyNumber &k : kKeyNumbers)
        if (name == QLatin1String(k.objectName))
            return k.boost;
    return 1.0;
}

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
    return g_scale * (projector() ? kProjectorTextScale : 1.0);
}

void setProjector(bool on)
{
    if (on == projector())
        return;
    g_switching = true;
    if (on) {
        g_savedPalette = QApplication::palette();
        detail::setProjectorFlag(true);
        QApplication::setPalette(detail::projectorQtPalette());
    } else {
        detail::setProjectorFlag(false);
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

void setStyleSheetIfChanged(QWidget *widget, const QString &sheet)
{
    if (widget->styleSheet() != sheet)
        widget->setStyleSheet(sheet);
}

QLabel *heading(const QString &text, QWidget *parent)
{
    auto *label = new QLabel(text, parent);
    setRelativeFont(label, 1.6, true);
    return label;
}

void setBanner(QLabel *label, Tone tone)
{
    const detail::ToneInks c = detail::toneInks(tone);
    // No font in the style sheet: the banner keeps following the text scale.
    // A projector's box is white: its thick strong border carries the tone.
    const QString sheet =
        QStringLiteral("QLabel { background: %1; border: %4px solid %2; border-radius: 6px; color: %3; padding: 6px; }")
            .arg(css(c.fill), css(c.border), css(c.text))
            .arg(projector() ? 4 : 2);
    setStyleSheetIfChanged(label, sheet);
    label->setProperty(kToneProperty, int(tone));
    label->setProperty(kToneBannerProperty, true);
    label->setProperty(kToneSheetProperty, sheet);
    if (!label->property(kFactorProperty).isValid())
        setRelativeFont(label, 1.0, true);
}

void setTextTone(QLabel *label, Tone tone)
{
    const QString sheet = QStringLiteral("QLabel { color: %1; }").arg(css(detail::toneInks(tone).text));
    setStyleSheetIfChanged(label, sheet);
    label->setProperty(kToneProperty, int(tone));
    label->setProperty(kToneBannerProperty, false);
    label->setProperty(kToneSheetProperty, sheet);
    // A widget with a style sheet no longer follows the application font by
    // itself; an explicit relative font keeps it on the text scale.
    if (!label->property(kFactorProperty).isValid())
        setRelativeFont(label, 1.0, label->font().bold());
}

} // namespace gpulab::labs::style
