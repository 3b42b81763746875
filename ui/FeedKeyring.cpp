// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedKeyring.h"

#include "Feeds.h"

#ifdef GPU_ADVISOR_WITH_KEYCHAIN
#include <qt6keychain/keychain.h>
#endif

#include <QTimer>

#include <memory>
#include <utility>

namespace gpu {

namespace {

#ifdef GPU_ADVISOR_WITH_KEYCHAIN
const QString service = QStringLiteral("gpu-advisor");

QString keyOf(const QString &feedName)
{
    return QStringLiteral("feed/") + feedName;
}

// The keyring's failure in words a person can act on (QtKeychain's own text is often
// "Unknown error" where no keyring runs).
QString failureText(const QKeychain::Job &job)
{
    switch (job.error()) {
    case QKeychain::NoBackendAvailable:
    case QKeychain::NotImplemented:
        return FeedKeyring::tr("no keyring is running");
    case QKeychain::AccessDenied:
    case QKeychain::AccessDeniedByUser:
        return FeedKeyring::tr("the keyring refused access");
    default:
        break;
    }
    const QString said = job.errorString();
    return said.isEmpty() || said == QLatin1String("Unknown error")
        ? FeedKeyring::tr("no keyring answered")
        : said;
}
#endif

} // namespace

FeedKeyring::FeedKeyring(QObject *parent)
    : QObject(parent)
{ }

bool FeedKeyring::compiledIn()
{
#ifdef GPU_ADVISOR_WITH_KEYCHAIN
    return true;
#else
    return false;
#endif
}

void FeedKeyring::store(const QString &feedName, const QByteArray &userPassword,
    std::function<void(const QString &error)> done)
{
    // In memory at once: this session's fetches have them whatever the keyring says.
    setFeedSecret(feedName, userPassword);
#ifdef GPU_ADVISOR_WITH_KEYCHAIN
    auto *job = new QKeychain::WritePasswordJob(service, this);
    job->setAutoDelete(true);
    job->setInsecureFallback(false);
    job->setKey(keyOf(feedName));
    job->setBinaryData(userPassword);
    // `done` once: the keyring's answer or, without one in time, "did not answer".
    auto answered = std::make_shared<bool>(false);
    connect(job, &QKeychain::Job::finished, this, [done, answered](QKeychain::Job *j) {
        if (std::exchange(*answered, true))
            return;
        done(j->error() == QKeychain::NoError ? QString() : failureText(*j));
    });
    QTimer::singleShot(m_timeoutMs, this, [done, answered, seconds = m_timeoutMs / 1000] {
        if (!std::exchange(*answered, true))
            done(tr("the keyring did not answer within %n seconds", nullptr, seconds));
    });
    job->start();
#else
    done(tr("this build of GPU Advisor has no keyring support"));
#endif
}

void FeedKeyring::load(const QStringList &feedNames, std::function<void()> done)
{
#ifdef GPU_ADVISOR_WITH_KEYCHAIN
    if (feedNames.isEmpty()) {
        done();
        return;
    }
    // `done` once, after the last read: a missing entry or keyring counts as read, and so does
    // a keyring that has not answered in time (a later answer still fills in the password).
    auto left = std::make_shared<int>(int(feedNames.size()));
    auto finished = std::make_shared<bool>(false);
    QTimer::singleShot(m_timeoutMs, this, [done, finished] {
        if (!std::exchange(*finished, true))
            done();
    });
    for (const QString &name : feedNames) {
        auto *job = new QKeychain::ReadPasswordJob(service, this);
        job->setAutoDelete(true);
        job->setInsecureFallback(false);
        job->setKey(keyOf(name));
        connect(
            job, &QKeychain::Job::finished, this, [name, left, finished, done](QKeychain::Job *j) {
                auto *read = static_cast<QKeychain::ReadPasswordJob *>(j);
                if (read->error() == QKeychain::NoError && !read->binaryData().isEmpty())
                    setFeedSecret(name, read->binaryData());
                if (--*left == 0 && !std::exchange(*finished, true))
                    done();
            });
        job->start();
    }
#else
    Q_UNUSED(feedNames);
    done();
#endif
}

void FeedKeyring::forget(const QString &feedName)
{
    setFeedSecret(feedName, {});
#ifdef GPU_ADVISOR_WITH_KEYCHAIN
    auto *job = new QKeychain::DeletePasswordJob(service, this);
    job->setAutoDelete(true);
    job->setKey(keyOf(feedName));
    job->start();
#endif
}

} // namespace gpu
