#include "labs/styleshrink.h"

#include <QAbstractItemModel>
#include <QComboBox>
#include <QEvent>
#include <QFormLayout>
#include <QHeaderView>
#include <QHelpEvent>
#include <QLabel>
#include <QSet>
#include <QStyle>
#include <QStyleOptionComboBox>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QToolTip>

#include <algorithm>
#include <cstdlib>

namespace gpulab::labs::style {
namespace {

// A combo box narrower than its choice ("Lesson estimate (0.5 GB at 7B,
// ~100 token…" at a large text size) shows it whole on hover, above its own
// tooltip (its list shows every choice whole already).
class ComboFit final : public QObject {
public:
    using QObject::QObject;

    static bool shortened(const QComboBox *combo)
    {
        QStyleOptionComboBox option;
        option.initFrom(combo);
        option.editable = combo->isEditable();
        const QRect field =
            combo->style()->subControlRect(QStyle::CC_ComboBox, &option, QStyle::SC_ComboBoxEditField, combo);
        return combo->fontMetrics().horizontalAdvance(combo->currentText()) > field.width();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *combo = qobject_cast<QComboBox *>(watched);
        if (!combo)
            return QObject::eventFilter(watched, event);
        if (event->type() == QEvent::ToolTip && shortened(combo)) {
            const auto *help = static_cast<QHelpEvent *>(event);
            QString tip = combo->currentText().toHtmlEscaped();
            if (!combo->toolTip().isEmpty())
                tip.append(QStringLiteral("<br><br>")).append(combo->toolTip());
            QToolTip::showText(help->globalPos(), tip, combo, combo->rect());
            return true;
        }
        return QObject::eventFilter(watched, event);
    }
};

// A table's columns as wide as their cells and, where the table is wider,
// the spare width shared out among them.
class ColumnFill final : public QObject {
public:
    explicit ColumnFill(QTableView *table) : QObject(table), m_table(table)
    {
        table->viewport()->installEventFilter(this);
        table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive); // fit() sizes them
        QAbstractItemModel *model = table->model();
        for (auto signal : {&QAbstractItemModel::rowsInserted, &QAbstractItemModel::rowsRemoved})
            connect(model, signal, this, &ColumnFill::later);
        connect(model, &QAbstractItemModel::dataChanged, this, &ColumnFill::later);
        connect(model, &QAbstractItemModel::headerDataChanged, this, &ColumnFill::later);
        connect(model, &QAbstractItemModel::modelReset, this, &ColumnFill::later);
        later();
    }

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Resize || event->type() == QEvent::FontChange)
            later();
        return QObject::eventFilter(watched, event);
    }

private:
    void later()
    {
        if (!m_pending) {
            m_pending = true;
            QMetaObject::invokeMethod(this, &ColumnFill::fit, Qt::QueuedConnection);
        }
    }

    void fit()
    {
        m_pending = false;
        QHeaderView *header = m_table->horizontalHeader();
        header->resizeSections(QHeaderView::ResizeToContents);
        QList<int> widths;
        int total = 0;
        for (int c = 0; c < header->count(); ++c) {
            widths << (header->isSectionHidden(c) ? 0 : header->sectionSize(c));
            total += widths.constLast();
        }
        const int shown = int(std::count_if(widths.cbegin(), widths.cend(), [](int w) { return w > 0; }));
        const int spare = m_table->viewport()->width() - total;
        if (shown == 0 || spare <= 0)
            return;
        int left = spare;
        for (int c = 0, k = 0; c < header->count(); ++c) {
            if (widths[c] == 0)
                continue;
            const int extra = ++k == shown ? left : spare / shown;
            left -= extra;
            header->resizeSection(c, widths[c] + extra);
        }
    }

    QTableView *m_table;
    bool m_pending = false;
};

// The whole title of a tab shortened to fit ("Lesson bench…"), shown on
// hover; a tab with a tooltip of its own keeps it.
class TabTitleTips final : public QObject {
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        auto *bar = qobject_cast<QTabBar *>(watched);
        if (event->type() != QEvent::ToolTip || !bar)
            return QObject::eventFilter(watched, event);
        const auto *help = static_cast<QHelpEvent *>(event);
        const int i = bar->tabAt(help->pos());
        if (i < 0 || !bar->tabToolTip(i).isEmpty() || !tabTitleShortened(bar, i))
            return QObject::eventFilter(watched, event);
        QToolTip::showText(help->globalPos(), tabTitle(bar, i), bar, bar->tabRect(i));
        return true;
    }
};

} // namespace

