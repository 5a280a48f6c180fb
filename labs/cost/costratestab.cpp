// The rates-table tab of the cost lab: edit, save (atomically), load, reset.
// A table that does not read or validate is refused and changes nothing.

#include "labs/cost/costpanel.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpulab::labs {

using namespace core::cost;

QWidget *CostPanel::buildRatesTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QVBoxLayout(tab);
    m_ratesLabel = new QLabel(tab);
    m_ratesLabel->setWordWrap(true);
    m_ratesLabel->setTextFormat(Qt::RichText);
    m_ratesLabel->setObjectName(QStringLiteral("ratesLabel"));
    layout->addWidget(m_ratesLabel);
    m_ratesEditor = new QTableWidget(0, 5, tab);
    m_ratesEditor->setObjectName(QStringLiteral("ratesEditor"));
    m_ratesEditor->setHorizontalHeaderLabels(
        {tr("id"), tr("class"), tr("VRAM (GB)"), tr("on demand ($/h)"), tr("spot ($/h)")});
    m_ratesEditor->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    layout->addWidget(m_ratesEditor, 1);
    auto *buttons = new QHBoxLayout;
    auto *add = new QPushButton(tr("Add a class"), tab);
    auto *remove = new QPushButton(tr("Remove the selected class"), tab);
    auto *save = new QPushButton(tr("Save as my table"), tab);
    save->setObjectName(QStringLiteral("saveRates"));
    auto *load = new QPushButton(tr("Load a table…"), tab);
    auto *reset = new QPushButton(tr("Reset to the built-in examples"), tab);
    reset->setObjectName(QStringLiteral("resetRates"));
    for (QPushButton *b : {add, remove, save, load, reset})
        buttons->addWidget(b);
    buttons->addStretch();
    layout->addLayout(buttons);

    connect(add, &QPushButton::clicked, this, [this] {
        const int row = m_ratesEditor->rowCount();
        m_ratesEditor->insertRow(row);
        const QStringList cells{QStringLiteral("new-%1").arg(row + 1), tr("New class"), QStringLiteral("24"),
                                QStringLiteral("1.00"), QStringLiteral("0.50")};
        for (int c = 0; c < cells.size(); ++c)
            m_ratesEditor->setItem(row, c, new QTableWidgetItem(cells[c]));
    });
    connect(remove, &QPushButton::clicked, this, [this] {
        if (m_ratesEditor->currentRow() >= 0)
            m_ratesEditor->removeRow(m_ratesEditor->currentRow());
        readRatesEditor();
    });
    connect(save, &QPushButton::clicked, this, [this] { saveTable(userRatesPath()); });
    connect(load, &QPushButton::clicked, this, [this] {
        const QString path =
            QFileDialog::getOpenFileName(this, tr("Load a rates table"), QString(), tr("Rates (*.json)"));
        if (!path.isEmpty())
            loadTable(path);
    });
    connect(reset, &QPushButton::clicked, this, &CostPanel::resetTable);
    connect(m_ratesEditor, &QTableWidget::itemChanged, this, [this] { readRatesEditor(); });
    fillRatesEditor();
    return tab;
}

void CostPanel::fillRatesEditor()
{
    const QSignalBlocker block(m_ratesEditor);
    m_ratesEditor->setRowCount(0);
    for (const auto &c : m_table.classes) {
        const int row = m_ratesEditor->rowCount();
        m_ratesEditor->insertRow(row);
        const QStringList cells{c.id, c.name, QString::number(c.vramGB), QString::number(c.onDemandPerHour, 'f', 2),
                                QString::number(c.spotPerHour, 'f', 2)};
        for (int col = 0; col < cells.size(); ++col)
            m_ratesEditor->setItem(row, col, new QTableWidgetItem(cells[col]));
    }
    // Keep the class pickers in step with the table.
    for (QComboBox *box : {m_card, m_rentClass}) {
        if (!box)
            continue;
        const QSignalBlocker b(box);
        const QString current = box->currentData().toString();
        box->clear();
        for (const auto &c : m_table.classes)
            box->addItem(c.name, c.id);
        const int keep = box->findData(current);
        box->setCurrentIndex(keep >= 0 ? keep : int(m_table.classes.size()) - 1);
    }
}

// Reads the edited table back; an invalid edit is shown and not applied.
void CostPanel::readRatesEditor()
{
    RateTable edited;
    edited.asOf = m_table.asOf;
    edited.note = m_table.note;
    for (int row = 0; row < m_ratesEditor->rowCount(); ++row) {
        const auto text = [&](int col) {
            return m_ratesEditor->item(row, col) ? m_ratesEditor->item(row, col)->text().trimmed() : QString();
        };
        bool okV = false, okO = false, okS = false;
        RateClass c;
        c.id = text(0);
        c.name = text(1);
        c.vramGB = text(2).toDouble(&okV);
        c.onDemandPerHour = text(3).toDouble(&okO);
        c.spotPerHour = text(4).toDouble(&okS);
        if (const RateClass *old = m_table.find(c.id))
            c.aliases = old->aliases;
        if (!okV || !okO || !okS) {
            m_rateStatus = tr("Row %1: VRAM and both rates must be numbers — the edit is not applied.").arg(row + 1);
            recompute();
            return;
        }
        edited.classes.append(c);
    }
    if (const QString e = validateRateTable(edited); !e.isEmpty()) {
        m_rateStatus = tr("%1 — the edit is not applied.").arg(e);
        recompute();
        return;
    }
    m_table = edited;
    m_tableSource = tr("your edited table (not saved yet)");
    m_rateStatus.clear();
    fillRatesEditor();
    recompute();
}

bool CostPanel::saveTable(const QString &path)
{
    QString error;
    if (!saveRateTable(m_table, path, &error)) {
        m_rateStatus = tr("Not saved: %1").arg(error);
        recompute();
        return false;
    }
    m_tableSource = tr("your saved table (%1)").arg(path);
    m_rateStatus = tr("Saved to %1.").arg(path);
    recompute();
    return true;
}

bool CostPanel::loadTable(const QString &path)
{
    const RateTableLoad load = loadRateTable(path);
    if (!load.table) {
        m_rateStatus =
            tr("Not loaded — %1. The table in use is unchanged and the file was left as it is.").arg(load.error);
        recompute();
        return false;
    }
    m_table = *load.table;
    m_tableSource = tr("loaded from %1").arg(path);
    m_rateStatus = tr("Loaded %1 classes from %2.").arg(m_table.classes.size()).arg(path);
    fillRatesEditor();
    recompute();
    return true;
}

void CostPanel::resetTable()
{
    m_table = builtinRates();
    m_tableSource = tr("built-in example rates, written %1 — examples for teaching, not quotes").arg(m_table.asOf);
    m_rateStatus = tr("Back to the built-in examples (your saved file, if any, is unchanged until you save).");
    fillRatesEditor();
    recompute();
}

} // namespace gpulab::labs
