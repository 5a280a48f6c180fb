// Where GPU Lab looks for cuBLAS on a learner's machine (kernels/cuda/cublasfinder.h),
// checked on fake trees: a toolkit under /usr/local, $CUDA_HOME, conda roots and
// environments, venvs and PyTorch's wheel layout (site-packages/nvidia/cu13/lib
// beside torch/). The libraries put there are stand-ins built with the real
// sonames (tests/kernels/standin), so the ELF checks and dlopen() are real.

#include "kernels/cuda/cublasfinder.h"

#include <QDir>
#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <dlfcn.h>

#include <algorithm>
#include <string>

using namespace gpulab::kernels;
using Kind = CublasCandidate::Kind;

namespace {

const QString kStandIn = QStringLiteral(GPULAB_STANDIN_DIR);
const std::string kSoname = "libcublas.so.13";

// A fake machine: a root for /usr/local and /opt, a home, and the variables.
struct FakeMachine {
    QTemporaryDir dir;
    CublasSearchEnvironment env;

    FakeMachine()
    {
        env.root = path(QStringLiteral("root")).toStdString();
        env.home = path(QStringLiteral("home")).toStdString();
        env.trySystemLoader = false; // this machine's own cuBLAS must not answer
        QDir().mkpath(path(QStringLiteral("root")));
        QDir().mkpath(path(QStringLiteral("home")));
    }
    [[nodiscard]] QString path(const QString &rel) const { return dir.filePath(rel); }
    // Makes `rel` a folder and returns its full path.
    QString mkdir(const QString &rel) const
    {
        QDir().mkpath(path(rel));
        return path(rel);
    }
    // Copies stand-in libraries (ok/ by default) into `rel`.
    void put(const QString &rel,
             const QStringList &files = {QStringLiteral("libcublas.so.13"), QStringLiteral("libcublasLt.so.13")},
             const QString &from = QStringLiteral("ok")) const
    {
        const QString to = mkdir(rel);
        for (const QString &f : files)
            QVERIFY2(QFile::copy(kStandIn + u'/' + from + u'/' + f, to + u'/' + f), qPrintable(f));
    }
};

int indexOf(const std::vector<CublasCandidate> &list, const QString &dir)
{
    const std::string d = QDir::cleanPath(dir).toStdString();
    for (std::size_t i = 0; i < list.size(); ++i)
        if (list[i].dir == d)
            return static_cast<int>(i);
    return -1;
}

QByteArray listed(const std::vector<CublasCandidate> &list)
{
    QByteArray out;
    for (const CublasCandidate &c : list)
        out += QByteArray::fromStdString(c.dir + " (" + c.origin + ")\n");
    return out;
}

} // namespace

class TestCublasFinder : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void candidatesFollowTheDocumentedOrder();
    void torchBesideTheWheelNamesIt();
    void firstSoundCopyWins();
    void brokenCopiesAreSkippedWithTheirReason();
    void nothingFoundSaysWhereItLooked();
    void namesAndPaths();
    void environmentIsRead();
    // Last: it opens a stand-in libcublas.so.13 into this process for good.
    void preloadOpensTheChosenCopyAndSkipsOneThatWillNotOpen();
};

void TestCublasFinder::initTestCase()
{
    for (const char *f : {"ok/libcublas.so.13", "ok/libcublasLt.so.13", "unloadable/libcublas.so.13",
                          "helper/libgpulab_standin_helper.so"})
        QVERIFY2(QFile::exists(kStandIn + u'/' + QLatin1String(f)), f);
}

