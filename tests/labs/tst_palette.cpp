// The one palette (labs/style): every ink a panel draws text or marks with
// stands out from the surface it is drawn on by at least 4.5:1 (WCAG 2's
// contrast ratio for body text), which a washed-out projector still shows.

#include "labs/style.h"

#include <QApplication>
#include <QLabel>
#include <QSet>
#include <QTest>

using namespace gpulab::labs;

namespace {
// A translucent ink lies over the panel's surface.
QColor opaque(const QColor &c)
{
    if (c.alpha() == 255)
        return c;
    const QColor under = style::colour(style::Ink::Surface);
    const double a = c.alphaF();
    return QColor::fromRgbF(float(c.redF() * a + under.redF() * (1 - a)),
                            float(c.greenF() * a + under.greenF() * (1 - a)),
                            float(c.blueF() * a + under.blueF() * (1 - a)));
}
} // namespace

class TestPalette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void contrastFollowsWcag();
    void everyInkOnceAndOnASurface();
    void inksStandOutFromTheirSurface();
    void cssNamesTheSameColour();
    void tonesComeFromThePalette();
};

void TestPalette::contrastFollowsWcag()
{
    QCOMPARE(style::contrastRatio(Qt::black, Qt::white), 21.0);
    QCOMPARE(style::contrastRatio(Qt::white, Qt::black), 21.0);
    QCOMPARE(style::contrastRatio(QColor(0x77, 0x77, 0x77), QColor(0x77, 0x77, 0x77)), 1.0);
    // #767676 on white is the classic 4.54:1; #777777 just misses 4.5.
    QVERIFY(qAbs(style::contrastRatio(QColor(0x76, 0x76, 0x76), Qt::white) - 4.54) < 0.01);
    QVERIFY(style::contrastRatio(QColor(0x77, 0x77, 0x77), Qt::white) < 4.5);
}

void TestPalette::everyInkOnceAndOnASurface()
{
    QSet<int> seen;
    QSet<int> surfaces;
    for (const auto &e : style::palette()) {
        QVERIFY2(!seen.contains(int(e.ink)), e.use);
        seen.insert(int(e.ink));
        if (e.on == e.ink)
            surfaces.insert(int(e.ink));
    }
    QVERIFY(seen.contains(int(style::Ink::Surface)));
    for (const auto &e : style::palette())
        QVERIFY2(surfaces.contains(int(e.on)), e.use); // drawn on something that is itself a surface
}

void TestPalette::inksStandOutFromTheirSurface()
{
    QStringList weak;
    int checked = 0;
    for (const auto &e : style::palette()) {
        if (e.on == e.ink)
            continue;
        const double ratio = style::contrastRatio(opaque(style::colour(e.ink)), opaque(style::colour(e.on)));
        ++checked;
        if (ratio < 4.5)
            weak << QStringLiteral("%1: %2 on %3 is %4:1")
                        .arg(QLatin1String(e.use), style::colour(e.ink).name(), opaque(style::colour(e.on)).name())
                        .arg(ratio, 0, 'f', 2);
    }
    QVERIFY(checked >= 30);
    QVERIFY2(weak.isEmpty(), qPrintable(weak.join(u'\n')));
}

void TestPalette::cssNamesTheSameColour()
{
    for (const auto &e : style::palette()) {
        const QColor c = style::colour(e.ink);
        QCOMPARE(c.rgba(), e.rgba);
        if (c.alpha() == 255)
            QCOMPARE(QColor(style::css(e.ink)), c);
        else
            QVERIFY(style::css(e.ink).startsWith(u"rgba("));
    }
}

void TestPalette::tonesComeFromThePalette()
{
    QCOMPARE(style::toneColour(style::Tone::Good), style::colour(style::Ink::GoodBorder));
    QCOMPARE(style::toneColour(style::Tone::Warning), style::colour(style::Ink::WarningBorder));
    QCOMPARE(style::toneColour(style::Tone::Bad), style::colour(style::Ink::BadBorder));
    QCOMPARE(style::focusColour(), style::colour(style::Ink::Focus));
    QLabel banner;
    style::setBanner(&banner, style::Tone::Bad);
    QVERIFY(banner.styleSheet().contains(style::css(style::Ink::BadFill)));
    QVERIFY(banner.styleSheet().contains(style::css(style::Ink::BadBorder)));
    QVERIFY(banner.styleSheet().contains(style::css(style::Ink::BadText)));
}

QTEST_MAIN(TestPalette)
#include "tst_palette.moc"
