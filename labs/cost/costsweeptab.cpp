#include "labs/cost/costsweeptab.h"

#include "core/cost/costlabmodel.h"
#include "core/cost/costlabstate.h"
#include "core/units.h"
#include "core/vram/vramnames.h"
#include "core/vram/vrampresets.h"
#include "labs/accessibility.h"
#include "labs/adaptiverow.h"
#include "labs/chartview.h"
#include "labs/cost/costcharts.h"
#include "labs/cost/costwidgets.h"
#include "labs/labpanel.h"
#include "labs/predictbox.h"
#include "labs/style.h"

#include <QChart>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QLegend>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>

#include <cmath>

namespace gpulab::labs {

using namespace core::cost;
using costui::figure;
using costui::spin;
using costui::wrapLabel;

namespace {
// The name of a form row, worded in retranslate(); as the field's buddy it names the field for screen readers.
QLabel *buddyFor(QWidget *field)
{
    auto *label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    return label;
}
} // namespace

CostSweepTab::CostSweepTab(CostLabModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    auto *outer = new QVBoxLayout(this);
    outer->setContentsMargins(0, 0, 0, 0);
    // Inputs beside the charts where the width allows, above them where not.
    auto *row = new AdaptiveRow(this);
    outer->addWidget(row);
    QBoxLayout *layout = row->columns();

    m_inputsBox = new QGroupBox(this);
    auto *inputs = m_inputsBox;
    m_form = new QFormLayout(inputs);
    QFormLayout *form = m_form;
    form->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_card = new QComboBox(inputs);
    m_card->setObjectName(QStringLiteral("cardClass"));
    m_hours = spin(kLabMinHoursPerRun, kLabMaxHoursPerRun, 10, 1, QString(), inputs);
    m_hours->setObjectName(QStringLiteral("hoursPerRun"));
    m_runs = new QSpinBox(inputs);
    m_runs->setRange(1, kLabMaxRuns);
    m_runs->setValue(5);
    m_runs->setObjectName(QStringLiteral("runs"));
    m_spot = new QCheckBox(inputs);
    m_spot->setObjectName(QStringLiteral("spot"));
    m_cap = spin(0, kLabMaxCapDollars, 0, 2, QString(), inputs);
    m_cap->setPrefix(QStringLiteral("$"));
    m_cap->setObjectName(QStringLiteral("cap"));
    m_forgotten = new QCheckBox(inputs);
    m_forgotten->setObjectName(QStringLiteral("forgotten"));
    m_idleHours = spin(0, kLabMaxIdleHours, 72, 0, QString(), inputs);
    m_idleHours->setObjectName(QStringLiteral("idleHours"));
    m_holdModel = new QComboBox(inputs);
    m_holdModel->addItem(QString(), QString()); // "(no model chosen)", worded in retranslate()
    // The models core's fit check offers (each a VRAM planner preset).
    for (const QString &id : modelsToHold())
        if (const auto *p = core::vram::findPreset(id))
            m_holdModel->addItem(p->name, p->id);
    m_holdModel->setObjectName(QStringLiteral("model"));
    m_holdMode = new QComboBox(inputs);
    m_holdMode->setObjectName(QStringLiteral("modelMode"));
    for (const char *mode : {"inference", "train", "lora", "qlora"})
        m_holdMode->addItem(QString(), QString::fromLatin1(mode));
    form->addRow(buddyFor(m_card), m_card);
    form->addRow(buddyFor(m_hours), m_hours);
    form->addRow(buddyFor(m_runs), m_runs);
    form->addRow(QString(), m_spot);
    form->addRow(buddyFor(m_cap), m_cap);
    form->addRow(m_forgotten, m_idleHours);
    form->addRow(buddyFor(m_holdModel), m_holdModel);
    form->addRow(buddyFor(m_holdMode), m_holdMode);

    // Made here, between the sweep's inputs and the spot box, so that Tab
    // reaches it where it sits: under the inputs.
    auto *predict = new PredictBox(core::predict::Question::SweepCost, QStringLiteral("cost"), this);
    predict->setRevealOnLock(true); // the total and its charts wait for the locked guess
    predict->setAnswer([this]() -> std::optional<double> {
        const auto *card = m_model->card();
        return card ? std::optional(core::predict::sweepCostAnswer(*card, m_model->sweep())) : std::nullopt;
    });

    m_spotBox = new QGroupBox(this);
    auto *spotBox = m_spotBox;
    m_spotForm = new QFormLayout(spotBox);
    QFormLayout *spotForm = m_spotForm;
    spotForm->setRowWrapPolicy(QFormLayout::WrapLongRows);
    m_interrupts = spin(0, kLabMaxInterruptsPerHour, kDefaultInterruptsPerHour, 3, QString(), spotBox);
    m_interrupts->setSingleStep(0.01);
    m_interrupts->setObjectName(QStringLiteral("interruptRate"));
    m_checkpoint = spin(0, kLabMaxCheckpointMinutes, kDefaultCheckpointMinutes, 0, QString(), spotBox);
    m_checkpoint->setObjectName(QStringLiteral("checkpoint"));
    m_restart = spin(0, kLabMaxRestartMinutes, kDefaultRestartMinutes, 0, QString(), spotBox);
    m_restart->setObjectName(QStringLiteral("restartMinutes"));
    spotForm->addRow(buddyFor(m_interrupts), m_interrupts);
    spotForm->addRow(buddyFor(m_checkpoint), m_checkpoint);
    spotForm->addRow(buddyFor(m_restart), m_restart);

    auto *left = new QVBoxLayout;
    left->addWidget(inputs);
    left->addWidget(predict); // under the sweep's inputs
    left->addWidget(spotBox);
    m_spotSummary = wrapLabel(this);
    m_spotSummary->setObjectName(QStringLiteral("spotSummary"));
    left->addWidget(m_spotSummary);
    m_fitNotes = wrapLabel(this);
    m_fitNotes->setObjectName(QStringLiteral("fitNotes"));
    left->addWidget(m_fitNotes);
    left->addStretch();
    layout->addLayout(left, 2);

    auto *right = new QVBoxLayout;
    m_sweepSummary = wrapLabel(this);
    m_sweepSummary->setObjectName(QStringLiteral("sweepSummary"));
    LabPanel::markKeyFigure(m_sweepSummary);
    style::setRelativeFont(m_sweepSummary, 1.3);
    right->addWidget(m_sweepSummary);
    m_sweepChart = new QChart;
    m_sweepChart->legend()->setAlignment(Qt::AlignBottom);
    m_sweepChart->setLocalizeNumbers(true);
    m_sweepView = new ChartView(m_sweepChart, this);
    m_sweepView->setObjectName(QStringLiteral("sweepChart"));
    m_sweepView->setRenderHint(QPainter::Antialiasing);
    // Title, six ticks with the axis title, the names under the bars: in lines.
    m_sweepView->setMinimumLines(12);
    right->addWidget(m_sweepView, 1);
    right->addWidget(m_sweepView->legendBelow()); // every name whole, "✓ cheapest that fits" never "✓ che…"
    m_spotChart = new QChart;
    m_spotChart->legend()->setAlignment(Qt::AlignBottom);
    m_spotChart->setLocalizeNumbers(true);
    m_spotView = new ChartView(m_spotChart, this);
    m_spotView->setObjectName(QStringLiteral("spotChart"));
    m_spotView->setRenderHint(QPainter::Antialiasing);
    m_spotView->setMinimumLines(12);
    right->addWidget(m_spotView, 1);
    right->addWidget(m_spotView->legendBelow());
    layout->addLayout(right, 3);
    predict->coverUntilRevealed({m_sweepSummary, m_sweepView, m_sweepView->legendBelow(), m_spotSummary, m_spotView,
                                 m_spotView->legendBelow()});

    fillCards();
    syncControls();

    connect(m_card, &QComboBox::currentIndexChanged, this,
            [this] { m_model->setCardId(m_card->currentData().toString()); });
    for (QComboBox *c : {m_holdModel, m_holdMode})
        connect(c, &QComboBox::currentIndexChanged, this, [this] {
            m_model->setHold(
                m_holdModel->currentData().toString(),
                core::vram::modeFromName(m_holdMode->currentData().toString()).value_or(core::vram::Mode::Train));
        });
    for (QDoubleSpinBox *s : {m_hours, m_cap, m_idleHours, m_interrupts, m_checkpoint, m_restart})
        connect(s, &QDoubleSpinBox::valueChanged, this, &CostSweepTab::pushInputs);
    connect(m_runs, &QSpinBox::valueChanged, this, &CostSweepTab::pushInputs);
    for (QCheckBox *c : {m_spot, m_forgotten})
        connect(c, &QCheckBox::toggled, this, &CostSweepTab::pushInputs);

    connect(m_model, &CostLabModel::tableChanged, this, &CostSweepTab::fillCards);
    connect(m_model, &CostLabModel::sweepChanged, this, &CostSweepTab::refresh);
    // The summary names the table in use.
    connect(m_model, &CostLabModel::statusChanged, this, &CostSweepTab::showSweep);
    retranslate(); // the texts, then the figures (refresh())
}

namespace {
void setFormLabel(QFormLayout *form, QWidget *field, const QString &text)
{
    if (auto *label = qobject_cast<QLabel *>(form->labelForField(field)))
        label->setText(text);
}
} // namespace

void CostSweepTab::retranslate()
{
    m_inputsBox->setTitle(tr("The sweep"));
    m_hours->setSuffix(tr(" h"));
    m_spot->setText(tr("spot (pre-emptible, about half price)"));
    m_cap->setSpecialValueText(tr("no cap"));
    m_cap->setToolTip(tr("Set a spending cap before you start: the bars turn red above it."));
    m_forgotten->setText(tr("forget the instance afterwards"));
    m_idleHours->setSuffix(tr(" h idle"));
    m_idleHours->setToolTip(
        tr("An instance nobody stopped keeps billing, at the rate it was rented at (spot or on demand), until someone "
           "does."));
    m_idleHours->setAccessibleName(tr("Hours the forgotten instance runs idle"));
    m_holdModel->setItemText(0, tr("(no model chosen)"));
    m_holdMode->setItemText(0, tr("inference (fp16)"));
    m_holdMode->setItemText(1, tr("full training (Adam)"));
    m_holdMode->setItemText(2, tr("LoRA fine-tuning"));
    m_holdMode->setItemText(3, tr("QLoRA fine-tuning"));
    setFormLabel(m_form, m_card, tr("Card class"));
    setFormLabel(m_form, m_hours, tr("Hours per run"));
    setFormLabel(m_form, m_runs, tr("Runs"));
    setFormLabel(m_form, m_cap, tr("Spending cap"));
    setFormLabel(m_form, m_holdModel, tr("Model to hold"));
    setFormLabel(m_form, m_holdMode, tr("Used for"));
    m_spotBox->setTitle(tr("Spot done properly"));
    m_interrupts->setSuffix(tr(" per hour"));
    m_checkpoint->setSuffix(tr(" min"));
    m_checkpoint->setSpecialValueText(tr("no checkpoints"));
    m_restart->setSuffix(tr(" min"));
    setFormLabel(m_spotForm, m_interrupts, tr("Pre-emptions"));
    setFormLabel(m_spotForm, m_checkpoint, tr("Checkpoint every"));
    setFormLabel(m_spotForm, m_restart, tr("Restart costs"));
    m_sweepView->setWrappedTitle(tr("The same sweep on every card class"));
    m_sweepView->setAccessibleName(tr("Sweep cost per card class"));
    m_spotView->setWrappedTitle(tr("Expected cost of the sweep against the pre-emption rate"));
    m_spotView->setAccessibleName(tr("Spot cost against the pre-emption rate"));
    refresh(); // the summaries, the charts' series and axes, the descriptions
}

void CostSweepTab::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange)
        restyle();
    QWidget::changeEvent(event);
}

