#include "core/vram/vramtablemodels.h"

#include "core/vram/vramnames.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpulab::core::vram {
namespace {

struct TrVramTables {
    Q_DECLARE_TR_FUNCTIONS(VramTables)
};

QString billionsCell(double params)
{
    return TrVramTables::tr("%1 bn").arg(QLocale().toString(params / 1e9, 'f', 1));
}

} // namespace

VramTableModel::VramTableModel(const VramLabModel *lab, QObject *parent) : QAbstractTableModel(parent), m_lab(lab)
{
    for (auto signal : {&VramLabModel::planChanged, &VramLabModel::cardsChanged, &VramLabModel::unitsChanged,
                        &VramLabModel::reworded})
        connect(lab, signal, this, &VramTableModel::follow);
}

void VramTableModel::follow()
{
    const int now = rows();
    if (now != m_rows) {
        beginResetModel();
        m_rows = now;
        endResetModel();
    } else if (m_rows > 0) {
        Q_EMIT dataChanged(index(0, 0), index(m_rows - 1, columnCount() - 1));
    }
    Q_EMIT headerDataChanged(Qt::Horizontal, 0, columnCount() - 1);
}

int VramTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int VramTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : int(headers().size());
}

QVariant VramTableModel::data(const QModelIndex &index, int role) const
{
    if (!checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    switch (role) {
    case Qt::DisplayRole: return cell(index.row(), index.column());
    case Qt::TextAlignmentRole:
        // Figures right-aligned, the first column's names left.
        return index.column() > 0 ? QVariant(Qt::AlignRight | Qt::AlignVCenter) : QVariant();
    default: return extra(index.row(), index.column(), role);
    }
}

QVariant VramTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    const QStringList h = headers();
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole || section < 0 || section >= h.size())
        return {};
    return h[section];
}

QVariant VramTableModel::extra(int, int, int) const
{
    return {};
}

// ---- Does it fit ----------------------------------------------------------------

VramFitsModel::VramFitsModel(const VramLabModel *lab, QObject *parent) : VramTableModel(lab, parent)
{
    follow();
}

int VramFitsModel::rows() const
{
    return int(lab().figures().fits.size());
}

QStringList VramFitsModel::headers() const
{
    return {TrVramTables::tr("card"), TrVramTables::tr("verdict")};
}

QString VramFitsModel::cell(int row, int column) const
{
    const FitRow &f = lab().figures().fits.at(row);
    if (column == 0)
        return f.card.label;
    return f.fits ? TrVramTables::tr("fits, %1 spare").arg(size(f.marginBytes))
                  : TrVramTables::tr("does not fit, %1 short").arg(size(-f.marginBytes));
}

QVariant VramFitsModel::extra(int row, int column, int role) const
{
    if (role == kFitsRole && column == 1)
        return lab().figures().fits.at(row).fits;
    return {};
}

// ---- Two bookkeepings --------------------------------------------------------------

VramBookkeepingModel::VramBookkeepingModel(const VramLabModel *lab, QObject *parent) : VramTableModel(lab, parent)
{
    follow();
}

int VramBookkeepingModel::rows() const
{
    return int(std::size(kComponents)) + 1; // and the total
}

QStringList VramBookkeepingModel::headers() const
{
    return {TrVramTables::tr("per GPU"), TrVramTables::tr("lesson 2+4+8"), TrVramTables::tr("mixed ≈16")};
}

QString VramBookkeepingModel::cell(int row, int column) const
{
    const PlanResult &r = lab().figures().result;
    if (row == int(std::size(kComponents))) {
        if (column == 0)
            return TrVramTables::tr("total");
        return size(column == 1 ? r.lesson.total() : r.mixed.total());
    }
    const Component c = kComponents[row];
    if (column == 0)
        return label(c);
    return size(componentBytes(column == 1 ? r.lesson : r.mixed, c));
}

// ---- Capacity ------------------------------------------------------------------------

VramCapacityModel::VramCapacityModel(const VramLabModel *lab, QObject *parent) : VramTableModel(lab, parent)
{
    follow();
}

int VramCapacityModel::rows() const
{
    return int(lab().figures().capacity.size());
}

QStringList VramCapacityModel::headers() const
{
    // Headers in bytes per parameter, cells in billions of parameters ("bn").
    return {TrVramTables::tr("card"), TrVramTables::tr("serve 2 B"), TrVramTables::tr("SGD 6 B"),
            TrVramTables::tr("Adam 14 B"), TrVramTables::tr("this plan")};
}

QString VramCapacityModel::cell(int row, int column) const
{
    const CapacityRow &c = lab().figures().capacity.at(row);
    switch (column) {
    case 0: return c.card.label;
    case 1: return billionsCell(c.inference);
    case 2: return billionsCell(c.sgd);
    case 3: return billionsCell(c.adam);
    default: return c.thisPlan > 0 ? billionsCell(c.thisPlan) : TrVramTables::tr("—");
    }
}

} // namespace gpulab::core::vram
