// GPU Lab: one binary, two faces. With a subcommand (probe, bench,
// screenshot) it is a command-line tool; without one it opens the window.

#include "app/cli.h"
#include "app/cliargs.h"
#include "app/language.h"
#include "app/logging.h"
#include "app/processguard.h"
#include "core/labids.h"
#include "core/labstate.h"
#ifndef GPULAB_NO_GUI
#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "labs/accessibility.h"
#include "labs/labregistry.h"
#include "labs/style.h"

#include <QApplication>
#include <QScreen>
#endif
#include <QCommandLineParser>
#include <QDir>
#include <QFile>
#include <QSettings>
#include <QTextStream>

#include <spdlog/spdlog.h>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstring>
#include <optional>

#include <sys/stat.h>
#include <unistd.h>

namespace {

using namespace gpulab::app;

void describeApplication()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab"));
    QCoreApplication::setApplicationName(QStringLiteral("GPU Lab"));
    QCoreApplication::setApplicationVersion(QStringLiteral(GPULAB_VERSION));
}

// --lang, taken out of argv at the start of main().
QString g_language;

QString runtimeDirNote();

void installTranslators(QCoreApplication &app)
{
    installLanguage(app, g_language);
    // Said once, in the language just installed.
    if (const QString note = runtimeDirNote(); !note.isEmpty())
        printError(note);
}

// --open FILE, taken out of argv at the start of main() like --lang: the
// lab state the window (or gpulab screenshot) starts with.
std::optional<gpulab::core::LabState> g_openState;
QString g_openPath;

// Takes `--open FILE` / `--open=FILE` out of argv; the file's name when given
// (`given` set), else empty.
QString takeOpenOption(int &argc, char **argv, bool *given, QString *error)
{
    QString path;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        if (std::strcmp(argv[i], "--open") == 0) {
            *given = true;
            if (i + 1 >= argc)
                *error = QCoreApplication::translate("Main", "--open needs a lab state file (.gpulab)");
            else
                path = QString::fromLocal8Bit(argv[++i]);
        } else if (std::strncmp(argv[i], "--open=", 7) == 0) {
            *given = true;
            path = QString::fromLocal8Bit(argv[i] + 7);
        } else {
            argv[kept++] = argv[i];
        }
    }
    argv[kept] = nullptr;
    argc = kept;
    return path;
}

QString topLevelHelp()
{
    QString help =
        QCoreApplication::translate(
            "Main",
            "GPU Lab %1 — why deep-learning training runs on GPUs.\n\n"
            "Usage:\n"
            "  gpulab [--lab NAME] [--log-level LEVEL]   open the app (labs: %2)\n"
            "  gpulab probe [--json]                     what nvidia-smi and PyTorch would report here\n"
            "  gpulab bench [--size N | --sizes a,b,...] [--backend ID] [--repeats R] [--warmup W] [--no-sync]\n"
            "               [--json] [--save FILE [--nickname NAME]]\n"
            "                                            the lesson's CPU vs GPU matmul benchmark\n"
            "  gpulab plan [--params 7B | --preset NAME] [--weights fp16] [--mode train] [--optimizer adam]\n"
            "              [--batch N --seq S --checkpointing --accum K --shard zero3 --gpus N --lora-rank r] "
            "[--json]\n"
            "                                            the VRAM a model needs, against the cards\n"
            "  gpulab cost --card ID [--hours H --runs N --spot --interrupt-rate R --checkpoint-min M\n"
            "              --restart-min M --cap DOLLARS --idle-hours H --rates FILE\n"
            "              --model PRESET --mode MODE] [--json]\n"
            "                                            what a training sweep costs, on demand or on spot\n"
            "  gpulab [--open FILE] figures --lab NAME [--json]\n"
            "                                            the figures a lab shows, for its defaults or FILE\n"
            "  gpulab board FILES|DIR [--json | --csv]   the class board: learners' saved results side by side\n"
            "  gpulab screenshot --out DIR [--panel NAME] [--size WxH] [--text-scale S]\n"
            "                                            render every panel to DIR/<panel>.png\n"
            "  gpulab COMMAND --help                     the options of one command\n"
            "  --lang en|de|hi                           with any command: the language of its text and numbers\n\n"
            "Exit status: 0 done, 1 the work failed (wrong result, interrupted), 2 bad input.")
            .arg(QStringLiteral(GPULAB_VERSION), gpulab::core::labIds().join(QStringLiteral(", ")));
#ifdef GPULAB_NO_GUI
    help += QLatin1String("\n\n") +
            QCoreApplication::translate("Main", "This build has no window (configured with -DGPULAB_GUI=OFF): "
                                                "`gpulab` on its own and `gpulab screenshot` are not in it.");
#endif
    return help;
}

