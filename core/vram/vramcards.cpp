#include "core/vram/vramcards.h"

#include "core/deviceprobe.h"
#include "core/vram/vramplan.h"
#include "core/vram/vramtr.h"

#include <QCoreApplication>
#include <QLocale>

namespace gpulab::core::vram {
QString unitsNote()
{
    return TrVram::tr("The cards follow the lesson's arithmetic in decimal GB: its 24 GB card is 24×10⁹ bytes. "
                      "The \"24 GB\" on a real card means 24 GiB, which PyTorch prints as 25.8 (bytes ÷ 10⁹), so "
                      "a real card holds about 7 % more than the lesson's figure; some report a little less than "
                      "their label (a 16 GB T4 with ECC on: about 15.8).");
}

QList<Card> standardCards()
{
    QList<Card> list;
    for (double gb : kCardSizesGB)
        list.append({Card::Kind::Standard, TrVram::tr("%1 GB").arg(QLocale().toString(gb, 'f', 0)), gb * kGB});
    return list;
}

std::optional<Card> smallestStandardCard(const Plan &plan)
{
    for (const Card &c : standardCards()) // smallest first
        if (fits(plan, c.bytes))
            return c;
    return std::nullopt;
}

QList<Card> cards(double customBytes, const CudaReport *cuda)
{
    QList<Card> list = standardCards();
    list.append({Card::Kind::Custom, TrVram::tr("custom %1 GB").arg(QLocale().toString(customBytes / kGB, 'f', 1)),
                 customBytes});
    if (cuda && cuda->usable() && cuda->totalBytes > 0) {
        list.append({Card::Kind::ThisGpuTotal,
                     TrVram::tr("this GPU (%1), total %2 GB")
                         .arg(cuda->name)
                         .arg(QLocale().toString(double(cuda->totalBytes) / kGB, 'f', 1)),
                     double(cuda->totalBytes)});
        list.append(
            {Card::Kind::ThisGpuFree,
             TrVram::tr("this GPU, free now: %1 GB").arg(QLocale().toString(double(cuda->freeBytes) / kGB, 'f', 1)),
             double(cuda->freeBytes)});
    }
    return list;
}

QList<FitRow> fitsTable(const Plan &plan, const QList<Card> &cardList)
{
    const double need = totalBytes(plan);
    QList<FitRow> rows;
    for (const Card &c : cardList)
        rows.append({c, need, need <= c.bytes, c.bytes - need});
    return rows;
}

double capacityParams(double cardBytes, double bytesPerParam)
{
    return bytesPerParam > 0 ? cardBytes / bytesPerParam : 0.0;
}

QList<CapacityRow> capacityTable(const Plan &plan, const QList<Card> &cardList)
{
    const double own = validate(plan).isEmpty() ? modelStateBytesPerParam(plan) : 0.0;
    QList<CapacityRow> rows;
    for (const Card &c : cardList)
        rows.append({c, capacityParams(c.bytes, kInferenceFp16BytesPerParam),
                     capacityParams(c.bytes, kSgdTrainBytesPerParam), capacityParams(c.bytes, kAdamTrainBytesPerParam),
                     capacityParams(c.bytes, own)});
    return rows;
}

} // namespace gpulab::core::vram
