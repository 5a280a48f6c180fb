// The VRAM planner panel, driven through QTest events on the offscreen platform:
// it renders, its controls change the totals, its fix buttons apply the fix, and
// the total it shows is the core model's (and so the CLI's) total.

#include "tests/common/livetext.h"
#include "tests/common/testsupport.h"

#include "core/vram/vramfixes.h"
#include "core/vram/vramplan.h"
#include "labs/vram/vramchart.h"
#include "labs/vram/vramcontrols.h"
#include "labs/vram/vrampanel.h"

#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSet>
#include <QSlider>
#include <QSpinBox>
#include <QTableView>
#include <QTest>

using namespace gpulab;
namespace vram = core::vram;

namespace {
// A table's cell, read from its model (not from a widget).
QString cellText(const QAbstractItemModel *model, int row, int column)
{
    return model->index(row, column).data().toString();
}

QString gbText(double bytes)
{
    return QStringLiteral("%1 GB").arg(bytes / 1e9, 0, 'f', 1);
}

template <typename W> W *child(QWidget *parent, const char *name)
{
    W *w = parent->findChild<W *>(QString::fromLatin1(name));
    if (!w)
        qWarning("no child %s", name);
    return w;
}

void chooseComboData(QComboBox *c, int data)
{
    // Keyboard, as a learner at a projector would: focus, then arrow keys.
    c->setFocus();
    const int target = c->findData(data);
    while (c->currentIndex() < target)
        QTest::keyClick(c, Qt::Key_Down);
    while (c->currentIndex() > target)
        QTest::keyClick(c, Qt::Key_Up);
}
// The lesson's seed figures use its 0.5 GB activation estimate; the panel
// starts on PyTorch's (SDPA), so choose the lesson's the way a lecturer would.
void chooseLessonEstimate(QWidget *panel)
{
    auto *c = panel->findChild<QComboBox *>(QStringLiteral("activations"));
    QVERIFY(c);
    chooseComboData(c, int(vram::ActivationEstimate::Lesson));
    QCOMPARE(c->currentData().toInt(), int(vram::ActivationEstimate::Lesson));
}
vram::Plan lessonPlan()
{
    vram::Plan p;
    p.activations = vram::ActivationEstimate::Lesson;
    return p;
}
} // namespace

class TestVramPanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void rendersNonBlank();
    void showsTheSeedFigures();
    void startsOnWhatPytorchKeeps();
    void typedParamsChangeTheTotal();
    void badTypedParamsKeepThePlan();
    void controlsChangeTheTotal();
    void fixButtonAppliesTheFix();
    void unitsToggleShowsGib();
    void provenanceSaysArithmetic();
    void sliderIsLogarithmic();
    void cardNamesNeverOverlap();
    void switchesLanguageLive();
    void everyControlAndChartIsNamed();
    void fitIsSaidInWordsAndMarks();
};

void TestVramPanel::rendersNonBlank()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.resize(1350, 1000);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    const QImage img = panel.grab().toImage();
    const QSet<QRgb> colours = testing::sampledColours(img, 5);
    QVERIFY2(colours.size() > 50, qPrintable(QString::number(colours.size())));
}