void TestCublasFinder::candidatesFollowTheDocumentedOrder()
{
    FakeMachine m;
    QVERIFY(m.dir.isValid());
    const QString cudaHome = m.mkdir(QStringLiteral("opt-cuda/lib64"));
    m.env.cudaHome = m.path(QStringLiteral("opt-cuda")).toStdString();
    const QString usrCuda = m.mkdir(QStringLiteral("root/usr/local/cuda/lib64"));
    const QString cuda130 = m.mkdir(QStringLiteral("root/usr/local/cuda-13.0/lib64"));
    const QString cuda132 = m.mkdir(QStringLiteral("root/usr/local/cuda-13.2/targets/x86_64-linux/lib"));
    m.mkdir(QStringLiteral("root/usr/local/cuda-12.4/lib64")); // another major: not ours
    const QString pySite = m.mkdir(QStringLiteral("home/proj/.venv/lib/python3.12/site-packages/nvidia/cu13/lib"));
    m.env.pythonSitePaths = {m.path(QStringLiteral("home/proj/.venv/lib/python3.12/site-packages")).toStdString()};
    // $VIRTUAL_ENV is the same venv python3 reported: listed once, in python3's place.
    m.env.virtualEnv = m.path(QStringLiteral("home/proj/.venv")).toStdString();
    const QString condaEnv = m.mkdir(QStringLiteral("home/miniconda3/envs/ml/lib"));
    m.env.condaPrefix = m.path(QStringLiteral("home/miniconda3/envs/ml")).toStdString();
    const QString userSite = m.mkdir(QStringLiteral("home/.local/lib/python3.11/site-packages/nvidia/cublas/lib"));
    const QString homeVenv = m.mkdir(QStringLiteral("home/venv/lib/python3.12/site-packages/nvidia/cu13/lib"));
    const QString condaBase = m.mkdir(QStringLiteral("home/miniconda3/lib/python3.12/site-packages/nvidia/cu13/lib"));
    const QString optConda = m.mkdir(QStringLiteral("root/opt/conda/envs/torch/lib"));

    const std::vector<CublasCandidate> list = cublasCandidates(m.env);
    const QList<QString> order{cudaHome, usrCuda,  cuda132,  cuda130,   pySite,
                               condaEnv, userSite, homeVenv, condaBase, optConda};
    int last = -1;
    for (const QString &d : order) {
        const int at = indexOf(list, d);
        QVERIFY2(at >= 0, qPrintable(QStringLiteral("%1 missing from\n%2").arg(d, QString::fromUtf8(listed(list)))));
        QVERIFY2(at > last,
                 qPrintable(QStringLiteral("%1 out of order in\n%2").arg(d, QString::fromUtf8(listed(list)))));
        last = at;
    }
    QCOMPARE(indexOf(list, m.path(QStringLiteral("root/usr/local/cuda-12.4/lib64"))), -1);
    // Each folder once.
    for (const CublasCandidate &c : list)
        QCOMPARE(std::count_if(list.begin(), list.end(), [&](const CublasCandidate &o) { return o.dir == c.dir; }), 1L);
    QCOMPARE(list[static_cast<std::size_t>(indexOf(list, cudaHome))].origin, std::string("$CUDA_HOME"));
    QCOMPARE(list[static_cast<std::size_t>(indexOf(list, pySite))].origin, std::string("python3's site-packages"));
    QCOMPARE(list[static_cast<std::size_t>(indexOf(list, condaEnv))].kind, Kind::Conda);
    QCOMPARE(list[static_cast<std::size_t>(indexOf(list, usrCuda))].kind, Kind::Toolkit);
}

void TestCublasFinder::torchBesideTheWheelNamesIt()
{
    FakeMachine m;
    const QString torchLib = m.mkdir(QStringLiteral("home/venv/lib/python3.12/site-packages/nvidia/cu13/lib"));
    m.mkdir(QStringLiteral("home/venv/lib/python3.12/site-packages/torch"));
    const QString pipLib = m.mkdir(QStringLiteral("home/.venv/lib/python3.12/site-packages/nvidia/cu13/lib"));
    const std::vector<CublasCandidate> list = cublasCandidates(m.env);
    QVERIFY(indexOf(list, torchLib) >= 0 && indexOf(list, pipLib) >= 0);
    QCOMPARE(list[static_cast<std::size_t>(indexOf(list, torchLib))].kind, Kind::TorchWheel);
    QCOMPARE(list[static_cast<std::size_t>(indexOf(list, pipLib))].kind, Kind::PipWheel);
    QCOMPARE(std::string(cublasKindKey(Kind::TorchWheel)), std::string("torch-wheel"));
}

