#include "app/language.h"

#include "app/cliargs.h"

#include <QCoreApplication>
#include <QEvent>
#include <QLibraryInfo>
#include <QPointer>
#include <QSettings>
#include <QTranslator>

#include <cstring>
#include <memory>

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

QString systemLanguage()
{
    const QStringList ours = languageCodes();
    for (const QString &ui : QLocale::system().uiLanguages()) {
        QString code = ui.section(u'-', 0, 0).section(u'_', 0, 0);
        if (ours.contains(code))
            return code;
    }
    return QStringLiteral("en");
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
        if (languageCodes().contains(optionWord(value)))
            r.code = optionWord(value);
        else
            r.error = QCoreApplication::translate("Main", "unknown language \"%1\" for --lang (languages: %2)")
                          .arg(value, languageCodes().join(QStringLiteral(", ")));
    }
    argv[kept] = nullptr;
    argc = kept;
    return r;
}

namespace {

QString g_catalogues = QStringLiteral(":/i18n"); // NOLINT(cert-err58-cpp): set before any translator loads

// GPU Lab's catalogue and Qt's, installed as one translator: a switch then
// changes what it holds and sends a single LanguageChange, not one for each
// catalogue removed and added.
class LanguagePack : public QTranslator {
public:
    explicit LanguagePack(QObject *parent) : QTranslator(parent) {}

    // Loads the catalogues for the default locale; English needs none.
    void load()
    {
        m_ours = std::make_unique<QTranslator>();
        if (!m_ours->load(QLocale(), QStringLiteral("gpulab"), QStringLiteral("_"), g_catalogues))
            m_ours.reset();
        m_qt = std::make_unique<QTranslator>();
        if (!m_qt->load(QLocale(), QStringLiteral("qtbase"), QStringLiteral("_"),
                        QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
            m_qt.reset();
    }

    [[nodiscard]] QString translate(const char *context, const char *sourceText, const char *disambiguation,
                                    int n) const override
    {
        for (const QTranslator *t : {m_ours.get(), m_qt.get()}) {
            if (!t)
                continue;
            QString text = t->translate(context, sourceText, disambiguation, n);
            if (!text.isNull())
                return text;
        }
        return {};
    }
    [[nodiscard]] bool isEmpty() const override { return !m_ours && !m_qt; }

private:
    std::unique_ptr<QTranslator> m_ours;
    std::unique_ptr<QTranslator> m_qt;
};

QPointer<LanguagePack> g_pack; // the one installed, owned by the application

} // namespace

void installLanguage(QCoreApplication &app, const QString &code)
{
    QString chosen = code;
    if (chosen.isEmpty()) {
        chosen = QSettings().value(QLatin1String(kLanguageSettingsKey)).toString();
        if (!languageCodes().contains(chosen))
            chosen.clear();
    }
    QLocale::setDefault(localeForLanguage(chosen.isEmpty() ? systemLanguage() : chosen));
    if (!g_pack)
        g_pack = new LanguagePack(&app);
    g_pack->load();
    // Installing sends the LanguageChange (again, if it was installed already).
    QCoreApplication::removeTranslator(g_pack);
    QCoreApplication::installTranslator(g_pack);
}

void setCatalogueFolder(const QString &folder)
{
    g_catalogues = folder.isEmpty() ? QStringLiteral(":/i18n") : folder;
}

bool switchLanguage(const QString &code)
{
    if (!code.isEmpty() && !languageCodes().contains(code))
        return false;
    auto *app = QCoreApplication::instance();
    if (!app)
        return false;
    QLocale::setDefault(localeForLanguage(code.isEmpty() ? systemLanguage() : code));
    if (!g_pack) {
        g_pack = new LanguagePack(app);
        QCoreApplication::installTranslator(g_pack);
    }
    g_pack->load();
    // The catalogues changed under an installed translator: tell every widget,
    // as installTranslator() would.
    QEvent changed(QEvent::LanguageChange);
    QCoreApplication::sendEvent(app, &changed);
    return true;
}

QString currentLanguage()
{
    const QString name = QLocale().name().section(u'_', 0, 0);
    return languageCodes().contains(name) ? name : QStringLiteral("en");
}

} // namespace gpulab::app
