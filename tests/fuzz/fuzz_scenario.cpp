// libFuzzer target: a dispatch scenario file (core/dispatch/scenarioloader).
// Any bytes give a scenario or a message naming the file, never a crash.

#include "core/dispatch/scenarioloader.h"

#include <cstdint>
#include <cstdlib>

using namespace gpulab::core::dispatch;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const ParseResult r = parseScenario(bytes, QStringLiteral("fuzz.json"));
    if (!r.ok() && !r.error.startsWith(QStringLiteral("fuzz.json")))
        std::abort(); // a refusal names the file
    if (r.ok() && r.scenario.lines.isEmpty())
        std::abort(); // an accepted scenario has something to step through
    return 0;
}