// What is wrong with the XDG_RUNTIME_DIR we were given, when something is:
// said in one line of ours once the language is known (installTranslators),
// not in Qt's words on every run.
enum class RuntimeDirProblem { None, NotAFolder, NotOurs, NotPrivate };
RuntimeDirProblem g_runtimeDirProblem = RuntimeDirProblem::None;
QString g_runtimeDirGiven;
QString g_runtimeDirUsed;
QString g_runtimeDirMode;

RuntimeDirProblem runtimeDirProblem(const QString &dir)
{
    const QFileInfo info(dir);
    if (!info.exists())
        return RuntimeDirProblem::None; // Qt makes it, 0700, without a word
    if (!info.isDir())
        return RuntimeDirProblem::NotAFolder;
    if (info.ownerId() != ::getuid())
        return RuntimeDirProblem::NotOurs;
    const auto others = QFileDevice::ReadGroup | QFileDevice::WriteGroup | QFileDevice::ExeGroup |
                        QFileDevice::ReadOther | QFileDevice::WriteOther | QFileDevice::ExeOther;
    const auto owner = QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner;
    if ((info.permissions() & others) != 0 || (info.permissions() & owner) != owner)
        return RuntimeDirProblem::NotPrivate;
    return RuntimeDirProblem::None;
}

// Headless machines (CI, SSH) have no XDG runtime folder, and some set one
// that is a file, someone else's or open to all; Qt then makes a private one
// and warns about it. Making the same folder ourselves, with the same 0700
// permissions, keeps the command line's stderr to what matters.
void ensureRuntimeDir()
{
    if (!qEnvironmentVariableIsEmpty("XDG_RUNTIME_DIR")) {
        g_runtimeDirGiven = qEnvironmentVariable("XDG_RUNTIME_DIR");
        g_runtimeDirProblem = runtimeDirProblem(g_runtimeDirGiven);
        if (g_runtimeDirProblem == RuntimeDirProblem::None)
            return;
        struct stat st {};
        if (::stat(QFile::encodeName(g_runtimeDirGiven).constData(), &st) == 0)
            g_runtimeDirMode = QString::number(st.st_mode & 07777, 8).rightJustified(4, u'0');
    }
    const QString dir = QDir::tempPath() + QStringLiteral("/runtime-%1").arg(::getuid());
    if (!QDir().mkpath(dir))
        return;
    QFile::setPermissions(dir, QFileDevice::ReadOwner | QFileDevice::WriteOwner | QFileDevice::ExeOwner);
    qputenv("XDG_RUNTIME_DIR", QFile::encodeName(dir));
    g_runtimeDirUsed = dir;
}

QString runtimeDirNote()
{
    QString what;
    switch (g_runtimeDirProblem) {
    case RuntimeDirProblem::None: return {};
    case RuntimeDirProblem::NotAFolder: what = QCoreApplication::translate("Main", "is not a folder"); break;
    case RuntimeDirProblem::NotOurs: what = QCoreApplication::translate("Main", "belongs to another user"); break;
    case RuntimeDirProblem::NotPrivate:
        what = QCoreApplication::translate("Main", "is not a private folder (permissions %1, not 0700)")
                   .arg(g_runtimeDirMode);
        break;
    }
    return QCoreApplication::translate("Main", "XDG_RUNTIME_DIR (%1) %2; using %3 instead")
        .arg(g_runtimeDirGiven, what, g_runtimeDirUsed);
}

#ifdef GPULAB_NO_GUI
// Built with -DGPULAB_GUI=OFF: the window and screenshot are not in this binary.
int refuseWithoutGui(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    describeApplication();
    installTranslators(app);
    return usageError(QCoreApplication::translate(
        "Main", "this build has no GUI (configured with -DGPULAB_GUI=OFF): the window and screenshot are not in it; "
                "use gpulab probe, bench, plan or cost"));
}
#else
// Qt picks its platform from QT_QPA_PLATFORM or -platform; failing those,
// the default (xcb or wayland) needs a display. Without one Qt's own message
// ("could not load the Qt platform plugin … reinstalling the application may
// fix this") sends people the wrong way.
bool hasDisplayOrPlatform(int argc, char *argv[])
{
    if (!qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM") || !qEnvironmentVariableIsEmpty("DISPLAY") ||
        !qEnvironmentVariableIsEmpty("WAYLAND_DISPLAY"))
        return true;
    for (int i = 1; i < argc; ++i)
        if (qstrcmp(argv[i], "-platform") == 0 || qstrcmp(argv[i], "--platform") == 0)
            return true;
    return false;
}

