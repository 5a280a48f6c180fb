#pragma once

// Text that fits its widget: the check tst_layout and tst_projector share.
// textProblems(root) names every visible label, button, table cell and tab
// under root whose text does not fit its rect (a clipped label).

#include "labs/style.h"
#include "labs/wrapbutton.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAbstractSpinBox>
#include <QComboBox>
#include <QFontMetrics>
#include <QLabel>
#include <QPushButton>
#include <QStringList>
#include <QTabBar>
#include <QTableView>
#include <QToolButton>
#include <QWidget>

#include <algorithm>

namespace gpulab::testing {

inline QString describe(const QWidget *w)
{
    QString name = w->objectName();
    for (const QWidget *p = w->parentWidget(); name.isEmpty() && p; p = p->parentWidget())
        if (!p->objectName().isEmpty())
            name = QStringLiteral("in ") + p->objectName();
    QString text;
    if (const auto *l = qobject_cast<const QLabel *>(w))
        text = l->text();
    else if (const auto *b = qobject_cast<const QAbstractButton *>(w))
        text = b->text();
    return QStringLiteral("%1 %2 \"%3\" %4x%5")
        .arg(QString::fromLatin1(w->metaObject()->className()), name, text.left(50))
        .arg(w->width())
        .arg(w->height());
}

// Deliberately elided text says so with a tooltip holding the whole.
inline bool deliberatelyElided(const QWidget *w)
{
    return !w->toolTip().isEmpty() && w->property("elided").toBool();
}

// The parts of standard widgets that are laid out by their owner, not by us.
inline bool internalPart(const QWidget *w)
{
    for (const QWidget *p = w->parentWidget(); p; p = p->parentWidget()) {
        if (qobject_cast<const QAbstractSpinBox *>(p) || qobject_cast<const QComboBox *>(p) ||
            qobject_cast<const QTabBar *>(p))
            return true;
        if (qobject_cast<const QAbstractItemView *>(p))
            return true; // cell editors and headers
    }
    return false;
}

inline QStringList textProblems(const QWidget *root)
{
    QStringList out;
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (!w->isVisible() || internalPart(w) || deliberatelyElided(w))
            continue;
        if (const auto *l = qobject_cast<const QLabel *>(w)) {
            if (l->text().isEmpty())
                continue;
            if (l->wordWrap()) {
                const int need = l->heightForWidth(l->width());
                if (need > l->height() + 1)
                    out << QStringLiteral("cut (needs %1 px high): %2").arg(need).arg(describe(l));
            } else {
                const QSize need = l->minimumSizeHint();
                if (need.width() > l->width() + 1 || need.height() > l->height() + 1)
                    out << QStringLiteral("cut (needs %1x%2): %3")
                               .arg(need.width())
                               .arg(need.height())
                               .arg(describe(l));
            }
        } else if (const auto *b = qobject_cast<const QAbstractButton *>(w)) {
            // A wrapping button's words are its label's, checked as a label.
            if (b->text().isEmpty() || qobject_cast<const labs::WrapButton *>(b))
                continue;
            const QSize need = b->minimumSizeHint().expandedTo(QSize(0, 0));
            // A push button's hint has a minimum width of its own; the text is what must fit.
            const int textWidth = b->fontMetrics().horizontalAdvance(b->text().remove(QLatin1Char('&')));
            const bool tooNarrow =
                qobject_cast<const QPushButton *>(b) ? textWidth + 8 > b->width() : need.width() > b->width() + 1;
            if (tooNarrow || b->fontMetrics().height() > b->height())
                out << QStringLiteral("cut (needs %1 px wide): %2")
                           .arg(std::max(textWidth, need.width()))
                           .arg(describe(b));
        } else if (const auto *table = qobject_cast<const QTableView *>(w); table && table->model()) {
            // Cells wrap their words; a cell whose words or lines do not fit is cut ("106 GFLO…").
            // Any table view, its cells read from its model.
            const QAbstractItemModel *model = table->model();
            for (int r = 0; r < model->rowCount(); ++r)
                for (int col = 0; col < model->columnCount(); ++col) {
                    const QModelIndex index = model->index(r, col);
                    const QString text = index.data().toString();
                    if (text.isEmpty() || table->isColumnHidden(col))
                        continue;
                    const QVariant font = index.data(Qt::FontRole);
                    const QFontMetrics fm(font.isValid() ? font.value<QFont>().resolve(table->font()) : table->font());
                    const QRect cell = table->visualRect(index).adjusted(3, 0, -3, 0);
                    int widestWord = 0;
                    for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
                        widestWord = std::max(widestWord, fm.horizontalAdvance(word));
                    const int lines =
                        fm.boundingRect(QRect(0, 0, cell.width(), 10000), Qt::TextWordWrap, text).height();
                    if (widestWord > cell.width() || lines > cell.height() + 2)
                        out << QStringLiteral("cell cut: \"%1\" in %2x%3 (%4)")
                                   .arg(text)
                                   .arg(cell.width())
                                   .arg(cell.height())
                                   .arg(describe(table));
                }
        } else if (const auto *tabs = qobject_cast<const QTabBar *>(w)) {
            // Every tab in view: a tab behind scroll arrows is one the class
            // on a projector never sees. A title may be shortened ("Lesson
            // bench…") only where the bar elides and shows it whole on hover
            // (its own tooltip, or the bar's title tips: labs/styleshrink.cpp).
            for (const QToolButton *arrow : tabs->findChildren<QToolButton *>())
                if (arrow->isVisible()) {
                    out << QStringLiteral("tab bar needs scroll arrows: %1 tabs in %2 px")
                               .arg(tabs->count())
                               .arg(tabs->width());
                    break;
                }
            for (int i = 0; i < tabs->count(); ++i) {
                const QString title = tabs->tabText(i).remove(QLatin1Char('&'));
                const QRect r = tabs->tabRect(i);
                if (tabs->isTabVisible(i) && !tabs->rect().contains(r))
                    out << QStringLiteral("tab out of view: \"%1\" at %2…%3 px of a %4 px bar")
                               .arg(title)
                               .arg(r.left())
                               .arg(r.right())
                               .arg(tabs->width());
                const int textWidth = tabs->fontMetrics().horizontalAdvance(title);
                const bool elidedOnPurpose =
                    tabs->elideMode() != Qt::ElideNone &&
                    (tabs->tabToolTip(i).contains(title) || tabs->property("titleTips").toBool());
                if (textWidth > r.width() && !elidedOnPurpose)
                    out << QStringLiteral("tab cut: \"%1\" %2 px in %3 px").arg(title).arg(textWidth).arg(r.width());
            }
        }
    }
    return out;
}

// Tabs under root whose title is shortened to fit (elided): allowed in general,
// not where the class must read every title whole (projector mode at 1280×720).
inline QStringList elidedTabs(const QWidget *root)
{
    QStringList out;
    for (const QTabBar *tabs : root->findChildren<QTabBar *>()) {
        if (!tabs->isVisible())
            continue;
        for (int i = 0; i < tabs->count(); ++i)
            if (tabs->isTabVisible(i) && labs::style::tabTitleShortened(tabs, i))
                out << QStringLiteral("tab shortened: \"%1\" to %2 px")
                           .arg(labs::style::tabTitle(tabs, i))
                           .arg(tabs->tabRect(i).width());
    }
    return out;
}

} // namespace gpulab::testing
