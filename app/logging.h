#pragma once

#include <QString>

namespace gpulab::app {

// Installs the sinks every layer's named logger writes to: stderr at
// `stderrLevel`, and a rotating file (1 MiB × 3) in the platform's app-data
// folder at info level or lower. Returns an error text for a bad level name.
QString setupLogging(const QString &stderrLevel);

// Where the log file lives, for the About box.
QString logFilePath();

bool isValidLogLevel(const QString &level);

} // namespace gpulab::app
