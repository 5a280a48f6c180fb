#include "labs/vram/vramcontrols.h"

#include "core/vram/vramcards.h"
#include "core/vram/vramnames.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"
#include "labs/accessibility.h"
#include "labs/style.h"
#include "labs/wrapcheckbox.h"
#include "labs/wraplabel.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QEvent>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSlider>
#include <QSpinBox>

namespace gpulab::labs {
namespace vram = core::vram;

namespace {
constexpr int kComboChars = 11; // characters a closed combo box shows at least

QSpinBox *spin(int lo, int hi, const QString &name, QWidget *parent)
{
    auto *s = new QSpinBox(parent);
    s->setRange(lo, hi);
    s->setObjectName(name);
    s->setAccelerated(true);
    return s;
}

template <typename E> QComboBox *combo(const QList<E> &values, const QString &name, QWidget *parent)
{
    auto *c = new QComboBox(parent);
    c->setObjectName(name);
    // Long labels must not widen the column past the screen; the popup shows them whole.
    c->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    c->setMinimumContentsLength(kComboChars);
    for (E v : values)
        c->addItem(vram::label(v), int(v));
    return c;
}

// The name of a form row, worded in retranslate(); as the field's buddy it names the field for screen readers.
QLabel *buddyFor(QWidget *field)
{
    auto *label = new QLabel(field->parentWidget());
    label->setBuddy(field);
    return label;
}

template <typename E> void select(QComboBox *c, E v)
{
    c->setCurrentIndex(c->findData(int(v)));
}
template <typename E> E selected(QComboBox *c)
{
    return E(c->currentData().toInt());
}
} // namespace

VramControls::VramControls(vram::VramLabModel *model, QWidget *parent) : QWidget(parent), m_model(model)
{
    m_form = new QFormLayout(this);
    QFormLayout *form = m_form;
    form->setContentsMargins(0, 0, 0, 0);
    form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    form->setRowWrapPolicy(QFormLayout::WrapLongRows); // a narrow window puts the field under its label

    m_preset = new QComboBox(this);
    m_preset->setObjectName(QStringLiteral("preset"));
    m_preset->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_preset->setMinimumContentsLength(kComboChars);
    m_preset->addItem(QString(), QString()); // "Custom (typed count)", worded in retranslate()
    for (const auto &p : vram::presets())
        m_preset->addItem(p.name, p.id);
    form->addRow(buddyFor(m_preset), m_preset);

    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("paramsSlider"));
    m_slider->setRange(0, kSliderSteps);
    m_slider->setPageStep(kSliderSteps / 20);
    // A screen reader hears the count in billions, not the track position.
    SpokenQuantity spoken;
    spoken.value = [this] { return plan().params / 1e9; };
    spoken.setValue = [this](double billions) { m_slider->setValue(paramsToSlider(billions * 1e9)); };
    spoken.minimum = vram::kSliderMinParams / 1e9;
    spoken.maximum = vram::kSliderMaxParams / 1e9;
    spoken.increment = 0.001;
    spoken.text = [this] { return vram::formatParams(plan().params); };
    speakAsQuantity(m_slider, std::move(spoken));
    m_params = new QLineEdit(this);
    m_params->setObjectName(QStringLiteral("paramsEdit"));
    m_params->setMaximumWidth(90);
    auto *row = new QHBoxLayout;
    m_paramsRow = row;
    row->addWidget(m_slider, 1);
    row->addWidget(m_params);
    form->addRow(new QLabel(this), row);
    m_paramsError = new WrapLabel(this);
    m_paramsError->setObjectName(QStringLiteral("paramsError"));
    m_paramsError->setWordWrap(true);
    style::setTextTone(m_paramsError, style::Tone::Bad);
    m_paramsError->hide();
    form->addRow(QString(), m_paramsError);

    m_weights = combo(vram::allPrecisions(), QStringLiteral("weights"), this);
    form->addRow(buddyFor(m_weights), m_weights);
    m_mode = combo(vram::allModes(), QStringLiteral("mode"), this);
    form->addRow(buddyFor(m_mode), m_mode);
    m_optimizer = combo(vram::allOptimizers(), QStringLiteral("optimizer"), this);
    form->addRow(buddyFor(m_optimizer), m_optimizer);
    m_bookkeeping = combo(QList<vram::Bookkeeping>{vram::Bookkeeping::Lesson, vram::Bookkeeping::MixedPrecision},
                          QStringLiteral("bookkeeping"), this);
    form->addRow(buddyFor(m_bookkeeping), m_bookkeeping);
    m_activations = combo(vram::allActivationEstimates(), QStringLiteral("activations"), this);
    form->addRow(buddyFor(m_activations), m_activations);

