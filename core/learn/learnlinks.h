#pragma once

// The links inside chapter Markdown, and where the prose (not the code) is.
// Pure text work, so the validation and the panel read links the same way.

#include <QList>
#include <QString>

namespace gpulab::core::learn {

struct MarkdownLink {
    QString scheme;       // "term", "lab", "https", ...
    QString target;       // after the colon: "cuda", "timing/barrier-off"
    qsizetype start = 0;  // offset of the link text in the Markdown
    qsizetype length = 0; // length of the link text
};

// Every [text](scheme:target) outside code, in order of appearance.
QList<MarkdownLink> markdownLinks(const QString &markdown);

// The Markdown with fenced code blocks, inline code spans and the "](…)"
// part of links blanked out (same length, so offsets stay valid): what is
// left is the prose a reader sees, where glossary terms are looked for.
QString proseOnly(const QString &markdown);

// "timing/barrier-off" → {"timing", "barrier-off"}; "device" → {"device", ""}.
struct LabTarget {
    QString labId;
    QString preset;
};
LabTarget parseLabTarget(const QString &target);

} // namespace gpulab::core::learn
