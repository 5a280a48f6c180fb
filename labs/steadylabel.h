#pragma once

// A label that keeps the room of the largest of the texts it may show, so
// that a toggle which changes its words moves nothing around it: the timing
// lab's explanation grew by a line when the barrier was ticked, and the
// controls under it jumped away from the pointer. A word-wrapped label is as
// tall as its tallest text at its width; a one-line label is as wide as its
// widest. Rich text is measured through labeltextmeasure (each text laid out
// once per width, and kept: a dispatch scenario revisited costs nothing);
// plain text through a probe label.

#include <QHash>
#include <QLabel>
#include <QStringList>

#include <memory>

namespace gpulab::labs {

class SteadyLabel : public QLabel {
    Q_OBJECT
public:
    explicit SteadyLabel(QWidget *parent = nullptr);
    ~SteadyLabel() override;

    // Every text the label may show next (the one on show counts anyway).
    void setAlternatives(const QStringList &texts);

    [[nodiscard]] int heightForWidth(int width) const override;
    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;

protected:
    void changeEvent(QEvent *event) override;

private:
    QStringList m_alternatives;
    // What its measures depend on besides the width: while it stays, the
    // answers are remembered (Qt asks many times per layout, and each answer
    // lays out every alternative).
    struct Measured {
        QString text;
        QStringList alternatives;
        QFont font;
        QString styleSheet;
        QMargins contents;
        int margin = 0;
        int indent = 0;
        Qt::TextFormat format = Qt::AutoText;
        bool wordWrap = false;
        Qt::Alignment alignment;
        QSize minimum;
        Qt::TextInteractionFlags interaction;
        bool operator==(const Measured &) const = default;
    };
    struct Remembered {
        Measured measured;
        QHash<int, int> heights; // width → height
        QSize sizeHint;
        QSize minimumSizeHint;
    };
    // The memory for the label as it is now (emptied first when that changed).
    Remembered &remembered() const;
    mutable Remembered m_remembered;
    // The same for the alternatives alone: a new text on show (the dispatch
    // lab's next scenario) keeps it, only new alternatives or dress empty it.
    // The tallest alternative at a width: those laid out as this label would
    // (labeltextmeasure) exactly; those the probe measured before the
    // probe's calibration against this label (-1: none).
    struct Tallest {
        int measured = 0;
        int probed = -1;
    };
    // The same for the alternatives alone: a new text on show (the dispatch
    // lab's next scenario) keeps it, only new alternatives or dress empty it.
    struct AlternativesRemembered {
        Measured measured;           // its text left empty
        QHash<int, Tallest> tallest; // width → the tallest alternative at it
        QSize widestHint;
        QSize widestMinimum;
    };
    AlternativesRemembered &alternativesRemembered() const;
    mutable AlternativesRemembered m_alternativesRemembered;
    [[nodiscard]] QLabel *probe() const; // the probe, dressed as this label
    [[nodiscard]] int ownHeight(int width) const;
    [[nodiscard]] Tallest tallestAlternative(int width) const;
    enum class Hint { Size, Minimum };
    [[nodiscard]] QSize ownHint(Hint hint) const;
    // The largest size hint (or least size) of any alternative.
    [[nodiscard]] QSize widest(Hint hint) const;
    std::unique_ptr<QLabel> m_probe; // never shown: measures an alternative as this label would
};

// The height a word-wrapped label of this font and format needs for each of
// `texts` at `width`, the tallest of them (a probe label measures them).
[[nodiscard]] int tallestHeight(QLabel *probe, const QStringList &texts, int width);

} // namespace gpulab::labs
