// The Class board lab: files loaded on the worker thread into the table,
// both charts and the class figures; bad files listed as refused; a row
// picked in the table highlighted in the charts; the table sorts; files
// dropped on the panel are read; the panel drawn at 1280×720 in projector
// mode is not blank. The File menu's two actions and the Save my results
// dialog's list of contents.

#include "tests/common/testsupport.h"

#include "app/mainwindow.h"
#include "app/resultsdialog.h"
#include "core/board/resultsfile.h"
#include "labs/board/boardcharts.h"
#include "labs/board/boardpanel.h"
#include "labs/style.h"

#include <QAction>
#include <QApplication>
#include <QDialog>
#include <QDropEvent>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMimeData>
#include <QSignalSpy>
#include <QSortFilterProxyModel>
#include <QTabWidget>
#include <QTableView>
#include <QTemporaryDir>
#include <QTest>
#include <QUrl>

using namespace gpulab;

namespace {

const QString kData = QStringLiteral(GPULAB_SOURCE_DIR "/tests/data/board/");

QStringList goodFiles()
{
    return {kData + QStringLiteral("vm-2core.json"), kData + QStringLiteral("laptop-avx2.json"),
            kData + QStringLiteral("workstation-gpu.json")};
}

bool loadAndWait(labs::BoardPanel &panel, const QStringList &paths)
{
    QSignalSpy loaded(&panel, &labs::BoardPanel::loaded);
    return panel.load(paths) && loaded.wait(20000);
}

} // namespace

class TestBoardPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void loadsTableChartsAndFigures();
    void refusedFilesListed();
    void highlightFromTable();
    void dropFiles();
    void projectorScreenshotNotBlank();
    void fortyMachinesOnAProjector();
    void fileMenuActions();
    void saveDialogSaysWhatGoesIn();
};

void TestBoardPanel::loadsTableChartsAndFigures()
{
    labs::BoardPanel panel(labs::LabContext{});
    QCOMPARE(panel.table()->model()->rowCount(), 0);
    QCOMPARE(panel.provenanceKind(), core::ProvenanceKind::Arithmetic);
    QVERIFY(loadAndWait(panel, goodFiles()));
    QCOMPARE(panel.table()->model()->rowCount(), 3);
    QCOMPARE(panel.provenanceKind(), core::ProvenanceKind::Measured);
    QVERIFY(panel.provenance().contains(QStringLiteral("3 machines")));
    QVERIFY(panel.rateChart()->pointCount() >= 6);
    QVERIFY(panel.curveChart()->curveCount() >= 2);
    const auto *figures = panel.findChild<QLabel *>(QStringLiteral("boardFigures"));
    QVERIFY(figures->text().contains(QStringLiteral("Machines on the board: 3")));
    QVERIFY(!panel.refusedLabel()->isVisibleTo(&panel));

    // The header sorts: fp32 peak, highest first.
    panel.table()->sortByColumn(int(core::board::Column::Fp32), Qt::DescendingOrder);
    QCOMPARE(panel.table()->model()->index(0, 0).data().toString(), QStringLiteral("front desk workstation"));
    panel.table()->sortByColumn(int(core::board::Column::Cores), Qt::AscendingOrder);
    QCOMPARE(panel.table()->model()->index(0, 0).data().toString(), QStringLiteral("VM in the cloud lab"));

    // Reset empties the board and touches no file.
    QSignalSpy loaded(&panel, &labs::BoardPanel::loaded);
    panel.reset();
    QVERIFY(loaded.wait(10000));
    QCOMPARE(panel.table()->model()->rowCount(), 0);
}

void TestBoardPanel::refusedFilesListed()
{
    labs::BoardPanel panel(labs::LabContext{});
    QVERIFY(loadAndWait(panel, {kData + QStringLiteral("vm-2core.json"), kData + QStringLiteral("bad")}));
    QCOMPARE(panel.table()->model()->rowCount(), 1);
    QVERIFY(panel.refusedLabel()->isVisibleTo(&panel));
    QVERIFY(panel.refusedLabel()->text().contains(QStringLiteral("future-version.json")));
    QCOMPARE(panel.board().refused().size(), 8);
}

