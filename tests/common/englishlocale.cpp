// Linked into every suite: QLocale's default is English (en_US) from the
// moment the application object exists, as it is in the app, which always
// sets the default to the language it speaks (app::installLanguage) and never
// leaves the desktop's locale in effect. A suite that wants German or Hindi
// numbers sets them itself. The C library keeps the desktop's locale
// (QCoreApplication calls setlocale), so scripts/test's locale stage still
// catches a printf or strtod that leans on ".".

#include <QCoreApplication>
#include <QLocale>

namespace {
void englishByDefault()
{
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}
} // namespace

Q_COREAPP_STARTUP_FUNCTION(englishByDefault)
