// Where the app keeps things (log, settings) when HOME cannot hold them: it
// still runs, and says so once; a settings file it cannot read is reported
// and left as it is.

#include "tests/common/testsupport.h"

#include "app/logging.h"
#include "app/mainwindow.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QRandomGenerator>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

namespace {
// HOME and the XDG folders inside `home`, read afresh by QStandardPaths;
// QSettings keeps the folder it found first, so it is told again.
void useHome(const QString &home)
{
    QSettings::setPath(QSettings::NativeFormat, QSettings::UserScope, home + QStringLiteral("/.config"));
    qputenv("HOME", QFile::encodeName(home));
    qputenv("XDG_CONFIG_HOME", QFile::encodeName(home + QStringLiteral("/.config")));
    qputenv("XDG_DATA_HOME", QFile::encodeName(home + QStringLiteral("/.local/share")));
    qputenv("XDG_CACHE_HOME", QFile::encodeName(home + QStringLiteral("/.cache")));
}
} // namespace

class TestStorage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void writableHomeSaysNothing();
    void unwritableHomeIsSaidOnce();
    void unreadableSettingsAreReportedAndLeftAlone();

private:
    QTemporaryDir m_dir;
};

void TestStorage::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab"));
    QCoreApplication::setApplicationName(QStringLiteral("GPU Lab"));
}

void TestStorage::writableHomeSaysNothing()
{
    useHome(m_dir.filePath(QStringLiteral("good")));
    QVERIFY(gpulab::app::setupLogging(QStringLiteral("off")).isEmpty());
    QSettings settings;
    const QString said = gpulab::app::storageProblem(settings);
    QVERIFY2(said.isEmpty(), qPrintable(said));
}

void TestStorage::unwritableHomeIsSaidOnce()
{
    // A HOME below a regular file can be written by nobody, root included
    // (a read-only folder would not stop root, which runs the CI containers).
    const QString file = m_dir.filePath(QStringLiteral("plain-file"));
    {
        QFile f(file);
        QVERIFY(f.open(QIODevice::WriteOnly));
    }
    useHome(file + QStringLiteral("/home"));
    QVERIFY(gpulab::app::setupLogging(QStringLiteral("off")).isEmpty()); // still runs
    QSettings settings;
    const QString said = gpulab::app::storageProblem(settings);
    QVERIFY2(said.contains(QStringLiteral("cannot write")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("gpulab.log")), qPrintable(said));
    QVERIFY2(said.contains(QStringLiteral("GPU Lab.conf")), qPrintable(said));
    QVERIFY2(!said.contains(QLatin1Char('\n')), qPrintable(said));

    gpulab::app::MainWindow w;
    w.setNotice(said);
    QVERIFY2(w.statusText().contains(said), qPrintable(w.statusText()));
}

void TestStorage::unreadableSettingsAreReportedAndLeftAlone()
{
    const QString home = m_dir.filePath(QStringLiteral("garbage"));
    useHome(home);
    const QString conf = home + QStringLiteral("/.config/GPU Lab/GPU Lab.conf");
    QVERIFY(QDir().mkpath(QFileInfo(conf).absolutePath()));
    // Qt's INI reader takes almost anything; an unterminated section header
    // ("[general" without "]") is what it calls a format error.
    QByteArray bytes = "[general\nkey=value\n";
    for (int i = 0; i < 512; ++i)
        bytes += static_cast<char>(QRandomGenerator::global()->bounded(32, 127));
    {
        QFile f(conf);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(bytes);
    }
    const auto before = gpulab::testing::fileDigests(home);
    QVERIFY(gpulab::app::setupLogging(QStringLiteral("off")).isEmpty());
    QSettings settings;
    const bool formatError = settings.status() == QSettings::FormatError;
    const QString said = gpulab::app::storageProblem(settings);
    QVERIFY(formatError);
    QVERIFY2(said.contains(QStringLiteral("could not be read")), qPrintable(said));
    {
        gpulab::app::MainWindow w; // built and destroyed: nothing saved
        w.setNotice(said);
    }
    auto after = gpulab::testing::fileDigests(home);
    for (auto it = after.begin(); it != after.end();)
        it = it.key().startsWith(QStringLiteral(".local/share/GPU Lab/GPU Lab/logs/")) ? after.erase(it) : ++it;
    QCOMPARE(after, before);
}

QTEST_MAIN(TestStorage)
#include "tst_storage.moc"
