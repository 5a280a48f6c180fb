// core/tabletext: the CSV and Markdown every table leaves the program as,
// whether a panel exports it or the command line prints it.

#include "core/tabletext.h"

#include <QStandardItemModel>
#include <QTest>

using gpulab::core::TableText;

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
    QStandardItemModel model(1, 2);
    model.setHorizontalHeaderLabels({QStringLiteral("GFLOP/s"), QStringLiteral("n")});
    model.setData(model.index(0, 0), 1234.5);
    model.setData(model.index(0, 0), int(Qt::AlignRight | Qt::AlignVCenter), Qt::TextAlignmentRole);
    model.setData(model.index(0, 1), 4096);
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
    QStandardItemModel model(2, 1);
    model.setData(model.index(0, 0), QStringLiteral("a"));
    model.setData(model.index(1, 0), QStringLiteral("b"));
    const TableText t = gpulab::core::tableText(
        model, [&model](const QModelIndex &i) { return model.data(i).toString().toUpper() + QStringLiteral("!"); });
    QCOMPARE(t.rows, (QList<QStringList>{{QStringLiteral("A!")}, {QStringLiteral("B!")}}));
}

QTEST_GUILESS_MAIN(TestTableText)
#include "tst_tabletext.moc"
