#include "labs/engineactivitynote.h"

#include "labs/labregistry.h"

#include <QCoreApplication>
#include <QEvent>

namespace gpulab::labs {

EngineActivityNote::EngineActivityNote(core::ComputeEngine *engine, const core::EngineOwner &own, QWidget *parent)
    : WrapLabel(parent), m_engine(engine), m_own(own)
{
    setObjectName(QStringLiteral("engineActivityNote"));
    setTextFormat(Qt::PlainText);
    hide();
    if (!engine)
        return;
    connect(engine, &core::ComputeEngine::activityChanged, this, &EngineActivityNote::follow);
    follow(engine->activity());
}

QString EngineActivityNote::whatText(const core::EngineOwner &owner)
{
    if (owner.what == nullptr || *owner.what == '\0')
        return {};
    // The owners' words are marked in this class's context (QT_TRANSLATE_NOOP).
    return QCoreApplication::translate("gpulab::labs::EngineActivityNote", owner.what);
}

QString EngineActivityNote::textFor(const core::EngineActivity &activity) const
{
    if (activity.isIdle() || activity.owner == m_own)
        return {};
    const LabEntry *lab = activity.owner.isNamed() ? findLab(activity.owner.lab()) : nullptr;
    const QString what = whatText(activity.owner);
    if (lab && !what.isEmpty())
        return tr("The “%1” lab is measuring %2. Starting a run here stops it.").arg(lab->translatedTitle(), what);
    if (lab)
        return tr("The “%1” lab is measuring. Starting a run here stops it.").arg(lab->translatedTitle());
    return tr("Another measurement is running. Starting a run here stops it.");
}

void EngineActivityNote::follow(const core::EngineActivity &activity)
{
    const QString text = textFor(activity);
    if (text.isEmpty()) {
        setVisible(false);
        setText(QString());
        setAccessibleName(QString());
        setAccessibleDescription(QString());
        return;
    }
    setText(text);
    // Read as its words, with the rule behind them.
    setAccessibleName(text);
    setAccessibleDescription(tr("GPU Lab measures one thing at a time: a new measurement stops the one running."));
    setVisible(true);
}

void EngineActivityNote::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_engine)
        follow(m_engine->activity());
    WrapLabel::changeEvent(event);
}

} // namespace gpulab::labs
