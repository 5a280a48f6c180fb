#pragma once

// The pages of a lab panel, for the suites that check every panel on every
// page (layout, projector, 200 %, accessibility, keyboard, languages): the
// panel as shown, then each page of each visible tab widget in turn.

#include "labs/labregistry.h"

#include <QString>
#include <QTabWidget>
#include <QTest>

#include <functional>

namespace gpulab::testing {

// check(page) for the panel as shown and with each tab page current ("tab
// \"Roofline\""); each tab widget is left on the page it was on.
inline void onEveryPage(QWidget *panel, const std::function<void(const QString &page)> &check)
{
    check(QStringLiteral("as shown"));
    for (QTabWidget *tabs : panel->findChildren<QTabWidget *>()) {
        if (!tabs->isVisible())
            continue;
        const int was = tabs->currentIndex();
        for (int i = 0; i < tabs->count(); ++i) {
            tabs->setCurrentIndex(i);
            check(QStringLiteral("tab \"%1\"").arg(tabs->tabText(i)));
        }
        tabs->setCurrentIndex(was);
    }
}

// The data of a test run once per lab: a column "id", a row per lab.
inline void addLabRows()
{
    QTest::addColumn<QString>("id");
    for (const QString &id : labs::labIds())
        QTest::newRow(qPrintable(id)) << id;
}

} // namespace gpulab::testing
