#pragma once

#include "kernels/backend.h"

#include <QString>

namespace gpulab::core {

struct MemoryCheck {
    bool ok = true;
    double neededBytes = 0.0;
    double availableBytes = 0.0;
    QString message; // why it was refused; empty when ok
};

// Pure rule: three fp32 n×n matrices (3·n²·4 bytes) must fit in what is
// available. `where` names the memory in the message ("RAM", "GPU memory").
MemoryCheck checkFits(int n, double availableBytes, const QString &where);

// Checks host RAM (MemAvailable) and, for a GPU backend, its free memory too.
// Called before anything is allocated, so a too-large n gets a message
// instead of the process being killed.
MemoryCheck checkMemoryFor(int n, const kernels::MatmulBackend &backend);

} // namespace gpulab::core
