// The Language menu switches every lab while it is open (issue 16, item 5).
//
// A pseudo-translation makes every tr() text half again as long (each word
// grows by half its letters, as German often does). Three checks follow:
// - live: a window built in English and then switched shows exactly the
//   words of a window built in the pseudo-language from the start: every
//   label, button, tab, tooltip, accessible name, chart title, axis, series,
//   table header and menu; and switched back, exactly its English words;
// - real languages: German and Hindi through app::switchLanguage, the way
//   the Language menu does it, and the locale's numbers with them;
// - room: with the longer words, no text of any panel is cut at 1280×720.

#include "app/language.h"
#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/torch/torchfinder.h"
#include "labs/labpanel.h"
#include "labs/labregistry.h"
#include "tests/common/machines.h"
#include "tests/common/pages.h"
#include "tests/common/textfit.h"

#include <QAbstractButton>
#include <QAbstractItemView>
#include <QAction>
#include <QApplication>
#include <QBarCategoryAxis>
#include <QChart>
#include <QChartView>
#include <QComboBox>
#include <QDir>
#include <QFile>
#include <QGroupBox>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QListWidget>
#include <QMenu>
#include <QMenuBar>
#include <QRegularExpression>
#include <QScopeGuard>
#include <QSettings>
#include <QTabWidget>
#include <QTest>
#include <QToolButton>
#include <QTranslator>
#include <QValueAxis>

#include <algorithm>
#include <functional>
#include <map>

using namespace gpulab;

namespace {

constexpr QSize kWindowSize{1280, 720};

// Every word of a text half again as long: "Run the sweep" → "Runnn theee
// sweepppp". Markup (<…>, &…;), placeholders (%1, %L1, %n) and the mnemonic
// marker stay as they are, so the text still works where it is used.
QString pseudo(const QString &source)
{
    QString out;
    out.reserve(source.size() * 2);
    int i = 0;
    const int n = int(source.size());
    while (i < n) {
        const QChar c = source.at(i);
        if (c == u'<') { // a tag, whole
            const qsizetype end = source.indexOf(u'>', i);
            const int stop = end < 0 ? n : int(end) + 1;
            out += source.mid(i, stop - i);
            i = stop;
        } else if (c == u'&' && i + 1 < n && source.at(i + 1).isLetter()) { // an entity or a mnemonic
            const qsizetype semi = source.indexOf(u';', i);
            const bool entity = semi > i && semi - i <= 8 && !source.mid(i + 1, semi - i - 1).contains(u' ');
            const int stop = entity ? int(semi) + 1 : i + 1;
            out += source.mid(i, stop - i);
            i = stop;
        } else if (c == u'%' && i + 1 < n) { // %1, %L1, %n, %%
            int stop = i + 1;
            if (source.at(stop) == u'L' && stop + 1 < n && source.at(stop + 1).isDigit())
                ++stop;
            if (source.at(stop) == u'n' || source.at(stop) == u'%')
                ++stop;
            else
                while (stop < n && source.at(stop).isDigit())
                    ++stop;
            out += source.mid(i, stop - i);
            i = stop;
        } else if (c.isLetter()) {
            int stop = i;
            while (stop < n && source.at(stop).isLetter())
                ++stop;
            const QString word = source.mid(i, stop - i);
            out += word;
            out += QString(int((word.size() + 1) / 2), word.back()); // "sweep" → "sweepppp"
            i = stop;
        } else {
            out += c;
            ++i;
        }
    }
    return out;
}

class PseudoTranslator : public QTranslator {
public:
    [[nodiscard]] QString translate(const char *, const char *sourceText, const char *, int) const override
    {
        return sourceText && *sourceText ? pseudo(QString::fromUtf8(sourceText)) : QString();
    }
    [[nodiscard]] bool isEmpty() const override { return false; }
};

void settle()
{
    for (int i = 0; i < 4; ++i)
        QApplication::processEvents();
}

// Digits vary with the machine and the moment; the words are what is compared.
QString words(const QString &text)
{
    static const QRegularExpression digits(QStringLiteral("[0-9]+([.,][0-9]+)*"));
    QString t = text;
    t.replace(digits, QStringLiteral("#"));
    return t.simplified();
}

// Every piece of text under root, by kind, as a multiset of its words.
using Texts = std::map<QString, int>;

void add(Texts &out, const QString &kind, const QString &text)
{
    if (!words(text).isEmpty() && words(text) != u"#")
        ++out[kind + QStringLiteral(": ") + words(text)];
}

void addChart(Texts &out, const QChart *chart)
{
    add(out, QStringLiteral("chart title"), chart->title());
    for (const QAbstractAxis *axis : chart->axes())
        add(out, QStringLiteral("axis"), axis->titleText());
    for (const QAbstractSeries *s : chart->series())
        add(out, QStringLiteral("series"), s->name());
}

void addModel(Texts &out, const QAbstractItemModel *model)
{
    for (int c = 0; c < model->columnCount(); ++c)
        add(out, QStringLiteral("column"), model->headerData(c, Qt::Horizontal).toString());
}

Texts textsOf(const QWidget *root)
{
    Texts out;
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        if (testing::internalPart(w))
            continue;
        add(out, QStringLiteral("tooltip"), w->toolTip());
        add(out, QStringLiteral("accessible name"), w->accessibleName());
        add(out, QStringLiteral("accessible description"), w->accessibleDescription());
        add(out, QStringLiteral("status tip"), w->statusTip());
        if (const auto *l = qobject_cast<const QLabel *>(w))
            add(out, QStringLiteral("label"), l->text());
        else if (const auto *b = qobject_cast<const QAbstractButton *>(w))
            add(out, QStringLiteral("button"), b->text());
        else if (const auto *g = qobject_cast<const QGroupBox *>(w))
            add(out, QStringLiteral("group"), g->title());
        else if (const auto *t = qobject_cast<const QTabWidget *>(w)) {
            for (int i = 0; i < t->count(); ++i) {
                add(out, QStringLiteral("tab"), t->tabText(i));
                add(out, QStringLiteral("tab tooltip"), t->tabToolTip(i));
            }
        } else if (const auto *c = qobject_cast<const QComboBox *>(w)) {
            for (int i = 0; i < c->count(); ++i)
                add(out, QStringLiteral("choice"), c->itemText(i));
        } else if (const auto *e = qobject_cast<const QLineEdit *>(w))
            add(out, QStringLiteral("placeholder"), e->placeholderText());
        else if (const auto *v = qobject_cast<const QChartView *>(w); v && v->chart())
            addChart(out, v->chart());
        else if (const auto *view = qobject_cast<const QAbstractItemView *>(w); view && view->model())
            addModel(out, view->model());
        for (const QAction *a : w->actions()) {
            add(out, QStringLiteral("action"), a->text());
            add(out, QStringLiteral("action tooltip"), a->toolTip());
        }
    }
    return out;
}