void CostSweepTab::fillCards()
{
    const QSignalBlocker block(m_card);
    m_card->clear();
    for (const auto &c : m_model->table().classes)
        m_card->addItem(c.name, c.id);
    m_card->setCurrentIndex(m_card->findData(m_model->cardId()));
}

void CostSweepTab::pushInputs()
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
    m_model->setSweep(in);
    announceSoon(this, [this] { return m_sweepSpoken; }); // the new total, once the input rests
}

// The controls show the model's inputs (a preset, or a table that dropped the card).
void CostSweepTab::syncControls()
{
    const SweepInput &in = m_model->sweep();
    const QSignalBlocker b1(m_card), b2(m_hours), b3(m_runs), b4(m_spot), b5(m_cap), b6(m_forgotten), b7(m_idleHours),
        b8(m_interrupts), b9(m_checkpoint), b10(m_restart), b11(m_holdModel), b12(m_holdMode);
    m_card->setCurrentIndex(m_card->findData(m_model->cardId()));
    m_hours->setValue(in.hoursPerRun);
    m_runs->setValue(in.runs);
    m_spot->setChecked(in.spot);
    m_cap->setValue(in.capDollars);
    m_forgotten->setChecked(in.forgottenInstance);
    m_idleHours->setValue(in.idleHours);
    m_interrupts->setValue(in.interruptsPerHour);
    m_checkpoint->setValue(in.checkpointMinutes);
    m_restart->setValue(in.restartMinutes);
    m_holdModel->setCurrentIndex(std::max(0, m_holdModel->findData(m_model->holdPreset())));
    m_holdMode->setCurrentIndex(std::max(0, m_holdMode->findData(core::vram::cliName(m_model->holdMode()))));
}

