#include "core/learn/learncontent.h"

#include "core/learn/learntr.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>

namespace gpulab::core::learn {
namespace {

// A Markdown field may be one string or an array of lines (easier to write).
QString textField(const QJsonObject &o, const char *key)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isArray()) {
        QStringList lines;
        for (const auto &line : v.toArray())
            lines << line.toString();
        return lines.join(QLatin1Char('\n'));
    }
    return v.toString();
}

QString readText(const QString &path, QStringList &errors)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        errors << TrLearn::tr("%1: cannot read it (%2)").arg(QFileInfo(path).fileName(), f.errorString());
        return {};
    }
    return QString::fromUtf8(f.readAll());
}

// The array under `key` of the JSON object in `path`; errors say which file.
QJsonArray readArray(const QString &path, const char *key, QStringList &errors)
{
    QFile f(path);
    const QString name = QFileInfo(path).fileName();
    if (!f.open(QIODevice::ReadOnly)) {
        errors << TrLearn::tr("%1: cannot read it (%2)").arg(name, f.errorString());
        return {};
    }
    QJsonParseError pe;
    const QJsonDocument doc = QJsonDocument::fromJson(f.readAll(), &pe);
    if (pe.error != QJsonParseError::NoError) {
        errors << TrLearn::tr("%1: not valid JSON at byte %2 (%3)").arg(name).arg(pe.offset).arg(pe.errorString());
        return {};
    }
    const QJsonValue v = doc.object().value(QLatin1String(key));
    if (!v.isArray())
        errors << TrLearn::tr("%1: no \"%2\" list").arg(name, QLatin1String(key));
    return v.toArray();
}

ExerciseMeasure measureFrom(const QString &s, const QString &id, QStringList &errors)
{
    if (s.isEmpty() || s == QLatin1String("none"))
        return ExerciseMeasure::None;
    if (s == QLatin1String("benchmark"))
        return ExerciseMeasure::Benchmark;
    if (s == QLatin1String("memory"))
        return ExerciseMeasure::MemoryBudget;
    errors
        << TrLearn::tr("exercises.json: exercise \"%1\": unknown measure \"%2\" (none, benchmark, memory)").arg(id, s);
    return ExerciseMeasure::None;
}

} // namespace

QString learnResourceRoot()
{
    return QStringLiteral(":/learn");
}

QString learnLanguage(const QLocale &locale, const QString &root)
{
    const auto has = [&root](const QString &lang) {
        return !lang.isEmpty() && QFileInfo::exists(root + QLatin1Char('/') + lang + QStringLiteral("/chapters.json"));
    };
    for (QString ui : locale.uiLanguages()) {
        ui.replace(QLatin1Char('-'), QLatin1Char('_'));
        if (has(ui))
            return ui;
        QString base = ui.section(QLatin1Char('_'), 0, 0);
        if (has(base))
            return base;
    }
    return QStringLiteral("en");
}

LearnLoadResult loadLearnContent(const QString &language, const QStringList &knownLabIds, const QString &root)
{
    LearnLoadResult r;
    r.content.language = language;
    const QDir dir(root + QLatin1Char('/') + language);
    QStringList &errors = r.errors;

    for (const auto &v : readArray(dir.filePath(QStringLiteral("chapters.json")), "chapters", errors)) {
        const QJsonObject o = v.toObject();
        Chapter c;
        c.id = o.value(QLatin1String("id")).toString();
        c.title = o.value(QLatin1String("title")).toString();
        c.file = o.value(QLatin1String("file")).toString();
        const QJsonObject lab = o.value(QLatin1String("lab")).toObject();
        c.lab = {lab.value(QLatin1String("id")).toString(), lab.value(QLatin1String("preset")).toString(),
                 lab.value(QLatin1String("text")).toString()};
        if (c.file.isEmpty())
            errors << TrLearn::tr("chapters.json: chapter \"%1\" names no file").arg(c.id);
        else
            c.markdown = readText(dir.filePath(c.file), errors);
        r.content.chapters << c;
    }
    for (const auto &v : readArray(dir.filePath(QStringLiteral("quiz.json")), "questions", errors)) {
        const QJsonObject o = v.toObject();
        QuizQuestion q;
        q.id = o.value(QLatin1String("id")).toString();
        q.chapterId = o.value(QLatin1String("chapter")).toString();
        q.prompt = textField(o, "prompt");
        q.explanation = textField(o, "explanation");
        for (const auto &c : o.value(QLatin1String("choices")).toArray()) {
            const QJsonObject co = c.toObject();
            q.choices << QuizChoice{co.value(QLatin1String("text")).toString(),
                                    co.value(QLatin1String("correct")).toBool(false)};
        }
        r.content.quiz << q;
    }
    for (const auto &v : readArray(dir.filePath(QStringLiteral("glossary.json")), "cards", errors)) {
        const QJsonObject o = v.toObject();
        r.content.cards << Flashcard{o.value(QLatin1String("id")).toString(), o.value(QLatin1String("term")).toString(),
                                     textField(o, "meaning"), o.value(QLatin1String("match")).toString()};
    }
    for (const auto &v : readArray(dir.filePath(QStringLiteral("exercises.json")), "exercises", errors)) {
        const QJsonObject o = v.toObject();
        Exercise e;
        e.id = o.value(QLatin1String("id")).toString();
        e.title = o.value(QLatin1String("title")).toString();
        e.task = textField(o, "task");
        e.tryFirst = textField(o, "tryFirst");
        e.answer = textField(o, "answer");
        e.measure = measureFrom(o.value(QLatin1String("measure")).toString(), e.id, errors);
        r.content.exercises << e;
    }
    errors << validateLearnContent(r.content, knownLabIds);
    return r;
}

} // namespace gpulab::core::learn