    // The ranges are the model's (state files and `gpulab plan` accept the same).
    m_batch = spin(vram::kBatchRange.lo, vram::kBatchRange.hi, QStringLiteral("batch"), this);
    form->addRow(buddyFor(m_batch), m_batch);
    m_seq = spin(vram::kSeqRange.lo, vram::kSeqRange.hi, QStringLiteral("seq"), this);
    m_seq->setSingleStep(256);
    form->addRow(buddyFor(m_seq), m_seq);
    m_accum = spin(vram::kAccumulationRange.lo, vram::kAccumulationRange.hi, QStringLiteral("accumulation"), this);
    form->addRow(buddyFor(m_accum), m_accum);
    m_checkpointing = new WrapCheckBox(QString(), this);
    m_checkpointing->setObjectName(QStringLiteral("checkpointing"));
    form->addRow(QString(), m_checkpointing);
    m_autocast = new WrapCheckBox(QString(), this);
    m_autocast->setObjectName(QStringLiteral("autocast"));
    form->addRow(QString(), m_autocast);
    m_sharding = combo(vram::allShardings(), QStringLiteral("sharding"), this);
    m_gpus = spin(vram::kGpusRange.lo, vram::kGpusRange.hi, QStringLiteral("gpus"), this);
    m_gpus->setPrefix(QStringLiteral("× "));
    auto *shardRow = new QHBoxLayout;
    m_shardRow = shardRow;
    shardRow->addWidget(m_sharding, 1);
    shardRow->addWidget(m_gpus);
    form->addRow(buddyFor(m_sharding),
                 shardRow); // the label a screen reader gives the combo box (Qt names it after its item)
    m_loraRank = spin(vram::kLoraRankRange.lo, vram::kLoraRankRange.hi, QStringLiteral("loraRank"), this);
    form->addRow(buddyFor(m_loraRank), m_loraRank);
    m_keptGraphs = spin(vram::kKeptGraphsRange.lo, vram::kKeptGraphsRange.hi, QStringLiteral("keptGraphs"), this);
    form->addRow(buddyFor(m_keptGraphs), m_keptGraphs);
    m_headroom = new QDoubleSpinBox(this);
    m_headroom->setObjectName(QStringLiteral("headroom"));
    m_headroom->setRange(vram::kHeadroomGBRange.lo, vram::kHeadroomGBRange.hi);
    m_headroom->setSingleStep(0.5);
    form->addRow(buddyFor(m_headroom), m_headroom);
    m_customCard = new QDoubleSpinBox(this);
    m_customCard->setObjectName(QStringLiteral("customCard"));
    m_customCard->setRange(vram::kCustomCardGBRange.lo, vram::kCustomCardGBRange.hi);
    form->addRow(buddyFor(m_customCard), m_customCard);
    m_units = new QComboBox(this);
    m_units->setObjectName(QStringLiteral("units"));
    m_units->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_units->setMinimumContentsLength(kComboChars);
    m_units->addItem(QString());
    m_units->addItem(QString());
    form->addRow(buddyFor(m_units), m_units);

    connect(m_params, &QLineEdit::editingFinished, this, &VramControls::onParamsTyped);
    connect(m_slider, &QSlider::valueChanged, this, &VramControls::onSliderMoved);
    connect(m_preset, &QComboBox::currentIndexChanged, this, &VramControls::onPresetChosen);
    for (QComboBox *c : {m_weights, m_mode, m_optimizer, m_bookkeeping, m_activations, m_sharding})
        connect(c, &QComboBox::currentIndexChanged, this, &VramControls::readControls);
    for (QSpinBox *s : {m_batch, m_seq, m_accum, m_gpus, m_loraRank, m_keptGraphs})
        connect(s, &QSpinBox::valueChanged, this, &VramControls::readControls);
    connect(m_checkpointing, &QCheckBox::toggled, this, &VramControls::readControls);
    connect(m_autocast, &QCheckBox::toggled, this, &VramControls::readControls);
    connect(m_headroom, &QDoubleSpinBox::valueChanged, this, &VramControls::readControls);
    connect(m_customCard, &QDoubleSpinBox::valueChanged, this, [this](double gb) {
        if (!m_updating)
            m_model->setCustomCardGB(gb);
    });
    connect(m_units, &QComboBox::currentIndexChanged, this, [this](int index) {
        if (!m_updating)
            m_model->setUnits(index == 1 ? vram::SizeUnit::GiB : vram::SizeUnit::GB);
    });
    connect(m_model, &vram::VramLabModel::planChanged, this, &VramControls::showPlan);
    connect(m_model, &vram::VramLabModel::cardsChanged, this, &VramControls::showDisplay);
    connect(m_model, &vram::VramLabModel::unitsChanged, this, &VramControls::showDisplay);

