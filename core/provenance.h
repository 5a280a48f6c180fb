#pragma once

// Where a figure comes from, as data: views pick colours and badges from the
// kind, never by searching the (translated) text that explains it.

namespace gpulab::core {

enum class ProvenanceKind {
    Measured,   // timed or read on this machine
    Simulated,  // a teaching model stands in (for a missing GPU, or by design)
    Arithmetic, // exact sums of the inputs: nothing measured, nothing modelled
};

} // namespace gpulab::core
