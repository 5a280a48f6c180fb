// Export (labs/export.h): tables to CSV and Markdown with exact text, charts
// to PNG at twice their size and to SVG that parses and draws, nothing
// written when the folder cannot be, every chart and table of every real
// panel found and given its context menu, and the window's Export button.

#include "app/mainwindow.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "labs/chartview.h"
#include "labs/export.h"
#include "labs/labregistry.h"
#include "labs/throughput/racewidget.h"
#include "labs/timing/timelineview.h"
#include "tests/common/suitesettings.h"
#include "tests/common/testsupport.h"

#include <QAction>
#include <QApplication>
#include <QChart>
#include <QChartView>
#include <QClipboard>
#include <QContextMenuEvent>
#include <QFile>
#include <QFileDialog>
#include <QGroupBox>
#include <QHeaderView>
#include <QLineSeries>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPainter>
#include <QSet>
#include <QSettings>
#include <QStandardItemModel>
#include <QStandardPaths>
#include <QSvgRenderer>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>
#include <QToolButton>
#include <QTranslator>
#include <QTreeView>
#include <QVBoxLayout>
#include <QValueAxis>
#include <QXmlStreamReader>

#include <memory>

#include <unistd.h>

using namespace gpulab;
namespace ex = gpulab::labs::exports;

namespace {

// Cells a naive writer gets wrong: commas, quotes, a line break, a pipe, a
// number the view shows with a group separator, an empty cell.
std::unique_ptr<QStandardItemModel> awkwardModel()
{
    auto m = std::make_unique<QStandardItemModel>(3, 3);
    m->setHorizontalHeaderLabels(
        {QStringLiteral("Name"), QStringLiteral("Value, in GB"), QStringLiteral("Note \"quoted\"")});
    m->setItem(0, 0, new QStandardItem(QStringLiteral("plain")));
    m->setItem(0, 1, new QStandardItem(QStringLiteral("a,b")));
    m->item(0, 1)->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m->setItem(0, 2, new QStandardItem(QStringLiteral("say \"hi\"")));
    m->setItem(1, 0, new QStandardItem(QStringLiteral("two\nlines")));
    m->setItem(1, 1, new QStandardItem(QStringLiteral("pipe | here")));
    auto *number = new QStandardItem;
    number->setData(1234.5, Qt::DisplayRole);
    m->setItem(1, 2, number);
    auto *count = new QStandardItem;
    count->setData(42, Qt::DisplayRole);
    m->setItem(2, 0, count);
    return m;
}

// A chart with two lines and axes, its legend below it, shown at a known size.
struct ShownChart {
    QWidget host;
    labs::ChartView *view = nullptr;
    ShownChart()
    {
        auto *chart = new QChart;
        chart->setTitle(QStringLiteral("Speed & size"));
        auto *a = new QLineSeries;
        a->setName(QStringLiteral("CPU"));
        auto *b = new QLineSeries;
        b->setName(QStringLiteral("GPU"));
        for (int i = 0; i < 20; ++i) {
            a->append(i, i * i);
            b->append(i, 300 - i * 10);
        }
        chart->addSeries(a);
        chart->addSeries(b);
        chart->createDefaultAxes();
        view = new labs::ChartView(chart, &host);
        view->setObjectName(QStringLiteral("speedChart"));
        auto *layout = new QVBoxLayout(&host);
        layout->addWidget(view, 1);
        layout->addWidget(view->legendBelow());
        host.resize(520, 420);
        host.show();
        QVERIFY(QTest::qWaitForWindowExposed(&host));
    }
};

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

// The QFileDialog saveAs() opened, once it is up.
QFileDialog *openDialog()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *d = qobject_cast<QFileDialog *>(w); d && d->objectName() == u"exportFileDialog" && d->isVisible())
            return d;
    return nullptr;
}

