#pragma once

#include "core/throughput/racemodel.h"

#include <QElapsedTimer>
#include <QTimer>
#include <QWidget>

class QGroupBox;
class QLabel;
class QPushButton;
class QShortcut;

namespace gpulab::labs {

class HelpOverlay;
class PredictBox;
class LogSlider;
class RaceWidget;

// The simulated race with its time controls (play / pause / step / restart /
// reset, PhET-style), the sliders and the readouts. One QTimer here drives
// model.step(dt); the model itself knows nothing of widgets or time.
class RaceView : public QWidget {
    Q_OBJECT
public:
    explicit RaceView(QWidget *parent = nullptr);

    [[nodiscard]] const core::throughput::RaceModel &model() const { return m_model; }
    [[nodiscard]] bool isPlaying() const { return m_timer.isActive(); }
    [[nodiscard]] HelpOverlay *helpOverlay() const { return m_help; }
    [[nodiscard]] LogSlider *sizeSlider() const { return m_nSlider; }
    [[nodiscard]] PredictBox *predictBox() const { return m_predict; }
    // Play / Pause: with the focus here, Space, N, Home, R and H work (the race's keys).
    [[nodiscard]] QWidget *playButton() const;

    void play();
    void pause();
    void togglePlay();
    void stepOnce(); // one kStepWallSeconds step, paused
    void restart();  // clock back to the start, settings kept
    void resetAll(); // default settings too
    void toggleHelp();
    void setSettings(const core::throughput::RaceSettings &s);

Q_SIGNALS:
    void settingsChanged(const gpulab::core::throughput::RaceSettings &settings);
    // At once on every slider step (settingsChanged comes with the redraw: at once for the first step, then at most
    // once a frame).
    void settingsEdited(const gpulab::core::throughput::RaceSettings &settings);

protected:
    void keyPressEvent(QKeyEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The CPU and GPU lines' colours in the inks in use.
    void restyle();
    void onTick();
    void onSliderChanged();
    void settle(); // the coalesced redraw after slider steps
    void syncSliders();
    [[nodiscard]] QString progressSpoken() const;
    [[nodiscard]] QString verdictSpoken() const;
    void refresh(); // readouts, buttons, picture

    core::throughput::RaceModel m_model;
    QTimer m_timer;
    QTimer m_settle;
    bool m_settlePending = false; // a slider moved since the last redraw
    QElapsedTimer m_clock;
    RaceWidget *m_race = nullptr;
    HelpOverlay *m_help = nullptr;
    QPushButton *m_playButton = nullptr;
    QPushButton *m_stepButton = nullptr;
    QPushButton *m_restartButton = nullptr;
    QPushButton *m_resetButton = nullptr;
    QPushButton *m_helpButton = nullptr;
    QGroupBox *m_settingsBox = nullptr;
    QGroupBox *m_readoutsBox = nullptr;
    QLabel *m_assumption = nullptr;
    QList<QShortcut *> m_shortcuts; // Space, N, Home, R, H
    LogSlider *m_nSlider = nullptr;
    LogSlider *m_coresSlider = nullptr;
    LogSlider *m_cpuClockSlider = nullptr;
    LogSlider *m_lanesSlider = nullptr;
    LogSlider *m_gpuClockSlider = nullptr;
    LogSlider *m_launchSlider = nullptr;
    QLabel *m_work = nullptr;
    QLabel *m_cpuLine = nullptr;
    QLabel *m_gpuLine = nullptr;
    QLabel *m_width = nullptr;
    QLabel *m_verdict = nullptr;
    QLabel *m_crossover = nullptr;
    PredictBox *m_predict = nullptr;
};

} // namespace gpulab::labs
