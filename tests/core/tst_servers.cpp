// SPDX-License-Identifier: GPL-3.0-or-later
// Servers as rows of the catalog (core/catalog/ServerSystems.h, issue 25): SXM and OAM modules
// are sold in 4- and 8-GPU servers, and the ranking lists those servers like cards, with their
// per-GPU figures beside, the server's own price where one is known, and never silently drops a
// module.

#include "CardNameMatcher.h"
#include "CatalogExporter.h"
#include "CatalogIndex.h"
#include "HostAllowance.h"
#include "PriceWords.h"
#include "Ranking.h"
#include "RankingRequestBuilder.h"
#include "ServerSystems.h"
#include "SystemsTestCatalog.h"
#include "Upgrade.h"

#include <QTest>

using namespace gpu;
using namespace gpu::test;

namespace {

RankingRequest training()
{
    RankingRequest r;
    r.workload = Workload::Transformer;
    r.precision = Precision::Fp16;
    r.currency = Currency::CNY;
    r.asOf = QDate(2026, 12, 3);
    return r;
}

} // namespace

class TestServers : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase() { QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates)); }
    void everyModuleComesAsAnEightGpuServer();
    void aServerIsItsModuleTimesEightPerGpuFiguresBeside();
    void anH20ServerIsPricedAsTheWholeServer();
    void aServerPricedAsItsModulesCarriesTheHostOfAnHgxServer();
    void aServerIsNotBuiltOfUsedModulesUnlessUsedIsAsked();
    void aServerKeepsTheMeasuredDataParallelShareOfEachGpu();
    void aLabsTrainingBudgetOfTwoMillionPicksAnEightGpuServer();
    void forOneLlmStreamAnNvLinkServerIsTensorParallelAnotherSplitsTheLayers();
    void serversAreNeverWrittenToFilesAndDerivingTwiceChangesNothing();
    void aServerIsNoUpgradeOfTheCardInYourComputer();
    void aServerIsFoundByItsShortName();
    void aServerHoldsAModelNoneOfItsGpusHoldsAlone();
    void aModuleWithoutACurrentPriceIsNotSaidToCostAWholeServer();
};

void TestServers::everyModuleComesAsAnEightGpuServer()
{
    const CatalogData data = catalogWithSystems();
    QSet<CardKey> modules, servedModules;
    for (const Card &c : data.cards) {
        if (isModuleForm(c))
            modules.insert(c.key);
        if (c.serverOf && c.key.form == Form::Server && c.gpusPerBoard == 8 * 1)
            servedModules.insert(*c.serverOf);
    }
    QVERIFY(modules.size() >= 20);
    QCOMPARE(servedModules, modules);
}

void TestServers::aServerIsItsModuleTimesEightPerGpuFiguresBeside()
{
    const CatalogData data = catalogWithSystems();
    const Card *module = nullptr;
    const Card *server = nullptr;
    for (const Card &c : data.cards) {
        if (c.displayName() == QLatin1String("NVIDIA H100 SXM 80 GB"))
            module = &c;
        if (c.displayName() == QStringLiteral("NVIDIA H100 SXM 80 GB × 8 server 640 GB"))
            server = &c;
    }
    QVERIFY(module && server);
    QCOMPARE(server->key.form, Form::Server);
    QCOMPARE(server->gpusPerBoard, 8);
    QCOMPARE(server->memoryPerGpuGb(), 80.0);
    QCOMPARE(*server->memoryBandwidthGBps, 8 * *module->memoryBandwidthGBps);
    QCOMPARE(*server->tdpWatts, 8 * *module->tdpWatts);
    QVERIFY(server->soldAsSystem);
    // The same per-GPU estimate as the module.
    const PerformanceModel &model = builtinModel();
    const auto perGpuServer = model.estimate(*server, Workload::Transformer, Precision::Fp16);
    const auto perGpuModule = model.estimate(*module, Workload::Transformer, Precision::Fp16);
    QVERIFY(perGpuServer && perGpuModule);
    QVERIFY(std::fabs(*perGpuServer / *perGpuModule - 1) < 1e-9);
}

