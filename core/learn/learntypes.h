#pragma once

// The learn mode's content as value types: what the loader reads from
// resources/learn/<lang>/ and what the panel shows. Text is already in the
// learner's language (the files are per language), so nothing here is tr()'d.

#include <QList>
#include <QString>
#include <QStringList>

namespace gpulab::core::learn {

// A jump from the lesson to a lab, optionally in a named starting state
// (see labs::LabPanel::applyPreset).
struct LabLink {
    QString labId;  // "timing"
    QString preset; // "barrier-off"; empty = open the lab as it is
    QString text;   // the button's words: "Open the timing lab with the barrier off"

    [[nodiscard]] bool isEmpty() const { return labId.isEmpty(); }
};

struct Chapter {
    QString id;       // "timing"
    QString title;    // "Timing honestly"
    QString file;     // "timing.md", relative to the language folder
    QString markdown; // the page itself
    LabLink lab;
};

struct QuizChoice {
    QString text;
    bool correct = false;
};

struct QuizQuestion {
    QString id;
    QString chapterId; // the chapter it checks; empty for the five lesson questions
    QString prompt;
    QList<QuizChoice> choices;
    QString explanation; // shown once the question is answered

    // Index of the first correct choice, -1 when none (validation rejects that).
    [[nodiscard]] int correctIndex() const;
};

struct Flashcard {
    QString id;      // "gradscaler"
    QString term;    // front: "GradScaler"
    QString meaning; // back: what it actually means
    QString match;   // regular expression for the term's uses in chapter prose
};

enum class ExerciseMeasure { None, Benchmark, MemoryBudget };

struct Exercise {
    QString id;
    QString title;
    QString task;     // Markdown
    QString tryFirst; // Markdown: what to attempt before looking
    QString answer;   // Markdown: the worked answer, revealed on request
    ExerciseMeasure measure = ExerciseMeasure::None;
};

struct LearnContent {
    QString language; // the folder it came from: "en"
    QList<Chapter> chapters;
    QList<QuizQuestion> quiz;
    QList<Flashcard> cards;
    QList<Exercise> exercises;

    [[nodiscard]] int cardIndex(const QString &id) const; // -1 when unknown
    [[nodiscard]] int chapterIndex(const QString &id) const;
    [[nodiscard]] int questionIndex(const QString &id) const;
};

struct LearnLoadResult {
    LearnContent content;
    QStringList errors; // empty when every file was read and every check passed

    [[nodiscard]] bool ok() const { return errors.isEmpty(); }
};

} // namespace gpulab::core::learn
