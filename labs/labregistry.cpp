#include "labs/labregistry.h"

#include "labs/board/boardpanel.h"
#include "labs/cost/costpanel.h"
#include "labs/device/devicereportpanel.h"
#include "labs/dispatch/dispatchpanel.h"
#include "labs/learn/learnpanel.h"
#include "labs/throughput/throughputpanel.h"
#include "labs/timing/timingpanel.h"
#include "labs/vram/vrampanel.h"

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
        {QStringLiteral("throughput"), QT_TRANSLATE_NOOP("Labs", "Throughput race"),
         QT_TRANSLATE_NOOP("Labs", "CPU cores against GPU lanes on one matmul, simulated and measured"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new ThroughputPanel(ctx, parent); }},
        {QStringLiteral("vram"), QT_TRANSLATE_NOOP("Labs", "VRAM planner"),
         QT_TRANSLATE_NOOP("Labs", "Will it run, will it train: memory against the cards"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new VramPanel(ctx, parent); }},
        {QStringLiteral("cost"), QT_TRANSLATE_NOOP("Labs", "Cost calculator"),
         QT_TRANSLATE_NOOP("Labs", "What a sweep costs, spot done properly, buy or rent"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new CostPanel(ctx, parent); }},
        {QStringLiteral("dispatch"), QT_TRANSLATE_NOOP("Labs", "Device dispatch"),
         QT_TRANSLATE_NOOP("Labs", "One script, four machines: what each line prints or raises"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new DispatchPanel(ctx, parent); }},
        {QStringLiteral("timing"), QT_TRANSLATE_NOOP("Labs", "Timing pitfall"),
         QT_TRANSLATE_NOOP("Labs", "Toggle synchronize() and watch a 1000× speedup melt to 24×"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new TimingPanel(ctx, parent); }},
        {QStringLiteral("board"), QT_TRANSLATE_NOOP("Labs", "Class board"),
         QT_TRANSLATE_NOOP("Labs", "Every learner's measured machine side by side, for the projector"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new BoardPanel(ctx, parent); }},
        {QStringLiteral("learn"), QT_TRANSLATE_NOOP("Labs", "Learn"),
         QT_TRANSLATE_NOOP("Labs", "The lesson in six chapters, a quiz, flashcards and exercises"),
         [](const LabContext &ctx, QWidget *parent) -> LabPanel * { return new LearnPanel(ctx, parent); }},
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
