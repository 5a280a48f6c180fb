#pragma once

// A word-wrapped label that remembers the heights it has worked out for its
// text. Qt asks a wrapped label for its height at a width many times while it
// lays a panel out (once per nested layout that weighs it, more than the few
// widths its own cache keeps), and QLabel lays the whole text out again for
// each question: dragging the VRAM lab's parameter slider laid its activation
// sentence out about seventeen times per step. The answers are the same; only
// the repeated work goes. A new text, font, margin, alignment or format
// forgets them. Rich text is measured through labeltextmeasure, which lays
// each text out once per width (QLabel lays it out twice, and five to eight
// times for its size hints).

#include <QLabel>

#include <array>

namespace gpulab::labs {

class WrapLabel : public QLabel {
    Q_OBJECT
public:
    explicit WrapLabel(QWidget *parent = nullptr);
    explicit WrapLabel(const QString &text, QWidget *parent = nullptr);

    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    // What QLabel's height for a width depends on, besides the width.
    struct Measured {
        QString text;
        QFont font;
        QMargins contents;
        int margin = 0;
        int indent = 0;
        int frame = 0;
        Qt::Alignment alignment;
        Qt::TextFormat format = Qt::AutoText;
        bool wordWrap = false;
        QSize minimum;
        Qt::TextInteractionFlags interaction;
        bool operator==(const Measured &) const = default;
    };
    [[nodiscard]] Measured measured() const;

    static constexpr int kWidths = 6;
    mutable Measured m_for;
    mutable std::array<std::pair<int, int>, kWidths> m_heights{}; // (width, height), width -1: empty
    mutable int m_next = 0;                                       // the slot the next new width takes
    mutable QSize m_hint, m_minimumHint;                          // invalid: not worked out yet
    void forget() const;
    void recall() const; // forgets what was worked out for another text or dress
};

} // namespace gpulab::labs