void TestServers::anH20ServerIsPricedAsTheWholeServer()
{
    const CatalogData data = catalogWithSystems();
    const CardKey serverKey {
        QStringLiteral("NVIDIA"), QStringLiteral("H20 SXM 96 GB × 8"), 96 * 8, Form::Server};
    const CardKey moduleKey {QStringLiteral("NVIDIA"), QStringLiteral("H20"), 96, Form::SXM};
    int wholeServerRows = 0;
    for (const Price &p : data.prices) {
        if (p.card == moduleKey && p.unit == PriceUnit::Server && p.gpuCount == 8) {
            // Its derived row carries the same amount, for the whole server, and no host on top.
            bool found = false;
            for (const Price &q : data.prices)
                found = found
                    || (q.card == serverKey && q.amount == p.amount && !q.host
                        && q.note.startsWith(QLatin1String("the whole 8-GPU server")));
            QVERIFY(found);
            ++wholeServerRows;
        }
    }
    QVERIFY2(wholeServerRows > 0, "the catalog prices a whole 8 × H20 server");
}

void TestServers::aServerPricedAsItsModulesCarriesTheHostOfAnHgxServer()
{
    // The 8 × H200 server has no price of its own (1.5 million CNY is the 8-GPU module's,
    // Reuters): its GPUs' price and the host allowance of an HGX server, said in the price.
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    const RankingResult r = ranker.rank(training());
    const CardVerdict *server
        = verdictNamed(r, QStringLiteral("NVIDIA H200 SXM 141 GB × 8 server 1128 GB"));
    QVERIFY(server && server->price);
    const CardPrice &price = *server->price;
    QVERIFY(price.host && price.host->hostClass == HostClass::ModuleServer);
    QCOMPARE(price.machineGpus, 8);
    QVERIFY(price.hostAmount > 100000 && price.hostAmount < price.amount / 2);
    const QString origin = priceOriginText(price);
    QVERIFY2(origin.startsWith(QStringLiteral("8 × ")) && origin.contains(QStringLiteral("host")),
        qPrintable(origin));
    QVERIFY2(origin.contains(price.host->outlet), qPrintable(origin));
}

void TestServers::aServerIsNotBuiltOfUsedModulesUnlessUsedIsAsked()
{
    // The H100 SXM's newest price is a used module's; a server is bought new.
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    const QString name = QStringLiteral("NVIDIA H100 SXM 80 GB × 8 server 640 GB");
    const auto conditionJudged = [&](ConditionFilter condition) -> std::optional<Condition> {
        RankingRequest request = training();
        request.condition = condition;
        const RankingResult result = ranker.rank(request);
        const CardVerdict *server = verdictNamed(result, name);
        return server && server->price ? std::optional<Condition>(server->price->condition)
                                       : std::nullopt;
    };
    QCOMPARE(conditionJudged(ConditionFilter::Any), std::optional<Condition>(Condition::New));
    QCOMPARE(conditionJudged(ConditionFilter::Used), std::optional<Condition>(Condition::Used));
}

