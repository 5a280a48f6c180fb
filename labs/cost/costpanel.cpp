#include "labs/cost/costpanel.h"

#include "labs/cost/costcharts.h"

#include "core/cost/costconstants.h"
#include "core/cost/costfit.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"
#include "kernels/log.h"
#include "labs/chartview.h"
#include "labs/style.h"

#include <QBarCategoryAxis>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineSeries>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedBarSeries>
#include <QTabWidget>
#include <QTableWidget>
#include <QVBoxLayout>
#include <QValueAxis>

#include <cmath>

namespace gpulab::labs {
namespace {
using namespace core::cost;

QDoubleSpinBox *spin(double min, double max, double value, int decimals, const QString &suffix, QWidget *parent)
{
    auto *s = new QDoubleSpinBox(parent);
    s->setRange(min, max);
    s->setDecimals(decimals);
    s->setValue(value);
    s->setSuffix(suffix);
    s->setKeyboardTracking(false);
    return s;
}

QLabel *wrapLabel(QWidget *parent)
{
    auto *l = new QLabel(parent);
    l->setWordWrap(true);
    l->setTextFormat(Qt::RichText);
    return l;
}
} // namespace

CostPanel::CostPanel(const LabContext &, QWidget *parent) : LabPanel(parent), m_table(builtinRates())
{
    m_tableSource = tr("built-in example rates, written %1 — examples for teaching, not quotes").arg(m_table.asOf);
    // The user's saved table, when there is one and it reads cleanly; a file
    // that does not read is reported and left exactly as it is.
    const QString userPath = userRatesPath();
    if (QFile::exists(userPath)) {
        const RateTableLoad load = loadRateTable(userPath);
        if (load.table) {
            m_table = *load.table;
            m_tableSource = tr("your saved table (%1)").arg(userPath);
        } else {
            m_rateStatus = tr("Your saved table could not be read — %1. Using the built-in examples; the file was "
                              "not changed.")
                               .arg(load.error);
            log::get("labs")->warn("cost: {}", load.error.toStdString());
        }
    }

    auto *root = new QVBoxLayout(this);
    root->setContentsMargins(24, 16, 24, 16);
    auto *header = new QHBoxLayout;
    header->addWidget(style::heading(tr("What will the sweep cost?"), this));
    header->addStretch();
    root->addLayout(header);
    m_tabs = new QTabWidget(this);
    m_tabs->addTab(buildSweepTab(), tr("Sweep and spot"));
    m_tabs->addTab(buildRoutesTab(), tr("Which route"));
    m_tabs->addTab(buildBuyTab(), tr("Buy or rent"));
    m_tabs->addTab(buildRatesTab(), tr("Rates table"));
    root->addWidget(m_tabs, 1);
    recompute();
}

QWidget *CostPanel::buildSweepTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QHBoxLayout(tab);

