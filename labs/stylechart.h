#pragma once

// Charts in the panels' look: fonts relative to the text scale, the inks in
// use (Qt Charts' own themes do not follow the palette), lines a room can see
// in projector mode, and log axes that label both end powers.

#include <QList>
#include <QString>

class QAbstractAxis;
class QAbstractSeries;
class QChart;
class QLogValueAxis;

namespace gpulab::labs::style {

// Relative sizes of the chart's text, against the application font.
constexpr double kChartTitleScale = 1.15;
constexpr double kChartLegendScale = 1.0;
constexpr double kChartAxisLabelScale = 0.95;

// Chart lines and points in projector mode (styletext.h: setProjector()).
constexpr double kProjectorLineWidth = 4.0;   // px, chart lines
constexpr double kProjectorMarkerSize = 14.0; // px, chart points

// Title, legend, axis labels and axis titles from the application font.
// Call it again after axes are replaced.
void applyChartFonts(QChart *chart);
// Fonts as applyChartFonts(), colours as applyChartColours(), and line
// series' legend markers drawn like their line (a dashed line's swatch is
// dashed). Call it once the series are in.
void applyChartStyle(QChart *chart);
// The chart's background, title, legend text, axis labels, lines and grid in
// the inks in use (Qt Charts' own light theme does not follow the palette).
void applyChartColours(QChart *chart);
// A log axis (base 2 or 10) with its label format, title and range. Charts
// that localise their numbers need "%.<digits><letter>" ("%.6g", "%.0f"):
// Qt Charts leaves labels of other formats blank there.
[[nodiscard]] QLogValueAxis *logAxis(int base, const QString &format, const QString &title, double lo, double hi);
// Puts `x` under the chart and `y` on its left, and every series of `series`
// in, in that order, each against both axes.
void addSeriesOnAxes(QChart *chart, QAbstractAxis *x, QAbstractAxis *y, const QList<QAbstractSeries *> &series);
// The range of a log axis whose ends are powers of its base, so that both end
// powers are labelled (see stylechart.cpp).
void setLogRange(QLogValueAxis *axis, double lo, double hi);

} // namespace gpulab::labs::style
