#pragma once

// Reading one lab's state object (a ".gpulab" file's "state", version 1 or
// 2) key by key: each read checks the type, that a number is finite and in
// range, and that a name is one of the lab's choices; the first problem is
// kept as one sentence (no file name) and every later read is skipped.
// Keys the object has that no read asked for are refused by finish().
//
// A key the object does not have is not a problem: the value passed in stays
// (a partial state changes only what it names).

#include <QJsonObject>
#include <QString>
#include <QStringList>

namespace gpulab::core {

class LabStateReader {
public:
    explicit LabStateReader(const QJsonObject &state) : m_state(state) {}

    void number(const QString &key, double lo, double hi, double *out);
    void integer(const QString &key, int lo, int hi, int *out);
    void boolean(const QString &key, bool *out);
    // One of `choices` (exact spelling).
    void choice(const QString &key, const QStringList &choices, QString *out);
    // Any text (the caller checks what it names).
    void text(const QString &key, QString *out);

    // Refuses a key no read asked for; true when the whole object was good.
    bool finish();
    [[nodiscard]] bool ok() const { return m_error.isEmpty(); }
    [[nodiscard]] QString error() const { return m_error; }
    // For a check of the caller's own ("names a class the table does not have").
    void fail(const QString &why);

private:
    // The value of `key`, or Undefined when absent or after an error.
    [[nodiscard]] QJsonValue take(const QString &key);

    QJsonObject m_state;
    QStringList m_read;
    QString m_error;
};

// The shortest number (fewest significant figures) that `toStep` maps to
// `step`: a slider track position read back as the value a person would
// name ("cpuRateSlider": 384 → 50 GFLOP/s, not 49.97). `fromStep(step)`
// when no rounding lands on it.
[[nodiscard]] double roundestOnStep(int step, double (*fromStep)(int), int (*toStep)(double));

} // namespace gpulab::core
