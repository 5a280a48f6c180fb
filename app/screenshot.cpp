// `gpulab screenshot --out DIR [--panel NAME] [--size WxH] [--text-scale S] [--projector] [--dark]`:
// every registered panel, rendered offscreen in the real main window.

#include "app/cli.h"
#include "app/cliargs.h"
#include "app/logging.h"
#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "labs/accessibility.h"
#include "labs/labregistry.h"
#include "labs/style.h"

#include <QApplication>
#include <QBuffer>
#include <QCommandLineParser>
#include <QDir>
#include <QEventLoop>
#include <QImage>
#include <QLocale>
#include <QPalette>
#include <QSaveFile>
#include <QTemporaryFile>
#include <QTextStream>

#include <algorithm>
#include <variant>

namespace gpulab::app {

namespace {
// lupdate and the runtime agree on the context "Screenshot".
struct TrScreenshot {
    Q_DECLARE_TR_FUNCTIONS(Screenshot)
};

// The window the panels are laid out for at the least, and a sane most.
constexpr int kMinShotWidth = 1024;
constexpr int kMinShotHeight = 640;
constexpr int kMaxShotSide = 8192;
} // namespace

std::variant<ScreenshotOptions, int> parseScreenshotArgs(const QStringList &args)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(
        TrScreenshot::tr("Render each lab panel offscreen to DIR/<panel>.png, in a window of --size pixels "
                         "(default 1600x1000) with text at --text-scale (default 1.0, as View › Larger text), "
                         "in projector mode with --projector."));
    parser.addHelpOption();
    const QCommandLineOption out(QStringLiteral("out"),
                                 TrScreenshot::tr("Folder to write the PNG files to (created if missing)."),
                                 QStringLiteral("dir"));
    const QCommandLineOption panelOpt(
        QStringLiteral("panel"),
        TrScreenshot::tr("Only this panel: %1.").arg(labs::labIds().join(QStringLiteral(", "))),
        QStringLiteral("name"));
    const QCommandLineOption level(QStringLiteral("log-level"), TrScreenshot::tr("Log level on stderr."),
                                   QStringLiteral("level"), QStringLiteral("warn"));
    const QCommandLineOption sizeOpt(
        QStringLiteral("size"),
        TrScreenshot::tr("Window size in pixels, WIDTHxHEIGHT, at least %1x%2.").arg(kMinShotWidth).arg(kMinShotHeight),
        QStringLiteral("WxH"), QStringLiteral("1600x1000"));
    const QCommandLineOption scaleOpt(
        QStringLiteral("text-scale"),
        TrScreenshot::tr("Text size as a factor of the normal size, %1 to %2.")
            .arg(QLocale::c().toString(labs::style::kMinTextScale), QLocale::c().toString(labs::style::kMaxTextScale)),
        QStringLiteral("S"), QStringLiteral("1.0"));
    const QCommandLineOption projectorOpt(
        QStringLiteral("projector"),
        TrScreenshot::tr("Projector mode, as View › Projector mode (F5): light high-contrast colours, text 1.5 times "
                         "as large, thick chart lines. The stored setting is neither read nor changed."));
    const QCommandLineOption darkOpt(
        QStringLiteral("dark"),
        TrScreenshot::tr(
            "Render with a dark palette, as on a desktop set to a dark theme (projector mode stays light)."));
    parser.addOptions({out, panelOpt, sizeOpt, scaleOpt, projectorOpt, darkOpt, level});
    if (!parser.parse(args))
        return usageError(parser.errorText());
    if (parser.isSet(QStringLiteral("help"))) {
        QTextStream(stdout) << subcommandHelp(parser, args);
        return kExitOk;
    }
    if (!parser.positionalArguments().isEmpty())
        return usageError(
            TrScreenshot::tr("unexpected argument \"%1\"").arg(parser.positionalArguments().constFirst()));
    if (!isValidLogLevel(parser.value(level)))
        return usageError(TrScreenshot::tr("unknown log level \"%1\"").arg(parser.value(level)));
    if (!parser.isSet(out) || parser.value(out).isEmpty())
        return usageError(TrScreenshot::tr("screenshot needs --out DIR"));

