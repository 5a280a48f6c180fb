#pragma once

// The class board's machines as a read-only table model: one row per
// machine, the columns of board::Column. DisplayRole is the text the table
// shows; kSortRole the raw value a QSortFilterProxyModel sorts by (unknown
// values sort as the lowest); a highlighted row says so in FontRole's
// place, through kHighlightRole, for the view to paint.

#include "core/board/board.h"

#include <QAbstractTableModel>

namespace gpulab::core::board {

class BoardTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    static constexpr int kSortRole = Qt::UserRole + 1;
    static constexpr int kHighlightRole = Qt::UserRole + 2;

    explicit BoardTableModel(QObject *parent = nullptr);

    void setRows(const QList<MachineRow> &rows);
    [[nodiscard]] const QList<MachineRow> &rows() const { return m_rows; }
    // -1 for none; a row out of range is taken as none.
    void setHighlighted(int row);
    [[nodiscard]] int highlighted() const { return m_highlighted; }
    void retranslateHeaders();

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

Q_SIGNALS:
    void highlightedChanged(int row);

private:
    QList<MachineRow> m_rows;
    int m_highlighted = -1;
};

} // namespace gpulab::core::board
