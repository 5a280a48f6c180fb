#pragma once

// How large a QLabel is for a text, worked out as QLabel works it out but
// without its cost.
//
// A QLabel that shows rich text (or text the learner can select) lays it out
// in a text document. Asked for its height at a width, it lays the document
// out at that width and then once more at the width it had; a new text parses
// its HTML again; its size hints lay it out five to eight times. A panel's
// layout asks many widths per step, and a label that keeps the room of every
// text it may show (SteadyLabel) asks for each of those texts: switching the
// dispatch lab's scenario laid out its four terminals' explanations about 600
// times.
//
// Here each text keeps a document of its own, dressed as the label's would
// be and laid out once per width; the answers serve every label of the same
// font, alignment and format (a few hundred texts are kept, the least
// recently used forgotten first). The label's frame, margins, indent and
// least size are added as QLabel adds them. tst_label_text_measure checks the
// answers against QLabel's own: rich and selectable plain text, frames, style
// sheets, margins, indents, alignments and scripts that shape (Devanagari).

#include <QSize>
#include <QString>

class QLabel;

namespace gpulab::labs {

// Whether `label`, were it showing `text`, lays that text out in a document:
// only then do the functions below answer as it would (rich text, or plain
// text the learner can select; not a mnemonic "&" with a buddy, not an empty
// text).
[[nodiscard]] bool measuresLikeLabel(const QLabel *label, const QString &text);

// QLabel::heightForWidth(width) of `label` were it showing `text`.
[[nodiscard]] int labelHeightForWidth(const QLabel *label, const QString &text, int width);

// QLabel::sizeHint() and minimumSizeHint() of `label` were it showing `text`
// (for a word-wrapped label the least width is its longest unbreakable run).
[[nodiscard]] QSize labelSizeHint(const QLabel *label, const QString &text);
[[nodiscard]] QSize labelMinimumSizeHint(const QLabel *label, const QString &text);

} // namespace gpulab::labs
