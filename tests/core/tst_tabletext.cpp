// core/tabletext: the CSV and Markdown every table leaves the program as,
// whether a panel exports it or the command line prints it.

#include "core/tabletext.h"

#include <QAbstractTableModel>
#include <QTest>

using gpulab::core::TableText;

namespace {
// A model of fixed cells (Qt::Core only: the GUI-free build runs this test).
class Cells : public QAbstractTableModel {
public:
    Cells(QStringList header, QList<QVariantList> rows, QList<bool> right = {})
        : m_header(std::move(header)), m_rows(std::move(rows)), m_right(std::move(right))
    {
    }
    int rowCount(const QModelIndex &parent = {}) const override { return parent.isValid() ? 0 : int(m_rows.size()); }
    int columnCount(const QModelIndex &parent = {}) const override
    {
        return parent.isValid() ? 0 : int(m_header.size());
    }
    QVariant data(const QModelIndex &index, int role) const override
    {
        if (role == Qt::TextAlignmentRole)
            return m_right.value(index.column()) ? QVariant(int(Qt::AlignRight | Qt::AlignVCenter)) : QVariant();
        return role == Qt::DisplayRole ? m_rows.at(index.row()).value(index.column()) : QVariant();
    }
    QVariant headerData(int section, Qt::Orientation o, int role) const override
    {
        return o == Qt::Horizontal && role == Qt::DisplayRole ? QVariant(m_header.value(section)) : QVariant();
    }

private:
    QStringList m_header;
    QList<QVariantList> m_rows;
    QList<bool> m_right;
};
} // namespace

class TestTableText : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void csvQuotesOnlyWhatNeedsIt();
    void markdownEscapesAndAligns();
    void modelCellsInTheLocalesDigits();
    void aFormatterWordsTheCells();
};

void TestTableText::csvQuotesOnlyWhatNeedsIt()
{
    const TableText t{
        {QStringLiteral("Card"), QStringLiteral("Memory, GB")},
        {{QStringLiteral("H100"), QStringLiteral("80")}, {QStringLiteral("say \"hi\""), QStringLiteral("two\nlines")}},
        {false, true}};
    QCOMPARE(gpulab::core::toCsv(t), QStringLiteral("Card,\"Memory, GB\"\r\n"
                                                    "H100,80\r\n"
                                                    "\"say \"\"hi\"\"\",\"two\nlines\"\r\n"));
    // The sweep's files end their lines in LF alone; the fields are quoted alike.
    QCOMPARE(gpulab::core::toCsv(t, gpulab::core::CsvLineEnd::Lf),
             QStringLiteral("Card,\"Memory, GB\"\n"
                            "H100,80\n"
                            "\"say \"\"hi\"\"\",\"two\nlines\"\n"));
}

void TestTableText::markdownEscapesAndAligns()
{
    const TableText t{{QStringLiteral("a|b"), QStringLiteral("n")},
                      {{QStringLiteral("x\r\ny"), QStringLiteral("1")}, {QStringLiteral("short")}},
                      {false, true}};
    QCOMPARE(gpulab::core::toMarkdown(t), QStringLiteral("| a\\|b | n |\n"
                                                         "| --- | ---: |\n"
                                                         "| x<br>y | 1 |\n"
                                                         "| short |  |\n"));
}

void TestTableText::modelCellsInTheLocalesDigits()
{
    const Cells model({QStringLiteral("GFLOP/s"), QStringLiteral("n")}, {{1234.5, 4096}}, {true, false});
    QCOMPARE(gpulab::core::displayText(model, model.index(0, 0), QLocale(QLocale::German)), QStringLiteral("1.234,5"));
    QCOMPARE(gpulab::core::displayText(model, model.index(0, 0), QLocale::c()), QStringLiteral("1234.5"));
    QCOMPARE(gpulab::core::displayText(model, model.index(0, 1), QLocale(QLocale::German)), QStringLiteral("4.096"));
    const TableText t = gpulab::core::tableText(model);
    QCOMPARE(t.header, (QStringList{QStringLiteral("GFLOP/s"), QStringLiteral("n")}));
    QCOMPARE(t.rows.size(), 1);
    QCOMPARE(t.rightAligned, (QList<bool>{true, false}));
}

void TestTableText::aFormatterWordsTheCells()
{
    const Cells model({QStringLiteral("x")}, {{QStringLiteral("a")}, {QStringLiteral("b")}});
    const TableText t = gpulab::core::tableText(model, [&model](const QModelIndex &i) {
        return model.data(i, Qt::DisplayRole).toString().toUpper() + QStringLiteral("!");
    });
    QCOMPARE(t.rows, (QList<QStringList>{{QStringLiteral("A!")}, {QStringLiteral("B!")}}));
}

QTEST_GUILESS_MAIN(TestTableText)
#include "tst_tabletext.moc"