Texts menuTexts(const QMainWindow &w)
{
    Texts out;
    for (const QAction *top : w.menuBar()->actions()) {
        add(out, QStringLiteral("menu"), top->text());
        if (const QMenu *m = top->menu())
            for (const QAction *a : m->actions()) {
                add(out, QStringLiteral("menu item"), a->text());
                add(out, QStringLiteral("menu status tip"), a->statusTip());
            }
    }
    return out;
}

// What `live` shows that `fresh` does not, and the other way round.
QStringList difference(const Texts &live, const Texts &fresh)
{
    QStringList out;
    for (const auto &[text, count] : fresh) {
        const auto it = live.find(text);
        const int have = it == live.end() ? 0 : it->second;
        if (have < count)
            out << QStringLiteral("missing after the switch: %1").arg(text);
    }
    for (const auto &[text, count] : live) {
        const auto it = fresh.find(text);
        const int want = it == fresh.end() ? 0 : it->second;
        if (count > want)
            out << QStringLiteral("left over after the switch: %1").arg(text);
    }
    return out;
}

// Whether a word went through pseudo(): it ends in half its length again of its last letter.
bool pseudoWord(const QString &word)
{
    const qsizetype original = (word.size() * 2 + 2) / 3; // n + ceil(n/2) letters came from n
    for (qsizetype n = original - 1; n <= original + 1; ++n) {
        if (n < 1 || n >= word.size())
            continue;
        const qsizetype extra = (n + 1) / 2;
        if (n + extra != word.size())
            continue;
        const QChar last = word.at(n - 1);
        bool all = true;
        for (qsizetype i = n; i < word.size(); ++i)
            all = all && word.at(i) == last;
        if (all)
            return true;
    }
    return false;
}

