#include "core/labcodec.h"

#include "core/cost/costlabstate.h"
#include "core/dispatch/dispatchlabstate.h"
#include "core/labids.h"
#include "core/learn/learnlabstate.h"
#include "core/timing/timinglabstate.h"
#include "core/vram/vramlabmodel.h"
#include "core/throughput/throughputlabmodel.h"

#include <QCoreApplication>

namespace gpulab::core {

namespace {

struct TrLabCodec {
    Q_DECLARE_TR_FUNCTIONS(LabState)
};

// One entry a lab, added as each lab's model learns to read and write its
// state. A lab with no entry keeps no state.
const QList<LabCodec> &codecs()
{
    static const QList<LabCodec> all{
        LabCodec{QStringLiteral("cost"), &cost::costLabDefaults, &cost::costLabFromV1, &cost::costLabFigures},
        LabCodec{QStringLiteral("timing"), &timing::timingLabDefaults, &timing::timingLabFromV1,
                 &timing::timingLabFigures},
        LabCodec{QStringLiteral("dispatch"), &dispatch::dispatchLabDefaults, &dispatch::dispatchLabFromV1,
                 &dispatch::dispatchLabFigures},
        LabCodec{QStringLiteral("learn"), &learn::learnLabDefaults, &learn::learnLabFromV1, &learn::learnLabFigures},
        {QStringLiteral("vram"), [] { return vram::vramInputsToJson(vram::VramInputs{}); }, &vram::vramStateFromV1,
         &vram::vramLabFigures},
        throughput::throughputCodec(),
    };
    return all;
}

} // namespace

const LabCodec *labCodec(const QString &lab)
{
    for (const LabCodec &c : codecs())
        if (c.lab == lab)
            return &c;
    return nullptr;
}

QStringList labsWithCodec()
{
    QStringList out;
    for (const QString &id : labIds())
        if (labCodec(id))
            out.append(id);
    return out;
}

std::optional<QJsonObject> labStateFromV1(const QString &lab, const QJsonObject &v1, QString *why)
{
    if (!labIds().contains(lab)) {
        if (why)
            *why = TrLabCodec::tr("there is no %1 lab").arg(lab);
        return std::nullopt;
    }
    const LabCodec *codec = labCodec(lab);
    // A lab whose model does not read its state yet still restores it from
    // the widgets' names, so its version-1 state is already what it reads.
    if (!codec || !codec->fromV1)
        return v1;
    return codec->fromV1(v1, why);
}

} // namespace gpulab::core
