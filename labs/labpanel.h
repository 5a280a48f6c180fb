#pragma once

#include <QString>
#include <QWidget>

namespace gpulab::core {
class ComputeEngine;
}

namespace gpulab::labs {

// What every lab panel shares with the shell: the engine that runs real work.
struct LabContext {
    core::ComputeEngine *engine = nullptr;
};

// Base of every panel. The shell shows provenance() in its status line, so a
// panel always says whether its figures were measured or simulated, and why.
class LabPanel : public QWidget {
    Q_OBJECT
public:
    using QWidget::QWidget;

    // "Measured on <device>" or "Simulated — <reason>".
    [[nodiscard]] virtual QString provenance() const = 0;

Q_SIGNALS:
    void provenanceChanged(const QString &text);
};

} // namespace gpulab::labs
