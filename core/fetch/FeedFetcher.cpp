// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedFetcher.h"

#include <QCoreApplication>
#include <QEventLoop>
#include <QHash>
#include <QNetworkAccessManager>
#include <QNetworkReply>
#include <QNetworkRequest>
#include <QPointer>
#include <QTimer>

namespace gpu {

namespace {

// Qt's error texts quote the address: never with its password.
QString withoutSecrets(QString text, const QUrl &url)
{
    if (!url.password().isEmpty())
        text.replace(url.password(), QStringLiteral("***"));
    return text;
}

} // namespace

FeedFetcher::FeedFetcher(QObject *parent)
    : QObject(parent)
    , m_network(new QNetworkAccessManager(this))
{ }

FeedFetcher::~FeedFetcher() = default;

void FeedFetcher::fetch(const Feed &feed)
{
    QNetworkRequest request(feed.url);
    request.setAttribute(
        QNetworkRequest::RedirectPolicyAttribute, QNetworkRequest::NoLessSafeRedirectPolicy);
    request.setMaximumRedirectsAllowed(m_limits.maxRedirects);
    request.setTransferTimeout(m_limits.timeoutMs);
    request.setHeader(QNetworkRequest::UserAgentHeader,
        QStringLiteral("gpu-advisor/%1 (feed)").arg(QCoreApplication::applicationVersion()));
    // Conditional: an unchanged sheet answers 304 and is not sent again.
    if (!feed.etag.isEmpty())
        request.setRawHeader("If-None-Match", feed.etag.toLatin1());
    if (!feed.lastModified.isEmpty())
        request.setRawHeader("If-Modified-Since", feed.lastModified.toLatin1());
    if (feed.url.userInfo().isEmpty()) {
        if (const QByteArray authorization = feedAuthorization(feed); !authorization.isEmpty())
            request.setRawHeader("Authorization", authorization);
    }
    QNetworkReply *reply = m_network->get(request);
    const QString name = feed.name;
    const qint64 maxBytes = m_limits.maxBytes;
    // A sheet larger than the limit is cut off at once, not downloaded to the end.
    connect(reply, &QNetworkReply::downloadProgress, reply,
        [reply, maxBytes](qint64 received, qint64 total) {
            if (received > maxBytes || total > maxBytes) {
                reply->setProperty("gpuAdvisorTooLarge", true);
                reply->abort();
            }
        });
    // The overall deadline: the transfer timeout only counts silence.
    auto *deadline = new QTimer(reply);
    deadline->setSingleShot(true);
    connect(deadline, &QTimer::timeout, reply, [reply] {
        reply->setProperty("gpuAdvisorDeadline", true);
        reply->abort();
    });
    deadline->start(m_limits.deadlineMs);
    connect(
        reply, &QNetworkReply::finished, this, [this, reply, name] { onFinished(reply, name); });
}

void FeedFetcher::onFinished(QNetworkReply *reply, const QString &feedName)
{
    reply->deleteLater();
    FeedFetchResult result;
    const int status = reply->attribute(QNetworkRequest::HttpStatusCodeAttribute).toInt();
    if (reply->property("gpuAdvisorCancelled").toBool()) {
        result.error = tr("cancelled; nothing was read");
    } else if (reply->property("gpuAdvisorDeadline").toBool()) {
        result.error = tr("the sheet did not arrive within %1 s in all (the server sends too "
                          "slowly); nothing was read")
                           .arg(m_limits.deadlineMs / 1000);
    } else if (reply->property("gpuAdvisorTooLarge").toBool()) {
        result.error = tr("the sheet is larger than %1 MB; nothing was read")
                           .arg(m_limits.maxBytes / (1024 * 1024));
    } else if (reply->error() == QNetworkReply::OperationCanceledError
        || reply->error() == QNetworkReply::TimeoutError) {
        result.error = tr("no answer within %1 s").arg(m_limits.timeoutMs / 1000);
    } else if (reply->error() == QNetworkReply::TooManyRedirectsError
        || reply->error() == QNetworkReply::InsecureRedirectError) {
        result.error = tr("the address redirects too often or to an insecure address (%1)")
                           .arg(withoutSecrets(reply->errorString(), reply->url()));
    } else if (reply->error() == QNetworkReply::ProtocolUnknownError && status >= 300
        && status < 400) {
        const QUrl target = QUrl(QString::fromUtf8(reply->rawHeader("Location")));
        result.error = tr("the address redirects to %1, which is not an http or https address")
                           .arg(target.scheme().isEmpty() ? QStringLiteral("?")
                                                          : target.scheme() + QLatin1Char(':'));
    } else if (reply->errorString().startsWith(QLatin1String("Decompression failed"))) {
        result.error = tr("the sheet came compressed and did not unpack within the limits (a "
                          "decompression bomb?)");
    } else if (status == 304) {
        result.outcome = FeedFetchResult::Outcome::Unchanged;
    } else if (reply->error() != QNetworkReply::NoError) {
        // A status of 400 or more is the server's answer; below, the reply failed for a reason
        // of its own (a refused decompression, a redirect to an unsafe scheme) that Qt names.
        result.error = status >= 400
            ? tr("the server answered %1 %2")
                  .arg(status)
                  .arg(reply->attribute(QNetworkRequest::HttpReasonPhraseAttribute).toString())
            : withoutSecrets(reply->errorString(), reply->url());
    } else {
        result.body = reply->readAll();
        if (result.body.size() > m_limits.maxBytes) {
            result.body.clear();
            result.error = tr("the sheet is larger than %1 MB; nothing was read")
                               .arg(m_limits.maxBytes / (1024 * 1024));
        } else {
            result.outcome = FeedFetchResult::Outcome::Changed;
            result.contentType = reply->header(QNetworkRequest::ContentTypeHeader).toString();
            result.etag = QString::fromLatin1(reply->rawHeader("ETag"));
            result.lastModified = QString::fromLatin1(reply->rawHeader("Last-Modified"));
        }
    }
    Q_EMIT finished(feedName, result);
}

void FeedFetcher::abortAll()
{
    for (QNetworkReply *reply : m_network->findChildren<QNetworkReply *>()) {
        if (reply->isFinished())
            continue;
        reply->setProperty("gpuAdvisorCancelled", true);
        reply->abort();
    }
}

FeedFetchResult FeedFetcher::fetchBlocking(const Feed &feed)
{
    FeedFetchResult out;
    QEventLoop loop;
    const auto connection = connect(this, &FeedFetcher::finished, &loop,
        [&out, &loop, name = feed.name](const QString &feedName, const FeedFetchResult &result) {
            if (feedName != name)
                return;
            out = result;
            loop.quit();
        });
    fetch(feed);
    loop.exec();
    disconnect(connection);
    return out;
}

QList<FeedFetchResult> FeedFetcher::fetchAllBlocking(const QList<Feed> &feeds)
{
    QList<FeedFetchResult> out(feeds.size());
    QHash<QString, qsizetype> pending;
    for (qsizetype i = 0; i < feeds.size(); ++i)
        pending.insert(feeds.at(i).name, i);
    if (pending.isEmpty())
        return out;
    QEventLoop loop;
    const auto connection = connect(this, &FeedFetcher::finished, &loop,
        [&](const QString &feedName, const FeedFetchResult &result) {
            const auto it = pending.constFind(feedName);
            if (it == pending.cend())
                return;
            out[*it] = result;
            pending.erase(it);
            if (pending.isEmpty())
                loop.quit();
        });
    for (const Feed &feed : feeds)
        fetch(feed);
    loop.exec();
    disconnect(connection);
    return out;
}

} // namespace gpu
