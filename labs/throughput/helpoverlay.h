#pragma once

#include <QList>
#include <QPair>
#include <QWidget>

namespace gpulab::labs {

// A translucent sheet over its parent listing the keyboard shortcuts, in
// large type for a projector. Any key or click closes it. Its title and
// entries are the owner's words: the owner gives them again with
// setContent() when the language changes.
class HelpOverlay : public QWidget {
    Q_OBJECT
public:
    using Entry = QPair<QString, QString>; // key, what it does
    HelpOverlay(const QString &title, const QList<Entry> &entries, QWidget *parent);

    void toggle();
    // New words for the sheet (the owner passes them again on a language change).
    void setContent(const QString &title, const QList<Entry> &entries);
    [[nodiscard]] QString title() const { return m_title; }

protected:
    void paintEvent(QPaintEvent *event) override;
    void mousePressEvent(QMouseEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    QString m_title;
    QList<Entry> m_entries;
};

} // namespace gpulab::labs
