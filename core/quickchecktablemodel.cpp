#include "core/quickchecktablemodel.h"

#include "core/units.h"

#include <QLocale>

namespace gpulab::core {

QuickCheckTableModel::QuickCheckTableModel(QObject *parent) : PointTableModel(ColumnCount, parent) {}

void QuickCheckTableModel::setResults(const QList<BenchmarkResult> &results)
{
    beginResetModel();
    m_results = results;
    QList<qsizetype> points;
    for (const BenchmarkResult &r : m_results)
        points << r.points.size();
    setRows(points);
    endResetModel();
}

QVariant QuickCheckTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &at = row(index);
    const BenchmarkResult &r = m_results[at.group];
    const BenchmarkPoint &p = r.points[at.point];
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
