// `gpulab --lang en|de|hi`: a global option, before or after the subcommand,
// that picks the translation; a bad value is a usage error. The Language menu
// switches at once and stores its choice for the next start.

#include "app/language.h"
#include "app/mainwindow.h"
#include "tests/common/testsupport.h"

#include <QAction>
#include <QApplication>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QSettings>
#include <QTest>

#include <vector>

using gpulab::testing::runGpulab;
using gpulab::testing::usageErrorProblem;

namespace {

// argv as main() gets it, from owned strings.
struct Argv {
    explicit Argv(const QStringList &args)
    {
        for (const QString &a : args)
            storage.push_back(a.toLocal8Bit());
        for (QByteArray &s : storage)
            pointers.push_back(s.data());
        pointers.push_back(nullptr);
        argc = int(storage.size());
    }
    QStringList remaining() const
    {
        QStringList out;
        for (int i = 0; i < argc; ++i)
            out << QString::fromLocal8Bit(pointers[size_t(i)]);
        return out;
    }
    std::vector<QByteArray> storage;
    std::vector<char *> pointers;
    int argc = 0;
};

QString firstLine(const QByteArray &out)
{
    return QString::fromUtf8(out).section(QLatin1Char('\n'), 0, 0);
}

} // namespace

class TestLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void optionIsTakenOutOfArgv();
    void badOptionIsAnError();
    void helpIsTranslated_data();
    void helpIsTranslated();
    void numbersFollowTheLanguage();
    void noLineMixesTwoNumberFormats_data();
    void noLineMixesTwoNumberFormats();
    void desktopLocalePicksTheLanguage_data();
    void desktopLocalePicksTheLanguage();
    void badLanguageIsRefused_data();
    void badLanguageIsRefused();
    void menuStoresTheChoice();
};

void TestLanguage::initTestCase()
{
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_language"));
}

void TestLanguage::optionIsTakenOutOfArgv()
{
    Argv a({QStringLiteral("gpulab"), QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("plan"),
            QStringLiteral("--lang=hi"), QStringLiteral("--json")});
    const gpulab::app::LanguageOption o = gpulab::app::takeLanguageOption(a.argc, a.pointers.data());
    QVERIFY2(o.error.isEmpty(), qPrintable(o.error));
    QCOMPARE(o.code, QStringLiteral("hi")); // the last one counts
    QCOMPARE(a.remaining(), (QStringList{QStringLiteral("gpulab"), QStringLiteral("plan"), QStringLiteral("--json")}));
    QCOMPARE(a.pointers[size_t(a.argc)], nullptr);

    Argv none({QStringLiteral("gpulab"), QStringLiteral("probe")});
    QVERIFY(gpulab::app::takeLanguageOption(none.argc, none.pointers.data()).code.isEmpty());
    QCOMPARE(none.argc, 2);
}

void TestLanguage::badOptionIsAnError()
{
    Argv missing({QStringLiteral("gpulab"), QStringLiteral("probe"), QStringLiteral("--lang")});
    QVERIFY(!gpulab::app::takeLanguageOption(missing.argc, missing.pointers.data()).error.isEmpty());
    Argv unknown({QStringLiteral("gpulab"), QStringLiteral("--lang=fr")});
    const QString e = gpulab::app::takeLanguageOption(unknown.argc, unknown.pointers.data()).error;
    QVERIFY2(e.contains(QStringLiteral("\"fr\"")), qPrintable(e));
    QCOMPARE(gpulab::app::localeForLanguage(QStringLiteral("hi")).language(), QLocale::Hindi);
    QCOMPARE(gpulab::app::localeForLanguage(QStringLiteral("de")).language(), QLocale::German);
}

void TestLanguage::helpIsTranslated_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("starts");
    QTest::addColumn<QString>("contains");
    const QString en =
        QStringLiteral("GPU Lab %1 — why deep-learning training runs on GPUs.").arg(QStringLiteral(GPULAB_VERSION));
    QTest::newRow("en") << QStringList{QStringLiteral("--help")} << en << QStringLiteral("Usage:");
    QTest::newRow("--lang en") << QStringList{QStringLiteral("--lang"), QStringLiteral("en"), QStringLiteral("help")}
                               << en << QStringLiteral("Usage:");
    QTest::newRow("de before") << QStringList{QStringLiteral("--lang"), QStringLiteral("de"), QStringLiteral("--help")}
                               << QStringLiteral("GPU Lab %1 — warum").arg(QStringLiteral(GPULAB_VERSION))
                               << QStringLiteral("Aufruf:");
    QTest::newRow("de after") << QStringList{QStringLiteral("help"), QStringLiteral("--lang=de")}
                              << QStringLiteral("GPU Lab %1 — warum").arg(QStringLiteral(GPULAB_VERSION))
                              << QStringLiteral("Aufruf:");
    QTest::newRow("hi after") << QStringList{QStringLiteral("help"), QStringLiteral("--lang"), QStringLiteral("hi")}
                              << QStringLiteral("GPU Lab %1 — ").arg(QStringLiteral(GPULAB_VERSION))
                              << QStringLiteral("उपयोग:");
}

