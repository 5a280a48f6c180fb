#include "core/board/boardtablemodel.h"

#include <limits>

namespace gpulab::core::board {

BoardTableModel::BoardTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void BoardTableModel::setRows(const QList<MachineRow> &rows)
{
    beginResetModel();
    m_rows = rows;
    m_highlighted = -1;
    endResetModel();
    Q_EMIT highlightedChanged(-1);
}

void BoardTableModel::setHighlighted(int row)
{
    if (row < 0 || row >= m_rows.size())
        row = -1;
    if (row == m_highlighted)
        return;
    const int old = m_highlighted;
    m_highlighted = row;
    for (const int r : {old, row})
        if (r >= 0)
            Q_EMIT dataChanged(index(r, 0), index(r, kColumnCount - 1), {kHighlightRole});
    Q_EMIT highlightedChanged(row);
}

void BoardTableModel::retranslateHeaders()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, kColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, kColumnCount - 1), {Qt::DisplayRole});
}

int BoardTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int BoardTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : kColumnCount;
}

QVariant BoardTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const MachineRow &row = m_rows[index.row()];
    const auto column = Column(index.column());
    switch (role) {
    case Qt::DisplayRole: return Board::formatValue(row, column);
    case Qt::ToolTipRole:
        if (column == Column::Gpu && !row.machine.gpuUsable)
            return row.machine.gpuAbsentReason;
        if (column == Column::Name && row.copies > 1)
            return tr("Identical files merged into this row: %1").arg(row.copies);
        return {};
    case Qt::TextAlignmentRole:
        if (column == Column::Name || column == Column::Cpu || column == Column::Gpu)
            return QVariant::fromValue(Qt::AlignLeft | Qt::AlignVCenter);
        return QVariant::fromValue(Qt::AlignRight | Qt::AlignVCenter);
    case kSortRole: {
        const QVariant v = row.value(column);
        if (column == Column::Name || column == Column::Cpu || column == Column::Gpu)
            return v.toString();
        return v.isValid() ? v.toDouble() : -std::numeric_limits<double>::infinity();
    }
    case kHighlightRole: return index.row() == m_highlighted;
    default: return {};
    }
}

QVariant BoardTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (role != Qt::DisplayRole)
        return {};
    if (orientation == Qt::Vertical)
        return section + 1;
    if (section < 0 || section >= kColumnCount)
        return {};
    return Board::columnName(Column(section));
}

} // namespace gpulab::core::board