QMessageBox *errorBox()
{
    for (QWidget *w : QApplication::topLevelWidgets())
        if (auto *b = qobject_cast<QMessageBox *>(w); b && b->objectName() == u"exportError" && b->isVisible())
            return b;
    return nullptr;
}

// Every chart and table of a panel found without the export code's rules:
// Qt's chart and item views and the two classes the labs paint themselves.
QSet<QWidget *> expectedExportables(QWidget *panel)
{
    QSet<QWidget *> out;
    for (QChartView *v : panel->findChildren<QChartView *>())
        out.insert(v);
    for (QTableView *v : panel->findChildren<QTableView *>())
        out.insert(v);
    for (QTreeView *v : panel->findChildren<QTreeView *>())
        out.insert(v);
    for (labs::RaceWidget *w : panel->findChildren<labs::RaceWidget *>())
        out.insert(w);
    for (labs::TimelineView *w : panel->findChildren<labs::TimelineView *>())
        out.insert(w);
    return out;
}

// Words every export text differently, so a retranslation shows.
class BracketTranslator : public QTranslator {
public:
    [[nodiscard]] bool isEmpty() const override { return false; }
    QString translate(const char *context, const char *sourceText, const char *disambiguation, int n) const override
    {
        Q_UNUSED(disambiguation);
        Q_UNUSED(n);
        if (!QByteArray(context).startsWith("gpulab::labs::exports::"))
            return {};
        return QStringLiteral("[") + QString::fromUtf8(sourceText) + QStringLiteral("]");
    }
};

// The header record a view's CSV starts with.
QString csvHeader(const QAbstractItemView &view)
{
    return ex::toCsv(ex::TableText{ex::tableText(view).header, {}, {}});
}

} // namespace

class TestExport : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void csvQuotesAsRfc4180();
    void markdownIsAPipeTable();
    void viewExportsWhatItShows();
    void fileNamesFromLabAndTitle();
    void pngIsTwiceTheSizeAndDrawn();
    void svgParsesAndDraws();
    void unwritableFolderWritesNothingAndSaysSo();
    void chartNotShownYetIsRefused();
    void discoveryFindsEveryChartAndTableOfEveryPanel();
    void contextMenuOffersTheChoices();
    void contextMenuActionsSaveAndCopy();
    void windowHasExportButtonAndMenu();
    void everyShownChartAndTableOfEveryPanelExports();
    void languageChangeRetranslates();

private:
    QTemporaryDir m_settingsDir;
};

void TestExport::initTestCase()
{
    testing::keepSettingsIn(m_settingsDir.path(), QStringLiteral("tst_export"));
    (void)core::deviceReport(); // made up front, so a shown window measures nothing
}

void TestExport::csvQuotesAsRfc4180()
{
    const auto model = awkwardModel();
    const QString csv = ex::toCsv(ex::tableText(*model));
    QCOMPARE(csv, QStringLiteral("Name,\"Value, in GB\",\"Note \"\"quoted\"\"\"\r\n"
                                 "plain,\"a,b\",\"say \"\"hi\"\"\"\r\n"
                                 "\"two\nlines\",pipe | here,\"1,234.5\"\r\n"
                                 "42,,\r\n"));
}

void TestExport::markdownIsAPipeTable()
{
    const auto model = awkwardModel();
    const QString md = ex::toMarkdown(ex::tableText(*model));
    QCOMPARE(md, QStringLiteral("| Name | Value, in GB | Note \"quoted\" |\n"
                                "| --- | ---: | --- |\n"
                                "| plain | a,b | say \"hi\" |\n"
                                "| two<br>lines | pipe \\| here | 1,234.5 |\n"
                                "| 42 |  |  |\n"));
}

