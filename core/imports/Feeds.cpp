// SPDX-License-Identifier: GPL-3.0-or-later
#include "Feeds.h"

#include "CatalogRepository.h"
#include "CsvReader.h"
#include "ImportPipeline.h"
#include "PriceListParser.h"

#include <QCoreApplication>
#include <QDir>
#include <QEventLoop>
#include <QFile>
#include <QHash>
#include <QLocale>
#include <QMutex>
#include <QPointer>
#include <QRegularExpression>
#include <QSettings>
#include <QTimer>

namespace gpu {

QStringList feedKinds()
{
    QStringList kinds {QStringLiteral("auto")};
    for (DataKind k : kAllDataKinds)
        kinds << toCode(k);
    return kinds;
}

QString checkFeed(const QString &name, const QUrl &url, const QString &kind)
{
    // Letters and digits of any script ("实验室报价", "lab-prices"), '.', '_' and '-': a word
    // for a command line, a settings key and a column (no spaces, no '/').
    static const QRegularExpression valid(
        QStringLiteral("^[\\p{L}\\p{N}][\\p{L}\\p{N}\\p{M}._-]{0,63}$"));
    if (!valid.match(name).hasMatch())
        return QCoreApplication::translate("Feeds",
            "\"%1\" is not a feed name: use letters (of any language), digits, '-', '_' or '.', "
            "at most 64, no spaces")
            .arg(name);
    const QString scheme = url.scheme().toLower();
    if (!url.isValid() || (scheme != QLatin1String("http") && scheme != QLatin1String("https"))
        || url.host().isEmpty())
        return QCoreApplication::translate(
            "Feeds", "\"%1\" is not an http or https address of a sheet")
            .arg(url.toString());
    if (!feedKinds().contains(kind))
        return QCoreApplication::translate("Feeds", "\"%1\" is not a feed kind (%2)")
            .arg(kind, feedKinds().join(QStringLiteral(", ")));
    return {};
}

QString shownFeedUrl(const QUrl &url)
{
    if (url.userInfo().isEmpty())
        return url.toString();
    QUrl shown = url.adjusted(QUrl::RemoveUserInfo);
    shown.setUserName(QStringLiteral("***"));
    return shown.toString();
}

namespace {

QString authEnvKey(const QString &feedName)
{
    return QStringLiteral("FeedCredentials/%1/authEnv").arg(feedName);
}

// setFeedSecret()'s credentials, by feed: in memory, for fetches on any thread.
struct Secrets
{
    QMutex mutex;
    QHash<QString, QByteArray> byFeed;
};
Secrets &secrets()
{
    static Secrets s;
    return s;
}

// The login and password ~/.netrc gives `host` ("machine HOST login USER password PASS", or a
// "default" entry), as curl and ftp read it.
QByteArray netrcCredentials(const QString &host)
{
    QString path = qEnvironmentVariable("NETRC");
    if (path.isEmpty())
        path = QDir::homePath() + QStringLiteral("/.netrc");
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly | QIODevice::Text))
        return {};
    const QStringList tokens
        = QString::fromUtf8(file.readAll())
              .split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    QString login, password;
    bool inEntry = false, found = false;
    for (qsizetype i = 0; i < tokens.size(); ++i) {
        const QString &t = tokens.at(i);
        if (t == QLatin1String("machine") || t == QLatin1String("default")) {
            if (found)
                break;
            inEntry = t == QLatin1String("default")
                || tokens.value(i + 1).compare(host, Qt::CaseInsensitive) == 0;
            found = inEntry;
            login.clear();
            password.clear();
        } else if (inEntry && t == QLatin1String("login")) {
            login = tokens.value(++i);
        } else if (inEntry && t == QLatin1String("password")) {
            password = tokens.value(++i);
        }
    }
    if (!found || login.isEmpty())
        return {};
    return (login + QLatin1Char(':') + password).toUtf8();
}

} // namespace

void setFeedAuthEnv(const QString &feedName, const QString &envName)
{
    QSettings settings;
    if (envName.isEmpty())
        settings.remove(authEnvKey(feedName));
    else
        settings.setValue(authEnvKey(feedName), envName);
}

QString feedAuthEnv(const QString &feedName)
{
    return QSettings().value(authEnvKey(feedName)).toString();
}

void setFeedSecret(const QString &feedName, const QByteArray &userPassword)
{
    QMutexLocker lock(&secrets().mutex);
    if (userPassword.isEmpty())
        secrets().byFeed.remove(feedName);
    else
        secrets().byFeed.insert(feedName, userPassword);
}

