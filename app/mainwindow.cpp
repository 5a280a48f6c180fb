#include "app/mainwindow.h"

#include "app/keymap.h"
#include "app/keysdialog.h"
#include "app/language.h"
#include "app/logging.h"
#include "app/navigatordelegate.h"
#include "app/resultsdialog.h"
#include "core/computeengine.h"
#include "core/deviceprobe.h"
#include "core/labcodec.h"
#include "core/torch/torchfinder.h"
#include "kernels/log.h"
#include "labs/export.h"
#include "labs/followinglist.h"
#include "labs/labregistry.h"
#include "labs/predictbox.h"
#include "labs/style.h"

#include <QAction>
#include <QActionGroup>
#include <QApplication>
#include <QClipboard>
#include <QCloseEvent>
#include <QDate>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QHBoxLayout>
#include <QJsonDocument>
#include <QKeySequence>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QMessageBox>
#include <QMoveEvent>
#include <QPointer>
#include <QScrollArea>
#include <QScrollBar>
#include <QSettings>
#include <QSignalBlocker>
#include <QSplitter>
#include <QStackedWidget>
#include <QStandardPaths>
#include <QStatusBar>
#include <QTimer>

#include <spdlog/version.h>

namespace gpulab::app {
namespace {

// Keeps room in the menu bar's corner for a widget that lives in the window
// (see addExportActions), and puts that widget over itself wherever the menu
// bar lays it out.
class CornerSlot : public QWidget {
public:
    CornerSlot(QWidget *occupant, QWidget *parent) : QWidget(parent), m_occupant(occupant)
    {
        setFocusPolicy(Qt::NoFocus);
        setAttribute(Qt::WA_TransparentForMouseEvents);
    }
    [[nodiscard]] QSize sizeHint() const override { return m_occupant ? m_occupant->sizeHint() : QSize(); }
    [[nodiscard]] QSize minimumSizeHint() const override { return sizeHint(); }

protected:
    void changeEvent(QEvent *event) override
    {
        // The occupant's words or font changed with the window's.
        if (event->type() == QEvent::LanguageChange || event->type() == QEvent::FontChange)
            updateGeometry();
        QWidget::changeEvent(event);
    }
    void moveEvent(QMoveEvent *event) override
    {
        QWidget::moveEvent(event);
        place();
    }
    void resizeEvent(QResizeEvent *event) override
    {
        QWidget::resizeEvent(event);
        place();
    }
    void showEvent(QShowEvent *event) override
    {
        QWidget::showEvent(event);
        place();
    }
    void hideEvent(QHideEvent *event) override
    {
        QWidget::hideEvent(event);
        if (m_occupant)
            m_occupant->hide();
    }

private:
    void place()
    {
        if (!m_occupant || !m_occupant->parentWidget())
            return;
        m_occupant->setGeometry(QRect(mapTo(m_occupant->parentWidget(), QPoint(0, 0)), size()));
        m_occupant->show();
        m_occupant->raise();
    }
    QPointer<QWidget> m_occupant;
};

// The smallest window every panel is laid out for (a 1024-wide projector,
// less a taskbar).
constexpr int kMinWidth = 1024;
constexpr int kMinHeight = 640;
// How long the status line says where a lab state was saved.
constexpr int kSavedMessageMs = 8000;
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent), m_engine(new core::ComputeEngine(this)), m_torch(new core::torch::TorchFinder(this))
{
    setWindowTitle(tr("GPU Lab"));
    setMinimumSize(kMinWidth, kMinHeight);

    auto *splitter = new QSplitter(this);
    m_splitter = splitter;
    m_navigator = new labs::FollowingList(splitter);
    m_navigator->setObjectName(QStringLiteral("labNavigator"));
    m_navigator->setMinimumWidth(120);
    m_navigator->setFocusPolicy(Qt::StrongFocus); // in the Tab chain, like every control
    m_navigator->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    m_navigator->setSpacing(4);
    m_navigator->setWordWrap(true);
    m_navigator->setItemDelegate(new NavigatorDelegate(m_navigator));
    for (const auto &lab : labs::labRegistry()) {
        auto *item = new QListWidgetItem;
        item->setData(Qt::UserRole, lab.id);
        m_navigator->addItem(item);
    }
    retitleNavigator();
    m_stack = new QStackedWidget(splitter);
    splitter->addWidget(m_navigator);
    splitter->addWidget(m_stack);
    splitter->setStretchFactor(1, 1);
    splitter->setCollapsible(0, true);
    splitter->setCollapsible(1, false);
    setCentralWidget(splitter);

    m_status = new QLabel(this);
    m_status->setObjectName(QStringLiteral("provenance"));
    m_status->setMargin(4);
    // A long provenance line must not widen the window: it breaks onto a
    // second line (showStatusWrapped; the tooltip has it whole).
    m_status->setSizePolicy(QSizePolicy::Ignored, QSizePolicy::Preferred);
    statusBar()->addWidget(m_status, 1);
    // The status line is painted in every frame: its first paint marks the
    // window as up, and only then does the worker measure the machine.
    m_status->installEventFilter(this);
    connect(m_engine, &core::ComputeEngine::deviceReportReady, this, &MainWindow::updateStatus);

    buildMenus();
    connect(m_navigator, &QListWidget::currentRowChanged, this, &MainWindow::onNavigatorRow);
    // A click or Enter on a lab goes into it; the arrow keys keep walking the list.
    connect(m_navigator, &QListWidget::itemClicked, this, &MainWindow::focusCurrentLab);
    connect(m_navigator, &QListWidget::itemActivated, this, &MainWindow::focusCurrentLab);
    if (m_navigator->count() > 0)
        m_navigator->setCurrentRow(0);
    fitNavigator();
}

MainWindow::~MainWindow() = default;

void MainWindow::retitleNavigator()
{
    m_navigator->setAccessibleName(tr("Labs"));
    for (int row = 0; row < m_navigator->count(); ++row) {
        QListWidgetItem *item = m_navigator->item(row);
        const labs::LabEntry *lab = labs::findLab(item->data(Qt::UserRole).toString());
        if (!lab)
            continue;
        item->setText(lab->translatedTitle());
        item->setData(NavigatorDelegate::kSummaryRole, lab->translatedSummary());
        item->setToolTip(tr("%1: %2 (Ctrl+%3)").arg(lab->translatedTitle(), lab->translatedSummary()).arg(row + 1));
    }
}

void MainWindow::retranslate()
{
    setWindowTitle(tr("GPU Lab"));
    retitleNavigator();
    // The menus are made again in the new words (their actions, shortcuts and
    // object names as before); the LanguageChange that brings us here is
    // posted, so no menu is in the middle of a trigger while it goes.
    const bool navigatorShown = !m_navigator->isHidden();
    const QList<QAction *> bar = menuBar()->actions();
    menuBar()->clear();
    for (QAction *a : bar)
        delete a->menu();
    m_projectorAction = nullptr;
    buildMenus();
    if (auto *lablist = findChild<QAction *>(QStringLiteral("showNavigator")))
        lablist->setChecked(navigatorShown);
    if (m_keysDialog && m_keysDialog->isVisible())
        showKeys(); // made again, in the new words
    else {
        delete m_keysDialog;
        m_keysDialog = nullptr;
    }
    updateStatus();
    fitNavigator();
}

void MainWindow::buildMenus()
{
    QMenu *file = menuBar()->addMenu(tr("&File"));
    addLabStateActions(file);
    addResultsActions(file, this);
    addExportActions(file);
    QAction *quit = file->addAction(tr("&Quit"), this, &QWidget::close);
    quit->setShortcut(QKeySequence::Quit);

    QMenu *labsMenu = menuBar()->addMenu(tr("&Labs"));
    int index = 1;
    for (const auto &lab : labs::labRegistry()) {
        QAction *a = labsMenu->addAction(lab.translatedTitle(), this, [this, id = lab.id] {
            showLab(id);
            focusCurrentLab();
        });
        if (index <= 9)
            a->setShortcut(QKeySequence(QStringLiteral("Ctrl+%1").arg(index)));
        ++index;
    }
    labsMenu->addSeparator();
    QAction *resetLab = labsMenu->addAction(tr("&Reset this lab"), this, &MainWindow::resetCurrentLab);
    resetLab->setObjectName(QStringLiteral("resetLab"));
    resetLab->setShortcut(QKeySequence(QStringLiteral("Alt+R")));
    resetLab->setStatusTip(tr("Back to the lesson's starting state"));
    QAction *resetAll = labsMenu->addAction(tr("Reset &all labs"), this, &MainWindow::resetAllLabs);
    resetAll->setObjectName(QStringLiteral("resetAllLabs"));

    QMenu *view = menuBar()->addMenu(tr("&View"));
    QAction *full = view->addAction(tr("&Full screen (for projectors)"), this,
                                    [this] { isFullScreen() ? showNormal() : showFullScreen(); });
    full->setObjectName(QStringLiteral("fullScreen"));
    // F11 itself: QKeySequence::FullScreen is nothing on plain X11 and Ctrl+F11 under GNOME.
    QList<QKeySequence> fullKeys{QKeySequence(Qt::Key_F11)};
    if (const QKeySequence platform(QKeySequence::FullScreen); !platform.isEmpty() && platform != fullKeys.front())
        fullKeys << platform;
    full->setShortcuts(fullKeys);
    m_projectorAction = view->addAction(tr("&Projector mode"));
    m_projectorAction->setObjectName(QStringLiteral("projectorMode"));
    m_projectorAction->setCheckable(true);
    m_projectorAction->setChecked(labs::style::projector());
    m_projectorAction->setShortcut(QKeySequence(Qt::Key_F5));
    m_projectorAction->setStatusTip(tr("Light, high-contrast colours, large text and thick chart lines for a room."));
    connect(m_projectorAction, &QAction::toggled, this, [this](bool on) { setProjectorMode(on); });
    QAction *lablist = view->addAction(tr("Show the lab &list"));
    lablist->setObjectName(QStringLiteral("showNavigator"));
    lablist->setCheckable(true);
    lablist->setChecked(true);
    lablist->setShortcut(QKeySequence(QStringLiteral("Ctrl+L")));
    connect(lablist, &QAction::toggled, m_navigator, &QWidget::setVisible);
    view->addSeparator();
    QAction *bigger = view->addAction(
        tr("&Larger text"), this, [this] { setTextScale(labs::style::nextTextScale(labs::style::textScale(), 1)); });
    bigger->setObjectName(QStringLiteral("largerText"));
    bigger->setShortcuts({QKeySequence::ZoomIn, QKeySequence(QStringLiteral("Ctrl+="))});
    QAction *smaller = view->addAction(
        tr("&Smaller text"), this, [this] { setTextScale(labs::style::nextTextScale(labs::style::textScale(), -1)); });
    smaller->setObjectName(QStringLiteral("smallerText"));
    smaller->setShortcut(QKeySequence::ZoomOut);
    QAction *normal = view->addAction(tr("&Normal text size"), this, [this] { setTextScale(1.0); });
    normal->setObjectName(QStringLiteral("normalText"));
    normal->setShortcut(QKeySequence(QStringLiteral("Ctrl+0")));

    // Applied at once, and stored for main.cpp (app/language.h) to read at the
    // next start; gpulab --lang overrides the stored choice for that start.
    QMenu *languageMenu = menuBar()->addMenu(tr("Lan&guage"));
    languageMenu->setObjectName(QStringLiteral("languageMenu"));
    auto *languages = new QActionGroup(languageMenu);
    const QString stored = QSettings().value(QLatin1String(kLanguageSettingsKey)).toString();
    const QList<std::pair<QString, QString>> choices{{QString(), tr("&System language")},
                                                     {QStringLiteral("en"), tr("&English")},
                                                     {QStringLiteral("de"), tr("&German (Deutsch)")},
                                                     {QStringLiteral("hi"), tr("&Hindi (हिन्दी)")}};
    for (const auto &[code, name] : choices) {
        QAction *a = languageMenu->addAction(name, this, [this, c = code] { setLanguage(c); });
        a->setObjectName(QStringLiteral("language-") + (code.isEmpty() ? QStringLiteral("system") : code));
        a->setCheckable(true);
        a->setChecked(code == stored || (code.isEmpty() && !languageCodes().contains(stored)));
        a->setStatusTip(tr("Switches every lab to this language now; remembered for the next start."));
        languages->addAction(a);
    }

    QMenu *help = menuBar()->addMenu(tr("&Help"));
    QAction *keys = help->addAction(tr("&Keyboard shortcuts"), this, &MainWindow::showKeys);
    keys->setObjectName(QStringLiteral("showKeys"));
    // "?" is typed, not a shortcut, while a text field has the focus (it takes the key first).
    keys->setShortcuts({QKeySequence(Qt::Key_F1), QKeySequence(QStringLiteral("?"))});
    help->addAction(tr("&About GPU Lab"), this, &MainWindow::showAbout);
}

void MainWindow::startDeviceProbe()
{
    m_engine->probeDevice();
}

labs::LabPanel *MainWindow::currentPanel() const
{
    auto *scroller = qobject_cast<QScrollArea *>(m_stack->currentWidget());
    return scroller ? qobject_cast<labs::LabPanel *>(scroller->widget()) : nullptr;
}

namespace {
// A lab's controls, and its open guesses: "Predict first" again, nothing hidden.
void resetLab(labs::LabPanel *p)
{
    p->reset();
    for (labs::PredictBox *box : p->findChildren<labs::PredictBox *>())
        box->reset();
}
} // namespace

void MainWindow::resetCurrentLab()
{
    if (labs::LabPanel *p = currentPanel()) {
        resetLab(p);
        updateStatus();
    }
}

void MainWindow::resetAllLabs()
{
    // A lab not opened yet is in its starting state already.
    for (labs::LabPanel *p : std::as_const(m_panels))
        resetLab(p);
    updateStatus();
}

void MainWindow::showKeys()
{
    delete m_keysDialog; // the keys of the lab on screen now
    labs::LabPanel *p = currentPanel();
    const labs::LabEntry *entry = labs::findLab(currentLabId());
    m_keysDialog = new KeysDialog(entry ? entry->translatedTitle() : QString(), p ? panelKeys(p) : QList<KeyBinding>{},
                                  windowKeys(this), this);
    m_keysDialog->setAttribute(Qt::WA_DeleteOnClose, false);
    m_keysDialog->show();
    m_keysDialog->activateWindow();
}

bool MainWindow::eventFilter(QObject *watched, QEvent *event)
{
    if (watched == m_status && (event->type() == QEvent::Resize || event->type() == QEvent::FontChange))
        showStatusWrapped();
    if (watched == m_status && event->type() == QEvent::Paint && !m_firstFramePainted) {
        m_firstFramePainted = true;
        // After the rest of this frame has been painted and shown.
        QTimer::singleShot(0, this, [this] {
            startDeviceProbe();
            Q_EMIT firstFramePainted();
        });
    }
    return QMainWindow::eventFilter(watched, event);
}

labs::LabPanel *MainWindow::panel(const QString &id)
{
    if (auto it = m_panels.find(id); it != m_panels.end())
        return *it;
    const labs::LabEntry *entry = labs::findLab(id);
    if (!entry)
        return nullptr;
    labs::LabPanel *p = entry->create(labs::LabContext{m_engine, m_torch}, m_stack);
    p->setObjectName(id);
    labs::exports::install(p); // context menus on its charts and tables
    labs::style::letShrink(p);
    // Where a panel cannot shrink to the window (1024×640 at a large text
    // size), it scrolls instead of squeezing its controls over each other.
    auto *scroller = new QScrollArea(m_stack);
    scroller->setObjectName(id + QStringLiteral("Scroller"));
    scroller->setWidgetResizable(true);
    scroller->setFrameShape(QFrame::NoFrame);
    // Not a Tab stop of its own (an unnamed stop after the last control):
    // the page scrolls to the control Tab reaches, and with the wheel.
    scroller->setFocusPolicy(Qt::NoFocus);
    // The page's width never depends on how tall it is: a scroll bar that
    // came and went as a press made the page taller moved every control
    // sideways under the pointer (the cost lab's spot box at 1920×1080).
    scroller->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOn);
    scroller->setWidget(p);
    m_stack->addWidget(scroller);
    connect(p, &labs::LabPanel::provenanceChanged, this, &MainWindow::updateStatus);
    connect(p, &labs::LabPanel::openLabRequested, this, &MainWindow::openLab);
    m_panels.insert(id, p);
    log::get("app")->debug("panel {} created", id.toStdString());
    if (m_persistLabStates) {
        // Kept in the lab state's version-2 form; settings remembered by a
        // GPU Lab before it (version 1, widget names) are converted once.
        QSettings settings;
        QByteArray stored = settings.value(QLatin1String(kRememberedStateKey) + id).toByteArray();
        const bool old = stored.isEmpty();
        if (old)
            stored = settings.value(QLatin1String(kRememberedStateV1Key) + id).toByteArray();
        if (!stored.isEmpty()) {
            QString why;
            std::optional<QJsonObject> state = QJsonDocument::fromJson(stored).object();
            if (old)
                state = core::labStateFromV1(id, *state, &why);
            if (state)
                why = p->restoreState(*state);
            if (!why.isEmpty())
                log::get("app")->warn("the {} lab's remembered settings were not restored: {}", id.toStdString(),
                                      why.toStdString());
        }
    }
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
    focusCurrentLab();
    return true;
}

