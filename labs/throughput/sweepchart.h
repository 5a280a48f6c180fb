#pragma once

#include "core/throughput/racemodel.h"
#include "core/throughput/sweep.h"

#include "labs/chartview.h"

#include <optional>

namespace gpulab::labs {

// One log–log chart of a sweep: median time per matmul, or GFLOP/s, against
// n. Each backend has its median line, a band from the fastest to the slowest
// repeat, and a ✔ on every point whose result was verified (✘ when wrong).
// The rate chart has a dashed line at each device's peak; the time chart
// marks the measured crossover. The race model's curves can be laid over both.
class SweepChart : public ChartView {
    Q_OBJECT
public:
    enum class Quantity { Time, Rate };
    explicit SweepChart(Quantity quantity, QWidget *parent = nullptr);

    void setData(const core::throughput::SweepData &sweep, const core::throughput::MeasuredCrossover &crossover,
                 const std::optional<core::throughput::RaceSettings> &overlay);

    [[nodiscard]] Quantity quantity() const { return m_quantity; }

protected:
    void changeEvent(QEvent *event) override;

private:
    // Builds the chart from the data last given: a language change builds it again.
    void rebuild();
    void retranslate();
    // The series in the inks in use: drawn again from the last data.
    void restyle();

    Quantity m_quantity;
    core::throughput::SweepData m_sweep;
    core::throughput::MeasuredCrossover m_crossover;
    std::optional<core::throughput::RaceSettings> m_overlay;
};

} // namespace gpulab::labs