QByteArray feedAuthorization(const Feed &feed)
{
    QByteArray pair;
    if (const QString env = feedAuthEnv(feed.name); !env.isEmpty())
        pair = qgetenv(env.toLocal8Bit().constData());
    if (pair.isEmpty()) {
        QMutexLocker lock(&secrets().mutex);
        pair = secrets().byFeed.value(feed.name);
    }
    if (pair.isEmpty())
        pair = netrcCredentials(feed.url.host());
    return pair.isEmpty() ? QByteArray() : QByteArray("Basic ") + pair.toBase64();
}

ImportResult readFeedSheet(const QByteArray &body, const QString &feedName, const QString &kind,
    const ImportOptions &given)
{
    ImportOptions options = given;
    if (kind != QLatin1String("auto"))
        options.kind = dataKindFromString(kind);
    // JSON: an array or an object, after any byte-order mark and white space.
    QByteArray start = body.left(64);
    if (start.startsWith("\xEF\xBB\xBF"))
        start = start.mid(3);
    start = start.trimmed();
    if (start.startsWith('{') || start.startsWith('['))
        return CatalogImporter::readJson(body, feedName, options);
    // CSV: a header that names the columns of a kind (or the kind forced on a CSV sheet).
    const DecodedText decoded = decodeText(body, options.encoding);
    const QString firstLine = decoded.text.section(QLatin1Char('\n'), 0, 0);
    const CsvParseResult header = parseCsv(firstLine);
    const bool csv = !header.records.isEmpty() && header.records.first().fields.size() >= 2
        && (CatalogImporter::detectKind(header.records.first().fields).has_value()
            || (options.kind && *options.kind != DataKind::Prices));
    if (csv)
        return CatalogImporter::readCsv(body, feedName, options);
    // Otherwise a price list as shops and chats send it.
    ImportResult result;
    result.fileName = feedName;
    if (options.kind && *options.kind != DataKind::Prices) {
        result.errors.append({feedName, 1, QString(),
            QCoreApplication::translate(
                "Feeds", "the sheet is neither JSON nor a CSV file with a header of %1 rows")
                .arg(kind)});
        return result;
    }
    PriceListOptions list;
    list.defaultCurrency = options.defaultCurrency.value_or(Currency::CNY);
    list.observedDate = options.importDate.isValid() ? options.importDate : QDate::currentDate();
    list.note = QCoreApplication::translate("Feeds", "feed %1").arg(feedName);
    const PriceListParse parsed = parsePriceList(decoded.text, options.catalog, list);
    for (const PriceListLine &l : parsed.lines) {
        ++result.recordsRead;
        if (l.price) {
            Price p = *l.price;
            p.origin = options.origin;
            result.data.prices.append(p);
            result.priceLines.append(l.lineNumber);
        } else if (!l.skipped) {
            result.errors.append({feedName, l.lineNumber, QString(), l.error});
        }
    }
    if (parsed.priceCount() == 0 && result.errors.isEmpty())
        result.errors.append({feedName, 0, QString(),
            QCoreApplication::translate("Feeds", "the sheet holds no price and no catalog rows")});
    return result;
}

bool looksLikeHtml(const FeedFetchResult &fetch)
{
    const QString type = fetch.contentType.trimmed().toLower();
    if (type.startsWith(QLatin1String("text/html"))
        || type.startsWith(QLatin1String("application/xhtml")))
        return true;
    QByteArray start = fetch.body.left(512);
    if (start.startsWith("\xEF\xBB\xBF"))
        start = start.mid(3);
    start = start.trimmed().toLower();
    return start.startsWith("<!doctype") || start.startsWith("<html") || start.startsWith("<?xml")
        || start.startsWith("<head") || start.startsWith("<body") || start.startsWith("<p>")
        || start.startsWith("<div") || start.startsWith("<!--");
}

namespace {

/// A sheet stored: what `update` says of it (rows, the fetch's validators), and its message.
QString recordStored(
    FeedUpdate &update, const FeedFetchResult &fetch, const CatalogRepository::WriteResult &w)
{
    update.changed = true;
    // What was stored, not what the sheet held: a card the catalog has already is kept as it is.
    update.rows = w.cardsAdded + w.cardsUpdated + w.rowsAdded + w.modelsAdded + w.modelsUpdated;
    update.feed.rowCount = update.rows;
    update.feed.etag = fetch.etag;
    update.feed.lastModified = fetch.lastModified;
    update.feed.lastChanged = update.feed.lastChecked;
    QString message
        = QCoreApplication::translate("Feeds", "%1: %n row(s) imported", nullptr, update.rows)
              .arg(update.feed.name);
    if (w.cardsUnchanged > 0)
        message += QCoreApplication::translate("Feeds",
            "; %n card(s) of the sheet the catalog already has were kept as they are", nullptr,
            w.cardsUnchanged);
    return message;
}

} // namespace

