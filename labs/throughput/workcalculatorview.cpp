#include "labs/throughput/workcalculatorview.h"

#include "core/throughput/numbertext.h"
#include "core/throughput/raceconstants.h"
#include "core/throughput/workcalculator.h"
#include "core/units.h"
#include "labs/accessibility.h"
#include "labs/style.h"
#include "labs/wraplabel.h"

#include <QComboBox>
#include <QCoreApplication>
#include <QEvent>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QSignalBlocker>
#include <QSpinBox>
#include <QTextDocument>
#include <QVBoxLayout>

#include <utility>

namespace gpulab::labs {
namespace {
using namespace core::throughput;
}

WorkCalculatorView::WorkCalculatorView(QWidget *parent) : QWidget(parent)
{
    auto *root = new QVBoxLayout(this);
    auto *form = new QFormLayout;
    m_presets = new QComboBox(this);
    m_presets->setObjectName(QStringLiteral("workPreset"));
    for (qsizetype i = 0; i <= workPresets().size(); ++i)
        m_presets->addItem(QString()); // the presets, then "your own": named in retranslate()
    m_sizes = new QLineEdit(this);
    m_sizes->setObjectName(QStringLiteral("layerSizes"));
    m_batch = new QSpinBox(this);
    m_batch->setObjectName(QStringLiteral("batch"));
    m_batch->setRange(1, 1 << 20);
    for (auto [label, field] : {std::pair{&m_presetsLabel, static_cast<QWidget *>(m_presets)},
                                std::pair{&m_sizesLabel, static_cast<QWidget *>(m_sizes)},
                                std::pair{&m_batchLabel, static_cast<QWidget *>(m_batch)}}) {
        *label = new QLabel(this);
        (*label)->setBuddy(field);
        form->addRow(*label, field);
    }
    root->addLayout(form);
    m_result = new WrapLabel(this);
    m_result->setObjectName(QStringLiteral("workResult"));
    m_result->setWordWrap(true);
    m_result->setTextFormat(Qt::RichText);
    m_result->setTextInteractionFlags(Qt::TextSelectableByMouse);
    style::setRelativeFont(m_result, 1.15);
    root->addWidget(m_result);
    m_how = new WrapLabel(this);
    m_how->setWordWrap(true);
    style::setTextTone(m_how, style::Tone::Neutral);
    root->addWidget(m_how);
    root->addStretch();

    connect(m_presets, &QComboBox::currentIndexChanged, this, &WorkCalculatorView::choosePreset);
    connect(m_sizes, &QLineEdit::textChanged, this, [this] {
        const QSignalBlocker b(m_presets);
        m_presets->setCurrentIndex(m_presets->count() - 1); // edited: no longer a preset
        recompute();
    });
    connect(m_batch, &QSpinBox::valueChanged, this, &WorkCalculatorView::recompute);
    // The new times, spoken once the learner stops typing or stepping.
    const auto speak = [this] {
        announceSoon(this, [this] {
            QTextDocument doc;
            doc.setHtml(m_result->text());
            return doc.toPlainText().simplified();
        });
    };
    connect(m_batch, &QSpinBox::valueChanged, this, speak);
    connect(m_sizes, &QLineEdit::textEdited, this, speak);
    retranslate();
    choosePreset(0);
}

void WorkCalculatorView::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    if (event->type() == QEvent::PaletteChange && m_result)
        restyle();
    QWidget::changeEvent(event);
}

