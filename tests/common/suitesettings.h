#pragma once

// A suite's own settings: QSettings and QStandardPaths pointed into a
// throw-away folder (never the user's), empty at the start, under the suite's
// name. Call from initTestCase() with a QTemporaryDir the suite keeps.

#include <QCoreApplication>
#include <QSettings>
#include <QStandardPaths>
#include <QString>

namespace gpulab::testing {

inline void keepSettingsIn(const QString &folder, const QString &suite)
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(suite);
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, folder);
    QSettings().clear();
}

} // namespace gpulab::testing
