#pragma once

// The edges of the process, one way for every command and the window:
// - Ctrl+C (SIGINT) and SIGTERM are taken by one thread of ours that waits
//   for them, never by whichever thread the kernel picks: a handler that ran
//   on an OpenMP worker inside oneDNN's sgemm corrupted the heap.
// - A write to a pipe nobody reads or past a file-size limit is a failed
//   write (SIGPIPE and SIGXFSZ ignored), reported like a full disk.
// - Output that could not be written ends the run with exit status 1 and one
//   line on stderr, instead of a silent success.

#include <atomic>

namespace gpulab::app {

// First thing in main(), before any thread exists, so that every thread
// started later inherits the blocked signals. Also gives a standard stream
// that was closed a placeholder that fails every write, so that no file we
// open later becomes "stdout" by taking its descriptor.
void guardProcess();

enum class OnInterrupt {
    Exit,           // "interrupted" on stderr and exit status 1 at once (nothing to stop gracefully)
    Cancel,         // set interruptRequested(): the running work checks it and stops
    QuitApplication // ask the Qt application to quit, as closing the window would
};
// What the next SIGINT or SIGTERM does; the default is Exit. A second signal
// after a Cancel or a QuitApplication exits at once.
void setOnInterrupt(OnInterrupt what);
const std::atomic<bool> &interruptRequested();

// Flushes stdout. When anything written to it was lost (no space, a closed
// pipe, a file-size limit, a closed descriptor) it says so in one stderr line
// and returns kExitFailed in place of a success; otherwise returns `code`.
int finishOutput(int code);

} // namespace gpulab::app
