#include "labs/labeltextmeasure.h"

#include <QCache>
#include <QCoreApplication>
#include <QFontMetrics>
#include <QGuiApplication>
#include <QHash>
#include <QLabel>
#include <QScreen>
#include <QStyle>
#include <QTextDocument>
#include <QTextFrame>
#include <QTextFrameFormat>
#include <QTextOption>
#include <QtMath>

#include <algorithm>
#include <memory>

namespace gpulab::labs {
namespace {

// The format QLabel settles on for a text.
Qt::TextFormat effectiveFormat(const QLabel *label, const QString &text)
{
    const Qt::TextFormat format = label->textFormat();
    if (format == Qt::AutoText)
        return Qt::mightBeRichText(text) ? Qt::RichText : Qt::PlainText;
    return format;
}

// QLabel keeps its word wrap among its alignment flags, and hands both to its document.
Qt::Alignment alignmentFlags(const QLabel *label)
{
    Qt::Alignment flags = label->alignment();
    if (label->wordWrap())
        flags |= Qt::Alignment::fromInt(Qt::TextWordWrap);
    return flags;
}

// Text width that stands for "as QTextDocument::adjustSize() picks it": what
// QLabel asks for its size hint when wrapping.
constexpr int kAdjusted = -2;

// One text laid out as labels of one dress lay it out.
struct Laid {
    std::unique_ptr<QTextDocument> document;
    QHash<int, QSize> sizes; // text width (-1: unbounded, kAdjusted) → the document's size, rounded up
};

// A few hundred short texts: every alternative of a dispatch scenario's four
// terminals, both builds, with room to spare for the labs' other labels.
constexpr int kTextsKept = 600;
constexpr qsizetype kWidthsKept = 48;

QCache<QString, Laid> *&cacheSlot()
{
    static QCache<QString, Laid> *cache = nullptr;
    return cache;
}

void dropCache()
{
    delete cacheSlot();
    cacheSlot() = nullptr;
}

QCache<QString, Laid> &cache()
{
    QCache<QString, Laid> *&slot = cacheSlot();
    if (!slot) {
        slot = new QCache<QString, Laid>(kTextsKept);
        // The documents go with the application, before the fonts they hold.
        qAddPostRoutine(dropCache);
    }
    return *slot;
}

// The document a label of this dress lays `text` out in, set up as QLabel
// sets up its own (QLabelPrivate::ensureTextControl, ensureTextPopulated and
// ensureTextLayouted).
std::unique_ptr<QTextDocument> documentFor(const QLabel *label, const QString &text, Qt::TextFormat format,
                                           Qt::Alignment align)
{
    auto document = std::make_unique<QTextDocument>();
    document->setUndoRedoEnabled(false);
    document->setDefaultFont(label->font());
    switch (format) {
    case Qt::RichText: document->setHtml(text); break;
    case Qt::MarkdownText: document->setMarkdown(text); break;
    default: document->setPlainText(text); break;
    }
    QTextOption option = document->defaultTextOption();
    option.setAlignment(align);
    option.setWrapMode((align.toInt() & Qt::TextWordWrap) != 0 ? QTextOption::WordWrap : QTextOption::ManualWrap);
    document->setDefaultTextOption(option);
    QTextFrameFormat frame = document->rootFrame()->frameFormat();
    frame.setMargin(0);
    document->rootFrame()->setFrameFormat(frame);
    return document;
}

// The size of `label`'s document for `text` at `textWidth`.
QSize laidSize(const QLabel *label, const QString &text, int textWidth)
{
    const Qt::Alignment align = alignmentFlags(label);
    const Qt::TextFormat format = effectiveFormat(label, text);
    // A document without a paint device lays out at the primary screen's resolution.
    const QScreen *screen = QGuiApplication::primaryScreen();
    const int dpi = screen != nullptr ? qRound(screen->logicalDotsPerInchY()) : 0;
    const QString key = label->font().key() + u'\x1f' + QString::number(align.toInt()) + u'\x1f' +
                        QString::number(int(format)) + u'\x1f' + QString::number(dpi) + u'\x1f' + text;
    Laid *laid = cache().object(key);
    if (laid == nullptr) {
        auto fresh = std::make_unique<Laid>();
        fresh->document = documentFor(label, text, format, align);
        laid = fresh.get();
        cache().insert(key, fresh.release());
    }
    if (const auto known = laid->sizes.constFind(textWidth); known != laid->sizes.cend())
        return *known;
    if (textWidth == kAdjusted)
        laid->document->adjustSize();
    else
        laid->document->setTextWidth(textWidth);
    const QSizeF size = laid->document->size();
    const QSize rounded(qCeil(size.width()), qCeil(size.height()));
    if (laid->sizes.size() >= kWidthsKept)
        laid->sizes.clear(); // a window dragged through many widths
    laid->sizes.insert(textWidth, rounded);
    return rounded;
}

// QLabelPrivate::sizeForWidth for a text label laid out in a document: `width`
// -1 for the size hint, 0 for the least width, QWIDGETSIZE_MAX for one line.
QSize sizeForWidth(const QLabel *label, const QString &text, int width)
{
    if (label->minimumWidth() > 0)
        width = std::max(width, label->minimumWidth());
    const QMargins contents = label->contentsMargins();
    const QSize contentsMargin(contents.left() + contents.right(), contents.top() + contents.bottom());
    const int margin = label->margin();
    int hextra = 2 * margin;
    int vextra = hextra;
    const Qt::Alignment align = QStyle::visualAlignment(label->layoutDirection(), alignmentFlags(label));
    int indent = label->indent();
    if (indent < 0 && label->frameWidth() != 0) // no indent, but a frame
        indent = label->fontMetrics().horizontalAdvance(u'x') - margin * 2;
    if (indent > 0) {
        if (align & (Qt::AlignLeft | Qt::AlignRight))
            hextra += indent;
        if (align & (Qt::AlignTop | Qt::AlignBottom))
            vextra += indent;
    }
    int textWidth = -1;
    if (label->wordWrap())
        textWidth = width >= 0 ? std::max(width - hextra - contentsMargin.width(), 0) : kAdjusted;
    const QSize laid = laidSize(label, text, textWidth);
    return (QSize(laid.width() + hextra, laid.height() + vextra) + contentsMargin).expandedTo(label->minimumSize());
}

} // namespace

bool measuresLikeLabel(const QLabel *label, const QString &text)
{
    if (text.isEmpty() || (label->buddy() != nullptr && text.contains(u'&')))
        return false;
    return effectiveFormat(label, text) != Qt::PlainText ||
           (label->textInteractionFlags() & (Qt::TextSelectableByMouse | Qt::TextSelectableByKeyboard)) != 0;
}

int labelHeightForWidth(const QLabel *label, const QString &text, int width)
{
    return sizeForWidth(label, text, width).height();
}

QSize labelSizeHint(const QLabel *label, const QString &text)
{
    label->ensurePolished();
    return sizeForWidth(label, text, -1);
}

QSize labelMinimumSizeHint(const QLabel *label, const QString &text)
{
    label->ensurePolished();
    const QSize hint = sizeForWidth(label, text, -1);
    const int oneLine = sizeForWidth(label, text, QWIDGETSIZE_MAX).height();
    return {sizeForWidth(label, text, 0).width(), std::min(oneLine, hint.height())};
}

} // namespace gpulab::labs
