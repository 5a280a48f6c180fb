#include "labs/vram/vrampanel.h"

#include "core/vram/vramcards.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"
#include "core/vram/vramtablemodels.h"
#include "core/vram/vramwords.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/pagetabs.h"
#include "labs/predictbox.h"
#include "labs/style.h"
#include "labs/vram/vramchart.h"
#include "labs/vram/vramcontrols.h"
#include "labs/wraplabel.h"

#include <QEvent>
#include <QGridLayout>
#include <QGroupBox>
#include <QHeaderView>
#include <QIdentityProxyModel>
#include <QLabel>
#include <QLocale>
#include <QPushButton>
#include <QScrollArea>
#include <QScrollBar>
#include <QTabBar>
#include <QTabWidget>
#include <QTableView>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>
#include <optional>

namespace gpulab::labs {
namespace vram = core::vram;

namespace {
// A table asks for the width of its columns, up to a limit, so the two tables
// stack under each other before either cuts its cells; wider still, it scrolls inside.
void askForWidth(QTableView *t)
{
    constexpr int kMostWidth = 560;
    const int need = t->horizontalHeader()->length() + 2 * t->frameWidth() + 4;
    if (const int want = std::min(need, kMostWidth); t->minimumWidth() != want)
        t->setMinimumWidth(want);
}

QTableView *table(QAbstractItemModel *model, const QString &name, QWidget *parent)
{
    auto *t = new QTableView(parent);
    t->setObjectName(name);
    t->setModel(model);
    t->horizontalHeader()->setSectionResizeMode(QHeaderView::Stretch);
    for (int c = 0; c + 1 < model->columnCount(); ++c)
        t->horizontalHeader()->setSectionResizeMode(c, QHeaderView::ResizeToContents);
    t->verticalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    t->verticalHeader()->hide();
    t->setEditTriggers(QAbstractItemView::NoEditTriggers);
    t->setSelectionMode(QAbstractItemView::NoSelection);
    // Tab reaches it, the arrows read its cells, Tab leaves it again.
    t->setFocusPolicy(Qt::TabFocus);
    t->setTabKeyNavigation(false);
    t->setWordWrap(false);
    // Every row shows, at any text size (a table of two visible rows hid the answer).
    t->setSizeAdjustPolicy(QAbstractScrollArea::AdjustToContents);
    t->setVerticalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    // The columns follow their cells by themselves (new figures on every
    // slider step); the table's least width follows its columns.
    QObject::connect(t->horizontalHeader(), &QHeaderView::sectionResized, t, [t] { askForWidth(t); });
    return t;
}

// The columns measured again now (a new text size), and the width asked for.
void askForColumns(QTableView *t)
{
    t->horizontalHeader()->resizeSections(QHeaderView::ResizeToContents);
    askForWidth(t);
}

// The fits table's verdicts in the inks in use: green where the plan fits,
// red where not (the words say it too; the colour is the model's kFitsRole).
class VerdictInks : public QIdentityProxyModel {
public:
    using QIdentityProxyModel::QIdentityProxyModel;
    [[nodiscard]] QVariant data(const QModelIndex &index, int role) const override
    {
        if (role != Qt::ForegroundRole)
            return QIdentityProxyModel::data(index, role);
        const QVariant fits = QIdentityProxyModel::data(index, core::vram::VramFitsModel::kFitsRole);
        if (!fits.isValid())
            return {};
        return style::colour(fits.toBool() ? style::Ink::GoodText : style::Ink::BadText);
    }
};

QLabel *wrapped(QWidget *parent)
{
    auto *l = new WrapLabel(parent); // asked its height many times per step: it remembers
    l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    return l;
}
} // namespace

VramPanel::VramPanel(const LabContext &context, QWidget *parent)
    : LabPanel(parent), m_context(context), m_report(context.deviceReport()), m_model(new vram::VramLabModel(this))
{
    m_model->setCuda(m_report.cuda);

    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(16, 12, 16, 12);
    // Inputs beside the answer where the width allows, above it where not;
    // the shell's scroll area takes care of the height.
    auto *row = new AdaptiveRow(this);
    outer->addWidget(row);
    QBoxLayout *root = row->columns();
    root->setSpacing(14);

    // Left: the inputs.
    auto *left = new QVBoxLayout;
    auto *head = new QHBoxLayout;
    m_heading = style::heading(QString(), this);
    head->addWidget(m_heading);
    head->addStretch();
    auto *resetButton = new QPushButton(this);
    m_resetButton = resetButton;
    resetButton->setObjectName(QStringLiteral("resetButton"));
    head->addWidget(resetButton);
    left->addLayout(head);
    m_controls = new VramControls(m_model, this);
    left->addWidget(m_controls);
    auto *predict = new PredictBox(core::predict::Question::Fits, QStringLiteral("vram"), this);
    predict->setRevealOnLock(true); // the bar and the verdict wait for the locked guess
    predict->setAnswer([this] { return core::predict::fitsAnswer(m_controls->plan()) ? 1.0 : 0.0; });
    left->addWidget(predict);
    left->addStretch(1);
    m_gpuLine = wrapped(this);
    m_gpuLine->setObjectName(QStringLiteral("gpuLine"));
    left->addWidget(m_gpuLine);
    root->addLayout(left, 0);

    // Right: the answer.
    auto *right = new QVBoxLayout;
    right->setSpacing(8);
    auto *answer = new QHBoxLayout;
    m_total = new QLabel(this);
    m_total->setObjectName(QStringLiteral("total"));
    style::setRelativeFont(m_total, 2.2, true);
    answer->addWidget(m_total);
    m_verdict = wrapped(this);
    m_verdict->setObjectName(QStringLiteral("verdict"));
    markKeyFigure(m_verdict);
    answer->addWidget(m_verdict, 1);
    right->addLayout(answer);
    m_activations = wrapped(this);
    m_activations->setObjectName(QStringLiteral("activationsLine"));
    right->addWidget(m_activations);
    // The chart gets the full width; under it the verdict per card beside the two tables.
    m_chart = new VramChart(this);
    right->addWidget(m_chart, 3);
    right->addWidget(m_chart->legendBelow());
    auto *tablesRow = new AdaptiveRow(this);
    QBoxLayout *tables = tablesRow->columns();
    m_fitsBox = new QGroupBox(this);
    QGroupBox *fitsBox = m_fitsBox;
    auto *fitsLayout = new QVBoxLayout(fitsBox);
    m_fitsNote = wrapped(fitsBox);
    fitsLayout->addWidget(m_fitsNote);
    auto *inks = new VerdictInks(this);
    inks->setSourceModel(new vram::VramFitsModel(m_model, this));
    m_fits = table(inks, QStringLiteral("fitsTable"), fitsBox);
    fitsLayout->addWidget(m_fits);
    tables->addWidget(fitsBox, 1);
    predict->coverUntilRevealed({m_total, m_verdict, m_chart, fitsBox});
    auto *tabs = new PageTabs(this);
    m_tableTabs = tabs;
    tabs->setObjectName(QStringLiteral("tableTabs"));
    m_bookkeeping = table(new vram::VramBookkeepingModel(m_model, this), QStringLiteral("bookkeepingTable"), tabs);
    tabs->addTab(m_bookkeeping, QString());
    m_capacity = table(new vram::VramCapacityModel(m_model, this), QStringLiteral("capacityTable"), tabs);
    tabs->addTab(m_capacity, QString());
    tables->addWidget(tabs, 1);
    right->addWidget(tablesRow, 3);
    m_why = wrapped(this);
    style::setTextTone(m_why, style::Tone::Neutral);
    right->addWidget(m_why);

    m_fixBox = new QGroupBox(this);
    QGroupBox *fixBox = m_fixBox;
    auto *fixLayout = new QVBoxLayout(fixBox);
    m_fixNote = wrapped(fixBox);
    fixLayout->addWidget(m_fixNote);
    m_fixGrid = new QGridLayout;
    fixLayout->addLayout(m_fixGrid);
    const auto ids = vram::allFixes();
    for (int i = 0; i < ids.size(); ++i) {
        auto *b = new WrapButton(fixBox);
        b->setObjectName(QStringLiteral("fix%1").arg(i));
        const vram::FixId id = ids[i];
        connect(b, &QPushButton::clicked, this, [this, id] { applyFix(id); });
        m_fixGrid->addWidget(b, i, 0); // one column: the order reads top to bottom
        m_fixButtons << b;
    }
    m_lastFix = wrapped(fixBox);
    m_lastFix->setObjectName(QStringLiteral("lastFix"));
    m_lastFix->hide();
    fixLayout->addWidget(m_lastFix);
    // The mixed-precision fix, measured: the lesson's fp32-against-bf16 sweep.
    auto *mixedLink = new WrapLabel(fixBox);
    m_mixedLink = mixedLink;
    mixedLink->setObjectName(QStringLiteral("mixedPrecisionLink"));
    mixedLink->setWordWrap(true);
    mixedLink->setTextInteractionFlags(Qt::LinksAccessibleByMouse | Qt::LinksAccessibleByKeyboard);
    connect(mixedLink, &QLabel::linkActivated, this,
            [this] { Q_EMIT openLabRequested(QStringLiteral("throughput"), QStringLiteral("sweep-precision")); });
    fixLayout->addWidget(mixedLink);
    right->addWidget(fixBox);
    m_notes = wrapped(this);
    m_notes->setObjectName(QStringLiteral("notes"));
    style::setTextTone(m_notes, style::Tone::Neutral);
    right->addWidget(m_notes);
    root->addLayout(right, 1);

    // The figures follow the model; what the learner changed by hand also
    // retires the last fix's line and is spoken.
    connect(m_model, &vram::VramLabModel::planChanged, this, &VramPanel::refresh);
    connect(m_controls, &VramControls::planChanged, this, [this] {
        m_lastFixApplied.reset();
        m_lastFix->clear();
        m_lastFix->hide();
        announceSoon(this, [this] { return verdictSpoken(); });
    });
    for (auto signal : {&vram::VramLabModel::cardsChanged, &vram::VramLabModel::unitsChanged})
        connect(m_model, signal, this, [this] {
            refresh();
            showLastFix(); // the sizes in the unit now shown
        });
    connect(m_model, &vram::VramLabModel::tablePageChanged, this,
            [this] { m_tableTabs->setCurrentIndex(m_model->inputs().table == vram::TablePage::Capacity ? 1 : 0); });
    connect(m_tableTabs, &QTabWidget::currentChanged, this, [this](int index) {
        m_model->setTablePage(index == 1 ? vram::TablePage::Capacity : vram::TablePage::Bookkeeping);
    });
    connect(resetButton, &QPushButton::clicked, this, &VramPanel::reset);
    retranslate();
    // This machine's card joins the chart once the engine's worker has probed it.
    m_context.whenDeviceReportReady(this, [this] {
        m_report = m_context.deviceReport();
        m_model->setCuda(m_report.cuda); // its cards change: the figures follow
    });
}

void VramPanel::retranslate()
{
    // The probe's words (why this machine has no GPU line) in the language now in use.
    m_report = m_context.deviceReport();
    m_model->reword(); // card names, fix titles and notes in the new language
    m_heading->setText(tr("VRAM planner"));
    m_resetButton->setText(tr("Reset"));
    m_resetButton->setToolTip(tr("Back to the lesson's example: 7B, fp16, full training with Adam."));
    m_fitsBox->setTitle(tr("Does it fit?"));
    m_fitsNote->setText(tr("With the bookkeeping in use, headroom included."));
    m_fits->setAccessibleName(tr("Does it fit, per card"));
    m_bookkeeping->setToolTip(vram::bookkeepingDifference());
    m_bookkeeping->setAccessibleName(tr("Two bookkeepings"));
    // The headers (the tables' models word them) are in bytes per parameter, the cells in billions of
    // parameters ("bn"); the tooltip spells both out (and that SGD here keeps no momentum).
    m_capacity->setAccessibleName(tr("Capacity table"));
    m_tableTabs->setTabText(m_tableTabs->indexOf(m_bookkeeping), tr("Two bookkeepings"));
    m_tableTabs->setTabText(m_tableTabs->indexOf(m_capacity), tr("Capacity table"));
    m_tableTabs->setAccessibleName(tr("VRAM tables"));
    nameTabBar(m_tableTabs->tabBar(), tr("VRAM tables"));
    m_why->setText(vram::bookkeepingDifference());
    m_fixBox->setTitle(tr("Out of memory? Try these in order"));
    m_fixNote->setText(tr("Each button applies its fix to the plan."));
    m_mixedLink->setText(tr("<a href=\"lab:throughput/sweep-precision\">Mixed precision on your own CPU: run "
                            "fp32 against bf16 in the throughput lab</a>"));
    refresh(); // every figure, verdict, table row, fix button and the chart
    showLastFix();
}

void VramPanel::showLastFix()
{
    if (!m_lastFixApplied)
        return;
    const vram::FixOutcome f = vram::applyFix(m_lastFixApplied->first, m_lastFixApplied->second);
    m_lastFix->setText(tr("Applied: %1 — %2 → %3 (%4%5). %6")
                           .arg(f.title, fmtBytes(f.beforeBytes.total()), fmtBytes(f.afterBytes.total()),
                                f.delta() <= 0 ? QStringLiteral("−") : QStringLiteral("+"),
                                fmtBytes(std::abs(f.delta())), f.explanation));
    m_lastFix->show();
}

QString VramPanel::provenance() const
{
    const auto &cuda = m_report.cuda;
    const QString gpu = m_report.pending ? tr("this machine's GPU is still being checked")
                        : cuda.usable()
                            ? tr("this GPU's line is measured by the driver: %1, %2 total, %3 free")
                                  .arg(cuda.name, fmtBytes(double(cuda.totalBytes)), fmtBytes(double(cuda.freeBytes)))
                            : tr("no usable GPU: %1").arg(cuda.reason);
    return tr("Arithmetic — the planner adds up bytes per parameter, nothing is allocated; %1").arg(gpu);
}

core::ProvenanceKind VramPanel::provenanceKind() const
{
    // The planner adds up bytes: neither a measurement nor a simulation of
    // one. The status line says so, in the neutral colour.
    return core::ProvenanceKind::Arithmetic;
}

QString VramPanel::fmtBytes(double bytes) const
{
    return vram::formatSize(bytes, m_model->inputs().units);
}

QString VramPanel::fmtPartBytes(double bytes) const
{
    return vram::formatPartSize(bytes, m_model->inputs().units);
}

void VramPanel::reserveTotalWidth()
{
    // The total's width is that of the widest four-digit figure, so a control
    // that changes the total (checkpointing: 105.7 → 99.9 GB) moves nothing
    // beside it under a lecturer's pointer.
    constexpr double kWidestTotal = 9999.9e9;
    if (m_total)
        m_total->setMinimumWidth(m_total->fontMetrics().horizontalAdvance(fmtBytes(kWidestTotal)));
}

QString VramPanel::totalText() const
{
    return m_total->text();
}

QWidget *VramPanel::primaryControl() const
{
    if (auto *preset = findChild<QWidget *>(QStringLiteral("preset")); preset && preset->isEnabled())
        return preset;
    return LabPanel::primaryControl();
}

void VramPanel::reset()
{
    m_lastFixApplied.reset();
    m_model->reset();
    m_lastFix->clear();
    m_lastFix->hide();
}

void VramPanel::applyFix(vram::FixId id)
{
    const vram::Plan before = m_controls->plan();
    const vram::FixOutcome f = vram::applyFix(before, id);
    if (!f.applicable)
        return;
    m_model->setPlan(f.after);
    // Kept as the plan and the fix, not as words: a change of language re-words it.
    m_lastFixApplied = std::make_pair(before, id);
    showLastFix();
    announce(this, tr("%1 %2").arg(m_lastFix->text(), verdictSpoken()));
}

// The plan's total and verdict in words, for a screen reader.
QString VramPanel::verdictSpoken() const
{
    QTextDocument doc;
    doc.setHtml(m_verdict->text()); // the verdict's bold is markup
    return tr("Total %1, %2").arg(m_total->text(), doc.toPlainText());
}

void VramPanel::refresh()
{
    const vram::Plan &plan = m_model->plan();
    const vram::VramFigures &f = m_model->figures();
    const vram::PlanResult &r = f.result;

    m_total->setText(fmtBytes(r.total()));
    reserveTotalWidth();
    const vram::SizeUnit unit = m_model->inputs().units;
    const vram::VerdictWords verdict = vram::verdictWords(plan, f, unit);
    // An invalid plan's one sentence is plain text; a verdict's answer is in bold.
    m_verdict->setText(verdict.detail.isEmpty()
                           ? verdict.answer
                           : tr("%1 <b>%2</b>").arg(verdict.detail.toHtmlEscaped(), verdict.answer.toHtmlEscaped()));
    style::setTextTone(m_verdict, verdict.good ? style::Tone::Good : style::Tone::Bad);

    const vram::ActivationWords act = vram::activationWords(plan, r, unit);
    QString activations = tr("<b>%1:</b> %2").arg(act.heading.toHtmlEscaped(), act.sentences.value(0).toHtmlEscaped());
    for (qsizetype i = 1; i < act.sentences.size(); ++i)
        activations += QStringLiteral("<br>") + act.sentences[i].toHtmlEscaped();
    m_activations->setText(activations);

    m_chart->showPlan(r, f.cards, m_model->showGib());
    fillFits();
    fillBookkeeping();
    fillCapacity();
    fillFixes();

    QStringList notes = r.notes;
    if (const QString doubling = vram::doublingSentence(plan, f, unit); !doubling.isEmpty())
        notes << doubling;
    m_notes->setText(notes.join(QLatin1Char(' ')));

    const auto &cuda = m_report.cuda;
    m_gpuLine->setText(m_report.pending ? tr("This machine: its GPU is still being checked; its line joins the "
                                             "chart in a moment if it has one.")
                       : cuda.usable()
                           ? tr("This machine: %1 — %2 total, %3 free, measured by the driver just now.")
                                 .arg(cuda.name, fmtBytes(double(cuda.totalBytes)), fmtBytes(double(cuda.freeBytes)))
                           : tr("This machine: no usable GPU (%1), so it has no line in the chart.").arg(cuda.reason));
    if (const QString p = provenance(); p != m_lastProvenance) {
        m_lastProvenance = p;
        Q_EMIT provenanceChanged(p);
    }
}

void VramPanel::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    LabPanel::changeEvent(event);
    if (event->type() == QEvent::FontChange) {
        for (QTableView *t : {m_fits, m_bookkeeping, m_capacity})
            if (t)
                askForColumns(t); // the columns' width follows the text size
        reserveTotalWidth();
    }
    if (event->type() == QEvent::PaletteChange && m_fits)
        restyle();
}

