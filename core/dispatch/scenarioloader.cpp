#include "core/dispatch/scenarioloader.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSet>

#include <algorithm>
#include <optional>

namespace gpulab::core::dispatch {
namespace {

// lupdate and the runtime agree on the context "DispatchLoader".
struct TrDispatchLoader {
    Q_DECLARE_TR_FUNCTIONS(DispatchLoader)
};

// "line 12, column 5" from a byte offset, so a broken file can be fixed quickly.
QString position(const QByteArray &json, int offset)
{
    const QByteArray head = json.left(offset);
    const int line = int(head.count('\n')) + 1;
    const int column = offset - int(head.lastIndexOf('\n'));
    return TrDispatchLoader::tr("line %1, column %2").arg(line).arg(column);
}

QString where(int index, const QString &code)
{
    const QString first = code.section(QLatin1Char('\n'), 0, 0);
    return TrDispatchLoader::tr("line %1 (%2)").arg(index + 1).arg(first.left(40));
}

// Parses one outcome object; `same_as` is resolved by the caller.
std::optional<Outcome> parseOutcome(const QJsonObject &o, LineKind kind, QString &error)
{
    Outcome out;
    out.why = o.value(u"why").toString();
    out.fix = o.value(u"fix").toString();
    out.label = o.value(u"label").toString();
    const bool hasOutput = o.contains(u"output");
    const bool hasError = o.contains(u"error");
    if (hasOutput == hasError) {
        error = TrDispatchLoader::tr("needs exactly one of \"output\" or \"error\" (or \"same_as\")");
        return std::nullopt;
    }
    if (hasOutput) {
        if (!o.value(u"output").isString()) {
            error = TrDispatchLoader::tr("\"output\" must be a string");
            return std::nullopt;
        }
        out.kind = Outcome::Kind::Output;
        out.text = o.value(u"output").toString();
        if ((out.text.contains(QLatin1Char('\n')) || out.text.size() > kMaxShortOutput) && out.label.isEmpty()) {
            error = TrDispatchLoader::tr("a long or multi-line output needs a short \"label\" for the quiz");
            return std::nullopt;
        }
    } else {
        const QJsonObject e = o.value(u"error").toObject();
        out.kind = Outcome::Kind::Error;
        out.text = e.value(u"message").toString();
        out.errorType = e.value(u"type").toString();
        if (out.text.isEmpty()) {
            error = TrDispatchLoader::tr("an error needs a \"message\"");
            return std::nullopt;
        }
        if (kind == LineKind::Python && out.errorType.isEmpty()) {
            error = TrDispatchLoader::tr("a Python error needs its exception \"type\"");
            return std::nullopt;
        }
        if (out.fix.isEmpty()) {
            error = TrDispatchLoader::tr("an error needs a \"fix\"");
            return std::nullopt;
        }
    }
    if (out.why.isEmpty()) {
        error = TrDispatchLoader::tr("needs a one-line \"why\"");
        return std::nullopt;
    }
    return out;
}

QString parseLine(const QJsonValue &value, int index, ScriptLine &line)
{
    if (!value.isObject())
        return TrDispatchLoader::tr("line %1 is not an object").arg(index + 1);
    const QJsonObject o = value.toObject();
    line.code = o.value(u"code").toString();
    if (line.code.isEmpty())
        return TrDispatchLoader::tr("line %1 has no \"code\"").arg(index + 1);
    const QString kind = o.value(u"kind").toString(QStringLiteral("python"));
    if (kind == u"shell")
        line.kind = LineKind::Shell;
    else if (kind == u"python")
        line.kind = LineKind::Python;
    else
        return TrDispatchLoader::tr("%1: unknown kind \"%2\" (shell or python)").arg(where(index, line.code), kind);
    line.note = o.value(u"note").toString();

    const QJsonObject outcomes = o.value(u"outcomes").toObject();
    const QStringList required = ScriptLine::requiredKeys(line.kind);
    for (const QString &key : outcomes.keys())
        if (!required.contains(key))
            return TrDispatchLoader::tr("%1: unknown machine \"%2\" (expected %3)")
                .arg(where(index, line.code), key, required.join(QStringLiteral(", ")));
    // Concrete outcomes first, then the copies, so a copy can name any of them.
    for (const QString &key : required) {
        if (!outcomes.contains(key))
            return TrDispatchLoader::tr("%1: no output or error for machine \"%2\"").arg(where(index, line.code), key);
        const QJsonObject oc = outcomes.value(key).toObject();
        if (oc.contains(u"same_as"))
            continue;
        QString error;
        const auto parsed = parseOutcome(oc, line.kind, error);
        if (!parsed)
            return TrDispatchLoader::tr("%1, machine \"%2\": %3").arg(where(index, line.code), key, error);
        line.outcomes.insert(key, *parsed);
    }
    for (const QString &key : required) {
        const QJsonObject oc = outcomes.value(key).toObject();
        if (!oc.contains(u"same_as"))
            continue;
        const QString target = oc.value(u"same_as").toString();
        if (!line.outcomes.contains(target) || outcomes.value(target).toObject().contains(u"same_as"))
            return TrDispatchLoader::tr(
                       "%1, machine \"%2\": \"same_as\" must name a machine with its own outcome, not \"%3\"")
                .arg(where(index, line.code), key, target);
        Outcome copy = line.outcomes.value(target);
        if (oc.contains(u"why"))
            copy.why = oc.value(u"why").toString();
        if (oc.contains(u"fix"))
            copy.fix = oc.value(u"fix").toString();
        line.outcomes.insert(key, copy);
    }
    return {};
}

} // namespace

ParseResult parseScenario(const QByteArray &json, const QString &fileName)
{
    ParseResult r;
    r.scenario.file = fileName;
    const auto fail = [&](const QString &reason) {
        r.error = QStringLiteral("%1: %2").arg(fileName, reason);
        return r;
    };
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError)
        return fail(TrDispatchLoader::tr("not valid JSON at %1: %2").arg(position(json, pe.offset), pe.errorString()));
    if (!doc.isObject())
        return fail(TrDispatchLoader::tr("the top level must be an object"));
    const QJsonObject root = doc.object();
    Scenario &s = r.scenario;
    s.id = root.value(u"id").toString();
    s.title = root.value(u"title").toString();
    s.summary = root.value(u"summary").toString();
    s.order = root.value(u"order").toInt(1000);
    if (s.id.isEmpty())
        return fail(TrDispatchLoader::tr("no \"id\""));
    if (s.title.isEmpty())
        return fail(TrDispatchLoader::tr("no \"title\""));
    const QJsonArray lines = root.value(u"lines").toArray();
    if (lines.isEmpty())
        return fail(TrDispatchLoader::tr("no \"lines\" (a scenario needs at least one)"));
    for (int i = 0; i < lines.size(); ++i) {
        ScriptLine line;
        if (const QString e = parseLine(lines.at(i), i, line); !e.isEmpty())
            return fail(e);
        s.lines.append(line);
    }
    return r;
}

