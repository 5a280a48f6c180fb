// The translations are complete: every entry of translations/gpulab_<lang>.ts
// is finished (none unfinished, obsolete or vanished), keeps the source's
// placeholders, and the lesson text under resources/learn/<lang>/ has the
// English lesson's structure (same ids, same right answers, same links).

#include "core/labids.h"
#include "core/learn/learncontent.h"
#include "core/learn/learnlinks.h"

#include <QFile>
#include <QRegularExpression>
#include <QSet>
#include <QTest>
#include <QXmlStreamReader>

using namespace gpulab::core::learn;

namespace {

struct Entry {
    QString context;
    QString source;
    QString type; // of <translation>
    bool numerus = false;
    QStringList texts; // the translation, or its numerus forms
};

QList<Entry> readTs(const QString &path, QString &error)
{
    QList<Entry> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        error = f.errorString();
        return out;
    }
    QXmlStreamReader xml(&f);
    QString context;
    Entry e;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        const auto name = xml.name();
        if (name == u"name") {
            context = xml.readElementText();
        } else if (name == u"message") {
            e = Entry{context, {}, {}, xml.attributes().value(QLatin1String("numerus")) == u"yes", {}};
        } else if (name == u"source") {
            e.source = xml.readElementText();
        } else if (name == u"translation") {
            e.type = xml.attributes().value(QLatin1String("type")).toString();
            if (e.numerus) {
                while (xml.readNextStartElement())
                    e.texts << xml.readElementText();
            } else {
                e.texts << xml.readElementText();
            }
            out << e;
        }
    }
    if (xml.hasError())
        error = xml.errorString();
    return out;
}

QStringList placeholders(const QString &s, bool numerus)
{
    static const QRegularExpression re(QStringLiteral("%L?[0-9]+|%n"));
    QSet<QString> found;
    for (auto it = re.globalMatch(s); it.hasNext();)
        found << it.next().captured();
    if (numerus)
        found.remove(QStringLiteral("%n"));
    QStringList list(found.begin(), found.end());
    list.sort();
    return list;
}

QString tsPath(const QString &lang)
{
    return QStringLiteral(GPULAB_SOURCE_DIR "/translations/gpulab_%1.ts").arg(lang);
}

const QStringList kLanguages{QStringLiteral("de"), QStringLiteral("hi")};

QStringList labIds()
{
    return gpulab::core::labIds();
}

template <typename T> QStringList idsOf(const QList<T> &items)
{
    QStringList ids;
    for (const auto &i : items)
        ids << i.id;
    return ids;
}

QStringList linkTargets(const QString &markdown)
{
    QStringList t;
    for (const auto &l : markdownLinks(markdown))
        t << l.scheme + QLatin1Char(':') + l.target;
    return t;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void everyEntryIsTranslated_data();
    void everyEntryIsTranslated();
    void placeholderMismatchIsCaught();
    void lessonHasTheEnglishStructure_data();
    void lessonHasTheEnglishStructure();
};

void TestTranslations::everyEntryIsTranslated_data()
{
    QTest::addColumn<QString>("lang");
    for (const QString &l : kLanguages)
        QTest::newRow(qPrintable(l)) << l;
}

