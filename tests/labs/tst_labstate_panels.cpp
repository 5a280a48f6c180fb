// Hand-out lab state through the real window: change the panels' controls,
// save a .gpulab file, change them again, open the file and find every panel
// exactly as saved (and its model following); broken, foreign and future
// files are refused with their reason, the labs kept and the file untouched.

#include "app/mainwindow.h"
#include "core/labstate.h"
#include "labs/labpanel.h"

#include <QAbstractSlider>
#include <QAction>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFile>
#include <QGuiApplication>
#include <QJsonDocument>
#include <QJsonObject>
#include <QLabel>
#include <QLineEdit>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>

using gpulab::app::MainWindow;

namespace {

template <typename W> W *control(MainWindow &w, const char *lab, const char *name)
{
    auto *c = w.panel(QString::fromLatin1(lab))->findChild<W *>(QString::fromLatin1(name));
    if (!c)
        qFatal("no control %s in the %s lab", name, lab);
    return c;
}

QByteArray readAll(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

void write(const QString &path, const QByteArray &bytes)
{
    QFile f(path);
    QVERIFY(f.open(QIODevice::WriteOnly));
    QCOMPARE(f.write(bytes), bytes.size());
}

QByteArray stateText(MainWindow &w)
{
    return gpulab::core::labStateToJson(w.labState(), true);
}

} // namespace

class TestLabStatePanels : public QObject {
    Q_OBJECT
private Q_SLOTS:
    // A count typed by hand is kept exactly, not as the slider's three
    // significant figures; a bad count is refused and changes nothing.
    void typedParameterCountIsKeptExactly()
    {
        MainWindow w;
        w.show();
        gpulab::labs::LabPanel *vram = w.panel(QStringLiteral("vram"));
        auto *edit = control<QLineEdit>(w, "vram", "paramsEdit");
        edit->setFocus();
        edit->selectAll();
        QTest::keyClicks(edit, QStringLiteral("1.234B"));
        QTest::keyClick(edit, Qt::Key_Return);
        const QString total = control<QLabel>(w, "vram", "total")->text();
        const QJsonObject saved = vram->saveState();
        QCOMPARE(saved.value(QStringLiteral("params")).toDouble(), 1.234e9);

        MainWindow other;
        other.show();
        gpulab::labs::LabPanel *again = other.panel(QStringLiteral("vram"));
        QCOMPARE(again->restoreState(saved), QString());
        QCOMPARE(again->saveState(), saved);
        QCOMPARE(control<QLabel>(other, "vram", "total")->text(), total);
        QCOMPARE(control<QLineEdit>(other, "vram", "paramsEdit")->text(), edit->text());

        const QJsonObject before = again->saveState();
        for (const QJsonValue &bad : {QJsonValue(QStringLiteral("7B")), QJsonValue(1e20), QJsonValue(-5.0)}) {
            QJsonObject broken = saved;
            broken.insert(QStringLiteral("params"), bad);
            broken.insert(QStringLiteral("batch"), 16); // would change, were the count good
            QVERIFY(again->restoreState(broken).contains(QStringLiteral("params")));
            QCOMPARE(again->saveState(), before);
        }
    }

    void saveChangeOpenRestoresExactly()
    {
        MainWindow w;
        w.resize(1400, 900);
        w.show();
        const QByteArray start = stateText(w);

        // A person's choices, through the controls.
        auto *weights = control<QComboBox>(w, "vram", "weights");
        weights->setCurrentIndex((weights->currentIndex() + 1) % weights->count());
        auto *batch = control<QSpinBox>(w, "vram", "batch");
        batch->setFocus();
        batch->selectAll();
        QTest::keyClicks(batch, QStringLiteral("6"));
        QTest::keyClick(batch, Qt::Key_Return);
        QCOMPARE(batch->value(), 6);
        QTest::mouseClick(control<QCheckBox>(w, "vram", "checkpointing"), Qt::LeftButton);
        const QString vramTotal = control<QLabel>(w, "vram", "total")->text();
        control<QDoubleSpinBox>(w, "cost", "hoursPerRun")->setValue(37.5);
        QTest::mouseClick(control<QCheckBox>(w, "cost", "spot"), Qt::LeftButton);
        auto *size = control<QAbstractSlider>(w, "timing", "sizeSlider");
        size->setValue(size->minimum() + 1);
        QTest::mouseClick(control<QCheckBox>(w, "timing", "barrierToggle"), Qt::LeftButton);
        auto *lanes = w.panel(QStringLiteral("throughput"))
                          ->findChild<QWidget *>(QStringLiteral("lanesSlider"))
                          ->findChild<QAbstractSlider *>();
        lanes->setValue(lanes->minimum());
        auto *build = control<QComboBox>(w, "dispatch", "buildBox");
        build->setCurrentIndex(1);
        w.showLab(QStringLiteral("cost"));
        const QByteArray chosen = stateText(w);
        QVERIFY(chosen != start);

        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("class.gpulab"));
        QCOMPARE(w.saveLabStateFile(path), QString());
        QVERIFY(gpulab::core::loadLabState(path).state.has_value());

        // Back to the start, another lab shown: the choices are gone.
        QCOMPARE(w.applyLabState(*gpulab::core::parseLabState(start).state), QString());
        w.showLab(QStringLiteral("learn"));
        QCOMPARE(batch->value(), 1);
        QVERIFY(stateText(w) != chosen);