void TestServers::aServerKeepsTheMeasuredDataParallelShareOfEachGpu()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    const RankingResult r = ranker.rank(training());
    const CardVerdict *module = verdictNamed(r, QStringLiteral("NVIDIA H100 SXM 80 GB"));
    const CardVerdict *server
        = verdictNamed(r, QStringLiteral("NVIDIA H100 SXM 80 GB × 8 server 640 GB"));
    QVERIFY(module && server);
    // Per GPU the same figure, measured like the module's.
    QVERIFY(module->relative && server->relative);
    QCOMPARE(*server->relative, *module->relative);
    QCOMPARE(server->estimateBasis, module->estimateBasis);
    // The server's work: 8 GPUs at the fitted NVLink data-parallel share (about 95 %), not 8.
    const ScalingFactor dp = ranker.scaling().factor(Parallelism::DataParallelNvLink);
    QVERIFY(dp.rows > 0);
    QVERIFY(dp.factor > 0.85 && dp.factor < 1.0);
    QCOMPARE(server->boardGpus, 8 * dp.factor);
    QVERIFY(server->price && server->performancePerPrice);
    QVERIFY(std::fabs(*server->performancePerPrice
                - *server->relative * 8 * dp.factor / server->price->amount * 1000)
        < 1e-9);
    // A module is not a server: only the module carries the server-module flag.
    QVERIFY(module->flags.contains(Flag::ServerModule));
    QVERIFY(!server->flags.contains(Flag::ServerModule));
    // Nor the worries of a card in someone's machine: a server has its own airflow and power.
    QVERIFY(module->flags.contains(Flag::DataCenterCooling));
    QVERIFY(!server->flags.contains(Flag::DataCenterCooling));
    QVERIFY(!server->flags.contains(Flag::HighPower));
}

void TestServers::aLabsTrainingBudgetOfTwoMillionPicksAnEightGpuServer()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    RankingRequest request = training();
    request.budget = 2'000'000;
    const RankingResult r = ranker.rank(request);
    QVERIFY(r.recommendation.bestOverall);
    const Card &best = data.cards[r.verdicts[*r.recommendation.bestOverall].cardIndex];
    QVERIFY2(best.serverOf && best.gpusPerBoard == 8, qPrintable(best.displayName()));
}

void TestServers::forOneLlmStreamAnNvLinkServerIsTensorParallelAnotherSplitsTheLayers()
{
    // The ranking's LLM workload is one stream. Eight H200s on NVLink run it tensor parallel
    // (vLLM): faster than one GPU by the fitted speed-up, far below 8 ×. A server of AMD OAM
    // modules has no measured tensor-parallel result here: its layers are split (llama.cpp), so
    // it answers no faster than one of its GPUs.
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    RankingRequest request = training();
    request.workload = Workload::LlmInference;
    request.precision = Precision::Int4;
    request.budget = 2'000'000;
    const RankingResult r = ranker.rank(request);
    const CardVerdict *server
        = verdictNamed(r, QStringLiteral("NVIDIA H200 SXM 141 GB × 8 server 1128 GB"));
    QVERIFY(server);
    const ScalingFactor tp = ranker.scaling().factor(Parallelism::TensorParallelNvLink);
    QVERIFY(tp.rows > 0);
    QCOMPARE(server->boardGpus, tp.speedup(8));
    QVERIFY(server->boardGpus > 2 && server->boardGpus < 4);
    QString reasons = Ranking::explain(data, request, r, *server).join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QStringLiteral("tensor parallel")), qPrintable(reasons));
    QVERIFY2(!reasons.contains(QStringLiteral("data parallel")), qPrintable(reasons));

    const CardVerdict *amd
        = verdictNamed(r, QStringLiteral("AMD Instinct MI300X OAM 192 GB × 8 server 1536 GB"));
    QVERIFY(amd);
    const ScalingFactor split = ranker.scaling().factor(Parallelism::LayerSplit);
    QVERIFY(split.rows > 0);
    QCOMPARE(amd->boardGpus, std::min(1.0, split.factor));
    if (amd->performancePerPrice || amd->performancePerWatt) {
        reasons = Ranking::explain(data, request, r, *amd).join(QLatin1Char(' '));
        QVERIFY2(reasons.contains(QStringLiteral("speed does not")), qPrintable(reasons));
    }
}

void TestServers::serversAreNeverWrittenToFilesAndDerivingTwiceChangesNothing()
{
    CatalogData data = catalogWithSystems();
    const qsizetype cards = data.cards.size();
    const qsizetype prices = data.prices.size();
    addServerSystems(data);
    QCOMPARE(data.cards.size(), cards);
    QCOMPARE(data.prices.size(), prices);
    QCOMPARE(CatalogExporter::toCsv(data, DataKind::Cards),
        CatalogExporter::toCsv(builtinCatalog(), DataKind::Cards));
    QCOMPARE(CatalogExporter::toCsv(data, DataKind::Prices),
        CatalogExporter::toCsv(builtinCatalog(), DataKind::Prices));
}