void TestTranslations::everyEntryIsTranslated()
{
    QFETCH(QString, lang);
    QString error;
    const QList<Entry> entries = readTs(tsPath(lang), error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QVERIFY(entries.size() > 1000);
    QStringList problems;
    for (const Entry &e : entries) {
        const QString where = QStringLiteral("%1: \"%2\"").arg(e.context, e.source.left(60));
        if (!e.type.isEmpty()) {
            problems << QStringLiteral("%1 (%2)").arg(where, e.type);
            continue;
        }
        for (const QString &t : e.texts) {
            if (t.trimmed().isEmpty())
                problems << where + QStringLiteral(" (empty)");
            else if (placeholders(t, e.numerus) != placeholders(e.source, e.numerus))
                problems << QStringLiteral("%1 (placeholders %2 in the translation, %3 in the source)")
                                .arg(where, placeholders(t, e.numerus).join(u' '),
                                     placeholders(e.source, e.numerus).join(u' '));
        }
    }
    QVERIFY2(problems.isEmpty(), qPrintable(QStringLiteral("%1 entries: %2 ...")
                                                .arg(problems.size())
                                                .arg(problems.mid(0, 10).join(QStringLiteral("; ")))));
}

void TestTranslations::placeholderMismatchIsCaught()
{
    // The check above is only worth something if it sees a lost %2 or a stray one.
    QCOMPARE(placeholders(QStringLiteral("%1 of %2 (%L3)"), false),
             (QStringList{QStringLiteral("%1"), QStringLiteral("%2"), QStringLiteral("%L3")}));
    QVERIFY(placeholders(QStringLiteral("%1 von"), false) != placeholders(QStringLiteral("%1 of %2"), false));
    QCOMPARE(placeholders(QStringLiteral("%n Karten"), true), QStringList());
    QCOMPARE(placeholders(QStringLiteral("100 %"), false), QStringList());
}

void TestTranslations::lessonHasTheEnglishStructure_data()
{
    QTest::addColumn<QString>("lang");
    for (const QString &l : kLanguages)
        QTest::newRow(qPrintable(l)) << l;
}

void TestTranslations::lessonHasTheEnglishStructure()
{
    QFETCH(QString, lang);
    const LearnLoadResult en = loadLearnContent(QStringLiteral("en"), labIds());
    const LearnLoadResult tr = loadLearnContent(lang, labIds());
    QVERIFY2(en.ok(), qPrintable(en.errors.join(u'\n')));
    QVERIFY2(tr.ok(), qPrintable(tr.errors.join(u'\n')));
    QCOMPARE(learnLanguage(QLocale(lang)), lang);
    const LearnContent &a = en.content;
    const LearnContent &b = tr.content;
    QCOMPARE(idsOf(b.chapters), idsOf(a.chapters));
    QCOMPARE(idsOf(b.quiz), idsOf(a.quiz));
    QCOMPARE(idsOf(b.cards), idsOf(a.cards));
    QCOMPARE(idsOf(b.exercises), idsOf(a.exercises));
    for (qsizetype i = 0; i < a.chapters.size(); ++i) {
        QCOMPARE(b.chapters[i].file, a.chapters[i].file);
        QCOMPARE(b.chapters[i].lab.labId, a.chapters[i].lab.labId);
        QCOMPARE(b.chapters[i].lab.preset, a.chapters[i].lab.preset);
        QVERIFY2(b.chapters[i].markdown != a.chapters[i].markdown, qPrintable(a.chapters[i].file));
        QCOMPARE(linkTargets(b.chapters[i].markdown), linkTargets(a.chapters[i].markdown));
    }
    for (qsizetype i = 0; i < a.quiz.size(); ++i) {
        QCOMPARE(b.quiz[i].chapterId, a.quiz[i].chapterId);
        QCOMPARE(b.quiz[i].choices.size(), a.quiz[i].choices.size());
        QVERIFY2(b.quiz[i].prompt != a.quiz[i].prompt, qPrintable(a.quiz[i].id));
        for (qsizetype c = 0; c < a.quiz[i].choices.size(); ++c)
            QCOMPARE(b.quiz[i].choices[c].correct, a.quiz[i].choices[c].correct);
    }
    for (qsizetype i = 0; i < a.cards.size(); ++i)
        QVERIFY2(b.cards[i].meaning != a.cards[i].meaning, qPrintable(a.cards[i].id));
    for (qsizetype i = 0; i < a.exercises.size(); ++i) {
        QCOMPARE(b.exercises[i].measure, a.exercises[i].measure);
        QVERIFY2(b.exercises[i].task != a.exercises[i].task, qPrintable(a.exercises[i].id));
    }
}

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
