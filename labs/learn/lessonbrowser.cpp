#include "labs/learn/lessonbrowser.h"

#include "core/learn/learnconstants.h"
#include "core/learn/learnlinks.h"
#include "labs/style.h"

#include <QAbstractTextDocumentLayout>
#include <QEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QScrollBar>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QUrl>

#include <cmath>

namespace gpulab::labs {
namespace {
constexpr double kLessonScale = 1.15; // lesson text a step above the panel's controls

bool isCodeBlock(const QTextBlock &block)
{
    const QTextBlockFormat f = block.blockFormat();
    return f.hasProperty(QTextFormat::BlockCodeFence) || f.hasProperty(QTextFormat::BlockCodeLanguage);
}
} // namespace

LessonBrowser::LessonBrowser(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    style::setRelativeFont(this, kLessonScale);
    document()->setDocumentMargin(16);
    // Text and code wrap at the browser's width (renderInto()); what is left
    // over is a table's rounding, a pixel or two, not worth a scroll bar.
    setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    connect(this, &QTextBrowser::anchorClicked, this, &LessonBrowser::onAnchor);
}

void LessonBrowser::setFitsContent(bool fits)
{
    if (fits == m_fitsContent)
        return;
    m_fitsContent = fits;
    setVerticalScrollBarPolicy(fits ? Qt::ScrollBarAlwaysOff : Qt::ScrollBarAsNeeded);
    setSizePolicy(sizePolicy().horizontalPolicy(), fits ? QSizePolicy::Minimum : QSizePolicy::Expanding);
    if (fits)
        // Laid out again at a new width (or with new text), the height
        // follows, once the layout pass that measured it is over: the size
        // often changes while the parent's layout asks for the hint, and a
        // request made then is lost with the hint it cached.
        connect(document()->documentLayout(), &QAbstractTextDocumentLayout::documentSizeChanged, this, [this] {
            QMetaObject::invokeMethod(
                this, [this] { updateGeometry(); }, Qt::QueuedConnection);
        });
    updateGeometry();
}

int LessonBrowser::contentHeight() const
{
    // The document as laid out at the viewport's width, a sideways scroll bar
    // if one is shown (none since code wraps), and the frame.
    const QScrollBar *sideways = horizontalScrollBar();
    const int bar = sideways && horizontalScrollBarPolicy() != Qt::ScrollBarAlwaysOff && sideways->maximum() > 0
                        ? sideways->sizeHint().height()
                        : 0;
    return int(std::ceil(document()->size().height())) + bar + 2 * frameWidth();
}

QSize LessonBrowser::sizeHint() const
{
    const QSize hint = QTextBrowser::sizeHint();
    return m_fitsContent ? QSize(hint.width(), contentHeight()) : hint;
}

QSize LessonBrowser::minimumSizeHint() const
{
    const QSize least = QTextBrowser::minimumSizeHint();
    return m_fitsContent ? QSize(least.width(), contentHeight()) : least;
}

QFont LessonBrowser::monospaceFont(const QFont &base)
{
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setFamilies({QStringLiteral("DejaVu Sans Mono"), QStringLiteral("Liberation Mono"), mono.family(),
                      QStringLiteral("monospace")});
    mono.setStyleHint(QFont::Monospace);
    mono.setFixedPitch(true);
    mono.setPointSizeF(base.pointSizeF() * 0.95);
    return mono;
}

void LessonBrowser::renderInto(QTextDocument *document, const QString &markdown)
{
    document->setMarkdown(markdown);
    const QFont mono = monospaceFont(document->defaultFont());
    QTextCharFormat code;
    code.setFont(mono, QTextCharFormat::FontPropertiesSpecifiedOnly);
    code.setFontFamilies(mono.families());
    code.setFontFixedPitch(true);

    QTextCursor cursor(document);
    cursor.beginEditBlock();
    for (QTextBlock block = document->begin(); block.isValid(); block = block.next()) {
        if (isCodeBlock(block)) {
            cursor.setPosition(block.position());
            cursor.setPosition(block.position() + block.length() - 1, QTextCursor::KeepAnchor);
            cursor.mergeCharFormat(code);
            // A long line wraps (no sideways scroll bar cutting "(lambda:" at
            // 1280×720), its continuation indented two characters further.
            const qreal hang = 2 * QFontMetricsF(mono).horizontalAdvance(u' ');
            QTextBlockFormat bf;
            bf.setBackground(style::colour(style::Ink::CodeSurface));
            bf.setLeftMargin(12 + hang);
            bf.setTextIndent(-hang);
            bf.setNonBreakableLines(false);
            cursor.mergeBlockFormat(bf);
            continue;
        }
        // Inline `code`: the importer marks it fixed-pitch; give it a real monospace family.
        for (auto it = block.begin(); !it.atEnd(); ++it) {
            const QTextFragment frag = it.fragment();
            if (!frag.charFormat().fontFixedPitch())
                continue;
            cursor.setPosition(frag.position());
            cursor.setPosition(frag.position() + frag.length(), QTextCursor::KeepAnchor);
            QTextCharFormat inlineCode = code;
            inlineCode.setBackground(style::colour(style::Ink::CodeSurface));
            cursor.mergeCharFormat(inlineCode);
        }
    }
    cursor.endEditBlock();
}

void LessonBrowser::restyle()
{
    const int at = verticalScrollBar()->value();
    renderInto(document(), m_markdown);
    verticalScrollBar()->setValue(at);
}

void LessonBrowser::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() == QEvent::PaletteChange && !m_markdown.isEmpty())
        restyle();
    if (event->type() == QEvent::FontChange && !m_markdown.isEmpty()) {
        const int at = verticalScrollBar()->value();
        renderInto(document(), m_markdown); // the code blocks at the new size, not the old one
        verticalScrollBar()->setValue(at);
    }
}

void LessonBrowser::setLessonMarkdown(const QString &markdown)
{
    m_markdown = markdown;
    renderInto(document(), markdown);
    moveCursor(QTextCursor::Start);
}

void LessonBrowser::onAnchor(const QUrl &url)
{
    if (url.scheme() == QLatin1String(core::learn::kTermScheme)) {
        Q_EMIT termActivated(url.path());
    } else if (url.scheme() == QLatin1String(core::learn::kLabScheme)) {
        const auto t = core::learn::parseLabTarget(url.path());
        Q_EMIT labActivated(t.labId, t.preset);
    }
    // Anything else is not a lesson link (validation rejects them); ignore it.
}

} // namespace gpulab::labs
