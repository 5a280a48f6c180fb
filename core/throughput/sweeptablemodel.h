#pragma once

// The measured sweep's points as a table (a PointTableModel): one row per
// point, backend after backend in the order they ran, each series' sizes
// ascending. The table view, the export menus and the tests read it.

#include "core/pointtablemodel.h"
#include "core/throughput/sweep.h"

namespace gpulab::core::throughput {

class SweepTableModel : public PointTableModel {
    Q_OBJECT
public:
    enum Column { Backend, Size, Median, Spread, Rate, OfPeak, Result, ColumnCount };
    // The number behind a cell, where there is one: n, seconds (the median;
    // the fastest repeat for Spread), GFLOP/s, % of peak (0 when unknown);
    // for Backend the backend's id, for Result the verdict's text.
    static constexpr int ValueRole = Qt::UserRole;

    explicit SweepTableModel(QObject *parent = nullptr);

    void setSweep(const SweepData &data);
    [[nodiscard]] const SweepData &sweep() const { return m_data; }

    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    SweepData m_data;
};

} // namespace gpulab::core::throughput
