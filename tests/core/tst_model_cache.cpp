// SPDX-License-Identifier: GPL-3.0-or-later
// The performance model's fit kept in the catalog database (core/store/ModelCache.h): read back to
// the same bits, keyed by exactly what the fit reads, reused while that is unchanged, fitted again
// when it changes or the stored value is damaged.

#include "BuiltinTestCatalog.h"
#include "CatalogOpener.h"
#include "CatalogRepository.h"
#include "ModelCache.h"

#include <QTemporaryDir>
#include <QTest>

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
};

QTEST_GUILESS_MAIN(TestModelCache)
#include "tst_model_cache.moc"