    ScreenshotOptions o;
    const QStringList wh = optionWord(parser.value(sizeOpt)).split(u'x');
    bool okW = false;
    bool okH = false;
    const int w = wh.size() == 2 ? wh[0].toInt(&okW) : 0;
    const int h = wh.size() == 2 ? wh[1].toInt(&okH) : 0;
    if (!okW || !okH || w < kMinShotWidth || h < kMinShotHeight || w > kMaxShotSide || h > kMaxShotSide)
        return usageError(TrScreenshot::tr("--size wants WIDTHxHEIGHT between %1x%2 and %3x%3, not \"%4\"")
                              .arg(kMinShotWidth)
                              .arg(kMinShotHeight)
                              .arg(kMaxShotSide)
                              .arg(parser.value(sizeOpt)));
    o.size = QSize(w, h);
    bool okScale = false;
    o.textScale = QLocale::c().toDouble(parser.value(scaleOpt), &okScale);
    if (!okScale || !(o.textScale >= labs::style::kMinTextScale && o.textScale <= labs::style::kMaxTextScale))
        return usageError(TrScreenshot::tr("--text-scale wants a number from %1 to %2, not \"%3\"")
                              .arg(QLocale::c().toString(labs::style::kMinTextScale),
                                   QLocale::c().toString(labs::style::kMaxTextScale), parser.value(scaleOpt)));
    o.projector = parser.isSet(projectorOpt);
    o.dark = parser.isSet(darkOpt);
    o.outDir = parser.value(out);
    o.logLevel = parser.value(level);
    o.panels = labs::labIds();
    if (parser.isSet(panelOpt)) {
        const QString id = optionWord(parser.value(panelOpt));
        if (!labs::findLab(id))
            return usageError(TrScreenshot::tr("unknown panel \"%1\" (panels: %2)")
                                  .arg(parser.value(panelOpt), o.panels.join(QStringLiteral(", "))));
        o.panels = {id};
    }
    return o;
}

int runScreenshot(const ScreenshotOptions &options)
{
    if (const QString e = setupLogging(options.logLevel); !e.isEmpty())
        return usageError(e);
    // One rule: a folder that cannot be made or written to is bad input (2),
    // found before anything is drawn; a write that fails later is 1.
    const QDir dir(options.outDir);
    if (!QDir().mkpath(dir.absolutePath()))
        return usageError(TrScreenshot::tr("cannot create the folder %1").arg(dir.absolutePath()));
    {
        QTemporaryFile probe(dir.filePath(QStringLiteral(".gpulab-write-check-XXXXXX")));
        if (!probe.open())
            return usageError(
                TrScreenshot::tr("cannot write to the folder %1 (%2)").arg(dir.absolutePath(), probe.errorString()));
    }

    if (options.dark)
        QApplication::setPalette(labs::style::darkQtPalette()); // before the panels: every one in the dark inks
    labs::style::installFocusStyle();
    labs::installAccessibility();
    labs::style::setTextScale(options.textScale);
    labs::style::setProjector(options.projector); // before the panels are built: every one in its inks
    MainWindow window;
    window.resize(options.size);
    if (options.labState)
        if (const QString why = window.applyLabState(*options.labState); !why.isEmpty())
            return usageError(QStringLiteral("%1: %2").arg(options.labStateFile, why));
    window.show();
    // The window measures the machine on its worker after its first frame;
    // a screenshot shows the real figures, so it waits for them.
    window.startDeviceProbe();
    if (!window.engine()->deviceReportIsReady()) {
        QEventLoop loop;
        QObject::connect(window.engine(), &core::ComputeEngine::deviceReportReady, &loop, &QEventLoop::quit);
        loop.exec();
    }
    QTextStream stdoutStream(stdout);
    for (const QString &id : options.panels) {
        window.showLab(id);
        // Let layouts settle and queued updates run before grabbing.
        for (int i = 0; i < 5; ++i)
            QApplication::processEvents();
        const QImage image = window.grab().toImage();
        // Encoded in memory first: libpng, writing to a file that fails (a full
        // disk, a file-size limit), prints its own line and loses the reason.
        QByteArray png;
        QBuffer buffer(&png);
        if (!buffer.open(QIODevice::WriteOnly) || !image.save(&buffer, "PNG")) {
            printError(TrScreenshot::tr("could not encode the %1 panel as PNG").arg(id));
            return kExitFailed;
        }
        QSaveFile file(dir.filePath(id + QStringLiteral(".png")));
        // Unbuffered, and a short write tried again: only the failing write says why.
        bool written = file.open(QIODevice::WriteOnly | QIODevice::Unbuffered);
        for (qint64 done = 0; written && done < png.size();) {
            const qint64 n = file.write(png.constData() + done, png.size() - done);
            written = n > 0;
            done += std::max<qint64>(n, 0);
        }
        if (!written || !file.commit()) {
            printError(TrScreenshot::tr("could not write %1: %2").arg(file.fileName(), file.errorString()));
            return kExitFailed;
        }
        stdoutStream << file.fileName() << Qt::endl;
    }
    return kExitOk;
}

} // namespace gpulab::app