void CostSweepTab::refresh()
{
    ++m_refreshes;
    syncControls();
    const SweepComparison &cmp = m_model->comparison();
    QList<SweepBar> bars;
    for (const ClassCost &c : cmp.classes)
        bars << SweepBar{c.card.name, c.cost.totalDollars, c.cost.overCap, c.canHold, c.cheapest};
    fillSweepChart(m_sweepChart, bars, m_model->sweep().capDollars);
    style::applyChartStyle(m_sweepChart);
    m_sweepView->refreshLegend();
    m_sweepView->refreshTitle();
    QStringList each;
    for (const SweepBar &b : std::as_const(bars))
        each << (b.cheapest   ? tr("%1 %2 (cheapest that fits)").arg(b.name, dollars(b.total))
                 : !b.canHold ? tr("%1 %2 (cannot hold the model)").arg(b.name, dollars(b.total))
                 : b.overCap  ? tr("%1 %2 (over the cap)").arg(b.name, dollars(b.total))
                              : tr("%1 %2").arg(b.name, dollars(b.total)));
    m_sweepView->setAccessibleDescription(
        tr("Bars: the sweep's cost on each card class — %1.").arg(each.join(QStringLiteral("; "))));
    showSweep();
    showFit();
    showSpot();
}

void CostSweepTab::restyle()
{
    const int refreshes = m_refreshes; // the same figures in new inks: not a redraw the tests count
    refresh();
    m_refreshes = refreshes;
}

