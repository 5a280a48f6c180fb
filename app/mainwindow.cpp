#include "app/mainwindow.h"

#include "app/logging.h"
#include "app/navigatordelegate.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "kernels/log.h"
#include "labs/labregistry.h"
#include "labs/style.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QHBoxLayout>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QSplitter>
#include <QStackedWidget>
#include <QStatusBar>

#include <spdlog/version.h>

namespace gpulab::app {

MainWindow::MainWindow(QWidget *parent) : QMainWindow(parent), m_engine(new core::ComputeEngine(this))
{
    setWindowTitle(tr("GPU Lab"));
    setMinimumSize(960, 640);

    auto *splitter = new QSplitter(this);
    m_navigator = new QListWidget(splitter);
    m_navigator->setObjectName(QStringLiteral("labNavigator"));
    m_navigator->setMinimumWidth(260);
    m_navigator->setMaximumWidth(380);
    m_navigator->setSpacing(4);
    m_navigator->setWordWrap(true);
    m_navigator->setItemDelegate(new NavigatorDelegate(m_navigator));
    int index = 1;
    for (const auto &lab : labs::labRegistry()) {
        auto *item = new QListWidgetItem(lab.translatedTitle());
        item->setData(Qt::UserRole, lab.id);
        item->setData(NavigatorDelegate::kSummaryRole, lab.translatedSummary());
        item->setToolTip(tr("%1 (Ctrl+%2)").arg(lab.translatedSummary()).arg(index++));
        m_navigator->addItem(item);
    }
    m_stack = new QStackedWidget(splitter);
    splitter->addWidget(m_navigator);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    setCentralWidget(splitter);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("provenance"));
    m_status->setMargin(4);
    statusBar()->addWidget(m_status, 1);

    buildMenus();
    connect(m_navigator, &QListWidget::currentRowChanged, this, &MainWindow::onNavigatorRow);
    if (m_navigator->count() > 0)
        m_navigator->setCurrentRow(0);
}

MainWindow::~MainWindow() = default;

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *labsMenu = menuBar()->addMenu(tr("&Labs"));
    int index = 1;
    for (const auto &lab : labs::labRegistry()) {
        QAction *a = labsMenu->addAction(lab.translatedTitle(), this, [this, id = lab.id] { showLab(id); });
        if (index <= 9)
            a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg(index)));
        ++index;
    }

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *full = view->addAction(tr("&Full screen (for projectors)"), this,
                                    [this] { isFullScreen() ? showNormal() : showFullScreen(); });
    full->setShortcut(QKeySequence::FullScreen);
    QAction *bigger = view->addAction(tr("&Larger text"), this, [this] { scaleText(1.15); });
    bigger->setShortcut(QKeySequence::ZoomIn);
    QAction *smaller = view->addAction(tr("&Smaller text"), this, [this] { scaleText(1.0 / 1.15); });
    smaller->setShortcut(QKeySequence::ZoomOut);

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->addAction(tr("&About GPU Lab"), this, &MainWindow::showAbout);
}

labs::LabPanel *MainWindow::panel(const QString &id)
{
    if (auto it = m_panels.find(id); it != m_panels.end())
        return *it;
    const labs::LabEntry *entry = labs::findLab(id);
    if (!entry)
        return nullptr;
    labs::LabPanel *p = entry->create(labs::LabContext{m_engine}, m_stack);
    p->setObjectName(id);
    m_stack->addWidget(p);
    connect(p, &labs::LabPanel::provenanceChanged, this, &MainWindow::updateStatus);
    connect(p, &labs::LabPanel::openLabRequested, this, &MainWindow::openLab);
    m_panels.insert(id, p);
    log::get("app")->debug("panel {} created", id.toStdString());
    return p;
}

bool MainWindow::showLab(const QString &id)
{
    for (int row = 0; row < m_navigator->count(); ++row) {
        if (m_navigator->item(row)->data(Qt::UserRole).toString() == id) {
            m_navigator->setCurrentRow(row);
            onNavigatorRow(row); // also when the row was current already
            return true;
        }
    }
    return false;
}