        QCOMPARE(w.openLabStateFile(path), QString());
        QCOMPARE(stateText(w), chosen);
        QCOMPARE(w.currentLabId(), QStringLiteral("cost"));
        QCOMPARE(batch->value(), 6);
        QCOMPARE(control<QDoubleSpinBox>(w, "cost", "hoursPerRun")->value(), 37.5);
        QCOMPARE(lanes->value(), lanes->minimum());
        // The model followed the controls, not only the widgets.
        QCOMPARE(control<QLabel>(w, "vram", "total")->text(), vramTotal);

        // A second window opening the same file looks the same.
        MainWindow other;
        QCOMPARE(other.openLabStateFile(path), QString());
        QCOMPARE(stateText(other), chosen);
    }

    void rememberedBetweenLaunches()
    {
        {
            MainWindow w;
            w.setPersistLabStates(true);
            w.show();
            control<QSpinBox>(w, "vram", "seq")->setValue(2048);
            QTest::mouseClick(control<QCheckBox>(w, "timing", "coldToggle"), Qt::LeftButton);
            QVERIFY(w.close());
        }
        MainWindow again;
        again.setPersistLabStates(true);
        QCOMPARE(control<QSpinBox>(again, "vram", "seq")->value(), 2048);
        MainWindow fresh; // a window that does not persist (screenshot, tests) starts as the lesson does
        QCOMPARE(control<QSpinBox>(fresh, "vram", "seq")->value(), 1024);
        QVERIFY(control<QCheckBox>(fresh, "timing", "coldToggle")->isChecked() !=
                control<QCheckBox>(again, "timing", "coldToggle")->isChecked());
    }

    void copiedAsText()
    {
        MainWindow w;
        control<QDoubleSpinBox>(w, "cost", "hoursPerRun")->setValue(3.5);
        auto *copy = w.findChild<QAction *>(QStringLiteral("copyLabState"));
        QVERIFY(copy);
        copy->trigger();
        const QString text = QGuiApplication::clipboard()->text();
        QVERIFY(!text.contains(QLatin1Char('\n')));
        const auto load = gpulab::core::parseLabState(text.toUtf8());
        QVERIFY2(load.state.has_value(), qPrintable(load.error));
        QCOMPARE(load.state->labs.value(QStringLiteral("cost")).value(QStringLiteral("hoursPerRun")).toDouble(), 3.5);
        QCOMPARE(load.state->labs, w.labState().labs);
    }

    void refusedFilesKeepTheLabsAndTheFile_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QString>("error");
        QTest::newRow("corrupt")
            << QByteArray("\x89PNG\r\n\x1a\n garbage")
            << "it is not a lab state: not valid JSON at byte 1 (illegal value), perhaps cut short";
        QTest::newRow("truncated")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": {\"batch\": 4")
            << "it is not a lab state: not valid JSON at byte 80 (invalid termination by number), perhaps cut short";
        QTest::newRow("foreign") << QByteArray("{\"format\": \"gpulab-rates\", \"version\": 1, \"classes\": []}")
                                 << "it is not a GPU Lab lab state (its \"format\" is not \"gpulab-lab-state\")";
        QTest::newRow("future")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 3, \"lab\": \"vram\", \"state\": {}}")
            << "it was made by a newer GPU Lab (version 3); this one reads version 2";
        QTest::newRow("unknown setting")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 2, \"lab\": \"vram\", \"state\": {\"warp\": 1}}")
            << "the vram lab refused it: it has a setting \"warp\" that this lab does not have";
        QTest::newRow("unknown control, version 1")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"vram\", \"state\": {\"warp\": 1}}")
            << "the vram lab's state (version 1) cannot be read: it has a setting \"warp\" that this lab does not have";
        QTest::newRow("named choice unknown")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 2, \"lab\": \"vram\", \"state\": "
                          "{\"optimizer\": \"lion\"}}")
            << "the vram lab refused it: its \"optimizer\" should be one of: sgd, momentum, adam, adam8bit";
        QTest::newRow("wrong type") << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": "
                                                  "\"timing\", \"state\": {\"barrierToggle\": \"yes\"}}")
                                    << "the timing lab's state (version 1) cannot be read: its \"barrierToggle\" "
                                       "should be true or false";
        // The cost part is fine; the vram part is not: nothing changes, cost included.
        QTest::newRow("second lab out of range")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 2, \"labs\": {\"cost\": {\"hoursPerRun\": "
                          "99}, \"vram\": {\"batch\": 0}}}")
            << "the vram lab refused it: its \"batch\" is outside 1 to 65,536";
        QTest::newRow("dispatch scenario")
            << QByteArray("{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"dispatch\", \"state\": "
                          "{\"scenario\": \"nope\"}}")
            << "the dispatch lab refused it: it names a scenario this lab does not have (\"nope\")";
        QTest::newRow("device keeps nothing")
            << QByteArray(
                   "{\"format\": \"gpulab-lab-state\", \"version\": 1, \"lab\": \"device\", \"state\": {\"x\": 1}}")
            << "the device lab refused it: this lab keeps no settings, so it takes an empty state only";
    }
    void refusedFilesKeepTheLabsAndTheFile()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QString, error);
        MainWindow w;
        w.show();
        control<QDoubleSpinBox>(w, "cost", "hoursPerRun")->setValue(12.25);
        w.showLab(QStringLiteral("timing"));
        const QByteArray before = stateText(w);
        QTemporaryDir dir;
        const QString path = dir.filePath(QStringLiteral("bad.gpulab"));
        write(path, bytes);
        QCOMPARE(w.openLabStateFile(path), error);
        QCOMPARE(stateText(w), before);
        QCOMPARE(w.currentLabId(), QStringLiteral("timing"));
        QCOMPARE(readAll(path), bytes);
    }
};

QTEST_MAIN(TestLabStatePanels)
#include "tst_labstate_panels.moc"
