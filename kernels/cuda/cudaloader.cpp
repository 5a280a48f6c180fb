#include "kernels/cuda/cudaloader.h"

#include <dlfcn.h>
#include <elf.h>
#include <fcntl.h>
#include <link.h>
#include <sys/stat.h>
#include <unistd.h>

#include <array>
#include <cerrno>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <map>
#include <memory>
#include <mutex>
#include <optional>

namespace gpulab::kernels {

namespace {

constexpr const char *kModuleName = "libgpulab_cuda.so";
constexpr const char *kEnvOverride = "GPULAB_CUDA_MODULE";

// Debian's multiarch directory under lib/ (CMAKE_INSTALL_LIBDIR for /usr).
#if defined(__x86_64__)
constexpr const char *kMultiarch = "x86_64-linux-gnu";
#elif defined(__aarch64__)
constexpr const char *kMultiarch = "aarch64-linux-gnu";
#elif defined(__powerpc64__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
constexpr const char *kMultiarch = "powerpc64le-linux-gnu";
#else
constexpr const char *kMultiarch = nullptr;
#endif

// Modules opened so far, keyed by dlopen handle: opening the same file again
// yields the same handle, so repeated loads share one CudaModule. Entries are
// never removed because the libraries are never closed.
std::mutex g_registryMutex;
std::map<void *, std::unique_ptr<CudaModule>> g_registry;

std::string lastDlError()
{
    const char *e = dlerror();
    return e != nullptr ? std::string(e) : std::string("unknown dlopen error");
}

std::string exeDir()
{
    std::array<char, 4096> buf{};
    const ssize_t len = readlink("/proc/self/exe", buf.data(), buf.size() - 1);
    if (len <= 0)
        return {};
    return std::filesystem::path(std::string(buf.data(), static_cast<std::size_t>(len))).parent_path().string();
}

// 0 when the file exists, else the errno of stat().
int statError(const std::string &path)
{
    struct stat st {};
    return ::stat(path.c_str(), &st) == 0 ? 0 : errno;
}

#if defined(__x86_64__)
constexpr std::uint16_t kThisMachine = EM_X86_64;
#elif defined(__aarch64__)
constexpr std::uint16_t kThisMachine = EM_AARCH64;
#else
constexpr std::uint16_t kThisMachine = EM_NONE; // not checked; dlopen() still refuses a foreign one
#endif

template <typename Fn> bool resolve(void *handle, const char *name, Fn &out, std::string &missing)
{
    dlerror();
    out = reinterpret_cast<Fn>(dlsym(handle, name));
    if (out == nullptr) {
        if (!missing.empty())
            missing += ", ";
        missing += name;
        return false;
    }
    return true;
}

CudaModuleLoad failure(CudaModuleLoad::Outcome outcome, std::string path, std::string detail)
{
    CudaModuleLoad r;
    r.outcome = outcome;
    r.path = std::move(path);
    r.detail = std::move(detail);
    return r;
}

} // namespace

// Why the file at `path` cannot be a complete shared library for this
// process, or "" when it can. dlopen() maps the file's segments: a file cut
// short maps pages past its end, and touching them is SIGBUS inside dlopen
// (a killed process, not an error). So the file is checked first: a regular
// file, an ELF header of this machine's kind, and program headers, segments
// and section headers that all lie inside the file.
std::string brokenLibraryReason(const std::string &path)
{
    struct stat st {};
    if (::stat(path.c_str(), &st) != 0)
        return std::strerror(errno);
    if (!S_ISREG(st.st_mode))
        return "not a regular file";
    const auto size = static_cast<std::uint64_t>(st.st_size);
    const int fd = ::open(path.c_str(), O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return std::strerror(errno);
    const auto readAt = [fd](void *out, std::size_t bytes, std::uint64_t offset) {
        return ::pread(fd, out, bytes, static_cast<off_t>(offset)) == static_cast<ssize_t>(bytes);
    };
    const auto inside = [size](std::uint64_t offset, std::uint64_t count, std::uint64_t each) {
        std::uint64_t bytes = 0, end = 0;
        return !__builtin_mul_overflow(count, each, &bytes) && !__builtin_add_overflow(offset, bytes, &end) &&
               end <= size;
    };
    std::string why;
    ElfW(Ehdr) eh{};
    if (size < sizeof eh || !readAt(&eh, sizeof eh, 0) || std::memcmp(eh.e_ident, ELFMAG, SELFMAG) != 0)
        why = "not an ELF file";
    else if (eh.e_ident[EI_CLASS] != (sizeof(void *) == 8 ? ELFCLASS64 : ELFCLASS32) ||
             (kThisMachine != EM_NONE && eh.e_machine != kThisMachine))
        why = "an ELF file for another kind of machine";
    else if (eh.e_type != ET_DYN)
        why = "not a shared library";
    else if (eh.e_phentsize != sizeof(ElfW(Phdr)) || eh.e_phnum == 0 ||
             !inside(eh.e_phoff, eh.e_phnum, sizeof(ElfW(Phdr))))
        why = "truncated or damaged: its program headers lie past the end of the file";
    else if (eh.e_shnum != 0 && !inside(eh.e_shoff, eh.e_shnum, eh.e_shentsize))
        why = "truncated or damaged: its section headers lie past the end of the file (" + std::to_string(size) +
              " bytes)";
    for (std::uint16_t i = 0; why.empty() && i < eh.e_phnum; ++i) {
        ElfW(Phdr) ph{};
        if (!readAt(&ph, sizeof ph, eh.e_phoff + std::uint64_t{i} * sizeof ph))
            why = "truncated or damaged: a program header cannot be read";
        else if (ph.p_type == PT_LOAD && !inside(ph.p_offset, 1, ph.p_filesz))
            why = "truncated or damaged: a segment lies past the end of the file (" + std::to_string(size) + " bytes)";
    }
    ::close(fd);
    return why;
}

std::string missingLibraryFromDlerror(const std::string &message)
{
    static const std::string marker = ": cannot open shared object file";
    const std::size_t pos = message.find(marker);
    if (pos == std::string::npos || pos == 0)
        return {};
    std::string name = message.substr(0, pos);
    // Only the file name: glibc may prefix context ("…: libfoo.so.1").
    const std::size_t cut = name.find_last_of(" :");
    if (cut != std::string::npos)
        name = name.substr(cut + 1);
    return std::filesystem::path(name).filename().string();
}

namespace {

// Whether `path` is a module file worth opening; the failure when not.
std::optional<CudaModuleLoad> checkModuleFile(const std::string &path)
{
    using Outcome = CudaModuleLoad::Outcome;
    if (path.empty())
        return failure(Outcome::NotFound, path, "empty module path");
    if (const int why = statError(path); why != 0)
        return failure(Outcome::NotFound, path, std::strerror(why));
    if (const std::string why = brokenLibraryReason(path); !why.empty())
        return failure(Outcome::Incompatible, path, "the file is " + why);
    return std::nullopt;
}

bool loadWithoutDriver()
{
    const char *env = std::getenv(kCudaLoadWithoutDriverEnv);
    return env != nullptr && std::strcmp(env, "1") == 0;
}

// The candidate file is sound: open it, unless there is no driver to use it with.
CudaModuleLoad loadUnlessNoDriver(const std::string &path)
{
    if (std::optional<CudaModuleLoad> bad = checkModuleFile(path))
        return *bad;
    if (!loadWithoutDriver()) {
        const DriverLibrary driver = findDriverLibrary();
        if (!driver.present)
            return failure(CudaModuleLoad::Outcome::NoDriver, path, driver.path_or_error);
    }
    return tryLoadCudaModule(path);
}

} // namespace

CudaModuleLoad tryLoadCudaModule(const std::string &path)
{
    using Outcome = CudaModuleLoad::Outcome;
    if (std::optional<CudaModuleLoad> bad = checkModuleFile(path))
        return *bad;

    const CublasSearchResult &cublas = preloadedCublas();
    dlerror();
    void *handle = dlopen(path.c_str(), RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr) {
        std::string err = lastDlError();
        // glibc starts with "<path>: "; the path is reported separately.
        if (err.rfind(path + ": ", 0) == 0)
            err.erase(0, path.size() + 2);
        const std::string missing = missingLibraryFromDlerror(err);
        // A dependency that cannot be opened (the module itself exists).
        if (!missing.empty() && missing != std::filesystem::path(path).filename().string()) {
            CudaModuleLoad r = failure(Outcome::LibraryMissing, path, err);
            r.missingLibrary = missing;
            r.cublas = cublas;
            return r;
        }
        return failure(Outcome::Incompatible, path, err);
    }

    std::lock_guard lock(g_registryMutex);
    if (auto it = g_registry.find(handle); it != g_registry.end()) {
        CudaModuleLoad r;
        r.outcome = Outcome::Loaded;
        r.path = path;
        r.module = it->second.get();
        r.cublas = cublas;
        return r;
    }

    auto m = std::make_unique<CudaModule>();
    m->handle = handle;
    m->path = path;
    std::string missing;
    // Resolve all of them so the message lists every missing symbol.
    bool ok = resolve(handle, "gpulab_cuda_api_version", m->apiVersion, missing);
    ok = resolve(handle, "gpulab_cuda_probe", m->probe, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_free_bytes", m->freeBytes, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_create", m->create, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_handle_seconds", m->handleSeconds, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_set_precision", m->setPrecision, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_prepare", m->prepare, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_run", m->run, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_panel_rows", m->panelRows, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_set_panel_rows", m->setPanelRows, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_timing_method", m->timingMethod, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_fetch", m->fetch, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_time_sync", m->timeSync, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_bandwidth", m->bandwidth, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_release", m->release, missing) && ok;
    ok = resolve(handle, "gpulab_cuda_destroy", m->destroy, missing) && ok;
    // Not dlclose()d even when unusable: an older module links the CUDA
    // runtime too, and unloading that is what we avoid everywhere. The API
    // version is asked first: an older module lacks newer calls, and saying
    // "version 3, this program needs 4" is the better answer then.
    const int version = m->apiVersion != nullptr ? m->apiVersion() : -1;
    if (m->apiVersion != nullptr && version != GPULAB_CUDA_API_VERSION)
        return failure(Outcome::Incompatible, path,
                       "module API version " + std::to_string(version) + ", this program needs " +
                           std::to_string(GPULAB_CUDA_API_VERSION));
    if (!ok)
        return failure(Outcome::Incompatible, path, "not a GPU Lab CUDA module (missing " + missing + ")");

    CudaModuleLoad r;
    r.outcome = Outcome::Loaded;
    r.path = path;
    r.module = m.get();
    r.cublas = cublas;
    g_registry.emplace(handle, std::move(m));
    return r;
}

const CublasSearchResult &preloadedCublas()
{
    static const CublasSearchResult result = [] {
        const std::string soname = cublasSoname();
        if (soname.empty())
            return CublasSearchResult{};
        return preloadCublas(cublasSearchEnvironment(), soname);
    }();
    return result;
}

std::vector<std::string> cudaModuleSearchPaths()
{
    const std::string dir = exeDir();
    if (dir.empty())
        return {};
    const std::filesystem::path exe(dir);
    std::vector<std::string> paths{
        (exe / ".." / "lib" / kModuleName).lexically_normal().string(),
        (exe / kModuleName).lexically_normal().string(),
    };
    if (kMultiarch != nullptr)
        paths.push_back((exe / ".." / "lib" / kMultiarch / "gpulab" / kModuleName).lexically_normal().string());
    paths.push_back((exe / ".." / "lib" / "gpulab" / kModuleName).lexically_normal().string());
    return paths;
}

const CudaModuleLoad &loadCudaModule()
{
    static const CudaModuleLoad result = [] {
        using Outcome = CudaModuleLoad::Outcome;
        if (const char *env = std::getenv(kEnvOverride); env != nullptr && *env != '\0') {
            CudaModuleLoad r = loadUnlessNoDriver(env);
            r.path = env;
            r.fromEnvironment = true;
            return r;
        }
#ifndef GPULAB_HAVE_CUDA
        return failure(Outcome::NotBuilt, {}, "built without the CUDA Toolkit");
#else
        // The first candidate that loads wins; if none does, the first one
        // that exists explains why (a stale module, a missing cuBLAS, …).
        std::optional<CudaModuleLoad> firstFailure;
        std::string searched;
        for (const std::string &candidate : cudaModuleSearchPaths()) {
            searched += (searched.empty() ? "" : ", ") + candidate;
            if (statError(candidate) != 0)
                continue;
            CudaModuleLoad r = loadUnlessNoDriver(candidate);
            if (r.outcome == Outcome::Loaded || r.outcome == Outcome::NoDriver)
                return r;
            if (!firstFailure)
                firstFailure = std::move(r);
        }
        if (firstFailure)
            return *firstFailure;
        return failure(Outcome::NotFound, {}, searched.empty() ? "/proc/self/exe unreadable" : "looked in " + searched);
#endif
    }();
    return result;
}

std::string describeCudaModuleLoad(const CudaModuleLoad &load)
{
    using Outcome = CudaModuleLoad::Outcome;
    switch (load.outcome) {
    case Outcome::Loaded: return {};
    case Outcome::NotBuilt:
        return "This build of GPU Lab has no CUDA module: the CUDA Toolkit was not found when it "
               "was compiled.";
    case Outcome::NotFound:
        if (load.fromEnvironment)
            return std::string("The CUDA module named by ") + kEnvOverride + ", " + load.path +
                   ", cannot be opened: " + load.detail + ".";
        if (!load.path.empty())
            return "The CUDA module " + load.path + " cannot be opened: " + load.detail + ".";
        return std::string("The CUDA module ") + kModuleName + " was not found (" + load.detail + ").";
    case Outcome::LibraryMissing:
        return "The CUDA module needs " + load.missingLibrary +
               ", which is not installed or not on the library path (" + load.detail + ").";
    case Outcome::Incompatible:
        return "The CUDA module " + load.path +
               (load.fromEnvironment ? std::string(" (from ") + kEnvOverride + ")" : "") +
               " cannot be used: " + load.detail + ".";
    case Outcome::NoDriver:
        return "No NVIDIA driver is installed (libcuda.so.1 cannot be opened: " + load.detail +
               "), so the CUDA module " + load.path + " was not loaded.";
    }
    return {};
}

DriverLibrary findDriverLibrary()
{
    DriverLibrary r;
    dlerror();
    // Kept open on purpose: the CUDA runtime opens the same library, and the
    // driver starts threads that must not be unloaded under it.
    void *handle = dlopen("libcuda.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (handle == nullptr) {
        r.path_or_error = lastDlError();
        return r;
    }
    r.present = true;
    link_map *map = nullptr;
    if (dlinfo(handle, RTLD_DI_LINKMAP, &map) == 0 && map != nullptr && map->l_name != nullptr && *map->l_name != '\0')
        r.path_or_error = map->l_name;
    else
        r.path_or_error = "libcuda.so.1";
    return r;
}

std::string nvmlDriverVersionString()
{
    // Our own declarations: nvml.h is not installed. nvmlReturn_t is an enum
    // whose success value is 0.
    using NvmlInit = int (*)();
    using NvmlGetDriverVersion = int (*)(char *, unsigned int);
    using NvmlShutdown = int (*)();

    dlerror();
    void *handle = dlopen("libnvidia-ml.so.1", RTLD_NOW | RTLD_LOCAL);
    if (handle == nullptr)
        return {};
    auto init = reinterpret_cast<NvmlInit>(dlsym(handle, "nvmlInit_v2"));
    auto getVersion = reinterpret_cast<NvmlGetDriverVersion>(dlsym(handle, "nvmlSystemGetDriverVersion"));
    auto shutdown = reinterpret_cast<NvmlShutdown>(dlsym(handle, "nvmlShutdown"));
    if (init == nullptr || getVersion == nullptr || shutdown == nullptr || init() != 0)
        return {};
    std::array<char, 96> version{}; // NVML asks for at least 80 bytes
    const int rc = getVersion(version.data(), static_cast<unsigned int>(version.size()));
    shutdown();
    return rc == 0 ? std::string(version.data()) : std::string();
}

NvmlMemory nvmlDeviceMemory(int pciDomain, int pciBus, int pciDevice)
{
    // Our own declarations (nvml.h is not installed): nvmlDevice_t is an
    // opaque pointer, nvmlMemory_t three unsigned long long (total, free,
    // used), and NVML_SUCCESS is 0.
    struct Memory {
        unsigned long long total, free, used;
    };
    using NvmlInit = int (*)();
    using NvmlByPci = int (*)(const char *, void **);
    using NvmlMemoryInfo = int (*)(void *, Memory *);
    using NvmlShutdown = int (*)();

    NvmlMemory r;
    void *handle = dlopen("libnvidia-ml.so.1", RTLD_LAZY | RTLD_LOCAL);
    if (handle == nullptr)
        return r;
    auto init = reinterpret_cast<NvmlInit>(dlsym(handle, "nvmlInit_v2"));
    auto byPci = reinterpret_cast<NvmlByPci>(dlsym(handle, "nvmlDeviceGetHandleByPciBusId_v2"));
    auto memoryInfo = reinterpret_cast<NvmlMemoryInfo>(dlsym(handle, "nvmlDeviceGetMemoryInfo"));
    auto shutdown = reinterpret_cast<NvmlShutdown>(dlsym(handle, "nvmlShutdown"));
    if (init == nullptr || byPci == nullptr || memoryInfo == nullptr || shutdown == nullptr || init() != 0)
        return r;
    std::array<char, 32> busId{}; // "domain:bus:device.function", as nvidia-smi prints it
    std::snprintf(busId.data(), busId.size(), "%08x:%02x:%02x.0", static_cast<unsigned>(pciDomain),
                  static_cast<unsigned>(pciBus), static_cast<unsigned>(pciDevice));
    void *device = nullptr;
    Memory m{};
    // Under MIG, CUDA's device 0 is one GPU instance, but the PCI address
    // names the whole GPU, and nvmlDeviceGetMemoryInfo on it reports the whole
    // GPU's memory (aggregated over every instance, or not at all without
    // privileges): not what device 0 can use. Unknown then; cudaMemGetInfo,
    // in a context, gives the instance's own figure.
    using NvmlMigMode = int (*)(void *, unsigned *, unsigned *);
    auto migMode = reinterpret_cast<NvmlMigMode>(dlsym(handle, "nvmlDeviceGetMigMode"));
    unsigned migCurrent = 0, migPending = 0;
    const bool found = byPci(busId.data(), &device) == 0;
    const bool mig = found && migMode != nullptr && migMode(device, &migCurrent, &migPending) == 0 && migCurrent != 0;
    if (found && !mig && memoryInfo(device, &m) == 0) {
        r.known = true;
        r.totalBytes = static_cast<long long>(m.total);
        r.freeBytes = static_cast<long long>(m.free);
    }
    shutdown();
    return r;
}

} // namespace gpulab::kernels
