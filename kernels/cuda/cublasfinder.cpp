#include "kernels/cuda/cublasfinder.h"

#include "kernels/cuda/cudaloader.h"

#include <dlfcn.h>
#include <fcntl.h>
#include <link.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <array>
#include <cerrno>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <set>
#include <sstream>
#include <system_error>

extern char **environ;

namespace gpulab::kernels {

namespace fs = std::filesystem;

namespace {

// Joins pieces into one string (operator+ chains on temporaries trip GCC 12's
// -Wrestrict false positive at -O3).
template <typename... Parts> std::string cat(const Parts &...parts)
{
    std::string out;
    (out.append(parts), ...);
    return out;
}

std::string envOr(const char *name)
{
    const char *v = std::getenv(name);
    return v != nullptr ? std::string(v) : std::string();
}

bool isDir(const fs::path &p)
{
    std::error_code ec;
    return fs::is_directory(p, ec);
}

// The sub-folders of `dir` whose names start with `prefix`, sorted so that
// the highest version comes first ("python3.12" before "python3.9",
// "cuda-13.2" before "cuda-13.0").
std::vector<fs::path> subdirsStartingWith(const fs::path &dir, const std::string &prefix)
{
    std::vector<fs::path> out;
    std::error_code ec;
    for (fs::directory_iterator it(dir, ec), end; !ec && it != end; it.increment(ec)) {
        const std::string name = it->path().filename().string();
        if (name.rfind(prefix, 0) == 0 && isDir(it->path()))
            out.push_back(it->path());
    }
    // Version-aware: compare the numbers after the prefix field by field.
    const auto fields = [&prefix](const fs::path &p) {
        std::vector<long> v;
        std::string rest = p.filename().string().substr(prefix.size());
        std::string num;
        for (char c : rest + ".") {
            if (c >= '0' && c <= '9')
                num += c;
            else if (!num.empty()) {
                v.push_back(std::strtol(num.c_str(), nullptr, 10));
                num.clear();
            }
        }
        return v;
    };
    std::sort(out.begin(), out.end(), [&](const fs::path &a, const fs::path &b) {
        const auto fa = fields(a), fb = fields(b);
        return fa != fb ? fa > fb : a.filename() < b.filename();
    });
    return out;
}

std::string majorOf(const std::string &soname)
{
    const std::size_t dot = soname.rfind(".so.");
    return dot == std::string::npos ? std::string() : soname.substr(dot + 4);
}

#if defined(__aarch64__)
constexpr const char *kTargetArch = "sbsa-linux";
#else
constexpr const char *kTargetArch = "x86_64-linux";
#endif

class CandidateList {
public:
    void add(CublasCandidate::Kind kind, const fs::path &dir, const std::string &origin)
    {
        if (dir.empty() || !isDir(dir))
            return;
        std::error_code ec;
        fs::path canon = fs::weakly_canonical(dir, ec);
        if (ec)
            canon = dir.lexically_normal();
        if (!m_seen.insert(canon.string()).second)
            return;
        m_list.push_back({kind, dir.lexically_normal().string(), origin});
    }

    // A toolkit (or conda) prefix: its library folders.
    void addPrefix(CublasCandidate::Kind kind, const fs::path &prefix, const std::string &origin)
    {
        add(kind, prefix / "lib64", origin);
        add(kind, prefix / "lib", origin);
        add(kind, prefix / "targets" / kTargetArch / "lib", origin);
    }

    // One site-packages folder: the NVIDIA wheels' library folders in it.
    void addSitePackages(const fs::path &site, const std::string &origin, const std::string &major)
    {
        if (!isDir(site))
            return;
        const bool torch = isDir(site / "torch");
        const auto kind = torch ? CublasCandidate::Kind::TorchWheel : CublasCandidate::Kind::PipWheel;
        add(kind, site / "nvidia" / cat("cu", major) / "lib", origin);
        add(kind, site / "nvidia" / "cublas" / "lib", origin);
    }

