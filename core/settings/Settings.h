// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The user's preferences, behind one small class: typed getters and setters over QSettings,
// with every key and default in one table (Settings.cpp). The GUI and the command line read the
// same values.

#include "Card.h"
#include "SoftwareSupport.h"

#include <QByteArray>
#include <QSettings>
#include <QStringList>
#include <QVariant>

namespace gpu {

class Settings
{
public:
    enum class Key
    {
        Language, ///< "" = follow the system, "zh_CN", "en"
        Currency, ///< "CNY" or "USD"
        ExchangeRateCnyPerUsd,
        ElectricityPricePerKwh, ///< in the chosen currency
        HoursPerDay, ///< for cost of ownership
        OwnershipYears,
        HostSystemCost, ///< in the chosen currency; 0 = judge the card alone
        CudaMinimumComputeCapability, ///< "major.minor"; kept and read (SoftwareSupport below)
        Workload,
        Precision,
        Budget, ///< 0 = no budget
        Condition, ///< "new", "used", "any"
        CompareSet, ///< list of CardKey ids
        CompareBaseline, ///< CardKey id or ""
        WindowGeometry,
        WindowState,
        CatalogHeaderState,
        FilterState, ///< serialized CardFilter fields
        ChartMetric,
        LastImportFolder,
        ChartTopCount, ///< bars in the chart, 1–100
        LlmSize, ///< model size for LLM inference, billions of parameters
        FitChoices, ///< the "Will it fit" panel's model, method, format, context, batch, cards
        YourCard, ///< CardKey id of the user's card; unset = not asked yet, "" = none
        YourCardIsReference, ///< relative performance 1.00 = the user's card (bool)
        UpgradeSellOld, ///< the upgrade view counts the cost net of selling the user's card
        SoftwareSupport, ///< "current" (today's default builds only) or "legacy" (also legacy)
        ExportEncoding, ///< the export dialog's CSV encoding: "utf-8", "utf-8-bom", "gb18030"
        /// A shared catalog's address, postgresql://[user@]host[:port]/dbname, opened at start
        /// when --db names no database; "" = this computer's own file. Never holds a password.
        SharedCatalog,
        /// Seconds a feed's update may take in all before it fails and changes nothing (the
        /// window, and `feed update` without --timeout); 1–3600, default 120.
        FeedDeadlineSeconds,
        /// Rows a feed's sheet may bring (more: refused whole); 1–1,000,000, default 50,000.
        FeedRowCap,
    };

    /// Uses the application's default QSettings (organization/application names from main()).
    Settings();
    /// Uses a specific file (tests).
    explicit Settings(const QString &iniFile);

    QVariant value(Key key) const;
    /// Whether the key was ever set (a default is not a choice).
    bool contains(Key key) const { return m_settings.contains(keyName(key)); }
    void setValue(Key key, const QVariant &value);
    /// Forgets the user's choice: value() gives the default again.
    void remove(Key key) { m_settings.remove(keyName(key)); }
    static QVariant defaultValue(Key key);
    static QString keyName(Key key);

    // Typed accessors for the values the domain uses.
    QString language() const { return value(Key::Language).toString(); }
    Currency currency() const;
    double exchangeRateCnyPerUsd() const;
    /// Whether the user set the exchange rate (it then wins over the dated rates of the catalog).
    bool exchangeRateIsSet() const { return contains(Key::ExchangeRateCnyPerUsd); }
    ComputeCapability cudaMinimumComputeCapability() const;
    /// The software support tiers the user's stack accepts (SoftwareSupport.h). When the key is
    /// not set, a settings file of an older version is migrated: an old CUDA minimum below 5.0
    /// (someone keeping old toolkits) reads as IncludeLegacy; anything else as CurrentOnly.
    SoftwarePolicy softwarePolicy() const;
    /// Key::FeedDeadlineSeconds within 1–3600 (a value that does not read: 120).
    int feedDeadlineSeconds() const;
    /// Key::FeedRowCap within 1–1,000,000 (a value that does not read: 50,000).
    int feedRowCap() const;

    void sync() { m_settings.sync(); }

private:
    mutable QSettings m_settings;
};

} // namespace gpu
