#include "core/labstate.h"

#include "core/labcodec.h"
#include "core/labids.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QJsonParseError>
#include <QSaveFile>

#include <cmath>

namespace gpulab::core {

namespace {

struct TrLabState {
    Q_DECLARE_TR_FUNCTIONS(LabState)
};

LabStateLoad refuse(const QString &why)
{
    LabStateLoad out;
    out.error = why;
    return out;
}

// The JSON type of a value, in words, for the messages.
QString typeName(const QJsonValue &v)
{
    switch (v.type()) {
    case QJsonValue::Null: return TrLabState::tr("null");
    case QJsonValue::Bool: return TrLabState::tr("true or false");
    case QJsonValue::Double: return TrLabState::tr("a number");
    case QJsonValue::String: return TrLabState::tr("text");
    case QJsonValue::Array: return TrLabState::tr("a list");
    case QJsonValue::Object: return TrLabState::tr("an object");
    case QJsonValue::Undefined: break;
    }
    return TrLabState::tr("nothing");
}

QString unknownLab(const QString &id)
{
    return TrLabState::tr("it names a lab this GPU Lab does not have (\"%1\"; it has %2)")
        .arg(id, labIds().join(QStringLiteral(", ")));
}

} // namespace

LabStateLoad parseLabState(const QByteArray &bytes)
{
    if (bytes.trimmed().isEmpty())
        return refuse(TrLabState::tr("the file is empty, so it holds no lab state"));
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &pe);
    if (pe.error != QJsonParseError::NoError)
        return refuse(TrLabState::tr("it is not a lab state: not valid JSON at byte %1 (%2), perhaps cut short")
                          .arg(pe.offset)
                          .arg(pe.errorString()));
    if (!doc.isObject())
        return refuse(TrLabState::tr("it is not a lab state: the JSON is not an object"));
    const QJsonObject root = doc.object();

    const QJsonValue format = root.value(QStringLiteral("format"));
    if (format.toString() != QLatin1String(kLabStateFormat))
        return refuse(TrLabState::tr("it is not a GPU Lab lab state (its \"format\" is not \"%1\")")
                          .arg(QLatin1String(kLabStateFormat)));
    const QJsonValue version = root.value(QStringLiteral("version"));
    const double v = version.toDouble(-1);
    // Compared as a double: a version past int's range (the fuzzer's 1e34)
    // must not be cast.
    if (!version.isDouble() || !std::isfinite(v) || v != std::floor(v) || v < kOldestLabStateVersion)
        return refuse(
            TrLabState::tr("its \"version\" is not a whole number of %1 or more").arg(kOldestLabStateVersion));
    if (v > kLabStateVersion)
        return refuse(TrLabState::tr("it was made by a newer GPU Lab (version %1); this one reads version %2")
                          .arg(QString::number(v, 'g', 16))
                          .arg(kLabStateVersion));

    for (auto it = root.begin(); it != root.end(); ++it) {
        static const QStringList known{QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("lab"),
                                       QStringLiteral("state"), QStringLiteral("labs")};
        if (!known.contains(it.key()))
            return refuse(
                TrLabState::tr("it has a field \"%1\" that version %2 does not have").arg(it.key()).arg(int(v)));
    }

    LabState st;
    st.readVersion = int(v);
    const QJsonValue lab = root.value(QStringLiteral("lab"));
    if (!lab.isUndefined()) {
        if (!lab.isString())
            return refuse(TrLabState::tr("its \"lab\" should be text but is %1").arg(typeName(lab)));
        if (!labIds().contains(lab.toString()))
            return refuse(unknownLab(lab.toString()));
        st.current = lab.toString();
    }

