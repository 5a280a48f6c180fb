#pragma once

// Fixed facts of the learn mode. The figures come from the lesson (see
// docs/facts.md, "VRAM planner"); the content files are checked against them.

#include <array>

namespace gpulab::core::learn {

// Every quiz question offers this many choices, exactly one of them right.
inline constexpr int kChoicesPerQuestion = 4;

// Exercise 1: the lesson's benchmark, shrunk so that it finishes in seconds
// on a 2-core CPU. 2·2000³ = 1.6·10¹⁰ FLOP, about 0.3 s per run at 50 GFLOP/s.
inline constexpr int kExerciseMatmulSize = 2000;
inline constexpr int kExerciseWarmup = 1;  // untimed runs (the cold call)
inline constexpr int kExerciseRepeats = 3; // timed runs; the median is read

// Exercise 3: the lesson's bookkeeping, bytes per parameter, is the VRAM
// planner's capacity table (2 B to serve, 6 B with SGD, 14 B with Adam):
// vram::kInferenceFp16BytesPerParam, kSgdTrainBytesPerParam, kAdamTrainBytesPerParam.
// The headroom taken off the budget is the planner's: vram::kDefaultHeadroomBytes.

// The lesson's glossary (resources/learn/<lang>/): every one of these has exactly one flashcard.
inline constexpr std::array<const char *, 17> kGlossaryIds{"cuda",
                                                           "cudnn",
                                                           "vram",
                                                           "mps",
                                                           "flop",
                                                           "fp16-bf16",
                                                           "synchronize",
                                                           "kernel-launch",
                                                           "spot-instance",
                                                           "gradient-checkpointing",
                                                           "gradient-accumulation",
                                                           "mixed-precision",
                                                           "gradscaler",
                                                           "lora",
                                                           "qlora",
                                                           "fsdp",
                                                           "zero"};

// Link schemes inside chapter Markdown: [text](term:<card id>) jumps to a
// flashcard, [text](lab:<lab id>) or [text](lab:<lab id>/<preset>) opens a lab.
inline constexpr const char *kTermScheme = "term";
inline constexpr const char *kLabScheme = "lab";

} // namespace gpulab::core::learn
