#pragma once

#include "core/benchmarktypes.h"
#include "core/learn/exercisemath.h"
#include "core/learn/learnprogress.h"
#include "core/learn/learntypes.h"
#include "core/lessonbenchmarkrun.h"
#include "labs/labpanel.h"

#include "labs/wrapbutton.h"
#include <QWidget>

#include <optional>

class QGroupBox;
class QLabel;
class QListWidget;
class QPushButton;

namespace gpulab::labs {

class LessonBrowser;

// The three exercises: the task with its "try first", the worked answer
// behind a button, and — where the exercise measures — a button that does it
// on this machine: the lesson's benchmark through the shared engine
// (exercise 1) or this machine's memory turned into a parameter budget
// (exercise 3).
class ExercisesPage : public QWidget {
    Q_OBJECT
public:
    ExercisesPage(const QList<core::learn::Exercise> &exercises, const LabContext &context,
                  core::learn::LearnProgress *progress, QWidget *parent = nullptr);

    void showExercise(int index);
    void revealAnswer();
    void runMeasurement();
    // The same exercises in another language: the one shown and its results stay.
    void setExercises(const QList<core::learn::Exercise> &exercises);

    [[nodiscard]] int currentExercise() const { return m_current; }
    [[nodiscard]] QPushButton *revealButton() const { return m_reveal; }
    [[nodiscard]] QPushButton *measureButton() const { return m_measure; }
    [[nodiscard]] LessonBrowser *answerBrowser() const { return m_answer; }
    [[nodiscard]] QLabel *resultLabel() const { return m_result; }
    [[nodiscard]] QString provenance() const { return m_provenance; }
    [[nodiscard]] core::ProvenanceKind provenanceKind() const { return m_provenanceKind; }

Q_SIGNALS:
    void provenanceChanged(const QString &text);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    [[nodiscard]] static QString speedupText(const core::SpeedupReading &s);
    void showMemoryBudget();
    void fillMemoryBudget();
    void onDropped();
    void showSpeedup(const core::SpeedupReading &s);

    QList<core::learn::Exercise> m_exercises;
    LabContext m_context;
    core::learn::LearnProgress *m_progress = nullptr;
    core::LessonBenchmarkRun *m_run = nullptr; // exercise 1: CPU, then GPU
    int m_current = -1;
    bool m_budgetWaits = false; // "Run it here" on the budget came before the device report
    QListWidget *m_list = nullptr;
    LessonBrowser *m_task = nullptr;
    QGroupBox *m_measureBox = nullptr;
    WrapButton *m_measure = nullptr;
    QLabel *m_status = nullptr;
    QLabel *m_result = nullptr;
    QPushButton *m_reveal = nullptr;
    LessonBrowser *m_answer = nullptr;
    // Results kept as figures while another exercise is on screen (and re-worded on a change of language).
    std::optional<core::SpeedupReading> m_speedup;
    std::optional<core::learn::MemorySource> m_memory;
    QString m_provenance;
    core::ProvenanceKind m_provenanceKind = core::ProvenanceKind::Simulated;
};

} // namespace gpulab::labs
