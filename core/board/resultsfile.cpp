#include "core/board/resultsfile.h"

#include <QCoreApplication>
#include <QJsonArray>
#include <QJsonDocument>
#include <QSaveFile>
#include <QSet>

#include <cmath>

namespace gpulab::core::board {
namespace {

// lupdate and the runtime agree on the context "ResultsFile".
struct TrResultsFile {
    Q_DECLARE_TR_FUNCTIONS(ResultsFile)
};

const QString kResultsFormat = QStringLiteral("gpulab-results");

QString verdictKey(Verdict v)
{
    switch (v) {
    case Verdict::Passed: return QStringLiteral("passed");
    case Verdict::Failed: return QStringLiteral("failed");
    case Verdict::NotChecked: break;
    }
    return QStringLiteral("not_checked");
}

QJsonObject seriesJson(const ResultSeries &s)
{
    QJsonArray points;
    for (const ResultPoint &p : s.points)
        points.append(QJsonObject{{QStringLiteral("n"), p.n},
                                  {QStringLiteral("medianSeconds"), p.medianSeconds},
                                  {QStringLiteral("gflops"), p.gflops},
                                  {QStringLiteral("verdict"), verdictKey(p.verdict)}});
    return {{QStringLiteral("backend"), s.backendId},
            {QStringLiteral("label"), s.label},
            {QStringLiteral("onGpu"), s.onGpu},
            {QStringLiteral("simulated"), s.simulated},
            {QStringLiteral("precision"), precisionName(s.precision)},
            {QStringLiteral("points"), points}};
}

QJsonArray seriesListJson(const QList<ResultSeries> &list)
{
    QJsonArray out;
    for (const ResultSeries &s : list)
        out.append(seriesJson(s));
    return out;
}

QJsonObject machineJson(const MachineInfo &m)
{
    QJsonObject cpu{{QStringLiteral("model"), m.cpuModel},
                    {QStringLiteral("cores"), m.cores},
                    {QStringLiteral("simd"), m.simd},
                    {QStringLiteral("fp32PeakGflops"), m.fp32PeakGflops},
                    {QStringLiteral("bf16PeakGflops"), m.bf16PeakGflops},
                    {QStringLiteral("bandwidthBytesPerSecond"), m.bandwidthBytesPerSecond}};
    QJsonObject gpu{{QStringLiteral("usable"), m.gpuUsable}};
    if (m.gpuUsable) {
        gpu.insert(QStringLiteral("name"), m.gpuName);
        gpu.insert(QStringLiteral("memoryBytes"), double(m.gpuMemoryBytes));
        gpu.insert(QStringLiteral("driverVersion"), m.gpuDriverVersion);
        gpu.insert(QStringLiteral("cudaDriverVersion"), m.cudaDriverVersion);
        gpu.insert(QStringLiteral("cudaRuntimeVersion"), m.cudaRuntimeVersion);
        gpu.insert(QStringLiteral("peakGflops"), m.gpuPeakGflops);
    } else {
        gpu.insert(QStringLiteral("reason"), m.gpuAbsentReason);
    }
    return {{QStringLiteral("cpu"), cpu}, {QStringLiteral("gpu"), gpu}};
}

QJsonObject measurementsJson(const ResultsFile &f)
{
    QJsonArray timing;
    for (const TimingReading &t : f.timing)
        timing.append(QJsonObject{{QStringLiteral("n"), t.n},
                                  {QStringLiteral("onGpu"), t.onGpu},
                                  {QStringLiteral("noWaitSeconds"), t.noWaitSeconds},
                                  {QStringLiteral("waitedSeconds"), t.waitedSeconds}});
    QJsonArray roofline;
    for (const RooflineEntry &r : f.roofline) {
        QJsonArray roofs;
        for (const RooflineRoof &roof : r.roofs)
            roofs.append(QJsonObject{{QStringLiteral("precision"), precisionName(roof.precision)},
                                     {QStringLiteral("gflops"), roof.gflops}});
        QJsonArray points;
        for (const RooflinePointEntry &p : r.points)
            points.append(QJsonObject{{QStringLiteral("precision"), precisionName(p.precision)},
                                      {QStringLiteral("n"), p.n},
                                      {QStringLiteral("gflops"), p.gflops},
                                      {QStringLiteral("verified"), p.verified}});
        roofline.append(QJsonObject{{QStringLiteral("backend"), r.backendId},
                                    {QStringLiteral("onGpu"), r.onGpu},
                                    {QStringLiteral("simulated"), r.simulated},
                                    {QStringLiteral("bandwidthBytesPerSecond"), r.bandwidthBytesPerSecond},
                                    {QStringLiteral("roofs"), roofs},
                                    {QStringLiteral("points"), points}});
    }
    return {{QStringLiteral("lesson"), seriesListJson(f.lesson)},
            {QStringLiteral("sweeps"), seriesListJson(f.sweeps)},
            {QStringLiteral("timing"), timing},
            {QStringLiteral("roofline"), roofline}};
}

// ---- Reading ------------------------------------------------------------------

// Reads one object strictly; the first problem found is kept, in one
// sentence that names the key by its path ("machine.cpu.cores").
class ResultsReader {
public:
    [[nodiscard]] bool failed() const { return !m_error.isEmpty(); }
    [[nodiscard]] const QString &error() const { return m_error; }

