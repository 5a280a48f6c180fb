#pragma once

#include "core/vram/vramcards.h"
#include "core/vram/vramtypes.h"

#include "labs/chartview.h"

#include <QFont>
#include <QRectF>

#include <optional>

class QBarCategoryAxis;
class QChart;
class QGraphicsSimpleTextItem;
class QLineSeries;
class QHorizontalStackedBarSeries;
class QValueAxis;

namespace gpulab::labs {

// The breakdown as two stacked horizontal bars (lesson bookkeeping, mixed
// precision), with every card drawn as a vertical line at its capacity and
// named above the plot. The names never overlap: cards that share a place
// share a label, and neighbours whose names would touch go on rows above.
class VramChart : public ChartView {
    Q_OBJECT
public:
    explicit VramChart(QWidget *parent = nullptr);

    void showPlan(const core::vram::PlanResult &result, const QList<core::vram::Card> &cards, bool gib);
    // What the bars add up to, in the unit shown: read by the tests.
    [[nodiscard]] double barTotal(int bar) const;
    // The card names above the plot as placed now (chart coordinates), and their texts.
    [[nodiscard]] QList<QRectF> cardLabelRects() const;
    [[nodiscard]] QStringList cardLabelTexts() const;

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The bars and card lines in the inks in use.
    void restyle();

    QChart *m_chart = nullptr;
    std::optional<core::vram::PlanResult> m_plan; // the last plan shown, for restyle()
    QList<core::vram::Card> m_cards;
    bool m_gib = false;
    QHorizontalStackedBarSeries *m_series = nullptr;
    QBarCategoryAxis *m_categories = nullptr;
    QValueAxis *m_value = nullptr;
    QValueAxis *m_lineY = nullptr;

    struct CardMark {
        QString label;
        double x = 0; // in the unit shown
        QColor colour;
        QLineSeries *line = nullptr;
        bool operator==(const CardMark &) const = default;
    };
    // What the card names were last placed for.
    struct LabelPlacement {
        QList<CardMark> marks;
        QRectF plot;
        double min = 0;
        double max = 0;
        double width = 0;
        QFont font;
        bool operator==(const LabelPlacement &) const = default;
    };
    LabelPlacement m_placed;
    void placeCardLabels();
    [[nodiscard]] int minimumChartHeight() const;
    QList<CardMark> m_marks;
    QList<QLineSeries *> m_cardLines; // the card lines drawn, left to right as the cards come
    QList<QGraphicsSimpleTextItem *> m_labels;
};

} // namespace gpulab::labs
