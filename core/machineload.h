#pragma once

// Was the machine free while we measured? Linux keeps, for every thread, the
// time it ran on a core and the time it sat runnable waiting for one
// (/proc/self/task/<tid>/schedstat). Sampled around the timed runs of a size,
// the waiting share says whether another program (or the app's own window)
// took cores from the measurement — the reason small matmuls then show a
// scheduler-slice floor and the naive loop seems to beat the library.

#include <QString>

namespace gpulab::core {

// Records the calling thread as the app's interactive (GUI) thread. Its CPU
// time is reported on its own and left out of the waiting share. Called by
// ComputeEngine when it is built on the main thread.
void markInteractiveThread();

struct SchedSample {
    bool valid = false;              // false where /proc/self/task cannot be read
    double runSeconds = 0.0;         // all threads but the interactive one: time on a core
    double waitSeconds = 0.0;        // … and time runnable but waiting for a core
    double interactiveSeconds = 0.0; // the interactive thread's time on a core
    bool interactiveKnown = false;
    double wallSeconds = 0.0; // steady clock
};

SchedSample sampleScheduler();

// The 1-minute load average from /proc/loadavg; negative when unknown.
double loadAverage();

struct MachineLoad {
    bool known = false;
    double waitShare = 0.0;        // wait / (run + wait) of the measuring threads, 0…1
    double interactiveShare = 0.0; // the window's CPU time / wall time, in cores
    double interactiveRatio = 0.0; // the window's CPU time / the measuring threads' CPU time
    double loadAverage = -1.0;
};

MachineLoad loadBetween(const SchedSample &before, const SchedSample &after, double loadAvg);

// The shares above which a point is flagged.
inline constexpr double kBusyWaitShare = 0.10; // measuring threads waited ≥ 10 % of their time
// The window counts as a disturbance when it used at least a quarter as much
// CPU time as the measurement itself (and a noticeable share of a core): on a
// machine with cores to spare the window's work costs the measurement nothing.
inline constexpr double kBusyInteractiveRatio = 0.25;
inline constexpr double kBusyInteractiveShare = 0.05;

// What a person should know about the conditions of a measurement, or an empty
// string when the machine was free: the waiting share with the load average,
// and separately that the app's own window was busy.
QString busyNote(const MachineLoad &load);

} // namespace gpulab::core