    void fail(const QString &sentence)
    {
        if (!m_error.isEmpty())
            return;
        // A key from the file may hold a line break: the sentence stays one line.
        m_error = sentence;
        for (QChar &c : m_error)
            if (c.category() == QChar::Other_Control)
                c = QLatin1Char(' ');
    }

    // Every key of `o` must be one of `known`, and every one of `required` present.
    void keys(const QJsonObject &o, const QString &path, const QStringList &known, const QStringList &required)
    {
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!known.contains(it.key())) {
                fail(TrResultsFile::tr("The key \"%1\" is not part of a results file.")
                         .arg(join(path, it.key().left(40))));
                return;
            }
        for (const QString &k : required)
            if (!o.contains(k)) {
                fail(TrResultsFile::tr("The key \"%1\" is missing.").arg(join(path, k)));
                return;
            }
    }

    double number(const QJsonObject &o, const QString &path, const QString &key, double lo, double hi)
    {
        const QJsonValue v = o.value(key);
        if (failed())
            return lo;
        if (!v.isDouble()) {
            fail(TrResultsFile::tr("\"%1\" must be a number.").arg(join(path, key)));
            return lo;
        }
        const double d = v.toDouble();
        if (!std::isfinite(d) || d < lo || d > hi) {
            fail(TrResultsFile::tr("\"%1\" must be a number from %2 to %3.")
                     .arg(join(path, key), QString::number(lo), QString::number(hi)));
            return lo;
        }
        return d;
    }

    int whole(const QJsonObject &o, const QString &path, const QString &key, int lo, int hi)
    {
        const double d = number(o, path, key, lo, hi);
        if (failed())
            return lo;
        if (d != std::floor(d)) {
            fail(TrResultsFile::tr("\"%1\" must be a whole number.").arg(join(path, key)));
            return lo;
        }
        return int(d);
    }

    bool boolean(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QJsonValue v = o.value(key);
        if (!failed() && !v.isBool())
            fail(TrResultsFile::tr("\"%1\" must be true or false.").arg(join(path, key)));
        return v.toBool();
    }

    QString text(const QJsonObject &o, const QString &path, const QString &key, int maxLength = kMaxTextLength)
    {
        const QJsonValue v = o.value(key);
        if (failed())
            return {};
        if (!v.isString()) {
            fail(TrResultsFile::tr("\"%1\" must be text.").arg(join(path, key)));
            return {};
        }
        QString s = v.toString();
        if (s.size() > maxLength) {
            fail(TrResultsFile::tr("\"%1\" is longer than %2 characters.").arg(join(path, key)).arg(maxLength));
            return {};
        }
        for (const QChar c : s)
            if (c.category() == QChar::Other_Control) {
                fail(TrResultsFile::tr("\"%1\" holds a control character.").arg(join(path, key)));
                return {};
            }
        return s;
    }

    QJsonObject object(const QJsonObject &o, const QString &path, const QString &key)
    {
        const QJsonValue v = o.value(key);
        if (!failed() && !v.isObject())
            fail(TrResultsFile::tr("\"%1\" must be an object.").arg(join(path, key)));
        return v.toObject();
    }