void TestExport::viewExportsWhatItShows()
{
    const auto model = awkwardModel();
    QTableView view;
    view.setModel(model.get());
    view.setColumnHidden(2, true);
    view.horizontalHeader()->moveSection(1, 0); // "Value, in GB" first on screen
    view.setRowHidden(1, true);
    QCOMPARE(ex::toCsv(ex::tableText(view)), QStringLiteral("\"Value, in GB\",Name\r\n"
                                                            "\"a,b\",plain\r\n"
                                                            ",42\r\n"));
    // Through the clipboard, as the context menu does it.
    ex::copyTableMarkdown(&view);
    QCOMPARE(QGuiApplication::clipboard()->text(), QStringLiteral("| Value, in GB | Name |\n"
                                                                  "| ---: | --- |\n"
                                                                  "| a,b | plain |\n"
                                                                  "|  | 42 |\n"));
}

void TestExport::fileNamesFromLabAndTitle()
{
    QCOMPARE(
        ex::defaultFileName(QStringLiteral("throughput"), QStringLiteral("Time per matmul"), QStringLiteral("png")),
        QStringLiteral("throughput-time-per-matmul.png"));
    QCOMPARE(ex::defaultFileName(QStringLiteral("throughput"),
                                 QStringLiteral("Roofline of EPYC — memory 12.5 GB/s (measured)"),
                                 QStringLiteral("svg")),
             QStringLiteral("throughput-roofline-of-epyc-memory-12-5-gb-s-measured.svg"));
    // A Hindi title keeps its vowel signs (they are marks, not letters).
    QCOMPARE(ex::defaultFileName(QStringLiteral("vram"), QStringLiteral("मेमोरी तालिका"), QStringLiteral("csv")),
             QStringLiteral("vram-मेमोरी-तालिका.csv"));
    QCOMPARE(ex::defaultFileName(QString(), QStringLiteral("/// ***"), QStringLiteral("csv")),
             QStringLiteral("gpulab.csv"));
}

void TestExport::pngIsTwiceTheSizeAndDrawn()
{
    ShownChart shown;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.png"));
    QCOMPARE(ex::writeChartPng(shown.view, path), QString());
    QImage image;
    QVERIFY(image.load(path, "PNG"));
    const QImage plain = ex::chartImage(shown.view);
    const QSize chart = shown.view->viewport()->size();
    const QWidget *legend = shown.view->legendIfShown();
    QVERIFY(legend && legend->height() > 0);
    // The chart and its legend below it, each at twice the size on screen.
    QCOMPARE(plain.width(), 2 * std::max(chart.width(), legend->width()));
    QCOMPARE(plain.height(), 2 * (chart.height() + legend->height()));
    QVERIFY2(testing::distinctColours(image, 3) > 20, "the PNG looks blank");
    // The legend's part is drawn too: not one flat colour.
    const QImage legendPart = plain.copy(0, 2 * chart.height(), plain.width(), 2 * legend->height());
    QVERIFY(testing::distinctColours(legendPart, 2) > 3);
    // The file carries its context: below the chart (which draws its own
    // title) a line says where the figures came from, and the PNG's text
    // names the chart and that line.
    QCOMPARE(image.width(), plain.width());
    QVERIFY(image.height() > plain.height());
    const QImage sourcePart = image.copy(0, plain.height(), image.width(), image.height() - plain.height());
    QVERIFY2(testing::distinctColours(sourcePart, 2) > 3, "no line under the chart");
    QVERIFY2(image.text(QStringLiteral("Title")).startsWith(QStringLiteral("Speed")), qPrintable(image.text()));
    QCOMPARE(image.text(QStringLiteral("Description")), ex::sourceLine(shown.view));
    QVERIFY(image.text(QStringLiteral("Description")).contains(QStringLiteral("GPU Lab")));

    ex::copyChartImage(shown.view);
    const QImage copied = QGuiApplication::clipboard()->image();
    QCOMPARE(copied.size(), image.size());
}

