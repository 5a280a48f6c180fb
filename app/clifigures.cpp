// `gpulab figures`: the figures a lab shows, worked out by its core model
// from a state (the lab's defaults, or the state of `--open FILE`), with no
// window: every number a panel shows has a headless path that tests pin.

#include "app/cli.h"
#include "app/cliargs.h"
#include "core/labcodec.h"
#include "core/labids.h"

#include <QCommandLineParser>
#include <QCoreApplication>
#include <QJsonDocument>

namespace gpulab::app {
namespace {

struct TrCliFigures {
    Q_DECLARE_TR_FUNCTIONS(CliFigures)
};

} // namespace

int runFigures(const QStringList &args, const OpenedLabState &opened)
{
    QCommandLineParser parser;
    const QString known = core::labsWithCodec().join(QStringLiteral(", "));
    const QCommandLineOption lab(
        QStringLiteral("lab"),
        TrCliFigures::tr("The lab whose figures to print: %1. Without it, the lab the --open file shows.").arg(known),
        QStringLiteral("id"));
    const QCommandLineOption json(QStringLiteral("json"), TrCliFigures::tr("Print one JSON object."));
    parser.addOptions({lab, json});
    if (auto done = parseSubcommand(
            parser, args,
            TrCliFigures::tr("The figures a lab shows for its settings: each lab's defaults, or a lab state file "
                             "given as gpulab --open FILE figures.")))
        return *done;

    QString id = optionWord(parser.value(lab));
    if (id.isEmpty() && opened.state)
        id = opened.state->current.isEmpty() && opened.state->labs.size() == 1 ? opened.state->labs.firstKey()
                                                                               : opened.state->current;
    if (id.isEmpty())
        return usageError(TrCliFigures::tr("figures needs --lab (one of: %1)").arg(known));
    const core::LabCodec *codec = core::labCodec(id);
    if (!codec || !codec->figures)
        return usageError(core::labIds().contains(id)
                              ? TrCliFigures::tr("the %1 lab has no settings of its own to work figures out from "
                                                 "(labs with figures: %2)")
                                    .arg(id, known)
                              : TrCliFigures::tr("unknown --lab \"%1\" (known: %2)").arg(parser.value(lab), known));

    QJsonObject state = codec->defaults ? codec->defaults() : QJsonObject();
    if (opened.state) {
        if (!opened.state->labs.contains(id))
            return usageError(TrCliFigures::tr("%1 holds no state for the %2 lab (it holds: %3)")
                                  .arg(opened.path, id, opened.state->labs.keys().join(QStringLiteral(", "))));
        state = opened.state->labs.value(id);
    }
    QString why;
    const std::optional<core::LabFigures> figures = codec->figures(state, &why);
    if (!figures)
        return usageError(opened.state ? TrCliFigures::tr("%1: the %2 lab refused it: %3").arg(opened.path, id, why)
                                       : TrCliFigures::tr("the %1 lab refused its own defaults: %2").arg(id, why));

    if (parser.isSet(json)) {
        const QJsonObject out{{QStringLiteral("format"), QStringLiteral("gpulab-figures")},
                              {QStringLiteral("version"), 1},
                              {QStringLiteral("lab"), id},
                              {QStringLiteral("state"), state},
                              {QStringLiteral("figures"), figures->json}};
        printLine(QString::fromUtf8(QJsonDocument(out).toJson(QJsonDocument::Indented)).trimmed());
        return kExitOk;
    }
    int width = 0;
    for (const core::LabFigureLine &line : figures->lines)
        width = std::max(width, displayWidth(line.label));
    for (const core::LabFigureLine &line : figures->lines)
        printLine(line.label.isEmpty()
                      ? line.value
                      : QStringLiteral("%1  %2").arg(padded(line.label + u':', -(width + 1)), line.value));
    return kExitOk;
}

} // namespace gpulab::app
