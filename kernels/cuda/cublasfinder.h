#pragma once

// Finds the cuBLAS library (libcublas.so.<major>) where a learner has it, and
// opens it before the CUDA module so that the module's dependency resolves to
// that copy. A student with an NVIDIA card usually has the driver and PyTorch,
// not the CUDA Toolkit, and PyTorch's wheels already put cuBLAS on disk under
// site-packages/nvidia/. The CUDA runtime is linked into the module
// statically, so cuBLAS (and cuBLASLt beside it) is all that must be found.
// No Qt and no CUDA headers: compiled into every build.
//
// Search order (first sound copy wins; the order is the README's):
//   1. the system loader: LD_LIBRARY_PATH, ld.so.cache, /usr/lib…
//   2. $CUDA_HOME, then $CUDA_PATH: lib64/, lib/, targets/<arch>-linux/lib/
//   3. /usr/local/cuda, then /usr/local/cuda-<major>.* (newest first): the same
//   4. every Python environment: the site-packages python3 reports, the
//      active $VIRTUAL_ENV and $CONDA_PREFIX, ~/.local, ~/.venv and ~/venv,
//      conda roots (~/miniconda3, ~/anaconda3, ~/miniforge3, ~/mambaforge,
//      ~/micromamba, /opt/conda) and their envs/*: each site-packages'
//      nvidia/cu<major>/lib (CUDA 13 wheels) and nvidia/cublas/lib (CUDA 12
//      wheels), and a conda environment's own lib/ (conda's libcublas).

#include <string>
#include <vector>

namespace gpulab::kernels {

// What the search reads from the machine; filled from the real environment
// by cublasSearchEnvironment(), by hand in tests.
struct CublasSearchEnvironment {
    std::string home;                         // $HOME
    std::string cudaHome;                     // $CUDA_HOME
    std::string cudaPath;                     // $CUDA_PATH
    std::string virtualEnv;                   // $VIRTUAL_ENV
    std::string condaPrefix;                  // $CONDA_PREFIX
    std::string root = "/";                   // where /usr/local and /opt are looked for (a fake tree in tests)
    std::vector<std::string> pythonSitePaths; // what `python3 -c site` printed, in its order
    bool trySystemLoader = true;              // step 1 (off in tests: the real machine's copy would win)
};

// The real environment. Asks python3 on PATH for its site-packages (a child
// process, at most `pythonTimeoutMs`; nothing when python3 is absent or slow).
CublasSearchEnvironment cublasSearchEnvironment(int pythonTimeoutMs = 3000);

// One place a copy may be.
struct CublasCandidate {
    enum class Kind {
        SystemLoader, // found by the loader's own search
        Toolkit,      // a CUDA Toolkit tree
        TorchWheel,   // site-packages/nvidia/… beside an installed torch/
        PipWheel,     // site-packages/nvidia/… without torch (pip install nvidia-cublas…)
        Conda         // a conda environment's lib/
    };
    Kind kind = Kind::Toolkit;
    std::string dir;    // the folder that holds (or would hold) the library; empty for SystemLoader
    std::string origin; // how the folder was found: "$CUDA_HOME", "/usr/local/cuda", "python3's site-packages", …
};

// Every folder to look in, in search order, without duplicates (the same
// folder reached twice keeps its first place). Only folders that exist.
std::vector<CublasCandidate> cublasCandidates(const CublasSearchEnvironment &env);

// Why the copy of `soname` in `dir` cannot be used, or "" when it can: the
// file is missing, is not a complete shared library of this machine, or its
// cuBLASLt (libcublasLt.so.<major>, which it needs) is missing or broken
// beside it.
std::string cublasCopyProblem(const std::string &dir, const std::string &soname);

struct CublasSkipped {
    CublasCandidate where;
    std::string path;
    std::string reason;
};

// The outcome of looking for (and, with preloadCublas, opening) cuBLAS.
struct CublasSearchResult {
    bool found = false;
    CublasCandidate where;              // found: where
    std::string path;                   // found: the library file (resolved for the system loader)
    std::vector<CublasSkipped> skipped; // copies that exist but could not be used, in search order
    std::vector<std::string> searched;  // every folder looked in, in order
};

// The search without opening anything (the system loader step, when on,
// is a dlopen() and so does open the library when it succeeds).
CublasSearchResult findCublas(const CublasSearchEnvironment &env, const std::string &soname);

// The search, opening the first sound copy with RTLD_NOW | RTLD_GLOBAL; a
// copy that fails to open is skipped with dlerror()'s words. What was opened
// stays open: the module's dependency then resolves to it by its soname.
CublasSearchResult preloadCublas(const CublasSearchEnvironment &env, const std::string &soname);

// The soname the CUDA module was linked against ("libcublas.so.13"); "" in a
// build without the CUDA Toolkit.
std::string cublasSoname();

// The pip package that provides `soname` ("nvidia-cublas" for 13,
// "nvidia-cublas-cu12" for 12).
std::string cublasPipPackage(const std::string &soname);

// "~/venv/lib/python3.12/site-packages/nvidia/cu13/lib": the home folder as ~.
std::string withTilde(const std::string &path, const std::string &home);

// "PyTorch's wheel", "the CUDA Toolkit", … (English; core words it for the user).
const char *cublasKindKey(CublasCandidate::Kind kind);

} // namespace gpulab::kernels