    QJsonArray array(const QJsonObject &o, const QString &path, const QString &key, int maxItems)
    {
        const QJsonValue v = o.value(key);
        if (failed())
            return {};
        if (!v.isArray()) {
            fail(TrResultsFile::tr("\"%1\" must be a list.").arg(join(path, key)));
            return {};
        }
        QJsonArray a = v.toArray();
        if (a.size() > maxItems) {
            fail(TrResultsFile::tr("\"%1\" holds more than %2 entries.").arg(join(path, key)).arg(maxItems));
            return {};
        }
        return a;
    }

    QJsonObject item(const QJsonArray &a, int i, const QString &path)
    {
        if (!failed() && !a.at(i).isObject())
            fail(TrResultsFile::tr("\"%1\" must be an object.").arg(QStringLiteral("%1[%2]").arg(path).arg(i)));
        return a.at(i).toObject();
    }

    kernels::Precision precision(const QJsonObject &o, const QString &path)
    {
        const QString s = text(o, path, QStringLiteral("precision"));
        if (failed())
            return kernels::Precision::Fp32;
        const auto p = parsePrecision(s);
        if (!p || precisionName(*p) != s) {
            fail(TrResultsFile::tr("\"%1\" must be fp32, tf32, bf16 or fp16.")
                     .arg(join(path, QStringLiteral("precision"))));
            return kernels::Precision::Fp32;
        }
        return *p;
    }

