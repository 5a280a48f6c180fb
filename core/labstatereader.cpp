#include "core/labstatereader.h"

#include <QCoreApplication>
#include <QLocale>

#include <cmath>

namespace gpulab::core {

namespace {

struct TrLabStateReader {
    Q_DECLARE_TR_FUNCTIONS(LabState)
};

} // namespace

QJsonValue LabStateReader::take(const QString &key)
{
    m_read.append(key);
    if (!ok())
        return QJsonValue(QJsonValue::Undefined);
    return m_state.value(key);
}

void LabStateReader::fail(const QString &why)
{
    if (ok())
        m_error = why;
}

void LabStateReader::number(const QString &key, double lo, double hi, double *out)
{
    const QJsonValue v = take(key);
    if (v.isUndefined())
        return;
    if (!v.isDouble() || !std::isfinite(v.toDouble()))
        return fail(TrLabStateReader::tr("its \"%1\" should be a number").arg(key));
    const double x = v.toDouble();
    if (x < lo || x > hi) {
        const QLocale loc;
        return fail(TrLabStateReader::tr("its \"%1\" is outside %2 to %3")
                        .arg(key, loc.toString(lo, 'g', 12), loc.toString(hi, 'g', 12)));
    }
    *out = x;
}

void LabStateReader::integer(const QString &key, int lo, int hi, int *out)
{
    const QJsonValue v = take(key);
    if (v.isUndefined())
        return;
    const double x = v.toDouble();
    if (!v.isDouble() || !std::isfinite(x) || x != std::floor(x))
        return fail(TrLabStateReader::tr("its \"%1\" should be a whole number").arg(key));
    if (x < lo || x > hi) {
        const QLocale loc;
        return fail(
            TrLabStateReader::tr("its \"%1\" is outside %2 to %3").arg(key, loc.toString(lo), loc.toString(hi)));
    }
    *out = int(x);
}

void LabStateReader::boolean(const QString &key, bool *out)
{
    const QJsonValue v = take(key);
    if (v.isUndefined())
        return;
    if (!v.isBool())
        return fail(TrLabStateReader::tr("its \"%1\" should be true or false").arg(key));
    *out = v.toBool();
}

void LabStateReader::choice(const QString &key, const QStringList &choices, QString *out)
{
    const QJsonValue v = take(key);
    if (v.isUndefined())
        return;
    if (!v.isString() || !choices.contains(v.toString())) {
        QStringList quoted;
        for (const QString &c : choices)
            quoted << QStringLiteral("\"%1\"").arg(c);
        return fail(TrLabStateReader::tr("its \"%1\" should be one of %2").arg(key, quoted.join(QStringLiteral(", "))));
    }
    *out = v.toString();
}

void LabStateReader::text(const QString &key, QString *out)
{
    const QJsonValue v = take(key);
    if (v.isUndefined())
        return;
    if (!v.isString())
        return fail(TrLabStateReader::tr("its \"%1\" should be text").arg(key));
    *out = v.toString();
}

bool LabStateReader::finish()
{
    for (auto it = m_state.begin(); ok() && it != m_state.end(); ++it)
        if (!m_read.contains(it.key()))
            fail(TrLabStateReader::tr("it has a setting \"%1\" that this lab does not have").arg(it.key()));
    return ok();
}

double roundestOnStep(int step, double (*fromStep)(int), int (*toStep)(double))
{
    const double exact = fromStep(step);
    for (int digits = 1; digits <= 15; ++digits) {
        const double rounded = QString::number(exact, 'g', digits).toDouble();
        if (toStep(rounded) == step)
            return rounded;
    }
    return exact;
}

} // namespace gpulab::core
