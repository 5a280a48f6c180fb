#pragma once

#include "app/keymap.h"

#include <QDialog>

class QTreeWidget;

namespace gpulab::app {

// F1 / ?: the keys of the lab on screen and of the whole window, read from
// the actions and shortcuts that exist (keymap.h). Esc or Close shuts it.
class KeysDialog : public QDialog {
    Q_OBJECT
public:
    KeysDialog(const QString &labTitle, const QList<KeyBinding> &labKeys, const QList<KeyBinding> &windowKeys,
               QWidget *parent);

    [[nodiscard]] QTreeWidget *tree() const { return m_tree; }

private:
    QTreeWidget *m_tree = nullptr;
};

} // namespace gpulab::app