void CostSweepTab::showSweep()
{
    const RateClass *chosen = m_model->card();
    if (!chosen)
        return;
    const SweepInput &in = m_model->sweep();
    const SweepCost sc = sweepCost(*chosen, in);
    QString text =
        tr("<b>%1</b>: %2/h × %3 h × %Ln runs = <b>%4</b>", nullptr, in.runs)
            .arg(chosen->name.toHtmlEscaped(), dollars(sc.rate), figure(in.hoursPerRun), dollars(sc.computeDollars));
    if (in.spot)
        text += tr("<br>+ expected work redone and restarts after pre-emptions (see “Spot done properly”) = "
                   "<b>%1</b>")
                    .arg(dollars(sc.preemptionDollars));
    if (in.forgottenInstance)
        text += (in.spot ? tr("<br>+ forgotten instance: %1 h × %2/h at the spot rate = <b>%3</b>")
                         : tr("<br>+ forgotten instance: %1 h × %2/h on demand = <b>%3</b>"))
                    .arg(figure(in.idleHours), dollars(sc.rate), dollars(sc.idleDollars));
    text += in.spot ? tr("<br>Total, expected with pre-emptions: <b>%1</b>").arg(dollars(sc.totalDollars))
                    : tr("<br>Total <b>%1</b>").arg(dollars(sc.totalDollars));
    if (sc.overCap)
        text += tr(" — <span style='color:%1'><b>over your %2 cap</b></span>")
                    .arg(style::toneTextCss(style::Tone::Bad), dollars(in.capDollars));
    QTextDocument plain; // the sum in words for a screen reader, without the table's source
    plain.setHtml(text);
    m_sweepSpoken = plain.toPlainText().simplified();
    text += tr("<br><small>%1</small>").arg(m_model->tableSource().toHtmlEscaped());
    m_sweepSummary->setText(text);
}

