#include "core/predict/quizlinks.h"

#include "core/learn/quizmodel.h"

namespace gpulab::core::predict {

learn::LabLink labForQuestion(const learn::QuizQuestion &q, const QList<learn::Chapter> &chapters)
{
    if (!q.chapterId.isEmpty()) {
        for (const learn::Chapter &c : chapters)
            if (c.id == q.chapterId)
                return c.lab;
        return {};
    }
    // The lesson's own five questions, by the lab that shows each answer.
    struct Entry {
        const char16_t *question;
        const char16_t *lab;
        const char16_t *preset;
    };
    static constexpr Entry kLesson[] = {
        {u"why-faster", u"throughput", u"lesson-benchmark"},
        {u"what-vram", u"vram", u""},
        {u"verify-command", u"dispatch", u"probe-script"},
        {u"why-synchronize", u"timing", u"barrier-off"},
        {u"fit-24gb", u"vram", u""},
    };
    for (const Entry &e : kLesson)
        if (q.id == QStringView(e.question))
            return {QString::fromUtf16(e.lab), QString::fromUtf16(e.preset), {}};
    return {};
}

QList<QuizSummaryLine> quizSummary(const learn::QuizModel &model, const QList<learn::Chapter> &chapters)
{
    QList<QuizSummaryLine> lines;
    int number = 0;
    for (const learn::QuizQuestion &q : model.questions()) {
        QuizSummaryLine l;
        l.number = ++number;
        l.questionId = q.id;
        l.answered = model.isAnswered(q.id);
        l.correct = model.isCorrect(q.id);
        l.lab = labForQuestion(q, chapters);
        lines << l;
    }
    return lines;
}

} // namespace gpulab::core::predict
