#pragma once

// Finds and dlopen()s libgpulab_cuda.so, the only binary that links the CUDA
// libraries, and says precisely why when it cannot. Compiled into every
// build, with or without the CUDA Toolkit: no CUDA headers, no Qt.

#include "kernels/cuda/cublasfinder.h"
#include "kernels/cuda/gpulab_cuda_api.h"

#include <string>
#include <vector>

namespace gpulab::kernels {

// The module's C API, resolved with dlsym. All pointers are non-null in a
// module that loadCudaModule() reports as Loaded. The library is never
// unloaded: the CUDA runtime does not survive dlclose() reliably.
struct CudaModule {
    void *handle = nullptr;
    std::string path;
    gpulab_cuda_api_version_fn apiVersion = nullptr;
    gpulab_cuda_probe_fn probe = nullptr;
    gpulab_cuda_free_bytes_fn freeBytes = nullptr;
    gpulab_cuda_create_fn create = nullptr;
    gpulab_cuda_handle_seconds_fn handleSeconds = nullptr;
    gpulab_cuda_set_precision_fn setPrecision = nullptr;
    gpulab_cuda_prepare_fn prepare = nullptr;
    gpulab_cuda_run_fn run = nullptr;
    gpulab_cuda_panel_rows_fn panelRows = nullptr;
    gpulab_cuda_set_panel_rows_fn setPanelRows = nullptr;
    gpulab_cuda_timing_method_fn timingMethod = nullptr;
    gpulab_cuda_fetch_fn fetch = nullptr;
    gpulab_cuda_time_sync_fn timeSync = nullptr;
    gpulab_cuda_bandwidth_fn bandwidth = nullptr;
    gpulab_cuda_release_fn release = nullptr;
    gpulab_cuda_destroy_fn destroy = nullptr;
};

struct CudaModuleLoad {
    enum class Outcome {
        Loaded,         // module is usable (a GPU may still be absent: probe it)
        NotBuilt,       // this build has no CUDA module (no CUDA Toolkit at build time)
        NotFound,       // no module file where it was looked for
        LibraryMissing, // the module exists but a library it needs (libcublas…) does not
        Incompatible,   // not a loadable module, missing symbols or another API version
        NoDriver        // a sound module file, deliberately not loaded: no NVIDIA driver (libcuda.so.1)
    };
    Outcome outcome = Outcome::NotFound;
    std::string path;             // the module file tried (Loaded: the one loaded)
    std::string detail;           // dlerror() text or what was searched (NoDriver: why libcuda.so.1 did not open)
    std::string missingLibrary;   // LibraryMissing: e.g. "libcublas.so.13"
    bool fromEnvironment = false; // `path` came from $GPULAB_CUDA_MODULE
    // Where cuBLAS was looked for and which copy was opened before the module
    // (cublasfinder.h); empty (searched nothing) when the module was not opened.
    CublasSearchResult cublas;
    const CudaModule *module = nullptr; // non-null only when Loaded
};

// Loaded once per process (thread-safe) and cached. Search order:
//   $GPULAB_CUDA_MODULE (explicit path: if it fails, that is the answer),
//   <exe dir>/../lib/libgpulab_cuda.so   (build tree: bin/ and lib/)
//   <exe dir>/libgpulab_cuda.so
//   <exe dir>/../lib/<multiarch>/gpulab/libgpulab_cuda.so (installed, Debian's libdir)
//   <exe dir>/../lib/gpulab/libgpulab_cuda.so             (installed, plain lib/)
// Without an override, a build without CUDA answers NotBuilt.
//
// The module pulls in cuBLAS (~200 MiB mapped), so the driver is looked for
// first: without libcuda.so.1 the module file is only checked (it exists, it
// is a complete ELF library) and not loaded — Outcome::NoDriver. Setting
// GPULAB_CUDA_LOAD_WITHOUT_DRIVER=1 loads it anyway (tests and diagnostics:
// the runtime then reports the missing driver itself).
const CudaModuleLoad &loadCudaModule();

// The environment variable that forces loading without a driver.
inline constexpr const char *kCudaLoadWithoutDriverEnv = "GPULAB_CUDA_LOAD_WITHOUT_DRIVER";

// The same for one explicit path, not cached (for tests and diagnostics), and
// without the driver check: it always dlopen()s a sound file. A successfully
// opened module stays loaded for the rest of the process. cuBLAS is looked
// for and opened first (preloadedCublas()).
CudaModuleLoad tryLoadCudaModule(const std::string &path);

// cuBLAS looked for where learners have it and opened (RTLD_GLOBAL), once per
// process, so that the module's libcublas.so.N resolves to that copy. Called
// by tryLoadCudaModule before it opens a module; a build without CUDA finds
// nothing and searches nothing.
const CublasSearchResult &preloadedCublas();

// Why the file at `path` cannot be a complete shared library for this
// process (truncated, not ELF, another machine's, …), or "" when it can.
// Checked before any dlopen(): a file cut short is SIGBUS inside dlopen.
std::string brokenLibraryReason(const std::string &path);

// The default candidates above, in order, for this executable.
std::vector<std::string> cudaModuleSearchPaths();

// "libcublas.so.13: cannot open shared object file: …" → "libcublas.so.13";
// "" when the message is not about a missing library.
std::string missingLibraryFromDlerror(const std::string &message);

// One sentence for the user explaining a failed load ("" when Loaded).
std::string describeCudaModuleLoad(const CudaModuleLoad &load);

// The CUDA runtime reports "no driver" and "driver too old" alike
// (cudaErrorInsufficientDriver); whether libcuda.so.1 opens tells them apart.
// Opened with RTLD_LAZY | RTLD_LOCAL (no symbol is resolved); when present it
// stays open, since the CUDA runtime opens the same library next.
struct DriverLibrary {
    bool present = false;
    std::string path_or_error; // present: resolved path of libcuda.so.1; else dlerror()
};
DriverLibrary findDriverLibrary();

// Driver version from NVML ("580.95.05"), or "" when NVML is unavailable.
std::string nvmlDriverVersionString();

// Memory of the GPU at PCI domain:bus:device from NVML (what nvidia-smi
// shows). NVML needs no CUDA context, so this reserves nothing on the GPU.
// Not known when the GPU is in MIG mode (NVML would report the whole GPU,
// not the instance CUDA uses).
struct NvmlMemory {
    bool known = false;
    long long totalBytes = 0;
    long long freeBytes = 0;
};
NvmlMemory nvmlDeviceMemory(int pciDomain, int pciBus, int pciDevice);

} // namespace gpulab::kernels