    static QString join(const QString &path, const QString &key)
    {
        return path.isEmpty() ? key : path + QLatin1Char('.') + key;
    }

private:
    QString m_error;
};

MachineInfo readMachine(ResultsReader &r, const QJsonObject &o)
{
    MachineInfo m;
    const QString path = QStringLiteral("machine");
    r.keys(o, path, {QStringLiteral("cpu"), QStringLiteral("gpu")}, {QStringLiteral("cpu"), QStringLiteral("gpu")});
    const QJsonObject cpu = r.object(o, path, QStringLiteral("cpu"));
    const QString cpuPath = QStringLiteral("machine.cpu");
    const QStringList cpuKeys{QStringLiteral("model"),          QStringLiteral("cores"),
                              QStringLiteral("simd"),           QStringLiteral("fp32PeakGflops"),
                              QStringLiteral("bf16PeakGflops"), QStringLiteral("bandwidthBytesPerSecond")};
    r.keys(cpu, cpuPath, cpuKeys, cpuKeys);
    m.cpuModel = r.text(cpu, cpuPath, QStringLiteral("model"));
    m.cores = r.whole(cpu, cpuPath, QStringLiteral("cores"), 1, kMaxCores);
    m.simd = r.text(cpu, cpuPath, QStringLiteral("simd"));
    m.fp32PeakGflops = r.number(cpu, cpuPath, QStringLiteral("fp32PeakGflops"), 0, kMaxGflops);
    m.bf16PeakGflops = r.number(cpu, cpuPath, QStringLiteral("bf16PeakGflops"), 0, kMaxGflops);
    m.bandwidthBytesPerSecond =
        r.number(cpu, cpuPath, QStringLiteral("bandwidthBytesPerSecond"), 0, kMaxBytesPerSecond);

    const QJsonObject gpu = r.object(o, path, QStringLiteral("gpu"));
    const QString gpuPath = QStringLiteral("machine.gpu");
    if (r.failed())
        return m;
    m.gpuUsable = r.boolean(gpu, gpuPath, QStringLiteral("usable"));
    if (m.gpuUsable) {
        const QStringList gpuKeys{QStringLiteral("usable"),
                                  QStringLiteral("name"),
                                  QStringLiteral("memoryBytes"),
                                  QStringLiteral("driverVersion"),
                                  QStringLiteral("cudaDriverVersion"),
                                  QStringLiteral("cudaRuntimeVersion"),
                                  QStringLiteral("peakGflops")};
        r.keys(gpu, gpuPath, gpuKeys, gpuKeys);
        m.gpuName = r.text(gpu, gpuPath, QStringLiteral("name"));
        m.gpuMemoryBytes = qint64(r.number(gpu, gpuPath, QStringLiteral("memoryBytes"), 0, kMaxMemoryBytes));
        m.gpuDriverVersion = r.text(gpu, gpuPath, QStringLiteral("driverVersion"));
        m.cudaDriverVersion = r.text(gpu, gpuPath, QStringLiteral("cudaDriverVersion"));
        m.cudaRuntimeVersion = r.text(gpu, gpuPath, QStringLiteral("cudaRuntimeVersion"));
        m.gpuPeakGflops = r.number(gpu, gpuPath, QStringLiteral("peakGflops"), 0, kMaxGflops);
    } else {
        const QStringList gpuKeys{QStringLiteral("usable"), QStringLiteral("reason")};
        r.keys(gpu, gpuPath, gpuKeys, gpuKeys);
        m.gpuAbsentReason = r.text(gpu, gpuPath, QStringLiteral("reason"));
    }
    return m;
}

Verdict readVerdict(ResultsReader &r, const QJsonObject &o, const QString &path)
{
    const QString s = r.text(o, path, QStringLiteral("verdict"));
    for (const Verdict v : {Verdict::Passed, Verdict::Failed, Verdict::NotChecked})
        if (s == verdictKey(v))
            return v;
    r.fail(TrResultsFile::tr("\"%1\" must be passed, failed or not_checked.")
               .arg(ResultsReader::join(path, QStringLiteral("verdict"))));
    return Verdict::NotChecked;
}

QList<ResultSeries> readSeriesList(ResultsReader &r, const QJsonObject &o, const QString &path, const QString &key)
{
    QList<ResultSeries> out;
    const QJsonArray list = r.array(o, path, key, kMaxSeries);
    const QStringList seriesKeys{QStringLiteral("backend"),   QStringLiteral("label"),     QStringLiteral("onGpu"),
                                 QStringLiteral("simulated"), QStringLiteral("precision"), QStringLiteral("points")};
    const QStringList pointKeys{QStringLiteral("n"), QStringLiteral("medianSeconds"), QStringLiteral("gflops"),
                                QStringLiteral("verdict")};
    for (int i = 0; i < list.size() && !r.failed(); ++i) {
        const QString sp = QStringLiteral("%1.%2[%3]").arg(path, key).arg(i);
        const QJsonObject so = r.item(list, i, QStringLiteral("%1.%2").arg(path, key));
        r.keys(so, sp, seriesKeys, seriesKeys);
        ResultSeries s;
        s.backendId = r.text(so, sp, QStringLiteral("backend"));
        s.label = r.text(so, sp, QStringLiteral("label"));
        s.onGpu = r.boolean(so, sp, QStringLiteral("onGpu"));
        s.simulated = r.boolean(so, sp, QStringLiteral("simulated"));
        s.precision = r.precision(so, sp);
        const QJsonArray points = r.array(so, sp, QStringLiteral("points"), kMaxPoints);
        for (int k = 0; k < points.size() && !r.failed(); ++k) {
            const QString pp = QStringLiteral("%1.points[%2]").arg(sp).arg(k);
            const QJsonObject po = r.item(points, k, sp + QStringLiteral(".points"));
            r.keys(po, pp, pointKeys, pointKeys);
            ResultPoint p;
            p.n = r.whole(po, pp, QStringLiteral("n"), 1, kMaxMatrixSize);
            p.medianSeconds = r.number(po, pp, QStringLiteral("medianSeconds"), 0, kMaxSeconds);
            p.gflops = r.number(po, pp, QStringLiteral("gflops"), 0, kMaxGflops);
            p.verdict = readVerdict(r, po, pp);
            if (!r.failed() && !s.points.isEmpty() && p.n <= s.points.constLast().n)
                r.fail(TrResultsFile::tr("The sizes in \"%1\" must rise from point to point.")
                           .arg(sp + QStringLiteral(".points")));
            s.points.append(p);
        }
        out.append(s);
    }
    return out;
}

void readMeasurements(ResultsReader &r, const QJsonObject &o, ResultsFile &f)
{
    const QString path = QStringLiteral("measurements");
    const QStringList keys{QStringLiteral("lesson"), QStringLiteral("sweeps"), QStringLiteral("timing"),
                           QStringLiteral("roofline")};
    r.keys(o, path, keys, keys);
    f.lesson = readSeriesList(r, o, path, QStringLiteral("lesson"));
    f.sweeps = readSeriesList(r, o, path, QStringLiteral("sweeps"));

    const QJsonArray timing = r.array(o, path, QStringLiteral("timing"), kMaxTimingReadings);
    const QStringList timingKeys{QStringLiteral("n"), QStringLiteral("onGpu"), QStringLiteral("noWaitSeconds"),
                                 QStringLiteral("waitedSeconds")};
    for (int i = 0; i < timing.size() && !r.failed(); ++i) {
        const QString tp = QStringLiteral("measurements.timing[%1]").arg(i);
        const QJsonObject to = r.item(timing, i, QStringLiteral("measurements.timing"));
        r.keys(to, tp, timingKeys, timingKeys);
        TimingReading t;
        t.n = r.whole(to, tp, QStringLiteral("n"), 1, kMaxMatrixSize);
        t.onGpu = r.boolean(to, tp, QStringLiteral("onGpu"));
        t.noWaitSeconds = r.number(to, tp, QStringLiteral("noWaitSeconds"), 0, kMaxSeconds);
        t.waitedSeconds = r.number(to, tp, QStringLiteral("waitedSeconds"), 0, kMaxSeconds);
        f.timing.append(t);
    }

    const QJsonArray roofline = r.array(o, path, QStringLiteral("roofline"), kMaxRooflineEntries);
    const QStringList rooflineKeys{QStringLiteral("backend"),   QStringLiteral("onGpu"),
                                   QStringLiteral("simulated"), QStringLiteral("bandwidthBytesPerSecond"),
                                   QStringLiteral("roofs"),     QStringLiteral("points")};
    const QStringList roofKeys{QStringLiteral("precision"), QStringLiteral("gflops")};
    const QStringList pointKeys{QStringLiteral("precision"), QStringLiteral("n"), QStringLiteral("gflops"),
                                QStringLiteral("verified")};
    for (int i = 0; i < roofline.size() && !r.failed(); ++i) {
        const QString rp = QStringLiteral("measurements.roofline[%1]").arg(i);
        const QJsonObject ro = r.item(roofline, i, QStringLiteral("measurements.roofline"));
        r.keys(ro, rp, rooflineKeys, rooflineKeys);
        RooflineEntry e;
        e.backendId = r.text(ro, rp, QStringLiteral("backend"));
        e.onGpu = r.boolean(ro, rp, QStringLiteral("onGpu"));
        e.simulated = r.boolean(ro, rp, QStringLiteral("simulated"));
        e.bandwidthBytesPerSecond = r.number(ro, rp, QStringLiteral("bandwidthBytesPerSecond"), 0, kMaxBytesPerSecond);
        const QJsonArray roofs = r.array(ro, rp, QStringLiteral("roofs"), 4);
        for (int k = 0; k < roofs.size() && !r.failed(); ++k) {
            const QString p = QStringLiteral("%1.roofs[%2]").arg(rp).arg(k);
            const QJsonObject o2 = r.item(roofs, k, rp + QStringLiteral(".roofs"));
            r.keys(o2, p, roofKeys, roofKeys);
            RooflineRoof roof;
            roof.precision = r.precision(o2, p);
            roof.gflops = r.number(o2, p, QStringLiteral("gflops"), 0, kMaxGflops);
            e.roofs.append(roof);
        }
        const QJsonArray points = r.array(ro, rp, QStringLiteral("points"), kMaxPoints);
        for (int k = 0; k < points.size() && !r.failed(); ++k) {
            const QString p = QStringLiteral("%1.points[%2]").arg(rp).arg(k);
            const QJsonObject o2 = r.item(points, k, rp + QStringLiteral(".points"));
            r.keys(o2, p, pointKeys, pointKeys);
            RooflinePointEntry pt;
            pt.precision = r.precision(o2, p);
            pt.n = r.whole(o2, p, QStringLiteral("n"), 1, kMaxMatrixSize);
            pt.gflops = r.number(o2, p, QStringLiteral("gflops"), 0, kMaxGflops);
            pt.verified = r.boolean(o2, p, QStringLiteral("verified"));
            e.points.append(pt);
        }
        f.roofline.append(e);
    }
}

} // namespace

