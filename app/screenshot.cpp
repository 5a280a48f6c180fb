// `gpulab screenshot --out DIR [--panel NAME]`: every registered panel,
// rendered offscreen in the real main window at 1600×1000.

#include "app/cli.h"
#include "app/logging.h"
#include "app/mainwindow.h"
#include "labs/labregistry.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QImage>
#include <QSaveFile>
#include <QTextStream>

#include <variant>

namespace gpulab::app {

namespace {
QString tr(const char *text)
{
    return QCoreApplication::translate("Screenshot", text);
}
} // namespace

std::variant<ScreenshotOptions, int> parseScreenshotArgs(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Render each lab panel offscreen to DIR/<panel>.png at 1600×1000."));
    parser.addHelpOption();
    const QCommandLineOption out(QStringLiteral("out"), tr("Folder to write the PNG files to (created if missing)."),
                                 QStringLiteral("dir"));
    const QCommandLineOption panelOpt(QStringLiteral("panel"),
                                      tr("Only this panel: %1.").arg(labs::labIds().join(QStringLiteral(", "))),
                                      QStringLiteral("name"));
    const QCommandLineOption level(QStringLiteral("log-level"), tr("Log level on stderr."), QStringLiteral("level"),
                                   QStringLiteral("warn"));
    parser.addOptions({out, panelOpt, level});
    if (!parser.parse(args))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << parser.helpText();
        return kExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(tr("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst()));
    if (!isValidLogLevel(parser.value(level)))
        return usageError(tr("unknown log level \"%1\"").arg(parser.value(level)));
    if (!parser.isSet(out) || parser.value(out).isEmpty())
        return usageError(tr("screenshot needs --out DIR"));

    ScreenshotOptions o;
    o.outDir = parser.value(out);
    o.logLevel = parser.value(level);
    o.panels = labs::labIds();
    if (parser.isSet(panelOpt)) {
        const QString id = parser.value(panelOpt);
        if (!labs::findLab(id))
            return usageError(tr("unknown panel \"%1\" (panels: %2)").arg(id, o.panels.join(QStringLiteral(", "))));
        o.panels = {id};
    }
    return o;
}

int runScreenshot(const ScreenshotOptions &options)
{
    if (const QString e = setupLogging(options.logLevel); !e.isEmpty())
        return usageError(e);
    const QDir dir(options.outDir);
    if (!QDir().mkpath(dir.absolutePath()))
        return usageError(tr("cannot create the folder %1").arg(dir.absolutePath()));

    MainWindow window;
    window.resize(1600, 1000);
    window.show();
    QTextStream stdoutStream(stdout);
    for (const QString &id : options.panels) {
        window.showLab(id);
        // Let layouts settle and queued updates run before grabbing.
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        const QImage image = window.grab().toImage();
        QSaveFile file(dir.filePath(id + QStringLiteral(".png")));
        if (!file.open(QIODevice::WriteOnly) || !image.save(&file, "PNG") || !file.commit()) {
            QTextStream(stderr) << "gpulab: " << tr("could not write %1: %2").arg(file.fileName(), file.errorString())
                                << Qt::endl;
            return kExitFailed;
        }
        stdoutStream << file.fileName() << Qt::endl;
    }
    return kExitOk;
}

} // namespace gpulab::app