bool MainWindow::openLab(const QString &id, const QString &preset)
{
    if (!showLab(id))
        return false;
    if (!preset.isEmpty() && !panel(id)->applyPreset(preset))
        log::get("app")->info("lab {} has no preset \"{}\"; opened as it is", id.toStdString(), preset.toStdString());
    updateStatus();
    return true;
}

QString MainWindow::currentLabId() const
{
    auto *item = m_navigator->currentItem();
    return item ? item->data(Qt::UserRole).toString() : QString();
}

void MainWindow::onNavigatorRow(int row)
{
    if (row < 0)
        return;
    const QString id = m_navigator->item(row)->data(Qt::UserRole).toString();
    if (labs::LabPanel *p = panel(id))
        m_stack->setCurrentWidget(p);
    updateStatus();
}

QString MainWindow::statusText() const
{
    return m_status->text();
}

void MainWindow::updateStatus()
{
    auto *p = qobject_cast<labs::LabPanel *>(m_stack->currentWidget());
    const core::DeviceReport report = core::deviceReport();
    const QString text = p ? p->provenance() : report.statusLine();
    const core::ProvenanceKind kind = p ? p->provenanceKind() : report.statusKind();
    m_status->setText(m_notice.isEmpty() ? text : tr("⚠ %1 · %2").arg(m_notice, text));
    // The colour comes from the kind, never from the (translated) words.
    labs::style::Tone tone = labs::style::Tone::Good;
    if (!m_notice.isEmpty() || kind == core::ProvenanceKind::Simulated)
        tone = labs::style::Tone::Warning;
    else if (kind == core::ProvenanceKind::Arithmetic)
        tone = labs::style::Tone::Neutral;
    labs::style::setTextTone(m_status, tone);
}

void MainWindow::scaleText(double factor)
{
    QFont f = QApplication::font();
    f.setPointSizeF(std::clamp(f.pointSizeF() * factor, 8.0, 40.0));
    QApplication::setFont(f);
    QSettings().setValue(QStringLiteral("view/fontPointSize"), f.pointSizeF());
}

void MainWindow::showAbout()
{
    const core::DeviceReport r = core::deviceReport();
    const QString cuda =
        r.cuda.runtimeVersion.isEmpty() ? tr("not loaded (%1)").arg(r.cuda.reason) : r.cuda.runtimeVersion;
    QMessageBox::about(
        this, tr("About GPU Lab"),
        tr("<h2>GPU Lab %1</h2>"
           "<p>Why deep-learning training runs on GPUs — measured on this machine where the hardware is there, "
           "simulated and labelled where it is not.</p>"
           "<p>Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA runtime: %7</p>"
           "<p>Log file: %8</p>")
            .arg(QStringLiteral(GPULAB_VERSION), QString::fromLatin1(qVersion()), r.cpu.onednnVersion)
            .arg(SPDLOG_VER_MAJOR)
            .arg(SPDLOG_VER_MINOR)
            .arg(SPDLOG_VER_PATCH)
            .arg(cuda.toHtmlEscaped(), logFilePath().toHtmlEscaped()));
}

void MainWindow::setNotice(const QString &notice)
{
    m_notice = notice;
    updateStatus();
}

void MainWindow::restoreState()
{
    QSettings s;
    restoreGeometry(s.value(QStringLiteral("window/geometry")).toByteArray());
    const QString last = s.value(QStringLiteral("window/lastLab")).toString();
    if (!last.isEmpty())
        showLab(last);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (m_saveStateOnClose) {
        QSettings s;
        s.setValue(QStringLiteral("window/geometry"), saveGeometry());
        s.setValue(QStringLiteral("window/lastLab"), currentLabId());
    }
    QMainWindow::closeEvent(event);
}

} // namespace gpulab::app
