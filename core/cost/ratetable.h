#pragma once

#include <QJsonObject>
#include <QList>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>

namespace gpulab::core::cost {

// One class of rentable card, with example hourly prices in US dollars.
struct RateClass {
    QString id;   // "a100-80": what --card takes
    QString name; // "A100 80 GB-class"
    // The class's advertised size ("16 GB"). The fit check holds it as decimal
    // GB, the lesson's arithmetic: on the safe side, since a card's "24 GB" is
    // 24 GiB, and a T4 with ECC on reports about 15.8 GB of its 16.
    double vramGB = 0;
    double onDemandPerHour = 0;
    double spotPerHour = 0;
    QStringList aliases; // other names --card accepts ("l4")

    [[nodiscard]] double rate(bool spot) const { return spot ? spotPerHour : onDemandPerHour; }
};

struct RateTable {
    QList<RateClass> classes;
    QString asOf; // when the figures were written
    QString note; // where they came from

    [[nodiscard]] const RateClass *find(const QString &idOrAlias) const; // case-insensitive
    [[nodiscard]] QStringList ids() const;
};

// A table's asOf (an ISO date) as a reader of the current language writes dates; the
// format is the translator's ("yyyy-MM-dd" in English, "d. MMMM yyyy" in German).
// Anything that is not an ISO date comes back as it is.
QString readableAsOf(const QString &asOf);

// The example table (docs/facts.md, "Cost lab"): T4 0.30/0.15, A10/L4 0.60/0.30, A100 80 GB 1.60/0.80 $/h.
RateTable builtinRates();

struct RateTableLoad {
    std::optional<RateTable> table;
    QString error; // "rates.json, line 7: on_demand_per_hour must be a number > 0"
    // The same error worded again in the language in use: it keeps what the
    // message was made from (the file's bytes and name, the system's reason).
    std::function<QString()> reword;
    [[nodiscard]] QString errorNow() const { return reword ? reword() : error; }
};

// Reads the JSON form (see README "Rates file"). Never throws; on error the
// message names the file, the line and what is wrong.
RateTableLoad parseRateTable(const QByteArray &json, const QString &fileName);
RateTableLoad loadRateTable(const QString &path);

// Checks a table the user edited in the app; empty when valid.
QString validateRateTable(const RateTable &table);

QJsonObject toJson(const RateTable &table);

// Writes atomically (QSaveFile): either the whole new file or the old one.
bool saveRateTable(const RateTable &table, const QString &path, QString *error);

// Where the app keeps the user's table: <app data>/rates.json.
QString userRatesPath();

} // namespace gpulab::core::cost
