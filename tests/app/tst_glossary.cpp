// Each language says a term one way: translations/glossary_<lang>.tsv names the rendering
// of every term and the variants it must not take, and this test searches every translation
// of translations/gpulab_<lang>.ts and every lesson file under resources/learn/<lang>/ for
// them. Code (Markdown code spans and blocks, command-line options), link targets and the
// lesson files' ids and match patterns are not searched: they are not prose.

#include <QDir>
#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QRegularExpression>
#include <QTest>
#include <QXmlStreamReader>

namespace {

struct Term {
    QString english;
    QString rendering;
    QRegularExpression forbidden;
    int line = 0;
};

struct Text {
    QString where;
    QString text;
};

const QStringList kLanguages{QStringLiteral("de"), QStringLiteral("hi")};

QString sourcePath(const QString &relative)
{
    return QStringLiteral(GPULAB_SOURCE_DIR "/") + relative;
}

QList<Term> readGlossary(const QString &lang, QString &error)
{
    QList<Term> terms;
    QFile f(sourcePath(QStringLiteral("translations/glossary_%1.tsv").arg(lang)));
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        error = f.fileName() + QStringLiteral(": ") + f.errorString();
        return terms;
    }
    int lineNo = 0;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).chopped(1);
        ++lineNo;
        if (line.trimmed().isEmpty() || line.startsWith(u'#'))
            continue;
        const QStringList cols = line.split(u'\t');
        if (cols.size() < 3 || cols[0].isEmpty() || cols[1].isEmpty() || cols[2].isEmpty()) {
            error = QStringLiteral("%1:%2: want term, rendering and forbidden variants, tab-separated")
                        .arg(f.fileName())
                        .arg(lineNo);
            return terms;
        }
        QRegularExpression re(cols[2], QRegularExpression::UseUnicodePropertiesOption);
        if (!re.isValid()) {
            error = QStringLiteral("%1:%2: %3").arg(f.fileName()).arg(lineNo).arg(re.errorString());
            return terms;
        }
        terms << Term{cols[0], cols[1], re, lineNo};
    }
    return terms;
}

// Prose only: code blocks and spans, indented code, link targets and command-line options go.
QString prose(QString s)
{
    static const QRegularExpression fenced(QStringLiteral("```.*?```"), QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression span(QStringLiteral("`[^`\\n]*`"));
    static const QRegularExpression target(QStringLiteral("\\]\\([^)]*\\)"));
    static const QRegularExpression indented(QStringLiteral("^    .*$"), QRegularExpression::MultilineOption);
    static const QRegularExpression href(QStringLiteral("href=([\"'])[^\"']*\\1"));
    static const QRegularExpression option(QStringLiteral("--[A-Za-z][\\w-]*"));
    for (const auto *re : {&fenced, &span, &target, &indented, &href, &option})
        s.remove(*re);
    return s;
}

QList<Text> tsTexts(const QString &lang, QString &error)
{
    QList<Text> out;
    QFile f(sourcePath(QStringLiteral("translations/gpulab_%1.ts").arg(lang)));
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    QString source;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"source") {
            source = xml.readElementText();
        } else if (name == u"translation") { // numerus forms run together: each is searched
            const QString where = QStringLiteral("%1 \"%2\"").arg(context, source.left(50));
            out << Text{where, prose(xml.readElementText(QXmlStreamReader::IncludeChildElements))};
        }
    }
    if (xml.hasError())
        error = xml.errorString();
    return out;
}

void jsonTexts(const QJsonValue &v, const QString &where, QList<Text> &out)
{
    static const QStringList notProse{QStringLiteral("id"),      QStringLiteral("match"), QStringLiteral("preset"),
                                      QStringLiteral("chapter"), QStringLiteral("file"),  QStringLiteral("measure")};
    if (v.isObject()) {
        const QJsonObject o = v.toObject();
        for (auto it = o.begin(); it != o.end(); ++it)
            if (!notProse.contains(it.key()))
                jsonTexts(it.value(), where + u'.' + it.key(), out);
    } else if (v.isArray()) {
        const QJsonArray a = v.toArray();
        bool lines = !a.isEmpty();
        for (const auto &i : a)
            lines = lines && i.isString();
        if (lines) { // a Markdown text, one line per string
            QStringList l;
            for (const auto &i : a)
                l << i.toString();
            out << Text{where, prose(l.join(u'\n'))};
        } else {
            for (const auto &i : a)
                jsonTexts(i, where, out);
        }
    } else if (v.isString()) {
        out << Text{where, prose(v.toString())};
    }
}

