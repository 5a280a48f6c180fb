#pragma once

// The language GPU Lab speaks: `gpulab --lang en|de|hi` (a global option,
// anywhere on the command line), else the choice of the Language menu (stored
// in the settings), else the system's. It picks the translator, the lesson's
// folder (resources/learn/<lang>/, through QLocale()) and the number format.

#include <QLocale>
#include <QString>
#include <QStringList>

class QCoreApplication;

namespace gpulab::app {

// The settings key the Language menu writes and the next start reads.
inline constexpr const char *kLanguageSettingsKey = "view/language";

// The languages there are translations for, English first: en, de, hi.
QStringList languageCodes();

// The locale for one of languageCodes(): en_US, de_DE, hi_IN.
QLocale localeForLanguage(const QString &code);

// The language the desktop asks for: the first of the system's UI languages
// (LANGUAGE, LC_ALL, LC_MESSAGES, LANG) that GPU Lab speaks, else "en". The
// numbers then follow that language too: a Turkish desktop gets English
// words with English numbers (2.5 h, $0.38), never English words with
// Turkish ones (2,5 h).
QString systemLanguage();

struct LanguageOption {
    QString code;  // empty: not given
    QString error; // a bad or missing value, said in one line
};

// Takes every `--lang VALUE` / `--lang=VALUE` out of argv (so the subcommands
// never see it); the last one counts.
LanguageOption takeLanguageOption(int &argc, char **argv);

// Sets the default locale and installs GPU Lab's and Qt's translators for
// `code`; an empty code reads the settings, then takes systemLanguage().
// Needs QCoreApplication's organisation and application names set.
void installLanguage(QCoreApplication &app, const QString &code);

// The Language menu, live: the default locale becomes `code`'s
// (systemLanguage()'s for ""), GPU Lab's and Qt's catalogues for it replace the ones in use, and
// every widget then gets one QEvent::LanguageChange (Qt posts it; it arrives
// on the next turn of the event loop). False, with nothing changed, for a
// code that is not one of languageCodes() or "".
bool switchLanguage(const QString &code);

// Where GPU Lab's catalogues (gpulab_<lang>.qm) are read from: the program's
// own resources, ":/i18n", unless this names a folder instead (the tests,
// which are built without those resources, point it at the build's .qm files).
void setCatalogueFolder(const QString &folder);

// The language in use: one of languageCodes(), taken from the default locale
// ("en" for a locale we have no translation for).
QString currentLanguage();

} // namespace gpulab::app
