// libFuzzer target: the lab state file (core/labstate). Whatever the bytes,
// parsing returns either a state or a message, never both, never a crash; a
// state it accepts names only known labs, and survives a round trip through
// its own JSON form unchanged.

#include "core/labids.h"
#include "core/labstate.h"

#include <cstdint>
#include <cstdlib>

using namespace gpulab::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const LabStateLoad load = parseLabState(bytes);
    if (load.state.has_value() == !load.error.isEmpty())
        std::abort(); // exactly one of state and message
    if (!load.state)
        return 0;
    if (load.state->labs.isEmpty())
        std::abort(); // an accepted state holds at least one lab
    for (auto it = load.state->labs.cbegin(); it != load.state->labs.cend(); ++it)
        if (!labIds().contains(it.key()))
            std::abort(); // only labs this build has
    for (const bool compact : {false, true}) {
        const LabStateLoad again = parseLabState(labStateToJson(*load.state, compact));
        if (!again.state || again.state->labs != load.state->labs)
            std::abort(); // what we write we must read back
    }
    return 0;
}