FeedUpdate applyFeedFetch(CatalogRepository &repo, const Feed &feed, const FeedFetchResult &fetch,
    const CatalogData &catalog, const ImportOptions &options, int maxRows,
    const std::function<bool()> &cancelled)
{
    FeedUpdate update;
    update.feed = feed;
    update.feed.lastChecked = QDateTime::currentDateTimeUtc();
    const auto finish = [&](bool ok, const QString &status, const QString &message) {
        update.ok = ok;
        update.feed.lastStatus = status;
        update.message = message;
        QString error;
        if (!repo.saveFeedState(update.feed, &error) && update.ok) {
            update.ok = false;
            update.message = QCoreApplication::translate("Feeds", "%1: %2").arg(feed.name, error);
        }
        return update;
    };
    switch (fetch.outcome) {
    case FeedFetchResult::Outcome::Failed:
        return finish(false, fetch.error,
            QCoreApplication::translate("Feeds", "%1: %2; nothing was changed")
                .arg(feed.name, fetch.error));
    case FeedFetchResult::Outcome::Unchanged:
        update.rows = feed.rowCount;
        return finish(true, QStringLiteral("unchanged"),
            QCoreApplication::translate("Feeds", "%1: unchanged (nothing imported)")
                .arg(feed.name));
    case FeedFetchResult::Outcome::Changed:
        break;
    }
    // A page served instead of the sheet (a Wi-Fi login, an error page with status 200) is no
    // sheet, whatever prices its text seems to hold.
    if (looksLikeHtml(fetch)) {
        const QString why = QCoreApplication::translate(
            "Feeds", "the address served an HTML page (a login or error page?), not a sheet");
        return finish(false, why,
            QCoreApplication::translate("Feeds", "%1: %2; nothing was changed")
                .arg(feed.name, why));
    }
    ImportOptions read = options;
    read.origin = Origin::User;
    // Far more lines than rows allowed (a row may span a few lines in quotes): refused before it
    // is read, so a huge sheet costs neither the time nor the memory of parsing it.
    if (const qsizetype lines = fetch.body.count('\n');
        maxRows > 0 && lines > 4 * qsizetype(maxRows)) {
        const QString why = QCoreApplication::translate("Feeds",
            "the sheet has %1 lines, far more than the %2 rows a feed may bring; nothing was "
            "imported")
                                .arg(QLocale().toString(lines), QLocale().toString(maxRows));
        return finish(
            false, why, QCoreApplication::translate("Feeds", "%1: %2").arg(feed.name, why));
    }
    ImportPipeline pipeline(catalog, read);
    ImportResult sheet = readFeedSheet(fetch.body, feed.name, feed.kind, pipeline.options());
    if (const qsizetype rows = sheet.data.rowCount(); maxRows > 0 && rows > maxRows) {
        const QString why = QCoreApplication::translate("Feeds",
            "the sheet has %1 rows, more than the %2 a feed may bring; nothing was imported")
                                .arg(QLocale().toString(rows), QLocale().toString(maxRows));
        return finish(
            false, why, QCoreApplication::translate("Feeds", "%1: %2").arg(feed.name, why));
    }
    const auto cancelledNow = [&] {
        if (!cancelled || !cancelled())
            return false;
        const QString why = QCoreApplication::translate("Feeds", "cancelled; nothing was changed");
        finish(false, QStringLiteral("cancelled"),
            QCoreApplication::translate("Feeds", "%1: %2").arg(feed.name, why));
        return true;
    };
    if (cancelledNow())
        return update;
    pipeline.add(std::move(sheet));
    pipeline.check();
    if (pipeline.ok() && cancelledNow()) // the last moment: storing is all or nothing
        return update;
    if (!pipeline.ok()) {
        for (const ImportResult &r : pipeline.results())
            for (const ImportIssue &e : r.errors)
                update.problems << e.toString();
        const QString why = QCoreApplication::translate("Feeds",
            "the sheet has %n problem(s); nothing was imported", nullptr, pipeline.errorCount());
        return finish(
            false, why, QCoreApplication::translate("Feeds", "%1: %2").arg(feed.name, why));
    }
    const CatalogRepository::WriteResult w = pipeline.store(
        [&repo, &feed](const CatalogData &data) { return repo.replaceFeedRows(feed.name, data); });
    if (!w.ok) {
        const QString why = pipeline.refusedRow() + w.error;
        return finish(false, why,
            QCoreApplication::translate("Feeds", "%1: %2; nothing was changed")
                .arg(feed.name, why));
    }
    return finish(true, QStringLiteral("ok"), recordStored(update, fetch, w));
}

} // namespace gpu