    auto *inputs = new QGroupBox(tr("The sweep"), tab);
    auto *form = new QFormLayout(inputs);
    m_card = new QComboBox(inputs);
    m_card->setObjectName(QStringLiteral("cardClass"));
    m_hours = spin(0.1, 10000, 10, 1, tr(" h"), inputs);
    m_hours->setObjectName(QStringLiteral("hoursPerRun"));
    m_runs = new QSpinBox(inputs);
    m_runs->setRange(1, 100000);
    m_runs->setValue(5);
    m_runs->setObjectName(QStringLiteral("runs"));
    m_spot = new QCheckBox(tr("spot (pre-emptible, about half price)"), inputs);
    m_spot->setObjectName(QStringLiteral("spot"));
    m_cap = spin(0, 1e7, 0, 2, QString(), inputs);
    m_cap->setPrefix(QStringLiteral("$"));
    m_cap->setSpecialValueText(tr("no cap"));
    m_cap->setObjectName(QStringLiteral("cap"));
    m_cap->setToolTip(tr("Set a spending cap before you start: the bars turn red above it."));
    m_forgotten = new QCheckBox(tr("forget the instance afterwards"), inputs);
    m_forgotten->setObjectName(QStringLiteral("forgotten"));
    m_idleHours = spin(0, 10000, 72, 0, tr(" h idle"), inputs);
    m_idleHours->setToolTip(tr("An instance nobody stopped keeps billing, at the on-demand rate, until someone does."));
    m_model = new QComboBox(inputs);
    m_model->addItem(tr("(no model chosen)"), QString());
    // The models core's fit check offers (each a VRAM planner preset).
    for (const QString &id : modelsToHold())
        if (const auto *p = core::vram::findPreset(id))
            m_model->addItem(p->name, p->id);
    m_model->setObjectName(QStringLiteral("model"));
    m_modelMode = new QComboBox(inputs);
    m_modelMode->setObjectName(QStringLiteral("modelMode"));
    m_modelMode->addItem(tr("inference (fp16)"), QStringLiteral("inference"));
    m_modelMode->addItem(tr("full training (Adam)"), QStringLiteral("train"));
    m_modelMode->addItem(tr("LoRA fine-tuning"), QStringLiteral("lora"));
    m_modelMode->addItem(tr("QLoRA fine-tuning"), QStringLiteral("qlora"));
    m_modelMode->setCurrentIndex(1);
    form->addRow(tr("Card class"), m_card);
    form->addRow(tr("Hours per run"), m_hours);
    form->addRow(tr("Runs"), m_runs);
    form->addRow(QString(), m_spot);
    form->addRow(tr("Spending cap"), m_cap);
    form->addRow(m_forgotten, m_idleHours);
    form->addRow(tr("Model to hold"), m_model);
    form->addRow(tr("Used for"), m_modelMode);

    auto *spotBox = new QGroupBox(tr("Spot done properly"), tab);
    auto *spotForm = new QFormLayout(spotBox);
    m_interrupts = spin(0, 5, kDefaultInterruptsPerHour, 3, tr(" per hour"), spotBox);
    m_interrupts->setSingleStep(0.01);
    m_interrupts->setObjectName(QStringLiteral("interruptRate"));
    m_checkpoint = spin(0, 6000, kDefaultCheckpointMinutes, 0, tr(" min"), spotBox);
    m_checkpoint->setSpecialValueText(tr("no checkpoints"));
    m_checkpoint->setObjectName(QStringLiteral("checkpoint"));
    m_restart = spin(0, 600, kDefaultRestartMinutes, 0, tr(" min"), spotBox);
    spotForm->addRow(tr("Pre-emptions"), m_interrupts);
    spotForm->addRow(tr("Checkpoint every"), m_checkpoint);
    spotForm->addRow(tr("Restart costs"), m_restart);

    auto *left = new QVBoxLayout;
    left->addWidget(inputs);
    left->addWidget(spotBox);
    m_spotSummary = wrapLabel(tab);
    m_spotSummary->setObjectName(QStringLiteral("spotSummary"));
    left->addWidget(m_spotSummary);
    m_fitNotes = wrapLabel(tab);
    left->addWidget(m_fitNotes);
    left->addStretch();
    layout->addLayout(left, 2);

    auto *right = new QVBoxLayout;
    m_sweepSummary = wrapLabel(tab);
    m_sweepSummary->setObjectName(QStringLiteral("sweepSummary"));
    style::setRelativeFont(m_sweepSummary, 1.3);
    right->addWidget(m_sweepSummary);
    m_sweepChart = new QChart;
    m_sweepChart->setTitle(tr("The same sweep on every card class"));
    m_sweepChart->legend()->setAlignment(Qt::AlignBottom);
    m_sweepView = new ChartView(m_sweepChart, tab);
    m_sweepView->setRenderHint(QPainter::Antialiasing);
    m_sweepView->setMinimumHeight(260);
    right->addWidget(m_sweepView, 1);
    m_spotChart = new QChart;
    m_spotChart->setTitle(tr("Expected cost of the sweep against the pre-emption rate"));
    m_spotChart->legend()->setAlignment(Qt::AlignBottom);
    auto *spotView = new ChartView(m_spotChart, tab);
    spotView->setRenderHint(QPainter::Antialiasing);
    spotView->setMinimumHeight(260);
    right->addWidget(spotView, 1);
    layout->addLayout(right, 3);