void CostSweepTab::showFit()
{
    const SweepComparison &cmp = m_model->comparison();
    QStringList fit;
    if (cmp.hold) {
        for (const ClassCost &c : cmp.classes)
            if (!c.canHold)
                fit << tr("%1 cannot hold %2 for %3: it needs %4, the card has %5 GB.")
                           .arg(c.card.name, m_holdModel->currentText(), m_holdMode->currentText(),
                                core::units::gb(cmp.neededBytes), core::units::number(c.card.vramGB, 0));
        if (fit.isEmpty())
            fit << tr("Every class can hold %1 for %2 (VRAM planner, headroom included).")
                       .arg(m_holdModel->currentText(), m_holdMode->currentText());
    }
    m_fitNotes->setText(fit.join(QStringLiteral("<br>")));
    m_fitNotes->setVisible(!fit.isEmpty());
}

void CostSweepTab::showSpot()
{
    const RateClass *chosen = m_model->card();
    const std::optional<SpotComparison> cmp = m_model->spot();
    if (!chosen || !cmp)
        return;
    const SpotInput s = m_model->spotInput();
    const double be = cmp->breakEvenInterruptsPerHour;
    const bool computable = std::isfinite(cmp->outcome.expectedWallHours) &&
                            std::isfinite(cmp->outcome.expectedLostHours) &&
                            std::isfinite(cmp->outcome.expectedInterruptions) && std::isfinite(cmp->spotDollars);
    const QString rate = figure(s.interruptsPerHour);
    const QString checkpoints = s.checkpointMinutes > 0
                                    ? tr("checkpointing every %1 min").arg(figure(s.checkpointMinutes))
                                    : tr("<b>without checkpoints</b>");
    if (!computable)
        m_spotSummary->setText(
            tr("On spot with %1 pre-emptions per hour, %2, the expected time and cost of a %3 h run are too large "
               "to compute: almost every stretch of work is cut short before it is saved. Checkpoint more often "
               "or shorten the runs.")
                .arg(rate, checkpoints, figure(s.hoursPerRun)));
    else
        m_spotSummary->setText(
            tr("On spot with %1 pre-emptions per hour, %2: a run takes <b>%3 h</b> on average (%4 h of work redone "
               "or restarting, %5 pre-emptions). Expected <b>%6</b> for the sweep's runs, against <b>%7</b> on "
               "demand. %8")
                .arg(rate, checkpoints, core::units::number(cmp->outcome.expectedWallHours, 2),
                     core::units::number(cmp->outcome.expectedLostHours, 2),
                     core::units::number(cmp->outcome.expectedInterruptions, 2), dollars(cmp->spotDollars),
                     dollars(cmp->onDemandDollars),
                     std::isfinite(be)
                         ? tr("Spot stops paying off above <b>%1</b> pre-emptions per hour.").arg(figure(be, 3))
                         : tr("Spot pays off at any rate here.")));
    fillSpotChart(m_spotChart, *chosen, s, m_model->sweep().runs, be);
    style::applyChartStyle(m_spotChart);
    m_spotView->refreshLegend();
    m_spotView->refreshTitle();
    m_spotView->setAccessibleDescription(
        tr("Lines: the sweep's expected cost on spot %1 and on demand (%2) as the pre-emption rate grows; %3")
            .arg(s.checkpointMinutes > 0 ? tr("checkpointing every %1 min").arg(figure(s.checkpointMinutes))
                                         : tr("without checkpoints"),
                 dollars(cmp->onDemandDollars),
                 std::isfinite(be) ? tr("spot stops paying off above %1 pre-emptions per hour.").arg(figure(be, 3))
                                   : tr("spot pays off at any rate here.")));
}

} // namespace gpulab::labs
