#include "core/tabletext.h"

#include <QAbstractItemModel>

#include <algorithm>

namespace gpulab::core {

namespace {

QString csvField(const QString &text)
{
    static const QString special = QStringLiteral(",\"\r\n");
    if (std::none_of(text.cbegin(), text.cend(), [](QChar c) { return special.contains(c); }))
        return text;
    QString quoted = text;
    quoted.replace(QLatin1Char('"'), QLatin1String("\"\""));
    return QLatin1Char('"') + quoted + QLatin1Char('"');
}

QString markdownCell(const QString &text)
{
    QString t = text;
    t.replace(QLatin1String("\r\n"), QLatin1String("\n"));
    t.replace(QLatin1Char('\r'), QLatin1Char('\n'));
    t.replace(QLatin1Char('|'), QLatin1String("\\|"));
    t.replace(QLatin1Char('\n'), QLatin1String("<br>"));
    return t.trimmed();
}

QString markdownRow(const QStringList &cells)
{
    QStringList out;
    out.reserve(cells.size());
    for (const QString &c : cells)
        out << markdownCell(c);
    return QStringLiteral("| ") + out.join(QLatin1String(" | ")) + QStringLiteral(" |\n");
}

bool alignedRight(const QAbstractItemModel &model, int column)
{
    if (model.rowCount() == 0)
        return false;
    const QVariant a = model.data(model.index(0, column), Qt::TextAlignmentRole);
    return a.isValid() && (Qt::Alignment(a.toInt()) & Qt::AlignRight);
}

} // namespace

QString displayText(const QAbstractItemModel &model, const QModelIndex &index, const QLocale &locale)
{
    const QVariant value = model.data(index, Qt::DisplayRole);
    switch (value.typeId()) {
    case QMetaType::UnknownType: return {};
    case QMetaType::Double: return locale.toString(value.toDouble(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::Float: return locale.toString(value.toFloat(), 'g', QLocale::FloatingPointShortest);
    case QMetaType::Int:
    case QMetaType::LongLong: return locale.toString(value.toLongLong());
    case QMetaType::UInt:
    case QMetaType::ULongLong: return locale.toString(value.toULongLong());
    default: break;
    }
    return value.toString();
}

TableText tableText(const QAbstractItemModel &model, const CellText &cell)
{
    TableText out;
    const QLocale locale;
    for (int c = 0; c < model.columnCount(); ++c) {
        out.header << model.headerData(c, Qt::Horizontal, Qt::DisplayRole).toString();
        out.rightAligned << alignedRight(model, c);
    }
    for (int r = 0; r < model.rowCount(); ++r) {
        QStringList row;
        for (int c = 0; c < model.columnCount(); ++c) {
            const QModelIndex index = model.index(r, c);
            row << (cell ? cell(index) : displayText(model, index, locale));
        }
        out.rows << row;
    }
    return out;
}

QString toCsv(const TableText &table, CsvLineEnd lineEnd)
{
    QString out;
    const QLatin1String end = lineEnd == CsvLineEnd::Lf ? QLatin1String("\n") : QLatin1String("\r\n");
    const auto record = [&out, end](const QStringList &cells) {
        QStringList fields;
        fields.reserve(cells.size());
        for (const QString &c : cells)
            fields << csvField(c);
        out += fields.join(QLatin1Char(',')) + end;
    };
    record(table.header);
    for (const QStringList &row : table.rows)
        record(row);
    return out;
}

QString toMarkdown(const TableText &table)
{
    QString out = markdownRow(table.header);
    QStringList separator;
    for (int c = 0; c < table.header.size(); ++c)
        separator << (table.rightAligned.value(c) ? QStringLiteral("---:") : QStringLiteral("---"));
    out += QStringLiteral("| ") + separator.join(QLatin1String(" | ")) + QStringLiteral(" |\n");
    for (const QStringList &row : table.rows) {
        QStringList cells = row;
        while (cells.size() < table.header.size())
            cells << QString();
        out += markdownRow(cells);
    }
    return out;
}

} // namespace gpulab::core
