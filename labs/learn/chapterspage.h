#pragma once

#include "core/learn/learntypes.h"

#include "labs/wrapbutton.h"
#include <QWidget>

class QListWidget;
class QPushButton;

namespace gpulab::labs {

class LessonBrowser;

// The lesson's chapters: a list on the left, the page on the right, and a
// button under the page that opens the chapter's lab in its preset state.
class ChaptersPage : public QWidget {
    Q_OBJECT
public:
    ChaptersPage(const QList<core::learn::Chapter> &chapters, QWidget *parent = nullptr);

    void showChapter(int index);
    // The lesson in another language: the same chapter stays open, scrolled as far.
    void setChapters(const QList<core::learn::Chapter> &chapters);
    [[nodiscard]] int currentChapter() const;
    [[nodiscard]] LessonBrowser *browser() const { return m_browser; }
    [[nodiscard]] QPushButton *labButton() const { return m_labButton; }
    [[nodiscard]] QListWidget *list() const { return m_list; }

Q_SIGNALS:
    void chapterShown(const QString &chapterId);
    void termRequested(const QString &cardId);
    void labRequested(const QString &labId, const QString &preset);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    void updateLabButton();

    QList<core::learn::Chapter> m_chapters;
    QListWidget *m_list = nullptr;
    LessonBrowser *m_browser = nullptr;
    WrapButton *m_labButton = nullptr;
    QPushButton *m_nextButton = nullptr;
};

} // namespace gpulab::labs