    showPlan();
    showDisplay();
    retranslate();
}

namespace {
template <typename E> void relabel(QComboBox *c)
{
    for (int i = 0; i < c->count(); ++i)
        c->setItemText(i, vram::label(E(c->itemData(i).toInt())));
}
} // namespace

void VramControls::retranslate()
{
    const auto name = [this](QObject *field, const QString &text) {
        QWidget *label = nullptr;
        if (auto *w = qobject_cast<QWidget *>(field))
            label = m_form->labelForField(w);
        else if (auto *l = qobject_cast<QLayout *>(field))
            label = m_form->labelForField(l);
        if (auto *ql = qobject_cast<QLabel *>(label))
            ql->setText(text);
    };
    m_preset->setItemText(0, tr("Custom (typed count)"));
    m_preset->setToolTip(tr("Published models with their real layer count, hidden size and heads."));
    name(m_preset, tr("Model"));
    m_slider->setToolTip(tr("Parameters on a log scale, 10M … 400B."));
    m_slider->setAccessibleName(tr("Parameters, in billions"));
    m_slider->setAccessibleDescription(tr("Logarithmic track from 10M to 400B parameters."));
    m_params->setToolTip(tr("Type a count such as 7B, 124M or 1.5B and press Enter."));
    m_params->setAccessibleName(tr("Parameter count"));
    name(m_paramsRow, tr("Parameters"));
    relabel<vram::Precision>(m_weights);
    name(m_weights, tr("Weights"));
    relabel<vram::Mode>(m_mode);
    name(m_mode, tr("Mode"));
    relabel<vram::Optimizer>(m_optimizer);
    name(m_optimizer, tr("Optimizer"));
    relabel<vram::Bookkeeping>(m_bookkeeping);
    m_bookkeeping->setToolTip(tr("Which bookkeeping the fits table and the verdict use; the chart shows both."));
    name(m_bookkeeping, tr("Bookkeeping"));
    relabel<vram::ActivationEstimate>(m_activations);
    name(m_activations, tr("Activations"));
    name(m_batch, tr("Micro-batch"));
    name(m_seq, tr("Sequence (tokens)"));
    m_accum->setToolTip(tr("Micro-batches summed before each optimizer step: a large-batch gradient with "
                           "small-batch activations."));
    name(m_accum, tr("Accumulation steps"));
    static_cast<WrapCheckBox *>(m_checkpointing)->setWrappedText(tr("Gradient checkpointing"));
    static_cast<WrapCheckBox *>(m_autocast)->setWrappedText(tr("Autocast to bf16 (fp32 weights stay fp32)"));
    m_autocast->setToolTip(tr("torch.autocast runs eligible ops in bf16: 16-bit activations, while weights, "
                              "gradients and optimizer state stay fp32. It changes full training of fp32 weights."));
    relabel<vram::Sharding>(m_sharding);
    m_sharding->setAccessibleName(tr("Sharding"));
    m_gpus->setAccessibleName(tr("Number of GPUs"));
    name(m_shardRow, tr("Sharding"));
    name(m_loraRank, tr("LoRA rank r"));
    m_keptGraphs->setToolTip(tr("Steps whose loss tensor is still referenced (losses.append(loss) instead of "
                                "loss.item()): each keeps a whole graph alive."));
    name(m_keptGraphs, tr("Kept loss tensors"));
    m_headroom->setSuffix(tr(" GB"));
    m_headroom->setToolTip(vram::headroomNote());
    name(m_headroom, tr("Headroom"));
    m_customCard->setSuffix(tr(" GB"));
    name(m_customCard, tr("Custom card"));
    m_units->setItemText(0, tr("GB (10⁹ bytes, as total_memory / 1e9 prints)"));
    m_units->setItemText(1, tr("GiB (2³⁰ bytes, what a card's \"24 GB\" means)"));
    m_units->setToolTip(vram::unitsNote());
    name(m_units, tr("Show sizes in"));
    if (!m_paramsError->isHidden())
        if (const vram::ParamsParse r = vram::parseParams(m_params->text()); !r.ok())
            m_paramsError->setText(r.error); // the reason in the new language
}