// Words of English that are shown, and were not translated: a text with a
// word of four letters or more, none of whose words went through pseudo().
bool untranslatedEnglish(const QString &shown)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>|&[a-z]+;"));
    static const QRegularExpression wordRe(QStringLiteral("[A-Za-z]+"));
    QString text = shown;
    text.remove(tags);
    bool longWord = false;
    for (auto it = wordRe.globalMatch(text); it.hasNext();) {
        const QString word = it.next().captured();
        if (pseudoWord(word))
            return false;
        // A word in capitals is a name or a unit (CUDA, EPYC, GFLOP), the same in every language.
        longWord = longWord || (word.size() >= 4 && word != word.toUpper());
    }
    return longWord;
}

// Every sentence of the English lesson files: the learn panel shows them as
// they are (resources/learn/<lang>/ holds each language's own; tst_translations
// checks those).
QStringList lessonSentences()
{
    QStringList out;
    std::function<void(const QJsonValue &)> collect = [&](const QJsonValue &v) {
        if (v.isString() && v.toString().size() >= 8)
            out << v.toString();
        else if (v.isArray())
            for (const QJsonValue &e : v.toArray())
                collect(e);
        else if (v.isObject())
            for (const QJsonValue &e : v.toObject())
                collect(e);
    };
    const QDir dir(QStringLiteral(GPULAB_SOURCE_DIR "/resources/learn/en"));
    for (const QString &name : dir.entryList({QStringLiteral("*.json")})) {
        QFile f(dir.filePath(name));
        if (f.open(QIODevice::ReadOnly))
            collect(QJsonDocument::fromJson(f.readAll()).object());
    }
    return out;
}

bool fromTheLesson(const QString &shown, const QStringList &lesson)
{
    static const QRegularExpression tags(QStringLiteral("<[^>]*>|&nbsp;"));
    QString text = shown;
    text.replace(tags, QStringLiteral(" "));
    text = text.simplified();
    return std::any_of(lesson.begin(), lesson.end(), [&text](const QString &sentence) {
        return text.contains(sentence.simplified()) || (text.size() >= 8 && sentence.contains(text));
    });
}

void prepare(app::MainWindow &w, const QString &id)
{
    w.resize(kWindowSize);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(id));
    // The words are compared once the machine is measured: a probe that ends
    // between two readings (a slow, sanitized build) changes them by itself.
    QTRY_VERIFY_WITH_TIMEOUT(core::cachedDeviceReport().has_value(), 120000);
    // And once this window's panels have it: the report is cached on the
    // worker before the window's engine hands it to them (a queued signal a
    // loaded machine can deliver after the words were read).
    QTRY_VERIFY_WITH_TIMEOUT(w.engine()->deviceReportIsReady(), 120000);
    // The same for the look for the learner's PyTorch, which a lab's box starts when shown.
    QTRY_VERIFY_WITH_TIMEOUT(!w.torchFinder()->isLooking(), 60000);
    settle();
}

// The window shows the machine the row stands in (tests/common/machines.h).
void expectMachine(const QString &machine)
{
    if (const std::optional<core::CpuReport> other = testing::machineNamed(machine)) {
        QCOMPARE(core::cachedDeviceReport()->cpu.cores, other->cores);
        if (other->modelKnown)
            QCOMPARE(core::cachedDeviceReport()->cpu.model, other->model);
    }
}

} // namespace

class TestLiveLanguage : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void pseudoWordsAreLonger();
    void everyPanelSwitchesLive_data();
    void everyPanelSwitchesLive();
    void languageMenuSwitchesNow();
    void nothingShownOutsideTr_data();
    void nothingShownOutsideTr();
    void longerWordsClipNothing_data();
    void longerWordsClipNothing();
};

void TestLiveLanguage::initTestCase()
{
    QApplication::setOrganizationName(QStringLiteral("GPU Lab tests"));
    QApplication::setApplicationName(QStringLiteral("tst_live_language"));
    app::setCatalogueFolder(QStringLiteral(GPULAB_QM_DIR));
    QSettings().clear();
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
}

