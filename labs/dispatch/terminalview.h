#pragma once

// One machine's column in the stepper: a terminal that shows every line run
// so far with what it printed (errors in red, with the exception type), and
// beside it the "why" and, for an error, the fix for the current line.

#include "core/dispatch/scenario.h"

#include <QFont>
#include <QFrame>
#include <QList>
#include <QString>

class QLabel;
class QTextEdit;

namespace gpulab::labs {

class SteadyLabel;

class TerminalView : public QFrame {
    Q_OBJECT
public:
    struct Entry {
        QString code;
        core::dispatch::LineKind kind = core::dispatch::LineKind::Python;
        core::dispatch::Outcome outcome;
        bool hidden = false; // the quiz hides the current line until it is revealed
    };

    explicit TerminalView(QWidget *parent = nullptr);

    void setTitle(const QString &title, const QString &subtitle);
    // `shellPrompt`: "$" in bash, "%" in zsh. The last entry is the current line.
    void setEntries(const QList<Entry> &entries, const QString &shellPrompt);
    // Every line of the script as this machine answers it: the "why" under
    // the terminal keeps the room of the longest, so stepping moves nothing.
    void setScript(const QList<Entry> &lines);

    [[nodiscard]] QString transcript() const; // plain text, for tests
    [[nodiscard]] QString explanation() const;
    // Characters in the widest line of a table shown so far (nvidia-smi's
    // is 91); 0 when no table is shown.
    [[nodiscard]] int tableColumns() const { return m_tableColumns; }
    // Whether this output is shown as a table (several lines, kept as laid
    // out); the panel widens a column whose script prints one.
    [[nodiscard]] static bool isTable(const core::dispatch::Outcome &o)
    {
        return !o.isError() && o.kind != core::dispatch::Outcome::Kind::Unknown && o.text.contains(u'\n');
    }
    // Sideways scrolling the terminal still needs (0 when everything fits).
    [[nodiscard]] int horizontalOverflow() const;

protected:
    // The terminal's viewport resizing (after the layout settles) refits the table.
    bool eventFilter(QObject *watched, QEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    // A table keeps its layout; so that it fits the width without scrolling
    // sideways, its font shrinks, never below kMinTableScale of the normal size.
    void fitTableFont();
    void updateMonoFont(); // the terminal's font from the text scale
    // The terminal's surface and its text in the inks in use (a palette change).
    void restyle();

    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QTextEdit *m_terminal = nullptr;
    SteadyLabel *m_why = nullptr;
    QFont m_mono;
    int m_tableColumns = 0;
    QList<Entry> m_entries; // what setEntries() showed last, for restyle()
    QString m_shellPrompt;
};

} // namespace gpulab::labs