QJsonObject ResultsFile::toJson() const
{
    QJsonObject o{{QStringLiteral("format"), kResultsFormat},
                  {QStringLiteral("version"), kResultsVersion},
                  {QStringLiteral("app"), appVersion},
                  {QStringLiteral("created"), created.toUTC().toString(Qt::ISODate)},
                  {QStringLiteral("machine"), machineJson(machine)},
                  {QStringLiteral("measurements"), measurementsJson(*this)}};
    if (!nickname.isEmpty())
        o.insert(QStringLiteral("nickname"), nickname);
    return o;
}

QByteArray ResultsFile::toBytes() const
{
    return QJsonDocument(toJson()).toJson(QJsonDocument::Indented);
}

QByteArray ResultsFile::identity() const
{
    return QJsonDocument(QJsonObject{{QStringLiteral("machine"), machineJson(machine)},
                                     {QStringLiteral("measurements"), measurementsJson(*this)}})
        .toJson(QJsonDocument::Compact);
}

ResultsParse resultsFromJson(const QByteArray &bytes)
{
    if (bytes.size() > kMaxResultsFileBytes)
        return {std::nullopt, TrResultsFile::tr("The file is larger than 1 MiB, more than any results file.")};
    QJsonParseError error{};
    const QJsonDocument doc = QJsonDocument::fromJson(bytes, &error);
    if (error.error != QJsonParseError::NoError)
        return {std::nullopt,
                TrResultsFile::tr("The file is not JSON (%1 at byte %2).").arg(error.errorString()).arg(error.offset)};
    if (!doc.isObject())
        return {std::nullopt, TrResultsFile::tr("The file is not a GPU Lab results file.")};
    return resultsFromJson(doc.object());
}