    // A Python prefix (a venv or a conda environment): lib/python3*/site-packages.
    void addPythonPrefix(const fs::path &prefix, const std::string &origin, const std::string &major, bool conda)
    {
        if (!isDir(prefix))
            return;
        for (const char *lib : {"lib", "lib64"})
            for (const fs::path &py : subdirsStartingWith(prefix / lib, "python3"))
                addSitePackages(py / "site-packages", origin, major);
        if (conda)
            add(CublasCandidate::Kind::Conda, prefix / "lib", origin);
    }

    std::vector<CublasCandidate> take() { return std::move(m_list); }

private:
    std::set<std::string> m_seen;
    std::vector<CublasCandidate> m_list;
};

std::vector<CublasCandidate> candidatesFor(const CublasSearchEnvironment &env, const std::string &major)
{
    using Kind = CublasCandidate::Kind;
    CandidateList list;
    const fs::path root = env.root.empty() ? fs::path("/") : fs::path(env.root);
    const fs::path home(env.home);

    // 2. The toolkit the user names.
    if (!env.cudaHome.empty())
        list.addPrefix(Kind::Toolkit, env.cudaHome, "$CUDA_HOME");
    if (!env.cudaPath.empty())
        list.addPrefix(Kind::Toolkit, env.cudaPath, "$CUDA_PATH");
    // 3. Toolkits where NVIDIA's installers put them.
    list.addPrefix(Kind::Toolkit, root / "usr/local/cuda", "/usr/local/cuda");
    for (const fs::path &dir : subdirsStartingWith(root / "usr/local", cat("cuda-", major, ".")))
        list.addPrefix(Kind::Toolkit, dir, cat("/usr/local/", dir.filename().string()));
    // 4. Python environments: the interpreter's own answer first (it is the
    // active venv when one is activated), then the environment variables,
    // then the places people keep environments.
    for (const std::string &site : env.pythonSitePaths)
        list.addSitePackages(site, "python3's site-packages", major);
    if (!env.virtualEnv.empty())
        list.addPythonPrefix(env.virtualEnv, "$VIRTUAL_ENV", major, false);
    if (!env.condaPrefix.empty())
        list.addPythonPrefix(env.condaPrefix, "$CONDA_PREFIX", major, true);
    if (!env.home.empty()) {
        list.addPythonPrefix(home / ".local", "~/.local", major, false);
        list.addPythonPrefix(home / ".venv", "~/.venv", major, false);
        list.addPythonPrefix(home / "venv", "~/venv", major, false);
    }
    std::vector<std::pair<fs::path, std::string>> condaRoots;
    if (!env.home.empty())
        for (const char *name : {"miniconda3", "anaconda3", "miniforge3", "mambaforge", "micromamba"})
            condaRoots.emplace_back(home / name, cat("~/", name));
    condaRoots.emplace_back(root / "opt/conda", "/opt/conda");
    for (const auto &[prefix, origin] : condaRoots) {
        list.addPythonPrefix(prefix, origin, major, true);
        std::error_code ec;
        std::vector<fs::path> envs;
        for (fs::directory_iterator it(prefix / "envs", ec), end; !ec && it != end; it.increment(ec))
            if (isDir(it->path()))
                envs.push_back(it->path());
        std::sort(envs.begin(), envs.end());
        for (const fs::path &e : envs)
            list.addPythonPrefix(e, cat(origin, "/envs/", e.filename().string()), major, true);
    }
    return list.take();
}

std::string ltSonameFor(const std::string &soname)
{
    // libcublas.so.13 → libcublasLt.so.13
    const std::size_t dot = soname.find(".so");
    return dot == std::string::npos ? soname : cat(soname.substr(0, dot), "Lt", soname.substr(dot));
}

// Runs `argv` with stdout to a pipe, for at most `timeoutMs`; its stdout, or
// nothing when it could not start, failed or took too long (then killed).
std::string runForOutput(const std::vector<std::string> &argv, int timeoutMs)
{
    std::array<int, 2> fds{};
    if (::pipe2(fds.data(), O_CLOEXEC) != 0)
        return {};
    posix_spawn_file_actions_t actions;
    posix_spawn_file_actions_init(&actions);
    posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO);
    posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0);
    posix_spawn_file_actions_addopen(&actions, STDIN_FILENO, "/dev/null", O_RDONLY, 0);
    std::vector<char *> args;
    args.reserve(argv.size() + 1);
    for (const std::string &a : argv)
        args.push_back(const_cast<char *>(a.c_str()));
    args.push_back(nullptr);
    pid_t pid = -1;
    const int rc = posix_spawnp(&pid, args[0], &actions, nullptr, args.data(), environ);
    posix_spawn_file_actions_destroy(&actions);
    ::close(fds[1]);
    if (rc != 0) {
        ::close(fds[0]);
        return {};
    }
    std::string out;
    bool complete = false;
    const auto deadline = std::chrono::steady_clock::now() + std::chrono::milliseconds(timeoutMs);
    for (;;) {
        const auto left =
            std::chrono::duration_cast<std::chrono::milliseconds>(deadline - std::chrono::steady_clock::now()).count();
        if (left <= 0)
            break;
        pollfd p{fds[0], POLLIN, 0};
        const int ready = ::poll(&p, 1, static_cast<int>(left));
        if (ready < 0 && errno == EINTR)
            continue;
        if (ready <= 0)
            break;
        std::array<char, 4096> buf{};
        const ssize_t got = ::read(fds[0], buf.data(), buf.size());
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0) {
            complete = got == 0;
            break;
        }
        out.append(buf.data(), static_cast<std::size_t>(got));
        if (out.size() > (1u << 20))
            break; // not what python3 -c site prints
    }
    ::close(fds[0]);
    int status = 0;
    if (!complete)
        ::kill(pid, SIGKILL);
    while (::waitpid(pid, &status, 0) < 0 && errno == EINTR) {
    }
    if (!complete || !WIFEXITED(status) || WEXITSTATUS(status) != 0)
        return {};
    return out;
}

} // namespace