void TestVramPanel::showsTheSeedFigures()
{
    labs::VramPanel panel(labs::LabContext{});
    chooseLessonEstimate(&panel);
    // 7B, fp16, Adam: 98.5 GB planned + 1 GB headroom, the chart's first bar says the same.
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(lessonPlan())));
    QCOMPARE(panel.totalText(), QStringLiteral("99.5 GB"));
    QVERIFY(qAbs(panel.chart()->barTotal(0) - 99.5) < 1e-9);
    QVERIFY(qAbs(panel.chart()->barTotal(1) - 113.5) < 1e-9); // mixed precision: 16 B/param
    // The bookkeeping table puts 28 GB of fp32 gradients in the lesson column and 14 GB in mixed.
    const QAbstractItemModel *book = panel.bookkeepingTable()->model();
    QCOMPARE(cellText(book, 1, 1), QStringLiteral("28.0 GB"));
    QCOMPARE(cellText(book, 1, 2), QStringLiteral("14.0 GB"));
    // Capacity table: 16 GB card, Adam column → 1.1 (B params).
    const QAbstractItemModel *cap = panel.capacityTable()->model();
    QCOMPARE(cellText(cap, 2, 0), QStringLiteral("16 GB"));
    // The cells carry their unit, billions of parameters; the headers' "B" are bytes (issue 24).
    QCOMPARE(cellText(cap, 2, 1), QStringLiteral("8.0 bn"));
    QCOMPARE(cellText(cap, 2, 3), QStringLiteral("1.1 bn"));
    QVERIFY(panel.capacityTable()->toolTip().contains(QStringLiteral("SGD without momentum")));
    // No card of the five fits the 7B Adam plan.
    for (int r = 0; r < 5; ++r)
        QVERIFY(cellText(panel.fitsTable()->model(), r, 1).startsWith(QStringLiteral("does not fit")));
}

void TestVramPanel::startsOnWhatPytorchKeeps()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    QCOMPARE(panel.controls()->plan().activations, vram::ActivationEstimate::PytorchSdpa);
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(vram::Plan{})));
    auto *text = child<QLabel>(&panel, "activationsLine");
    QVERIFY(text);
    QVERIFY2(text->text().contains(QStringLiteral("s = 1024 tokens")), qPrintable(text->text()));
    QVERIFY(text->text().contains(QStringLiteral("about 100 tokens")));
    // Eager attention keeps the s×s scores: more memory at 1,024 tokens.
    const double sdpa = vram::totalBytes(panel.controls()->plan());
    chooseComboData(child<QComboBox>(&panel, "activations"), int(vram::ActivationEstimate::PytorchEager));
    QVERIFY(vram::totalBytes(panel.controls()->plan()) > sdpa);
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(panel.controls()->plan())));
    // The activation figure follows the sequence length; the lesson's does not.
    auto *seq = child<QSpinBox>(&panel, "seq");
    QVERIFY(seq);
    const double at1024 = vram::evaluate(panel.controls()->plan()).used().activations;
    seq->setValue(512);
    QVERIFY(vram::evaluate(panel.controls()->plan()).used().activations < at1024 / 2);
    QVERIFY(text->text().contains(QStringLiteral("s = 512 tokens")));
}

void TestVramPanel::typedParamsChangeTheTotal()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    chooseLessonEstimate(&panel);
    auto *edit = child<QLineEdit>(&panel, "paramsEdit");
    QVERIFY(edit);
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("1B"));
    QTest::keyClick(edit, Qt::Key_Return);
    vram::Plan expected = lessonPlan();
    expected.params = 1e9;
    QCOMPARE(panel.controls()->plan().params, 1e9);
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(expected))); // 14 + 0.07 + 1 = 15.1 GB
    // 1B with Adam fits the 16 GB card.
    QVERIFY(cellText(panel.fitsTable()->model(), 2, 1).startsWith(QStringLiteral("fits")));
}

void TestVramPanel::badTypedParamsKeepThePlan()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    auto *edit = child<QLineEdit>(&panel, "paramsEdit");
    const QString before = panel.totalText();
    edit->setFocus();
    edit->selectAll();
    QTest::keyClicks(edit, QStringLiteral("7Q"));
    QTest::keyClick(edit, Qt::Key_Return);
    auto *error = child<QLabel>(&panel, "paramsError");
    QVERIFY(error->isVisibleTo(&panel));
    QVERIFY2(error->text().contains(QStringLiteral("suffix")), qPrintable(error->text()));
    QCOMPARE(panel.totalText(), before);
    QCOMPARE(panel.controls()->plan().params, 7e9);
}