void MainWindow::focusCurrentLab()
{
    if (labs::LabPanel *p = panel(currentLabId()))
        if (QWidget *control = p->primaryControl())
            control->setFocus(Qt::OtherFocusReason);
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
    if (labs::LabPanel *p = panel(id)) {
        labs::style::letShrink(p);                                    // labels filled in since
        m_stack->setCurrentWidget(p->parentWidget()->parentWidget()); // panel → viewport → scroll area
    }
    updateStatus();
}

QString MainWindow::statusText() const
{
    return m_statusFull;
}

void MainWindow::showStatusWrapped()
{
    // Too long for one line (a large text size, projector mode, a narrow
    // window): it breaks onto a second line at a space, never cut at the end,
    // because the end says whether a figure is simulated. Only a line too
    // long for two loses words, from its middle. The tooltip has it whole.
    const QFontMetrics metrics = m_status->fontMetrics();
    const int width = m_status->contentsRect().width() - 2 * m_status->margin();
    QString shown = m_statusFull;
    if (width > 0 && metrics.horizontalAdvance(m_statusFull) > width) {
        const QStringList words = m_statusFull.split(QLatin1Char(' '));
        QString first;
        int used = 0;
        for (; used < words.size(); ++used) {
            const QString longer = first.isEmpty() ? words[used] : first + QLatin1Char(' ') + words[used];
            if (!first.isEmpty() && metrics.horizontalAdvance(longer) > width)
                break;
            first = longer;
        }
        const QString rest = words.mid(used).join(QLatin1Char(' '));
        shown = rest.isEmpty() ? first : first + QLatin1Char('\n') + metrics.elidedText(rest, Qt::ElideMiddle, width);
    }
    if (shown != m_status->text())
        m_status->setText(shown);
}

