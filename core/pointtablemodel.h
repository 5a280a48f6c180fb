#pragma once

// A read-only table of measured points: one row per point, group after group
// in the order they ran (the sweep's series, the quick check's sides). The
// cells are worded when asked, in the language of the moment; retranslate()
// tells the views to ask again. SweepTableModel and QuickCheckTableModel give
// it their columns and words.

#include <QAbstractTableModel>
#include <QList>

namespace gpulab::core {

class PointTableModel : public QAbstractTableModel {
public:
    // After a change of language: the header and every cell are worded again.
    void retranslate();

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;

protected:
    PointTableModel(int columns, QObject *parent);

    struct Row {
        int group = 0;
        int point = 0;
    };
    // Between beginResetModel() and endResetModel(): the rows of groups of
    // these many points each.
    void setRows(const QList<qsizetype> &pointsPerGroup);
    [[nodiscard]] const Row &row(const QModelIndex &index) const { return m_rows[index.row()]; }

private:
    int m_columns;
    QList<Row> m_rows;
};

} // namespace gpulab::core
