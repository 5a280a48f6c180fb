#pragma once

#include <QTextBrowser>

namespace gpulab::labs {

// A QTextBrowser for the lesson's Markdown: code (fenced blocks and inline
// spans) in a monospace font on a tinted background, type a step larger
// than the panel's for projectors, and the lesson's own links turned into
// signals instead of navigation (term:<card id>, lab:<lab id>[/<preset>]).
class LessonBrowser : public QTextBrowser {
    Q_OBJECT
public:
    explicit LessonBrowser(QWidget *parent = nullptr);

    void setLessonMarkdown(const QString &markdown);

    // As tall as its text, with no scroll bar of its own: where two of them
    // share a page (an exercise's task and its worked answer), the page
    // scrolls once instead of each shrinking to a slot that scrolls inside.
    void setFitsContent(bool fits);
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

    // The same treatment for any document (the tests render into one).
    static void renderInto(QTextDocument *document, const QString &markdown);
    static QFont monospaceFont(const QFont &base);

Q_SIGNALS:
    void termActivated(const QString &cardId);
    void labActivated(const QString &labId, const QString &preset);

protected:
    // The code's font is set when the lesson is rendered: render again at a new text size.
    void changeEvent(QEvent *event) override;

private:
    // The code blocks' background in the inks in use.
    void restyle();
    void onAnchor(const QUrl &url);
    [[nodiscard]] int contentHeight() const;
    QString m_markdown;
    bool m_fitsContent = false;
};

} // namespace gpulab::labs
