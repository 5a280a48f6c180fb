// Qt's own command-line words ("Usage:", "Options:", "Unknown option …"), listed
// for lupdate so that gpulab_<lang>.ts carries them: Debian's qt6-translations-l10n
// has qtbase_de.qm but no Hindi catalogue, and GPU Lab's catalogue is asked first
// (language.cpp), so these read the same in every language GPU Lab speaks.
// The sources must stay exactly Qt 6's (qcommandlineparser.cpp).

#include <QtGlobal>

namespace gpulab::app {

extern const char *const kQtCommandLineStrings[];
extern const int kQtCommandLineStringCount;

const char *const kQtCommandLineStrings[] = {
    QT_TRANSLATE_NOOP("QCommandLineParser", "Usage: %1"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Options:"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Arguments:"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "[options]"),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Unknown option '%1'."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Unknown options: %1."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Missing value after '%1'."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Unexpected value after '%1'."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help on commandline options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays help including Qt specific options."),
    QT_TRANSLATE_NOOP("QCommandLineParser", "Displays version information."),
};
const int kQtCommandLineStringCount = int(sizeof kQtCommandLineStrings / sizeof *kQtCommandLineStrings);

} // namespace gpulab::app
