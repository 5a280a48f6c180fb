#pragma once

// The device lab's quick check as a table (a PointTableModel): one row per
// side and size that ran (the CPU, then the GPU, measured or simulated), in
// the order they ran. The device report's table, its screen-reader summary
// and the tests read it.

#include "core/benchmarktypes.h"
#include "core/pointtablemodel.h"

#include <QList>

namespace gpulab::core {

class QuickCheckTableModel : public PointTableModel {
    Q_OBJECT
public:
    enum Column { Side, Median, Rate, OfPeak, Result, ColumnCount };
    // The number behind a cell, where there is one: seconds (the median),
    // GFLOP/s, % of peak (0 when simulated or unknown); for Side the
    // backend's id, for Result the verdict's words.
    static constexpr int ValueRole = Qt::UserRole;

    explicit QuickCheckTableModel(QObject *parent = nullptr);

    void setResults(const QList<BenchmarkResult> &results);
    [[nodiscard]] const QList<BenchmarkResult> &results() const { return m_results; }

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    QList<BenchmarkResult> m_results;
};

} // namespace gpulab::core
