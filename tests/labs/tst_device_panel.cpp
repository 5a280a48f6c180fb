// The device report panel: every text it shows is re-worded on a change of
// language (and back), the report and the quick check's state stay, every
// control is named, and passed / failed checks carry a mark, not a colour only.

#include "tests/common/livetext.h"

#include "labs/device/devicereportpanel.h"
#include "labs/style.h"

#include <QApplication>
#include <QHeaderView>
#include <QPushButton>
#include <QRegularExpression>
#include <QSignalSpy>
#include <QTableView>
#include <QTest>

using namespace gpulab;

class TestDevicePanel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void switchesLanguageLive();
    void everyControlIsNamed();
    void triageStepsCarryAMark();
    void quickCheckTableFillsItsBox();
};

void TestDevicePanel::switchesLanguageLive()
{
    labs::DeviceReportPanel p(labs::LabContext{});
    p.resize(1400, 1000);
    p.show();
    QSignalSpy provenance(&p, &labs::LabPanel::provenanceChanged);
    const QStringList english = testing::live::shownTexts(&p);
    QVERIFY(english.size() > 20);
    for (const QString &t : english)
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));
    const QString model = p.report().cpu.model;

    testing::live::Guillemets brackets;
    testing::live::setTranslator(&brackets, true);
    // What the machine reports is its own: the CPU's model name, its SIMD, the
    // versions the probe read (which it words itself when it read none), counts.
    const auto &cuda = p.report().cuda;
    const QStringList probed{model,
                             p.report().cpu.simd,
                             cuda.name,
                             cuda.driverVersion,
                             cuda.driverCudaVersion,
                             cuda.runtimeVersion,
                             cuda.cublasVersion,
                             u"False"_qs};
    QStringList missed;
    for (const QString &t : testing::live::shownTexts(&p))
        if (!t.isEmpty() && !testing::live::wrapped(t) && !probed.contains(t) &&
            t.contains(QRegularExpression(u"[a-z]{3}"_qs)))
            missed << t;
    QVERIFY2(missed.isEmpty(), qPrintable(missed.join(u" | "_qs)));
    QCOMPARE(p.findChild<QPushButton *>(u"probeButton"_qs)->text(), u"«Probe again»"_qs);
    QCOMPARE(p.checkModel()->headerData(core::QuickCheckTableModel::Result, Qt::Horizontal).toString(), u"«result»"_qs);
    QVERIFY(testing::live::wrapped(p.findChild<QLabel *>(u"checkStatus"_qs)->text()));
    QVERIFY(!provenance.isEmpty());

    testing::live::setTranslator(&brackets, false);
    for (const QString &t : testing::live::shownTexts(&p))
        QVERIFY2(!testing::live::wrapped(t), qPrintable(t));
    QCOMPARE(p.findChild<QPushButton *>(u"probeButton"_qs)->text(), u"Probe again"_qs);
    QCOMPARE(p.report().cpu.model, model);
}

void TestDevicePanel::everyControlIsNamed()
{
    labs::DeviceReportPanel p(labs::LabContext{});
    QCOMPARE(testing::live::unnamedIn(&p), QStringList());
}

// Each triage line starts with ✔, ✘ or · : what the colour says is also in the text.
void TestDevicePanel::triageStepsCarryAMark()
{
    labs::DeviceReportPanel p(labs::LabContext{});
    int marked = 0;
    for (const QLabel *l : p.findChildren<QLabel *>()) {
        const QString t = l->text();
        if (t.startsWith(u"✔  "_qs) || t.startsWith(u"✘  "_qs) || t.startsWith(u"·  "_qs))
            ++marked;
    }
    QVERIFY(marked >= 3);
}

// The quick check's table used half its box: its columns as wide as their
// words, the rest of the row empty. They now share the spare width.
void TestDevicePanel::quickCheckTableFillsItsBox()
{
    labs::DeviceReportPanel p(labs::LabContext{});
    labs::style::letShrink(&p); // as the window does with every panel
    p.resize(1000, 900);
    p.show();
    QVERIFY(QTest::qWaitForWindowExposed(&p));
    auto *table = p.findChild<QTableView *>(QStringLiteral("checkTable"));
    QVERIFY(table && table->model());
    const int count = table->model()->columnCount();
    QCOMPARE(count, 5);
    const auto columns = [table, count] {
        int total = 0;
        for (int c = 0; c < count; ++c)
            total += table->horizontalHeader()->sectionSize(c);
        return total;
    };
    QTRY_COMPARE(columns(), table->viewport()->width());
    // Never narrower than a column's words.
    for (int c = 0; c < count; ++c)
        QVERIFY(table->horizontalHeader()->sectionSize(c) >= table->horizontalHeader()->sectionSizeHint(c));
}

QTEST_MAIN(TestDevicePanel)
#include "tst_device_panel.moc"
