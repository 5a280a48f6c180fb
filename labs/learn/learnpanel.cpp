#include "labs/learn/learnpanel.h"

#include "core/labids.h"
#include "core/learn/learncontent.h"
#include "core/learn/learnlabstate.h"
#include "kernels/log.h"
#include "labs/accessibility.h"
#include "labs/labregistry.h"
#include "labs/learn/chapterspage.h"
#include "labs/learn/exercisespage.h"
#include "labs/learn/flashcardspage.h"
#include "labs/learn/quizpage.h"
#include "labs/pagetabs.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QTabBar>
#include <QTabWidget>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
enum Tab { ChaptersTab, QuizTab, CardsTab, ExercisesTab };
}

LearnPanel::LearnPanel(const LabContext &context, QWidget *parent) : LabPanel(parent)
{
    // core's list; the lesson may link to these even before a build registers
    // all of them (the link button is then disabled).
    QStringList known = core::labIds();
    for (const QString &id : labIds())
        if (!known.contains(id))
            known << id;
    m_knownLabs = known;
    m_language = core::learn::learnLanguage(QLocale());
    const auto loaded = core::learn::loadLearnContent(m_language, m_knownLabs);
    m_content = loaded.content;
    m_errors = loaded.errors;
    for (const QString &e : m_errors)
        log::get("labs")->warn("learn content: {}", e.toStdString());

    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    auto *header = new QHBoxLayout;
    m_heading = style::heading(QString(), this);
    header->addWidget(m_heading);
    m_intro = new WrapLabel(this);
    m_intro->setWordWrap(true);
    header->addWidget(m_intro, 1);
    root->addLayout(header);
    m_errorBanner = new WrapLabel(this);
    m_errorBanner->setObjectName(QStringLiteral("contentErrors"));
    m_errorBanner->setWordWrap(true);
    style::setBanner(m_errorBanner, style::Tone::Bad);
    root->addWidget(m_errorBanner);

    m_tabs = new PageTabs(this);
    m_tabs->setObjectName(QStringLiteral("learnTabs"));
    m_chapters = new ChaptersPage(m_content.chapters, m_tabs);
    m_quiz = new QuizPage(m_content.quiz, &m_progress, m_tabs);
    m_cards = new FlashcardsPage(m_content.cards, &m_progress, m_tabs);
    m_exercises = new ExercisesPage(m_content.exercises, context, &m_progress, m_tabs);
    for (QWidget *page : std::initializer_list<QWidget *>{m_chapters, m_quiz, m_cards, m_exercises})
        m_tabs->addTab(page, QString()); // titled in retranslate()
    root->addWidget(m_tabs, 1);

    connect(m_chapters, &ChaptersPage::labRequested, this, &LearnPanel::openLabRequested);
    m_quiz->setChapters(m_content.chapters); // the quiz summary's "show me in the lab"
    connect(m_quiz, &QuizPage::labRequested, this, &LearnPanel::openLabRequested);
    connect(m_chapters, &ChaptersPage::termRequested, this, &LearnPanel::showTerm);
    connect(m_chapters, &ChaptersPage::chapterShown, this,
            [this](const QString &id) { m_progress.setLastChapter(id); });
    connect(m_exercises, &ExercisesPage::provenanceChanged, this, &LearnPanel::provenanceChanged);
    connect(m_tabs, &QTabWidget::currentChanged, this, [this](int tab) {
        if (tab == CardsTab)
            m_cards->setFocus(); // the card takes Space and the arrows at once
    });

    if (const int last = m_content.chapterIndex(m_progress.lastChapter()); last >= 0)
        m_chapters->showChapter(last);
    connect(m_quiz, &QuizPage::scoreChanged, this,
            [this](const QString &line) { m_tabs->setTabToolTip(QuizTab, line); });
    retranslate();
}

void LearnPanel::retranslate()
{
    // The lesson itself lives in resources/learn/<lang>/: a new language reads
    // that folder, and every page keeps the learner's place in it.
    if (const QString language = core::learn::learnLanguage(QLocale()); language != m_language) {
        const auto loaded = core::learn::loadLearnContent(language, m_knownLabs);
        for (const QString &e : loaded.errors)
            log::get("labs")->warn("learn content ({}): {}", language.toStdString(), e.toStdString());
        if (!loaded.content.chapters.isEmpty() || m_content.chapters.isEmpty()) {
            m_language = language;
            m_content = loaded.content;
            m_errors = loaded.errors;
            m_chapters->setChapters(m_content.chapters);
            m_quiz->setQuestions(m_content.quiz);
            m_cards->setCards(m_content.cards);
            m_exercises->setExercises(m_content.exercises);
        }
    }
    m_heading->setText(tr("Learn"));
    m_intro->setText(tr("The lesson in six short chapters, each beside the lab it explains; then check "
                        "yourself with the quiz, the flashcards and three exercises."));
    m_errorBanner->setText(tr("Part of the lesson could not be loaded: %1").arg(m_errors.join(QStringLiteral("; "))));
    m_errorBanner->setVisible(!m_errors.isEmpty());
    m_tabs->setTabText(ChaptersTab, tr("&Chapters"));
    m_tabs->setTabText(QuizTab, tr("&Quiz"));
    m_tabs->setTabText(CardsTab, tr("Fl&ashcards"));
    m_tabs->setTabText(ExercisesTab, tr("&Exercises"));
    m_tabs->setTabToolTip(QuizTab, m_quiz->model().scoreLine());
    m_tabs->setAccessibleName(tr("Lesson parts"));
    nameTabBar(m_tabs->tabBar(), tr("Lesson parts"));
}

void LearnPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPanel::changeEvent(event);
}

QString LearnPanel::provenance() const
{
    return m_exercises->provenance();
}

core::ProvenanceKind LearnPanel::provenanceKind() const
{
    return m_exercises->provenanceKind();
}

void LearnPanel::reset()
{
    m_tabs->setCurrentIndex(0);
    m_chapters->showChapter(0);
}

QStringList LearnPanel::presets() const
{
    return {QStringLiteral("chapters"), QStringLiteral("quiz"), QStringLiteral("flashcards"),
            QStringLiteral("exercises")};
}

bool LearnPanel::applyPreset(const QString &name)
{
    const int tab = int(presets().indexOf(name));
    if (tab < 0)
        return false;
    m_tabs->setCurrentIndex(tab);
    return true;
}

void LearnPanel::showTerm(const QString &cardId)
{
    if (m_cards->showCard(cardId)) {
        m_tabs->setCurrentIndex(CardsTab);
        m_cards->setFocus();
    }
}

QJsonObject LearnPanel::saveState() const
{
    const int chapter = m_chapters->currentChapter();
    if (chapter < 0 || chapter >= m_content.chapters.size())
        return {}; // no lesson loaded: nothing to keep
    return toJson(
        core::learn::LearnLabState{core::learn::LearnTab(m_tabs->currentIndex()), m_content.chapters.at(chapter).id});
}

QString LearnPanel::restoreState(const QJsonObject &state)
{
    QStringList ids;
    for (const core::learn::Chapter &c : m_content.chapters)
        ids << c.id;
    QString why;
    // A key the state leaves out takes the lab's default (README, "Lab state files").
    const std::optional<core::learn::LearnLabState> next =
        core::learn::learnLabStateFromJson(state, ids, core::learn::defaultLearnLabState(ids), &why);
    if (!next)
        return why;
    m_tabs->setCurrentIndex(int(next->tab));
    m_chapters->showChapter(int(ids.indexOf(next->chapter)));
    return {};
}

} // namespace gpulab::labs
