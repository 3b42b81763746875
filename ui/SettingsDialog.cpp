// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsDialog.h"

#include "FeedsDialog.h"

#include "AppState.h"
#include "SqlDialect.h"
#include "Translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>

namespace gpu {

SettingsDialog::SettingsDialog(AppState *state, QWidget *parent)
    : QDialog(parent)
    , m_state(state)
    , m_language(new QComboBox(this))
    , m_currency(new QComboBox(this))
    , m_rate(new QDoubleSpinBox(this))
    , m_electricity(new QDoubleSpinBox(this))
    , m_hostCost(new QDoubleSpinBox(this))
    , m_software(new QComboBox(this))
    , m_softwareNote(new QLabel(this))
    , m_sharedCatalog(new QLineEdit(this))
    , m_sharedNote(new QLabel(this))
    , m_buttons(new QDialogButtonBox(
          QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::Apply, this))
{
    setObjectName(QStringLiteral("settingsDialog"));
    setWindowTitle(tr("Settings"));
    m_language->setObjectName(QStringLiteral("languageCombo"));
    m_currency->setObjectName(QStringLiteral("settingsCurrencyCombo"));
    m_rate->setObjectName(QStringLiteral("exchangeRateSpin"));
    m_electricity->setObjectName(QStringLiteral("electricityPriceSpin"));
    m_hostCost->setObjectName(QStringLiteral("hostSystemCostSpin"));
    m_software->setObjectName(QStringLiteral("softwareSupportCombo"));

    m_language->addItem(tr("Follow the system"), QString());
    for (const QString &lang : Translations::available())
        m_language->addItem(Translations::nativeName(lang), lang);
    m_currency->addItem(tr("Chinese yuan (CNY)"), QStringLiteral("CNY"));
    m_currency->addItem(tr("US dollar (USD)"), QStringLiteral("USD"));
    // 0: the dated rates of the catalog (monthly, docs/ranking.md); any other value is the
    // user's own rate, which then converts every USD price.
    m_rate->setRange(0, 1000);
    m_rate->setSpecialValueText(tr("Dated rates (monthly averages)"));
    m_rate->setDecimals(4);
    m_rate->setSingleStep(0.01);
    m_rate->setSuffix(tr(" CNY per USD"));
    m_electricity->setRange(0, 100);
    m_electricity->setDecimals(3);
    m_electricity->setSingleStep(0.05);
    m_electricity->setSpecialValueText(tr("Not counted"));
    m_hostCost->setRange(0, 10'000'000);
    m_hostCost->setDecimals(0);
    m_hostCost->setSingleStep(500);
    m_hostCost->setGroupSeparatorShown(true);
    m_hostCost->setSpecialValueText(tr("Card alone"));
    m_software->addItem(tr("Today's default builds only"), toCode(SoftwarePolicy::CurrentOnly));
    m_software->addItem(
        tr("Also legacy builds (I keep an older toolkit)"), toCode(SoftwarePolicy::IncludeLegacy));
    m_softwareNote->setWordWrap(true);
    m_softwareNote->setForegroundRole(QPalette::PlaceholderText);
    m_softwareNote->setText(
        tr("Since PyTorch 2.8 (August 2025) Maxwell, Pascal and Volta cards run only PyTorch's "
           "CUDA 12.6 builds, and CUDA 13 needs compute capability 7.5; AMD GCN 5 (MI50, "
           "Radeon VII) left ROCm 7. Such legacy cards are always flagged, and picked only when "
           "legacy builds are accepted here. Cards no current build runs are never recommended."));

    m_sharedCatalog->setObjectName(QStringLiteral("sharedCatalogEdit"));
    m_sharedCatalog->setPlaceholderText(tr("postgresql://user@host/dbname"));
    m_sharedCatalog->setClearButtonEnabled(true);
    m_sharedNote->setWordWrap(true);
    m_sharedNote->setForegroundRole(QPalette::PlaceholderText);
    m_sharedNote->setText(
        tr("Empty: this computer's own catalog. A group's catalog on a PostgreSQL server opens "
           "the next time GPU Advisor starts. No password is stored here: libpq reads "
           "~/.pgpass, or the window asks for it."));

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("&Exchange rate:"), m_rate);
    form->addRow(tr("Electricity &price (per kWh):"), m_electricity);
    form->addRow(tr("Host system c&ost:"), m_hostCost);
    form->addRow(tr("&Software support:"), m_software);
    form->addRow(m_softwareNote);
    form->addRow(tr("S&hared catalog:"), m_sharedCatalog);
    form->addRow(m_sharedNote);
    auto *feeds = new QPushButton(tr("Fee&ds…"), this);
    feeds->setObjectName(QStringLiteral("settingsFeedsButton"));
    connect(feeds, &QPushButton::clicked, this, [this] {
        FeedsDialog dialog(m_state, this);
        dialog.exec();
    });
    form->addRow(tr("Price feeds:"), feeds);
    form->addRow(m_buttons);
    m_hostCost->setToolTip(tr("The rest of the computer; added to the card's price for "
                              "whole-system performance per price"));

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
        if (!checkSharedCatalog())
            return;
        apply();
        accept();
    });
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_buttons->button(QDialogButtonBox::Apply), &QPushButton::clicked, this,
        &SettingsDialog::apply);
    load();
}

