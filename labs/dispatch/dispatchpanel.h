#pragma once

// "Device dispatch": step through a short PyTorch script and see, side by
// side, what every line prints — or raises — on an NVIDIA workstation, an
// Apple Silicon Mac, a CPU-only laptop and this machine. The scenarios are
// data (resources/scenarios/*.json via core::dispatch); this panel only draws.

#include "core/dispatch/dispatchquiz.h"
#include "core/dispatch/machines.h"
#include "core/dispatch/scenario.h"
#include "core/dispatch/stepper.h"
#include "labs/labpanel.h"

#include <QList>
#include <QStringList>

class QComboBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace gpulab::labs {

class ReflowGrid;
class SteadyLabel;

class QuizBox;
class RealRunBox;
class TerminalView;

class DispatchPanel : public LabPanel {
    Q_OBJECT
public:
    explicit DispatchPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Lab state: {"scenario": id, "line": 0-based line, "build": index of the wheel choice}.
    [[nodiscard]] QJsonObject saveState() const override;
    QString restoreState(const QJsonObject &state) override;
    // "probe-script", "pick-device", or any scenario id: open that scenario at its first line.
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;
    // The first scenario, at its first line, on the default wheel build.
    void reset() override;
    // Step, while there is a line left to step to.
    [[nodiscard]] QWidget *primaryControl() const override;

    bool setScenario(const QString &id);
    bool stepForward();
    bool stepBack();
    bool stepToStart();
    bool stepToEnd();
    void setBuild(core::dispatch::WheelBuild build);
    // Scores the quiz's chosen answer and shows the hidden output.
    void reveal();

    [[nodiscard]] int currentLine() const { return m_stepper.current(); }
    [[nodiscard]] const core::dispatch::Scenario &scenario() const { return m_scenarios.at(m_index); }
    [[nodiscard]] core::dispatch::WheelBuild build() const { return m_build; }
    [[nodiscard]] const core::dispatch::DispatchQuiz &quiz() const { return m_quiz; }
    [[nodiscard]] TerminalView *terminal(core::dispatch::Machine m) const { return m_terminals.at(int(m)); }
    [[nodiscard]] QuizBox *quizBox() const { return m_quizBox; }
    [[nodiscard]] QComboBox *buildBox() const { return m_buildBox; }
    [[nodiscard]] QComboBox *scenarioBox() const { return m_scenarioBox; }
    [[nodiscard]] QListWidget *scriptView() const { return m_script; }
    // "Your own PyTorch"; nullptr when the window gave the lab no finder.
    [[nodiscard]] RealRunBox *realRunBox() const { return m_realRun; }

protected:
    void keyPressEvent(QKeyEvent *event) override;
    // The arrows, Home and End step the script from a focused step button
    // too (a button would move the focus with them instead).
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The script's current line in the inks in use.
    void restyle();
    void loadScript();
    [[nodiscard]] QString lineSpoken() const;
    void lineChanged(); // after any step: re-arm the quiz, then redraw
    void refresh();
    void armQuiz();

    LabContext m_context;
    QList<core::dispatch::Scenario> m_scenarios;
    QStringList m_loadErrors;
    int m_index = 0;
    core::dispatch::Stepper m_stepper;
    core::dispatch::WheelBuild m_build = core::dispatch::WheelBuild::Cuda; // what `pip install torch` gives on Linux
    core::dispatch::HostFacts m_host;
    core::dispatch::DispatchQuiz m_quiz;
    bool m_hidden = false; // the current line is hidden on the quiz machine

    QLabel *m_heading = nullptr;
    QLabel *m_scenarioLabel = nullptr;
    QLabel *m_buildLabel = nullptr;
    QLabel *m_versions = nullptr;
    QComboBox *m_scenarioBox = nullptr;
    QComboBox *m_buildBox = nullptr;
    QLabel *m_summary = nullptr;
    QLabel *m_errors = nullptr;
    QListWidget *m_script = nullptr;
    QLabel *m_position = nullptr;
    SteadyLabel *m_note = nullptr;
    QPushButton *m_start = nullptr;
    QPushButton *m_back = nullptr;
    QPushButton *m_forward = nullptr;
    QPushButton *m_end = nullptr;
    QuizBox *m_quizBox = nullptr;
    QList<TerminalView *> m_terminals;
    ReflowGrid *m_terminalGrid = nullptr;
    RealRunBox *m_realRun = nullptr;
};

} // namespace gpulab::labs
