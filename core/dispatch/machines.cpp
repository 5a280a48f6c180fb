#include "core/dispatch/machines.h"

#include "core/units.h"

#include <QCoreApplication>
#include <QRegularExpression>

#include <cmath>

namespace gpulab::core::dispatch {
namespace {

// lupdate and the runtime agree on the context "Dispatch".
struct TrDispatch {
    Q_DECLARE_TR_FUNCTIONS(Dispatch)
};

QString key(const char16_t *k)
{
    return QString::fromUtf16(k);
}

// The environment key a machine reads for a line, or empty when it cannot be told.
QString envKey(Machine m, WheelBuild build, LineKind kind, const HostFacts &host)
{
    const bool shell = kind == LineKind::Shell;
    QString noGpu =
        shell ? key(env::kNoDriver) : (build == WheelBuild::Cuda ? key(env::kCudaNoDriver) : key(env::kCpuWheel));
    switch (m) {
    case Machine::Workstation: return key(env::kNvidia);
    case Machine::Mac: return key(env::kMac);
    case Machine::Laptop: return noGpu;
    case Machine::ThisMachine:
        // No driver: exactly the laptop, whatever else the probe said.
        if (!host.driverPresent)
            return noGpu;
        if (shell)
            return host.gpuUsable ? key(env::kNvidia) : QString(); // nvidia-smi needs a card that answers
        if (build == WheelBuild::CpuOnly)
            return key(env::kCpuWheel); // a CPU-only wheel never looks at the driver
        // pip installs the CUDA wheel's own runtime (CUDA 13.2), so what decides is the
        // driver's CUDA version, not whether GPU Lab's own CUDA module loaded.
        if (driverRunsPypiWheel(host) == WheelOnDriver::Runs && host.gpuUsable)
            return key(env::kNvidia);
        return {};
    }
    return {};
}

int majorOf(const QString &version)
{
    bool ok = false;
    const int major = version.section(QLatin1Char('.'), 0, 0).toInt(&ok);
    return ok ? major : -1;
}

} // namespace

WheelOnDriver driverRunsPypiWheel(const HostFacts &host)
{
    if (!host.driverPresent)
        return WheelOnDriver::NoDriver;
    const int driver = majorOf(host.driverCuda);
    if (driver < 0)
        return WheelOnDriver::Unknown;
    // Minor-version compatibility: a 13.0 driver runs a 13.2 wheel; a 12.x one does not.
    return driver >= majorOf(QString::fromLatin1(kPypiWheelCuda)) ? WheelOnDriver::Runs : WheelOnDriver::DriverTooOld;
}

QList<Machine> allMachines()
{
    return {Machine::Workstation, Machine::Mac, Machine::Laptop, Machine::ThisMachine};
}

HostFacts HostFacts::workstation()
{
    HostFacts f;
    f.driverPresent = true;
    f.gpuUsable = true;
    f.gpuName = QStringLiteral("NVIDIA GeForce RTX 4090");
    f.totalBytes = kRtx4090Bytes;
    f.driverVersion = QStringLiteral("550.54.14");
    f.driverCuda = QStringLiteral("12.4");
    f.wheelCuda = QStringLiteral("12.4");
    return f;
}

HostFacts HostFacts::fromReport(const DeviceReport &report)
{
    const CudaReport &c = report.cuda;
    HostFacts f;
    f.driverPresent = c.driverLibraryPresent;
    f.gpuUsable = c.usable();
    f.gpuName = c.name;
    f.totalBytes = c.totalBytes;
    f.driverVersion = c.driverVersion;
    f.driverCuda = c.driverCudaVersion;
    f.wheelCuda = QString::fromLatin1(kPypiWheelCuda); // the probe cannot see PyTorch's wheel
    // PyTorch comes with its own CUDA runtime (pip installs it), so what matters for its answers is
    // the driver on disk and whether a device answered — not how GPU Lab was built.
    if (report.pending) // the window's worker is still probing; the column is answered again when it is done
        f.probeStatus = TrDispatch::tr("still being measured…");
    else if (c.usable())
        f.probeStatus = TrDispatch::tr("%1, %2").arg(c.name, units::gb(double(c.totalBytes)));
    else if (!c.driverLibraryPresent)
        f.probeStatus = TrDispatch::tr("no NVIDIA driver found");
    else
        f.probeStatus = TrDispatch::tr("NVIDIA driver installed, but %1").arg(c.reason);
    return f;
}

QString machineTitle(Machine m)
{
    switch (m) {
    case Machine::Workstation: return TrDispatch::tr("NVIDIA workstation");
    case Machine::Mac: return TrDispatch::tr("Apple Silicon Mac");
    case Machine::Laptop: return TrDispatch::tr("CPU-only laptop");
    case Machine::ThisMachine: return TrDispatch::tr("This machine");
    }
    return {};
}

QString buildTitle(WheelBuild build)
{
    return build == WheelBuild::Cuda ? TrDispatch::tr("CUDA wheel") : TrDispatch::tr("CPU-only wheel");
}

QString machineSubtitle(Machine m, WheelBuild build, const HostFacts &thisHost)
{
    switch (m) {
    case Machine::Workstation: return TrDispatch::tr("RTX 4090 24 GiB · driver with CUDA 12.4 · CUDA wheel");
    case Machine::Mac: return TrDispatch::tr("M2 · macOS wheel (CPU + MPS)");
    case Machine::Laptop: return TrDispatch::tr("no NVIDIA GPU · %1").arg(buildTitle(build));
    case Machine::ThisMachine: return TrDispatch::tr("%1 · %2").arg(thisHost.probeStatus, buildTitle(build));
    }
    return {};
}

QString pythonGb(qint64 bytes)
{
    // Python's round(x, 1) then repr: one decimal for numbers of this size.
    return QString::number(std::round(double(bytes) / units::kGB * 10.0) / 10.0, 'f', 1);
}

QString fillPlaceholders(const QString &text, const HostFacts &facts)
{
    static const QRegularExpression re(QStringLiteral(R"(\{([a-z_]+)(?::(>?)(\d+))?\})"));
    QString out;
    qsizetype last = 0;
    auto it = re.globalMatch(text);
    while (it.hasNext()) {
        const auto m = it.next();
        const QString name = m.captured(1);
        QString value;
        if (name == u"gpu_name")
            value = facts.gpuName;
        else if (name == u"gpu_gb")
            value = pythonGb(facts.totalBytes);
        else if (name == u"gpu_mib")
            value = QString::number(facts.totalBytes / (1024 * 1024));
        else if (name == u"driver_version")
            value = facts.driverVersion.isEmpty() ? QStringLiteral("N/A") : facts.driverVersion;
        else if (name == u"driver_cuda")
            value = facts.driverCuda.isEmpty() ? QStringLiteral("N/A") : facts.driverCuda;
        else if (name == u"wheel_cuda")
            value = facts.wheelCuda;
        else
            continue; // not ours: leave the braces as they are
        if (!m.captured(3).isEmpty()) {
            const int width = m.captured(3).toInt();
            value = value.left(width);
            value = m.captured(2).isEmpty() ? value.leftJustified(width) : value.rightJustified(width);
        }
        out += text.mid(last, m.capturedStart() - last) + value;
        last = m.capturedEnd();
    }
    return out + text.mid(last);
}

Outcome outcomeFor(const Scenario &scenario, const ScriptLine &line, Machine m, WheelBuild build,
                   const HostFacts &thisHost)
{
    const QString k = envKey(m, build, line.kind, thisHost);
    if (k.isEmpty() && m == Machine::ThisMachine && build == WheelBuild::Cuda &&
        driverRunsPypiWheel(thisHost) == WheelOnDriver::DriverTooOld) {
        Outcome u;
        u.kind = Outcome::Kind::Unknown;
        u.text =
            TrDispatch::tr("This driver supports CUDA %1, and the current PyPI wheel (torch %2) is built for "
                           "CUDA %3, which needs a CUDA 13 driver (r580 or newer). With it, is_available() "
                           "prints False after a warning that the driver is too old, and every line that "
                           "needs the GPU raises.")
                .arg(thisHost.driverCuda, QString::fromLatin1(kPypiWheelVersion), QString::fromLatin1(kPypiWheelCuda));
        u.why = TrDispatch::tr("Update the driver, or install a wheel built for CUDA 12 from the selector on "
                               "pytorch.org.");
        return u;
    }
    if (k.isEmpty() || !line.outcomes.contains(k)) {
        Outcome u;
        u.kind = Outcome::Kind::Unknown;
        u.text = TrDispatch::tr(
                     "GPU Lab cannot tell: the NVIDIA driver is installed, but the probe found no usable device (%1). "
                     "What PyTorch prints depends on why.")
                     .arg(thisHost.probeStatus);
        u.why = TrDispatch::tr("Run the line yourself; the Device report panel shows what failed.");
        return u;
    }
    Outcome o = line.outcomes.value(k);
    // The card's placeholders: the workstation's card, or this machine's own.
    const bool ownGpu = m == Machine::ThisMachine && k == key(env::kNvidia);
    HostFacts facts = ownGpu ? thisHost : HostFacts::workstation();
    // The wheel's CUDA version is known only for the reference workstation.
    const bool wheelShown = o.text.contains(QStringLiteral("{wheel_cuda}"));
    if (m != Machine::Workstation)
        facts.wheelCuda = m == Machine::ThisMachine && !thisHost.wheelCuda.isEmpty()
                              ? thisHost.wheelCuda // the learner's own wheel, when it was asked
                              : QString::fromLatin1(kPypiWheelCuda);
    o.text = fillPlaceholders(o.text, facts);
    o.label = fillPlaceholders(o.label, facts);
    o.why = scenario.tr(o.why);
    if (wheelShown && m != Machine::Workstation)
        o.why +=
            QLatin1Char(' ') + TrDispatch::tr("GPU Lab cannot see which wheel is installed: %1 is what the "
                                              "current PyPI wheel (torch %2) prints; yours prints the CUDA "
                                              "version it was built with.")
                                   .arg(QString::fromLatin1(kPypiWheelCuda), QString::fromLatin1(kPypiWheelVersion));
    o.fix = scenario.tr(o.fix);
    return o;
}

} // namespace gpulab::core::dispatch
