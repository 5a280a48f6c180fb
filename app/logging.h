#pragma once

#include <QString>

class QSettings;

namespace gpulab::app {

// Installs the sinks every layer's named logger writes to: stderr at
// `stderrLevel`, and a rotating file (1 MiB × 3) in the platform's app-data
// folder at info level or lower. Returns an error text for a bad level name.
QString setupLogging(const QString &stderrLevel);

// Where the log file lives, for the About box.
QString logFilePath();

bool isValidLogLevel(const QString &level);

// One sentence when the app cannot keep what it writes (the log file did not
// open in setupLogging(), the settings are not writable, or the settings file
// could not be read); "" when all is well. `settings` must be the process's
// first QSettings: Qt parses the file once and only that object's status()
// tells of a format error.
QString storageProblem(QSettings &settings);

} // namespace gpulab::app
