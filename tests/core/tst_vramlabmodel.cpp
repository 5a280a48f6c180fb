// The VRAM lab's model: its state in real units and named choices, what it
// refuses, which signal each change emits, and the figures the panel shows.

#include "core/vram/vramlabmodel.h"
#include "core/vram/vramplan.h"
#include "core/vram/vrampresets.h"
#include "core/vram/vramtablemodels.h"
#include "core/vram/vramwords.h"

#include <QAbstractItemModelTester>
#include <QJsonDocument>
#include <QSignalSpy>
#include <QTest>

#include <limits>

namespace vram = gpulab::core::vram;

class TestVramLabModel : public QObject {
    Q_OBJECT
private Q_SLOTS:
    void defaultsRoundTrip()
    {
        const QJsonObject json = vram::vramInputsToJson(vram::VramInputs{});
        QCOMPARE(json.value(QStringLiteral("params")).toDouble(), 7e9);
        QCOMPARE(json.value(QStringLiteral("optimizer")).toString(), QStringLiteral("adam"));
        QCOMPARE(json.value(QStringLiteral("headroomGB")).toDouble(), 1.0);
        QCOMPARE(json.value(QStringLiteral("units")).toString(), QStringLiteral("GB"));
        QString why;
        const auto back = vram::vramInputsFromJson(json, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(*back == vram::VramInputs{});
        // A key left out takes its default.
        const auto empty = vram::vramInputsFromJson({}, &why);
        QVERIFY(empty && *empty == vram::VramInputs{});
    }

    void everyChoiceRoundTrips()
    {
        vram::VramInputs in;
        in.plan = vram::withPreset(in.plan, *vram::findPreset(QStringLiteral("mixtral-8x7b")));
        in.plan.weights = vram::Precision::Int4;
        in.plan.mode = vram::Mode::Qlora;
        in.plan.optimizer = vram::Optimizer::Adam8bit;
        in.plan.bookkeeping = vram::Bookkeeping::MixedPrecision;
        in.plan.activations = vram::ActivationEstimate::Architecture;
        in.plan.sharding = vram::Sharding::Zero2;
        in.plan.batch = 3;
        in.plan.seq = 333;
        in.plan.accumulation = 4;
        in.plan.gpus = 8;
        in.plan.loraRank = 64;
        in.plan.keptGraphs = 2;
        in.plan.checkpointing = true;
        in.plan.autocast = true;
        in.plan.headroomBytes = 2.5e9;
        in.customCardGB = 40;
        in.units = vram::SizeUnit::GiB;
        in.table = vram::TablePage::Capacity;
        const QJsonObject json = vram::vramInputsToJson(in);
        QCOMPARE(json.value(QStringLiteral("activations")).toString(), QStringLiteral("megatron"));
        QCOMPARE(json.value(QStringLiteral("preset")).toString(), QStringLiteral("mixtral-8x7b"));
        QString why;
        const auto back = vram::vramInputsFromJson(json, &why);
        QVERIFY2(back, qPrintable(why));
        QVERIFY(*back == in);
        // A typed count is kept exactly.
        in = {};
        in.plan = vram::withParams(in.plan, 1234567891.0);
        QCOMPARE(vram::vramInputsFromJson(vram::vramInputsToJson(in), &why)->plan.params, 1234567891.0);
    }

    void refusals_data()
    {
        QTest::addColumn<QJsonObject>("state");
        QTest::addColumn<QString>("says");
        const auto o = [](const char *key, const QJsonValue &v) { return QJsonObject{{QLatin1String(key), v}}; };
        QTest::newRow("unknown key") << o("warp", 1) << "it has a setting \"warp\" that this lab does not have";
        QTest::newRow("wrong type") << o("batch", QStringLiteral("8")) << "its \"batch\" should be a number";
        QTest::newRow("fraction") << o("batch", 1.5) << "its \"batch\" should be a whole number";
        QTest::newRow("NaN") << o("headroomGB", std::numeric_limits<double>::quiet_NaN())
                             << "its \"headroomGB\" should be a number";
        QTest::newRow("infinite") << o("params", std::numeric_limits<double>::infinity())
                                  << "its \"params\" should be a number";
        QTest::newRow("batch 0") << o("batch", 0) << "its \"batch\" is outside 1 to 65,536";
        QTest::newRow("too many params") << o("params", 2e13) << "its \"params\" is outside 1 M to 10 T";
        QTest::newRow("headroom") << o("headroomGB", 101) << "its \"headroomGB\" is outside 0 to 100";
        QTest::newRow("card") << o("customCardGB", 0.5) << "its \"customCardGB\" is outside 1 to 1,000";
        QTest::newRow("choice") << o("mode", QStringLiteral("pretrain"))
                                << "its \"mode\" should be one of: inference, train, lora, qlora";
        QTest::newRow("choice not a string") << o("units", 1) << "its \"units\" should be one of: GB, GiB";
        QTest::newRow("flag") << o("checkpointing", 1) << "its \"checkpointing\" should be true or false";
        QTest::newRow("preset") << o("preset", QStringLiteral("gpt5")) << "its \"preset\" should be \"\" or one of:";
        QTest::newRow("preset and another count")
            << QJsonObject{{QStringLiteral("preset"), QStringLiteral("gpt2")}, {QStringLiteral("params"), 7e9}}
            << "its \"params\" is not the count of the model \"gpt2\"";
    }
    void refusals()
    {
        QFETCH(QJsonObject, state);
        QFETCH(QString, says);
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        QString why;
        QVERIFY(!vram::vramInputsFromJson(state, &why));
        QVERIFY2(why.startsWith(says), qPrintable(why));
        QVERIFY(!why.contains(u'\n'));
        // The model refuses it as a whole and keeps what it had.
        vram::VramLabModel model;
        model.setUnits(vram::SizeUnit::GiB);
        QSignalSpy plan(&model, &vram::VramLabModel::planChanged);
        QCOMPARE(model.fromJson(state), why);
        QVERIFY(model.showGib());
        QCOMPARE(plan.count(), 0);
    }

    void presetCountMayBeRepeated()
    {
        const vram::Preset *gpt2 = vram::findPreset(QStringLiteral("gpt2"));
        QString why;
        const auto in = vram::vramInputsFromJson(
            {{QStringLiteral("preset"), gpt2->id}, {QStringLiteral("params"), gpt2->params}}, &why);
        QVERIFY2(in, qPrintable(why));
        QCOMPARE(in->plan.presetId, gpt2->id);
        QCOMPARE(in->plan.arch.layers, gpt2->arch.layers);
    }

    void eachChangeEmitsItsOwnSignal()
    {
        vram::VramLabModel model;
        QSignalSpy plan(&model, &vram::VramLabModel::planChanged);
        QSignalSpy cards(&model, &vram::VramLabModel::cardsChanged);
        QSignalSpy units(&model, &vram::VramLabModel::unitsChanged);
        QSignalSpy page(&model, &vram::VramLabModel::tablePageChanged);
        const auto counts = [&] {
            return QList<int>{int(plan.count()), int(cards.count()), int(units.count()), int(page.count())};
        };

        model.setCustomCardGB(24);
        QCOMPARE(counts(), (QList<int>{0, 1, 0, 0}));
        QCOMPARE(model.figures().cards.at(5).bytes, 24e9);
        QVERIFY(!model.figures().fits.at(5).fits);
        model.setUnits(vram::SizeUnit::GiB);
        QCOMPARE(counts(), (QList<int>{0, 1, 1, 0}));
        model.setTablePage(vram::TablePage::Capacity);
        QCOMPARE(counts(), (QList<int>{0, 1, 1, 1}));
        vram::Plan p = model.plan();
        p.batch = 2;
        model.setPlan(p);
        QCOMPARE(counts(), (QList<int>{1, 1, 1, 1}));
        model.setPlan(p); // the same plan: nothing moved
        model.setInputs(model.inputs());
        QCOMPARE(counts(), (QList<int>{1, 1, 1, 1}));
    }

    void typingACountDropsThePreset()
    {
        vram::VramLabModel model;
        QVERIFY(model.setPreset(QStringLiteral("llama2-7b")));
        const double llama = model.plan().params;
        QCOMPARE(model.plan().arch.layers, 32);
        model.setParams(llama); // the same count keeps the preset
        QCOMPARE(model.plan().presetId, QStringLiteral("llama2-7b"));
        model.setParams(1.5e9);
        QVERIFY(model.plan().presetId.isEmpty());
        QVERIFY(!model.plan().arch.valid()); // the shape is guessed from the count again
        QVERIFY(model.figures().result.archGuessed);
        QVERIFY(!model.setPreset(QStringLiteral("gpt5")));

        // "Custom" drops the name, keeps the count and the shape: no figure moves.
        QVERIFY(model.setPreset(QStringLiteral("gpt2")));
        const double total = model.figures().result.total();
        QVERIFY(model.setPreset(QString()));
        QVERIFY(model.plan().presetId.isEmpty());
        QCOMPARE(model.figures().result.total(), total);

        // The slider's counts have three significant figures.
        model.setParamsFromSlider(500);
        const double n = model.plan().params;
        QCOMPARE(n, vram::sliderParams(500));
        const double scale = std::pow(10.0, std::floor(std::log10(n)) - 2);
        QCOMPARE(std::round(n / scale) * scale, n);
        QCOMPARE(vram::paramsToSlider(vram::sliderToParams(500)), 500);
    }

    void figuresAreThePanels()
    {
        vram::VramLabModel model;
        // The lesson's example: 7B, fp16, Adam: 14 + 28 + 56 GB of model states; no standard card holds it.
        const vram::VramFigures &f = model.figures();
        QVERIFY(f.valid());
        QCOMPARE(f.result.lesson.weights, 14e9);
        QCOMPARE(f.result.lesson.gradients, 28e9);
        QCOMPARE(f.result.lesson.optimizer, 56e9);
        QVERIFY(!f.smallestCard);
        QCOMPARE(f.stateBytesPerParam, 14.0);
        QVERIFY(f.doubling);
        QCOMPARE(f.doubling->doubled, 2);
        const double planned = f.result.used().planned();
        QCOMPARE(f.doubling->addedPercent, 100.0 * f.doubling->addedBytes / planned);
        QCOMPARE(f.fixes.size(), vram::allFixes().size());
        QVERIFY(f.inUse.optimizer);

        // Served: a 16 GB card holds it; no batch doubling note, no optimizer.
        QVERIFY(model.applyPreset(QStringLiteral("serve-7b")));
        QVERIFY(model.figures().smallestCard);
        QCOMPARE(model.figures().smallestCard->bytes, 16e9);
        QVERIFY(!model.figures().doubling);
        QVERIFY(!model.figures().inUse.optimizer);
        QCOMPARE(model.figures().result.total(), vram::totalBytes(model.plan()));
        for (const vram::FitRow &row : model.figures().fits)
            QCOMPARE(row.fits, vram::fits(model.plan(), row.card.bytes));
        QVERIFY(!model.applyPreset(QStringLiteral("nope")));

        // Reset: the plan only; the reader's units stay.
        model.setUnits(vram::SizeUnit::GiB);
        model.reset();
        QVERIFY(model.plan() == vram::Plan{});
        QVERIFY(model.showGib());
    }

    void versionOneConverts()
    {
        // The lab's version-1 state: combo rows, the slider's track position, GB.
        const QJsonObject v1{{QStringLiteral("preset"), 0},      {QStringLiteral("paramsSlider"), 618},
                             {QStringLiteral("params"), 1.3e9},  {QStringLiteral("weights"), 2},
                             {QStringLiteral("mode"), 2},        {QStringLiteral("optimizer"), 3},
                             {QStringLiteral("activations"), 1}, {QStringLiteral("sharding"), 3},
                             {QStringLiteral("headroom"), 1.5},  {QStringLiteral("customCard"), 20},
                             {QStringLiteral("units"), 1},       {QStringLiteral("tableTabs"), 1},
                             {QStringLiteral("batch"), 6}};
        QString why;
        const auto v2 = vram::vramStateFromV1(v1, &why);
        QVERIFY2(v2, qPrintable(why));
        const auto in = vram::vramInputsFromJson(*v2, &why);
        QVERIFY2(in, qPrintable(why));
        QCOMPARE(in->plan.params, 1.3e9);
        QCOMPARE(in->plan.weights, vram::Precision::Bf16);
        QCOMPARE(in->plan.mode, vram::Mode::Lora);
        QCOMPARE(in->plan.optimizer, vram::Optimizer::Adam8bit);
        QCOMPARE(in->plan.activations, vram::ActivationEstimate::Architecture);
        QCOMPARE(in->plan.sharding, vram::Sharding::Zero3);
        QCOMPARE(in->plan.headroomBytes, 1.5e9);
        QCOMPARE(in->plan.batch, 6);
        QCOMPARE(in->customCardGB, 20.0);
        QCOMPARE(in->units, vram::SizeUnit::GiB);
        QCOMPARE(in->table, vram::TablePage::Capacity);

        // A preset's row; a slider moved off the preset's count makes a typed count.
        auto preset = vram::vramStateFromV1({{QStringLiteral("preset"), 1}}, &why);
        QCOMPARE(preset->value(QStringLiteral("preset")).toString(), QStringLiteral("gpt2"));
        preset = vram::vramStateFromV1({{QStringLiteral("preset"), 1}, {QStringLiteral("paramsSlider"), 900}}, &why);
        QCOMPARE(preset->value(QStringLiteral("preset")).toString(), QString());
        QCOMPARE(preset->value(QStringLiteral("params")).toDouble(), vram::sliderParams(900));

        QVERIFY(!vram::vramStateFromV1({{QStringLiteral("weights"), 5}}, &why));
        QVERIFY2(why.contains(QStringLiteral("\"weights\" is outside 0 to 4")), qPrintable(why));
        QVERIFY(!vram::vramStateFromV1({{QStringLiteral("nSlider"), 5}}, &why));
        QVERIFY2(why.contains(QStringLiteral("\"nSlider\"")), qPrintable(why));
    }

    void tablesAreItemModels()
    {
        QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
        vram::VramLabModel lab;
        vram::VramFitsModel fits(&lab);
        vram::VramBookkeepingModel book(&lab);
        vram::VramCapacityModel capacity(&lab);
        using Tester = QAbstractItemModelTester;
        const Tester t1(&fits, Tester::FailureReportingMode::QtTest);
        const Tester t2(&book, Tester::FailureReportingMode::QtTest);
        const Tester t3(&capacity, Tester::FailureReportingMode::QtTest);
        const auto cell = [](const QAbstractItemModel &m, int r, int c, int role = Qt::DisplayRole) {
            return m.index(r, c).data(role);
        };

        // The lesson's example: six cards (five standard, the custom one), none holds it.
        QCOMPARE(fits.rowCount(), 6);
        QCOMPARE(fits.columnCount(), 2);
        QCOMPARE(fits.headerData(1, Qt::Horizontal).toString(), QStringLiteral("verdict"));
        QCOMPARE(cell(fits, 2, 0).toString(), QStringLiteral("16 GB"));
        QVERIFY(cell(fits, 2, 1).toString().startsWith(QStringLiteral("does not fit, ")));
        QCOMPARE(cell(fits, 2, 1, vram::VramFitsModel::kFitsRole).toBool(), false);
        QVERIFY(!cell(fits, 2, 0, vram::VramFitsModel::kFitsRole).isValid());
        QCOMPARE(book.rowCount(), int(std::size(vram::kComponents)) + 1);
        QCOMPARE(cell(book, 1, 1).toString(), QStringLiteral("28.0 GB")); // fp32 gradients, the lesson's
        QCOMPARE(cell(book, 1, 2).toString(), QStringLiteral("14.0 GB")); // 16-bit, mixed precision
        QCOMPARE(cell(book, book.rowCount() - 1, 0).toString(), QStringLiteral("total"));
        QCOMPARE(cell(capacity, 2, 3).toString(), QStringLiteral("1.1 bn")); // 16 GB at 14 B/param
        QCOMPARE(cell(capacity, 2, 4).toString(), QStringLiteral("1.1 bn"));
        QCOMPARE(cell(capacity, 2, 1, Qt::TextAlignmentRole).toInt(), int(Qt::AlignRight | Qt::AlignVCenter));

        // The same rows, new words: units; a plan that a 16 GB card holds.
        QSignalSpy changed(&fits, &QAbstractItemModel::dataChanged);
        lab.setUnits(vram::SizeUnit::GiB);
        QCOMPARE(changed.count(), 1);
        QVERIFY(cell(book, 1, 1).toString().endsWith(QStringLiteral("GiB")));
        QVERIFY(lab.applyPreset(QStringLiteral("serve-7b")));
        QVERIFY(cell(fits, 2, 1).toString().startsWith(QStringLiteral("fits, ")));
        QCOMPARE(cell(fits, 2, 1, vram::VramFitsModel::kFitsRole).toBool(), true);
        QCOMPARE(cell(capacity, 0, 4).toString(), QStringLiteral("4.0 bn")); // 8 GB at 2 B/param

        // This machine's GPU adds two rows (its total and what is free).
        QSignalSpy reset(&fits, &QAbstractItemModel::modelReset);
        gpulab::core::CudaReport cuda;
        cuda.state = gpulab::core::CudaState::Usable;
        cuda.name = QStringLiteral("Test GPU");
        cuda.totalBytes = 24'000'000'000;
        cuda.freeBytes = 20'000'000'000;
        lab.setCuda(cuda);
        QCOMPARE(reset.count(), 1);
        QCOMPARE(fits.rowCount(), 8);
        QCOMPARE(capacity.rowCount(), 8);
        QVERIFY(cell(fits, 6, 0).toString().contains(QStringLiteral("Test GPU")));
        lab.setCuda({});
        QCOMPARE(fits.rowCount(), 6);
    }

    void wordsAreTheFigures()
    {
        // The sentences the panel shows and `figures` prints, from the model's numbers.
        vram::VramLabModel model;
        const vram::VramFigures &f = model.figures();
        vram::VerdictWords v = vram::verdictWords(model.plan(), f, vram::SizeUnit::GB);
        QVERIFY(!v.good);
        QCOMPARE(v.answer, QStringLiteral("None of the five standard cards (8–80 GB) holds it."));
        QVERIFY2(v.detail.startsWith(QStringLiteral("per GPU: 104.7 GB planned + 1.0 GB headroom")),
                 qPrintable(v.detail));
        QCOMPARE(vram::doublingSentence(model.plan(), f, vram::SizeUnit::GB),
                 QStringLiteral("Doubling the batch adds %1 GB (%2 %): model states do not grow with the batch, only "
                                "activations do. Effective batch now 1.")
                     .arg(QLocale().toString(f.doubling->addedBytes / 1e9, 'f', 1),
                          QLocale().toString(f.doubling->addedPercent, 'f', 1)));
        vram::ActivationWords a = vram::activationWords(model.plan(), f.result, vram::SizeUnit::GB);
        QCOMPARE(a.heading, QStringLiteral("Activations in use"));
        QCOMPARE(a.sentences.size(), 3);
        QCOMPARE(a.sentences.first(), f.result.activationSource);
        QVERIFY(a.sentences[1].contains(
            QStringLiteral("PyTorch SDPA %1").arg(vram::formatSize(f.result.activationsSdpa, vram::SizeUnit::GB))));

        // Served: a standard card holds it; the KV cache is the activations; no doubling sentence.
        QVERIFY(model.applyPreset(QStringLiteral("serve-7b")));
        v = vram::verdictWords(model.plan(), model.figures(), vram::SizeUnit::GiB);
        QVERIFY(v.good);
        QCOMPARE(v.answer, QStringLiteral("Smallest card that holds it: %1.").arg(model.figures().smallestCard->label));
        QVERIFY(v.detail.contains(QStringLiteral("GiB")));
        QVERIFY(vram::doublingSentence(model.plan(), model.figures(), vram::SizeUnit::GB).isEmpty());
        a = vram::activationWords(model.plan(), model.figures().result, vram::SizeUnit::GB);
        QCOMPARE(a.heading, QStringLiteral("Activations"));
        QCOMPARE(a.sentences.size(), 1);
        QVERIFY(a.sentences.first().contains(QStringLiteral("KV cache: 2 · ")));

        // An impossible plan: its one sentence, no detail, not good.
        vram::Plan bad = model.plan();
        bad.batch = 0;
        model.setPlan(bad);
        QVERIFY(!model.figures().valid());
        v = vram::verdictWords(model.plan(), model.figures(), vram::SizeUnit::GB);
        QVERIFY(!v.good);
        QVERIFY(v.detail.isEmpty());
        QCOMPARE(v.answer, model.figures().invalid);
    }

    void codecFigures()
    {
        QString why;
        const auto figures = vram::vramLabFigures({{QStringLiteral("mode"), QStringLiteral("inference")}}, &why);
        QVERIFY2(figures, qPrintable(why));
        QCOMPARE(figures->json.value(QStringLiteral("smallest_standard_card_bytes")).toDouble(), 16e9);
        QVERIFY(figures->json.value(QStringLiteral("batch_doubling")).isNull());
        QVERIFY(!figures->lines.isEmpty());
        QVERIFY(!vram::vramLabFigures({{QStringLiteral("batch"), -1}}, &why));
        QVERIFY(why.contains(QStringLiteral("batch")));
    }
};

QTEST_GUILESS_MAIN(TestVramLabModel)
#include "tst_vramlabmodel.moc"