LoadResult loadScenarios(const QString &dir)
{
    LoadResult result;
    const QDir d(dir);
    const QStringList files = d.entryList({QStringLiteral("*.json")}, QDir::Files, QDir::Name);
    if (files.isEmpty())
        result.errors << TrDispatchLoader::tr("%1: no scenario files found").arg(dir);
    QSet<QString> ids;
    for (const QString &name : files) {
        const QString path = d.filePath(name);
        QFile f(path);
        if (!f.open(QIODevice::ReadOnly)) {
            result.errors << QStringLiteral("%1: %2").arg(path, f.errorString());
            continue;
        }
        ParseResult p = parseScenario(f.readAll(), path);
        if (!p.ok()) {
            result.errors << p.error;
            continue;
        }
        if (ids.contains(p.scenario.id)) {
            result.errors << TrDispatchLoader::tr("%1: the id \"%2\" is used by another file").arg(path, p.scenario.id);
            continue;
        }
        ids.insert(p.scenario.id);
        result.scenarios.append(p.scenario);
    }
    std::stable_sort(result.scenarios.begin(), result.scenarios.end(), [](const Scenario &a, const Scenario &b) {
        return a.order != b.order ? a.order < b.order : a.id < b.id;
    });
    return result;
}

} // namespace gpulab::core::dispatch
