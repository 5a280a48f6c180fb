#include "labs/learn/learnpanel.h"

#include "labs/widgetstate.h"

#include "core/labids.h"
#include "core/learn/learncontent.h"
#include "kernels/log.h"
#include "labs/labregistry.h"
#include "labs/learn/chapterspage.h"
#include "labs/learn/exercisespage.h"
#include "labs/learn/flashcardspage.h"
#include "labs/learn/quizpage.h"
#include "labs/style.h"

#include <QLabel>
#include <QLocale>
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
    const auto loaded = core::learn::loadLearnContent(core::learn::learnLanguage(QLocale()), known);
    m_content = loaded.content;
    m_errors = loaded.errors;
    for (const QString &e : m_errors)
        log::get("labs")->warn("learn content: {}", e.toStdString());

    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    auto *header = new QHBoxLayout;
    header->addWidget(style::heading(tr("Learn"), this));
    auto *intro = new QLabel(tr("The lesson in six short chapters, each beside the lab it explains; then check "
                                "yourself with the quiz, the flashcards and three exercises."),
                             this);
    intro->setWordWrap(true);
    header->addWidget(intro, 1);
    root->addLayout(header);
    if (!m_errors.isEmpty()) {
        auto *banner =
            new QLabel(tr("Part of the lesson could not be loaded: %1").arg(m_errors.join(QStringLiteral("; "))), this);
        banner->setObjectName(QStringLiteral("contentErrors"));
        banner->setWordWrap(true);
        style::setBanner(banner, style::Tone::Bad);
        root->addWidget(banner);
    }

    m_tabs = new QTabWidget(this);
    m_tabs->setObjectName(QStringLiteral("learnTabs"));
    m_chapters = new ChaptersPage(m_content.chapters, m_tabs);
    m_quiz = new QuizPage(m_content.quiz, &m_progress, m_tabs);
    m_cards = new FlashcardsPage(m_content.cards, &m_progress, m_tabs);
    m_exercises = new ExercisesPage(m_content.exercises, context, &m_progress, m_tabs);
    m_tabs->addTab(m_chapters, tr("&Chapters"));
    m_tabs->addTab(m_quiz, tr("&Quiz"));
    m_tabs->addTab(m_cards, tr("Fl&ashcards"));
    m_tabs->addTab(m_exercises, tr("&Exercises"));
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
    m_tabs->setTabToolTip(QuizTab, m_quiz->model().scoreLine());
    connect(m_quiz, &QuizPage::scoreChanged, this,
            [this](const QString &line) { m_tabs->setTabToolTip(QuizTab, line); });
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

namespace {
// The controls that make up this lab's state, in the order they are applied.
QStringList stateControls()
{
    return {QStringLiteral("learnTabs"), QStringLiteral("chapterList")};
}
} // namespace

QJsonObject LearnPanel::saveState() const
{
    return saveWidgetState(this, stateControls());
}

QString LearnPanel::restoreState(const QJsonObject &state)
{
    return restoreWidgetState(this, stateControls(), state);
}

} // namespace gpulab::labs