    for (QComboBox *c : {m_card, m_model, m_modelMode})
        connect(c, &QComboBox::currentIndexChanged, this, &CostPanel::recompute);
    for (QDoubleSpinBox *s : {m_hours, m_cap, m_idleHours, m_interrupts, m_checkpoint, m_restart})
        connect(s, &QDoubleSpinBox::valueChanged, this, &CostPanel::recompute);
    connect(m_runs, &QSpinBox::valueChanged, this, &CostPanel::recompute);
    for (QCheckBox *c : {m_spot, m_forgotten})
        connect(c, &QCheckBox::toggled, this, &CostPanel::recompute);
    return tab;
}

QWidget *CostPanel::buildRoutesTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QVBoxLayout(tab);
    auto *row = new QHBoxLayout;
    row->addWidget(new QLabel(tr("How often do you train?"), tab));
    m_frequency = new QComboBox(tab);
    m_frequency->setObjectName(QStringLiteral("frequency"));
    for (Frequency f : {Frequency::Daily, Frequency::NowAndThen, Frequency::SeriousProject})
        m_frequency->addItem(frequencyName(f), int(f));
    m_frequency->setCurrentIndex(1);
    row->addWidget(m_frequency);
    row->addStretch();
    layout->addLayout(row);
    m_routeAdvice = wrapLabel(tab);
    m_routeAdvice->setObjectName(QStringLiteral("routeAdvice"));
    layout->addWidget(m_routeAdvice);
    auto *cards = new QHBoxLayout;
    for (int i = 0; i < int(routes().size()); ++i) {
        auto *card = wrapLabel(tab);
        card->setAlignment(Qt::AlignTop | Qt::AlignLeft);
        card->setMinimumWidth(220);
        cards->addWidget(card, 1);
        m_routeCards << card;
    }
    layout->addLayout(cards, 1);
    connect(m_frequency, &QComboBox::currentIndexChanged, this, &CostPanel::recompute);
    return tab;
}

QWidget *CostPanel::buildBuyTab()
{
    auto *tab = new QWidget(this);
    auto *layout = new QHBoxLayout(tab);
    auto *box = new QGroupBox(tr("Owning a card"), tab);
    auto *form = new QFormLayout(box);
    m_price = spin(0, 100000, kDefaultCardPriceDollars, 0, QString(), box);
    m_price->setPrefix(QStringLiteral("$"));
    m_watts = spin(0, 3000, kDefaultCardWatts, 0, tr(" W"), box);
    m_kwh = spin(0, 5, kDefaultDollarsPerKWh, 2, tr(" $/kWh"), box);
    m_hoursPerMonth = spin(1, 744, kDefaultHoursPerMonth, 0, tr(" h/month"), box);
    m_rentClass = new QComboBox(box);
    form->addRow(tr("Card price"), m_price);
    form->addRow(tr("Power draw"), m_watts);
    form->addRow(tr("Electricity"), m_kwh);
    form->addRow(tr("Your usage"), m_hoursPerMonth);
    form->addRow(tr("Instead of renting"), m_rentClass);
    layout->addWidget(box, 2);
    m_buySummary = wrapLabel(tab);
    m_buySummary->setObjectName(QStringLiteral("buySummary"));
    style::setRelativeFont(m_buySummary, 1.3);
    m_buySummary->setAlignment(Qt::AlignTop | Qt::AlignLeft);
    layout->addWidget(m_buySummary, 3);
    for (QDoubleSpinBox *s : {m_price, m_watts, m_kwh, m_hoursPerMonth})
        connect(s, &QDoubleSpinBox::valueChanged, this, &CostPanel::recompute);
    connect(m_rentClass, &QComboBox::currentIndexChanged, this, &CostPanel::recompute);
    return tab;
}

