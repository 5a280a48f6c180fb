#include "labs/board/boardpanel.h"

#include "labs/board/boardcharts.h"
#include "labs/pagetabs.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QDragEnterEvent>
#include <QDropEvent>
#include <QEvent>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QMimeData>
#include <QProgressBar>
#include <QPushButton>
#include <QSortFilterProxyModel>
#include <QTableView>
#include <QUrl>
#include <QVBoxLayout>

namespace gpulab::labs {

BoardPanel::BoardPanel(const LabContext &context, QWidget *parent) : LabPanel(parent), m_context(context)
{
    setAcceptDrops(true);
    auto *root = new QVBoxLayout(this);

    m_intro = new WrapLabel(this);
    m_intro->setWordWrap(true);
    root->addWidget(m_intro);

    auto *buttons = new QHBoxLayout;
    m_openFiles = new QPushButton(this);
    m_openFiles->setObjectName(QStringLiteral("boardOpenFiles"));
    m_openFolder = new QPushButton(this);
    m_openFolder->setObjectName(QStringLiteral("boardOpenFolder"));
    m_clear = new QPushButton(this);
    m_clear->setObjectName(QStringLiteral("boardClear"));
    m_progress = new QProgressBar(this);
    m_progress->setVisible(false);
    m_progress->setTextVisible(true);
    buttons->addWidget(m_openFiles);
    buttons->addWidget(m_openFolder);
    buttons->addWidget(m_clear);
    buttons->addWidget(m_progress, 1);
    buttons->addStretch();
    root->addLayout(buttons);

    m_status = new WrapLabel(this);
    m_status->setObjectName(QStringLiteral("boardStatus"));
    m_status->setWordWrap(true);
    root->addWidget(m_status);
    markKeyFigure(m_status);

    m_pages = new PageTabs(this);
    m_ratePage = new QWidget;
    // The legend beside the chart: below it, the reference cards' names took
    // the plot's height on a projector.
    auto *rateLayout = new QHBoxLayout(m_ratePage);
    m_rates = new BoardRateChart(m_ratePage);
    rateLayout->addWidget(m_rates, 3);
    rateLayout->addWidget(m_rates->legendBelow(), 2);

    m_curvePage = new QWidget;
    auto *curveLayout = new QVBoxLayout(m_curvePage);
    m_curves = new BoardCurveChart(m_curvePage);
    m_crossover = new WrapLabel(m_curvePage);
    m_crossover->setWordWrap(true);
    curveLayout->addWidget(m_curves, 1);
    curveLayout->addWidget(m_crossover);

    m_tablePage = new QWidget;
    auto *tableLayout = new QVBoxLayout(m_tablePage);
    m_model = new core::board::BoardTableModel(this);
    m_proxy = new QSortFilterProxyModel(this);
    m_proxy->setSourceModel(m_model);
    m_proxy->setSortRole(core::board::BoardTableModel::kSortRole);
    m_table = new QTableView(m_tablePage);
    m_table->setObjectName(QStringLiteral("boardTable"));
    m_table->setModel(m_proxy);
    // In the order the files were read (by name) until a header is clicked.
    m_table->horizontalHeader()->setSortIndicator(-1, Qt::AscendingOrder);
    m_table->setSortingEnabled(true);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_table->setMinimumHeight(160);
    m_figures = new WrapLabel(m_tablePage);
    m_figures->setObjectName(QStringLiteral("boardFigures"));
    m_figures->setWordWrap(true);
    m_figures->setTextInteractionFlags(Qt::TextSelectableByMouse);
    tableLayout->addWidget(m_table, 1);
    // The class figures on a page of their own: beside the table they left it
    // two rows at 1280×720 in projector mode.
    m_figuresPage = new QWidget;
    auto *figuresLayout = new QVBoxLayout(m_figuresPage);
    m_figures->setParent(m_figuresPage);
    figuresLayout->addWidget(m_figures);
    figuresLayout->addStretch();

    m_pages->addTab(m_tablePage, QString());
    m_pages->addTab(m_ratePage, QString());
    m_pages->addTab(m_curvePage, QString());
    m_pages->addTab(m_figuresPage, QString());
    root->addWidget(m_pages, 1);

    m_refused = new WrapLabel(this);
    m_refused->setObjectName(QStringLiteral("boardRefused"));
    m_refused->setWordWrap(true);
    m_refused->setVisible(false);
    root->addWidget(m_refused);

    connect(m_openFiles, &QPushButton::clicked, this, &BoardPanel::chooseFiles);
    connect(m_openFolder, &QPushButton::clicked, this, &BoardPanel::chooseFolder);
    connect(m_clear, &QPushButton::clicked, this, &BoardPanel::reset);
    connect(&m_loader, &core::board::BoardLoader::progress, this, [this](int done, int total) {
        m_progress->setRange(0, std::max(1, total));
        m_progress->setValue(done);
    });
    connect(&m_loader, &core::board::BoardLoader::finished, this, &BoardPanel::onLoaded);
    connect(m_table->selectionModel(), &QItemSelectionModel::currentRowChanged, this,
            [this](const QModelIndex &current) {
                highlight(current.isValid() ? m_proxy->mapToSource(current).row() : -1);
            });
    retranslate();
    showBoard();
}

QString BoardPanel::provenance() const
{
    const int machines = int(board().rows().size());
    if (machines == 0)
        return tr("No results files opened yet: the board shows what learners measured on their own machines");
    return tr("Measured on the learners' machines: %1 files read, %2 machines").arg(board().filesRead()).arg(machines);
}

core::ProvenanceKind BoardPanel::provenanceKind() const
{
    return board().rows().isEmpty() ? core::ProvenanceKind::Arithmetic : core::ProvenanceKind::Measured;
}

void BoardPanel::reset()
{
    if (m_loader.isRunning())
        m_loader.cancel();
    load({});
}

bool BoardPanel::load(const QStringList &paths)
{
    if (m_loader.isRunning())
        return false;
    m_progress->setRange(0, 0);
    m_progress->setVisible(!paths.isEmpty());
    m_status->setText(paths.isEmpty() ? QString() : tr("Reading the results files…"));
    return m_loader.start(paths);
}

void BoardPanel::chooseFiles()
{
    auto *dialog = new QFileDialog(this, tr("Open results files"));
    dialog->setObjectName(QStringLiteral("boardFileDialog"));
    dialog->setFileMode(QFileDialog::ExistingFiles);
    dialog->setNameFilters({tr("Results files (*.json)"), tr("All files (*)")});
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList &files) { load(files); });
    dialog->open();
}

