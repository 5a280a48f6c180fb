#pragma once

// The timing pitfall in the learner's own PyTorch (resources/python/timematmul.py):
// a @ b at the lab's n on the device PyTorch picks, the clock read right after
// the call (no barrier) and after torch.cuda/mps.synchronize(), warmed up,
// repeated, medians. On a CPU the call returns only when the product is done,
// so the two readings agree: there is no illusion to see, and the lab says so.

#include "core/torch/pythonjob.h"

#include <QJsonObject>
#include <QString>

namespace gpulab::core::torch {

struct TorchTiming {
    bool valid = false;
    QString torchVersion;
    QString device;      // "cuda", "mps", "cpu"
    QString barrierName; // "torch.cuda.synchronize()"; empty on the CPU
    int n = 0;
    int warmup = 0;
    int repeats = 0;
    double withoutBarrierS = 0.0; // median, clock stopped right after `a @ b`
    double withBarrierS = 0.0;    // median, clock stopped after the barrier
    [[nodiscard]] bool synchronous() const { return device == u"cpu"; }
    // How much faster the un-waited reading looks: with / without (≥ 1 on a GPU).
    [[nodiscard]] double illusionFactor() const { return withoutBarrierS > 0.0 ? withBarrierS / withoutBarrierS : 0.0; }
};

inline constexpr int kTorchTimingWarmup = 2;
inline constexpr int kTorchTimingRepeats = 5;

// The request for timematmul.py.
QJsonObject torchTimingRequest(int n, int warmup = kTorchTimingWarmup, int repeats = kTorchTimingRepeats);

// The answer of timematmul.py; valid only when every figure is there and sane.
TorchTiming torchTimingFrom(const PythonJobResult &answer);

// One line for the lab: "PyTorch 2.15.0 on cuda, n = 4,096: 0.05 ms without the barrier, 12.3 ms with
// torch.cuda.synchronize() — the un-waited reading looks 246× faster".
QString describeTorchTiming(const TorchTiming &t);

} // namespace gpulab::core::torch
