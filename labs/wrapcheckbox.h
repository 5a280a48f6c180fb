#pragma once

#include <QCheckBox>
#include <QStringList>

#include <memory>

class QLabel;

namespace gpulab::labs {

// A check box whose text wraps onto more lines when its place is narrow
// (QCheckBox's own text never does, so a long one made the panel scroll
// sideways at a large text size). text() stays the whole sentence, for
// screen readers and tests; a label beside the box shows it, and a click
// anywhere on the text toggles the box as usual.
class WrapCheckBox : public QCheckBox {
    Q_OBJECT
public:
    explicit WrapCheckBox(const QString &text, QWidget *parent = nullptr);
    ~WrapCheckBox() override;

    void setWrappedText(const QString &text);
    // Other wordings the box may show next: its height is that of the
    // tallest, so a change of words moves nothing below it.
    void setAlternativeTexts(const QStringList &texts);
    [[nodiscard]] QLabel *label() const { return m_label; }

    [[nodiscard]] QSize sizeHint() const override;
    [[nodiscard]] QSize minimumSizeHint() const override;
    [[nodiscard]] bool hasHeightForWidth() const override { return true; }
    [[nodiscard]] int heightForWidth(int width) const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    [[nodiscard]] bool hitButton(const QPoint &pos) const override { return rect().contains(pos); }

private:
    [[nodiscard]] int textLeft() const; // the indicator and its gap
    QLabel *m_label = nullptr;
    std::unique_ptr<QLabel> m_probe; // never shown, not a child: measures the alternatives
    QStringList m_alternatives;
};

} // namespace gpulab::labs