void TestExport::svgParsesAndDraws()
{
    ShownChart shown;
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("chart.svg"));
    QCOMPARE(ex::writeChartSvg(shown.view, path, QStringLiteral("Speed & size")), QString());
    const QByteArray bytes = readAll(path);
    QXmlStreamReader xml(bytes);
    int drawn = 0;
    QString title;
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == u"title")
            title = xml.readElementText();
        else if (xml.name() == u"path" || xml.name() == u"polyline" || xml.name() == u"text")
            ++drawn;
    }
    QVERIFY2(!xml.hasError(), qPrintable(xml.errorString()));
    QCOMPARE(title, QStringLiteral("Speed & size"));
    QVERIFY2(drawn > 10, qPrintable(QStringLiteral("%1 drawing elements").arg(drawn)));
    QVERIFY2(bytes.contains("CPU") && bytes.contains("GPU"), "the legend's names are not in the SVG");

    QSvgRenderer renderer(path);
    QVERIFY(renderer.isValid());
    const QSize logical(std::max(shown.view->viewport()->width(), shown.view->legendIfShown()->width()),
                        shown.view->viewport()->height() + shown.view->legendIfShown()->height());
    QCOMPARE(renderer.viewBox(), QRect(QPoint(), logical));
    QImage drawnImage(logical, QImage::Format_ARGB32_Premultiplied);
    drawnImage.fill(Qt::white);
    QPainter p(&drawnImage);
    renderer.render(&p);
    p.end();
    QVERIFY2(testing::distinctColours(drawnImage, 3) > 10, "the SVG draws nothing");
}

void TestExport::unwritableFolderWritesNothingAndSaysSo()
{
    ShownChart shown;
    QTemporaryDir dir;
    // Below a regular file nobody can write, root included.
    const QString plain = dir.filePath(QStringLiteral("plain-file"));
    testing::writeFile(plain, "x");
    const QString below = plain + QStringLiteral("/chart.png");
    const QString why = ex::writeChartPng(shown.view, below);
    QVERIFY2(why.contains(below) && why.contains(QStringLiteral("Nothing was saved")), qPrintable(why));
    QVERIFY(!QFileInfo::exists(below));
    QCOMPARE(readAll(plain), QByteArray("x"));

    // A read-only folder (which stops anyone but root): nothing in it afterwards.
    const QString locked = dir.filePath(QStringLiteral("locked"));
    QVERIFY(QDir().mkpath(locked));
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::ExeOwner));
    if (::geteuid() != 0) {
        const QString csvWhy = ex::writeFile(locked + QStringLiteral("/t.csv"), "a,b\r\n");
        QVERIFY2(csvWhy.contains(QStringLiteral("Nothing was saved")), qPrintable(csvWhy));
        QVERIFY(QDir(locked).entryList(QDir::AllEntries | QDir::NoDotAndDotDot | QDir::Hidden).isEmpty());
    }
    QVERIFY(QFile::setPermissions(locked, QFile::ReadOwner | QFile::WriteOwner | QFile::ExeOwner));

    // A folder where the file should be: refused, the folder left alone.
    const QString folder = dir.filePath(QStringLiteral("taken.svg"));
    QVERIFY(QDir().mkpath(folder));
    QVERIFY(!ex::writeChartSvg(shown.view, folder, QStringLiteral("t")).isEmpty());
    QVERIFY(QFileInfo(folder).isDir());

    // Through the UI: a warning box says why, and the folder is not remembered.
    QSettings().remove(QStringLiteral("export/folder"));
    QVERIFY(!ex::saveTo(shown.view, ex::Format::Png, below).isEmpty());
    QMessageBox *box = nullptr;
    QTRY_VERIFY((box = errorBox()) != nullptr);
    QVERIFY2(box->text().contains(below), qPrintable(box->text()));
    box->close();
    QVERIFY(!QSettings().contains(QStringLiteral("export/folder")));
    QVERIFY(dir.isValid() && QDir(dir.path()).entryList(QDir::Files).size() == 1); // plain-file only
}

