#pragma once

// A chart's legend as widgets below the chart: every name whole (a long one
// wraps onto a second line instead of being cut to "oneD…"), and every
// swatch drawn the way its series is — a stretch of the line with its dash
// pattern, the marker a scatter series shows, a filled square for bars and
// bands. Qt's own legend cuts names to fit one row and draws one square for
// solid and dashed lines alike.

#include <QBrush>
#include <QImage>
#include <QPen>
#include <QWidget>

class QAbstractSeries;
class QChart;
class QGridLayout;
class QLabel;

namespace gpulab::labs {

class LegendSwatch : public QWidget {
    Q_OBJECT
public:
    enum class Kind { Line, Marker, Fill };
    LegendSwatch(Kind kind, const QPen &pen, const QBrush &brush, const QImage &marker, QWidget *parent = nullptr);
    [[nodiscard]] Kind kind() const { return m_kind; }
    [[nodiscard]] Qt::PenStyle penStyle() const;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override { return sizeHint(); }
    // A marker's shape as its series draws it (QScatterSeries::MarkerShape;
    // a circle unless set).
    void setMarkerShape(int shape) { m_shape = shape; }
    [[nodiscard]] int markerShape() const { return m_shape; }

protected:
    void paintEvent(QPaintEvent *event) override;

private:
    Kind m_kind;
    QPen m_pen;
    QBrush m_brush;
    QImage m_marker;
    int m_shape = 0; // QScatterSeries::MarkerShapeCircle
};

class ChartLegend : public QWidget {
    Q_OBJECT
public:
    explicit ChartLegend(QChart *chart, QWidget *parent = nullptr);

    // Rebuilds the entries from the chart's legend markers, but for series
    // left out with leaveOut(), and puts the chart's own legend aside. Call it
    // after the series change; when the names and swatches come out as they
    // are, nothing is rebuilt (a slider step redraws a chart, not its legend).
    void refresh();
    // The series gets no entry (a band, an empty marker series). Qt's marker
    // visibility cannot say so: a marker reads as hidden until Qt's own
    // legend has laid it out.
    static void leaveOut(QChart *chart, QAbstractSeries *series);
    [[nodiscard]] static bool leftOut(const QAbstractSeries *series);
    // The series comes and goes under the hand (the cost lab's cap line):
    // while it is hidden its entry keeps its room, so showing it moves
    // neither the legend nor the chart above it.
    static void keepRoomFor(QAbstractSeries *series);
    [[nodiscard]] static bool keepsRoom(const QAbstractSeries *series);
    // The entries on show.
    [[nodiscard]] QStringList names() const;
    [[nodiscard]] QList<LegendSwatch *> swatches() const;

    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    [[nodiscard]] int columnsFor(int width) const;
    void arrange(int columns);

    QChart *m_chart;
    QGridLayout *m_grid;
    struct Entry {
        LegendSwatch *swatch;
        QLabel *label;
    };
    QList<Entry> m_entries;
    // What the entries were made from: the next refresh() rebuilds them only when it differs.
    struct Spec {
        LegendSwatch::Kind kind = LegendSwatch::Kind::Fill;
        QPen pen;
        QBrush brush;
        QImage marker;
        int shape = 0;
        QString label;
        bool shown = true; // false: a hidden series' entry, keeping its room
        bool operator==(const Spec &) const = default;
    };
    QList<Spec> m_specs;
    bool m_built = false;
    int m_columns = 0;
};

} // namespace gpulab::labs
