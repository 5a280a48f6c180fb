#pragma once

#include "core/labstate.h"
#include "kernels/backend.h"

#include <QCommandLineParser>
#include <QSize>
#include <QStringList>

#include <atomic>
#include <optional>
#include <variant>

namespace gpulab::app {

// Exit codes of the command line: 0 success, 1 the work ran but failed (a
// wrong result, a cancelled or failed job), 2 bad input (one line on stderr).
inline constexpr int kExitOk = 0;
inline constexpr int kExitFailed = 1;
inline constexpr int kExitUsage = 2;

// `args` start with the subcommand name. Each needs a Q(Core)Application.
int runProbe(const QStringList &args);
int runBench(const QStringList &args);
int runPlan(const QStringList &args);
int runCost(const QStringList &args);
int runTorch(const QStringList &args); // app/clitorch.cpp
int runBoard(const QStringList &args); // app/cliboard.cpp

// `gpulab bench --save FILE`: what this process measured (core/sessionresults.h)
// as a results file. Empty on success, else the sentence to print.
QString saveSessionResults(const QString &path, const QString &nickname);

// What the global --open FILE read (main.cpp), for the commands that take it.
struct OpenedLabState {
    std::optional<core::LabState> state;
    QString path;
};
// `gpulab [--open FILE] figures --lab ID [--json]` (app/clifigures.cpp).
int runFigures(const QStringList &args, const OpenedLabState &opened);

// `gpulab bench --roofline`: the bandwidth, the roofs and the measured points
// of one backend (app/cliroofline.cpp). An empty precision list means every
// precision the backend runs.
struct RooflineRun {
    QString backendId;
    QList<int> sizes;
    QList<kernels::Precision> precisions;
    int warmup = 1;
    int repeats = 5;
    bool json = false;
};
QList<int> rooflineDefaultSizes(); // 64, 128, …, 2048
int runRoofline(const RooflineRun &run, const std::atomic<bool> &cancel);

// The subcommands that run under a QCoreApplication, in the order help lists
// them; `screenshot` needs a QApplication and is dispatched by main.cpp.
struct Subcommand {
    const char *name;
    int (*run)(const QStringList &args);
};
const QList<Subcommand> &subcommands();
const Subcommand *findSubcommand(const QString &name);
// Every subcommand's name, screenshot included: "probe, bench, plan, cost, screenshot".
QString subcommandList();

struct ScreenshotOptions {
    QString outDir;
    QStringList panels;
    QString logLevel;
    QSize size{1600, 1000};                 // the window, in pixels
    double textScale = 1.0;                 // View › Larger text, as a factor
    bool projector = false;                 // View › Projector mode
    bool dark = false;                      // a dark Qt palette, as a system's dark theme gives
    std::optional<core::LabState> labState; // gpulab --open FILE screenshot: the labs as that file says
    QString labStateFile;                   // that FILE, for a refusal's message
};
// Parsed before the QApplication exists, so that bad input is answered
// without starting a GUI platform. Holds an exit code when already done.
std::variant<ScreenshotOptions, int> parseScreenshotArgs(const QStringList &args);
int runScreenshot(const ScreenshotOptions &options); // needs a QApplication

// How many terminal columns text takes, counted as wcwidth() does: combining
// marks (Devanagari's vowel signs and virama) and format characters take none,
// so a Hindi column lines up as a German or English one does.
int displayWidth(const QString &text);
// text padded with spaces to width columns (displayWidth): right-aligned for a
// positive width, left-aligned for a negative one, as QString::arg's fieldWidth;
// never cut.
QString padded(const QString &text, int width);

// Prints text and a line break on stdout (a write that fails is found at
// exit, by finishOutput()).
void printLine(const QString &text);
// Prints "gpulab: <message>" on stderr as one line (control characters in
// the message become spaces).
void printError(const QString &message);
// printError(message), then returns kExitUsage.
int usageError(const QString &message);

// The subcommand's --help, its usage line saying "gpulab <subcommand>" (args[0]).
QString subcommandHelp(const QCommandLineParser &parser, const QStringList &args);

// The part every subcommand shares: adds --help and --log-level, parses,
// prints help, refuses stray arguments, installs the log sinks. Returns the
// exit code when the command is already done (help shown, or bad input).
// With allowPositional, arguments that are no option are left for the caller.
std::optional<int> parseSubcommand(QCommandLineParser &parser, const QStringList &args, const QString &description,
                                   bool allowPositional = false);

} // namespace gpulab::app