// bench/bench_startup sets GPULAB_MEASURE_STARTUP=1: the window then prints
// when its first frame was painted and when the device report landed, as
// steady-clock nanoseconds (CLOCK_MONOTONIC, the clock the bench started the
// process by), and quits after the second.
void reportStartup(MainWindow &window)
{
    const auto stamp = [](const char *what) {
        const auto ns =
            std::chrono::duration_cast<std::chrono::nanoseconds>(std::chrono::steady_clock::now().time_since_epoch());
        std::printf("%s %lld\n", what, static_cast<long long>(ns.count()));
        std::fflush(stdout);
    };
    QObject::connect(&window, &MainWindow::firstFramePainted, &window, [stamp] { stamp("first-frame"); });
    QObject::connect(window.engine(), &gpulab::core::ComputeEngine::deviceReportReady, &window, [stamp] {
        stamp("device-report");
        QCoreApplication::quit();
    });
}

int runGui(int argc, char *argv[])
{
    // With no display the options are still read (offscreen, nothing is
    // shown), so that bad input gets its own answer; then the missing display is.
    const bool display = hasDisplayOrPlatform(argc, argv);
    if (!display)
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    // Ctrl+C in the terminal that started the window closes it as its close
    // button would (the state is kept). Said this early, a quit asked for
    // before the event loop runs is carried out as soon as it does.
    setOnInterrupt(OnInterrupt::QuitApplication);
    describeApplication();
    // The process's first QSettings, before installLanguage() reads the stored
    // language through another: Qt parses the file once, and only the first
    // object's status() says that it could not be read.
    QSettings settings;
    installTranslators(app);

    QCommandLineParser parser;
    const QCommandLineOption lab(QStringLiteral("lab"), QStringLiteral("Open this lab."), QStringLiteral("name"));
    const QCommandLineOption level(QStringLiteral("log-level"), QStringLiteral("Log level on stderr."),
                                   QStringLiteral("level"), QStringLiteral("info"));
    parser.addOptions({lab, level});
    if (!parser.parse(QCoreApplication::arguments()))
        return usageError(parser.errorText());
    if (!parser.positionalArguments().isEmpty())
        return usageError(QCoreApplication::translate("Main", "unknown command \"%1\" (commands: %2)")
                              .arg(parser.positionalArguments().constFirst(), subcommandList()));
    if (const QString e = setupLogging(parser.value(level)); !e.isEmpty())
        return usageError(e);
    if (parser.isSet(lab) && !gpulab::labs::findLab(optionWord(parser.value(lab))))
        return usageError(QCoreApplication::translate("Main", "unknown lab \"%1\" (labs: %2)")
                              .arg(parser.value(lab), gpulab::labs::labIds().join(QStringLiteral(", "))));
    if (!display)
        return usageError(QCoreApplication::translate(
            "Main", "no display to open the window on (DISPLAY and WAYLAND_DISPLAY are not set, e.g. over SSH); "
                    "without one use the command line (gpulab probe, bench, plan, cost), render the panels with "
                    "gpulab screenshot --out DIR, or set QT_QPA_PLATFORM=offscreen"));
    // Said once: a home that cannot be written to loses the log and the settings.
    const QString storage = storageProblem(settings);
    if (!storage.isEmpty())
        spdlog::get("app")->warn("{}", storage.toStdString());

    gpulab::labs::style::installFocusStyle();
    gpulab::labs::installAccessibility(); // sliders read as their quantity, charts as charts
    // Projector-friendly type by default; View › Larger text changes the factor.
    gpulab::labs::style::setTextScale(settings.value(QStringLiteral("view/textScale"), 1.0).toDouble());

    MainWindow window;
    window.setNotice(storage);
    window.setSaveStateOnClose(settings.status() == QSettings::NoError);
    // 1400×900, or the screen's free area when that is smaller (a 1280×720
    // projector): the status line with its provenance must be on screen.
    const QRect free = window.screen() ? window.screen()->availableGeometry() : QRect(0, 0, 1400, 900);
    window.resize(std::min(1400, free.width()), std::min(900, free.height()));
    window.setPersistLabStates(true);
    window.restoreState();
    if (g_openState) // read and checked in main(); a refusal here is a lab's own check
        if (const QString why = window.applyLabState(*g_openState); !why.isEmpty())
            return usageError(QStringLiteral("%1: %2").arg(g_openPath, why));
    if (parser.isSet(lab))
        window.showLab(optionWord(parser.value(lab)));
    if (qEnvironmentVariableIsSet("GPULAB_MEASURE_STARTUP"))
        reportStartup(window);
    window.show();
    const int code = QApplication::exec();
    setOnInterrupt(OnInterrupt::Exit);
    return finishOutput(code);
}
#endif