void TestExport::chartNotShownYetIsRefused()
{
    labs::ChartView hidden(new QChart);
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("hidden.png"));
    const QString why = ex::writeChartPng(&hidden, path);
    QVERIFY2(why.contains(QStringLiteral("not on screen")), qPrintable(why));
    QVERIFY(!QFileInfo::exists(path));
    QVERIFY(ex::chartSvg(&hidden, QStringLiteral("x")).isEmpty());
}

void TestExport::discoveryFindsEveryChartAndTableOfEveryPanel()
{
    core::ComputeEngine engine;
    int charts = 0;
    int tables = 0;
    for (const labs::LabEntry &lab : labs::labRegistry()) {
        QWidget host;
        labs::LabPanel *panel = lab.create(labs::LabContext{&engine}, &host);
        panel->setObjectName(lab.id);
        ex::install(panel);
        const QList<ex::Exportable> found = ex::discover(panel);
        QSet<QWidget *> foundSet;
        QSet<QString> titles;
        for (const ex::Exportable &e : found) {
            foundSet.insert(e.widget);
            QVERIFY2(!e.title.isEmpty(), qPrintable(lab.id));
            QVERIFY2(!titles.contains(e.title), qPrintable(lab.id + QStringLiteral(": twice ") + e.title));
            titles.insert(e.title);
            QCOMPARE(e.kind == ex::Kind::Table, qobject_cast<QAbstractItemView *>(e.widget.data()) != nullptr);
            (e.kind == ex::Kind::Chart ? charts : tables) += 1;
            // install() gave each its context menu.
            QCOMPARE(e.widget->contextMenuPolicy(), Qt::ActionsContextMenu);
            const ex::ExportActions *actions = e.widget->findChild<ex::ExportActions *>();
            QVERIFY2(actions, qPrintable(lab.id + QStringLiteral(": ") + e.title));
            QCOMPARE(actions->actions().size(), e.kind == ex::Kind::Chart ? 3 : 2);
            for (QAction *a : actions->actions())
                QVERIFY(e.widget->actions().contains(a));
        }
        const QSet<QWidget *> expected = expectedExportables(panel);
        QCOMPARE(foundSet.size(), found.size());
        QVERIFY2(
            foundSet == expected,
            qPrintable(
                QStringLiteral("%1: found %2, expected %3").arg(lab.id).arg(foundSet.size()).arg(expected.size())));
        // install() twice adds nothing.
        ex::install(panel);
        for (const ex::Exportable &e : found)
            QCOMPARE(e.widget->findChildren<ex::ExportActions *>().size(), 1);
        qInfo("%s: %s", qPrintable(lab.id),
              qPrintable(QStringList(titles.cbegin(), titles.cend()).join(QStringLiteral(" · "))));
    }
    // The app's charts: the race, the sweep's two, the roofline, the VRAM bar,
    // the timeline and the timing readings, the cost lab's two; its tables:
    // the device report's checks, the sweep's points, the VRAM lab's three,
    // the rate table.
    QVERIFY2(charts >= 9, qPrintable(QString::number(charts)));
    QVERIFY2(tables >= 6, qPrintable(QString::number(tables)));
}

void TestExport::contextMenuOffersTheChoices()
{
    ShownChart shown;
    ex::install(&shown.host);
    // A right click on the chart opens its menu with the three choices.
    QStringList offered;
    QTimer::singleShot(0, this, [&offered] {
        if (auto *menu = qobject_cast<QMenu *>(QApplication::activePopupWidget())) {
            for (QAction *a : menu->actions())
                offered << a->objectName();
            menu->close();
        }
    });
    QWidget *viewport = shown.view->viewport();
    QContextMenuEvent click(QContextMenuEvent::Mouse, QPoint(50, 50), viewport->mapToGlobal(QPoint(50, 50)));
    QApplication::sendEvent(viewport, &click);
    QCOMPARE(offered, (QStringList{QStringLiteral("exportSavePng"), QStringLiteral("exportSaveSvg"),
                                   QStringLiteral("exportCopyImage")}));

    // And on a table, its two.
    const auto model = awkwardModel();
    QTableView table(&shown.host);
    table.setModel(model.get());
    ex::install(&shown.host);
    const ex::ExportActions *actions = table.findChild<ex::ExportActions *>();
    QVERIFY(actions);
    QCOMPARE(actions->kind(), ex::Kind::Table);
    QCOMPARE(actions->action(QStringLiteral("exportSaveCsv"))->text(), QStringLiteral("Save table as &CSV…"));
    QCOMPARE(actions->action(QStringLiteral("exportCopyMarkdown"))->text(), QStringLiteral("Copy table as &Markdown"));
}

