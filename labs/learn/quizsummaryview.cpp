#include "labs/learn/quizsummaryview.h"

#include "core/learn/quizmodel.h"
#include "core/predict/quizlinks.h"
#include "labs/style.h"
#include "labs/wrapbutton.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QLabel>
#include <QLocale>
#include <QVBoxLayout>

namespace gpulab::labs {

QuizSummaryView::QuizSummaryView(const core::learn::QuizModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    setObjectName(QStringLiteral("quizSummary"));
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    m_heading = new WrapLabel(this);
    m_heading->setWordWrap(true);
    style::setRelativeFont(m_heading, 1.0, true);
    layout->addWidget(m_heading);
    m_rows = new QVBoxLayout;
    layout->addLayout(m_rows);
    retranslate();
}

void QuizSummaryView::setChapters(const QList<core::learn::Chapter> &chapters)
{
    m_chapters = chapters;
    rebuild();
}

void QuizSummaryView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void QuizSummaryView::retranslate()
{
    m_heading->setText(tr("Question by question:"));
    rebuild();
}

void QuizSummaryView::rebuild()
{
    qDeleteAll(m_lines);
    qDeleteAll(m_buttons);
    m_lines.clear();
    m_buttons.clear();
    const QLocale locale;
    const auto lines = core::predict::quizSummary(*m_model, m_chapters);
    for (const core::predict::QuizSummaryLine &l : lines) {
        const QString prompt = m_model->questions().value(l.number - 1).prompt;
        const QString number = locale.toString(l.number);
        QString text = !l.answered ? tr("○ Question %1: not answered yet. %2")
                       : l.correct ? tr("✔ Question %1: right. %2")
                                   : tr("✘ Question %1: wrong. %2");
        auto *label = new WrapLabel(text.arg(number, prompt), this);
        label->setWordWrap(true);
        label->setObjectName(QStringLiteral("summaryLine%1").arg(l.number));
        m_rows->addWidget(label);
        m_lines << label;
        if (l.lab.labId.isEmpty())
            continue;
        auto *button = new WrapButton(this);
        button->setObjectName(QStringLiteral("summaryLab%1").arg(l.number));
        button->setWrappedText(l.lab.text.isEmpty() ? tr("Show me in the lab")
                                                    : tr("Show me in the lab: %1").arg(l.lab.text.toHtmlEscaped()));
        button->setAccessibleName(tr("Show question %1 in the lab").arg(number));
        const core::learn::LabLink lab = l.lab;
        connect(button, &QPushButton::clicked, this, [this, lab] { Q_EMIT labRequested(lab.labId, lab.preset); });
        m_rows->addWidget(button);
        m_buttons << button;
    }
}

} // namespace gpulab::labs
