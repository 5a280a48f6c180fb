#pragma once

// One machine's column in the stepper: a terminal that shows every line run
// so far with what it printed (errors in red, with the exception type), and
// beside it the "why" and, for an error, the fix for the current line.

#include "core/dispatch/scenario.h"

#include <QFrame>
#include <QList>
#include <QString>

class QLabel;
class QTextEdit;

namespace gpulab::labs {

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

    [[nodiscard]] QString transcript() const; // plain text, for tests
    [[nodiscard]] QString explanation() const;

private:
    QLabel *m_title = nullptr;
    QLabel *m_subtitle = nullptr;
    QTextEdit *m_terminal = nullptr;
    QLabel *m_why = nullptr;
};

} // namespace gpulab::labs