SweepInput CostPanel::sweepInput() const
{
    SweepInput in;
    in.hoursPerRun = m_hours->value();
    in.runs = m_runs->value();
    in.spot = m_spot->isChecked();
    in.capDollars = m_cap->value();
    in.forgottenInstance = m_forgotten->isChecked();
    in.idleHours = m_idleHours->value();
    in.interruptsPerHour = m_interrupts->value();
    in.checkpointMinutes = m_checkpoint->value();
    in.restartMinutes = m_restart->value();
    return in;
}

SpotInput CostPanel::spotInput() const
{
    return {m_hours->value(), m_interrupts->value(), m_checkpoint->value(), m_restart->value()};
}

void CostPanel::recompute()
{
    if (!m_sweepChart || !m_buySummary || !m_ratesLabel)
        return; // still being built
    const SweepInput in = sweepInput();
    const RateClass *chosen = m_table.find(m_card->currentData().toString());
    if (!chosen && !m_table.classes.isEmpty())
        chosen = &m_table.classes.front();

    // Which classes can hold the chosen model, and the cheapest of those: core's decision.
    const auto mode = core::vram::modeFromName(m_modelMode->currentData().toString()).value_or(core::vram::Mode::Train);
    const std::optional<core::vram::Plan> plan = planToHold(m_model->currentData().toString(), mode);
    m_comparison = compareClasses(m_table, in, plan);

    QList<SweepBar> bars;
    for (const ClassCost &c : m_comparison.classes)
        bars << SweepBar{c.card.name, c.cost.totalDollars, c.cost.overCap, c.canHold, c.cheapest};
    fillSweepChart(m_sweepChart, bars, in.capDollars);
    style::applyChartStyle(m_sweepChart);

    if (chosen) {
        const SweepCost sc = sweepCost(*chosen, in);
        QString text = tr("<b>%1</b>: %2/h × %3 h × %4 runs = <b>%5</b>")
                           .arg(chosen->name.toHtmlEscaped(), dollars(sc.rate))
                           .arg(in.hoursPerRun)
                           .arg(in.runs)
                           .arg(dollars(sc.computeDollars));
        if (in.spot)
            text += tr("<br>+ expected work redone and restarts after pre-emptions (see “Spot done properly”) = "
                       "<b>%1</b>")
                        .arg(dollars(sc.preemptionDollars));
        if (in.forgottenInstance)
            text += (in.spot ? tr("<br>+ forgotten instance: %1 h × %2/h at the spot rate = <b>%3</b>")
                             : tr("<br>+ forgotten instance: %1 h × %2/h on demand = <b>%3</b>"))
                        .arg(in.idleHours)
                        .arg(dollars(sc.rate), dollars(sc.idleDollars));
        text += in.spot ? tr("<br>Total, expected with pre-emptions: <b>%1</b>").arg(dollars(sc.totalDollars))
                        : tr("<br>Total <b>%1</b>").arg(dollars(sc.totalDollars));
        if (sc.overCap)
            text += tr(" — <span style='color:#c62828'><b>over your %1 cap</b></span>").arg(dollars(in.capDollars));
        text += tr("<br><small>%1</small>").arg(m_tableSource.toHtmlEscaped());
        m_sweepSummary->setText(text);
    }

    QStringList fit;
    if (plan) {
        for (const ClassCost &c : m_comparison.classes)
            if (!c.canHold)
                fit << tr("%1 cannot hold %2 for %3: it needs %4 GB, the card has %5 GB.")
                           .arg(c.card.name, m_model->currentText(), m_modelMode->currentText())
                           .arg(m_comparison.neededBytes / core::vram::kGB, 0, 'f', 1)
                           .arg(c.card.vramGB, 0, 'f', 0);
        if (fit.isEmpty())
            fit << tr("Every class can hold %1 for %2 (VRAM planner, headroom included).")
                       .arg(m_model->currentText(), m_modelMode->currentText());
    }
    m_fitNotes->setText(fit.join(QStringLiteral("<br>")));
    m_fitNotes->setVisible(!fit.isEmpty());

    // Spot: expected figures for the chosen class, and the curve against λ.
    if (chosen) {
        const SpotInput s = spotInput();
        const SpotComparison cmp = compareSpot(*chosen, s, in.runs);
        const double be = cmp.breakEvenInterruptsPerHour;
        const bool computable = std::isfinite(cmp.outcome.expectedWallHours) &&
                                std::isfinite(cmp.outcome.expectedLostHours) &&
                                std::isfinite(cmp.outcome.expectedInterruptions) && std::isfinite(cmp.spotDollars);
        if (!computable)
            m_spotSummary->setText(
                tr("On spot with %1 pre-emptions per hour, %2, the expected time and cost of a %3 h run are too large "
                   "to compute: almost every stretch of work is cut short before it is saved. Checkpoint more often "
                   "or shorten the runs.")
                    .arg(s.interruptsPerHour)
                    .arg(s.checkpointMinutes > 0 ? tr("checkpointing every %1 min").arg(s.checkpointMinutes)
                                                 : tr("<b>without checkpoints</b>"))
                    .arg(s.hoursPerRun));
        else
            m_spotSummary->setText(
                tr("On spot with %1 pre-emptions per hour, %2: a run takes <b>%3 h</b> on average (%4 h of work redone "
                   "or restarting, %5 pre-emptions). Expected <b>%6</b> for the sweep's runs, against <b>%7</b> on "
                   "demand. %8")
                    .arg(s.interruptsPerHour)
                    .arg(s.checkpointMinutes > 0 ? tr("checkpointing every %1 min").arg(s.checkpointMinutes)
                                                 : tr("<b>without checkpoints</b>"))
                    .arg(cmp.outcome.expectedWallHours, 0, 'f', 2)
                    .arg(cmp.outcome.expectedLostHours, 0, 'f', 2)
                    .arg(cmp.outcome.expectedInterruptions, 0, 'f', 2)
                    .arg(dollars(cmp.spotDollars), dollars(cmp.onDemandDollars))
                    .arg(std::isfinite(be)
                             ? tr("Spot stops paying off above <b>%1</b> pre-emptions per hour.").arg(be, 0, 'g', 3)
                             : tr("Spot pays off at any rate here.")));
        fillSpotChart(m_spotChart, *chosen, s, in.runs, be);
        style::applyChartStyle(m_spotChart);
    }

    // Routes and the decision rule.
    const auto freq = static_cast<Frequency>(m_frequency->currentData().toInt());
    const RouteId pick = recommendedRoute(freq);
    const QList<Route> all = routes();
    for (int i = 0; i < all.size() && i < m_routeCards.size(); ++i) {
        const Route &r = all[i];
        m_routeCards[i]->setText(tr("<h3>%1</h3><p><b>Cost:</b> %2</p><p><b>Set-up:</b> %3</p><p><b>Best for:</b> "
                                    "%4</p><p><b>Watch out:</b> %5</p>")
                                     .arg(r.name.toHtmlEscaped(), r.cost.toHtmlEscaped(), r.setup.toHtmlEscaped(),
                                          r.bestFor.toHtmlEscaped(), r.watchOut.toHtmlEscaped()));
        style::setBanner(m_routeCards[i], r.id == pick ? style::Tone::Good : style::Tone::Neutral);
    }
    const auto pickName = [&] {
        for (const auto &r : all)
            if (r.id == pick)
                return r.name;
        return QString();
    }();
    m_routeAdvice->setText(tr("You train <b>%1</b> → <b>%2</b>. Daily work pays for its own card; now-and-then "
                              "experiments fit a free notebook; a serious project rents what it needs, with a cap "
                              "set first.")
                               .arg(frequencyName(freq), pickName.toHtmlEscaped()));

    // Buy or rent.
    if (const RateClass *rent = m_table.find(m_rentClass->currentData().toString())) {
        const BuyOutcome b = buyVersusRent(BuyInput{m_price->value(), m_watts->value(), m_kwh->value(),
                                                    m_hoursPerMonth->value(), rent->onDemandPerHour});
        m_buySummary->setText(
            b.neverPaysOff
                ? tr("Renting %1 at %2/h costs no more than the power your own card would draw (%3/h): buying never "
                     "pays off at these prices.")
                      .arg(rent->name.toHtmlEscaped(), dollars(rent->onDemandPerHour), dollars(b.powerPerHour))
                : tr("Your card's power costs <b>%1/h</b>; renting %2 costs <b>%3/h</b>.<br>The card pays for itself "
                     "after <b>%4 hours</b> of use — <b>%5 months</b> at %6 h a month.<br><small>Not counted: resale "
                     "value, the rest of the computer, your time setting it up.</small>")
                      .arg(dollars(b.powerPerHour), rent->name.toHtmlEscaped(), dollars(rent->onDemandPerHour))
                      .arg(b.breakEvenHours, 0, 'f', 0)
                      .arg(b.breakEvenMonths, 0, 'f', 1)
                      .arg(m_hoursPerMonth->value()));
    }

    QString ratesText = tr("<b>In use:</b> %1.").arg(m_tableSource.toHtmlEscaped());
    if (!m_table.note.isEmpty())
        ratesText += QStringLiteral(" ") + m_table.note.toHtmlEscaped();
    if (!m_rateStatus.isEmpty())
        ratesText += tr("<br><span style='color:#7a4a00'><b>%1</b></span>").arg(m_rateStatus.toHtmlEscaped());
    m_ratesLabel->setText(ratesText);

    // The window's status line shows the provenance: tell it when the table
    // behind the figures changes (edited, saved, loaded, reset).
    if (const QString now = provenance(); now != m_shownProvenance) {
        m_shownProvenance = now;
        Q_EMIT provenanceChanged(now);
    }
}

