#include "app/keysdialog.h"

#include <QDialogButtonBox>
#include <QHeaderView>
#include <QLabel>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace gpulab::app {
namespace {

// `none`: the row shown when the group has no keys of its own (never an empty heading).
void addGroup(QTreeWidget *tree, const QString &title, QList<KeyBinding> keys, const QStringList &none = {})
{
    std::stable_sort(keys.begin(), keys.end(), [](const KeyBinding &a, const KeyBinding &b) {
        return a.key.toString(QKeySequence::NativeText) < b.key.toString(QKeySequence::NativeText);
    });
    auto *group = new QTreeWidgetItem(tree, {title});
    QFont bold = group->font(0);
    bold.setBold(true);
    group->setFont(0, bold);
    group->setFirstColumnSpanned(true);
    QString lastLine;
    for (const KeyBinding &k : keys) {
        const QString key = k.key.toString(QKeySequence::NativeText);
        const QString line = key + u'\t' + k.what;
        if (line == lastLine) // one control reached by its label and by itself
            continue;
        lastLine = line;
        new QTreeWidgetItem(group, {key, k.what});
    }
    if (keys.isEmpty() && !none.isEmpty())
        new QTreeWidgetItem(group, none);
    group->setExpanded(true);
}

} // namespace

KeysDialog::KeysDialog(const QString &labTitle, const QList<KeyBinding> &labKeys, const QList<KeyBinding> &windowKeys,
                       QWidget *parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("keysDialog"));
    setWindowTitle(tr("Keyboard shortcuts"));
    auto *layout = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("Tab and Shift+Tab move between controls; arrows, Space and Return work them. "
                                "Esc closes this list."),
                             this);
    intro->setWordWrap(true);
    layout->addWidget(intro);
    m_tree = new QTreeWidget(this);
    m_tree->setObjectName(QStringLiteral("keysTree"));
    m_tree->setColumnCount(2);
    m_tree->setHeaderLabels({tr("Key"), tr("What it does")});
    m_tree->setRootIsDecorated(false);
    m_tree->header()->setSectionResizeMode(0, QHeaderView::ResizeToContents);
    if (!labTitle.isEmpty())
        addGroup(m_tree, tr("In the %1 lab").arg(labTitle), labKeys,
                 {tr("Tab"), tr("No keys of its own: Tab reaches each control, and the arrows, Space and Return "
                                "work it")});
    addGroup(m_tree, tr("Everywhere in GPU Lab"), windowKeys);
    layout->addWidget(m_tree, 1);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(buttons);
    resize(640, 520);
}

} // namespace gpulab::app
