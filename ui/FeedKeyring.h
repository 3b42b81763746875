// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The desktop keyring, where the window keeps a feed's user name and password when they were
// given in its address (issue 43, item 3): QtKeychain (github.com/frankosterfeld/qtkeychain,
// Debian's qtkeychain-qt6) stores them with the system's secret store — the Secret Service
// (GNOME Keyring, KeePassXC) or KWallet on Linux, the Keychain on macOS, the Credential Manager
// on Windows. One entry per feed: service "gpu-advisor", key "feed/<name>", value
// "user:password". Never the catalog, the settings or a log; no plain-text fallback.
//
// Without a keyring (none running, as on a headless machine, or a build without QtKeychain)
// storing fails with the keyring's own message and nothing is kept: the window then says to use
// ~/.netrc. A keyring that does not answer (locked, with an unlock prompt that cannot show, as
// under a desktop session without a display) counts as no keyring after timeoutMs(): a feed
// round never waits on it longer. The command line never reads the keyring (docs/lab.md): `feed
// update` from cron takes ~/.netrc or the variable `feed add --auth-env NAME` named.

#include <QObject>

#include <functional>

namespace gpu {

class FeedKeyring : public QObject
{
    Q_OBJECT
public:
    explicit FeedKeyring(QObject *parent = nullptr);

    /// Whether this build has QtKeychain (a keyring may still be missing at run time).
    static bool compiledIn();

    /// How long a store or a load waits for the keyring before it goes on without (ms;
    /// DefaultTimeoutMs: long enough to type the keyring's unlock password at its prompt).
    static constexpr int DefaultTimeoutMs = 60000;
    int timeoutMs() const { return m_timeoutMs; }
    void setTimeoutMs(int ms) { m_timeoutMs = ms; }

    /// Stores `userPassword` for `feedName`, and holds it in memory for fetches
    /// (setFeedSecret(), Feeds.h); then `done` once with "" or the keyring's translated error (also
    /// when it has not answered within timeoutMs()).
    void store(const QString &feedName, const QByteArray &userPassword,
        std::function<void(const QString &error)> done);
    /// Reads each named feed's entry into memory (setFeedSecret()), then `done` once (at the
    /// latest after timeoutMs()). A feed without an entry, or no keyring, reads nothing: its fetch
    /// goes without, or with ~/.netrc.
    void load(const QStringList &feedNames, std::function<void()> done);
    /// Removes the entry of `feedName` (and its copy in memory).
    void forget(const QString &feedName);

private:
    int m_timeoutMs = DefaultTimeoutMs;
};

} // namespace gpu
