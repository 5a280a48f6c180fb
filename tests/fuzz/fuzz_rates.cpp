// libFuzzer target: the rates file (core/cost/ratetable). Whatever the bytes,
// parsing returns either a table or a message, never both, never a crash; a
// table it accepts passes the same validation the app applies to edits, and
// survives a round trip through its own JSON form.

#include "core/cost/ratetable.h"

#include <QJsonDocument>

#include <cstdint>
#include <cstdlib>

using namespace gpulab::core::cost;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const RateTableLoad load = parseRateTable(bytes, QStringLiteral("fuzz.json"));
    if (load.table.has_value() == !load.error.isEmpty())
        std::abort(); // exactly one of table and message
    if (!load.table)
        return 0;
    if (!validateRateTable(*load.table).isEmpty())
        std::abort(); // accepted on load, refused as an edit
    const QByteArray again = QJsonDocument(toJson(*load.table)).toJson();
    const RateTableLoad reload = parseRateTable(again, QStringLiteral("again.json"));
    if (!reload.table || reload.table->classes.size() != load.table->classes.size())
        std::abort(); // what we write we must read back
    return 0;
}
