#pragma once

#include "core/learn/learnprogress.h"
#include "core/learn/learntypes.h"
#include "labs/labpanel.h"

class QLabel;
class QTabWidget;

namespace gpulab::labs {

class ChaptersPage;
class ExercisesPage;
class FlashcardsPage;
class QuizPage;

// Learn mode: the lesson in chapters, the quiz, the flashcards and the
// exercises, in tabs. The text comes from resources/learn/<lang>/ (the
// locale's language, English when there is none); progress lives in
// QSettings under "learn". The panel does not know the main window: a
// chapter's lab link becomes openLabRequested, which the shell connects to
// showing that lab and applying the preset.
class LearnPanel : public LabPanel {
    Q_OBJECT
public:
    explicit LearnPanel(const LabContext &context, QWidget *parent = nullptr);

    [[nodiscard]] QString provenance() const override;
    [[nodiscard]] core::ProvenanceKind provenanceKind() const override;
    // Lab state: the page and the chapter, by name (core/learn/learnlabstate.h).
    [[nodiscard]] QJsonObject saveState() const override;
    QString restoreState(const QJsonObject &state) override;
    bool applyPreset(const QString &name) override;
    [[nodiscard]] QStringList presets() const override;
    // The first chapter on the Chapters tab (quiz answers and card progress are the learner's, and stay).
    void reset() override;

    [[nodiscard]] const core::learn::LearnContent &content() const { return m_content; }
    [[nodiscard]] const QStringList &contentErrors() const { return m_errors; }
    [[nodiscard]] QTabWidget *tabs() const { return m_tabs; }
    [[nodiscard]] ChaptersPage *chaptersPage() const { return m_chapters; }
    [[nodiscard]] QuizPage *quizPage() const { return m_quiz; }
    [[nodiscard]] FlashcardsPage *flashcardsPage() const { return m_cards; }
    [[nodiscard]] ExercisesPage *exercisesPage() const { return m_exercises; }

    // The language the lesson text was read in ("de", "hi", "en").
    [[nodiscard]] QString lessonLanguage() const { return m_language; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void showTerm(const QString &cardId);

    QString m_language;
    QStringList m_knownLabs;
    QLabel *m_heading = nullptr;
    QLabel *m_intro = nullptr;
    QLabel *m_errorBanner = nullptr;
    core::learn::LearnContent m_content;
    QStringList m_errors;
    core::learn::LearnProgress m_progress;
    QTabWidget *m_tabs = nullptr;
    ChaptersPage *m_chapters = nullptr;
    QuizPage *m_quiz = nullptr;
    FlashcardsPage *m_cards = nullptr;
    ExercisesPage *m_exercises = nullptr;
};

} // namespace gpulab::labs