void TestExport::contextMenuActionsSaveAndCopy()
{
    ShownChart shown;
    ex::install(&shown.host);
    const ex::ExportActions *actions = shown.view->findChild<ex::ExportActions *>();
    QVERIFY(actions);
    QCOMPARE(actions->action(QStringLiteral("exportSavePng"))->text(), QStringLiteral("Save chart as &PNG…"));

    QGuiApplication::clipboard()->clear();
    actions->action(QStringLiteral("exportCopyImage"))->trigger();
    QCOMPARE(QGuiApplication::clipboard()->image().width(), 2 * shown.view->viewport()->width());

    // Save as PNG: the dialog offers the chart's own name, the file is written.
    QTemporaryDir dir;
    actions->action(QStringLiteral("exportSavePng"))->trigger();
    QFileDialog *dialog = nullptr;
    QTRY_VERIFY((dialog = openDialog()) != nullptr);
    QCOMPARE(dialog->acceptMode(), QFileDialog::AcceptSave);
    QVERIFY2(dialog->selectedFiles().value(0).endsWith(QStringLiteral("/speed-size.png")),
             qPrintable(dialog->selectedFiles().join(QLatin1Char(' '))));
    const QString png = dir.filePath(QStringLiteral("mine.png"));
    dialog->selectFile(png);
    static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as its Save button
    QTRY_VERIFY(QFileInfo::exists(png));
    QImage image;
    QVERIFY(image.load(png, "PNG"));
    QCOMPARE(image.width(), 2 * shown.view->viewport()->width());
    // The next dialog opens in that folder.
    QCOMPARE(QSettings().value(QStringLiteral("export/folder")).toString(), dir.path());
    QCOMPARE(ex::lastFolder(), dir.path());

    // Save as SVG through the dialog too.
    actions->action(QStringLiteral("exportSaveSvg"))->trigger();
    QTRY_VERIFY((dialog = openDialog()) != nullptr);
    QCOMPARE(QDir(dialog->directory()).absolutePath(), QDir(dir.path()).absolutePath());
    const QString svg = dir.filePath(QStringLiteral("mine.svg"));
    dialog->selectFile(svg);
    static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as its Save button
    QTRY_VERIFY(QFileInfo::exists(svg));
    QVERIFY(QSvgRenderer(svg).isValid());

    // A table's CSV through its action and dialog.
    const auto model = awkwardModel();
    QTableView table(&shown.host);
    table.setModel(model.get());
    table.show();
    ex::install(&shown.host);
    table.findChild<ex::ExportActions *>()->action(QStringLiteral("exportSaveCsv"))->trigger();
    QTRY_VERIFY((dialog = openDialog()) != nullptr);
    const QString csv = dir.filePath(QStringLiteral("t.csv"));
    dialog->selectFile(csv);
    static_cast<QDialog *>(dialog)->accept(); // QFileDialog::accept, as its Save button
    QTRY_VERIFY(QFileInfo::exists(csv));
    QCOMPARE(QString::fromUtf8(readAll(csv)), ex::toCsv(ex::tableText(*model)));
    table.findChild<ex::ExportActions *>()->action(QStringLiteral("exportCopyMarkdown"))->trigger();
    QCOMPARE(QGuiApplication::clipboard()->text(), ex::toMarkdown(ex::tableText(*model)));
}