CublasSearchEnvironment cublasSearchEnvironment(int pythonTimeoutMs)
{
    CublasSearchEnvironment env;
    env.home = envOr("HOME");
    env.cudaHome = envOr("CUDA_HOME");
    env.cudaPath = envOr("CUDA_PATH");
    env.virtualEnv = envOr("VIRTUAL_ENV");
    env.condaPrefix = envOr("CONDA_PREFIX");
    // -I: no user's PYTHONSTARTUP or current folder on the path; -c: a fixed
    // line of our own. ENABLE_USER_SITE aside, getusersitepackages() is where
    // `pip install --user` writes.
    const std::string text =
        runForOutput({"python3", "-I", "-c",
                      "import site\nfor p in site.getsitepackages() + [site.getusersitepackages()]: print(p)"},
                     pythonTimeoutMs);
    std::istringstream lines(text);
    for (std::string line; std::getline(lines, line);)
        if (!line.empty() && line.front() == '/')
            env.pythonSitePaths.push_back(line);
    return env;
}

std::vector<CublasCandidate> cublasCandidates(const CublasSearchEnvironment &env)
{
    return candidatesFor(env, majorOf(cublasSoname().empty() ? std::string("libcublas.so.13") : cublasSoname()));
}

std::string cublasCopyProblem(const std::string &dir, const std::string &soname)
{
    const fs::path lib = fs::path(dir) / soname;
    if (std::string why = brokenLibraryReason(lib.string()); !why.empty())
        return cat(soname, ": ", why);
    const std::string lt = ltSonameFor(soname);
    if (std::string why = brokenLibraryReason((fs::path(dir) / lt).string()); !why.empty())
        return cat(lt, " beside it: ", why);
    return {};
}

