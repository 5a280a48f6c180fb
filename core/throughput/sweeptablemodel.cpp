#include "core/throughput/sweeptablemodel.h"

#include "core/units.h"

#include <QLocale>

namespace gpulab::core::throughput {

SweepTableModel::SweepTableModel(QObject *parent) : PointTableModel(ColumnCount, parent) {}

void SweepTableModel::setSweep(const SweepData &data)
{
    beginResetModel();
    m_data = data;
    QList<qsizetype> points;
    for (const SweepSeries &s : m_data.series)
        points << s.points.size();
    setRows(points);
    endResetModel();
}

QVariant SweepTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const Row &at = row(index);
    const SweepSeries &s = m_data.series[at.group];
    const BenchmarkPoint &p = s.points[at.point];
    const int column = index.column();
    if (role == Qt::DisplayRole) {
        switch (Column(column)) {
        case Backend:
            return s.backend.simulated ? tr("%1 %2 (simulated)").arg(s.backend.id, precisionName(s.precision))
                                       : tr("%1 %2").arg(s.backend.id, precisionName(s.precision));
        case Size: return QString::number(p.n);
        case Median: return units::seconds(p.medianSeconds);
        case Spread: return tr("%1 – %2").arg(units::seconds(p.minSeconds), units::seconds(p.maxSeconds));
        case Rate: return units::gflops(p.gflops);
        case OfPeak:
            return p.percentOfPeak > 0 ? QStringLiteral("%1 %").arg(QLocale().toString(p.percentOfPeak, 'f', 0))
                                       : tr("—");
        case Result: return verdictText(p.verdict);
        case ColumnCount: break;
        }
        return {};
    }
    if (role == Qt::ToolTipRole) {
        QString tip = column == Result ? p.verdictText : s.backend.provenance();
        if (!p.busyNote.isEmpty())
            tip += QLatin1Char('\n') + p.busyNote;
        return tip;
    }
    if (role == ValueRole) {
        switch (Column(column)) {
        case Backend: return s.backend.id;
        case Size: return p.n;
        case Median: return p.medianSeconds;
        case Spread: return p.minSeconds;
        case Rate: return p.gflops;
        case OfPeak: return p.percentOfPeak;
        case Result: return verdictText(p.verdict);
        case ColumnCount: break;
        }
    }
    return {};
}

QVariant SweepTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= ColumnCount)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (Column(section)) {
    case Backend: return tr("backend");
    case Size: return tr("n");
    case Median: return tr("median");
    case Spread: return tr("fastest – slowest");
    case Rate: return tr("rate");
    case OfPeak: return tr("of peak");
    case Result: return tr("result");
    case ColumnCount: break;
    }
    return {};
}

} // namespace gpulab::core::throughput
