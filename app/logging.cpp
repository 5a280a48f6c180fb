#include "app/logging.h"

#include "app/cliargs.h"

#include <QCoreApplication>
#include <QDir>
#include <QFileInfo>
#include <QSettings>
#include <QStandardPaths>

#include <spdlog/sinks/rotating_file_sink.h>
#include <spdlog/sinks/stdout_color_sinks.h>
#include <spdlog/spdlog.h>

#include <vector>

namespace gpulab::app {

namespace {
const char *const kLayers[] = {"app", "labs", "core", "kernels"};
bool g_logFileOpen = false; // the last setupLogging() got its file sink

// Qt's own warnings go to the same sinks as ours, under the "app" logger.
void qtMessageToSpdlog(QtMsgType type, const QMessageLogContext &, const QString &message)
{
    auto logger = spdlog::get("app");
    if (!logger)
        return;
    auto level = spdlog::level::info;
    switch (type) {
    case QtDebugMsg: level = spdlog::level::debug; break;
    case QtInfoMsg: level = spdlog::level::info; break;
    case QtWarningMsg: level = spdlog::level::warn; break;
    case QtCriticalMsg: level = spdlog::level::err; break;
    case QtFatalMsg: level = spdlog::level::critical; break;
    }
    // Headless machines (CI, SSH sessions) have no XDG runtime folder; Qt
    // falls back to a private one, which is fine, so this is not a warning.
    if (message.startsWith(u"QStandardPaths: XDG_RUNTIME_DIR not set"))
        level = spdlog::level::debug;
    logger->log(level, "Qt: {}", message.toStdString());
}
} // namespace

QString logFilePath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("logs/gpulab.log"));
}

bool isValidLogLevel(const QString &level)
{
    const QString word = optionWord(level);
    const auto parsed = spdlog::level::from_str(word.toStdString());
    // from_str answers "off" for anything it does not know.
    return parsed != spdlog::level::off || word == u"off";
}

QString setupLogging(const QString &stderrLevel)
{
    if (!isValidLogLevel(stderrLevel))
        return QCoreApplication::translate(
                   "Logging", "unknown log level \"%1\" (use trace, debug, info, warn, error, critical or off)")
            .arg(stderrLevel);
    const auto level = spdlog::level::from_str(optionWord(stderrLevel).toStdString());

    std::vector<spdlog::sink_ptr> sinks;
    auto console = std::make_shared<spdlog::sinks::stderr_color_sink_mt>();
    console->set_level(level);
    console->set_pattern("gpulab [%n] %l: %v");
    sinks.push_back(console);

    const QString path = logFilePath();
    g_logFileOpen = false;
    if (QDir().mkpath(QFileInfo(path).absolutePath())) {
        try {
            auto file = std::make_shared<spdlog::sinks::rotating_file_sink_mt>(path.toStdString(), 1 << 20, 3);
            file->set_level(std::min(level, spdlog::level::info));
            sinks.push_back(file);
            g_logFileOpen = true;
        } catch (const spdlog::spdlog_ex &) {
            // A read-only home is not a reason to refuse to start; stderr still
            // works, and storageProblem() says so.
        }
    }
    for (const char *name : kLayers) {
        spdlog::drop(name);
        auto logger = std::make_shared<spdlog::logger>(name, sinks.begin(), sinks.end());
        logger->set_level(spdlog::level::trace); // the sinks filter
        logger->flush_on(spdlog::level::warn);
        spdlog::register_logger(logger);
    }
    qInstallMessageHandler(qtMessageToSpdlog);
    return {};
}

QString storageProblem(QSettings &settings)
{
    QStringList lost;
    if (!g_logFileOpen)
        lost << QCoreApplication::translate("Logging", "the log (%1)").arg(logFilePath());
    // isWritable() creates the settings folder when it is missing, as the first save would.
    if (!settings.isWritable())
        lost << QCoreApplication::translate("Logging", "the settings (%1)").arg(settings.fileName());
    QStringList said;
    if (!lost.isEmpty())
        said << QCoreApplication::translate("Logging", "cannot write %1: check that HOME (%2) exists and is writable; "
                                                       "nothing will be remembered after GPU Lab closes")
                    .arg(lost.join(QCoreApplication::translate("Logging", " or ")),
                         QString::fromLocal8Bit(qgetenv("HOME")));
    if (settings.status() == QSettings::FormatError)
        said << QCoreApplication::translate("Logging",
                                            "the settings file %1 could not be read; the defaults are used and the "
                                            "file is left as it is until you change a setting")
                    .arg(settings.fileName());
    return said.join(QStringLiteral("; "));
}

} // namespace gpulab::app