void TestVramPanel::controlsChangeTheTotal()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    chooseLessonEstimate(&panel);
    // Inference: 14 GB weights + KV cache + headroom.
    chooseComboData(child<QComboBox>(&panel, "mode"), int(vram::Mode::Inference));
    QCOMPARE(panel.controls()->plan().mode, vram::Mode::Inference);
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(panel.controls()->plan())));
    QVERIFY(cellText(panel.fitsTable()->model(), 2, 1).startsWith(QStringLiteral("fits"))); // serve 7B on 16 GB
    chooseComboData(child<QComboBox>(&panel, "mode"), int(vram::Mode::Train));
    // Batch up by keyboard: 1 → 3 adds 2 × 0.5 GB of activations.
    auto *batch = child<QSpinBox>(&panel, "batch");
    batch->setFocus();
    QTest::keyClick(batch, Qt::Key_Up);
    QTest::keyClick(batch, Qt::Key_Up);
    QCOMPARE(panel.controls()->plan().batch, 3);
    QCOMPARE(panel.totalText(), QStringLiteral("100.5 GB"));
    // SGD: 2 + 4 = 6 B/param → 42 GB + 1.5 activations + 1 headroom.
    chooseComboData(child<QComboBox>(&panel, "optimizer"), int(vram::Optimizer::Sgd));
    QCOMPARE(panel.totalText(), QStringLiteral("44.5 GB"));
    // Checkpointing divides the lesson's activations by 8.
    QTest::mouseClick(child<QCheckBox>(&panel, "checkpointing"), Qt::LeftButton, {},
                      QPoint(8, child<QCheckBox>(&panel, "checkpointing")->height() / 2));
    QVERIFY(panel.controls()->plan().checkpointing);
    QCOMPARE(panel.totalText(), gbText(42e9 + 1.5e9 / 8 + 1e9));
    // A preset puts its real count in.
    auto *preset = child<QComboBox>(&panel, "preset");
    preset->setFocus();
    QTest::keyClick(preset, Qt::Key_Down); // GPT-2
    QCOMPARE(panel.controls()->plan().presetId, QStringLiteral("gpt2"));
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(panel.controls()->plan())));
}

void TestVramPanel::fixButtonAppliesTheFix()
{
    labs::VramPanel panel(labs::LabContext{});
    // The size the shell gives it (a bare panel is not in the shell's scroll
    // area, and a narrow one stacks its columns taller than the screen).
    panel.resize(1600, 1000);
    panel.show();
    chooseLessonEstimate(&panel);
    auto *batch = child<QSpinBox>(&panel, "batch");
    batch->setValue(8);
    const vram::Plan before = panel.controls()->plan();
    const vram::FixOutcome expected = vram::applyFix(before, vram::FixId::HalveBatch);
    auto *button = child<QPushButton>(&panel, "fix0");
    QVERIFY(button->isEnabled());
    QVERIFY2(button->text().contains(QStringLiteral("−2.0 GB")), qPrintable(button->text()));
    QTest::mouseClick(button, Qt::LeftButton);
    QCOMPARE(panel.controls()->plan().batch, 4);
    QCOMPARE(panel.controls()->plan().accumulation, 2);
    QCOMPARE(batch->value(), 4);
    QCOMPARE(panel.totalText(), gbText(expected.afterBytes.total()));
    QVERIFY(child<QLabel>(&panel, "lastFix")->text().contains(QStringLiteral("Applied")));
    // Shard button: model states divided, total falls.
    const QString beforeShard = panel.totalText();
    const QByteArray shardButton = "fix" + QByteArray::number(vram::allFixes().indexOf(vram::FixId::Shard));
    QTest::mouseClick(child<QPushButton>(&panel, shardButton.constData()), Qt::LeftButton);
    QCOMPARE(panel.controls()->plan().sharding, vram::Sharding::Zero3);
    QVERIFY(panel.totalText() != beforeShard);
    // Reset goes back to the lesson's example, with PyTorch's activations (the default).
    QTest::mouseClick(child<QPushButton>(&panel, "resetButton"), Qt::LeftButton);
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(vram::Plan{})));
    QCOMPARE(panel.controls()->plan().activations, vram::ActivationEstimate::PytorchSdpa);
}

