#include "core/learn/learnlinks.h"

#include <QRegularExpression>
#include <QStringList>

namespace gpulab::core::learn {
namespace {

// Replaces [from, to) with spaces, keeping newlines so lines stay lines.
void blank(QString &s, qsizetype from, qsizetype to)
{
    for (qsizetype i = from; i < to && i < s.size(); ++i)
        if (s[i] != QLatin1Char('\n'))
            s[i] = QLatin1Char(' ');
}

// Blanks fenced blocks (``` or ~~~) and inline `code` spans.
QString withoutCode(const QString &markdown)
{
    QString s = markdown;
    qsizetype lineStart = 0;
    bool inFence = false;
    QString fence;
    while (lineStart < s.size()) {
        qsizetype lineEnd = s.indexOf(QLatin1Char('\n'), lineStart);
        if (lineEnd < 0)
            lineEnd = s.size();
        const QString trimmed = s.mid(lineStart, lineEnd - lineStart).trimmed();
        if (!inFence && (trimmed.startsWith(QStringLiteral("```")) || trimmed.startsWith(QStringLiteral("~~~")))) {
            inFence = true;
            fence = trimmed.left(3);
            blank(s, lineStart, lineEnd);
        } else if (inFence) {
            if (trimmed.startsWith(fence))
                inFence = false;
            blank(s, lineStart, lineEnd);
        }
        lineStart = lineEnd + 1;
    }
    static const QRegularExpression inlineCode(QStringLiteral("`[^`\\n]*`"));
    for (auto it = inlineCode.globalMatch(s); it.hasNext();) {
        const auto m = it.next();
        blank(s, m.capturedStart(), m.capturedEnd());
    }
    return s;
}

const QRegularExpression &linkPattern()
{
    // [text](scheme:target) — text without brackets, target without spaces or ')'.
    static const QRegularExpression re(QStringLiteral("\\[([^\\]\\n]+)\\]\\(([A-Za-z][A-Za-z0-9+.-]*):([^)\\s]*)\\)"));
    return re;
}

} // namespace

QList<MarkdownLink> markdownLinks(const QString &markdown)
{
    QList<MarkdownLink> links;
    const QString code = withoutCode(markdown);
    for (auto it = linkPattern().globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        links.append({m.captured(2), m.captured(3), m.capturedStart(1), m.capturedLength(1)});
    }
    return links;
}

QString proseOnly(const QString &markdown)
{
    QString s = withoutCode(markdown);
    const QString code = s;
    for (auto it = linkPattern().globalMatch(code); it.hasNext();) {
        const auto m = it.next();
        blank(s, m.capturedStart(0), m.capturedStart(1)); // "["
        blank(s, m.capturedEnd(1), m.capturedEnd(0));     // "](scheme:target)"
    }
    return s;
}

LabTarget parseLabTarget(const QString &target)
{
    const qsizetype slash = target.indexOf(QLatin1Char('/'));
    if (slash < 0)
        return {target, {}};
    return {target.left(slash), target.mid(slash + 1)};
}

} // namespace gpulab::core::learn
