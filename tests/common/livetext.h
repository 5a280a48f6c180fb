#pragma once

// Shared by the panel suites: a translator that wraps every text in «», the
// texts a panel shows (keyed by where they are, or as a learner reads them),
// and the controls and charts without an accessible name or description.

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
#include <QGroupBox>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMap>
#include <QProgressBar>
#include <QScrollBar>
#include <QShortcut>
#include <QSpinBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTest>
#include <QTranslator>

namespace gpulab::testing::live {

// The charts the labs paint themselves (the race and the timeline).
inline bool ownChart(const QWidget *w)
{
    return w->inherits("gpulab::labs::RaceWidget") || w->inherits("gpulab::labs::TimelineView");
}

// Live language switching and accessible names. A translator that answers
// every source text with «text» shows which words went through retranslate();
// removing it must give back the English of before, text for text.
class Guillemets : public QTranslator {
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    [[nodiscard]] QString translate(const char *, const char *source, const char *, int) const override
    {
        if (!source || !*source)
            return {};
        return QStringLiteral("«") + QString::fromUtf8(source) + QStringLiteral("»");
    }
};

inline bool wrapped(const QString &text)
{
    return text.contains(QStringLiteral("«"));
}

// Installs or removes the translator, and delivers the LanguageChange events
// QApplication posts to every top-level widget.
inline void setTranslator(QTranslator *translator, bool installed)
{
    if (installed)
        QVERIFY(QCoreApplication::installTranslator(translator));
    else
        QVERIFY(QCoreApplication::removeTranslator(translator));
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
    QCoreApplication::processEvents();
}

inline QString nameOf(const QObject *o)
{
    QStringList path;
    for (; o; o = o->parent())
        path.prepend(QStringLiteral("%1(%2)").arg(QString::fromLatin1(o->metaObject()->className()), o->objectName()));
    return path.join(u'/');
}

// Every text a person sees or hears in `root`: labels, buttons, tool tips,
// group and tab titles, accessible names and descriptions, combo items,
// table headers, spin box affixes, progress texts, chart and axis titles and
// series names. Keyed by where it is.
inline QMap<QString, QString> textsOf(QWidget *root)
{
    QMap<QString, QString> out;
    QList<QWidget *> all = root->findChildren<QWidget *>();
    all.prepend(root);
    for (int i = 0; i < all.size(); ++i) {
        QWidget *w = all[i];
        const QString at = nameOf(w) + QStringLiteral("#%1").arg(i);
        out.insert(at + QStringLiteral(" tooltip"), w->toolTip());
        out.insert(at + QStringLiteral(" accessibleName"), w->accessibleName());
        out.insert(at + QStringLiteral(" accessibleDescription"), w->accessibleDescription());
        if (auto *l = qobject_cast<QLabel *>(w))
            out.insert(at + QStringLiteral(" text"), l->text());
        if (auto *b = qobject_cast<QAbstractButton *>(w))
            out.insert(at + QStringLiteral(" text"), b->text());
        if (auto *g = qobject_cast<QGroupBox *>(w))
            out.insert(at + QStringLiteral(" title"), g->title());
        if (auto *t = qobject_cast<QTabWidget *>(w))
            for (int k = 0; k < t->count(); ++k)
                out.insert(at + QStringLiteral(" tab%1").arg(k), t->tabText(k));
        if (auto *c = qobject_cast<QComboBox *>(w))
            for (int k = 0; k < c->count(); ++k)
                out.insert(at + QStringLiteral(" item%1").arg(k), c->itemText(k));
        if (auto *s = qobject_cast<QSpinBox *>(w))
            out.insert(at + QStringLiteral(" affixes"), s->prefix() + u'|' + s->suffix());
        if (auto *p = qobject_cast<QProgressBar *>(w))
            out.insert(at + QStringLiteral(" format"), p->format());
        if (auto *v = qobject_cast<QTableView *>(w); v && v->model()) {
            // A table shows its model's headers.
            for (int k = 0; k < v->model()->columnCount(); ++k)
                out.insert(at + QStringLiteral(" header%1").arg(k),
                           v->model()->headerData(k, Qt::Horizontal).toString());
        }
        if (auto *v = qobject_cast<QChartView *>(w)) {
            out.insert(at + QStringLiteral(" chartTitle"), v->chart()->title());
            const QList<QAbstractAxis *> axes = v->chart()->axes();
            for (int k = 0; k < axes.size(); ++k)
                out.insert(at + QStringLiteral(" axis%1").arg(k), axes[k]->titleText());
            const QList<QAbstractSeries *> series = v->chart()->series();
            for (int k = 0; k < series.size(); ++k)
                out.insert(at + QStringLiteral(" series%1").arg(k), series[k]->name());
        }
    }
    for (QShortcut *s : root->findChildren<QShortcut *>())
        out.insert(nameOf(s) + s->key().toString() + QStringLiteral(" whatsThis"), s->whatsThis());
    return out;
}

// The texts a learner reads on the panel's own widgets: labels, buttons, tab
// titles, table headers, chart titles and axis titles.
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

// The widgets a person operates or reads as a picture; not the parts Qt
// builds inside them (a table's headers, a spin box's line edit, scroll bars).
inline bool isControlOrChart(QWidget *w)
{
    if (qobject_cast<QScrollBar *>(w))
        return false;
    return qobject_cast<QAbstractButton *>(w) || qobject_cast<QAbstractSlider *>(w) ||
           qobject_cast<QAbstractSpinBox *>(w) || qobject_cast<QComboBox *>(w) || qobject_cast<QLineEdit *>(w) ||
           qobject_cast<QAbstractItemView *>(w) || qobject_cast<QTabBar *>(w) || qobject_cast<QChartView *>(w) ||
           ownChart(w);
}

// "ClassName(objectName)" of every control or chart in `root` without an
// accessible name, and of every chart without a description.
inline QStringList unnamedIn(QWidget *root)
{
    QStringList out;
    for (QWidget *w : root->findChildren<QWidget *>()) {
        if (!isControlOrChart(w))
            continue;
        bool inner = false;
        for (QWidget *p = w->parentWidget(); p && p != root; p = p->parentWidget())
            inner = inner || isControlOrChart(p);
        if (inner)
            continue;
        QAccessibleInterface *a = QAccessible::queryAccessibleInterface(w);
        if (!a || a->text(QAccessible::Name).trimmed().isEmpty())
            out << nameOf(w);
        const bool chart = qobject_cast<QChartView *>(w) || ownChart(w);
        if (chart && (!a || a->text(QAccessible::Description).trimmed().isEmpty()))
            out << nameOf(w) + QStringLiteral(" (no description)");
    }
    return out;
}

// The texts of `after` that differ from `before`, for a readable failure.
inline QStringList differences(const QMap<QString, QString> &before, const QMap<QString, QString> &after)
{
    QStringList out;
    for (auto it = before.cbegin(); it != before.cend(); ++it)
        if (after.value(it.key()) != it.value())
            out << QStringLiteral("%1: '%2' became '%3'").arg(it.key(), it.value(), after.value(it.key()));
    if (after.size() != before.size())
        out << QStringLiteral("%1 texts before, %2 after").arg(before.size()).arg(after.size());
    return out;
}

} // namespace gpulab::testing::live