void TestVramPanel::unitsToggleShowsGib()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    auto *units = child<QComboBox>(&panel, "units");
    // A card's "24 GB" is 24 GiB (PyTorch prints 25.8): decimal GB is not what boxes say.
    QVERIFY2(!units->itemText(0).contains(QStringLiteral("box")), qPrintable(units->itemText(0)));
    QVERIFY(units->itemText(0).contains(QStringLiteral("total_memory / 1e9")));
    QVERIFY(units->itemText(1).contains(QStringLiteral("24 GB")));
    QVERIFY(units->toolTip().contains(QStringLiteral("24 GiB")) && units->toolTip().contains(QStringLiteral("25.8")));
    chooseLessonEstimate(&panel);
    units->setFocus();
    QTest::keyClick(units, Qt::Key_Down);
    QCOMPARE(panel.totalText(), QStringLiteral("%1 GiB").arg(99.5e9 / 1073741824.0, 0, 'f', 1)); // 92.7 GiB
}

void TestVramPanel::provenanceSaysArithmetic()
{
    labs::VramPanel panel(labs::LabContext{});
    const QString p = panel.provenance();
    QVERIFY2(p.startsWith(QStringLiteral("Arithmetic — ")), qPrintable(p));
    QVERIFY(!p.contains(QStringLiteral("Simulated")));
    QCOMPARE(panel.provenanceKind(), core::ProvenanceKind::Arithmetic);
    QVERIFY(p.contains(QStringLiteral("GPU")));
}

void TestVramPanel::sliderIsLogarithmic()
{
    using C = labs::VramControls;
    QCOMPARE(C::sliderToParams(0), 1e7);
    QVERIFY(qAbs(C::sliderToParams(C::kSliderSteps) - 4e11) < 1);
    QCOMPARE(C::paramsToSlider(C::sliderToParams(500)), 500);
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    auto *slider = child<QSlider>(&panel, "paramsSlider");
    slider->setFocus();
    const double before = panel.controls()->plan().params;
    QTest::keyClick(slider, Qt::Key_PageUp);
    QVERIFY(panel.controls()->plan().params > before);
    QVERIFY(panel.controls()->plan().presetId.isEmpty());
    QCOMPARE(panel.totalText(), gbText(vram::totalBytes(panel.controls()->plan())));
}

void TestVramPanel::cardNamesNeverOverlap()
{
    // A custom card the size of a standard one, and narrow charts: the names
    // share a label or stack on rows, and no two touch.
    labs::VramPanel panel(labs::LabContext{});
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *custom = panel.findChild<QDoubleSpinBox *>(QStringLiteral("customCard"));
    QVERIFY(custom);
    custom->setValue(24.0);
    for (const int width : {700, 1000, 1600}) {
        panel.resize(width, 1400);
        for (int i = 0; i < 3; ++i)
            QApplication::processEvents();
        const QList<QRectF> rects = panel.chart()->cardLabelRects();
        const QStringList texts = panel.chart()->cardLabelTexts();
        QVERIFY(rects.size() >= 2);
        QVERIFY2(texts.contains(QStringLiteral("✗ 24 GB · ✗ custom 24.0 GB")), qPrintable(texts.join(u'|')));
        for (int i = 0; i < rects.size(); ++i) {
            QVERIFY(rects[i].top() >= 0);
            for (int j = i + 1; j < rects.size(); ++j)
                QVERIFY2(!rects[i].intersects(rects[j]),
                         qPrintable(QStringLiteral("%1 and %2 at width %3").arg(texts[i], texts[j]).arg(width)));
        }
    }
}

