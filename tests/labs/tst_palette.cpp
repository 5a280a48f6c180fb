// The one palette (labs/style): every ink a panel draws text or marks with
// stands out from the surface it is drawn on by at least 4.5:1 (WCAG 2's
// contrast ratio for body text), which a washed-out projector still shows;
// the projector palette holds every pair to 7:1 (WCAG 2 AAA), carries no tone
// in a pale fill, and projector mode switches colour() to it and back. The
// dark palette (a dark system theme) holds every pair to 4.5:1 as well, and a
// dark application palette switches colour() to it.

#include "labs/style.h"

#include <QApplication>
#include <QLabel>
#include <QPalette>
#include <QSet>
#include <QTest>

#include <algorithm>
#include <span>

using namespace gpulab::labs;

Q_DECLARE_METATYPE(gpulab::labs::style::Theme)

namespace {
QColor inkOf(std::span<const style::PaletteEntry> table, style::Ink ink)
{
    for (const auto &e : table)
        if (e.ink == ink)
            return QColor::fromRgba(e.rgba);
    return {};
}

// A translucent ink lies over the panel's surface.
QColor opaque(std::span<const style::PaletteEntry> table, const QColor &c)
{
    if (c.alpha() == 255)
        return c;
    const QColor under = inkOf(table, style::Ink::Surface);
    const double a = c.alphaF();
    return QColor::fromRgbF(float(c.redF() * a + under.redF() * (1 - a)),
                            float(c.greenF() * a + under.greenF() * (1 - a)),
                            float(c.blueF() * a + under.blueF() * (1 - a)));
}
} // namespace

class TestPalette : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase() { style::installFocusStyle(); } // as main() does: it also follows the system's palette
    void contrastFollowsWcag();
    void everyInkOnceAndOnASurface_data();
    void everyInkOnceAndOnASurface();
    void inksStandOutFromTheirSurface_data();
    void inksStandOutFromTheirSurface();
    void projectorPaletteNamesTheSameInksOnTheSameSurfaces();
    void projectorCarriesNoToneInAPaleFill();
    void projectorModeSwitchesTheInks();
    void darkPaletteIsDarkAndFollowsTheApplication();
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

void TestPalette::everyInkOnceAndOnASurface_data()
{
    QTest::addColumn<style::Theme>("theme");
    QTest::newRow("normal") << style::Theme::Light;
    QTest::newRow("dark") << style::Theme::Dark;
    QTest::newRow("projector") << style::Theme::Projector;
}

void TestPalette::everyInkOnceAndOnASurface()
{
    QFETCH(style::Theme, theme);
    QSet<int> seen;
    QSet<int> surfaces;
    for (const auto &e : style::palette(theme)) {
        QVERIFY2(!seen.contains(int(e.ink)), e.use);
        seen.insert(int(e.ink));
        if (e.on == e.ink)
            surfaces.insert(int(e.ink));
    }
    QVERIFY(seen.contains(int(style::Ink::Surface)));
    QCOMPARE(seen.size(), qsizetype(style::palette(style::Theme::Light).size()));
    for (const auto &e : style::palette(theme))
        QVERIFY2(surfaces.contains(int(e.on)), e.use); // drawn on something that is itself a surface
}

void TestPalette::inksStandOutFromTheirSurface_data()
{
    QTest::addColumn<style::Theme>("theme");
    QTest::addColumn<double>("least");
    QTest::newRow("normal, 4.5:1") << style::Theme::Light << 4.5;
    QTest::newRow("dark, 4.5:1") << style::Theme::Dark << 4.5;
    QTest::newRow("projector, 7:1") << style::Theme::Projector << 7.0;
}

void TestPalette::inksStandOutFromTheirSurface()
{
    QFETCH(style::Theme, theme);
    QFETCH(double, least);
    const auto table = style::palette(theme);
    QStringList weak;
    int checked = 0;
    for (const auto &e : table) {
        if (e.on == e.ink)
            continue;
        const QColor ink = opaque(table, QColor::fromRgba(e.rgba));
        const QColor on = opaque(table, inkOf(table, e.on));
        const double ratio = style::contrastRatio(ink, on);
        ++checked;
        if (ratio < least)
            weak << QStringLiteral("%1: %2 on %3 is %4:1")
                        .arg(QLatin1String(e.use), ink.name(), on.name())
                        .arg(ratio, 0, 'f', 2);
    }
    // The timeline's segments carry text in OnBar: it must read on every one of them.
    for (const style::Ink fill :
         {style::Ink::TimingSeries1, style::Ink::TimingSeries2, style::Ink::TimingSeries3, style::Ink::TimingSeries4}) {
        const double ratio = style::contrastRatio(inkOf(table, style::Ink::OnBar), inkOf(table, fill));
        ++checked;
        if (ratio < least)
            weak << QStringLiteral("segment text on timing series %1 is %2:1").arg(int(fill)).arg(ratio, 0, 'f', 2);
    }
    QVERIFY(checked >= 30);
    QVERIFY2(weak.isEmpty(), qPrintable(weak.join(u'\n')));
}

