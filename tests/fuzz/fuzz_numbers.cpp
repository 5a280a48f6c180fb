// libFuzzer target: the number forms people type on the command line and in
// the panels: parameter counts ("7B", "1.5e3"), matrix size lists
// ("64, 128 256"), layer sizes ("3*224*224, 4096") and lab links
// ("timing/barrier-off"). Each returns a value or a message, never a crash,
// and what it accepts lies inside its documented range.

#include "core/learn/learnlinks.h"
#include "core/throughput/sweep.h"
#include "core/throughput/workcalculator.h"
#include "core/vram/vramnames.h"

#include <cmath>
#include <cstdint>
#include <cstdlib>

using namespace gpulab::core;

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QString text = QString::fromUtf8(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));

    const vram::ParamsParse params = vram::parseParams(text);
    if (params.ok() && !(std::isfinite(params.value) && params.value > 0))
        std::abort();

    const throughput::SizeList sizes = throughput::parseSizeList(text);
    if (sizes.error.isEmpty()) {
        for (qsizetype i = 0; i < sizes.sizes.size(); ++i) {
            const int n = sizes.sizes[i];
            if (n < 1 || n > throughput::kSweepMaxN || (i > 0 && n <= sizes.sizes[i - 1]))
                std::abort(); // ascending, distinct, in range
        }
    }

    const throughput::LayerSizes layers = throughput::parseLayerSizes(text);
    if (layers.error.isEmpty())
        for (const qint64 s : layers.sizes)
            if (s < 1)
                std::abort();

    (void)learn::parseLabTarget(text);
    return 0;
}
