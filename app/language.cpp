#include "app/language.h"

#include <QCoreApplication>
#include <QLibraryInfo>
#include <QSettings>
#include <QTranslator>

#include <cstring>

namespace gpulab::app {

QStringList languageCodes()
{
    return {QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("hi")};
}

QLocale localeForLanguage(const QString &code)
{
    if (code == u"de")
        return QLocale(QLocale::German, QLocale::Germany);
    if (code == u"hi")
        return QLocale(QLocale::Hindi, QLocale::India);
    return QLocale(QLocale::English, QLocale::UnitedStates);
}

LanguageOption takeLanguageOption(int &argc, char **argv)
{
    LanguageOption r;
    int kept = 1;
    for (int i = 1; i < argc; ++i) {
        const char *arg = argv[i];
        QString value;
        if (std::strcmp(arg, "--lang") == 0) {
            if (i + 1 >= argc) {
                r.error = QCoreApplication::translate("Main", "--lang needs a language (%1)")
                              .arg(languageCodes().join(QStringLiteral(", ")));
                continue;
            }
            value = QString::fromLocal8Bit(argv[++i]);
        } else if (std::strncmp(arg, "--lang=", 7) == 0) {
            value = QString::fromLocal8Bit(arg + 7);
        } else {
            argv[kept++] = argv[i];
            continue;
        }
        if (languageCodes().contains(value))
            r.code = value;
        else
            r.error = QCoreApplication::translate("Main", "unknown language \"%1\" for --lang (languages: %2)")
                          .arg(value, languageCodes().join(QStringLiteral(", ")));
    }
    argv[kept] = nullptr;
    argc = kept;
    return r;
}

void installLanguage(QCoreApplication &app, const QString &code)
{
    QString chosen = code;
    if (chosen.isEmpty()) {
        chosen = QSettings().value(QLatin1String(kLanguageSettingsKey)).toString();
        if (!languageCodes().contains(chosen))
            chosen.clear();
    }
    if (!chosen.isEmpty())
        QLocale::setDefault(localeForLanguage(chosen));
    auto *ours = new QTranslator(&app);
    if (ours->load(QLocale(), QStringLiteral("gpulab"), QStringLiteral("_"), QStringLiteral(":/i18n")))
        QCoreApplication::installTranslator(ours);
    auto *qt = new QTranslator(&app);
    if (qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt);
}

} // namespace gpulab::app