namespace {

CublasSearchResult search(const CublasSearchEnvironment &env, const std::string &soname, bool open)
{
    CublasSearchResult r;
    if (env.trySystemLoader) {
        r.searched.emplace_back("the system library path");
        dlerror();
        // Opened for good when found (the module needs it next); RTLD_GLOBAL
        // either way so that what is found here is what the module gets.
        if (void *h = dlopen(soname.c_str(), RTLD_NOW | RTLD_GLOBAL); h != nullptr) {
            r.found = true;
            r.where = {CublasCandidate::Kind::SystemLoader, {}, "the system library path"};
            link_map *map = nullptr;
            r.path = dlinfo(h, RTLD_DI_LINKMAP, &map) == 0 && map != nullptr && map->l_name != nullptr
                         ? std::string(map->l_name)
                         : soname;
            r.where.dir = fs::path(r.path).parent_path().string();
            return r;
        }
    }
    for (const CublasCandidate &c : candidatesFor(env, majorOf(soname))) {
        r.searched.push_back(c.dir);
        const std::string path = (fs::path(c.dir) / soname).string();
        std::error_code ec;
        if (!fs::exists(path, ec))
            continue; // nothing here: not a skipped copy
        if (std::string why = cublasCopyProblem(c.dir, soname); !why.empty()) {
            r.skipped.push_back({c, path, why});
            continue;
        }
        if (open) {
            // cuBLASLt first, by its full path: NVIDIA's wheels carry no RUNPATH,
            // so libcublas.so.13 would not find the one beside it on its own;
            // once open, its soname satisfies cuBLAS's dependency.
            const std::string ltPath = (fs::path(c.dir) / ltSonameFor(soname)).string();
            const auto error = [] {
                const char *e = dlerror();
                return std::string(e != nullptr ? e : "dlopen failed");
            };
            dlerror();
            std::string why;
            if (void *lt = dlopen(ltPath.c_str(), RTLD_NOW | RTLD_GLOBAL); lt == nullptr) {
                why = error();
            } else if (dlopen(path.c_str(), RTLD_NOW | RTLD_GLOBAL) == nullptr) {
                why = error();
                dlclose(lt); // nothing uses it yet
            }
            if (!why.empty()) {
                r.skipped.push_back({c, path, why});
                continue;
            }
        }
        r.found = true;
        r.where = c;
        r.path = path;
        return r;
    }
    return r;
}

} // namespace

CublasSearchResult findCublas(const CublasSearchEnvironment &env, const std::string &soname)
{
    return search(env, soname, false);
}

CublasSearchResult preloadCublas(const CublasSearchEnvironment &env, const std::string &soname)
{
    return search(env, soname, true);
}

std::string cublasSoname()
{
#ifdef GPULAB_CUBLAS_SONAME
    return GPULAB_CUBLAS_SONAME;
#else
    return {};
#endif
}

std::string cublasPipPackage(const std::string &soname)
{
    const std::string major = majorOf(soname);
    // CUDA 13's wheels dropped the -cuNN suffix (one package, nvidia/cu13/lib).
    if (major.empty() || std::strtol(major.c_str(), nullptr, 10) >= 13)
        return "nvidia-cublas";
    return cat("nvidia-cublas-cu", major);
}

std::string withTilde(const std::string &path, const std::string &home)
{
    if (home.empty() || home == "/")
        return path;
    std::string h = home;
    while (h.size() > 1 && h.back() == '/')
        h.pop_back();
    if (path == h)
        return "~";
    if (path.size() > h.size() && path.compare(0, h.size(), h) == 0 && path[h.size()] == '/')
        return cat("~", path.substr(h.size()));
    return path;
}

const char *cublasKindKey(CublasCandidate::Kind kind)
{
    switch (kind) {
    case CublasCandidate::Kind::SystemLoader: return "system";
    case CublasCandidate::Kind::Toolkit: return "toolkit";
    case CublasCandidate::Kind::TorchWheel: return "torch-wheel";
    case CublasCandidate::Kind::PipWheel: return "pip-wheel";
    case CublasCandidate::Kind::Conda: return "conda";
    }
    return "toolkit";
}

} // namespace gpulab::kernels