void TestLiveLanguage::pseudoWordsAreLonger()
{
    QCOMPARE(pseudo(QStringLiteral("Run the sweep")), QStringLiteral("Runnn theee sweepppp"));
    QCOMPARE(pseudo(QStringLiteral("%1 of %L2 <b>GB</b> &amp; &Save")),
             QStringLiteral("%1 off %L2 <b>GBB</b> &amp; &Saveee"));
    QCOMPARE(pseudo(QStringLiteral("%n run(s)")), QStringLiteral("%n runnn(ss)"));
    const QString english = QStringLiteral("Whether the model fits on this card");
    QVERIFY(pseudo(english).size() * 10 >= english.size() * 14);
    QVERIFY(pseudoWord(QStringLiteral("sweepppp")));
    QVERIFY(!pseudoWord(QStringLiteral("sweep")));
    QVERIFY(untranslatedEnglish(QStringLiteral("Run the sweep")));
    QVERIFY(!untranslatedEnglish(pseudo(QStringLiteral("Run the sweep"))));
    QVERIFY(!untranslatedEnglish(QStringLiteral("A100 80 GB · 4096")));
}

void TestLiveLanguage::everyPanelSwitchesLive_data()
{
    testing::addLabRows();
}

void TestLiveLanguage::everyPanelSwitchesLive()
{
    QFETCH(QString, id);
    app::MainWindow live;
    prepare(live, id);
    labs::LabPanel *panel = live.panel(id);
    QVERIFY(panel);
    const Texts english = textsOf(panel);
    const Texts englishMenus = menuTexts(live);
    QVERIFY(!english.empty());

    PseudoTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    auto uninstall = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    settle();

    app::MainWindow fresh; // made in the pseudo-language from the start
    prepare(fresh, id);
    const Texts translated = textsOf(fresh.panel(id));
    QVERIFY2(translated != english, "the pseudo-translation changed nothing: the test would prove nothing");
    const QStringList wrong = difference(textsOf(panel), translated) + difference(menuTexts(live), menuTexts(fresh));
    QVERIFY2(wrong.isEmpty(), qPrintable(wrong.join(u'\n')));
    QCOMPARE(live.windowTitle(), fresh.windowTitle());
    QCOMPARE(live.navigator()->item(0)->text(), fresh.navigator()->item(0)->text());

    uninstall.dismiss();
    QCoreApplication::removeTranslator(&translator);
    settle();
    const QStringList back = difference(textsOf(panel), english) + difference(menuTexts(live), englishMenus);
    QVERIFY2(back.isEmpty(), qPrintable(back.join(u'\n')));
}

// The Language menu applies the catalogue and the locale at once, and keeps the choice.
void TestLiveLanguage::languageMenuSwitchesNow()
{
    app::MainWindow w;
    prepare(w, labs::labIds().front());
    const auto restore = qScopeGuard([] {
        app::switchLanguage(QStringLiteral("en"));
        settle();
    });
    const QString englishFile = w.menuBar()->actions().front()->text();
    const auto menuAction = [&w](const char *name) {
        return w.menuBar()
            ->findChild<QMenu *>(QStringLiteral("languageMenu"))
            ->findChild<QAction *>(QString::fromLatin1(name));
    };

    menuAction("language-de")->trigger();
    settle();
    QCOMPARE(app::currentLanguage(), QStringLiteral("de"));
    QCOMPARE(QLocale().toString(1.5), QStringLiteral("1,5"));
    QCOMPARE(w.menuBar()->actions().front()->text(), QCoreApplication::translate("gpulab::app::MainWindow", "&File"));
    QVERIFY(w.menuBar()->actions().front()->text() != englishFile);
    QVERIFY(menuAction("language-de")->isChecked()); // the menu made again still says which
    QCOMPARE(QSettings().value(QLatin1String(app::kLanguageSettingsKey)).toString(), QStringLiteral("de"));
    // The cost bars name the card without the translated "-class" ("T4-Klasse" → "T4").
    const auto barNames = [&w] {
        QStringList names;
        for (const QChartView *v : w.panel(QStringLiteral("cost"))->findChildren<QChartView *>())
            for (QAbstractAxis *a : v->chart()->axes())
                if (auto *bars = qobject_cast<QBarCategoryAxis *>(a))
                    names << bars->categories();
        return names;
    };
    QVERIFY(!barNames().isEmpty());
    for (const QString &name : barNames())
        QVERIFY2(!name.contains(QStringLiteral("Klasse")) && !name.contains(QStringLiteral("class")), qPrintable(name));

    menuAction("language-hi")->trigger();
    settle();
    QCOMPARE(app::currentLanguage(), QStringLiteral("hi"));
    const QString hindiFile = w.menuBar()->actions().front()->text();
    QVERIFY2(
        std::any_of(hindiFile.begin(), hindiFile.end(), [](QChar c) { return c.script() == QChar::Script_Devanagari; }),
        qPrintable(hindiFile));
    for (const QString &name : barNames())
        QVERIFY2(!name.contains(QStringLiteral("श्रेणी")), qPrintable(name));

    menuAction("language-en")->trigger();
    settle();
    QCOMPARE(w.menuBar()->actions().front()->text(), englishFile);
    QCOMPARE(QLocale().toString(1.5), QStringLiteral("1.5"));
    // The menus were made again three times; what is made once stays one.
    QCOMPARE(w.findChildren<QToolButton *>(QStringLiteral("exportButton")).size(), 1);
    QCOMPARE(w.findChildren<QMenu *>(QStringLiteral("exportMenu")).size(), 1);
    QCOMPARE(w.findChildren<QMenu *>(QStringLiteral("languageMenu")).size(), 1);
    QVERIFY(!app::switchLanguage(QStringLiteral("fr")));
    QCOMPARE(app::currentLanguage(), QStringLiteral("en"));
}

