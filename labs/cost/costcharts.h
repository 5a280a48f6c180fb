#pragma once

#include "core/cost/costmodel.h"

#include <QList>
#include <QString>

class QChart;

namespace gpulab::labs {

struct SweepBar {
    QString name;
    double total = 0;
    bool overCap = false;
    bool canHold = true;
    bool cheapest = false;
};

// One bar per card class, coloured by what it is (cheapest that fits, over
// the cap, cannot hold the model), and the cap as a red line.
void fillSweepChart(QChart *chart, const QList<SweepBar> &bars, double capDollars);

// Expected spot cost of the sweep against the pre-emption rate, with the
// current checkpoint interval and without checkpoints, beside on-demand.
void fillSpotChart(QChart *chart, const core::cost::RateClass &card, const core::cost::SpotInput &spot, int runs,
                   double breakEvenRate);

} // namespace gpulab::labs
