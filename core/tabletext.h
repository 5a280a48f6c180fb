#pragma once

// A table as text, and the two ways it leaves the program as text: CSV
// (RFC 4180) and a Markdown pipe table. The panels' export (labs/export.h)
// and the command line write through these, so a table a lab shows and the
// same table printed by `gpulab` are one format. Qt::Core only: a model is
// read through QAbstractItemModel, its cells as a formatter words them.

#include <QList>
#include <QLocale>
#include <QString>
#include <QStringList>

#include <functional>

class QAbstractItemModel;
class QModelIndex;

namespace gpulab::core {

// The horizontal header, then every row; a column is right-aligned when its
// first row asks for it (Qt::TextAlignmentRole), as numbers do.
struct TableText {
    QStringList header;
    QList<QStringList> rows;
    QList<bool> rightAligned;
};

// The text of one cell, as a view would show it.
using CellText = std::function<QString(const QModelIndex &)>;

// The DisplayRole text of a cell: a number in `locale`'s digits (shortest
// form that reads back the same), anything else as QVariant words it.
[[nodiscard]] QString displayText(const QAbstractItemModel &model, const QModelIndex &index,
                                  const QLocale &locale = QLocale());

// Every row and column of a flat model; cells from `cell`, or displayText().
[[nodiscard]] TableText tableText(const QAbstractItemModel &model, const CellText &cell = {});

// How a CSV record ends: CRLF as RFC 4180 has it, or LF alone (the sweep's
// files have always ended their lines so, and learners keep them).
enum class CsvLineEnd { CrLf, Lf };

// `lineEnd` after every record; a field with a comma, a quote, CR or LF in
// double quotes, quotes doubled.
[[nodiscard]] QString toCsv(const TableText &table, CsvLineEnd lineEnd = CsvLineEnd::CrLf);
// A GitHub pipe table: header, separator (---: for right-aligned columns),
// rows; "|" escaped as "\|", line breaks as <br>.
[[nodiscard]] QString toMarkdown(const TableText &table);

} // namespace gpulab::core
