#pragma once

// The VRAM planner's three tables as item models over its lab model: does it
// fit (per card), the two bookkeepings, and the capacity table. Each follows
// the lab model's signals (the plan, the cards, the units, the language) and
// words its cells as the panel shows them; a view only draws them.

#include "core/vram/vramlabmodel.h"

#include <QAbstractTableModel>

namespace gpulab::core::vram {

// The base of the three: read-only, follows the lab model.
class VramTableModel : public QAbstractTableModel {
    Q_OBJECT
public:
    [[nodiscard]] int rowCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] int columnCount(const QModelIndex &parent = {}) const override;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    [[nodiscard]] QVariant headerData(int section, Qt::Orientation orientation,
                                      int role = Qt::DisplayRole) const override;

protected:
    explicit VramTableModel(const VramLabModel *lab, QObject *parent);
    [[nodiscard]] const VramLabModel &lab() const { return *m_lab; }
    [[nodiscard]] QString size(double bytes) const { return formatSize(bytes, m_lab->inputs().units); }
    [[nodiscard]] virtual int rows() const = 0;
    [[nodiscard]] virtual QStringList headers() const = 0;
    [[nodiscard]] virtual QString cell(int row, int column) const = 0;
    // Another role of a cell (the fits table's verdict); none by default.
    [[nodiscard]] virtual QVariant extra(int row, int column, int role) const;
    // The lab model moved: new rows, or the same rows with new words. Each
    // table calls it once its own rows() can answer.
    void follow();

private:
    const VramLabModel *m_lab;
    int m_rows = 0;
};

// Card | verdict ("fits, 3.2 GB spare"). The verdict column also answers
// kFitsRole: whether the plan fits that card (a view colours it from that).
class VramFitsModel : public VramTableModel {
    Q_OBJECT
public:
    static constexpr int kFitsRole = Qt::UserRole + 1;
    explicit VramFitsModel(const VramLabModel *lab, QObject *parent = nullptr);

protected:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QStringList headers() const override;
    [[nodiscard]] QString cell(int row, int column) const override;
    [[nodiscard]] QVariant extra(int row, int column, int role) const override;
};

// Per GPU | the lesson's 2 + 4 + 8 | mixed precision ≈16: one row a component, then the total.
class VramBookkeepingModel : public VramTableModel {
    Q_OBJECT
public:
    explicit VramBookkeepingModel(const VramLabModel *lab, QObject *parent = nullptr);

protected:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QStringList headers() const override;
    [[nodiscard]] QString cell(int row, int column) const override;
};

// Card | billions of parameters it holds at 2, 6 and 14 B/param and at this plan's own.
class VramCapacityModel : public VramTableModel {
    Q_OBJECT
public:
    explicit VramCapacityModel(const VramLabModel *lab, QObject *parent = nullptr);

protected:
    [[nodiscard]] int rows() const override;
    [[nodiscard]] QStringList headers() const override;
    [[nodiscard]] QString cell(int row, int column) const override;
};

} // namespace gpulab::core::vram