void VramPanel::restyle()
{
    refresh();
    m_fits->viewport()->update(); // the verdicts' inks are read as they are drawn
}

void VramPanel::fillFits()
{
    askForWidth(m_fits); // the rows are the model's; its columns follow them
}

void VramPanel::fillBookkeeping()
{
    askForWidth(m_bookkeeping);
}

void VramPanel::fillCapacity()
{
    m_capacity->setToolTip(tr("Billions (bn) of parameters a card holds: its size ÷ bytes per parameter, no "
                              "headroom. 2 B to serve in fp16, 6 B to train with SGD without momentum, 14 B with "
                              "Adam; \"this plan\" divides by %1 B/param, the model states of the current plan.")
                               .arg(QLocale().toString(m_model->figures().stateBytesPerParam, 'f', 2)));
    askForWidth(m_capacity);
}

void VramPanel::fillFixes()
{
    const QList<vram::FixOutcome> &outcomes = m_model->figures().fixes;
    for (int i = 0; i < outcomes.size() && i < m_fixButtons.size(); ++i) {
        const auto &f = outcomes[i];
        WrapButton *b = m_fixButtons[i];
        setAvailable(b, f.applicable); // the fix just applied keeps the keyboard
        if (f.applicable)
            b->setWrappedPlainText(tr("%1. %2: %3%4")
                                       .arg(i + 1)
                                       .arg(f.title, f.delta() <= 0 ? QStringLiteral("−") : QStringLiteral("+"),
                                            fmtBytes(std::abs(f.delta()))));
        else
            b->setWrappedPlainText(tr("%1. %2 (n/a)").arg(i + 1).arg(f.title));
        b->setToolTip(f.explanation);
    }
}

QStringList VramPanel::presets() const
{
    return vram::VramLabModel::presets();
}

bool VramPanel::applyPreset(const QString &name)
{
    return m_model->applyPreset(name); // the figures and the controls follow its signal
}

QJsonObject VramPanel::saveState() const
{
    return m_model->toJson();
}

QString VramPanel::restoreState(const QJsonObject &state)
{
    // All or nothing: the model checks every key before anything changes.
    return m_model->fromJson(state);
}

} // namespace gpulab::labs
