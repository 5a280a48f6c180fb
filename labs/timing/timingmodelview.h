#pragma once

#include "core/timing/timingmodel.h"

#include <QWidget>

class QHBoxLayout;
class QLabel;

namespace gpulab::labs {

class TimelineView;

// What the teaching model shows: the stopwatch's reading and the speedup it
// implies as large numbers, the "simulated" banner with its reason, the two
// timelines, and what the current toggles do. Shows figures; computes none.
class TimingModelView : public QWidget {
    Q_OBJECT
public:
    explicit TimingModelView(QWidget *parent = nullptr);

    // simulatedReason: why these figures are the model's ("the teaching model, because …").
    void show(const core::timing::TimingSettings &settings, const core::timing::TimingFigures &figures,
              const QString &simulatedReason);

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

    QHBoxLayout *m_numbers = nullptr;
    QLabel *m_speedupVerdict = nullptr; // the speedup's colour in words
    QLabel *m_measuredCaption = nullptr;
    QLabel *m_measuredNumber = nullptr;
    QLabel *m_speedupNumber = nullptr;
    QLabel *m_simulatedLabel = nullptr;
    QLabel *m_explanation = nullptr;
    QLabel *m_consequence = nullptr;
    TimelineView *m_timeline = nullptr;
};

// "24.4×", "1000×": a speedup as the large number and the banner write it.
QString speedupText(double speedup);

} // namespace gpulab::labs
