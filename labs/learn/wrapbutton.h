#pragma once

#include <QPushButton>

class QLabel;

namespace gpulab::labs {

// A push button whose text wraps over several lines (QPushButton's own text
// does not), for quiz choices and flashcards that hold a sentence or two.
// The text sits in a label the mouse passes through; the layout gives the
// button the height the wrapped text needs.
class WrapButton : public QPushButton {
    Q_OBJECT
public:
    explicit WrapButton(QWidget *parent = nullptr);

    void setWrappedText(const QString &text); // rich text allowed
    [[nodiscard]] QString wrappedText() const;
    [[nodiscard]] QLabel *label() const { return m_label; }

private:
    QLabel *m_label = nullptr;
};

} // namespace gpulab::labs
