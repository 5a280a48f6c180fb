#pragma once

// The ids of the labs, in the order the navigator lists them (README, "The
// labs"). Core keeps the list so that lesson links can be checked without the
// widgets; labs/labregistry.cpp gives each id its panel, and tst_mainwindow
// checks the two agree.

#include <QStringList>

namespace gpulab::core {

inline QStringList labIds()
{
    return {QStringLiteral("device"),   QStringLiteral("throughput"), QStringLiteral("vram"),  QStringLiteral("cost"),
            QStringLiteral("dispatch"), QStringLiteral("timing"),     QStringLiteral("board"), QStringLiteral("learn")};
}

} // namespace gpulab::core