void TestLanguage::helpIsTranslated()
{
    QFETCH(QStringList, args);
    QFETCH(QString, starts);
    QFETCH(QString, contains);
    const gpulab::testing::CliRun r = runGpulab(args);
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(firstLine(r.out).startsWith(starts), qPrintable(firstLine(r.out)));
    QVERIFY2(out.contains(contains), qPrintable(out));
}

void TestLanguage::numbersFollowTheLanguage()
{
    // The same sweep, told in English and in German: the German one writes
    // its decimal commas where the English one has points, and says it in German.
    const QStringList sweep{QStringLiteral("cost"),    QStringLiteral("--card"), QStringLiteral("t4"),
                            QStringLiteral("--hours"), QStringLiteral("2.5"),    QStringLiteral("--runs"),
                            QStringLiteral("3")};
    const gpulab::testing::CliRun en = runGpulab(QStringList{QStringLiteral("--lang"), QStringLiteral("en")} + sweep);
    const gpulab::testing::CliRun de = runGpulab(sweep + QStringList{QStringLiteral("--lang"), QStringLiteral("de")});
    QCOMPARE(en.code, 0);
    QCOMPARE(de.code, 0);
    const QString e = QString::fromUtf8(en.out);
    const QString d = QString::fromUtf8(de.out);
    QVERIFY2(e.contains(QStringLiteral("$2.25")), qPrintable(e)); // 3 runs × 2.5 h × $0.30/h
    QVERIFY2(d.contains(QStringLiteral("$2,25")), qPrintable(d));
    QVERIFY2(d.contains(QStringLiteral("T4-Klasse")), qPrintable(d));
    QVERIFY(d != e);
}

void TestLanguage::noLineMixesTwoNumberFormats_data()
{
    QTest::addColumn<QStringList>("args");
    const auto s = [](const char *text) { return QString::fromUtf8(text); };
    // Was: "2.5 h × 3 Lauf/Läufe … $0,38", "7.5 B Parameter … 15,0 GB (99.2 GiB)".
    QTest::newRow("cost, spot, forgotten instance") << QStringList{
        s("cost"), s("--card"),           s("t4"),  s("--hours"),       s("2.5"), s("--spot"), s("--idle-hours"),
        s("1.5"),  s("--checkpoint-min"), s("7.5"), s("--restart-min"), s("2.5")};
    QTest::newRow("plan 7.5B") << QStringList{s("plan"), s("--params"), s("7.5B")};
    QTest::newRow("bench, simulated") << QStringList{s("bench"), s("--backend"), s("sim"), s("--size"),
                                                     s("300"),   s("--repeats"), s("1")};
}

// In German a decimal comma and a decimal point never sit on one line: a
// figure printed without the locale (QString::arg(double)) beside one printed with it.
void TestLanguage::noLineMixesTwoNumberFormats()
{
    QFETCH(QStringList, args);
    const gpulab::testing::CliRun de = runGpulab(QStringList{QStringLiteral("--lang"), QStringLiteral("de")} + args);
    QCOMPARE(de.code, 0);
    static const QRegularExpression point(QStringLiteral("\\d\\.\\d"));
    static const QRegularExpression comma(QStringLiteral("\\d,\\d"));
    for (const QString &line : QString::fromUtf8(de.out).split(QLatin1Char('\n')))
        QVERIFY2(!(line.contains(point) && line.contains(comma)), qPrintable(line));
}

void TestLanguage::desktopLocalePicksTheLanguage_data()
{
    QTest::addColumn<QString>("lcAll");
    QTest::addColumn<QString>("language"); // LANGUAGE; empty: unset
    QTest::addColumn<QString>("money");    // 3 runs × 2.5 h × $0.30/h, as written
    QTest::addColumn<QString>("card");
    const QString en = QStringLiteral("$2.25");
    const QString de = QStringLiteral("$2,25");
    const QString enCard = QStringLiteral("T4-class");
    const QString deCard = QStringLiteral("T4-Klasse");
    // No Turkish translation: English words, and English numbers with them (not "$2,25").
    QTest::newRow("tr_TR") << QStringLiteral("tr_TR.UTF-8") << QString() << en << enCard;
    QTest::newRow("de_DE") << QStringLiteral("de_DE.UTF-8") << QString() << de << deCard;
    QTest::newRow("de_AT") << QStringLiteral("de_AT.UTF-8") << QString() << de << deCard;
    QTest::newRow("C") << QStringLiteral("C") << QString() << en << enCard;
    QTest::newRow("POSIX") << QStringLiteral("POSIX") << QString() << en << enCard;
    // LANGUAGE lists what the person reads, in order: the first one GPU Lab speaks counts.
    QTest::newRow("LANGUAGE tr:de") << QStringLiteral("tr_TR.UTF-8") << QStringLiteral("tr:de") << de << deCard;
    QTest::newRow("LANGUAGE en, de_DE") << QStringLiteral("de_DE.UTF-8") << QStringLiteral("en") << en << enCard;
}

