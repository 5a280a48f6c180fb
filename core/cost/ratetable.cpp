#include "core/cost/ratetable.h"

#include "core/cost/costconstants.h"
#include "core/cost/costlimits.h"

#include <QCoreApplication>
#include <QDate>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QLocale>
#include <QSaveFile>
#include <QSet>
#include <QStandardPaths>

#include <algorithm>
#include <cmath>

namespace gpulab::core::cost {
namespace {

// lupdate and the runtime agree on the context "RateTable".
struct TrRateTable {
    Q_DECLARE_TR_FUNCTIONS(RateTable)
};

constexpr int kFormatVersion = 1;
const auto kFormat = QStringLiteral("gpulab-rates");

// 1-based line of a byte offset.
int lineOf(const QByteArray &text, qsizetype offset)
{
    offset = std::clamp<qsizetype>(offset, 0, text.size());
    return int(std::count(text.begin(), text.begin() + offset, '\n')) + 1;
}

// Line where the n-th (0-based) element of the "classes" array starts: the
// n-th '{' after the "classes" key, counting only top-level objects of the
// array. One pass over the text: call it only for the message of an error.
int lineOfClass(const QByteArray &text, int index)
{
    qsizetype pos = text.indexOf("\"classes\"");
    if (pos < 0)
        return 0;
    pos = text.indexOf('[', pos);
    int depth = 0, seen = -1;
    bool inString = false;
    for (qsizetype i = pos + 1; i < text.size(); ++i) {
        const char c = text[i];
        if (inString) {
            if (c == '\\')
                ++i;
            else if (c == '"')
                inString = false;
            continue;
        }
        if (c == '"')
            inString = true;
        else if (c == '{' && depth++ == 0 && ++seen == index)
            return lineOf(text, i);
        else if (c == '}')
            --depth;
        else if (c == ']' && depth == 0)
            break;
    }
    return 0;
}

bool hasControlCharacter(const QString &text)
{
    return std::any_of(text.cbegin(), text.cend(), [](QChar ch) { return ch.category() == QChar::Other_Control; });
}

// What --card can be given: letters and digits of any script and - _ . +,
// nothing else. A no-break space, a line separator or a right-to-left mark
// would make two ids that look the same on screen but never match.
bool isOneWord(const QString &text)
{
    return !text.isEmpty() && std::all_of(text.cbegin(), text.cend(), [](QChar ch) {
        return ch.isLetterOrNumber() || ch == u'-' || ch == u'_' || ch == u'.' || ch == u'+';
    });
}

QString where(const QString &file, int line)
{
    return line > 0 ? TrRateTable::tr("%1, line %2").arg(file).arg(line) : file;
}

} // namespace

const RateClass *RateTable::find(const QString &key) const
{
    if (key.isEmpty())
        return nullptr;
    for (const auto &c : classes) {
        if (c.id.compare(key, Qt::CaseInsensitive) == 0)
            return &c;
        for (const auto &a : c.aliases)
            if (a.compare(key, Qt::CaseInsensitive) == 0)
                return &c;
    }
    return nullptr;
}

QStringList RateTable::ids() const
{
    QStringList out;
    for (const auto &c : classes)
        out << c.id;
    return out;
}

QString readableAsOf(const QString &asOf)
{
    const QDate date = QDate::fromString(asOf, Qt::ISODate);
    if (!date.isValid())
        return asOf;
    return QLocale().toString(
        date, TrRateTable::tr("yyyy-MM-dd", "how the date of the example rates is written (a QDate format)"));
}

RateTable builtinRates()
{
    RateTable t;
    t.asOf = QString::fromLatin1(kExampleRatesWritten);
    t.note = TrRateTable::tr("Example rates for teaching, not quotes: prices change by provider, region and month.");
    t.classes = {
        {QStringLiteral("t4"), TrRateTable::tr("T4-class"), 16, 0.30, 0.15, {QStringLiteral("t4-16")}},
        {QStringLiteral("a10-l4"),
         TrRateTable::tr("A10 / L4-class"),
         24,
         0.60,
         0.30,
         {QStringLiteral("a10"), QStringLiteral("l4"), QStringLiteral("a10g")}},
        {QStringLiteral("a100-80"), TrRateTable::tr("A100 80 GB-class"), 80, 1.60, 0.80, {QStringLiteral("a100")}},
    };
    return t;
}

QString validateRateTable(const RateTable &t)
{
    if (t.classes.isEmpty())
        return TrRateTable::tr("the table has no card classes");
    QSet<QString> names; // ids and aliases, folded: --card matches either, in any case
    for (int i = 0; i < t.classes.size(); ++i) {
        const auto &c = t.classes[i];
        // An id that is not a word is not quoted in the message (it may break its line or hide).
        const QString label =
            isOneWord(c.id) ? TrRateTable::tr("class \"%1\"").arg(c.id) : TrRateTable::tr("class %1").arg(i + 1);
        if (c.id.trimmed().isEmpty())
            return TrRateTable::tr("%1: id must not be empty").arg(label);
        if (!isOneWord(c.id))
            return TrRateTable::tr("%1: id must be one word of letters, digits and - _ . + (no spaces, invisible or "
                                   "control characters)")
                .arg(label);
        if (names.contains(c.id.toCaseFolded()))
            return TrRateTable::tr("%1: id appears twice").arg(label);
        names.insert(c.id.toCaseFolded());
        if (hasControlCharacter(c.name))
            return TrRateTable::tr("%1: name must not contain control characters (line breaks, tabs)").arg(label);
        if (!(c.vramGB > 0) || !(c.vramGB <= kMaxVramGB))
            return TrRateTable::tr("%1: vram_gb must be a number > 0 and at most %2")
                .arg(label, QLocale().toString(kMaxVramGB, 'f', 0));
        if (!(c.onDemandPerHour > 0) || !(c.onDemandPerHour <= kMaxDollarsPerHour))
            return TrRateTable::tr("%1: on_demand_per_hour must be a number > 0 and at most %2")
                .arg(label, QLocale().toString(kMaxDollarsPerHour, 'f', 0));
        if (!(c.spotPerHour > 0) || !(c.spotPerHour <= kMaxDollarsPerHour))
            return TrRateTable::tr("%1: spot_per_hour must be a number > 0 and at most %2")
                .arg(label, QLocale().toString(kMaxDollarsPerHour, 'f', 0));
    }
    // The aliases once every id is known: an alias may not take another class's id.
    for (int i = 0; i < t.classes.size(); ++i) {
        const auto &c = t.classes[i];
        const QString label = TrRateTable::tr("class \"%1\"").arg(c.id);
        for (const QString &alias : c.aliases) {
            if (!isOneWord(alias))
                return TrRateTable::tr("%1: each alias must be one word of letters, digits and - _ . +").arg(label);
            if (names.contains(alias.toCaseFolded()))
                return TrRateTable::tr("%1: alias \"%2\" is already the name of a class").arg(label, alias);
            names.insert(alias.toCaseFolded());
        }
    }
    return {};
}

namespace {

RateTableLoad parseWorded(const QByteArray &json, const QString &fileName)
{
    RateTableLoad out;
    QJsonParseError pe{};
    const QJsonDocument doc = QJsonDocument::fromJson(json, &pe);
    if (pe.error != QJsonParseError::NoError) {
        out.error =
            TrRateTable::tr("%1: not valid JSON (%2)").arg(where(fileName, lineOf(json, pe.offset)), pe.errorString());
        return out;
    }
    if (!doc.isObject()) {
        out.error = TrRateTable::tr("%1: the top level must be an object").arg(where(fileName, 1));
        return out;
    }
    const QJsonObject root = doc.object();
    if (root.value(QStringLiteral("format")).toString() != kFormat) {
        out.error = TrRateTable::tr("%1: \"format\" must be \"%2\"").arg(where(fileName, 1), kFormat);
        return out;
    }
    if (root.value(QStringLiteral("version")).toInt(-1) != kFormatVersion) {
        out.error = TrRateTable::tr("%1: unsupported \"version\" (this program reads version %2)")
                        .arg(where(fileName, 1))
                        .arg(kFormatVersion);
        return out;
    }
    const QJsonValue classes = root.value(QStringLiteral("classes"));
    if (!classes.isArray()) {
        out.error = TrRateTable::tr("%1: \"classes\" must be a list")
                        .arg(where(fileName, lineOf(json, json.indexOf("\"classes\""))));
        return out;
    }
    RateTable t;
    t.asOf = root.value(QStringLiteral("as_of")).toString();
    t.note = root.value(QStringLiteral("note")).toString();
    const QJsonArray arr = classes.toArray();
    for (int i = 0; i < arr.size(); ++i) {
        // Only an error needs the line: finding it costs a pass over the text.
        const auto line = [&json, i] { return lineOfClass(json, i); };
        if (!arr[i].isObject()) {
            out.error = TrRateTable::tr("%1: each class must be an object").arg(where(fileName, line()));
            return out;
        }
        const QJsonObject o = arr[i].toObject();
        for (const char *key : {"id", "name"})
            if (!o.value(QLatin1String(key)).isString()) {
                out.error = TrRateTable::tr("%1: \"%2\" must be text").arg(where(fileName, line()), QLatin1String(key));
                return out;
            }
        for (const char *key : {"vram_gb", "on_demand_per_hour", "spot_per_hour"})
            if (!o.value(QLatin1String(key)).isDouble()) {
                out.error =
                    TrRateTable::tr("%1: \"%2\" must be a number").arg(where(fileName, line()), QLatin1String(key));
                return out;
            }
        RateClass c;
        c.id = o.value(QStringLiteral("id")).toString();
        c.name = o.value(QStringLiteral("name")).toString();
        c.vramGB = o.value(QStringLiteral("vram_gb")).toDouble();
        c.onDemandPerHour = o.value(QStringLiteral("on_demand_per_hour")).toDouble();
        c.spotPerHour = o.value(QStringLiteral("spot_per_hour")).toDouble();
        const QJsonValue aliases = o.value(QStringLiteral("aliases"));
        if (!aliases.isUndefined() && !aliases.isArray()) {
            out.error = TrRateTable::tr("%1: \"aliases\" must be a list of words").arg(where(fileName, line()));
            return out;
        }
        for (const auto &a : aliases.toArray()) {
            if (!a.isString()) { // a number's toString() is "", which --card '' would match
                out.error = TrRateTable::tr("%1: \"aliases\" must be a list of words").arg(where(fileName, line()));
                return out;
            }
            c.aliases << a.toString();
        }
        t.classes.append(c);
        // Range checks per class, so the message can point at its line.
        RateTable one;
        one.classes = {c};
        if (const QString e = validateRateTable(one); !e.isEmpty()) {
            out.error = QStringLiteral("%1: %2").arg(where(fileName, line()), e);
            return out;
        }
    }
    if (const QString e = validateRateTable(t); !e.isEmpty()) {
        out.error = QStringLiteral("%1: %2").arg(fileName, e);
        return out;
    }
    out.table = t;
    return out;
}

// A failure worded now, and kept to be worded again after a change of language.
RateTableLoad failed(std::function<QString()> wording)
{
    RateTableLoad out;
    out.error = wording();
    out.reword = std::move(wording);
    return out;
}

} // namespace

RateTableLoad parseRateTable(const QByteArray &json, const QString &fileName)
{
    RateTableLoad out = parseWorded(json, fileName);
    if (!out.table) // the bytes are kept while the message is: at most the 4 MiB limit
        out.reword = [json, fileName] { return parseWorded(json, fileName).error; };
    return out;
}

RateTableLoad loadRateTable(const QString &path)
{
    if (path.isEmpty())
        return failed([] { return TrRateTable::tr("no rates file name given"); });
    // Checked before opening: a FIFO would block open() and a device such as
    // /dev/zero never ends.
    const QFileInfo info(path);
    if (!info.exists())
        return failed([path] { return TrRateTable::tr("%1: cannot be read (no such file)").arg(path); });
    if (!info.isFile())
        return failed([path] { return TrRateTable::tr("%1: cannot be read (not a regular file)").arg(path); });
    const auto tooLarge = [path] {
        return TrRateTable::tr("%1: cannot be read (larger than %2 MiB, the limit for a rates file)")
            .arg(path)
            .arg(kMaxRatesFileBytes / (1024 * 1024));
    };
    if (info.size() > kMaxRatesFileBytes)
        return failed(tooLarge);
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return failed(
            [path, why = f.errorString()] { return TrRateTable::tr("%1: cannot be read (%2)").arg(path, why); });
    // Never more than the limit, even if the file grows or reports no size (/proc).
    const QByteArray text = f.read(kMaxRatesFileBytes + 1);
    if (text.size() > kMaxRatesFileBytes)
        return failed(tooLarge);
    return parseRateTable(text, info.fileName());
}

QJsonObject toJson(const RateTable &t)
{
    QJsonArray classes;
    for (const auto &c : t.classes) {
        QJsonObject o{{QStringLiteral("id"), c.id},
                      {QStringLiteral("name"), c.name},
                      {QStringLiteral("vram_gb"), c.vramGB},
                      {QStringLiteral("on_demand_per_hour"), c.onDemandPerHour},
                      {QStringLiteral("spot_per_hour"), c.spotPerHour}};
        if (!c.aliases.isEmpty())
            o.insert(QStringLiteral("aliases"), QJsonArray::fromStringList(c.aliases));
        classes.append(o);
    }
    return {{QStringLiteral("format"), kFormat},
            {QStringLiteral("version"), kFormatVersion},
            {QStringLiteral("currency"), QStringLiteral("USD")},
            {QStringLiteral("as_of"), t.asOf},
            {QStringLiteral("note"), t.note},
            {QStringLiteral("classes"), classes}};
}

bool saveRateTable(const RateTable &t, const QString &path, QString *error)
{
    if (const QString e = validateRateTable(t); !e.isEmpty()) {
        if (error)
            *error = e;
        return false;
    }
    QDir().mkpath(QFileInfo(path).absolutePath());
    QSaveFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(QJsonDocument(toJson(t)).toJson(QJsonDocument::Indented)) < 0 ||
        !f.commit()) {
        if (error)
            *error = TrRateTable::tr("%1: cannot be written (%2)").arg(path, f.errorString());
        return false;
    }
    return true;
}

QString userRatesPath()
{
    return QDir(QStandardPaths::writableLocation(QStandardPaths::AppDataLocation))
        .filePath(QStringLiteral("rates.json"));
}

} // namespace gpulab::core::cost