void TestBoardPanel::highlightFromTable()
{
    labs::BoardPanel panel(labs::LabContext{});
    panel.resize(1280, 720);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    QVERIFY(loadAndWait(panel, goodFiles()));
    panel.table()->sortByColumn(int(core::board::Column::Fp32), Qt::DescendingOrder);
    panel.table()->setFocus();
    panel.table()->setCurrentIndex(panel.table()->model()->index(0, 0));
    // The workstation is the third file: source row 2, whatever the sort.
    const auto *model = qobject_cast<const core::board::BoardTableModel *>(
        qobject_cast<QSortFilterProxyModel *>(panel.table()->model())->sourceModel());
    QCOMPARE(model->highlighted(), 2);
    QTest::keyClick(panel.table(), Qt::Key_Down);
    QCOMPARE(model->highlighted(), 1); // the laptop: 298 GFLOP/s, second
    panel.highlight(-1);
    QCOMPARE(model->highlighted(), -1);
}

void TestBoardPanel::dropFiles()
{
    labs::BoardPanel panel(labs::LabContext{});
    QSignalSpy loaded(&panel, &labs::BoardPanel::loaded);
    QMimeData mime;
    QList<QUrl> urls;
    for (const QString &f : goodFiles())
        urls << QUrl::fromLocalFile(f);
    mime.setUrls(urls);
    QDragEnterEvent enter(QPoint(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&panel, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent drop(QPointF(10, 10), Qt::CopyAction, &mime, Qt::LeftButton, Qt::NoModifier);
    QApplication::sendEvent(&panel, &drop);
    QVERIFY(drop.isAccepted());
    QVERIFY(loaded.wait(20000));
    QCOMPARE(panel.table()->model()->rowCount(), 3);
}

void TestBoardPanel::projectorScreenshotNotBlank()
{
    labs::style::setProjector(true);
    {
        labs::BoardPanel panel(labs::LabContext{});
        panel.resize(1280, 720);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(loadAndWait(panel, goodFiles()));
        for (const QWidget *page : {static_cast<QWidget *>(panel.table()), static_cast<QWidget *>(panel.rateChart()),
                                    static_cast<QWidget *>(panel.curveChart())}) {
            auto *tabs = panel.findChild<QTabWidget *>();
            for (int i = 0; i < tabs->count(); ++i)
                if (tabs->widget(i)->isAncestorOf(page))
                    tabs->setCurrentIndex(i);
            QApplication::processEvents();
            const QImage img = panel.grab().toImage();
            QCOMPARE(img.isNull(), false);
            if (qEnvironmentVariableIsSet("BOARD_SHOTS"))
                img.save(QStringLiteral("%1/board-%2.png")
                             .arg(qEnvironmentVariable("BOARD_SHOTS"))
                             .arg(tabs->currentIndex()));
            const QImage shown = const_cast<QWidget *>(page)->grab().toImage();
            QVERIFY2(gpulab::testing::sampledColours(shown, 4).size() > 3, page->metaObject()->className());
            QVERIFY(page->isVisible());
            QVERIFY(page->height() > 150);
        }
    }
    labs::style::setProjector(false);
}

void TestBoardPanel::fortyMachinesOnAProjector()
{
    // A lecture's worth of machines, each saved with a sweep and a timing reading.
    QTemporaryDir dir;
    const QByteArray base = [] {
        QFile f(kData + QStringLiteral("laptop-avx2.json"));
        return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
    }();
    const auto parsed = core::board::resultsFromJson(base);
    QVERIFY(parsed.file);
    for (int i = 0; i < 40; ++i) {
        core::board::ResultsFile f = *parsed.file;
        f.nickname = QStringLiteral("seat %1").arg(i + 1);
        f.machine.cores = 2 + i % 14;
        f.machine.fp32PeakGflops = 60.0 + 21.0 * i;
        for (auto &point : f.sweeps[0].points)
            point.gflops *= 0.5 + i / 40.0;
        QCOMPARE(core::board::writeResultsFile(
                     dir.filePath(QStringLiteral("seat%1.json").arg(i, 2, 10, QLatin1Char('0'))), f),
                 QString());
    }
    labs::style::setProjector(true);
    {
        labs::BoardPanel panel(labs::LabContext{});
        panel.resize(1280, 720);
        panel.show();
        QVERIFY(QTest::qWaitForWindowExposed(&panel));
        QVERIFY(loadAndWait(panel, {dir.path()}));
        QCOMPARE(panel.table()->model()->rowCount(), 40);
        // Unsorted until a header is clicked: in the order of the files' names.
        QCOMPARE(panel.table()->model()->index(0, 0).data().toString(), QStringLiteral("seat 1"));
        QCOMPARE(panel.table()->model()->index(39, 0).data().toString(), QStringLiteral("seat 40"));
        QVERIFY(panel.rateChart()->pointCount() >= 80); // fp32 and bf16 of each
        QCOMPARE(panel.curveChart()->curveCount(), 40);
        // The table shows several machines at once, and the status its count.
        QVERIFY(panel.table()->viewport()->height() > 3 * panel.table()->verticalHeader()->defaultSectionSize());
        QVERIFY(panel.findChild<QLabel *>(QStringLiteral("boardStatus"))->text().contains(QStringLiteral("40")));
        if (qEnvironmentVariableIsSet("BOARD_SHOTS")) {
            auto *tabs = panel.findChild<QTabWidget *>();
            for (int i = 0; i < tabs->count(); ++i) {
                tabs->setCurrentIndex(i);
                QApplication::processEvents();
                panel.grab().save(QStringLiteral("%1/forty-%2.png").arg(qEnvironmentVariable("BOARD_SHOTS")).arg(i));
            }
        }
    }
    labs::style::setProjector(false);
}

void TestBoardPanel::fileMenuActions()
{
    app::MainWindow w;
    auto *save = w.findChild<QAction *>(QStringLiteral("saveMyResults"));
    auto *open = w.findChild<QAction *>(QStringLiteral("openClassBoard"));
    QVERIFY(save);
    QVERIFY(open);
    open->trigger();
    QCOMPARE(w.currentLabId(), QStringLiteral("board"));
    auto *dialog = w.findChild<QWidget *>(QStringLiteral("boardFileDialog"));
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    dialog->close();
    save->trigger();
    auto *saveDialog = w.findChild<app::SaveResultsDialog *>(QStringLiteral("saveResultsDialog"));
    QVERIFY(saveDialog);
    QVERIFY(
        saveDialog->findChild<QLabel *>(QStringLiteral("resultsContents"))->text().contains(QStringLiteral("CPU:")));
    saveDialog->reject();
}

void TestBoardPanel::saveDialogSaysWhatGoesIn()
{
    core::board::ResultsFile f;
    f.appVersion = QStringLiteral("0.1.0");
    f.created = QDateTime(QDate(2026, 3, 1), QTime(9, 0), Qt::UTC);
    f.machine.cpuModel = QStringLiteral("Example CPU");
    f.machine.cores = 6;
    f.machine.gpuAbsentReason = QStringLiteral("no NVIDIA driver found");
    f.timing = {{1024, false, 1e-5, 0.01}};
    const QString text = app::SaveResultsDialog::contents(f);
    QVERIFY(text.contains(QStringLiteral("Example CPU, 6 cores")));
    QVERIFY(text.contains(QStringLiteral("no NVIDIA driver found")));
    QVERIFY(text.contains(QStringLiteral("Timing illusion: 1 readings")));
    QVERIFY(text.contains(QStringLiteral("Not in the file")));
    app::SaveResultsDialog dialog(f);
    dialog.nicknameEdit()->setText(QStringLiteral("  back   row  "));
    QCOMPARE(dialog.results().nickname, QStringLiteral("back row"));
    QCOMPARE(dialog.nicknameEdit()->maxLength(), core::board::kMaxNicknameLength);
}

QTEST_MAIN(TestBoardPanel)
#include "tst_board_panel.moc"