void SettingsDialog::load()
{
    Settings &s = m_state->settings();
    m_language->setCurrentIndex(std::max(0, m_language->findData(s.language())));
    m_currency->setCurrentIndex(std::max(0, m_currency->findData(toCode(s.currency()))));
    m_rate->setValue(s.exchangeRateIsSet() ? s.exchangeRateCnyPerUsd() : 0.0);
    m_electricity->setValue(s.value(Settings::Key::ElectricityPricePerKwh).toDouble());
    m_hostCost->setValue(s.value(Settings::Key::HostSystemCost).toDouble());
    m_software->setCurrentIndex(std::max(0, m_software->findData(toCode(s.softwarePolicy()))));
    m_sharedCatalog->setText(s.value(Settings::Key::SharedCatalog).toString());
}

bool SettingsDialog::checkSharedCatalog()
{
    const QString text = m_sharedCatalog->text().trimmed();
    if (text.isEmpty())
        return true;
    QString error;
    const auto address = parseServerUrl(text, &error);
    if (!address) {
        QMessageBox::warning(this, tr("Shared catalog"), error);
        m_sharedCatalog->setFocus();
        return false;
    }
    if (!address->password.isEmpty()) {
        // Never kept in the settings file, which is plain text.
        m_sharedCatalog->setText(address->displayUrl());
        QMessageBox::information(this, tr("Shared catalog"),
            tr("The password was taken out of the address: it is not stored. Put it in "
               "~/.pgpass, or type it when GPU Advisor asks."));
    }
    return true;
}

void SettingsDialog::apply()
{
    Settings &s = m_state->settings();
    const QString oldLanguage = Translations::resolve(s.language());
    s.setValue(Settings::Key::Language, m_language->currentData().toString());
    s.setValue(Settings::Key::Currency, m_currency->currentData().toString());
    if (m_rate->value() > 0)
        s.setValue(Settings::Key::ExchangeRateCnyPerUsd, m_rate->value());
    else
        s.remove(Settings::Key::ExchangeRateCnyPerUsd);
    s.setValue(Settings::Key::ElectricityPricePerKwh, m_electricity->value());
    s.setValue(Settings::Key::HostSystemCost, m_hostCost->value());
    s.setValue(Settings::Key::SoftwareSupport, m_software->currentData());
    if (checkSharedCatalog())
        s.setValue(Settings::Key::SharedCatalog, m_sharedCatalog->text().trimmed());
    // The support choice replaces the single CUDA minimum of older versions: back to its default
    // (5.0, CUDA 12), so that an old, higher minimum does not overrule the choice.
    s.setValue(Settings::Key::CudaMinimumComputeCapability,
        Settings::defaultValue(Settings::Key::CudaMinimumComputeCapability));
    m_state->applySettings();
    const QString newLanguage = Translations::resolve(m_language->currentData().toString());
    if (newLanguage != oldLanguage || newLanguage != Translations::current())
        Translations::install(newLanguage);
}

} // namespace gpu