void MainWindow::updateStatus()
{
    auto *scroller = qobject_cast<QScrollArea *>(m_stack->currentWidget());
    auto *p = scroller ? qobject_cast<labs::LabPanel *>(scroller->widget()) : nullptr;
    // Without a panel the device report speaks, once the worker has made it.
    const std::optional<core::DeviceReport> report = p ? std::nullopt : core::cachedDeviceReport();
    QString text = tr("Measuring this machine…");
    core::ProvenanceKind kind = core::ProvenanceKind::Arithmetic; // neutral until there is a figure
    if (p) {
        text = p->provenance();
        kind = p->provenanceKind();
    } else if (report) {
        text = report->statusLine();
        kind = report->statusKind();
    }
    const QString shown = m_notice.isEmpty() ? text : tr("⚠ %1 · %2").arg(m_notice, text);
    m_statusFull = shown;
    m_status->setToolTip(shown);
    showStatusWrapped();
    // The colour comes from the kind, never from the (translated) words.
    labs::style::Tone tone = labs::style::Tone::Good;
    if (!m_notice.isEmpty() || kind == core::ProvenanceKind::Simulated)
        tone = labs::style::Tone::Warning;
    else if (kind == core::ProvenanceKind::Arithmetic)
        tone = labs::style::Tone::Neutral;
    labs::style::setTextTone(m_status, tone);
}