// With no --lang and no stored choice, the desktop's locale picks the
// language, and the numbers always follow the language picked.
void TestLanguage::desktopLocalePicksTheLanguage()
{
    QFETCH(QString, lcAll);
    QFETCH(QString, language);
    QFETCH(QString, money);
    QFETCH(QString, card);
    gpulab::testing::CliEnv how;
    how.set = {QStringLiteral("LC_ALL=") + lcAll, QStringLiteral("LANG=") + lcAll};
    if (language.isEmpty())
        how.unset = {QStringLiteral("LANGUAGE")};
    else
        how.set << QStringLiteral("LANGUAGE=") + language;
    const gpulab::testing::CliRun r =
        runGpulab({QStringLiteral("cost"), QStringLiteral("--card"), QStringLiteral("t4"), QStringLiteral("--hours"),
                   QStringLiteral("2.5"), QStringLiteral("--runs"), QStringLiteral("3")},
                  how);
    QCOMPARE(r.code, 0);
    const QString out = QString::fromUtf8(r.out);
    QVERIFY2(out.contains(money), qPrintable(out));
    QVERIFY2(out.contains(card), qPrintable(out));
}

void TestLanguage::badLanguageIsRefused_data()
{
    QTest::addColumn<QStringList>("args");
    QTest::addColumn<QString>("mentions");
    QTest::newRow("unknown, before") << QStringList{QStringLiteral("--lang"), QStringLiteral("fr"),
                                                    QStringLiteral("probe")}
                                     << QStringLiteral("\"fr\"");
    QTest::newRow("unknown, after") << QStringList{QStringLiteral("screenshot"), QStringLiteral("--out"),
                                                   QStringLiteral("/nonexistent"), QStringLiteral("--lang=english")}
                                    << QStringLiteral("\"english\"");
    QTest::newRow("missing value") << QStringList{QStringLiteral("probe"), QStringLiteral("--lang")}
                                   << QStringLiteral("--lang");
    // "DE" is German, as "CPU" is the cpu backend (tst_cli_badinput: one case rule); a locale name is not a language.
    QTest::newRow("gui") << QStringList{QStringLiteral("--lang"), QStringLiteral("de_DE")}
                         << QStringLiteral("\"de_DE\"");
}

void TestLanguage::badLanguageIsRefused()
{
    QFETCH(QStringList, args);
    QFETCH(QString, mentions);
    const QString problem = usageErrorProblem(runGpulab(args), mentions);
    QVERIFY2(problem.isEmpty(), qPrintable(problem));
}

void TestLanguage::menuStoresTheChoice()
{
    QSettings().remove(QLatin1String(gpulab::app::kLanguageSettingsKey));
    gpulab::app::MainWindow w;
    auto *menu = w.menuBar()->findChild<QMenu *>(QStringLiteral("languageMenu"));
    QVERIFY(menu);
    auto *system = menu->findChild<QAction *>(QStringLiteral("language-system"));
    auto *hindi = menu->findChild<QAction *>(QStringLiteral("language-hi"));
    QVERIFY(system && hindi);
    QVERIFY(system->isChecked());
    QVERIFY(hindi->statusTip().contains(QStringLiteral("now")));
    gpulab::app::setCatalogueFolder(QStringLiteral(GPULAB_QM_DIR));
    hindi->trigger(); // switches at once (tst_live_language); stored for the next start
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents(); // the menus are made again, in Hindi
    hindi = w.menuBar()
                ->findChild<QMenu *>(QStringLiteral("languageMenu"))
                ->findChild<QAction *>(QStringLiteral("language-hi"));
    system = w.menuBar()
                 ->findChild<QMenu *>(QStringLiteral("languageMenu"))
                 ->findChild<QAction *>(QStringLiteral("language-system"));
    QVERIFY(hindi->isChecked());
    QVERIFY(!system->isChecked());
    QCOMPARE(QSettings().value(QLatin1String(gpulab::app::kLanguageSettingsKey)).toString(), QStringLiteral("hi"));

    // The next start: the stored choice is what the new window shows as chosen.
    gpulab::app::MainWindow next;
    auto *nextHindi = next.menuBar()
                          ->findChild<QMenu *>(QStringLiteral("languageMenu"))
                          ->findChild<QAction *>(QStringLiteral("language-hi"));
    QVERIFY(nextHindi && nextHindi->isChecked());
    system = w.menuBar()
                 ->findChild<QMenu *>(QStringLiteral("languageMenu"))
                 ->findChild<QAction *>(QStringLiteral("language-system"));
    system->trigger();
    QCOMPARE(QSettings().value(QLatin1String(gpulab::app::kLanguageSettingsKey)).toString(), QString());
    // "As the system": the desktop's language, with that language's numbers.
    QCOMPARE(QLocale().name(), gpulab::app::localeForLanguage(gpulab::app::systemLanguage()).name());
}

QTEST_MAIN(TestLanguage)
#include "tst_language.moc"
