#include "labs/style.h"

#include "labs/focusstyle.h"

#include <QAbstractAxis>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QFontDatabase>
#include <QHeaderView>
#include <QLabel>
#include <QLegend>
#include <QLegendMarker>
#include <QLineSeries>
#include <QScatterSeries>
#include <QTableView>

#include <algorithm>
#include <array>
#include <cmath>

namespace gpulab::labs::style {
namespace {
struct Colours {
    const char *fill;
    const char *border;
    const char *text;
};

Colours coloursOf(Tone tone)
{
    switch (tone) {
    case Tone::Good: return {"#e6f4ea", "#2e7d32", "#1b5e20"};
    case Tone::Warning: return {"#fff4e0", "#d98200", "#7a4a00"};
    case Tone::Bad: return {"#fdecea", "#c62828", "#b71c1c"};
    case Tone::Neutral: break;
    }
    return {"#f2f4f7", "#9aa4b2", "#333a44"};
}

// Dynamic properties that carry a widget's relative font through rescaling.
constexpr char kFactorProperty[] = "gpulabFontFactor";
constexpr char kBoldProperty[] = "gpulabFontBold";
constexpr char kMonoProperty[] = "gpulabFontMono";

constexpr std::array kSteps{0.75, 0.85, 1.0, 1.15, 1.25, 1.5, 1.75, 2.0, 2.25, 2.5};

double g_scale = 1.0;

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
    QApplication::setFont(withSize(QApplication::font(), kBasePointSize * g_scale));
    // Qt tells the windows only once the event loop has run; tell them now,
    // so the change is complete before this returns (the first frame, tests).
    for (QWidget *window : QApplication::topLevelWidgets()) {
        QEvent change(QEvent::ApplicationFontChange);
        QCoreApplication::sendEvent(window, &change);
    }
    const QList<QWidget *> widgets = QApplication::allWidgets();
    for (QWidget *w : widgets) {
        const QVariant factor = w->property(kFactorProperty);
        if (!factor.isValid())
            continue;
        if (w->property(kMonoProperty).toBool())
            w->setFont(scaledMonoFont(factor.toDouble()));
        else
            w->setFont(scaledFont(factor.toDouble(), w->property(kBoldProperty).toBool()));
    }
    for (QWidget *w : widgets) {
        if (auto *view = qobject_cast<QChartView *>(w); view && view->chart())
            applyChartStyle(view->chart());
        w->updateGeometry();
    }
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
    widget->setFont(scaledFont(factor, bold));
}

QFont scaledMonoFont(double factor)
{
    return withSize(QFontDatabase::systemFont(QFontDatabase::FixedFont), QApplication::font().pointSizeF() * factor);
}

void setRelativeMonoFont(QWidget *widget, double factor)
{
    widget->setProperty(kFactorProperty, factor);
    widget->setProperty(kMonoProperty, true);
    widget->setFont(scaledMonoFont(factor));
}

void applyChartFonts(QChart *chart)
{
    chart->setTitleFont(scaledFont(kChartTitleScale, true));
    chart->legend()->setFont(scaledFont(kChartLegendScale));
    const QFont labels = scaledFont(kChartAxisLabelScale);
    const QFont titles = scaledFont(1.0);
    for (QAbstractAxis *axis : chart->axes()) {
        axis->setLabelsFont(labels);
        axis->setTitleFont(titles);
    }
}

void letShrink(QWidget *root)
{
    constexpr int kWrapFrom = 24; // characters: shorter labels stay on one line
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (l->wordWrap() || l->property("noWrap").toBool() || l->text().size() < kWrapFrom ||
            !l->text().contains(u' ') || l->property("elided").toBool())
            continue;
        l->setWordWrap(true);
    }
    // Columns as wide as their cells and rows as tall, at any text size: a
    // table too wide for its place scrolls inside itself, never cuts a cell
    // ("106 GFLO…").
    for (QTableView *t : root->findChildren<QTableView *>()) {
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setStretchLastSection(false);
        t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    }
    for (QComboBox *c : root->findChildren<QComboBox *>()) {
        if (c->sizeAdjustPolicy() != QComboBox::AdjustToContentsOnFirstShow)
            continue;
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(10);
    }
}

QColor focusColour()
{
    return QColor(0x1f, 0x6f, 0xd1); // the palette's blue, darker than Qt's highlight
}

void installFocusStyle()
{
    if (!qobject_cast<FocusStyle *>(QApplication::style()))
        QApplication::setStyle(new FocusStyle);
}

QColor toneColour(Tone tone)
{
    return QColor(QLatin1String(coloursOf(tone).border));
}

void applyChartStyle(QChart *chart)
{
    applyChartFonts(chart);
    // A line's swatch is a stretch of that line (dashed stays dashed); bars
    // and points keep their filled square or dot.
    for (QLegendMarker *marker : chart->legend()->markers())
        if (qobject_cast<QLineSeries *>(marker->series()) && !qobject_cast<QScatterSeries *>(marker->series()))
            marker->setShape(QLegend::MarkerShapeFromSeries);
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
    label->setStyleSheet(
        QStringLiteral("QLabel { background: %1; border: 2px solid %2; border-radius: 6px; color: %3; padding: 6px; }")
            .arg(QLatin1String(c.fill), QLatin1String(c.border), QLatin1String(c.text)));
    if (!label->property(kFactorProperty).isValid())
        setRelativeFont(label, 1.0, true);
}

void setTextTone(QLabel *label, Tone tone)
{
    label->setStyleSheet(QStringLiteral("QLabel { color: %1; }").arg(QLatin1String(coloursOf(tone).text)));
    // A widget with a style sheet no longer follows the application font by
    // itself; an explicit relative font keeps it on the text scale.
    if (!label->property(kFactorProperty).isValid())
        setRelativeFont(label, 1.0, label->font().bold());
}

// --- cost & timing (helper A) ---
QColor swatch(Swatch s)
{
    switch (s) {
    case Swatch::PlainBar: return QColor(0x4c, 0x78, 0xa8);
    case Swatch::Unavailable: return QColor(0xb0, 0xb0, 0xb0);
    case Swatch::Reference: return QColor(0x33, 0x33, 0x33);
    case Swatch::Canvas: return QColor(0xfb, 0xfc, 0xfe);
    case Swatch::Lane: return QColor(0xee, 0xf1, 0xf5);
    case Swatch::Ink: return QColor(QLatin1String(coloursOf(Tone::Neutral).text));
    case Swatch::AxisText: return QColor(0x66, 0x70, 0x7c);
    case Swatch::Accent1: return QColor(0x8e, 0x44, 0xad);
    case Swatch::Accent2: return focusColour();
    case Swatch::Accent3: return QColor(0xe0, 0x7b, 0x00);
    case Swatch::Accent4: return QColor(0x16, 0x9c, 0x9c);
    case Swatch::Idle: return QColor(0xb8, 0xc0, 0xcc);
    case Swatch::OnFill: return QColor(0xff, 0xff, 0xff);
    }
    return QColor(QLatin1String(coloursOf(Tone::Neutral).text));
}

QColor toneTextColour(Tone tone)
{
    return QColor(QLatin1String(coloursOf(tone).text));
}

QString toneTextCss(Tone tone)
{
    return QLatin1String(coloursOf(tone).text);
}
// --- end cost & timing (helper A) ---

} // namespace gpulab::labs::style
