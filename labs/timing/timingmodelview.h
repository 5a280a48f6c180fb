#pragma once

#include "core/timing/timingmodel.h"

#include <QWidget>

class QBoxLayout;
class QLabel;

namespace gpulab::labs {

class SteadyLabel;
class TimelineView;

// What the teaching model shows: the stopwatch's reading and the speedup it
// implies as large numbers (numbers(), placed by the panel), the "simulated" banner with its reason, the two
// timelines, and what the current toggles do. Shows figures; computes none.
class TimingModelView : public QWidget {
    Q_OBJECT
public:
    explicit TimingModelView(QWidget *parent = nullptr);

    // simulatedReason: why these figures are the model's ("the teaching model, because …").
    void show(const core::timing::TimingSettings &settings, const core::timing::TimingFigures &figures,
              const QString &simulatedReason);

    // The stopwatch's reading and the speedup, in a widget of their own: the
    // panel places it beside the barrier toggle. Owned by the panel once laid out.
    [[nodiscard]] QWidget *numbers() const { return m_numbersBox; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    bool m_shown = false;
    core::timing::TimingSettings m_settings;
    core::timing::TimingFigures m_figures;
    QString m_reason;
    QLabel *m_speedupCaption = nullptr;
    // Room between the two big numbers: a line of the current text size.
    void spaceNumbers();

    QWidget *m_numbersBox = nullptr;
    QBoxLayout *m_numbers = nullptr;
    SteadyLabel *m_speedupVerdict = nullptr; // the speedup's colour in words
    SteadyLabel *m_measuredCaption = nullptr;
    SteadyLabel *m_measuredNumber = nullptr;
    SteadyLabel *m_speedupNumber = nullptr;
    QLabel *m_simulatedLabel = nullptr;
    SteadyLabel *m_explanation = nullptr;
    SteadyLabel *m_consequence = nullptr;
    TimelineView *m_timeline = nullptr;
};

// "24.4×", "1000×": a speedup as the large number and the banner write it.
QString speedupText(double speedup);

} // namespace gpulab::labs
