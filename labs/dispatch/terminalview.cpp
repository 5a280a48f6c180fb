#include "labs/dispatch/terminalview.h"

#include "labs/accessibility.h"
#include "labs/steadylabel.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QFontDatabase>
#include <QFontMetricsF>
#include <QLabel>
#include <QScrollBar>
#include <QTextDocument>
#include <QTextEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab::labs {
namespace {
using core::dispatch::LineKind;
using core::dispatch::Outcome;

// Terminal colours: light grey on near-black, commands green, errors red,
// "cannot tell" and "predict first" amber.
using style::Ink;

// A table's font may shrink to this fraction of the terminal's normal size to
// fit the width. The terminal font is large (for the back row); at 0.6 of it a
// table is still ordinary desktop-sized text, which beats scrolling sideways.
// At 1600×1000 nvidia-smi's 91 columns need about 0.68.
constexpr double kMinTableScale = 0.6;

// One block of terminal text. Short lines wrap so a projector shows the whole
// error; a table (several lines of output) keeps its layout and scrolls sideways.
QString span(const QString &text, Ink colour, bool bold = false, bool keepLayout = false)
{
    return QStringLiteral("<div style=\"white-space:%1; color:%2;%3\">%4</div>")
        .arg(keepLayout ? QStringLiteral("pre") : QStringLiteral("pre-wrap"), style::css(colour),
             bold ? QStringLiteral(" font-weight:bold;") : QString(), text.toHtmlEscaped());
}

QString commandLines(const TerminalView::Entry &e, const QString &shellPrompt)
{
    QStringList out;
    const QStringList lines = e.code.split(u'\n');
    for (int i = 0; i < lines.size(); ++i) {
        // As the Python REPL shows it: a new statement gets ">>>", the body of a block "...".
        const bool body = i > 0 && (lines[i].startsWith(u' ') || lines[i].startsWith(u'\t'));
        const QString prompt = e.kind == LineKind::Shell ? shellPrompt + u' ' : (body ? u"... "_qs : u">>> "_qs);
        out << span(prompt + lines[i], Ink::TerminalCommand, true);
    }
    return out.join(QString());
}

// What the current line's output means: the cause and fix of an error, why
// it could not be predicted, or why it printed what it did.
QString whyText(const TerminalView::Entry &cur)
{
    if (cur.hidden)
        return TerminalView::tr("<i>Hidden until you reveal your prediction.</i>");
    if (cur.outcome.isError())
        return TerminalView::tr("<b style=\"color:%1\">Error.</b> %2<br><b>Fix:</b> %3")
            .arg(style::css(Ink::BadText), cur.outcome.why.toHtmlEscaped(), cur.outcome.fix.toHtmlEscaped());
    if (cur.outcome.kind == Outcome::Kind::Unknown)
        return TerminalView::tr("<b style=\"color:%1\">Not predicted.</b> %2")
            .arg(style::css(Ink::WarningText), cur.outcome.why.toHtmlEscaped());
    return TerminalView::tr("<b>Why:</b> %1").arg(cur.outcome.why.toHtmlEscaped());
}
} // namespace

TerminalView::TerminalView(QWidget *parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(4);
    m_title = new WrapLabel(this);
    style::setRelativeFont(m_title, 1.25, true);
    m_title->setWordWrap(true);
    m_subtitle = new WrapLabel(this);
    m_subtitle->setWordWrap(true);
    m_terminal = new QTextEdit(this);
    m_terminal->setObjectName(u"terminal"_qs);
    m_terminal->setReadOnly(true);
    m_terminal->setFocusPolicy(Qt::NoFocus); // the arrows belong to the stepper
    setAccessibleRole(this, QAccessible::Grouping);
    m_terminal->setLineWrapMode(QTextEdit::WidgetWidth);
    m_terminal->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    m_terminal->viewport()->installEventFilter(this);
    // New output, a refitted font or a layout shift changes the range: the
    // newest line stays in view.
    connect(m_terminal->verticalScrollBar(), &QScrollBar::rangeChanged, this,
            [this](int, int max) { m_terminal->verticalScrollBar()->setValue(max); });
    updateMonoFont();
    restyle();
    m_why = new SteadyLabel(this);
    m_why->setObjectName(u"why"_qs);
    m_why->setWordWrap(true);
    m_why->setTextFormat(Qt::RichText);
    m_why->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    m_why->setTextInteractionFlags(Qt::TextSelectableByMouse);
    layout->addWidget(m_title);
    layout->addWidget(m_subtitle);
    layout->addWidget(m_terminal, 1);
    layout->addWidget(m_why);
}

