// SPDX-License-Identifier: GPL-3.0-or-later
#include "Settings.h"
#include <QDir>
#include <QFile>
#include <QFileInfo>

namespace gpu {

namespace {

struct Entry
{
    Settings::Key key;
    const char *name;
    QVariant defaultValue;
};

// Every setting, its key in the settings file and its default, in one place.
const QList<Entry> &entries()
{
    static const QList<Entry> table = {
        {Settings::Key::Language, "general/language", QString()},
        {Settings::Key::Currency, "pricing/currency", QStringLiteral("CNY")},
        // CNY per USD; 7.2 is the order of the PBOC central parity through 2024-2025. A setting,
        // not a catalog figure: the user sets today's rate.
        {Settings::Key::ExchangeRateCnyPerUsd, "pricing/exchangeRateCnyPerUsd", 7.2},
        // No default tariff is assumed: 0 means "not set" and cost of ownership omits electricity.
        {Settings::Key::ElectricityPricePerKwh, "pricing/electricityPricePerKwh", 0.0},
        {Settings::Key::HoursPerDay, "pricing/hoursPerDay", 8.0},
        {Settings::Key::OwnershipYears, "pricing/ownershipYears", 3},
        {Settings::Key::HostSystemCost, "pricing/hostSystemCost", 0.0},
        // CUDA 12.x supports compute capability 5.0 and newer; Kepler (3.x) was removed in
        // CUDA 12.0 (CUDA 12.0 release notes, 2022-12). See docs/ranking.md.
        {Settings::Key::CudaMinimumComputeCapability, "software/cudaMinimumComputeCapability",
            QStringLiteral("5.0")},
        {Settings::Key::Workload, "ranking/workload", QStringLiteral("cnn")},
        {Settings::Key::Precision, "ranking/precision", QStringLiteral("fp16")},
        {Settings::Key::Budget, "ranking/budget", 0.0},
        {Settings::Key::Condition, "ranking/condition", QStringLiteral("any")},
        {Settings::Key::CompareSet, "compare/cards", QStringList()},
        {Settings::Key::CompareBaseline, "compare/baseline", QString()},
        {Settings::Key::WindowGeometry, "window/geometry", QByteArray()},
        {Settings::Key::WindowState, "window/state", QByteArray()},
        {Settings::Key::CatalogHeaderState, "window/catalogHeader", QByteArray()},
        {Settings::Key::FilterState, "filter/state", QVariantMap()},
        {Settings::Key::ChartMetric, "chart/metric", QStringLiteral("performance_per_price")},
        {Settings::Key::LastImportFolder, "import/lastFolder", QString()},
        {Settings::Key::ChartTopCount, "chart/top", 15},
        {Settings::Key::LlmSize, "ranking/llmSize", 7.0},
        {Settings::Key::FitChoices, "fit/choices", QVariantMap()},
        {Settings::Key::YourCard, "yourCard/id", QVariant()},
        {Settings::Key::YourCardIsReference, "yourCard/isReference", false},
        {Settings::Key::UpgradeSellOld, "upgrade/sellOld", false},
        // Today's default builds only (SoftwareSupport.h, docs/ranking.md).
        {Settings::Key::SoftwareSupport, "software/support", QStringLiteral("current")},
        // UTF-8 without a byte-order mark, as `export` writes by default (CatalogExporter.h).
        {Settings::Key::ExportEncoding, "export/encoding", QStringLiteral("utf-8")},
        // This computer's own catalog file unless the user names a shared one (docs/lab.md).
        {Settings::Key::SharedCatalog, "catalog/sharedUrl", QString()},
        {Settings::Key::FeedDeadlineSeconds, "feeds/deadlineSeconds", 120},
        {Settings::Key::FeedRowCap, "feeds/maxRows", 50000},
    };
    return table;
}

const Entry &entry(Settings::Key key)
{
    for (const Entry &e : entries())
        if (e.key == key)
            return e;
    Q_UNREACHABLE();
}

} // namespace

Settings::Settings()
{
    // The settings name a shared catalog and where feed credentials live: this user's alone
    // (0600), created so before Qt writes them (QSettings keeps the permissions of the file).
    const QString file = m_settings.fileName();
    if (m_settings.format() == QSettings::NativeFormat && !QFileInfo::exists(file)
        && QDir().mkpath(QFileInfo(file).absolutePath())) {
        QFile created(file);
        if (created.open(QIODevice::WriteOnly))
            created.setPermissions(QFileDevice::ReadOwner | QFileDevice::WriteOwner);
    }
}

Settings::Settings(const QString &iniFile)
    : m_settings(iniFile, QSettings::IniFormat)
{ }

QString Settings::keyName(Key key)
{
    return QString::fromLatin1(entry(key).name);
}

QVariant Settings::defaultValue(Key key)
{
    return entry(key).defaultValue;
}

QVariant Settings::value(Key key) const
{
    return m_settings.value(keyName(key), defaultValue(key));
}

void Settings::setValue(Key key, const QVariant &value)
{
    m_settings.setValue(keyName(key), value);
}

Currency Settings::currency() const
{
    return currencyFromString(value(Key::Currency).toString()).value_or(Currency::CNY);
}

double Settings::exchangeRateCnyPerUsd() const
{
    bool ok = false;
    const double v = value(Key::ExchangeRateCnyPerUsd).toDouble(&ok);
    return ok && v > 0 ? v : defaultValue(Key::ExchangeRateCnyPerUsd).toDouble();
}

ComputeCapability Settings::cudaMinimumComputeCapability() const
{
    return ComputeCapability::fromString(value(Key::CudaMinimumComputeCapability).toString())
        .value_or(*ComputeCapability::fromString(
            defaultValue(Key::CudaMinimumComputeCapability).toString()));
}

SoftwarePolicy Settings::softwarePolicy() const
{
    if (m_settings.contains(keyName(Key::SoftwareSupport)))
        return softwarePolicyFromCode(value(Key::SoftwareSupport).toString())
            .value_or(SoftwarePolicy::CurrentOnly);
    // Migration from the single CUDA minimum of older versions.
    if (m_settings.contains(keyName(Key::CudaMinimumComputeCapability))
        && cudaMinimumComputeCapability() < ComputeCapability {5, 0})
        return SoftwarePolicy::IncludeLegacy;
    return SoftwarePolicy::CurrentOnly;
}

int Settings::feedDeadlineSeconds() const
{
    bool ok = false;
    const int seconds = value(Key::FeedDeadlineSeconds).toInt(&ok);
    return ok && seconds >= 1 && seconds <= 3600 ? seconds : 120;
}

int Settings::feedRowCap() const
{
    bool ok = false;
    const int rows = value(Key::FeedRowCap).toInt(&ok);
    return ok && rows >= 1 && rows <= 1'000'000 ? rows : 50000;
}

} // namespace gpu