void WorkCalculatorView::retranslate()
{
    const auto presets = workPresets();
    for (qsizetype i = 0; i < presets.size(); ++i)
        m_presets->setItemText(int(i), QCoreApplication::translate("WorkCalculator", presets[i].name));
    m_presets->setItemText(int(presets.size()), tr("Your own layers"));
    m_sizes->setToolTip(tr("Layer widths from input to output, e.g. 784, 256, 10 (3*224*224 works too)"));
    m_presetsLabel->setText(tr("Example"));
    m_sizesLabel->setText(tr("Layer sizes"));
    m_batchLabel->setText(tr("Batch"));
    m_how->setText(tr("Each layer multiplies a batch × n_in block of activations by an n_in × n_out weight "
                      "matrix: batch · n_in · n_out multiply-adds. Backward needs about twice that again "
                      "(gradients for the inputs and for the weights), so a training step ≈ 3 forward passes. "
                      "A multiply-add is 2 FLOPs."));
    recompute();
}

void WorkCalculatorView::choosePreset(int index)
{
    const auto presets = workPresets();
    if (index < 0 || index >= presets.size())
        return;
    {
        const QSignalBlocker b1(m_sizes);
        const QSignalBlocker b2(m_batch);
        const QSignalBlocker b3(m_presets);
        m_presets->setCurrentIndex(index);
        m_sizes->setText(QString::fromUtf8(presets[index].sizes));
        m_batch->setValue(presets[index].batch);
    }
    recompute();
}

void WorkCalculatorView::setRates(const WorkRate &cpu, const WorkRate &gpu)
{
    m_cpu = cpu;
    m_gpu = gpu;
    recompute();
}

void WorkCalculatorView::restyle()
{
    recompute();
}

void WorkCalculatorView::recompute()
{
    const LayerSizes sizes = parseLayerSizes(m_sizes->text());
    const WorkEstimate w = sizes.error.isEmpty() ? estimateWork(sizes.sizes, m_batch->value()) : WorkEstimate{};
    const QString error = sizes.error.isEmpty() ? w.error : sizes.error;
    if (!error.isEmpty()) {
        m_result->setText(QStringLiteral("<span style='color:%1'>%2</span>")
                              .arg(style::css(style::Ink::BadText), error.toHtmlEscaped()));
        return;
    }
    const WorkTimes t = workTimes(w, m_cpu.gflops, m_gpu.gflops, kDefaultLaunchSeconds);
    const auto time = [&](double rate, double seconds) { return rate > 0 ? core::units::seconds(seconds) : tr("—"); };
    const QString verdict =
        !t.known ? QString()
        : t.gpuWinsTraining()
            ? tr("<br>A training step is done sooner on the GPU: the work buries the per-call cost.")
            : tr("<br>A training step is done sooner on the CPU: at this size the GPU's per-call cost, not its "
                 "arithmetic, decides, as in the race.");
    m_result->setText(
        tr("<b>Forward pass:</b> %1 multiply-adds (%2)<br><b>Training step (≈3×):</b> %3 multiply-adds (%4)<br>"
           "<br><b>CPU</b> at %5 — %6: forward %7, training step %8<br>"
           "<b>GPU</b> at %9 — %10: forward %11, training step %12 of arithmetic; with the race's %13 per call "
           "(%14 and %15 matrix products): forward %16, training step %17")
            .arg(numbertext::grouped(w.forwardMultiplyAdds), numbertext::scientific(double(w.forwardMultiplyAdds)),
                 numbertext::grouped(w.trainingMultiplyAdds), numbertext::scientific(double(w.trainingMultiplyAdds)),
                 core::units::gflops(m_cpu.gflops), m_cpu.source.toHtmlEscaped(), time(m_cpu.gflops, t.cpuForward),
                 time(m_cpu.gflops, t.cpuTraining))
            .arg(core::units::gflops(m_gpu.gflops), m_gpu.source.toHtmlEscaped(),
                 time(m_gpu.gflops, t.gpuForwardArithmetic), time(m_gpu.gflops, t.gpuTrainingArithmetic),
                 core::units::seconds(kDefaultLaunchSeconds), QString::number(w.forwardCalls),
                 QString::number(w.trainingCalls), time(m_gpu.gflops, t.gpuForward))
            .arg(time(m_gpu.gflops, t.gpuTraining)) +
        verdict);
}

} // namespace gpulab::labs
