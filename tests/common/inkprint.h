#pragma once

// Every colour a panel shows, as lines of text: each chart's background,
// title, legend, axes and series (pen, brush, markers, bars), every style
// sheet, every label's text colour and every rich-text colour. Two panels in
// the same state and the same inks print the same; tst_projector and tst_dark
// compare a panel restyled live with one built in the new inks.

#include <QAbstractAxis>
#include <QAreaSeries>
#include <QBarSeries>
#include <QBarSet>
#include <QChart>
#include <QChartView>
#include <QLabel>
#include <QLegend>
#include <QScatterSeries>
#include <QStringList>
#include <QTextEdit>
#include <QXYSeries>

namespace gpulab::testing {

inline QString nameOf(const QColor &c)
{
    return c.name(QColor::HexArgb);
}

inline QStringList chartInks(const QChart *chart)
{
    QStringList out;
    out << u"background "_qs + nameOf(chart->backgroundBrush().color())
        << u"title "_qs + nameOf(chart->titleBrush().color()) << u"legend "_qs + nameOf(chart->legend()->labelColor());
    for (QAbstractAxis *a : chart->axes())
        out << u"axis "_qs + nameOf(a->labelsColor()) + u' ' + nameOf(a->titleBrush().color()) + u' ' +
                   nameOf(a->gridLineColor());
    for (const QAbstractSeries *s : chart->series()) {
        const QString name = s->name();
        if (const auto *scatter = qobject_cast<const QScatterSeries *>(s))
            out << u"points "_qs + name + u' ' + nameOf(scatter->color()) + u' ' + nameOf(scatter->borderColor()) +
                       (scatter->lightMarker().isNull()
                            ? QString()
                            : u" image "_qs +
                                  nameOf(scatter->lightMarker().pixelColor(scatter->lightMarker().rect().center())));
        else if (const auto *line = qobject_cast<const QXYSeries *>(s))
            out << u"line "_qs + name + u' ' + nameOf(line->pen().color());
        else if (const auto *area = qobject_cast<const QAreaSeries *>(s))
            out << u"area "_qs + name + u' ' + nameOf(area->brush().color()) + u' ' + nameOf(area->pen().color());
        else if (const auto *bars = qobject_cast<const QAbstractBarSeries *>(s))
            for (QBarSet *set : bars->barSets())
                out << u"bars "_qs + set->label() + u' ' + nameOf(set->color()) + u' ' + nameOf(set->borderColor()) +
                           u' ' + nameOf(set->labelColor());
    }
    return out;
}

inline QStringList inkPrint(const QWidget *root)
{
    QStringList out;
    for (const QWidget *w : root->findChildren<QWidget *>()) {
        const QString who = QString::fromLatin1(w->metaObject()->className()) + u' ' + w->objectName();
        if (!w->styleSheet().isEmpty())
            out << who + u" sheet "_qs + w->styleSheet();
        if (const auto *view = qobject_cast<const QChartView *>(w); view && view->chart())
            for (const QString &line : chartInks(view->chart()))
                out << who + u' ' + line;
        if (const auto *l = qobject_cast<const QLabel *>(w)) {
            out << who + u" text colour "_qs + nameOf(l->palette().color(QPalette::WindowText));
            if (l->text().contains(u"color"))
                out << who + u" rich "_qs + l->text();
        }
        if (const auto *edit = qobject_cast<const QTextEdit *>(w); edit && edit->toHtml().contains(u"color"))
            out << who + u" document "_qs + edit->toHtml();
    }
    return out;
}

// The lines of `now` that differ from `want`, for a test's message.
inline QStringList inkDifferences(const QStringList &now, const QStringList &want)
{
    QStringList out;
    if (now.size() != want.size())
        out << QStringLiteral("%1 lines, not %2").arg(now.size()).arg(want.size());
    for (qsizetype i = 0; i < std::min(now.size(), want.size()) && out.size() < 12; ++i)
        if (now[i] != want[i])
            out << QStringLiteral("now:  %1\nwant: %2").arg(now[i].left(300), want[i].left(300));
    return out;
}

} // namespace gpulab::testing