// The process's work; main() puts the guard around it.
int runMain(int argc, char *argv[])
{
    // Before any Q(Core)Application, for every path: the GUI, screenshot and
    // the subcommands all keep Qt's runtime-folder warning off stderr.
    ensureRuntimeDir();
    // A global option, before or after the subcommand: out of argv before anything parses it.
    const LanguageOption language = takeLanguageOption(argc, argv);
    if (!language.error.isEmpty())
        return usageError(language.error);
    g_language = language.code;
    bool openGiven = false;
    QString openError;
    const QString openPath = takeOpenOption(argc, argv, &openGiven, &openError);
    if (!openError.isEmpty())
        return usageError(openError);
    if (openGiven) {
        const gpulab::core::LabStateLoad load = gpulab::core::loadLabState(openPath);
        if (!load.state)
            return usageError(QStringLiteral("%1: %2").arg(openPath, load.error));
        g_openState = load.state;
        g_openPath = openPath;
    }
    const QString sub = argc > 1 ? QString::fromLocal8Bit(argv[1]) : QString();

#ifdef GPULAB_NO_GUI
    if (sub == u"screenshot")
        return refuseWithoutGui(argc, argv);
#else
    if (sub == u"screenshot") {
        QStringList args;
        for (int i = 1; i < argc; ++i)
            args << QString::fromLocal8Bit(argv[i]);
        // Offscreen unless the caller chose a platform: this must work on a
        // machine with no display at all.
        if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
            qputenv("QT_QPA_PLATFORM", "offscreen");
        QApplication app(argc, argv);
        describeApplication();
        // Before the arguments are read: their help and errors are in the chosen language too.
        installTranslators(app);
        const auto parsed = parseScreenshotArgs(args);
        if (const int *code = std::get_if<int>(&parsed))
            return finishOutput(*code);
        auto options = std::get<ScreenshotOptions>(parsed);
        options.labState = g_openState;
        options.labStateFile = g_openPath;
        return finishOutput(runScreenshot(options));
    }
#endif
    const Subcommand *command = findSubcommand(sub);
    if (command || sub == u"figures" || sub == u"help" || sub == u"--help" || sub == u"-h" || sub == u"--version" ||
        sub == u"-v" || (!sub.isEmpty() && !sub.startsWith(u'-'))) {
        QCoreApplication app(argc, argv);
        describeApplication();
        installTranslators(app);
        const QStringList args = QCoreApplication::arguments().mid(1);
        if (sub == u"figures")
            return finishOutput(runFigures(args, {g_openState, g_openPath}));
        if (openGiven)
            return usageError(QCoreApplication::translate(
                "Main", "--open is for the window, gpulab screenshot and gpulab figures; the other commands have no "
                        "labs to open"));
        if (command)
            return finishOutput(command->run(args));
        if (sub == u"--version" || sub == u"-v") {
            QTextStream(stdout) << "gpulab " << GPULAB_VERSION << Qt::endl;
            return finishOutput(kExitOk);
        }
        if (sub == u"help" || sub == u"--help" || sub == u"-h") {
            QTextStream(stdout) << topLevelHelp() << Qt::endl;
            return finishOutput(kExitOk);
        }
        return usageError(
            QCoreApplication::translate("Main", "unknown command \"%1\" (commands: %2; see gpulab --help)")
                .arg(sub, subcommandList()));
    }
#ifdef GPULAB_NO_GUI
    return refuseWithoutGui(argc, argv);
#else
    return runGui(argc, argv);
#endif
}

} // namespace

int main(int argc, char *argv[])
{
    // Before anything else, so that every thread started later inherits the blocked signals.
    guardProcess();
    // Each command checks its own output while its translations are installed; this
    // catches the paths that printed before any application existed.
    return finishOutput(runMain(argc, argv));
}
