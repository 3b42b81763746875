// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the command line: what every command shares — its streams, the options every
// command reads alike, the settings, and the catalog session (core/session/CatalogSession.h: the
// one way the window and the command line open, price, rank and write the catalog).

#include "CatalogSession.h"
#include "Commands_p.h"
#include "Settings.h"

#include <QTextStream>

namespace gpu::cli {

class Context
{
    Q_DECLARE_TR_FUNCTIONS(Cli)
public:
    Context(QTextStream &out, QTextStream &err);

    QTextStream &out;
    QTextStream &err;

    /// Adds --db, --lang, --help to a command's parser.
    static void addGlobalOptions(QCommandLineParser &parser);
    /// Declares them (and --version, which only works without a command) for the documentation.
    static void globalOptions(CommandSpec &spec, bool withVersion);
    /// Parses `arguments` for `command`. On --help prints the command's help and returns Success;
    /// on a usage error prints it and returns UsageError; otherwise returns -1 (go on).
    int parse(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
        const QString &synopsis);

    /// Opens the database named by --db (or the default) and reads it, once per command. Prints
    /// any message of the open to stderr; false (message printed) if nothing can be read.
    /// `pricesOnly`: the cards, their prices and exchange rates alone (CatalogOpenOptions), for a
    /// command that ranks nothing and writes nothing (`list`).
    bool openCatalog(const QCommandLineParser &parser, bool pricesOnly = false);

    /// --format table|csv|json; prints a usage error and returns nullopt if bad.
    std::optional<OutputFormat> format(const QCommandLineParser &parser);
    /// --currency; the settings' currency (CNY) by default.
    std::optional<Currency> currency(const QCommandLineParser &parser);
    /// --condition new|used|any in any case, `byDefault` when not given.
    std::optional<ConditionFilter> condition(
        const QCommandLineParser &parser, ConditionFilter byDefault);
    /// --min-vram: memory per GPU (a K80 board's 24 GB is 12 per GPU); *ok=false if not GB.
    std::optional<double> minVram(const QCommandLineParser &parser, bool *ok);
    /// --budget in `currency` (another currency is an error); 0 or unset = no budget.
    std::optional<double> budget(const QCommandLineParser &parser, Currency currency, bool *ok);
    static bool meetsMinVram(const Card &card, const std::optional<double> &minVram);
    /// --vendor as the catalog spells it ("nvidia" is "NVIDIA"); "" when not given.
    static QString vendor(const QCommandLineParser &parser);
    /// --form into *form (unset when not given); false (usage error printed) if not a form.
    bool form(const QCommandLineParser &parser, std::optional<Form> *form);
    /// --reference NAME into *key; false (message printed) if it names no card.
    bool reference(const QCommandLineParser &parser, std::optional<CardKey> *key);
    /// A non-negative number option in the forms an import accepts ("8,000", "0.8万", "24GB");
    /// an amount naming a currency other than `currency` is an error (*ok=false, printed).
    std::optional<double> number(const QCommandLineParser &parser, const QString &name, bool *ok,
        std::optional<Currency> currency = std::nullopt);

    int usageError(const QString &message);
    int failure(const QString &message);

    CatalogSession &session() { return m_session; }
    const CatalogData &data() const { return m_session.catalog(); }
    /// The catalog's index, fitted performance model and price model (made on first use).
    const CatalogRanker &ranker() { return m_session.ranker(); }
    CatalogDatabase &database() { return m_session.database(); }
    /// False when the catalog runs in memory this session (nothing written would be kept).
    bool catalogIsPersistent() const { return m_session.isPersistent(); }
    Settings &settings() { return m_settings; }
    ExchangeRate exchangeRate() const;
    const PriceModel &priceModel() { return m_session.priceModel(); }
    PriceModel backtestedPriceModel() { return m_session.backtestedPriceModel(); }
    PricePolicy pricePolicy() { return m_session.pricePolicy(); }
    /// The card's price in `currency` for `condition`, as every front end judges it.
    std::optional<CardPrice> priceOf(
        const Card &card, Currency currency, ConditionFilter condition) const;
    /// Finds a card by name: exact display name or id first, then a unique match; on failure
    /// prints why (none / several, naming them) and returns nullptr.
    const Card *findCard(const QString &name);

private:
    CatalogSession m_session;
    Settings m_settings;
    QString m_command; ///< the command parse() was called for (usage errors name it)
};

} // namespace gpu::cli