void MainWindow::setTextScale(double scale)
{
    labs::style::setTextScale(scale);
    for (labs::LabPanel *p : std::as_const(m_panels))
        labs::style::letShrink(p);
    QSettings().setValue(QStringLiteral("view/textScale"), labs::style::textScale());
    fitNavigator();
}

void MainWindow::setProjectorMode(bool on, bool remember)
{
    labs::style::setProjector(on);
    if (m_projectorAction && m_projectorAction->isChecked() != on) {
        const QSignalBlocker quiet(m_projectorAction);
        m_projectorAction->setChecked(on);
    }
    for (labs::LabPanel *p : std::as_const(m_panels))
        labs::style::letShrink(p);
    if (remember)
        QSettings().setValue(QLatin1String(kProjectorSettingsKey), on);
    updateStatus(); // the status line's tone, in the new inks
    fitNavigator();
}

bool MainWindow::projectorMode() const
{
    return labs::style::projector();
}

void MainWindow::fitNavigator()
{
    if (!m_navigator || !m_splitter)
        return;
    // The delegate's title font: bold, a step above the list's own font.
    QFont title = m_navigator->font();
    title.setBold(true);
    title.setPointSizeF(title.pointSizeF() * NavigatorDelegate::kTitleScale);
    const QFontMetrics fm(title);
    int widest = 0;     // a whole title on one line: what the list would like
    int widestWord = 0; // the longest word: what a wrapped title cannot do without
    for (int row = 0; row < m_navigator->count(); ++row) {
        const QString text = m_navigator->item(row)->text();
        widest = std::max(widest, fm.horizontalAdvance(text));
        for (const QString &word : text.split(u' ', Qt::SkipEmptyParts))
            widestWord = std::max(widestWord, fm.horizontalAdvance(word));
    }
    const int chrome = 2 * NavigatorDelegate::kPadding + 2 * m_navigator->frameWidth() +
                       m_navigator->verticalScrollBar()->sizeHint().width() + 2 * m_navigator->spacing() + 8;
    const int total = std::max(width(), kMinWidth);
    const int nav = std::max(std::clamp(widest + chrome, 120, total / 5), widestWord + chrome);
    if (m_navigator->isVisible() || !isVisible())
        m_splitter->setSizes({nav, std::max(0, total - nav)});
    m_navigator->doItemsLayout(); // summaries re-wrap at the new width
}