void TestCublasFinder::firstSoundCopyWins()
{
    FakeMachine m;
    const QString wheel = QStringLiteral("home/venv/lib/python3.12/site-packages/nvidia/cu13/lib");
    m.mkdir(QStringLiteral("home/venv/lib/python3.12/site-packages/torch"));
    m.put(wheel);
    m.put(QStringLiteral("root/usr/local/cuda-13.0/lib64"));

    CublasSearchResult r = findCublas(m.env, kSoname);
    QVERIFY(r.found);
    QCOMPARE(r.where.kind, Kind::Toolkit); // the toolkit comes before Python environments
    QCOMPARE(r.path,
             QDir::cleanPath(m.path(QStringLiteral("root/usr/local/cuda-13.0/lib64/libcublas.so.13"))).toStdString());
    QVERIFY(r.skipped.empty());

    QVERIFY(QDir(m.path(QStringLiteral("root/usr/local/cuda-13.0"))).removeRecursively());
    r = findCublas(m.env, kSoname);
    QVERIFY(r.found);
    QCOMPARE(r.where.kind, Kind::TorchWheel);
    QCOMPARE(r.where.dir, QDir::cleanPath(m.path(wheel)).toStdString());
    QCOMPARE(withTilde(r.where.dir, m.env.home), std::string("~/venv/lib/python3.12/site-packages/nvidia/cu13/lib"));
}

void TestCublasFinder::brokenCopiesAreSkippedWithTheirReason()
{
    FakeMachine m;
    // $CUDA_HOME: cut short (a download that stopped half-way).
    m.put(QStringLiteral("cuda-home/lib64"));
    m.env.cudaHome = m.path(QStringLiteral("cuda-home")).toStdString();
    {
        QFile f(m.path(QStringLiteral("cuda-home/lib64/libcublas.so.13")));
        QVERIFY(f.open(QIODevice::ReadWrite));
        QVERIFY(f.resize(f.size() / 3));
    }
    // /usr/local/cuda: cuBLAS without its cuBLASLt.
    m.put(QStringLiteral("root/usr/local/cuda/lib64"), {QStringLiteral("libcublas.so.13")});
    // A conda environment: not a library at all.
    m.mkdir(QStringLiteral("home/miniconda3/envs/old/lib"));
    {
        QFile f(m.path(QStringLiteral("home/miniconda3/envs/old/lib/libcublas.so.13")));
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write("INPUT(-lcublas_static)\n");
    }
    m.env.condaPrefix = m.path(QStringLiteral("home/miniconda3/envs/old")).toStdString();
    // The sound one: pip's wheel.
    m.put(QStringLiteral("home/.local/lib/python3.11/site-packages/nvidia/cu13/lib"));

    const CublasSearchResult r = findCublas(m.env, kSoname);
    QVERIFY(r.found);
    QCOMPARE(r.where.kind, Kind::PipWheel);
    QCOMPARE(r.where.origin, std::string("~/.local"));
    QCOMPARE(r.skipped.size(), std::size_t{3});
    QCOMPARE(r.skipped[0].where.origin, std::string("$CUDA_HOME"));
    QVERIFY2(r.skipped[0].reason.find("truncated or damaged") != std::string::npos, r.skipped[0].reason.c_str());
    QCOMPARE(r.skipped[1].where.origin, std::string("/usr/local/cuda"));
    QVERIFY2(r.skipped[1].reason.find("libcublasLt.so.13 beside it") != std::string::npos, r.skipped[1].reason.c_str());
    QCOMPARE(r.skipped[2].where.kind, Kind::Conda);
    QVERIFY2(r.skipped[2].reason.find("not an ELF file") != std::string::npos, r.skipped[2].reason.c_str());
    // Nothing is modified: the broken copies are still there as they were.
    QVERIFY(QFile::exists(m.path(QStringLiteral("home/miniconda3/envs/old/lib/libcublas.so.13"))));
}

void TestCublasFinder::nothingFoundSaysWhereItLooked()
{
    FakeMachine m;
    m.mkdir(QStringLiteral("root/usr/local/cuda/lib64"));
    m.mkdir(QStringLiteral("home/venv/lib/python3.12/site-packages/nvidia/cu13/lib"));
    const CublasSearchResult r = findCublas(m.env, kSoname);
    QVERIFY(!r.found);
    QVERIFY(r.skipped.empty());
    QCOMPARE(r.searched.size(), std::size_t{2});
    QVERIFY(r.path.empty());
}