ResultsParse resultsFromJson(const QJsonObject &o)
{
    if (o.value(QStringLiteral("format")).toString() != kResultsFormat)
        return {std::nullopt, TrResultsFile::tr("The file is not a GPU Lab results file.")};
    const QJsonValue version = o.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toDouble() != std::floor(version.toDouble()) || version.toDouble() < 1)
        return {std::nullopt, TrResultsFile::tr("The results file has no valid version number.")};
    if (version.toDouble() > kResultsVersion)
        return {std::nullopt, TrResultsFile::tr("The results file is of version %1, newer than this GPU Lab reads "
                                                "(%2); a newer GPU Lab opens it.")
                                  .arg(version.toDouble())
                                  .arg(kResultsVersion)};
    ResultsReader r;
    ResultsFile f;
    r.keys(o, QString(),
           {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("app"), QStringLiteral("created"),
            QStringLiteral("nickname"), QStringLiteral("machine"), QStringLiteral("measurements")},
           {QStringLiteral("format"), QStringLiteral("version"), QStringLiteral("app"), QStringLiteral("created"),
            QStringLiteral("machine"), QStringLiteral("measurements")});
    f.appVersion = r.text(o, QString(), QStringLiteral("app"), 40);
    const QString created = r.text(o, QString(), QStringLiteral("created"), 40);
    if (!r.failed()) {
        f.created = QDateTime::fromString(created, Qt::ISODate);
        if (!f.created.isValid())
            r.fail(TrResultsFile::tr("\"created\" must be a date and time such as 2026-03-01T10:15:00Z."));
        f.created = f.created.toUTC();
    }
    if (o.contains(QStringLiteral("nickname")))
        f.nickname = r.text(o, QString(), QStringLiteral("nickname"), kMaxNicknameLength);
    const QJsonObject machine = r.object(o, QString(), QStringLiteral("machine"));
    if (!r.failed())
        f.machine = readMachine(r, machine);
    const QJsonObject measurements = r.object(o, QString(), QStringLiteral("measurements"));
    if (!r.failed())
        readMeasurements(r, measurements, f);
    if (r.failed())
        return {std::nullopt, r.error()};
    return {f, QString()};
}

QString writeResultsFile(const QString &path, const ResultsFile &file)
{
    QSaveFile out(path);
    if (!out.open(QIODevice::WriteOnly))
        return TrResultsFile::tr("Cannot write %1: %2").arg(path, out.errorString());
    out.write(file.toBytes());
    if (!out.commit())
        return TrResultsFile::tr("Cannot write %1: %2").arg(path, out.errorString());
    return {};
}

} // namespace gpulab::core::board