void TestExport::windowHasExportButtonAndMenu()
{
    app::MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *button = w.findChild<QToolButton *>(QStringLiteral("exportButton"));
    QVERIFY(button);
    QVERIFY(button->isVisible());
    QCOMPARE(button->text(), QStringLiteral("Export"));
    QCOMPARE(button->popupMode(), QToolButton::InstantPopup);
    auto *menu = w.findChild<ex::ExportMenu *>(QStringLiteral("exportMenu"));
    QVERIFY(menu);
    QCOMPARE(button->defaultAction(), menu->menuAction());
    // File › Export is the same menu.
    QMenu *file = w.menuBar()->actions().value(0)->menu();
    QVERIFY(file && file->actions().contains(menu->menuAction()));

    // The throughput lab's first page: the race, and only what is on screen.
    QVERIFY(w.showLab(QStringLiteral("throughput")));
    QApplication::processEvents();
    menu->rebuild();
    const QList<ex::Exportable> listed = menu->exportables();
    QVERIFY(!listed.isEmpty());
    QStringList submenus;
    for (QAction *a : menu->actions()) {
        QVERIFY2(a->menu(), qPrintable(a->text()));
        submenus << a->text();
        QCOMPARE(a->menu()->actions().size(), 3); // charts: PNG, SVG, copy
    }
    QCOMPARE(submenus.size(), listed.size());
    for (const ex::Exportable &e : listed) {
        QVERIFY(e.widget->isVisibleTo(w.currentPanel()));
        QVERIFY(qobject_cast<labs::RaceWidget *>(e.widget.data()));
    }
    // Copy from the menu: the race as an image.
    QGuiApplication::clipboard()->clear();
    QAction *copy = menu->actions().first()->menu()->actions().value(2);
    QCOMPARE(copy->objectName(), QStringLiteral("exportCopyImage"));
    copy->trigger();
    QVERIFY(!QGuiApplication::clipboard()->image().isNull());

    // The VRAM lab: its chart and its tables, each under its title.
    QVERIFY(w.showLab(QStringLiteral("vram")));
    QApplication::processEvents();
    menu->rebuild();
    int tableMenus = 0;
    for (QAction *a : menu->actions()) {
        QVERIFY2(a->menu(), qPrintable(a->text()));
        const QList<QAction *> choices = a->menu()->actions();
        if (choices.size() == 2) {
            ++tableMenus;
            QCOMPARE(choices.value(0)->objectName(), QStringLiteral("exportSaveCsv"));
        }
    }
    QVERIFY2(tableMenus >= 1, qPrintable(QString::number(tableMenus)));

    // A lab with nothing to export says so.
    QVERIFY(w.showLab(QStringLiteral("learn")));
    QApplication::processEvents();
    menu->rebuild();
    QVERIFY(menu->exportables().isEmpty());
    QCOMPARE(menu->actions().size(), 1);
    QVERIFY(!menu->actions().first()->isEnabled());
    QVERIFY(!menu->actions().first()->menu());
}

