#pragma once

#include <QWidget>

class QComboBox;
class QLabel;
class QLineEdit;
class QSpinBox;

namespace gpulab::labs {

// A rate the calculator divides by, and where it came from in words
// ("measured: oneDNN at n = 4096" or "simulated — no NVIDIA driver found").
struct WorkRate {
    double gflops = 0.0;
    QString source;
};

// The dense-stack work calculator: layer sizes and batch → multiply-adds of a
// forward pass and of a training step, and how long that takes at the CPU's
// and the GPU's rate.
class WorkCalculatorView : public QWidget {
    Q_OBJECT
public:
    explicit WorkCalculatorView(QWidget *parent = nullptr);

    void setRates(const WorkRate &cpu, const WorkRate &gpu);
    void choosePreset(int index);
    [[nodiscard]] QLabel *resultLabel() const { return m_result; }

protected:
    void changeEvent(QEvent *event) override;

private:
    void retranslate();
    // The error line's colour in the inks in use.
    void restyle();
    void recompute();

    QComboBox *m_presets = nullptr;
    QLineEdit *m_sizes = nullptr;
    QSpinBox *m_batch = nullptr;
    QLabel *m_presetsLabel = nullptr;
    QLabel *m_sizesLabel = nullptr;
    QLabel *m_batchLabel = nullptr;
    QLabel *m_result = nullptr;
    QLabel *m_how = nullptr;
    WorkRate m_cpu;
    WorkRate m_gpu;
};

} // namespace gpulab::labs