// --upgrade-from: a server of eight GPUs is another machine, not a card that replaces yours, so
// it is no upgrade row (nor is a workstation); the card in it, priced alone, can be.
void TestServers::aServerIsNoUpgradeOfTheCardInYourComputer()
{
    const CatalogData data = catalogWithSystems();
    RankingRequest request = training();
    const RankingResult r = Ranking::rank(data, request, builtinModel());
    const Card *old = nullptr;
    for (const Card &c : data.cards)
        if (c.displayName() == QStringLiteral("NVIDIA GeForce RTX 3090 24 GB"))
            old = &c;
    QVERIFY(old);
    const UpgradeView view = rankUpgrades(data, request, builtinModel(), r, *old);
    QVERIFY(!view.rows.isEmpty());
    int servers = 0;
    for (const CardVerdict &v : r.verdicts)
        servers += v.key.form == Form::Server && v.withinBudget;
    QVERIFY(servers > 0); // there were servers to leave out
    // Nor an SXM or OAM module: it mounts on a server baseboard, not in a desktop's slot.
    for (const UpgradeRow &row : view.rows) {
        const Form form = r.verdicts.at(row.verdict).key.form;
        QVERIFY2(form != Form::Server && form != Form::Workstation && form != Form::SXM
                && form != Form::OAM,
            qPrintable(r.verdicts.at(row.verdict).key.displayName()));
    }
}

// `fit --card`, `show`, `compare`: a server is found by the name a person writes, without the
// total memory the display name ends with, with "×" or "x", with or without the vendor.
void TestServers::aServerIsFoundByItsShortName()
{
    const CatalogData data = catalogWithSystems();
    const auto named = [&](const QString &name) {
        const int i = findCardByName(data.cards, name).index;
        return i < 0 ? QString() : data.cards[i].displayName();
    };
    const QString server = QStringLiteral("NVIDIA H100 SXM 80 GB × 8 server 640 GB");
    QCOMPARE(named(server), server);
    QCOMPARE(named(QStringLiteral("H100 SXM 80 GB × 8 server")), server);
    QCOMPARE(named(QStringLiteral("h100 sxm 80 gb x 8 server")), server);
    QCOMPARE(named(QStringLiteral("NVIDIA H100 SXM 80 GB x 8 server")), server);
    // The module itself is still the module.
    QCOMPARE(named(QStringLiteral("H100 SXM 80 GB")), QStringLiteral("NVIDIA H100 SXM 80 GB"));
    // A count and the GPU, as people write a machine.
    QCOMPARE(named(QStringLiteral("8x H100 SXM")), server);
    QCOMPARE(named(QStringLiteral("8 × H100 SXM")), server);
    QCOMPARE(named(QStringLiteral("H200 x 8")),
        QStringLiteral("NVIDIA H200 SXM 141 GB × 8 server 1128 GB"));
    QCOMPARE(named(QStringLiteral("H200 server")),
        QStringLiteral("NVIDIA H200 SXM 141 GB × 8 server 1128 GB"));
    QCOMPARE(named(QStringLiteral("4x RTX 4090")),
        QStringLiteral("NVIDIA GeForce RTX 4090 24 GB × 4 workstation 96 GB"));
    // "8x H100" is the SXM server or the PCIe workstation: both offered, neither chosen.
    const CardNameMatch both = findCardByName(data.cards, QStringLiteral("8x H100"));
    QCOMPARE(both.index, -1);
    QStringList offered;
    for (int i : both.candidates)
        offered << data.cards[i].displayName();
    QVERIFY2(offered.contains(server)
            && offered.contains(QStringLiteral("NVIDIA H100 PCIe 80 GB × 8 workstation 640 GB")),
        qPrintable(offered.join(QLatin1String("; "))));
    // A plain card's name still names the card.
    QCOMPARE(named(QStringLiteral("RTX 4090")), QStringLiteral("NVIDIA GeForce RTX 4090 24 GB"));
    // The names of products and the short ways people write a machine (issue 42, item 4): NVIDIA's
    // DGX and HGX systems are eight SXM modules; the GPU may be written as short as a card.
    QCOMPARE(named(QStringLiteral("DGX H100")), server);
    QCOMPARE(named(QStringLiteral("HGX H200")),
        QStringLiteral("NVIDIA H200 SXM 141 GB × 8 server 1128 GB"));
    const QString fourCards = QStringLiteral("NVIDIA GeForce RTX 4090 24 GB × 4 workstation 96 GB");
    QCOMPARE(named(QStringLiteral("4x 4090")), fourCards);
    QCOMPARE(named(QStringLiteral("4090 x 4")), fourCards);
    QCOMPARE(named(QStringLiteral("4 × RTX 4090 workstation")), fourCards);
}

