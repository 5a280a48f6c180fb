#pragma once

#include <QKeySequence>
#include <QList>
#include <QString>
#include <QStringList>

class QWidget;
class QObject;

namespace gpulab::app {

// One key the user can press, read from the object that answers it: a
// QAction (its text), a QShortcut (its whatsThis), or the Alt+letter of a
// button, a label's buddy or a tab title (the & in its text).
struct KeyBinding {
    QKeySequence key;
    QString what;              // what it does, in the object's own (translated) words
    QObject *target = nullptr; // what the key acts on: two bindings of one target are one key
};

// The window's own keys: its menus' actions and the menu titles' Alt letters,
// and any action or shortcut outside a lab panel.
[[nodiscard]] QList<KeyBinding> windowKeys(QWidget *window);
// The keys of one lab panel and everything in it.
[[nodiscard]] QList<KeyBinding> panelKeys(QWidget *panel);
// Every key sequence that more than one target answers within these
// bindings, one line each ("Alt+O: Per-call overhead · Time the first…").
[[nodiscard]] QStringList keyClashes(const QList<KeyBinding> &bindings);

} // namespace gpulab::app
