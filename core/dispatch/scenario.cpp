#include "core/dispatch/scenario.h"

#include <QCoreApplication>

namespace gpulab::core::dispatch {

QString Outcome::terminalText() const
{
    if (kind == Kind::Error && !errorType.isEmpty())
        return errorType + QStringLiteral(": ") + text;
    return text;
}

QString Outcome::quizLabel() const
{
    if (!label.isEmpty())
        return label;
    switch (kind) {
    case Kind::Error: return errorType.isEmpty() ? text : errorType;
    case Kind::Unknown: return QString();
    case Kind::Output: break;
    }
    return text.isEmpty() ? QCoreApplication::translate("Dispatch", "(prints nothing)") : text;
}

QStringList ScriptLine::requiredKeys(LineKind kind)
{
    if (kind == LineKind::Shell)
        return {QString::fromUtf16(env::kNvidia), QString::fromUtf16(env::kMac), QString::fromUtf16(env::kNoDriver)};
    return {QString::fromUtf16(env::kNvidia), QString::fromUtf16(env::kMac), QString::fromUtf16(env::kCudaNoDriver),
            QString::fromUtf16(env::kCpuWheel)};
}

QString Scenario::tr(const QString &source) const
{
    if (source.isEmpty())
        return source;
    const QByteArray ctx = context().toUtf8();
    const QByteArray text = source.toUtf8();
    return QCoreApplication::translate(ctx.constData(), text.constData());
}

} // namespace gpulab::core::dispatch
