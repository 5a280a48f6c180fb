#pragma once

// The measured sweep's points as a table: one row per point, backend after
// backend in the order they ran, each series' sizes ascending. Every cell is
// worded when asked (in the language of the moment); retranslate() tells the
// views to ask again. The table view, the export menus and the tests read it.

#include "core/throughput/sweep.h"

#include <QAbstractTableModel>
#include <QList>

namespace gpulab::core::throughput {

class SweepTableModel : public QAbstractTableModel {
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
    // After a change of language: the header and every cell are worded again.
    void retranslate();

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

private:
    struct Row {
        int series = 0;
        int point = 0;
    };
    SweepData m_data;
    QList<Row> m_rows;
};

} // namespace gpulab::core::throughput
