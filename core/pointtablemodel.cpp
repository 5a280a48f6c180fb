#include "core/pointtablemodel.h"

namespace gpulab::core {

PointTableModel::PointTableModel(int columns, QObject *parent) : QAbstractTableModel(parent), m_columns(columns) {}

void PointTableModel::setRows(const QList<qsizetype> &pointsPerGroup)
{
    m_rows.clear();
    for (int g = 0; g < pointsPerGroup.size(); ++g)
        for (int p = 0; p < pointsPerGroup[g]; ++p)
            m_rows.append({g, p});
}

void PointTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, m_columns - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, m_columns - 1));
}

int PointTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int PointTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_columns;
}

} // namespace gpulab::core
