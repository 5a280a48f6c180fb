#include "core/learn/exercisemath.h"

#include "core/learn/learnconstants.h"
#include "core/learn/learntr.h"
#include "core/units.h"
#include "core/vram/vramconstants.h"

#include <QCoreApplication>

#include <algorithm>

namespace gpulab::core::learn {
MemorySource memorySource(const DeviceReport &report)
{
    MemorySource m;
    if (report.cuda.usable() && report.cuda.totalBytes > 0) {
        m.bytes = double(report.cuda.totalBytes);
        m.gpu = true;
        m.description = TrLearn::tr("%1, %2 of GPU memory").arg(report.cuda.name, units::gbAndGib(m.bytes));
        return m;
    }
    m.bytes = double(report.cpu.totalRamBytes);
    m.description =
        TrLearn::tr("no usable GPU (%1), so this machine's RAM: %2").arg(report.cuda.reason, units::gbAndGib(m.bytes));
    return m;
}

ParameterBudget parameterBudget(double capacityBytes, double headroomBytes)
{
    ParameterBudget b;
    b.capacityBytes = std::max(capacityBytes, 0.0);
    b.headroomBytes = std::max(headroomBytes, 0.0);
    b.usableBytes = std::max(b.capacityBytes - b.headroomBytes, 0.0);
    b.inferenceParams = b.capacityBytes / vram::kInferenceFp16BytesPerParam;
    b.sgdParams = b.capacityBytes / vram::kSgdTrainBytesPerParam;
    b.adamParams = b.capacityBytes / vram::kAdamTrainBytesPerParam;
    b.inferenceUsableParams = b.usableBytes / vram::kInferenceFp16BytesPerParam;
    b.sgdUsableParams = b.usableBytes / vram::kSgdTrainBytesPerParam;
    b.adamUsableParams = b.usableBytes / vram::kAdamTrainBytesPerParam;
    return b;
}

QString paramCount(double params)
{
    // One decimal, as in the lesson's capacity table ("2.7 B", "0.6 B").
    const double billions = params / 1e9;
    if (billions >= 0.1)
        return TrLearn::tr("%L1 B").arg(billions, 0, 'f', 1);
    return TrLearn::tr("%L1 M").arg(params / 1e6, 0, 'f', 0);
}

} // namespace gpulab::core::learn