void TestPalette::darkPaletteIsDarkAndFollowsTheApplication()
{
    const auto dark = style::palette(style::Theme::Dark);
    // Dark surfaces under light text: the opposite of the light table.
    QVERIFY(inkOf(dark, style::Ink::Surface).lightness() < 64);
    QVERIFY(inkOf(dark, style::Ink::Text).lightness() > 192);
    QCOMPARE(dark.size(), style::palette(style::Theme::Light).size());
    for (const auto &e : style::palette(style::Theme::Light)) {
        const auto it = std::find_if(dark.begin(), dark.end(), [&](const auto &d) { return d.ink == e.ink; });
        QVERIFY2(it != dark.end(), e.use);
        QCOMPARE(int(it->on), int(e.on));
    }
    QVERIFY(style::isDark(style::darkQtPalette()));
    const QPalette before = QApplication::palette();
    QVERIFY(!style::isDark(before));
    QCOMPARE(style::theme(), style::Theme::Light);
    QLabel tone;
    style::setTextTone(&tone, style::Tone::Bad);
    const QString lightSheet = tone.styleSheet();
    QApplication::setPalette(style::darkQtPalette()); // as a desktop switched to its dark theme
    QCOMPARE(style::theme(), style::Theme::Dark);
    QCOMPARE(style::colour(style::Ink::BadText), inkOf(dark, style::Ink::BadText));
    QCOMPARE(style::palette().data(), dark.data());
    QVERIFY(tone.styleSheet().contains(style::css(style::Ink::BadText))); // redone in the dark ink
    // Projector mode is light whatever the system says, and gives the dark palette back.
    style::setProjector(true);
    QCOMPARE(style::theme(), style::Theme::Projector);
    style::setProjector(false);
    QCOMPARE(style::theme(), style::Theme::Dark);
    QApplication::setPalette(before);
    QCOMPARE(style::theme(), style::Theme::Light);
    QCOMPARE(tone.styleSheet(), lightSheet);
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

void TestPalette::projectorPaletteNamesTheSameInksOnTheSameSurfaces()
{
    const auto normal = style::palette(false);
    const auto projector = style::palette(true);
    QCOMPARE(projector.size(), normal.size());
    for (const auto &e : normal) {
        const auto it = std::find_if(projector.begin(), projector.end(), [&](const auto &p) { return p.ink == e.ink; });
        QVERIFY2(it != projector.end(), e.use);
        QCOMPARE(int(it->on), int(e.on));
    }
}

void TestPalette::projectorCarriesNoToneInAPaleFill()
{
    // The tone is in the strong border and text (and the words); the box is the page.
    const auto table = style::palette(true);
    const QColor surface = inkOf(table, style::Ink::Surface);
    QCOMPARE(surface, QColor(Qt::white));
    for (const style::Ink fill : {style::Ink::GoodFill, style::Ink::WarningFill, style::Ink::BadFill,
                                  style::Ink::NeutralFill, style::Ink::TermCardFill, style::Ink::MeaningCardFill})
        QCOMPARE(inkOf(table, fill), surface);
    // The tones' strong colours still differ from each other.
    const QColor good = inkOf(table, style::Ink::GoodBorder);
    const QColor warning = inkOf(table, style::Ink::WarningBorder);
    const QColor bad = inkOf(table, style::Ink::BadBorder);
    QVERIFY(good != warning && warning != bad && good != bad);
}

void TestPalette::projectorModeSwitchesTheInks()
{
    QLabel banner;
    style::setBanner(&banner, style::Tone::Good);
    const QString normalSheet = banner.styleSheet();
    QVERIFY(!style::projector());
    const QColor normalBorder = style::colour(style::Ink::GoodBorder);
    style::setProjector(true);
    QVERIFY(style::projector());
    QCOMPARE(style::colour(style::Ink::GoodBorder), inkOf(style::palette(true), style::Ink::GoodBorder));
    QCOMPARE(style::palette().data(), style::palette(true).data());
    QCOMPARE(QApplication::palette().color(QPalette::Window), QColor(Qt::white));
    QCOMPARE(QApplication::palette().color(QPalette::WindowText), QColor(Qt::black));
    // The banner was redone in the projector's inks.
    QVERIFY(banner.styleSheet() != normalSheet);
    QVERIFY(banner.styleSheet().contains(style::css(style::Ink::GoodBorder)));
    style::setProjector(false);
    QVERIFY(!style::projector());
    QCOMPARE(style::colour(style::Ink::GoodBorder), normalBorder);
    QCOMPARE(banner.styleSheet(), normalSheet);
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
