#include "labs/learn/chapterspage.h"

#include "labs/followinglist.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "labs/learn/lessonbrowser.h"

#include <QEvent>
#include <QHBoxLayout>
#include <QListWidget>
#include <QPushButton>
#include <QScrollBar>
#include <QTextDocument>

#include <QVBoxLayout>
#include <cmath>

namespace gpulab::labs {

ChaptersPage::ChaptersPage(const QList<core::learn::Chapter> &chapters, QWidget *parent)
    : QWidget(parent), m_chapters(chapters)
{
    auto *root = new QHBoxLayout(this);
    root->setContentsMargins(0, 8, 0, 0);
    m_list = new FollowingList(this);
    m_list->setObjectName(QStringLiteral("chapterList"));
    m_list->setWordWrap(true);
    m_list->setSpacing(3);
    m_list->setMinimumWidth(190);
    m_list->setMaximumWidth(300);
    for (const auto &c : m_chapters)
        m_list->addItem(c.title);
    root->addWidget(m_list);

    auto *right = new QVBoxLayout;
    m_browser = new LessonBrowser(this);
    m_browser->setObjectName(QStringLiteral("chapterBrowser"));
    LabPanel::markKeyFigure(m_browser);
    right->addWidget(m_browser, 1);
    auto *buttons = new QHBoxLayout;
    m_labButton = new WrapButton(this);
    m_labButton->setObjectName(QStringLiteral("openLabButton"));
    m_nextButton = new QPushButton(this);
    m_nextButton->setObjectName(QStringLiteral("nextChapterButton"));
    buttons->addWidget(m_labButton);
    buttons->addStretch();
    buttons->addWidget(m_nextButton);
    right->addLayout(buttons);
    root->addLayout(right, 1);

    connect(m_list, &QListWidget::currentRowChanged, this, &ChaptersPage::showChapter);
    connect(m_browser, &LessonBrowser::termActivated, this, &ChaptersPage::termRequested);
    connect(m_browser, &LessonBrowser::labActivated, this, &ChaptersPage::labRequested);
    connect(m_labButton, &QPushButton::clicked, this, [this] {
        const int i = currentChapter();
        if (i >= 0)
            Q_EMIT labRequested(m_chapters[i].lab.labId, m_chapters[i].lab.preset);
    });
    connect(m_nextButton, &QPushButton::clicked, this, [this] { showChapter(currentChapter() + 1); });
    if (!m_chapters.isEmpty())
        showChapter(0);
    retranslate();
}

void ChaptersPage::retranslate()
{
    m_nextButton->setText(tr("Next chapter ›"));
    m_list->setAccessibleName(tr("Chapters"));
    m_browser->setAccessibleName(tr("Chapter text"));
    updateLabButton(); // its tool tip names the lab in the new language
}

void ChaptersPage::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void ChaptersPage::setChapters(const QList<core::learn::Chapter> &chapters)
{
    // The same chapter, scrolled as far through it, in the new text.
    const QString id =
        currentChapter() >= 0 && currentChapter() < m_chapters.size() ? m_chapters[currentChapter()].id : QString();
    const QScrollBar *bar = m_browser->verticalScrollBar();
    const double through = bar->maximum() > 0 ? double(bar->value()) / bar->maximum() : 0.0;
    m_chapters = chapters;
    int index = 0;
    for (int i = 0; i < m_chapters.size(); ++i)
        if (m_chapters[i].id == id)
            index = i;
    {
        const QSignalBlocker block(m_list);
        m_list->clear();
        for (const auto &c : m_chapters)
            m_list->addItem(c.title);
        m_list->setCurrentRow(m_chapters.isEmpty() ? -1 : index);
    }
    if (m_chapters.isEmpty())
        return;
    showChapter(index);
    (void)m_browser->document()->size(); // lays the new text out, so the scroll range is known now
    m_browser->verticalScrollBar()->setValue(int(std::lround(through * m_browser->verticalScrollBar()->maximum())));
}

void ChaptersPage::updateLabButton()
{
    const int index = currentChapter();
    if (index < 0 || index >= m_chapters.size())
        return;
    const auto &c = m_chapters[index];
    const LabEntry *lab = findLab(c.lab.labId);
    m_labButton->setWrappedText(tr("%1 ›").arg(c.lab.text).toHtmlEscaped());
    m_labButton->setEnabled(lab != nullptr);
    m_labButton->setToolTip(lab ? tr("Opens \"%1\"%2.")
                                      .arg(lab->translatedTitle(),
                                           c.lab.preset.isEmpty() ? QString() : tr(" set to \"%1\"").arg(c.lab.preset))
                                : tr("The lab \"%1\" is not part of this build.").arg(c.lab.labId));
}

int ChaptersPage::currentChapter() const
{
    return m_list->currentRow();
}

void ChaptersPage::showChapter(int index)
{
    if (index < 0 || index >= m_chapters.size())
        return;
    if (m_list->currentRow() != index) {
        m_list->setCurrentRow(index); // comes back here through currentRowChanged
        return;
    }
    const auto &c = m_chapters[index];
    m_browser->setLessonMarkdown(c.markdown);
    updateLabButton();
    m_nextButton->setEnabled(index + 1 < m_chapters.size());
    Q_EMIT chapterShown(c.id);
}

} // namespace gpulab::labs