void VramControls::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void VramControls::showDisplay()
{
    m_updating = true;
    m_customCard->setValue(m_model->inputs().customCardGB);
    m_units->setCurrentIndex(m_model->showGib() ? 1 : 0);
    m_updating = false;
}

void VramControls::showPlan()
{
    m_updating = true;
    const vram::Plan &plan = m_model->plan();
    m_preset->setCurrentIndex(std::max(0, m_preset->findData(plan.presetId)));
    m_slider->setValue(paramsToSlider(plan.params));
    m_params->setText(vram::formatParams(plan.params).remove(QLatin1Char(' ')));
    m_paramsError->hide();
    select(m_weights, plan.weights);
    select(m_mode, plan.mode);
    select(m_optimizer, plan.optimizer);
    select(m_bookkeeping, plan.bookkeeping);
    select(m_activations, plan.activations);
    m_batch->setValue(plan.batch);
    m_seq->setValue(plan.seq);
    m_accum->setValue(plan.accumulation);
    m_checkpointing->setChecked(plan.checkpointing);
    m_autocast->setChecked(plan.autocast);
    select(m_sharding, plan.sharding);
    m_gpus->setValue(plan.gpus);
    m_loraRank->setValue(plan.loraRank);
    m_keptGraphs->setValue(plan.keptGraphs);
    m_headroom->setValue(plan.headroomBytes / vram::kGB);
    m_updating = false;
    updateEnabled();
}

void VramControls::readControls()
{
    if (m_updating)
        return;
    vram::Plan next = plan();
    next.weights = selected<vram::Precision>(m_weights);
    next.mode = selected<vram::Mode>(m_mode);
    next.optimizer = selected<vram::Optimizer>(m_optimizer);
    next.bookkeeping = selected<vram::Bookkeeping>(m_bookkeeping);
    next.activations = selected<vram::ActivationEstimate>(m_activations);
    next.batch = m_batch->value();
    next.seq = m_seq->value();
    next.accumulation = m_accum->value();
    next.checkpointing = m_checkpointing->isChecked();
    next.autocast = m_autocast->isChecked();
    next.sharding = selected<vram::Sharding>(m_sharding);
    next.gpus = m_gpus->value();
    next.loraRank = m_loraRank->value();
    next.keptGraphs = m_keptGraphs->value();
    next.headroomBytes = m_headroom->value() * vram::kGB;
    m_model->setPlan(next);
    Q_EMIT planChanged();
}

void VramControls::onParamsTyped()
{
    if (m_updating)
        return;
    const vram::ParamsParse r = vram::parseParams(m_params->text());
    if (!r.ok()) {
        // Keep the last good plan; say what was wrong next to the field.
        m_paramsError->setText(r.error);
        m_paramsError->show();
        return;
    }
    m_paramsError->hide();
    if (r.value == plan().params)
        return;
    m_model->setParams(r.value); // drops the preset
    Q_EMIT planChanged();
}

void VramControls::onSliderMoved(int position)
{
    if (m_updating)
        return;
    m_model->setParamsFromSlider(position); // rounded, the preset dropped
    Q_EMIT planChanged();
}

void VramControls::onPresetChosen(int index)
{
    if (m_updating)
        return;
    m_model->setPreset(m_preset->itemData(index).toString()); // "Custom": the count and shape stay
    Q_EMIT planChanged();
}

void VramControls::updateEnabled()
{
    const vram::InputsInUse &in = m_model->figures().inUse; // the mode's rule is the model's
    m_optimizer->setEnabled(in.optimizer);
    m_accum->setEnabled(in.accumulation);
    m_checkpointing->setEnabled(in.checkpointing);
    m_autocast->setEnabled(in.autocast);
    m_sharding->setEnabled(in.sharding);
    m_gpus->setEnabled(in.sharding);
    m_loraRank->setEnabled(in.loraRank);
    m_keptGraphs->setEnabled(in.keptGraphs);
    m_weights->setEnabled(in.weights);
}

} // namespace gpulab::labs
