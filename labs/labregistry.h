#pragma once

#include "labs/labpanel.h"

#include <QList>
#include <QString>

#include <functional>

namespace gpulab::labs {

struct LabEntry {
    QString id;          // fixed name: the screenshot command and settings use it
    const char *title;   // translated in the "Labs" context
    const char *summary; // one line under the title in the navigator
    std::function<LabPanel *(const LabContext &, QWidget *)> create;

    [[nodiscard]] QString translatedTitle() const;
    [[nodiscard]] QString translatedSummary() const;
};

// The one place a lab is registered. The shell builds its navigator from
// this list, in this order.
const QList<LabEntry> &labRegistry();
const LabEntry *findLab(const QString &id);
QStringList labIds();

} // namespace gpulab::labs