void MainWindow::resizeEvent(QResizeEvent *event)
{
    QMainWindow::resizeEvent(event);
    fitNavigator();
}

void MainWindow::setLanguage(const QString &code)
{
    if (!switchLanguage(code))
        return;
    QSettings().setValue(QLatin1String(kLanguageSettingsKey), code);
    log::get("app")->info("language switched to {}", currentLanguage().toStdString());
}

void MainWindow::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::FontChange)
        fitNavigator();
    QMainWindow::changeEvent(event);
}

void MainWindow::showAbout()
{
    // Never waits for the probe: in the first moment after start it is still running.
    const core::DeviceReport r = labs::LabContext{m_engine, m_torch}.deviceReport();
    const QString measuring = tr("still being measured");
    const QString onednn = r.pending ? measuring : r.cpu.onednnVersion;
    const QString cuda = r.pending                         ? measuring
                         : r.cuda.runtimeVersion.isEmpty() ? tr("not loaded (%1)").arg(r.cuda.reason)
                                                           : r.cuda.runtimeVersion;
    QMessageBox::about(
        this, tr("About GPU Lab"),
        tr("<h2>GPU Lab %1</h2>"
           "<p>Why deep-learning training runs on GPUs — measured on this machine where the hardware is there, "
           "simulated and labelled where it is not.</p>"
           "<p>Qt %2 · oneDNN %3 · spdlog %4.%5.%6 · CUDA runtime: %7</p>"
           "<p>Log file: %8</p>")
            .arg(QStringLiteral(GPULAB_VERSION), QString::fromLatin1(qVersion()), onednn)
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
    setProjectorMode(s.value(QLatin1String(kProjectorSettingsKey), false).toBool(), false);
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
        if (m_persistLabStates)
            for (auto it = m_panels.cbegin(); it != m_panels.cend(); ++it) {
                s.setValue(QLatin1String(kRememberedStateKey) + it.key(),
                           QJsonDocument(it.value()->saveState()).toJson(QJsonDocument::Compact));
                s.remove(QLatin1String(kRememberedStateV1Key) + it.key());
            }
    }
    QMainWindow::closeEvent(event);
}

