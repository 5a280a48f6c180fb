#include "labs/dispatch/terminalview.h"

#include <QFontDatabase>
#include <QLabel>
#include <QScrollBar>
#include <QTextEdit>
#include <QVBoxLayout>

namespace gpulab::labs {
namespace {
using core::dispatch::LineKind;
using core::dispatch::Outcome;

// Terminal colours: light grey on near-black, commands green, errors red,
// "cannot tell" and "predict first" amber.
constexpr char kBackground[] = "#16181d";
constexpr char kText[] = "#d8dde6";
constexpr char kPrompt[] = "#7fd67f";
constexpr char kError[] = "#ff6b6b";
constexpr char kAmber[] = "#f0b429";

// One block of terminal text. Short lines wrap so a projector shows the whole
// error; a table (several lines of output) keeps its layout and scrolls sideways.
QString span(const QString &text, const char *colour, bool bold = false, bool keepLayout = false)
{
    return QStringLiteral("<div style=\"white-space:%1; color:%2;%3\">%4</div>")
        .arg(keepLayout ? QStringLiteral("pre") : QStringLiteral("pre-wrap"), QLatin1String(colour),
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
        out << span(prompt + lines[i], kPrompt, true);
    }
    return out.join(QString());
}
} // namespace

TerminalView::TerminalView(QWidget *parent) : QFrame(parent)
{
    setFrameShape(QFrame::StyledPanel);
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(8, 8, 8, 8);
    layout->setSpacing(4);
    m_title = new QLabel(this);
    QFont f = m_title->font();
    f.setBold(true);
    f.setPointSizeF(f.pointSizeF() * 1.25);
    m_title->setFont(f);
    m_subtitle = new QLabel(this);
    m_subtitle->setWordWrap(true);
    m_terminal = new QTextEdit(this);
    m_terminal->setObjectName(u"terminal"_qs);
    m_terminal->setReadOnly(true);
    m_terminal->setFocusPolicy(Qt::NoFocus); // the arrows belong to the stepper
    m_terminal->setLineWrapMode(QTextEdit::WidgetWidth);
    m_terminal->setWordWrapMode(QTextOption::WrapAtWordBoundaryOrAnywhere);
    QFont mono = QFontDatabase::systemFont(QFontDatabase::FixedFont);
    mono.setPointSizeF(font().pointSizeF() * 1.05);
    m_terminal->setFont(mono);
    m_terminal->setStyleSheet(QStringLiteral("QTextEdit { background: %1; color: %2; border-radius: 4px; }")
                                  .arg(QLatin1String(kBackground), QLatin1String(kText)));
    m_why = new QLabel(this);
    m_why->setObjectName(u"why"_qs);
    m_why->setWordWrap(true);
    m_why->setTextFormat(Qt::RichText);
    m_why->setMinimumHeight(m_why->fontMetrics().height() * 4);
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
}

void TerminalView::setEntries(const QList<Entry> &entries, const QString &shellPrompt)
{
    QStringList html;
    for (const Entry &e : entries) {
        html << commandLines(e, shellPrompt);
        const Outcome &o = e.outcome;
        if (e.hidden)
            html << span(tr("?  predict first, then reveal"), kAmber, true);
        else if (o.kind == Outcome::Kind::Unknown)
            html << span(o.text, kAmber);
        else if (o.isError()) {
            if (e.kind == LineKind::Python)
                html << span(u"Traceback (most recent call last):\n  …"_qs, kError);
            html << span(o.terminalText(), kError, true);
        } else if (!o.text.isEmpty())
            html << span(o.text, kText, false, o.text.contains(u'\n'));
    }
    m_terminal->setHtml(html.join(QString()));
    m_terminal->verticalScrollBar()->setValue(m_terminal->verticalScrollBar()->maximum());
    m_terminal->horizontalScrollBar()->setValue(0);

    if (entries.isEmpty()) {
        m_why->clear();
        return;
    }
    const Entry &cur = entries.constLast();
    if (cur.hidden) {
        m_why->setText(tr("<i>Hidden until you reveal your prediction.</i>"));
        return;
    }
    QString text;
    if (cur.outcome.isError())
        text = tr("<b style=\"color:#c62828\">Error.</b> %1<br><b>Fix:</b> %2")
                   .arg(cur.outcome.why.toHtmlEscaped(), cur.outcome.fix.toHtmlEscaped());
    else if (cur.outcome.kind == Outcome::Kind::Unknown)
        text = tr("<b style=\"color:#7a4a00\">Not predicted.</b> %1").arg(cur.outcome.why.toHtmlEscaped());
    else
        text = tr("<b>Why:</b> %1").arg(cur.outcome.why.toHtmlEscaped());
    m_why->setText(text);
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
