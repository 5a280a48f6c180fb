#pragma once

// The translation context of learn mode's model, shared by its files:
// lupdate and the runtime agree on the context "Learn".

#include <QCoreApplication>

namespace gpulab::core::learn {

struct TrLearn {
    Q_DECLARE_TR_FUNCTIONS(Learn)
};

} // namespace gpulab::core::learn
