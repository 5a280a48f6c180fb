#pragma once

// The VRAM planner's sentences, worded once: the lab's panel shows them (with
// its emphasis) and `gpulab figures --lab vram` prints them. The numbers in
// them are VramFigures'; only the words are made here.

#include "core/vram/vramlabmodel.h"

#include <QString>
#include <QStringList>

namespace gpulab::core::vram {

// The verdict beside the total: what the total is made of, and the answer.
struct VerdictWords {
    QString detail; // "per GPU: 104.7 GB planned + 1.0 GB headroom, … bookkeeping. 7.0 B parameters, Full training."
    QString answer; // "Smallest card that holds it: 24 GB." / "None of the five standard cards … holds it."
    bool good = false; // a standard card holds it
};
[[nodiscard]] VerdictWords verdictWords(const Plan &plan, const VramFigures &figures, SizeUnit unit);

// The activations line: a heading ("Activations in use") and its sentences.
struct ActivationWords {
    QString heading;
    QStringList sentences;
};
[[nodiscard]] ActivationWords activationWords(const Plan &plan, const PlanResult &result, SizeUnit unit);

// "Doubling the batch adds 6.7 GB (6.4 %): … Effective batch now 1." Empty for inference.
[[nodiscard]] QString doublingSentence(const Plan &plan, const VramFigures &figures, SizeUnit unit);

// "Smallest card that holds it: 24 GB." or "None of the five standard cards (8–80 GB) holds it."
[[nodiscard]] QString smallestCardSentence(const VramFigures &figures);

} // namespace gpulab::core::vram