void TestCublasFinder::namesAndPaths()
{
    QCOMPARE(cublasPipPackage("libcublas.so.13"), std::string("nvidia-cublas"));
    QCOMPARE(cublasPipPackage("libcublas.so.12"), std::string("nvidia-cublas-cu12"));
    QCOMPARE(withTilde("/home/ana/venv/lib", "/home/ana"), std::string("~/venv/lib"));
    QCOMPARE(withTilde("/home/ana/venv/lib", "/home/ana/"), std::string("~/venv/lib"));
    QCOMPARE(withTilde("/home/anabel/lib", "/home/ana"), std::string("/home/anabel/lib"));
    QCOMPARE(withTilde("/usr/local/cuda/lib64", "/"), std::string("/usr/local/cuda/lib64"));
    QCOMPARE(cublasCopyProblem("/nonexistent-folder", kSoname).rfind("libcublas.so.13: ", 0), std::size_t{0});
    QVERIFY(cublasCopyProblem((kStandIn + QStringLiteral("/ok")).toStdString(), kSoname).empty());
}

void TestCublasFinder::environmentIsRead()
{
    qputenv("CUDA_HOME", "/opt/cuda-home-test");
    qputenv("VIRTUAL_ENV", "/work/venv-test");
    qputenv("CONDA_PREFIX", "/opt/conda-test");
    const CublasSearchEnvironment env = cublasSearchEnvironment(5000);
    qunsetenv("CUDA_HOME");
    qunsetenv("VIRTUAL_ENV");
    qunsetenv("CONDA_PREFIX");
    QCOMPARE(env.cudaHome, std::string("/opt/cuda-home-test"));
    QCOMPARE(env.virtualEnv, std::string("/work/venv-test"));
    QCOMPARE(env.condaPrefix, std::string("/opt/conda-test"));
    QVERIFY(env.trySystemLoader);
    // python3's answer, when there is a python3: absolute paths only.
    for (const std::string &p : env.pythonSitePaths)
        QVERIFY2(!p.empty() && p.front() == '/', p.c_str());
}

void TestCublasFinder::preloadOpensTheChosenCopyAndSkipsOneThatWillNotOpen()
{
    FakeMachine m;
    // The toolkit's copy is a sound ELF file with its cuBLASLt, but one of its
    // own dependencies is missing: only dlopen() can tell, and it is skipped
    // with dlopen's words.
    m.put(QStringLiteral("root/usr/local/cuda/lib64"), {QStringLiteral("libcublas.so.13")},
          QStringLiteral("unloadable"));
    m.put(QStringLiteral("root/usr/local/cuda/lib64"), {QStringLiteral("libcublasLt.so.13")});
    const QString wheel = QStringLiteral("home/venv/lib/python3.12/site-packages/nvidia/cu13/lib");
    m.mkdir(QStringLiteral("home/venv/lib/python3.12/site-packages/torch"));
    m.put(wheel);

    QVERIFY2(dlopen(kSoname.c_str(), RTLD_NOW | RTLD_NOLOAD) == nullptr, "no cuBLAS may be open before the test");
    const CublasSearchResult r = preloadCublas(m.env, kSoname);
    QVERIFY(r.found);
    QCOMPARE(r.where.kind, Kind::TorchWheel);
    QCOMPARE(r.skipped.size(), std::size_t{1});
    QVERIFY2(r.skipped[0].reason.find("libgpulab_standin_helper.so") != std::string::npos, r.skipped[0].reason.c_str());

    // The copy opened is the wheel's, with its cuBLASLt from beside it, and
    // the soname now resolves to it: what the CUDA module's dependency gets.
    void *sym = dlsym(RTLD_DEFAULT, "gpulab_standin_cublas");
    QVERIFY(sym != nullptr);
    Dl_info info{};
    QVERIFY(dladdr(sym, &info) != 0);
    QCOMPARE(QDir::cleanPath(QString::fromUtf8(info.dli_fname)),
             QDir::cleanPath(m.path(wheel + QStringLiteral("/libcublas.so.13"))));
    void *lt = dlsym(RTLD_DEFAULT, "gpulab_standin_cublaslt");
    QVERIFY(lt != nullptr && dladdr(lt, &info) != 0);
    QCOMPARE(QDir::cleanPath(QString::fromUtf8(info.dli_fname)),
             QDir::cleanPath(m.path(wheel + QStringLiteral("/libcublasLt.so.13"))));
    QVERIFY(dlopen(kSoname.c_str(), RTLD_NOW | RTLD_NOLOAD) != nullptr);
}

QTEST_GUILESS_MAIN(TestCublasFinder)
#include "tst_cublasfinder.moc"