QList<Text> lessonTexts(const QString &lang, QString &error)
{
    QList<Text> out;
    const QDir dir(sourcePath(QStringLiteral("resources/learn/%1").arg(lang)));
    const QStringList files = dir.entryList(QDir::Files, QDir::Name);
    if (files.isEmpty())
        error = dir.path() + QStringLiteral(": no lesson files");
    for (const QString &name : files) {
        QFile f(dir.filePath(name));
        if (!f.open(QIODevice::ReadOnly)) {
            error = f.fileName() + QStringLiteral(": ") + f.errorString();
            continue;
        }
        const QByteArray data = f.readAll();
        const QString where = QStringLiteral("resources/learn/%1/%2").arg(lang, name);
        if (name.endsWith(QLatin1String(".json"))) {
            QJsonParseError pe;
            const QJsonDocument doc = QJsonDocument::fromJson(data, &pe);
            if (pe.error != QJsonParseError::NoError)
                error = where + QStringLiteral(": ") + pe.errorString();
            jsonTexts(doc.isObject() ? QJsonValue(doc.object()) : QJsonValue(doc.array()), where, out);
        } else {
            out << Text{where, prose(QString::fromUtf8(data))};
        }
    }
    return out;
}

// Every use of a forbidden variant, as "where: …context…  [term → rendering]".
QStringList variantsIn(const QList<Term> &terms, const QList<Text> &texts)
{
    QStringList found;
    for (const Term &term : terms) {
        for (const Text &t : texts) {
            for (auto it = term.forbidden.globalMatch(t.text); it.hasNext();) {
                const auto m = it.next();
                const qsizetype from = qMax<qsizetype>(0, m.capturedStart() - 30);
                const QString around = t.text.mid(from, m.capturedEnd() - from + 30).simplified();
                found << QStringLiteral("%1: \"…%2…\" has \"%3\" [%4 → %5]")
                             .arg(t.where, around, m.captured(), term.english, term.rendering);
            }
        }
    }
    return found;
}

} // namespace

class TestGlossary : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void translationsFollowTheGlossary_data();
    void translationsFollowTheGlossary();
    void aVariantIsCaught_data();
    void aVariantIsCaught();
};

void TestGlossary::translationsFollowTheGlossary_data()
{
    QTest::addColumn<QString>("lang");
    for (const QString &l : kLanguages)
        QTest::newRow(qPrintable(l)) << l;
}

void TestGlossary::translationsFollowTheGlossary()
{
    QFETCH(QString, lang);
    QString error;
    const QList<Term> terms = readGlossary(lang, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(terms.size() >= 10);
    QList<Text> texts = tsTexts(lang, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(texts.size() > 1000);
    texts += lessonTexts(lang, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList found = variantsIn(terms, texts);
    QVERIFY2(found.isEmpty(), qPrintable(QStringLiteral("%1 variants the glossary forbids:\n%2")
                                             .arg(found.size())
                                             .arg(found.mid(0, 20).join(u'\n'))));
}

void TestGlossary::aVariantIsCaught_data()
{
    QTest::addColumn<QString>("lang");
    QTest::addColumn<QString>("text");
    QTest::addColumn<bool>("caught");
    // What the review found, put back: each must be caught. Then prose that is right.
    QTest::newRow("de Labor") << "de"
                              << "Punkte in diesem Labor: 3 von 4" << true;
    QTest::newRow("de du") << "de"
                           << "Rate die Antwort, bevor du sie siehst." << true;
    QTest::newRow("de mittlere Zeit") << "de"
                                      << "Diagramm: mittlere Zeit je Matmul" << true;
    QTest::newRow("de bedienen") << "de"
                                 << "7B bedienen, etwa 1B trainieren" << true;
    QTest::newRow("de Timing-Lab") << "de"
                                   << "im [Timing-Lab](lab:timing/barrier-off)" << true;
    QTest::newRow("hi कर्नेल") << "hi"
                             << "CUDA के कर्नेल ज़रूरत पड़ने पर" << true;
    QTest::newRow("hi कार्ड वर्ग") << "hi"
                                 << "हर कार्ड वर्ग पर स्वीप की लागत" << true;
    QTest::newRow("hi योजना") << "hi"
                              << "प्रति GPU: %1 योजना + %2 हेडरूम" << true;
    QTest::newRow("de right") << "de"
                              << "Pfeiltasten, Leertaste und Eingabe bedienen sie; das Lab zeigt Ihre Schätzung."
                              << false;
    QTest::newRow("de code") << "de"
                             << "`--warmup 3` und [fp32](lab:throughput/sweep-precision)" << false;
    QTest::newRow("hi right") << "hi"
                              << "CUDA के kernel; हर कार्ड श्रेणी पर; %1 नियोजित" << false;
}

void TestGlossary::aVariantIsCaught()
{
    QFETCH(QString, lang);
    QFETCH(QString, text);
    QFETCH(bool, caught);
    QString error;
    const QList<Term> terms = readGlossary(lang, error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    const QStringList found = variantsIn(terms, {Text{QStringLiteral("test"), prose(text)}});
    QVERIFY2(found.isEmpty() != caught, qPrintable(found.join(u'\n')));
}

QTEST_GUILESS_MAIN(TestGlossary)
#include "tst_glossary.moc"
