// SPDX-License-Identifier: GPL-3.0-or-later
#include "FeedsDialog.h"

#include "AppState.h"
#include "FeedKeyring.h"
#include "Feeds.h"
#include "WindowFeeds.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QTableWidget>
#include <QVBoxLayout>

namespace gpu {

namespace {

QTableWidgetItem *readOnly(const QString &text)
{
    auto *item = new QTableWidgetItem(text);
    item->setFlags(item->flags() & ~Qt::ItemIsEditable);
    return item;
}

QString localTime(const QDateTime &t)
{
    return t.isValid() ? QLocale().toString(t.toLocalTime(), QLocale::ShortFormat) : QString();
}

} // namespace

FeedsDialog::FeedsDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_table(new QTableWidget(0, 7, this))
    , m_status(new QLabel(this))
    , m_add(new QPushButton(tr("&Add…"), this))
    , m_remove(new QPushButton(tr("&Remove…"), this))
    , m_update(new QPushButton(tr("&Update now"), this))
    , m_cancel(new QPushButton(tr("&Cancel update"), this))
    , m_progress(new QProgressBar(this))
    , m_deadline(new QSpinBox(this))
    , m_rowCap(new QSpinBox(this))
{
    setObjectName(QStringLiteral("feedsDialog"));
    setWindowTitle(tr("Feeds"));
    m_table->setObjectName(QStringLiteral("feedsTable"));
    m_update->setObjectName(QStringLiteral("updateFeedsButton"));
    m_cancel->setObjectName(QStringLiteral("cancelFeedsButton"));
    m_progress->setObjectName(QStringLiteral("feedsProgress"));
    m_progress->setRange(0, 0); // busy: a sheet's rows are read in one go on the worker thread
    m_progress->setTextVisible(false);
    m_table->setHorizontalHeaderLabels({tr("Name"), tr("Address"), tr("Kind"), tr("Last checked"),
        tr("Last changed"), tr("Rows"), tr("Status")});
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_status->setWordWrap(true);
    auto *intro = new QLabel(tr("A feed is a sheet a lab or a community publishes at an http(s) "
                                "address: prices (CSV, JSON or a price list as text), or any "
                                "other kind of catalog rows. GPU Advisor checks it once a day "
                                "at start, in the background, and imports only what changed; "
                                "it never overwrites your own rows."),
        this);
    intro->setWordWrap(true);
    auto *buttons = new QHBoxLayout;
    buttons->addWidget(m_add);
    buttons->addWidget(m_remove);
    buttons->addStretch(1);
    buttons->addWidget(m_progress);
    buttons->addWidget(m_cancel);
    buttons->addWidget(m_update);
    // The limits of an update, remembered (the command line's defaults too).
    m_deadline->setObjectName(QStringLiteral("feedDeadlineSpin"));
    m_deadline->setRange(1, 3600);
    m_deadline->setSuffix(tr(" s"));
    m_deadline->setValue(m_state->settings().feedDeadlineSeconds());
    m_deadline->setToolTip(tr("A feed that takes longer in all (a slow or stalling server) "
                              "fails and changes nothing."));
    m_rowCap->setObjectName(QStringLiteral("feedRowCapSpin"));
    m_rowCap->setRange(1, 1'000'000);
    m_rowCap->setSingleStep(10000);
    m_rowCap->setGroupSeparatorShown(true);
    m_rowCap->setValue(m_state->settings().feedRowCap());
    m_rowCap->setToolTip(tr("A sheet with more rows is refused whole: a feed is a price list, "
                            "not a catalog dump."));
    auto *limits = new QHBoxLayout;
    auto *deadlineLabel = new QLabel(tr("&Give up after:"), this);
    deadlineLabel->setBuddy(m_deadline);
    auto *rowCapLabel = new QLabel(tr("At &most, rows a feed:"), this);
    rowCapLabel->setBuddy(m_rowCap);
    limits->addWidget(deadlineLabel);
    limits->addWidget(m_deadline);
    limits->addSpacing(12);
    limits->addWidget(rowCapLabel);
    limits->addWidget(m_rowCap);
    limits->addStretch(1);
    connect(m_deadline, &QSpinBox::valueChanged, this, [this](int seconds) {
        m_state->settings().setValue(Settings::Key::FeedDeadlineSeconds, seconds);
    });
    connect(m_rowCap, &QSpinBox::valueChanged, this,
        [this](int rows) { m_state->settings().setValue(Settings::Key::FeedRowCap, rows); });
    auto *close = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(intro);
    layout->addWidget(m_table, 1);
    layout->addLayout(buttons);
    layout->addLayout(limits);
    layout->addWidget(m_status);
    layout->addWidget(close);
    connect(close, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_add, &QPushButton::clicked, this, &FeedsDialog::askAddFeed);
    connect(m_remove, &QPushButton::clicked, this, &FeedsDialog::askRemoveFeed);
    connect(m_update, &QPushButton::clicked, this, &FeedsDialog::updateNow);
    connect(m_cancel, &QPushButton::clicked, m_state->feeds(), &WindowFeeds::cancel);
    connect(m_state->feeds(), &WindowFeeds::feedProgress, m_status, &QLabel::setText);
    connect(m_table, &QTableWidget::itemSelectionChanged, this,
        [this] { m_remove->setEnabled(m_table->currentRow() >= 0); });
    connect(
        m_state->feeds(), &WindowFeeds::feedUpdated, this, [this](const QString &message, bool) {
            m_status->setText(message);
            fill();
        });
    connect(m_state->feeds(), &WindowFeeds::feedsUpdated, this, [this] {
        showUpdating(false);
        fill();
    });
    resize(900, 420);
    fill();
    showUpdating(m_state->feeds()->updating()); // the daily check may be under way
}

void FeedsDialog::showUpdating(bool updating)
{
    m_progress->setVisible(updating);
    m_cancel->setVisible(updating);
    m_update->setEnabled(!updating && m_table->rowCount() > 0);
}

void FeedsDialog::fill()
{
    const QList<Feed> feeds = m_state->session().feeds();
    const QString selected = m_table->currentRow() >= 0 && m_table->item(m_table->currentRow(), 0)
        ? m_table->item(m_table->currentRow(), 0)->text()
        : QString();
    m_table->setRowCount(int(feeds.size()));
    for (int r = 0; r < feeds.size(); ++r) {
        const Feed &f = feeds[r];
        m_table->setItem(r, 0, readOnly(f.name));
        m_table->setItem(r, 1, readOnly(shownFeedUrl(f.url)));
        m_table->setItem(r, 2, readOnly(f.kind));
        m_table->setItem(r, 3, readOnly(localTime(f.lastChecked)));
        m_table->setItem(r, 4, readOnly(localTime(f.lastChanged)));
        auto *rows = readOnly(QLocale().toString(f.rowCount));
        rows->setTextAlignment(Qt::AlignRight | Qt::AlignVCenter);
        m_table->setItem(r, 5, rows);
        const QString status = f.lastStatus == QLatin1String("ok") ? tr("imported")
            : f.lastStatus == QLatin1String("unchanged")           ? tr("unchanged")
                                                                   : f.lastStatus;
        m_table->setItem(r, 6, readOnly(status));
        if (f.name == selected)
            m_table->selectRow(r);
    }
    m_table->resizeColumnsToContents();
    m_remove->setEnabled(m_table->currentRow() >= 0);
    m_update->setEnabled(!feeds.isEmpty() && !m_state->feeds()->updating());
    if (feeds.isEmpty())
        m_status->setText(tr("No feed is followed yet. Add the address of a sheet."));
}

QString FeedsDialog::statusText() const
{
    return m_status->text();
}

bool FeedsDialog::addFeed(const QString &name, const QString &url, const QString &kind)
{
    Feed feed;
    feed.name = name.trimmed();
    feed.url = QUrl(url.trimmed(), QUrl::StrictMode);
    feed.kind = kind;
    QString error;
    if (!m_state->session().addFeed(feed, &error)) {
        m_status->setText(error);
        return false;
    }
    if (feed.url.userInfo().isEmpty()) {
        m_status->setText(tr("Following %1. Update now to fetch it.").arg(feed.name));
    } else {
        // The catalog holds the address without them (CatalogRepository::addFeed); the desktop
        // keyring keeps them (FeedKeyring.h), this session holds them in memory meanwhile.
        const QByteArray pair = QString(feed.url.userName(QUrl::FullyDecoded) + QLatin1Char(':')
            + feed.url.password(QUrl::FullyDecoded))
                                    .toUtf8();
        m_status->setText(
            tr("Following %1. Keeping its user name and password in the desktop keyring…")
                .arg(feed.name));
        QPointer<FeedsDialog> self(this);
        const QString feedName = feed.name;
        const QString host = feed.url.host();
        m_state->feeds()->keyring()->store(
            feed.name, pair, [self, feedName, host](const QString &why) {
                FeedsDialog *dialog = self.data();
                if (!dialog)
                    return;
                if (why.isEmpty())
                    dialog->m_status->setText(
                        tr("Following %1. Its user name and password are kept in the desktop "
                           "keyring, not in the catalog. Update now to fetch it.")
                            .arg(feedName));
                else
                    //: %3 the keyring's own message ("No keyring daemon").
                    dialog->m_status->setText(
                        tr("Following %1. Its user name and password could not go to the "
                           "desktop keyring (%3), so only this session has them: for later "
                           "sessions put them in ~/.netrc (machine %2 login USER password …).")
                            .arg(feedName, host, why));
                Q_EMIT dialog->keyringAnswered();
            });
    }
    fill();
    return true;
}

void FeedsDialog::askAddFeed()
{
    QDialog ask(this);
    ask.setWindowTitle(tr("Add a feed"));
    auto *name = new QLineEdit(&ask);
    auto *url = new QLineEdit(&ask);
    url->setPlaceholderText(QStringLiteral("https://example.org/gpu-prices.csv"));
    auto *kind = new QComboBox(&ask);
    for (const QString &k : feedKinds())
        kind->addItem(k == QLatin1String("auto") ? tr("Detect from the sheet") : k, k);
    auto *form = new QFormLayout(&ask);
    form->addRow(tr("&Name:"), name);
    form->addRow(tr("A&ddress:"), url);
    form->addRow(tr("&Kind:"), kind);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, &ask);
    form->addRow(buttons);
    connect(buttons, &QDialogButtonBox::accepted, &ask, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, &ask, &QDialog::reject);
    ask.resize(560, ask.sizeHint().height());
    while (ask.exec() == QDialog::Accepted) {
        if (addFeed(name->text(), url->text(), kind->currentData().toString()))
            return;
        QMessageBox::warning(this, tr("Add a feed"), m_status->text());
    }
}

void FeedsDialog::askRemoveFeed()
{
    const int row = m_table->currentRow();
    if (row < 0 || !m_table->item(row, 0))
        return;
    const QString name = m_table->item(row, 0)->text();
    QMessageBox box(QMessageBox::Question, tr("Remove a feed"),
        tr("Stop following %1. What becomes of the %n row(s) it brought?", nullptr,
            m_table->item(row, 5)->text().toInt())
            .arg(name),
        QMessageBox::Cancel, this);
    QPushButton *keep = box.addButton(tr("&Keep them as my own"), QMessageBox::AcceptRole);
    QPushButton *remove = box.addButton(tr("&Remove them"), QMessageBox::DestructiveRole);
    box.setDefaultButton(keep);
    box.exec();
    if (box.clickedButton() != keep && box.clickedButton() != remove)
        return;
    QString error;
    if (!m_state->removeFeed(name, box.clickedButton() == remove, &error))
        m_status->setText(error);
    else
        m_status->setText(tr("%1 is no longer followed.").arg(name));
    fill();
}

void FeedsDialog::updateNow()
{
    m_status->setText(tr("Checking the feeds…"));
    m_state->feeds()->update();
    if (m_state->feeds()->updating())
        showUpdating(true);
}

} // namespace gpu