QString CostPanel::provenance() const
{
    return tr("Arithmetic on %1 — no measurement involved").arg(m_tableSource);
}

core::ProvenanceKind CostPanel::provenanceKind() const
{
    return core::ProvenanceKind::Arithmetic;
}

QString CostPanel::rateStatus() const
{
    return m_rateStatus;
}

const ClassCost *CostPanel::shown(const QString &id) const
{
    for (const auto &c : m_comparison.classes)
        if (c.card.id == id)
            return &c;
    return nullptr;
}

double CostPanel::shownTotal(const QString &id) const
{
    const ClassCost *c = shown(id);
    return c ? c->cost.totalDollars : -1;
}

bool CostPanel::shownOverCap(const QString &id) const
{
    const ClassCost *c = shown(id);
    return c && c->cost.overCap;
}

bool CostPanel::shownCanHold(const QString &id) const
{
    const ClassCost *c = shown(id);
    return c && c->canHold;
}

QString CostPanel::shownCheapest() const
{
    return m_comparison.cheapestId;
}

QStringList CostPanel::presets() const
{
    return {QStringLiteral("spot"), QStringLiteral("no-checkpoint"), QStringLiteral("forgotten")};
}

bool CostPanel::applyPreset(const QString &name)
{
    if (!presets().contains(name))
        return false;
    m_tabs->setCurrentIndex(0);
    if (const int a100 = m_card->findData(QStringLiteral("a100-80")); a100 >= 0)
        m_card->setCurrentIndex(a100);
    m_hours->setValue(10);
    m_runs->setValue(5);
    m_spot->setChecked(name != u"forgotten");
    m_forgotten->setChecked(name == u"forgotten");
    m_checkpoint->setValue(name == u"no-checkpoint" ? 0 : kDefaultCheckpointMinutes);
    if (name == u"no-checkpoint")
        m_hours->setValue(50);
    recompute();
    return true;
}

} // namespace gpulab::labs
