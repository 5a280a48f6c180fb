#include "labs/throughput/precisionselector.h"

#include "core/benchmarktypes.h"

#include <QCheckBox>
#include <QHBoxLayout>
#include <QLabel>

namespace gpulab::labs {

PrecisionSelector::PrecisionSelector(QWidget *parent) : QWidget(parent)
{
    auto *row = new QHBoxLayout(this);
    row->setContentsMargins(0, 0, 0, 0);
    row->addWidget(new QLabel(tr("Precision:"), this));
    for (kernels::Precision p : core::allPrecisions()) {
        const QString key = core::precisionName(p);
        auto *box = new QCheckBox(key, this);
        box->setObjectName(QStringLiteral("precision-") + key);
        box->setChecked(p == kernels::Precision::Fp32);
        switch (p) {
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
        connect(box, &QCheckBox::toggled, this, &PrecisionSelector::changed);
        m_boxes << box;
        row->addWidget(box);
    }
    row->addStretch();
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
