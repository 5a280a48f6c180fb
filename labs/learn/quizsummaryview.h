#pragma once

// The end of the quiz: every question right, wrong or still open, in words,
// each with "Show me in the lab" for the lab that shows its answer
// (core::predict::labForQuestion).

#include "core/learn/learntypes.h"

#include <QList>
#include <QWidget>

class QLabel;
class QVBoxLayout;

namespace gpulab::core::learn {
class QuizModel;
}

namespace gpulab::labs {

class WrapButton;

class QuizSummaryView : public QWidget {
    Q_OBJECT
public:
    QuizSummaryView(const core::learn::QuizModel *model, QWidget *parent = nullptr);

    void setChapters(const QList<core::learn::Chapter> &chapters);
    void rebuild(); // from the model's answers now
    [[nodiscard]] QList<QLabel *> lineLabels() const { return m_lines; }
    [[nodiscard]] QList<WrapButton *> labButtons() const { return m_buttons; }

Q_SIGNALS:
    void labRequested(const QString &labId, const QString &preset);

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    const core::learn::QuizModel *m_model;
    QList<core::learn::Chapter> m_chapters;
    QLabel *m_heading = nullptr;
    QVBoxLayout *m_rows = nullptr;
    QList<QLabel *> m_lines;
    QList<WrapButton *> m_buttons;
};

} // namespace gpulab::labs
