#include "labs/engineactivitynote.h"

#include "labs/labregistry.h"

#include <QCoreApplication>
#include <QEvent>

namespace gpulab::labs {

EngineActivityNote::EngineActivityNote(core::ComputeEngine *engine, const core::EngineOwner &own, QWidget *runButton,
                                       QWidget *parent)
    : WrapLabel(parent), m_engine(engine), m_own(own), m_runButton(runButton)
{
    setObjectName(QStringLiteral("engineActivityNote"));
    setTextFormat(Qt::PlainText);
    hide();
    if (!engine)
        return;
    if (runButton)
        runButton->installEventFilter(this); // its enabled state picks the second sentence
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
    const QString who = lab && !what.isEmpty() ? tr("The “%1” lab is measuring %2.").arg(lab->translatedTitle(), what)
                        : lab                  ? tr("The “%1” lab is measuring.").arg(lab->translatedTitle())
                                               : tr("Another measurement is running.");
    const bool waits = m_runButton && !m_runButton->isEnabled();
    return who + u' ' + (waits ? tr("The button here waits until it is done.") : tr("Starting a run here stops it."));
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

bool EngineActivityNote::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_runButton && event->type() == QEvent::EnabledChange && m_engine)
        follow(m_engine->activity());
    return WrapLabel::eventFilter(watched, event);
}

void EngineActivityNote::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange && m_engine)
        follow(m_engine->activity());
    WrapLabel::changeEvent(event);
}

} // namespace gpulab::labs