// LLM inference: a server's GPUs split the model (tensor parallel or layers), so what it holds is
// its whole memory: 8 × H100 SXM (640 GB) runs a 70B model at 8 bits (84 GB with the KV cache)
// that one 80 GB module cannot hold, and says so in its reasons.
void TestServers::aServerHoldsAModelNoneOfItsGpusHoldsAlone()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    RankingRequest request = training();
    request.workload = Workload::LlmInference;
    request.precision = Precision::Int8;
    request.llmParametersBillions = 70;
    const RankingResult r = ranker.rank(request);
    const CardVerdict *module = verdictNamed(r, QStringLiteral("NVIDIA H100 SXM 80 GB"));
    const CardVerdict *server
        = verdictNamed(r, QStringLiteral("NVIDIA H100 SXM 80 GB × 8 server 640 GB"));
    QVERIFY(module && server);
    QVERIFY(module->hasFlag(Flag::LowMemory));
    QVERIFY(!server->hasFlag(Flag::LowMemory));
    QVERIFY(server->relative);
    QCOMPARE(server->memoryPerGpuGb, 80.0); // the per-GPU figure stays beside
    QCOMPARE(server->modelMemoryGb, 640.0);
    const QString reasons = Ranking::explain(data, request, r, *server).join(QLatin1Char(' '));
    QVERIFY2(reasons.contains(QStringLiteral("640 GB holds the 70B model")), qPrintable(reasons));
    // Training keeps the per-GPU memory: every GPU holds the whole model there.
    const RankingResult t = ranker.rank(training());
    const CardVerdict *trainingServer
        = verdictNamed(t, QStringLiteral("NVIDIA H100 SXM 80 GB × 8 server 640 GB"));
    QVERIFY(trainingServer);
    QCOMPARE(trainingServer->modelMemoryGb, 80.0);
}

// The line of cards without a current price gives what is known of each price: for a module whose
// last price is that of a whole 8-GPU server (the A100 SXM 80 GB's: 300 servers' value / 300,
// 2023-10-20, a 每日人物 report), the module's share and the server's price, never the server's
// price as the module's.
void TestServers::aModuleWithoutACurrentPriceIsNotSaidToCostAWholeServer()
{
    const CatalogData data = catalogWithSystems();
    const CatalogRanker ranker(data, builtinModel());
    RankingRequest request = training();
    request.budget = 300000;
    const RankingResult r = ranker.rank(request);
    const QString sentence = Ranking::unpricedSentence(r, data, request, 64);
    QVERIFY2(sentence.contains(QStringLiteral("NVIDIA A100 SXM 80 GB (last seen at 333,333 CNY a "
                                              "GPU (2,666,667 CNY for 8 GPUs) on 2023-10-20")),
        qPrintable(sentence));
    QVERIFY(!sentence.contains(QStringLiteral("NVIDIA A100 SXM 80 GB (last seen at 2,666,667")));
}

QTEST_GUILESS_MAIN(TestServers)
#include "tst_servers.moc"
