// libFuzzer target: the class board's results file (core/board/resultsfile)
// and the board that takes it. Whatever the bytes, reading returns either a
// file or one sentence, never both, never a crash; a file it accepts is
// written back and read again to the same machine and measurements, and the
// board works out its row and class figures from it.

#include "core/board/board.h"
#include "core/board/resultsfile.h"

#include <cstdint>
#include <cstdlib>

using namespace gpulab::core::board;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const ResultsParse parsed = resultsFromJson(bytes);
    if (parsed.file.has_value() == !parsed.error.isEmpty())
        std::abort(); // exactly one of file and sentence
    if (!parsed.file) {
        if (parsed.error.contains(QLatin1Char('\n')))
            std::abort(); // one sentence, one line
        return 0;
    }
    const ResultsParse again = resultsFromJson(parsed.file->toBytes());
    if (!again.file || again.file->identity() != parsed.file->identity())
        std::abort(); // what we write we must read back
    Board board;
    if (!board.add(QStringLiteral("fuzz.json"), bytes) || board.rows().size() != 1)
        std::abort();
    const ClassFigures figures = board.figures();
    if (figures.machines != 1)
        std::abort();
    (void)board.toJson();
    (void)board.toCsv();
    return 0;
}
