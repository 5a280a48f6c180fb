#pragma once

// Test helpers for a live change of language and for accessible names, for
// the cost, VRAM, device, dispatch and learn panel suites.
//
// Brackets is a translator that answers every tr() text, in every context,
// with the source in «guillemets»: installed at run time, every text a widget
// re-words on QEvent::LanguageChange shows them, and every text it does not
// re-word does not. switchLanguage() installs or removes it the way the
// shell does and lets the LanguageChange events arrive.

#include <QAbstractAxis>
#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSlider>
#include <QAbstractSpinBox>
#include <QAccessible>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QCoreApplication>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QScrollBar>
#include <QStringList>
#include <QTabBar>
#include <QTabWidget>
#include <QTranslator>
#include <QWidget>

namespace gpulab::testing {

class Brackets : public QTranslator {
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    [[nodiscard]] QString translate(const char *, const char *source, const char *, int) const override
    {
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
};

inline void switchLanguage(QTranslator *translator, bool install)
{
    if (install)
        QCoreApplication::installTranslator(translator);
    else
        QCoreApplication::removeTranslator(translator);
    // QApplication posts LanguageChange to every top-level widget.
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

inline bool bracketed(const QString &text)
{
    return text.contains(QStringLiteral("«")) && text.contains(QStringLiteral("»"));
}

// The texts a learner sees on the panel's own widgets: labels, buttons, tab
// titles, table headers, combo box items, chart titles and axis titles.
inline QStringList shownTexts(const QWidget *root)
{
    QStringList out;
    for (const QLabel *l : root->findChildren<QLabel *>())
        if (!l->text().isEmpty())
            out << l->text();
    for (const QAbstractButton *b : root->findChildren<QAbstractButton *>())
        if (!b->text().isEmpty())
            out << b->text();
    for (const QTabWidget *t : root->findChildren<QTabWidget *>())
        for (int i = 0; i < t->count(); ++i)
            out << t->tabText(i);
    for (const QHeaderView *h : root->findChildren<QHeaderView *>())
        if (h->orientation() == Qt::Horizontal && h->model())
            for (int i = 0; i < h->count(); ++i)
                out << h->model()->headerData(i, Qt::Horizontal).toString();
    for (const QChartView *v : root->findChildren<QChartView *>())
        if (v->chart()) {
            out << v->chart()->title();
            for (const QAbstractAxis *a : v->chart()->axes())
                if (!a->titleText().isEmpty())
                    out << a->titleText();
        }
    return out;
}

// Every control and chart without an accessible name (object name and class,
// for the message). The parts Qt builds inside a control — a spin box's line
// edit, a combo box's popup list, scroll bars, a table's header and corner
// button, a tab bar's scroll arrows — belong to that control and are skipped.
inline QStringList unnamedControls(const QWidget *root)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        const QWidget *parent = w->parentWidget();
        bool inside = false;
        for (const QWidget *p = parent; p && p != root; p = p->parentWidget())
            if (qobject_cast<const QComboBox *>(p) || qobject_cast<const QAbstractSpinBox *>(p) ||
                qobject_cast<const QTabBar *>(p) || qobject_cast<const QAbstractItemView *>(p))
                inside = true;
        if (inside || qobject_cast<QScrollBar *>(w) || qobject_cast<QHeaderView *>(w))
            continue;
        const bool control = qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSlider *>(w) ||
                             qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) ||
                             qobject_cast<QLineEdit *>(w) || qobject_cast<QAbstractItemView *>(w) ||
                             qobject_cast<QTabBar *>(w) || qobject_cast<QChartView *>(w);
        if (!control)
            continue;
        QAccessibleInterface *iface = QAccessible::queryAccessibleInterface(w);
        const QString name = iface ? iface->text(QAccessible::Name).trimmed() : QString();
        if (name.isEmpty())
            out << QStringLiteral("%1 (%2)").arg(w->objectName(), QString::fromLatin1(w->metaObject()->className()));
    }
    return out;
}

// Every chart on the panel says in words what it shows.
inline QStringList undescribedCharts(const QWidget *root)
{
    QStringList out;
    for (const QChartView *v : root->findChildren<QChartView *>())
        if (v->accessibleDescription().trimmed().isEmpty())
            out << v->objectName();
    return out;
}

} // namespace gpulab::testing
