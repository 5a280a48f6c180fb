#include "labs/throughput/precisionselector.h"

#include "core/benchmarktypes.h"

#include <QCheckBox>
#include <QEvent>
#include <QHBoxLayout>
#include <QLabel>

namespace gpulab::labs {

PrecisionSelector::PrecisionSelector(QWidget *parent) : QWidget(parent)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    m_label = new QLabel(this);
    row->addWidget(m_label);
    for (kernels::Precision p : core::allPrecisions()) {
        const QString key = core::precisionName(p);
        auto *box = new QCheckBox(key, this); // the format's name, the same in every language
        box->setObjectName(QStringLiteral("precision-") + key);
        box->setChecked(p == kernels::Precision::Fp32);
        connect(box, &QCheckBox::toggled, this, &PrecisionSelector::changed);
        m_boxes << box;
        row->addWidget(box);
    }
    row->addStretch();
    retranslate();
}

void PrecisionSelector::changeEvent(QEvent *event)
{
    if (event->type() == QEvent::LanguageChange)
        retranslate();
    QWidget::changeEvent(event);
}

void PrecisionSelector::retranslate()
{
    m_label->setText(tr("Precision:"));
    const QList<kernels::Precision> all = core::allPrecisions();
    for (qsizetype i = 0; i < m_boxes.size(); ++i) {
        QCheckBox *box = m_boxes[i];
        switch (all[i]) {
        case kernels::Precision::Fp32: box->setToolTip(tr("fp32 inputs and arithmetic (sgemm)")); break;
        case kernels::Precision::Bf16:
            box->setToolTip(tr("bfloat16 inputs (8 significand bits, fp32's range), fp32 accumulation: oneDNN's "
                               "bf16 matmul on the CPU"));
            break;
        case kernels::Precision::Tf32:
            box->setToolTip(tr("TF32 tensor cores: GPU only (the CPU backend runs fp32 and bf16)"));
            break;
        case kernels::Precision::Fp16:
            box->setToolTip(tr("IEEE half inputs, fp32 accumulation: GPU only (the CPU backend runs fp32 and bf16)"));
            break;
        }
        box->setAccessibleName(tr("Precision %1").arg(core::precisionName(all[i])));
    }
}

QList<kernels::Precision> PrecisionSelector::selected() const
{
    QList<kernels::Precision> out;
    const QList<kernels::Precision> all = core::allPrecisions();
    for (qsizetype i = 0; i < m_boxes.size(); ++i)
        if (m_boxes[i]->isChecked())
            out << all[i];
    return out;
}

void PrecisionSelector::setSelected(const QList<kernels::Precision> &precisions)
{
    const QList<kernels::Precision> all = core::allPrecisions();
    for (qsizetype i = 0; i < m_boxes.size(); ++i)
        m_boxes[i]->setChecked(precisions.contains(all[i]));
}

} // namespace gpulab::labs
