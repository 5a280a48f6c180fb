#pragma once

// The four columns of the stepper and how each picks a line's outcome. Three
// are fixed teaching machines; "this machine" is filled from the real device
// probe (driver present? usable CUDA device? its name and memory).

#include "core/deviceprobe.h"
#include "core/dispatch/scenario.h"

#include <QList>
#include <QString>

namespace gpulab::core::dispatch {

enum class Machine { Workstation, Mac, Laptop, ThisMachine };
inline constexpr int kMachineCount = 4;
QList<Machine> allMachines();

// Which PyTorch wheel the laptop and this machine have installed. The default
// Linux wheel from PyPI is a CUDA build; the CPU-only one comes from PyTorch's
// own index (…/whl/cpu).
enum class WheelBuild { Cuda, CpuOnly };

// The facts a machine's outcomes depend on.
struct HostFacts {
    bool driverPresent = false; // libcuda.so.1 / nvidia-smi installed
    bool gpuUsable = false;     // a CUDA device answered
    QString gpuName;
    qint64 totalBytes = 0;
    QString driverVersion; // "550.54.14"
    QString driverCuda;    // "12.4": newest CUDA the driver supports
    // torch.version.cuda of a CUDA wheel. The workstation's is the reference
    // 12.4; elsewhere GPU Lab cannot see the installed wheel and uses the
    // current PyPI wheel's (kPypiWheelCuda), saying so.
    QString wheelCuda;
    QString probeStatus; // the probe's own words: "no NVIDIA driver found"

    // RTX 4090: 24564 MiB, so total_memory / 1e9 prints 25.8.
    static HostFacts workstation();
    static HostFacts fromReport(const DeviceReport &report);
};

inline constexpr qint64 kRtx4090Bytes = 24564LL * 1024 * 1024; // 25,757,220,864 bytes

// What the default Linux wheel from PyPI prints for torch.version.cuda,
// measured with torch 2.15.0+cu132 (docs/facts.md). It changes with releases.
inline constexpr char kPypiWheelCuda[] = "13.2";
inline constexpr char kPypiWheelVersion[] = "2.15.0+cu132";

// Whether this machine's driver can run the current PyPI CUDA wheel: decided
// from the CUDA version the driver reports (its major version must reach the
// wheel's), not from whether GPU Lab's own CUDA module works.
enum class WheelOnDriver { NoDriver, Unknown, DriverTooOld, Runs };
WheelOnDriver driverRunsPypiWheel(const HostFacts &host);

QString machineTitle(Machine m); // "NVIDIA workstation"
QString machineSubtitle(Machine m, WheelBuild build, const HostFacts &thisHost);
QString buildTitle(WheelBuild build); // "CUDA wheel"

// The outcome of `line` on machine `m`, placeholders filled in. The build
// choice applies to the laptop and to this machine; the workstation has the
// CUDA wheel, the Mac the macOS wheel. When this machine has a driver but the
// probe found no usable device, a CUDA-wheel answer cannot be told and the
// outcome is Unknown with the reason.
Outcome outcomeFor(const Scenario &scenario, const ScriptLine &line, Machine m, WheelBuild build,
                   const HostFacts &thisHost);

// "{gpu_name:28}" etc. replaced from `facts` (see scenarioloader.h).
QString fillPlaceholders(const QString &text, const HostFacts &facts);

// round(bytes / 1e9, 1) as Python prints it: "25.8".
QString pythonGb(qint64 bytes);

} // namespace gpulab::core::dispatch