void MainWindow::addLabStateActions(QMenu *file)
{
    const QString filter = tr("GPU Lab state (*.gpulab)");
    QAction *save = file->addAction(tr("&Save lab state…"), this, [this, filter] {
        // A name to start from: the lab on show and today's date, in the
        // folder used last (else Documents), so a lecturer's files sort by day.
        QSettings settings;
        QString folder = settings.value(QStringLiteral("labState/lastFolder")).toString();
        if (folder.isEmpty() || !QFileInfo(folder).isDir())
            folder = QStandardPaths::writableLocation(QStandardPaths::DocumentsLocation);
        const QString suggested = QDir(folder).filePath(
            QStringLiteral("gpulab-%1-%2.gpulab").arg(currentLabId(), QDate::currentDate().toString(Qt::ISODate)));
        QString path = QFileDialog::getSaveFileName(this, tr("Save lab state"), suggested, filter);
        if (path.isEmpty())
            return;
        if (QFileInfo(path).suffix().isEmpty())
            path += QStringLiteral(".gpulab");
        if (const QString why = saveLabStateFile(path); !why.isEmpty()) {
            QMessageBox::warning(this, tr("Save lab state"), tr("%1: %2").arg(path, why));
            return;
        }
        settings.setValue(QStringLiteral("labState/lastFolder"), QFileInfo(path).absolutePath());
        statusBar()->showMessage(tr("Saved every lab's settings to %1").arg(QDir::toNativeSeparators(path)),
                                 kSavedMessageMs);
    });
    save->setObjectName(QStringLiteral("saveLabState"));
    save->setShortcut(QKeySequence::Save);
    QAction *open = file->addAction(tr("&Open lab state…"), this, [this, filter] {
        const QString path = QFileDialog::getOpenFileName(this, tr("Open lab state"), QString(), filter);
        if (path.isEmpty())
            return;
        if (const QString why = openLabStateFile(path); !why.isEmpty())
            QMessageBox::warning(this, tr("Open lab state"), tr("%1: %2. The labs are as they were.").arg(path, why));
    });
    open->setObjectName(QStringLiteral("openLabState"));
    open->setShortcut(QKeySequence::Open);
    QAction *copy = file->addAction(tr("&Copy lab state as text"), this, [this] {
        QGuiApplication::clipboard()->setText(QString::fromUtf8(core::labStateToJson(labState(), true)));
    });
    copy->setObjectName(QStringLiteral("copyLabState"));
    file->addSeparator();
}

