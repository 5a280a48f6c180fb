#include "core/cost/ratetablemodel.h"

#include <QLocale>

#include <cmath>

namespace gpulab::core::cost {
namespace {

// A figure as the user's locale writes it, with as many decimals as it has
// (at least `minDecimals`, at most 4): "0.30", "0.355", "16".
QString figure(double v, int minDecimals)
{
    int decimals = minDecimals;
    while (decimals < 4 && std::fabs(v * std::pow(10.0, decimals) - std::round(v * std::pow(10.0, decimals))) > 1e-9)
        ++decimals;
    return QLocale().toString(v, 'f', decimals);
}

// Text typed into a cell: the user's locale first ("0,35" in German), then
// the C locale ("0.35" anywhere).
std::optional<double> parseNumber(const QVariant &value)
{
    if (value.typeId() == QMetaType::Double || value.typeId() == QMetaType::Int ||
        value.typeId() == QMetaType::LongLong || value.typeId() == QMetaType::Float)
        return value.toDouble();
    const QString text = value.toString().trimmed();
    bool ok = false;
    double v = QLocale().toDouble(text, &ok);
    if (!ok)
        v = QLocale::c().toDouble(text, &ok);
    if (!ok || !std::isfinite(v))
        return std::nullopt;
    return v;
}

} // namespace

RateTableModel::RateTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void RateTableModel::setTable(const RateTable &table)
{
    beginResetModel();
    m_table = table;
    endResetModel();
}

int RateTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_table.classes.size());
}

int RateTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant RateTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const RateClass &c = m_table.classes[index.row()];
    if (role == Qt::TextAlignmentRole)
        return index.column() >= VramGB ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    if (role != Qt::DisplayRole && role != Qt::EditRole)
        return {};
    switch (index.column()) {
    case Id: return c.id;
    case Name: return c.name;
    case VramGB: return figure(c.vramGB, 0);
    case OnDemand: return figure(c.onDemandPerHour, 2);
    case Spot: return figure(c.spotPerHour, 2);
    default: return {};
    }
}

QVariant RateTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return QLocale().toString(section + 1);
    const QString title = columnTitle(section);
    return title.isEmpty() ? QVariant() : QVariant(title);
}

QString RateTableModel::columnTitle(int column)
{
    switch (column) {
    case Id: return tr("id");
    case Name: return tr("class");
    case VramGB: return tr("VRAM (GB)");
    case OnDemand: return tr("on demand ($/h)");
    case Spot: return tr("spot ($/h)");
    default: return {};
    }
}

void RateTableModel::retranslateHeaders()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
}

Qt::ItemFlags RateTableModel::flags(const QModelIndex &index) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    return Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemIsEditable | Qt::ItemNeverHasChildren;
}

std::optional<RateClass> RateTableModel::withValue(const RateTable &table, int row, int column, const QVariant &value,
                                                   QString *why)
{
    RateClass c = table.classes[row];
    const QString header = columnTitle(column);
    const QString where = tr("Row %1, %2").arg(QLocale().toString(row + 1), header);
    why->clear();
    if (column == Id || column == Name) {
        (column == Id ? c.id : c.name) = value.toString().trimmed();
    } else {
        const std::optional<double> v = parseNumber(value);
        if (!v) {
            *why = tr("%1: \"%2\" is not a number.").arg(where, value.toString().left(40));
            return std::nullopt;
        }
        (column == VramGB ? c.vramGB : column == OnDemand ? c.onDemandPerHour : c.spotPerHour) = *v;
    }
    // The table's own rule (the one files are read with), on the table as it would be.
    RateTable candidate = table;
    candidate.classes[row] = c;
    if (const QString e = validateRateTable(candidate); !e.isEmpty()) {
        *why = tr("%1: %2.").arg(where, e);
        return std::nullopt;
    }
    return c;
}

QString RateTableModel::problemWith(int row, int column, const QVariant &value) const
{
    if (row < 0 || row >= rowCount() || column < 0 || column >= ColumnCount)
        return tr("There is no cell at row %1, column %2.").arg(row + 1).arg(column + 1);
    QString why;
    if (withValue(m_table, row, column, value, &why))
        return {};
    return why;
}

bool RateTableModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (role != Qt::EditRole || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return false;
    QString why;
    const std::optional<RateClass> c = withValue(m_table, index.row(), index.column(), value, &why);
    if (!c) {
        reject([table = m_table, row = index.row(), column = index.column(), value] {
            QString again;
            (void)withValue(table, row, column, value, &again);
            return tr("%1 The cell keeps its value; nothing else changed.").arg(again);
        });
        return false;
    }
    const RateClass &old = m_table.classes[index.row()];
    if (c->id == old.id && c->name == old.name && c->vramGB == old.vramGB &&
        c->onDemandPerHour == old.onDemandPerHour && c->spotPerHour == old.spotPerHour)
        return true; // the same value again (an editor closed unchanged): the table is not "edited"
    m_table.classes[index.row()] = *c;
    Q_EMIT dataChanged(index, index, {Qt::DisplayRole, Qt::EditRole});
    Q_EMIT edited();
    return true;
}

void RateTableModel::reject(std::function<QString()> wording)
{
    m_rejection = std::move(wording);
    Q_EMIT editRejected(m_rejection());
}

QString RateTableModel::freshId() const
{
    for (int n = int(m_table.classes.size()) + 1;; ++n) {
        QString id = QStringLiteral("new-%1").arg(n);
        if (!m_table.find(id))
            return id;
    }
}

bool RateTableModel::insertRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || row > rowCount() || count < 1)
        return false;
    beginInsertRows(parent, row, row + count - 1);
    for (int i = 0; i < count; ++i) {
        RateClass c;
        c.id = freshId();
        c.name = tr("New class");
        c.vramGB = 24;
        c.onDemandPerHour = 1.00;
        c.spotPerHour = 0.50;
        m_table.classes.insert(row + i, c);
    }
    endInsertRows();
    Q_EMIT edited();
    return true;
}

bool RateTableModel::removeRows(int row, int count, const QModelIndex &parent)
{
    if (parent.isValid() || row < 0 || count < 1 || row + count > rowCount())
        return false;
    if (count >= rowCount()) {
        reject([] { return tr("The table needs at least one card class; the last one stays."); });
        return false;
    }
    beginRemoveRows(parent, row, row + count - 1);
    m_table.classes.remove(row, count);
    endRemoveRows();
    Q_EMIT edited();
    return true;
}

} // namespace gpulab::core::cost