// Every lab as it shows this machine and each of the others in tests/common/machines.h.
void TestLiveLanguage::nothingShownOutsideTr_data()
{
    testing::addMachineRows();
}

// Built in the pseudo-language, a panel shows no English sentence: each came
// through tr(). What stays English on purpose (program output, PyTorch's
// messages, the machine's own names, code) is in widgets marked with the
// property "verbatim"; the lesson's sentences come from its own files.
void TestLiveLanguage::nothingShownOutsideTr()
{
    QFETCH(QString, id);
    QFETCH(QString, machine);
    const testing::StandIn standIn(machine);
    PseudoTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto uninstall = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    app::MainWindow w;
    prepare(w, id);
    expectMachine(machine);
    QWidget *panel = w.panel(id);
    QStringList found;
    const QStringList lesson = lessonSentences();
    QVERIFY(lesson.size() > 50);
    for (const QWidget *widget : panel->findChildren<QWidget *>()) {
        bool marked = false;
        for (const QWidget *p = widget; p && p != panel && !marked; p = p->parentWidget())
            marked = p->property("verbatim").toBool();
        if (marked || testing::internalPart(widget))
            continue;
        QStringList shown{widget->toolTip(), widget->accessibleName(), widget->accessibleDescription()};
        if (const auto *l = qobject_cast<const QLabel *>(widget))
            shown << l->text();
        else if (const auto *b = qobject_cast<const QAbstractButton *>(widget))
            shown << b->text();
        else if (const auto *g = qobject_cast<const QGroupBox *>(widget))
            shown << g->title();
        for (const QString &t : shown)
            if (untranslatedEnglish(t) && !fromTheLesson(t, lesson))
                found << QStringLiteral("%1: \"%2\"").arg(testing::describe(widget), t.left(120));
    }
    found.removeDuplicates();
    QVERIFY2(found.isEmpty(), qPrintable(found.join(u'\n')));
}

void TestLiveLanguage::longerWordsClipNothing_data()
{
    testing::addMachineRows();
}

void TestLiveLanguage::longerWordsClipNothing()
{
    QFETCH(QString, id);
    QFETCH(QString, machine);
    const testing::StandIn standIn(machine);
    PseudoTranslator translator;
    QVERIFY(QCoreApplication::installTranslator(&translator));
    const auto uninstall = qScopeGuard([&translator] { QCoreApplication::removeTranslator(&translator); });
    app::MainWindow w;
    prepare(w, id);
    expectMachine(machine);
    QWidget *panel = w.panel(id);
    QStringList problems;
    const auto check = [&](const QString &page) {
        settle();
        for (const QString &p : testing::textProblems(panel))
            problems << QStringLiteral("%1, %2: %3").arg(id, page, p);
    };
    testing::onEveryPage(panel, check);
    QVERIFY2(problems.isEmpty(), qPrintable(problems.join(u'\n')));
}

QTEST_MAIN(TestLiveLanguage)
#include "tst_live_language.moc"