void TestVramPanel::switchesLanguageLive()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.resize(1400, 1400);
    panel.show();
    const QStringList english = testing::live::shownTexts(&panel);
    QVERIFY(english.size() > 30);
    for (const QString &t : english)
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));
    // Something the learner did, kept across the switch: a fix applied, a batch chosen.
    auto *batch = child<QSpinBox>(&panel, "batch");
    batch->setValue(3);
    panel.applyFix(vram::FixId::Checkpointing);
    auto *lastFix = child<QLabel>(&panel, "lastFix");
    const bool fixShown = !lastFix->isHidden();
    const QString total = panel.totalText();

    testing::live::Guillemets brackets;
    testing::live::setTranslator(&brackets, true);
    QStringList missed;
    for (const QString &t : testing::live::shownTexts(&panel))
        if (!t.isEmpty() && !testing::live::wrapped(t))
            missed << t;
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(QStringLiteral(" | "))));
    QCOMPARE(child<QPushButton>(&panel, "resetButton")->text(), QStringLiteral("«Reset»"));
    QCOMPARE(child<QCheckBox>(&panel, "checkpointing")->text(), QStringLiteral("«Gradient checkpointing»"));
    QCOMPARE(child<QDoubleSpinBox>(&panel, "headroom")->suffix(), QStringLiteral("« GB»"));
    QVERIFY(testing::live::wrapped(child<QComboBox>(&panel, "mode")->currentText()));
    QCOMPARE(panel.fitsTable()->model()->headerData(1, Qt::Horizontal).toString(), QStringLiteral("«verdict»"));
    QVERIFY(testing::live::wrapped(panel.chart()->accessibleDescription()));
    for (const QString &name : panel.chart()->cardLabelTexts())
        QVERIFY2(name.startsWith(u'«'), qPrintable(name)); // "«✗ %1»"
    if (fixShown)
        QVERIFY2(lastFix->text().startsWith(QStringLiteral("«Applied")), qPrintable(lastFix->text()));
    QCOMPARE(batch->value(), 3);

    testing::live::setTranslator(&brackets, false);
    for (const QString &t : testing::live::shownTexts(&panel))
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));
    QCOMPARE(panel.totalText(), total);
    QCOMPARE(child<QPushButton>(&panel, "resetButton")->text(), QStringLiteral("Reset"));
    QCOMPARE(lastFix->isHidden(), !fixShown);
}

void TestVramPanel::everyControlAndChartIsNamed()
{
    labs::VramPanel panel(labs::LabContext{});
    QCOMPARE(testing::live::unnamedIn(&panel), QStringList());
}

// Fits or does not fit is said in words and a mark, never in colour alone.
void TestVramPanel::fitIsSaidInWordsAndMarks()
{
    labs::VramPanel panel(labs::LabContext{});
    panel.resize(1400, 1400);
    panel.show();
    QVERIFY(QTest::qWaitForWindowExposed(&panel));
    auto *edit = child<QLineEdit>(&panel, "paramsEdit");
    edit->setText(QStringLiteral("1B")); // 16 GB for Adam: fits 24 GB, not 8 GB
    QTest::keyClick(edit, Qt::Key_Return);
    for (int i = 0; i < 3; ++i)
        QApplication::processEvents();
    QStringList verdicts;
    for (int r = 0; r < panel.fitsTable()->model()->rowCount(); ++r)
        verdicts << cellText(panel.fitsTable()->model(), r, 1);
    QVERIFY2(verdicts.join(u'|').contains(QStringLiteral("does not fit")), qPrintable(verdicts.join(u'|')));
    QVERIFY2(verdicts.join(u'|').contains(QStringLiteral("fits,")), qPrintable(verdicts.join(u'|')));
    const QString names = panel.chart()->cardLabelTexts().join(u'|');
    QVERIFY2(names.contains(QStringLiteral("✓ ")) && names.contains(QStringLiteral("✗ ")), qPrintable(names));
    const QString description = panel.chart()->accessibleDescription();
    QVERIFY2(description.contains(QStringLiteral("Holds it:")) && description.contains(QStringLiteral("24 GB")),
             qPrintable(description));
}

QTEST_MAIN(TestVramPanel)
#include "tst_vram_panel.moc"
