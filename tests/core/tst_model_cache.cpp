// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model's fit kept in the catalog database (core/store/ModelCache.h): read back to
// the same bits, keyed by exactly what the fit reads, reused while that is unchanged, fitted again
// when it changes or the stored value is damaged. The price model's calibration (PriceModelCache.h)
// likewise: the estimates a stored calibration gives are those of a full fit, bit for bit.

#include "BuiltinTestCatalog.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "ModelCache.h"
#include "PriceModelCache.h"

#include <QTemporaryDir>
#include <QTest>
#include <QThread>

using namespace gpu;

namespace {

const CatalogData &builtin()
{
    return test::builtinCatalog();
}

const PerformanceModel &builtinFit()
{
    return test::builtinModel();
}

int cardWithSingleGpuResult(const CatalogData &d, bool withResult)
{
    QSet<QString> measured;
    for (const BenchmarkResult &r : d.benchmarks)
        if (r.gpuCount == 1)
            measured.insert(r.card.toId());
    for (int i = 0; i < d.cards.size(); ++i)
        if (measured.contains(d.cards[i].key.toId()) == withResult
            && d.cards[i].memoryBandwidthGBps)
            return i;
    return -1;
}

} // namespace

class TestModelCache : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    // Closing the window mid-fit (issue 44, item 2): the fit stops when asked, from another
    // thread, says it was cancelled, and a fit not asked to stop is the same as before.
    void aFitStopsWhenCancelled()
    {
        std::atomic<bool> cancel {true};
        const PerformanceModel stopped
            = PerformanceModel::fit(builtin().cards, builtin().benchmarks, &cancel);
        QVERIFY(stopped.cancelled());
        std::atomic<bool> never {false};
        const PerformanceModel whole
            = PerformanceModel::fit(builtin().cards, builtin().benchmarks, &never);
        QVERIFY(!whole.cancelled());
        QCOMPARE(modelToJson(whole), modelToJson(builtinFit()));
        // Asked while it runs: it ends cancelled (the fit of the built-in catalog takes a
        // fraction of a second: the flag is set at once, before it can end).
        std::atomic<bool> later {false};
        PerformanceModel result;
        std::unique_ptr<QThread> worker(QThread::create([&] {
            result = PerformanceModel::fit(builtin().cards, builtin().benchmarks, &later);
        }));
        worker->start();
        later.store(true);
        QVERIFY(worker->wait(60000));
        QVERIFY(result.cancelled());
    }

    void storedParametersReadBackToTheSameBits()
    {
        const QByteArray json = modelToJson(builtinFit());
        const std::optional<PerformanceModel> back = modelFromJson(json);
        QVERIFY(back);
        QCOMPARE(modelToJson(*back), json);
        // Every estimate of every pair the same, not just close.
        for (Workload w : allWorkloads())
            for (Precision p : allPrecisions())
                for (const Card &c : builtin().cards) {
                    QCOMPARE(back->estimate(c, w, p), builtinFit().estimate(c, w, p));
                    // The compute-to-bandwidth range comes back: the same cards extrapolated.
                    QCOMPARE(PerformanceModel::basisOf(back->parameters(w, p), c),
                        PerformanceModel::basisOf(builtinFit().parameters(w, p), c));
                }
        const ModelParameters fitted = builtinFit().parameters(Workload::Cnn, Precision::Fp16);
        QVERIFY2(fitted.fittedOn > 0, "the built-in results fit CNN training at FP16");
        QCOMPARE(back->parameters(Workload::Cnn, Precision::Fp16).measuredArchitectures,
            fitted.measuredArchitectures);
        QCOMPARE(back->parameters(Workload::Cnn, Precision::Fp16).resultSet, fitted.resultSet);
    }

    void aDamagedValueIsNotRead_data()
    {
        QTest::addColumn<QByteArray>("json");
        const QByteArray good = modelToJson(builtinFit());
        QTest::newRow("empty") << QByteArray();
        QTest::newRow("cut in half") << good.left(good.size() / 2);
        QTest::newRow("another format") << QByteArray(good).replace("\"format\":3", "\"format\":9");
        QTest::newRow("a pair missing") << QByteArray(R"({"format":3,"pairs":[]})");
        QTest::newRow("a number as text")
            << QByteArray(good).replace("\"intensity\":", "\"intensity\":\"x\",\"was\":");
    }

    void aDamagedValueIsNotRead()
    {
        QFETCH(QByteArray, json);
        QVERIFY(!modelFromJson(json));
    }

    // A price, an offer, a rate or the specs of a card nobody measured do not change what the fit
    // reads; a measured result or the specs of a measured card do.
    void theKeyIsWhatTheFitReads()
    {
        const CatalogData &base = builtin();
        const QString key = modelFitInputs(base.cards, base.benchmarks);
        QCOMPARE(key.size(), 32); // MD4, in hex
        QCOMPARE(modelFitInputs(base.cards, base.benchmarks), key);

        CatalogData d = base;
        d.prices.clear();
        d.cloud.clear();
        d.rates.clear();
        QCOMPARE(modelFitInputs(d.cards, d.benchmarks), key);

        const int unmeasured = cardWithSingleGpuResult(base, false);
        QVERIFY(unmeasured >= 0);
        d = base;
        d.cards[unmeasured].memoryBandwidthGBps = *d.cards[unmeasured].memoryBandwidthGBps + 1;
        QCOMPARE(modelFitInputs(d.cards, d.benchmarks), key);

        const int measured = cardWithSingleGpuResult(base, true);
        QVERIFY(measured >= 0);
        d = base;
        d.cards[measured].memoryBandwidthGBps = *d.cards[measured].memoryBandwidthGBps + 1;
        QVERIFY(modelFitInputs(d.cards, d.benchmarks) != key);

        d = base;
        d.benchmarks[0].value *= 1.01;
        QVERIFY(modelFitInputs(d.cards, d.benchmarks) != key);

        d = base;
        BenchmarkResult eight = d.benchmarks[0];
        eight.gpuCount = 8; // the fit reads single-GPU rows only
        d.benchmarks << eight;
        QCOMPARE(modelFitInputs(d.cards, d.benchmarks), key);
    }

    void aStoredFitIsReusedUntilItsInputsChange()
    {
        QTemporaryDir dir;
        CatalogOpenOptions options;
        options.databasePath = dir.filePath(QStringLiteral("catalog.sqlite"));
        options.connectionName = QStringLiteral("model-cache");
        options.builtin = [] { return builtin(); };
        options.builtinVersion = QStringLiteral("model-cache-1");
        const OpenedCatalog opened = openCatalog(options);
        QVERIFY(opened.error.isEmpty());

        ModelFitSource source = ModelFitSource::Stored;
        const PerformanceModel first = fittedModel(*opened.database, opened.data, &source);
        QCOMPARE(source, ModelFitSource::Fitted);
        QCOMPARE(modelToJson(first),
            modelToJson(PerformanceModel::fit(opened.data.cards, opened.data.benchmarks)));
        const PerformanceModel second = fittedModel(*opened.database, opened.data, &source);
        QCOMPARE(source, ModelFitSource::Stored);
        QCOMPARE(modelToJson(second), modelToJson(first));

        CatalogData changed = opened.data;
        changed.benchmarks[0].value *= 1.5;
        fittedModel(*opened.database, changed, &source);
        QCOMPARE(source, ModelFitSource::Fitted);
        fittedModel(*opened.database, changed, &source);
        QCOMPARE(source, ModelFitSource::Stored);

        // A damaged value in the file: fitted again, never a crash or a half-read model.
        CatalogRepository(options.connectionName)
            .setMetaValue(
                QStringLiteral("model_fit"), QStringLiteral("{\"format\":1,\"pairs\":[{"));
        const PerformanceModel again = fittedModel(*opened.database, changed, &source);
        QCOMPARE(source, ModelFitSource::Fitted);
        fittedModel(*opened.database, changed, &source);
        QCOMPARE(source, ModelFitSource::Stored);
    }

    void aStoredPriceCalibrationGivesTheSameEstimates()
    {
        QTemporaryDir dir;
        CatalogOpenOptions options;
        options.databasePath = dir.filePath(QStringLiteral("catalog.sqlite"));
        options.connectionName = QStringLiteral("price-cache");
        options.builtin = [] { return builtin(); };
        options.builtinVersion = QStringLiteral("price-cache-1");
        const OpenedCatalog opened = openCatalog(options);
        QVERIFY(opened.error.isEmpty());
        ExchangeRate rate;
        rate.table = std::make_shared<RateTable>(opened.data.rates);
        PriceModel::Options fitOptions;
        fitOptions.asOf = QDate(2026, 12, 7);
        const PriceModel::CalibrationStore store = priceCalibrationStore(*opened.database);

        const PriceModel full = PriceModel::fit(opened.data, rate, fitOptions);
        const PriceModel first = PriceModel::fit(opened.data, rate, fitOptions, store);
        QVERIFY2(first.backtestRun(), "nothing was stored yet: the first fit backtests");
        QVERIFY(!first.backtest().rows.isEmpty());
        const PriceModel second = PriceModel::fit(opened.data, rate, fitOptions, store);
        QVERIFY2(!second.backtestRun(), "the second fit reads the stored calibration");
        QVERIFY(second.calibration() == full.calibration());
        QCOMPARE(second.inputsDigest(), full.inputsDigest());
        // Every card's estimate, range and whether it judges: the same numbers.
        int compared = 0;
        for (const Card &card : opened.data.cards) {
            const PriceEstimates::ForCard *a = full.estimates()->find(card.key);
            const PriceEstimates::ForCard *b = second.estimates()->find(card.key);
            QCOMPARE(bool(a), bool(b));
            if (!a)
                continue;
            for (const auto &pair : {std::make_pair(a->newPrice, b->newPrice),
                     std::make_pair(a->usedPrice, b->usedPrice)}) {
                QCOMPARE(pair.first.has_value(), pair.second.has_value());
                if (!pair.first)
                    continue;
                QCOMPARE(pair.first->cny, pair.second->cny);
                QCOMPARE(pair.first->lowCny, pair.second->lowCny);
                QCOMPARE(pair.first->highCny, pair.second->highCny);
                QCOMPARE(pair.first->judges, pair.second->judges);
                ++compared;
            }
        }
        QVERIFY2(compared > 100, qPrintable(QString::number(compared)));
        // Another day is the same backtest (it hides past rows only): still read.
        fitOptions.asOf = QDate(2027, 3, 1);
        QVERIFY(!PriceModel::fit(opened.data, rate, fitOptions, store).backtestRun());

        // A changed price is another input: backtested again, then read.
        CatalogData changed = opened.data;
        QVERIFY(!changed.prices.isEmpty());
        changed.prices[0].amount *= 1.25;
        QVERIFY(PriceModel::fit(changed, rate, fitOptions, store).backtestRun());
        QVERIFY(!PriceModel::fit(changed, rate, fitOptions, store).backtestRun());

        // A damaged value: backtested again, never half read.
        CatalogRepository(options.connectionName)
            .setMetaValue(QStringLiteral("price_model_calibration"),
                QStringLiteral("{\"format\":1,\"q10\":[0,0]"));
        QVERIFY(PriceModel::fit(changed, rate, fitOptions, store).backtestRun());
        QVERIFY(!calibrationFromJson("{\"format\":1,\"q10\":[0,0,\"x\"]}").has_value());
        QVERIFY(!calibrationFromJson(QByteArray()).has_value());
    }
};

QTEST_GUILESS_MAIN(TestModelCache)
#include "tst_model_cache.moc"