void MainWindow::addExportActions(QMenu *file)
{
    // Made once: the menus are made again on a change of language, the
    // Export menu and its button are not (they re-word themselves).
    if (!m_exportMenu) {
        auto *menu = new labs::exports::ExportMenu([this]() -> QWidget * { return currentPanel(); }, this);
        // The button is the window's child, drawn over a slot the menu bar keeps
        // free in its corner: a corner widget itself is not in the menu bar's
        // accessibility tree (it reports no index), so a screen reader's object
        // navigation never reached it.
        auto *button = new labs::exports::ExportButton(menu, this);
        menuBar()->setCornerWidget(new CornerSlot(button, menuBar()), Qt::TopRightCorner);
        m_exportMenu = menu;
    }
    file->addMenu(m_exportMenu);
    file->addSeparator();
}

core::LabState MainWindow::labState()
{
    core::LabState st;
    st.current = currentLabId();
    for (const QString &id : labs::labIds()) {
        if (labs::LabPanel *p = panel(id); p && !p->saveState().isEmpty())
            st.labs.insert(id, p->saveState());
    }
    if (!st.labs.contains(st.current))
        st.current.clear();
    return st;
}

QString MainWindow::applyLabState(const core::LabState &state)
{
    QList<QPair<labs::LabPanel *, QJsonObject>> before;
    for (auto it = state.labs.cbegin(); it != state.labs.cend(); ++it) {
        labs::LabPanel *p = panel(it.key());
        if (!p)
            return tr("there is no %1 lab").arg(it.key());
        before.append({p, p->saveState()});
        if (const QString why = p->restoreState(it.value()); !why.isEmpty()) {
            for (const auto &[changed, old] : std::as_const(before))
                (void)changed->restoreState(old);
            return tr("the %1 lab refused it: %2").arg(it.key(), why);
        }
    }
    if (!state.current.isEmpty())
        showLab(state.current);
    return {};
}

QString MainWindow::openLabStateFile(const QString &path)
{
    const core::LabStateLoad load = core::loadLabState(path);
    if (!load.state)
        return load.error;
    return applyLabState(*load.state);
}

QString MainWindow::saveLabStateFile(const QString &path)
{
    QString why;
    core::saveLabState(labState(), path, &why);
    return why;
}

} // namespace gpulab::app