QString tabTitle(const QTabBar *bar, int index)
{
    QString title = bar->tabText(index);
    title.replace(QStringLiteral("&&"), QStringLiteral("\x01")).remove(QLatin1Char('&'));
    return title.replace(QChar(1), QLatin1Char('&'));
}

bool tabTitleShortened(const QTabBar *bar, int index)
{
    const QString title = tabTitle(bar, index);
    int widest = 0;
    const QStringList lines =
        bar->property(kTwoLineTitles).toBool() ? twoLineTitle(title).split(u'\n') : QStringList{title};
    for (const QString &line : lines)
        widest = std::max(widest, bar->fontMetrics().horizontalAdvance(line));
    const int needs = widest + bar->style()->pixelMetric(QStyle::PM_TabBarTabHSpace, nullptr, bar);
    return bar->tabRect(index).width() < needs;
}

QString twoLineTitle(const QString &title)
{
    int best = -1;
    for (int i = 0; i < title.size(); ++i)
        if (title.at(i) == u' ' &&
            (best < 0 || std::abs(2 * i - int(title.size())) <= std::abs(2 * best - int(title.size()))))
            best = i;
    if (best < 0)
        return title;
    QString out = title;
    out[best] = u'\n';
    return out;
}

void letShrink(QWidget *root)
{
    constexpr int kWrapFrom = 24; // characters: shorter labels stay on one line
    // A form's row names stay whole: QFormLayout gives a name one line of
    // height whatever it would need wrapped, and its WrapLongRows policy puts
    // the field under a long name instead.
    QSet<const QLabel *> rowNames;
    for (const QFormLayout *form : root->findChildren<QFormLayout *>())
        for (int row = 0; row < form->rowCount(); ++row)
            if (const QLayoutItem *item = form->itemAt(row, QFormLayout::LabelRole))
                if (const auto *l = qobject_cast<const QLabel *>(item->widget());
                    l && form->rowWrapPolicy() == QFormLayout::WrapLongRows)
                    rowNames.insert(l);
    // Every tab stays in view: where the titles do not all fit they are
    // shortened with "…" (whole on hover and to a screen reader), never hidden
    // behind scroll arrows that a class on a projector cannot see past.
    for (QTabWidget *tabs : root->findChildren<QTabWidget *>()) {
        tabs->setUsesScrollButtons(false);
        tabs->setElideMode(Qt::ElideRight);
        if (!tabs->tabBar()->property("titleTips").toBool()) {
            tabs->tabBar()->installEventFilter(new TabTitleTips(tabs->tabBar()));
            tabs->tabBar()->setProperty("titleTips", true);
        }
    }
    for (QComboBox *combo : root->findChildren<QComboBox *>()) {
        if (!combo->property("comboFit").toBool()) {
            combo->installEventFilter(new ComboFit(combo));
            combo->setProperty("comboFit", true);
        }
    }
    for (QLabel *l : root->findChildren<QLabel *>()) {
        if (l->wordWrap() || l->property("noWrap").toBool() || rowNames.contains(l) || l->text().size() < kWrapFrom ||
            !l->text().contains(u' ') || l->property("elided").toBool())
            continue;
        l->setWordWrap(true);
    }
    // Columns as wide as their cells and rows as tall, at any text size: a
    // table too wide for its place scrolls inside itself, never cuts a cell
    // ("106 GFLO…").
    for (QTableView *t : root->findChildren<QTableView *>()) {
        // A table its panel stretched across its box keeps filling it, its
        // columns never narrower than their cells (the quick check's table
        // used half its box).
        const bool fill =
            t->horizontalHeader()->count() > 0 && t->horizontalHeader()->sectionResizeMode(0) == QHeaderView::Stretch;
        t->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        t->horizontalHeader()->setStretchLastSection(false);
        t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
        if (t->property("columnFill").toBool()) {
            t->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive); // ColumnFill sizes them
        } else if (fill) {
            t->setProperty("columnFill", true);
            new ColumnFill(t);
        }
    }
    for (QComboBox *c : root->findChildren<QComboBox *>()) {
        if (c->sizeAdjustPolicy() != QComboBox::AdjustToContentsOnFirstShow)
            continue;
        c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        c->setMinimumContentsLength(10);
    }
}

} // namespace gpulab::labs::style
