#pragma once

#include <QPushButton>

class QLabel;

namespace gpulab::labs {

// A push button whose text wraps over several lines (QPushButton's own text
// does not, so a long one made a panel scroll sideways at a large text size):
// quiz choices and flashcards that hold a sentence or two, the VRAM fixes,
// the lesson benchmark. The text sits in a label the mouse passes through;
// the layout gives the button the height the wrapped text needs.
class WrapButton : public QPushButton {
    Q_OBJECT
public:
    explicit WrapButton(QWidget *parent = nullptr);
    explicit WrapButton(const QString &text, QWidget *parent = nullptr);

    // Rich text allowed. text() becomes its plain words (screen readers,
    // tests), as accessibleName() does.
    void setWrappedText(const QString &text);
    // Words with no markup, shown as they are: no HTML to parse on every
    // change (the VRAM fixes are reworded on each slider step).
    void setWrappedPlainText(const QString &words);
    [[nodiscard]] QString wrappedText() const;
    [[nodiscard]] QLabel *label() const { return m_label; }

    // From the wrapped label, not from text() on one line.
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // The label's text colour in the inks in use.
    void restyle();
    // The plain words to screen readers and to text().
    void showWords(QString words);

    QLabel *m_label = nullptr;
};

} // namespace gpulab::labs
