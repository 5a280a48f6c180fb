// `gpulab board FILES|DIR`: the class board on the command line — the same
// table and class figures the Class board lab shows, from learners' results
// files (core/board/board.h). `gpulab bench --save` writes those files.

#include "app/cli.h"

#include "core/board/board.h"
#include "core/deviceprobe.h"
#include "core/sessionresults.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>
#include <QTextStream>

#include <cstdio>

namespace gpulab::app {
namespace {

struct TrCliBoard {
    Q_DECLARE_TR_FUNCTIONS(CliBoard)
};

void printBoardText(const core::board::Board &board)
{
    using core::board::Board;
    using core::board::Column;
    QList<QStringList> cells;
    QStringList header;
    for (int c = 0; c < core::board::kColumnCount; ++c)
        header << Board::columnName(Column(c));
    cells << header;
    for (const auto &row : board.rows()) {
        QStringList line;
        for (int c = 0; c < core::board::kColumnCount; ++c)
            line << Board::formatValue(row, Column(c));
        cells << line;
    }
    QList<int> widths(core::board::kColumnCount, 0);
    for (const QStringList &line : cells)
        for (int c = 0; c < line.size(); ++c)
            widths[c] = std::max(widths[c], displayWidth(line[c]));
    for (const QStringList &line : cells) {
        QStringList out;
        for (int c = 0; c < line.size(); ++c) {
            const auto column = Column(c);
            const bool text = column == Column::Name || column == Column::Cpu || column == Column::Gpu;
            out << padded(line[c], text ? -widths[c] : widths[c]);
        }
        printLine(out.join(QStringLiteral("  ")).trimmed());
    }
    printLine(QString());
    for (const QString &line : core::board::classFiguresText(board.figures()))
        printLine(line);
}

} // namespace

QString saveSessionResults(const QString &path, const QString &nickname)
{
    const core::SessionResults &session = core::SessionResults::instance();
    if (session.isEmpty())
        return TrCliBoard::tr("--save: nothing was measured, so no results file was written");
    return core::board::writeResultsFile(path, session.snapshot(core::deviceReport(), nickname));
}

int runBoard(const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption json(QStringLiteral("json"), TrCliBoard::tr("Print one JSON object."));
    const QCommandLineOption csv(QStringLiteral("csv"),
                                 TrCliBoard::tr("Print the table as CSV, one line per machine."));
    parser.addOptions({json, csv});
    parser.addPositionalArgument(QStringLiteral("files"),
                                 TrCliBoard::tr("Results files (gpulab bench --save, File › Save my results…) or "
                                                "folders of them."),
                                 QStringLiteral("FILES|DIR…"));
    if (auto done = parseSubcommand(
            parser, args,
            TrCliBoard::tr("The class board: learners' results files side by side, one row per machine, with the "
                           "class's median and range of each column. Files that are not results files are listed "
                           "on stderr with the reason; no file is changed."),
            true))
        return *done;
    if (parser.isSet(json) && parser.isSet(csv))
        return usageError(TrCliBoard::tr("give either --json or --csv, not both"));
    const QStringList paths = parser.positionalArguments();
    if (paths.isEmpty())
        return usageError(TrCliBoard::tr("board needs at least one results file or folder"));

    const core::board::Board board = core::board::loadBoard(paths);
    for (const core::board::Refusal &r : board.refused())
        printError(TrCliBoard::tr("%1: %2").arg(r.file, r.reason));
    if (parser.isSet(json))
        printLine(QString::fromUtf8(QJsonDocument(board.toJson()).toJson(QJsonDocument::Indented)).trimmed());
    else if (parser.isSet(csv))
        QTextStream(stdout) << board.toCsv();
    else if (board.filesRead() > 0)
        printBoardText(board);
    if (board.filesRead() == 0) {
        printError(TrCliBoard::tr("no results file could be read"));
        return kExitUsage;
    }
    return kExitOk;
}

} // namespace gpulab::app
