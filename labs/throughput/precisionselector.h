#pragma once

#include "core/backendregistry.h" // kernels::Precision, core::allPrecisions()

#include <QList>
#include <QWidget>

class QCheckBox;
class QLabel;

namespace gpulab::labs {

// Which input formats the measured sweep runs: one check box per precision
// (objectName "precision-fp32", …); several may be ticked to plot them together.
class PrecisionSelector : public QWidget {
    Q_OBJECT
public:
    explicit PrecisionSelector(QWidget *parent = nullptr);

    [[nodiscard]] QList<kernels::Precision> selected() const; // in fp32, tf32, bf16, fp16 order
    void setSelected(const QList<kernels::Precision> &precisions);

Q_SIGNALS:
    void changed();

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();

    QLabel *m_label = nullptr;
    QList<QCheckBox *> m_boxes; // in core::allPrecisions() order
};

} // namespace gpulab::labs
