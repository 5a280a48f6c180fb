#include "app/resultsdialog.h"

#include "app/mainwindow.h"
#include "core/sessionresults.h"
#include "core/units.h"
#include "labs/board/boardpanel.h"
#include "labs/labpanel.h"

#include <QDate>
#include <QDialogButtonBox>
#include <QDir>
#include <QFileDialog>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QStandardPaths>
#include <QStatusBar>
#include <QVBoxLayout>

namespace gpulab::app {
namespace {

QString resultsRate(double gflops)
{
    return gflops > 0 ? core::units::gflops(gflops) : SaveResultsDialog::tr("not measured");
}

QString resultsSizes(const QList<core::board::ResultSeries> &series)
{
    QStringList sizes;
    for (const auto &s : series)
        for (const auto &p : s.points)
            if (!sizes.contains(QString::number(p.n)))
                sizes << QString::number(p.n);
    return sizes.join(QStringLiteral(", "));
}

constexpr int kResultsSavedMessageMs = 8000;

} // namespace

QString SaveResultsDialog::contents(const core::board::ResultsFile &f)
{
    const auto &m = f.machine;
    QStringList lines;
    lines
        << tr("CPU: %1, %2 cores, %3").arg(m.cpuModel).arg(m.cores).arg(m.simd.isEmpty() ? tr("SIMD unknown") : m.simd);
    lines << tr("CPU peaks: fp32 %1, bf16 %2; memory bandwidth %3")
                 .arg(resultsRate(m.fp32PeakGflops), resultsRate(m.bf16PeakGflops),
                      m.bandwidthBytesPerSecond > 0 ? core::units::gb(m.bandwidthBytesPerSecond) + QStringLiteral("/s")
                                                    : tr("not measured"));
    if (m.gpuUsable)
        lines << tr("GPU: %1, %2, driver %3, CUDA %4 (runtime %5)")
                     .arg(m.gpuName, core::units::gb(double(m.gpuMemoryBytes)), m.gpuDriverVersion, m.cudaDriverVersion,
                          m.cudaRuntimeVersion);
    else
        lines << tr("GPU: none usable (%1)").arg(m.gpuAbsentReason);
    lines << (f.lesson.isEmpty() ? tr("Lesson benchmark: not run")
                                 : tr("Lesson benchmark: n = %1").arg(resultsSizes(f.lesson)));
    lines << (f.sweeps.isEmpty()
                  ? tr("Measured sweeps: none")
                  : tr("Measured sweeps: %1 series, n = %2").arg(f.sweeps.size()).arg(resultsSizes(f.sweeps)));
    lines << (f.timing.isEmpty() ? tr("Timing illusion: not measured")
                                 : tr("Timing illusion: %1 readings").arg(f.timing.size()));
    lines << (f.roofline.isEmpty() ? tr("Roofline: not measured") : tr("Roofline: %1 devices").arg(f.roofline.size()));
    lines << tr("GPU Lab %1, saved %2 (UTC)").arg(f.appVersion, f.created.toString(Qt::ISODate));
    lines << tr("Not in the file: host name, user name, folders or paths, serial numbers.");
    return lines.join(QLatin1Char('\n'));
}

SaveResultsDialog::SaveResultsDialog(const core::board::ResultsFile &file, QWidget *parent)
    : QDialog(parent), m_file(file)
{
    setObjectName(QStringLiteral("saveResultsDialog"));
    setWindowTitle(tr("Save my results"));
    auto *root = new QVBoxLayout(this);
    auto *intro = new QLabel(tr("This writes a results file for the class board. Exactly this goes in it:"), this);
    intro->setWordWrap(true);
    root->addWidget(intro);
    m_contents = new QLabel(contents(file), this);
    m_contents->setObjectName(QStringLiteral("resultsContents"));
    m_contents->setWordWrap(true);
    m_contents->setTextInteractionFlags(Qt::TextSelectableByMouse);
    root->addWidget(m_contents);
    if (!file.hasMeasurements()) {
        auto *none = new QLabel(tr("Nothing was measured in this session yet: run the throughput lab's sweep or "
                                   "benchmark, the roofline or the timing lab's \"Run it\" first, or save the "
                                   "machine alone."),
                                this);
        none->setWordWrap(true);
        root->addWidget(none);
    }
    auto *form = new QFormLayout;
    m_nickname = new QLineEdit(this);
    m_nickname->setObjectName(QStringLiteral("resultsNickname"));
    m_nickname->setMaxLength(core::board::kMaxNicknameLength);
    m_nickname->setPlaceholderText(tr("optional, e.g. \"row 3, left\""));
    auto *label = new QLabel(tr("&Nickname on the board:"), this);
    label->setBuddy(m_nickname);
    form->addRow(label, m_nickname);
    root->addLayout(form);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Save | QDialogButtonBox::Cancel, this);
    buttons->button(QDialogButtonBox::Save)->setText(tr("&Save…"));
    buttons->button(QDialogButtonBox::Cancel)->setText(tr("Cancel"));
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    root->addWidget(buttons);
}

core::board::ResultsFile SaveResultsDialog::results() const
{
    core::board::ResultsFile f = m_file;
    f.nickname = m_nickname->text().simplified().left(core::board::kMaxNicknameLength);
    return f;
}

void addResultsActions(QMenu *file, MainWindow *window)
{
    QAction *save = file->addAction(SaveResultsDialog::tr("Save my &results…"), window, [window] {
        labs::LabContext context;
        context.engine = window->engine();
        const core::board::ResultsFile snapshot =
            core::SessionResults::instance().snapshot(context.deviceReport(), QString());
        auto *dialog = new SaveResultsDialog(snapshot, window);
        dialog->setAttribute(Qt::WA_DeleteOnClose);
        QObject::connect(dialog, &QDialog::accepted, window, [window, dialog] {
            const core::board::ResultsFile results = dialog->results();
            QSettings settings;
            QString folder = settings.value(QStringLiteral("results/lastFolder")).toString();
            if (folder.isEmpty() || !QFileInfo(folder).isDir())
                folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
            const QString suggested = QDir(folder).filePath(
                QStringLiteral("gpulab-results-%1.json").arg(QDate::currentDate().toString(Qt::ISODate)));
            QString path = QFileDialog::getSaveFileName(window, SaveResultsDialog::tr("Save my results"), suggested,
                                                        SaveResultsDialog::tr("Results files (*.json)"));
            if (path.isEmpty())
                return;
            if (QFileInfo(path).suffix().isEmpty())
                path += QStringLiteral(".json");
            if (const QString why = core::board::writeResultsFile(path, results); !why.isEmpty()) {
                QMessageBox::warning(window, SaveResultsDialog::tr("Save my results"), why);
                return;
            }
            settings.setValue(QStringLiteral("results/lastFolder"), QFileInfo(path).absolutePath());
            window->statusBar()->showMessage(
                SaveResultsDialog::tr("Saved your results to %1: hand this file to your instructor")
                    .arg(QDir::toNativeSeparators(path)),
                kResultsSavedMessageMs);
        });
        dialog->open();
    });
    save->setObjectName(QStringLiteral("saveMyResults"));
    QAction *open = file->addAction(SaveResultsDialog::tr("Open results on the class &board…"), window, [window] {
        if (!window->showLab(QStringLiteral("board")))
            return;
        if (auto *board = qobject_cast<labs::BoardPanel *>(window->panel(QStringLiteral("board"))))
            board->chooseFiles();
    });
    open->setObjectName(QStringLiteral("openClassBoard"));
    file->addSeparator();
}

} // namespace gpulab::app
