#include "labs/labregistry.h"

#include "labs/device/devicereportpanel.h"

#include <QCoreApplication>
#include <QStringList>

namespace gpulab::labs {

QString LabEntry::translatedTitle() const
{
    return QCoreApplication::translate("Labs", title);
}
QString LabEntry::translatedSummary() const
{
    return QCoreApplication::translate("Labs", summary);
}

const QList<LabEntry> &labRegistry()
{
    static const QList<LabEntry> entries{
        {QStringLiteral("device"), QT_TRANSLATE_NOOP("Labs", "Device report"),
         QT_TRANSLATE_NOOP("Labs", "Verify your GPU: what nvidia-smi would say"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new DeviceReportPanel(ctx, parent); }},
    };
    return entries;
}

const LabEntry *findLab(const QString &id)
{
    for (const auto &e : labRegistry())
        if (e.id == id)
            return &e;
    return nullptr;
}

QStringList labIds()
{
    QStringList ids;
    for (const auto &e : labRegistry())
        ids << e.id;
    return ids;
}

} // namespace gpulab::labs