    const QJsonValue one = root.value(QStringLiteral("state"));
    const QJsonValue many = root.value(QStringLiteral("labs"));
    if (!one.isUndefined() && !many.isUndefined())
        return refuse(TrLabState::tr("it has both \"state\" and \"labs\"; a lab state has one or the other"));
    if (!one.isUndefined()) {
        if (st.current.isEmpty())
            return refuse(TrLabState::tr("it has a \"state\" but no \"lab\" saying which lab it belongs to"));
        if (!one.isObject())
            return refuse(TrLabState::tr("its \"state\" should be an object but is %1").arg(typeName(one)));
        st.labs.insert(st.current, one.toObject());
    } else if (!many.isUndefined()) {
        if (!many.isObject())
            return refuse(TrLabState::tr("its \"labs\" should be an object but is %1").arg(typeName(many)));
        const QJsonObject labs = many.toObject();
        for (auto it = labs.begin(); it != labs.end(); ++it) {
            if (!labIds().contains(it.key()))
                return refuse(unknownLab(it.key()));
            if (!it.value().isObject())
                return refuse(TrLabState::tr("the state of the %1 lab should be an object but is %2")
                                  .arg(it.key(), typeName(it.value())));
            st.labs.insert(it.key(), it.value().toObject());
        }
        if (!st.current.isEmpty() && !st.labs.contains(st.current))
            return refuse(TrLabState::tr("its \"lab\" is %1, but \"labs\" holds no state for it").arg(st.current));
    } else {
        return refuse(TrLabState::tr("it holds no state (neither \"state\" nor \"labs\")"));
    }
    if (st.labs.isEmpty())
        return refuse(TrLabState::tr("its \"labs\" is empty, so it holds no state"));

    if (st.readVersion < kLabStateVersion) {
        for (auto it = st.labs.begin(); it != st.labs.end(); ++it) {
            QString why;
            std::optional<QJsonObject> now = labStateFromV1(it.key(), it.value(), &why);
            if (!now)
                return refuse(TrLabState::tr("the %1 lab's state (version %2) cannot be read: %3")
                                  .arg(it.key())
                                  .arg(st.readVersion)
                                  .arg(why));
            it.value() = *now;
        }
    }

    LabStateLoad out;
    out.state = std::move(st);
    return out;
}

LabStateLoad loadLabState(const QString &path)
{
    if (path.isEmpty())
        return refuse(TrLabState::tr("no file name given"));
    // Checked before opening: a FIFO would block open() and a device such as
    // /dev/zero never ends.
    const QFileInfo info(path);
    if (!info.exists())
        return refuse(TrLabState::tr("cannot be read (no such file)"));
    if (!info.isFile())
        return refuse(TrLabState::tr("cannot be read (not a regular file)"));
    const auto tooLarge = [] {
        return TrLabState::tr("cannot be read (larger than %1 MiB, the limit for a lab state file)")
            .arg(kMaxLabStateFileBytes / (1024 * 1024));
    };
    if (info.size() > kMaxLabStateFileBytes)
        return refuse(tooLarge());
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return refuse(TrLabState::tr("cannot be read (%1)").arg(f.errorString()));
    // Never more than the limit, even if the file grows or reports no size.
    const QByteArray bytes = f.read(kMaxLabStateFileBytes + 1);
    if (bytes.size() > kMaxLabStateFileBytes)
        return refuse(tooLarge());
    return parseLabState(bytes);
}

QByteArray labStateToJson(const LabState &state, bool compact)
{
    QJsonObject root{{QStringLiteral("format"), QLatin1String(kLabStateFormat)},
                     {QStringLiteral("version"), kLabStateVersion}};
    if (state.labs.size() == 1) {
        root.insert(QStringLiteral("lab"), state.labs.firstKey());
        root.insert(QStringLiteral("state"), state.labs.first());
    } else {
        if (!state.current.isEmpty())
            root.insert(QStringLiteral("lab"), state.current);
        QJsonObject labs;
        for (auto it = state.labs.begin(); it != state.labs.end(); ++it)
            labs.insert(it.key(), it.value());
        root.insert(QStringLiteral("labs"), labs);
    }
    return QJsonDocument(root).toJson(compact ? QJsonDocument::Compact : QJsonDocument::Indented);
}

bool saveLabState(const LabState &state, const QString &path, QString *error)
{
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(labStateToJson(state)) < 0 || !f.commit()) {
        if (error)
            *error = TrLabState::tr("cannot be written (%1)").arg(f.errorString());
        return false;
    }
    return true;
}

} // namespace gpulab::core
