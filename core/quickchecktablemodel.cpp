#include "core/quickchecktablemodel.h"

#include "core/units.h"

#include <QLocale>

namespace gpulab::core {

QuickCheckTableModel::QuickCheckTableModel(QObject *parent) : QAbstractTableModel(parent) {}

void QuickCheckTableModel::setResults(const QList<BenchmarkResult> &results)
{
    beginResetModel();
    m_results = results;
    m_rows.clear();
    for (int r = 0; r < m_results.size(); ++r)
        for (int p = 0; p < m_results[r].points.size(); ++p)
            m_rows.append({r, p});
    endResetModel();
}

void QuickCheckTableModel::retranslate()
{
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, ColumnCount - 1);
    if (!m_rows.isEmpty())
        Q_EMIT dataChanged(index(0, 0), index(int(m_rows.size()) - 1, ColumnCount - 1));
}

int QuickCheckTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(m_rows.size());
}

int QuickCheckTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant QuickCheckTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &row = m_rows[index.row()];
    const BenchmarkResult &r = m_results[row.result];
    const BenchmarkPoint &p = r.points[row.point];
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (Column(column)) {
        case Side: return r.backend.simulated ? tr("GPU (simulated)") : r.backend.onGpu ? tr("GPU") : tr("CPU");
        case Median: return units::seconds(p.medianSeconds);
        case Rate: return units::gflops(p.gflops);
        case OfPeak:
            // A simulated side has no peak it was measured against.
            return r.backend.simulated ? tr("—")
                                       : QStringLiteral("%1 %").arg(QLocale().toString(p.percentOfPeak, 'f', 0));
        case Result: return verdictText(p.verdict);
        case ColumnCount: break;
        }
        return {};
    }
    if (role == Qt::ToolTipRole)
        return column == Result ? p.verdictText : r.backend.provenance();
    if (role == ValueRole) {
        switch (Column(column)) {
        case Side: return r.backend.id;
        case Median: return p.medianSeconds;
        case Rate: return p.gflops;
        case OfPeak: return r.backend.simulated ? 0.0 : p.percentOfPeak;
        case Result: return verdictText(p.verdict);
        case ColumnCount: break;
        }
    }
    return {};
}

QVariant QuickCheckTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Side: return tr("side");
    case Median: return tr("median time");
    case Rate: return tr("rate");
    case OfPeak: return tr("of peak");
    case Result: return tr("result");
    case ColumnCount: break;
    }
    return {};
}

} // namespace gpulab::core