void BoardPanel::chooseFolder()
{
    auto *dialog = new QFileDialog(this, tr("Open a folder of results files"));
    dialog->setObjectName(QStringLiteral("boardFolderDialog"));
    dialog->setFileMode(QFileDialog::Directory);
    dialog->setOption(QFileDialog::ShowDirsOnly);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    connect(dialog, &QFileDialog::filesSelected, this, [this](const QStringList &folders) { load(folders); });
    dialog->open();
}

void BoardPanel::highlight(int sourceRow)
{
    m_model->setHighlighted(sourceRow);
    const int row = m_model->highlighted();
    m_rates->setHighlighted(row);
    m_curves->setHighlighted(row);
}

void BoardPanel::onLoaded()
{
    m_progress->setVisible(false);
    showBoard();
    Q_EMIT provenanceChanged(provenance());
    Q_EMIT loaded();
}

void BoardPanel::showBoard()
{
    const core::board::Board &b = board();
    m_model->setRows(b.rows());
    const core::board::ClassFigures figures = b.figures();
    m_rates->setRows(b.rows());
    m_curves->setBoard(b.rows(), figures);
    m_figures->setText(core::board::classFiguresText(figures).join(QLatin1Char('\n')));
    m_crossover->setText(core::board::classFiguresText(figures).constLast());
    if (b.rows().isEmpty() && b.refused().isEmpty())
        m_status->setText(tr("Open learners' results files or a folder of them, or drop them here."));
    else
        m_status->setText(tr("Machines on the board: %1 (from %2 files read; %3 refused)")
                              .arg(b.rows().size())
                              .arg(b.filesRead())
                              .arg(b.refused().size()));
    QStringList refused;
    for (const core::board::Refusal &r : b.refused())
        refused << tr("%1: %2").arg(QFileInfo(r.file).fileName(), r.reason);
    const int shown = 8;
    if (refused.size() > shown) {
        const qsizetype more = refused.size() - shown;
        refused = refused.mid(0, shown);
        refused << tr("… and %1 more").arg(more);
    }
    m_refused->setText(refused.isEmpty()
                           ? QString()
                           : tr("Refused, left as they are:") + QLatin1Char('\n') + refused.join(QLatin1Char('\n')));
    m_refused->setVisible(!refused.isEmpty());
    style::setTextTone(m_refused, style::Tone::Bad);
}

void BoardPanel::retranslate()
{
    m_intro->setText(tr("The class board: every learner's machine side by side, from the results files they saved "
                        "(File › Save my results… or gpulab bench --save). Files are only read."));
    m_openFiles->setText(tr("&Open files…"));
    m_openFolder->setText(tr("Open a fol&der…"));
    m_clear->setText(tr("&Empty the board"));
    m_pages->setTabText(m_pages->indexOf(m_tablePage), tr("Table"));
    m_pages->setTabText(m_pages->indexOf(m_ratePage), tr("Best rates"));
    m_pages->setTabText(m_pages->indexOf(m_curvePage), tr("Sweep curves"));
    m_pages->setTabText(m_pages->indexOf(m_figuresPage), tr("Class figures"));
    m_table->setAccessibleName(tr("Machines on the class board"));
    m_model->retranslateHeaders();
    showBoard();
}

void BoardPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPanel::changeEvent(event);
}

void BoardPanel::dragEnterEvent(QDragEnterEvent *event)
{
    if (event->mimeData()->hasUrls())
        event->acceptProposedAction();
}

void BoardPanel::dropEvent(QDropEvent *event)
{
    QStringList paths;
    for (const QUrl &url : event->mimeData()->urls())
        if (url.isLocalFile())
            paths << url.toLocalFile();
    if (!paths.isEmpty() && load(paths))
        event->acceptProposedAction();
}

} // namespace gpulab::labs
