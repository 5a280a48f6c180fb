#pragma once

// The rates table as a Qt item model, for the cost lab's table view (and any
// other view). It holds a table that is valid at every moment: a value that
// would make it invalid — text where a number belongs, a rate of zero, an id
// used twice, the last class removed — is refused in setData()/removeRows(),
// the cell keeps what it had, and editRejected() says which row and column and
// why. Qt Core only: the decisions are core's, the view only shows them.

#include "core/cost/ratetable.h"

#include <QAbstractTableModel>
#include <QString>

#include <functional>

namespace gpulab::core::cost {

class RateTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    enum Column { Id, Name, VramGB, OnDemand, Spot, ColumnCount };

    explicit RateTableModel(QObject *parent = nullptr);

    [[nodiscard]] const RateTable &table() const { return m_table; }
    // Replaces the whole table (loaded, reset). The caller has validated it.
    void setTable(const RateTable &table);

    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;
    // The column titles are worded when asked: after a change of language a
    // view calls this so its header asks again (headerDataChanged).
    void retranslateHeaders();
    [[nodiscard]] Qt::ItemFlags flags(const QModelIndex &index) const override;
    // Text (in the user's locale or with a '.') or a number. Refused values
    // change nothing and emit editRejected().
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;
    // New classes get a fresh id ("new-4") and example figures, all valid.
    bool insertRows(int row, int count, const QModelIndex &parent = {}) override;
    // Refused (editRejected()) when it would leave the table without a class.
    bool removeRows(int row, int count, const QModelIndex &parent = {}) override;

    // Why the value would be refused at that cell; empty when it would be taken.
    [[nodiscard]] QString problemWith(int row, int column, const QVariant &value) const;
    // The last refusal (what editRejected() said), worded again in the
    // language in use: it keeps the table, the cell and the value it was about.
    [[nodiscard]] std::function<QString()> rejectionWording() const { return m_rejection; }

Q_SIGNALS:
    // The table changed through the model's editing (a cell, a row added or removed).
    void edited();
    void editRejected(const QString &message);

private:
    // The class at row of table with the cell set to value; nullopt with why when it cannot be.
    [[nodiscard]] static std::optional<RateClass> withValue(const RateTable &table, int row, int column,
                                                            const QVariant &value, QString *why);
    [[nodiscard]] static QString columnTitle(int column);
    [[nodiscard]] QString freshId() const;
    void reject(std::function<QString()> wording);

    RateTable m_table;
    std::function<QString()> m_rejection;
};

} // namespace gpulab::core::cost
