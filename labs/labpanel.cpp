#include "labs/labpanel.h"

#include "core/computeengine.h"

#include <QTabBar>
#include <QTabWidget>
#include <QVariant>

namespace gpulab::labs {

core::DeviceReport LabContext::deviceReport() const
{
    if (std::optional<core::DeviceReport> done = core::cachedDeviceReport())
        return *done;
    return engine ? core::pendingDeviceReport() : core::deviceReport();
}

bool LabContext::deviceReportIsReady() const
{
    return !engine || engine->deviceReportIsReady() || core::cachedDeviceReport().has_value();
}

void LabContext::whenDeviceReportReady(QObject *receiver, std::function<void()> then) const
{
    // Asked of the engine, not of the cache: the worker may have made the
    // report a moment ago while its signal is still on its way here.
    if (!engine || engine->deviceReportIsReady())
        return;
    // The engine makes the report once (probeDevice() starts it once); a
    // panel that read a finished report already just reads it again.
    QObject::connect(engine, &core::ComputeEngine::deviceReportReady, receiver, std::move(then));
}

QWidget *LabPanel::primaryControl() const
{
    // Qt's Tab order through the panel: the first widget inside it that takes
    // the focus by Tab and is enabled and shown with it. A row of page tabs
    // is passed over: the lecturer means the page on show, not its tabs.
    for (QWidget *w = nextInFocusChain(); w && w != this; w = w->nextInFocusChain()) {
        if (qobject_cast<QTabWidget *>(w) || qobject_cast<QTabBar *>(w))
            continue;
        if (isAncestorOf(w) && w->isEnabled() && w->isVisibleTo(this) && (w->focusPolicy() & Qt::TabFocus) != 0)
            return w;
    }
    return nullptr;
}

namespace {
constexpr const char *kKeyFigure = "gpulabKeyFigure";
} // namespace

void LabPanel::markKeyFigure(QWidget *figure)
{
    figure->setProperty(kKeyFigure, true);
}

QWidget *LabPanel::keyFigure() const
{
    const auto widgets = findChildren<QWidget *>();
    for (QWidget *w : widgets)
        if (w->property(kKeyFigure).toBool() && w->isVisibleTo(this))
            return w;
    return nullptr;
}

} // namespace gpulab::labs
