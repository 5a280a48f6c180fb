#pragma once

// The quiz's "show me in the lab": which lab, in which preset, shows what a
// question asks about. A chapter's question goes to its chapter's lab; the five
// lesson questions (no chapter) each have the lab that answers them.

#include "core/learn/learntypes.h"

#include <QList>

namespace gpulab::core::learn {
class QuizModel;
}

namespace gpulab::core::predict {

// Empty labId when no lab shows it.
learn::LabLink labForQuestion(const learn::QuizQuestion &q, const QList<learn::Chapter> &chapters);

// One line of the summary at the end of the quiz.
struct QuizSummaryLine {
    int number = 0; // 1-based, as the quiz counts
    QString questionId;
    bool answered = false;
    bool correct = false;
    learn::LabLink lab;
};
QList<QuizSummaryLine> quizSummary(const learn::QuizModel &model, const QList<learn::Chapter> &chapters);

} // namespace gpulab::core::predict
