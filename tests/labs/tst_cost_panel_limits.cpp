// The cost panel at the ends of its own controls: the longest run at the
// highest pre-emption rate without checkpoints overflows the spot model
// (e^{λT}). The panel must say so in words, never show inf or NaN, and never
// hand Qt Charts an infinite point ("Ignored NaN/Inf").

#include "core/cost/ratetable.h"
#include "labs/cost/costpanel.h"

#include <QCoreApplication>
#include <QDoubleSpinBox>
#include <QFile>
#include <QLabel>
#include <QRegularExpression>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTest>

using namespace gpulab;

class TestCostPanelLimits : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void initTestCase();
    void overflowingSpotModelIsSaidInWords();
};

void TestCostPanelLimits::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("GPU Lab Tests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_cost_panel_limits"));
    QFile::remove(core::cost::userRatesPath());
}

void TestCostPanelLimits::overflowingSpotModelIsSaidInWords()
{
    QTest::failOnWarning(QRegularExpression(QStringLiteral("NaN|Inf"), QRegularExpression::CaseInsensitiveOption));
    labs::CostPanel p(labs::LabContext{});
    p.resize(1400, 900);
    p.show();
    auto *hours = p.findChild<QDoubleSpinBox *>(QStringLiteral("hoursPerRun"));
    auto *rate = p.findChild<QDoubleSpinBox *>(QStringLiteral("interruptRate"));
    auto *checkpoint = p.findChild<QDoubleSpinBox *>(QStringLiteral("checkpoint"));
    auto *summary = p.findChild<QLabel *>(QStringLiteral("spotSummary"));
    QVERIFY(hours && rate && checkpoint && summary);
    checkpoint->setValue(0);
    rate->setValue(rate->maximum());
    hours->setValue(hours->maximum());
    QTest::qWait(50); // let the chart draw
    const QString text = summary->text();
    QVERIFY2(!text.contains(QStringLiteral("inf"), Qt::CaseInsensitive) &&
                 !text.contains(QStringLiteral("nan"), Qt::CaseInsensitive),
             qPrintable(text));
    QVERIFY2(text.contains(QStringLiteral("too large")), qPrintable(text));

    // Back to a sane plan: figures again.
    hours->setValue(10);
    QVERIFY2(summary->text().contains(QStringLiteral("on demand")), qPrintable(summary->text()));
}

QTEST_MAIN(TestCostPanelLimits)
#include "tst_cost_panel_limits.moc"
