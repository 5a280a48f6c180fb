#include "app/keymap.h"

#include "labs/labpanel.h"

#include <QAbstractButton>
#include <QAction>
#include <QGroupBox>
#include <QLabel>
#include <QMap>
#include <QMenu>
#include <QMenuBar>
#include <QShortcut>
#include <QTabBar>
#include <QWidget>

#include <algorithm>

namespace gpulab::app {
namespace {

QString plain(QString text)
{
    // "&Larger text" → "Larger text"; "&&" stays one ampersand.
    text.replace(QStringLiteral("&&"), QStringLiteral("\x01"));
    text.remove(u'&');
    text.replace(u'\x01', u'&');
    return text.simplified();
}

bool insidePanel(const QObject *o)
{
    for (const QObject *p = o; p; p = p->parent())
        if (qobject_cast<const labs::LabPanel *>(p))
            return true;
    return false;
}

void addMnemonic(QList<KeyBinding> &out, const QString &text, QObject *target)
{
    const QKeySequence key = QKeySequence::mnemonic(text);
    if (!key.isEmpty())
        out << KeyBinding{key, plain(text), target};
}

void addActions(QList<KeyBinding> &out, const QList<QAction *> &actions)
{
    for (QAction *a : actions)
        for (const QKeySequence &key : a->shortcuts())
            if (!key.isEmpty())
                out << KeyBinding{key, plain(a->text()), a};
}

void addShortcuts(QList<KeyBinding> &out, const QList<QShortcut *> &shortcuts)
{
    for (QShortcut *s : shortcuts)
        for (const QKeySequence &key : s->keys())
            if (!key.isEmpty())
                out << KeyBinding{key, s->whatsThis(), s->parent()};
}

} // namespace

QList<KeyBinding> windowKeys(QWidget *window)
{
    QList<KeyBinding> out;
    QList<QAction *> actions;
    for (QAction *a : window->findChildren<QAction *>())
        if (!insidePanel(a) && !a->menu())
            actions << a;
    addActions(out, actions);
    QList<QShortcut *> shortcuts;
    for (QShortcut *s : window->findChildren<QShortcut *>())
        if (!insidePanel(s))
            shortcuts << s;
    addShortcuts(out, shortcuts);
    for (QMenuBar *bar : window->findChildren<QMenuBar *>())
        for (QAction *a : bar->actions())
            addMnemonic(out, a->text(), a);
    return out;
}

QList<KeyBinding> panelKeys(QWidget *panel)
{
    QList<KeyBinding> out;
    addActions(out, panel->findChildren<QAction *>());
    addShortcuts(out, panel->findChildren<QShortcut *>());
    for (QAbstractButton *b : panel->findChildren<QAbstractButton *>())
        addMnemonic(out, b->text(), b);
    for (QLabel *l : panel->findChildren<QLabel *>())
        if (l->buddy())
            addMnemonic(out, l->text(), l->buddy());
    for (QGroupBox *g : panel->findChildren<QGroupBox *>())
        addMnemonic(out, g->title(), g);
    for (QTabBar *t : panel->findChildren<QTabBar *>())
        for (int i = 0; i < t->count(); ++i)
            addMnemonic(out, t->tabText(i), t);
    return out;
}

QStringList keyClashes(const QList<KeyBinding> &bindings)
{
    QMap<QString, QList<const KeyBinding *>> byKey;
    for (const KeyBinding &b : bindings) {
        auto &list = byKey[b.key.toString(QKeySequence::PortableText)];
        const bool sameTarget =
            std::any_of(list.cbegin(), list.cend(), [&](const KeyBinding *o) { return o->target == b.target; });
        if (!sameTarget)
            list << &b;
    }
    QStringList out;
    for (auto it = byKey.cbegin(); it != byKey.cend(); ++it) {
        if (it->size() < 2)
            continue;
        QStringList names;
        for (const KeyBinding *b : *it)
            names << (b->what.isEmpty() ? b->target->objectName() : b->what);
        out << it.key() + QStringLiteral(": ") + names.join(QStringLiteral(" · "));
    }
    return out;
}

} // namespace gpulab::app