void TerminalView::setTitle(const QString &title, const QString &subtitle)
{
    m_title->setText(title);
    m_subtitle->setText(subtitle);
    setAccessibleName(title); // the column, a group named after its machine
    m_terminal->setAccessibleName(tr("Terminal: %1").arg(title));
}

void TerminalView::setEntries(const QList<Entry> &entries, const QString &shellPrompt)
{
    if (&entries != &m_entries) {
        m_entries = entries;
        m_shellPrompt = shellPrompt;
    }
    QStringList html;
    m_tableColumns = 0;
    for (const Entry &e : entries) {
        html << commandLines(e, shellPrompt);
        const Outcome &o = e.outcome;
        if (e.hidden)
            html << span(tr("?  predict first, then reveal"), Ink::TerminalWarning, true);
        else if (o.kind == Outcome::Kind::Unknown)
            html << span(o.text, Ink::TerminalWarning);
        else if (o.isError()) {
            if (e.kind == LineKind::Python)
                html << span(u"Traceback (most recent call last):\n  …"_qs, Ink::TerminalError);
            html << span(o.terminalText(), Ink::TerminalError, true);
        } else if (!o.text.isEmpty()) {
            const bool table = isTable(o);
            if (table)
                for (const QString &line : o.text.split(u'\n'))
                    m_tableColumns = std::max(m_tableColumns, int(line.size()));
            html << span(o.text, Ink::TerminalText, false, table);
        }
    }
    m_terminal->setHtml(html.join(QString()));
    fitTableFont();
    m_terminal->verticalScrollBar()->setValue(m_terminal->verticalScrollBar()->maximum());
    m_terminal->horizontalScrollBar()->setValue(0);

    if (entries.isEmpty()) {
        m_why->clear();
        return;
    }
    m_why->setText(whyText(entries.constLast()));
}

void TerminalView::setScript(const QList<Entry> &lines)
{
    QStringList texts;
    for (Entry e : lines) {
        texts << whyText(e);
        e.hidden = true;
        texts << whyText(e);
    }
    m_why->setAlternatives(texts);
}

bool TerminalView::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_terminal->viewport() && event->type() == QEvent::Resize) {
        fitTableFont();
        // The newest output stays in view when the layout around it shifts.
        m_terminal->verticalScrollBar()->setValue(m_terminal->verticalScrollBar()->maximum());
    }
    return QFrame::eventFilter(watched, event);
}

void TerminalView::restyle()
{
    style::setStyleSheetIfChanged(m_terminal,
                                  QStringLiteral("QTextEdit { background: %1; color: %2; border-radius: 4px; }")
                                      .arg(style::css(Ink::TerminalSurface), style::css(Ink::TerminalText)));
    if (m_why) // built: the text drawn in the old inks, again
        setEntries(m_entries, m_shellPrompt);
}

void TerminalView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::FontChange && m_terminal)
        updateMonoFont();
    if (event->type() == QEvent::PaletteChange && m_terminal)
        restyle();
    QFrame::changeEvent(event);
}

void TerminalView::updateMonoFont()
{
    m_mono = style::scaledMonoFont(1.05);
    m_terminal->setFont(m_mono);
    // A narrow column (beside a wide table) keeps a few lines of its own output in view.
    m_terminal->setMinimumHeight(QFontMetrics(m_mono).lineSpacing() * 4);
    fitTableFont();
}

void TerminalView::fitTableFont()
{
    QFont f = m_mono;
    if (m_tableColumns > 0) {
        // Room for the table: the viewport less the document's margins and a
        // vertical scroll bar that may appear.
        const double margin = 2.0 * m_terminal->document()->documentMargin();
        const double room =
            m_terminal->viewport()->width() - margin - m_terminal->verticalScrollBar()->sizeHint().width();
        const QString widest(m_tableColumns + 1, u'M');
        const double needed = QFontMetricsF(m_mono).horizontalAdvance(widest);
        if (needed > room && needed > 0.0) {
            // Glyph widths do not scale exactly with the point size (hinting),
            // so step down from the proportional guess until the line fits.
            double scale = std::max(kMinTableScale, room / needed);
            f.setPointSizeF(m_mono.pointSizeF() * scale);
            while (scale > kMinTableScale && QFontMetricsF(f).horizontalAdvance(widest) > room) {
                scale = std::max(kMinTableScale, scale - 0.02);
                f.setPointSizeF(m_mono.pointSizeF() * scale);
            }
        }
    }
    if (f != m_terminal->font())
        m_terminal->setFont(f);
}

int TerminalView::horizontalOverflow() const
{
    return m_terminal->horizontalScrollBar()->maximum();
}

QString TerminalView::transcript() const
{
    return m_terminal->toPlainText();
}

QString TerminalView::explanation() const
{
    return m_why->text();
}

} // namespace gpulab::labs