void TestExport::everyShownChartAndTableOfEveryPanelExports()
{
    app::MainWindow w;
    w.resize(1280, 720);
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    auto *menu = w.findChild<ex::ExportMenu *>(QStringLiteral("exportMenu"));
    QVERIFY(menu);
    QTemporaryDir dir;
    QSet<QWidget *> exported;
    const auto exportShown = [&](const QString &where) {
        QApplication::processEvents();
        for (const ex::Exportable &e : menu->exportables()) {
            if (exported.contains(e.widget))
                continue;
            exported.insert(e.widget);
            const QString base = dir.filePath(ex::defaultFileName(where, e.title, QString()));
            const QString what = where + QStringLiteral(": ") + e.title;
            if (e.kind == ex::Kind::Chart) {
                QCOMPARE(ex::writeChartPng(e.widget, base + QStringLiteral("png")), QString());
                QImage image;
                QVERIFY2(image.load(base + QStringLiteral("png")), qPrintable(what));
                QVERIFY2(image.width() >= 2 * e.widget->width() - 4, qPrintable(what));
                QVERIFY2(testing::distinctColours(image, 3) > 8, qPrintable(what + QStringLiteral(" looks blank")));
                QCOMPARE(ex::writeChartSvg(e.widget, base + QStringLiteral("svg"), e.title), QString());
                QSvgRenderer svg(base + QStringLiteral("svg"));
                QVERIFY2(svg.isValid(), qPrintable(what));
            } else {
                auto *view = qobject_cast<QAbstractItemView *>(e.widget.data());
                QCOMPARE(ex::writeTableCsv(view, base + QStringLiteral("csv")), QString());
                const QString csv = QString::fromUtf8(readAll(base + QStringLiteral("csv")));
                QVERIFY2(csv.startsWith(csvHeader(*view)), qPrintable(what + QStringLiteral(": ") + csv.left(80)));
                QCOMPARE(ex::tableText(*view).rows.size(), view->model()->rowCount());
            }
        }
    };
    for (const labs::LabEntry &lab : labs::labRegistry()) {
        QVERIFY(w.showLab(lab.id));
        exportShown(lab.id);
        // And on every page of every tab widget.
        for (QTabWidget *tabs : w.currentPanel()->findChildren<QTabWidget *>()) {
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                exportShown(lab.id);
            }
        }
    }
    // Every chart and table the app has was on screen at some point.
    int all = 0;
    for (const labs::LabEntry &lab : labs::labRegistry())
        all += int(ex::discover(w.panel(lab.id)).size());
    QCOMPARE(int(exported.size()), all);
    if (const QByteArray keep = qgetenv("GPULAB_EXPORT_KEEP"); !keep.isEmpty()) {
        for (const QString &f : QDir(dir.path()).entryList(QDir::Files))
            QFile::copy(dir.filePath(f), QString::fromLocal8Bit(keep) + QLatin1Char('/') + f);
    }
}

void TestExport::languageChangeRetranslates()
{
    app::MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    QVERIFY(w.showLab(QStringLiteral("vram")));
    auto *menu = w.findChild<ex::ExportMenu *>(QStringLiteral("exportMenu"));
    auto *button = w.findChild<QToolButton *>(QStringLiteral("exportButton"));
    QVERIFY(menu && button);
    const QList<ex::Exportable> found = ex::discover(w.currentPanel());
    QVERIFY(!found.isEmpty());
    QAction *csv = nullptr;
    for (const ex::Exportable &e : found)
        if (e.kind == ex::Kind::Table)
            csv = e.widget->findChild<ex::ExportActions *>()->action(QStringLiteral("exportSaveCsv"));
    QVERIFY(csv);
    QCOMPARE(csv->text(), QStringLiteral("Save table as &CSV…"));
    const QString tip = button->toolTip();

    BracketTranslator translator;
    QCoreApplication::installTranslator(&translator);
    QTRY_COMPARE(csv->text(), QStringLiteral("[Save table as &CSV…]"));
    QTRY_COMPARE(menu->title(), QStringLiteral("[&Export]"));
    QCOMPARE(button->text(), QStringLiteral("[Export]"));
    QCOMPARE(button->toolTip(), QStringLiteral("[") + tip + QStringLiteral("]"));

    QCoreApplication::removeTranslator(&translator);
    QTRY_COMPARE(csv->text(), QStringLiteral("Save table as &CSV…"));
    QTRY_COMPARE(menu->title(), QStringLiteral("&Export"));
    QCOMPARE(button->toolTip(), tip);
}

QTEST_MAIN(TestExport)
#include "tst_export.moc"
