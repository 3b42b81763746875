// SPDX-License-Identifier: GPL-3.0-or-later
#include "SettingsDialog.h"

#include "AppState.h"
#include "Translations.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
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
    , m_cudaMinimum(new QComboBox(this))
    , m_cudaNote(new QLabel(this))
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
    m_cudaMinimum->setObjectName(QStringLiteral("cudaMinimumCombo"));

    m_language->addItem(tr("Follow the system"), QString());
    for (const QString &lang : Translations::available())
        m_language->addItem(Translations::nativeName(lang), lang);
    m_currency->addItem(tr("Chinese yuan (CNY)"), QStringLiteral("CNY"));
    m_currency->addItem(tr("US dollar (USD)"), QStringLiteral("USD"));
    m_rate->setRange(0.01, 1000);
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
    for (const char *cc : {"3.0", "3.5", "3.7", "5.0", "5.2", "6.0", "6.1", "7.0", "7.5"})
        m_cudaMinimum->addItem(QString::fromLatin1(cc), QString::fromLatin1(cc));
    m_cudaNote->setWordWrap(true);
    m_cudaNote->setForegroundRole(QPalette::PlaceholderText);
    m_cudaNote->setText(tr("CUDA 12 supports compute capability 5.0 and newer; Kepler (3.x) was "
                           "removed in CUDA 12.0. Cards below the minimum are flagged and never "
                           "recommended."));

    auto *form = new QFormLayout(this);
    form->addRow(tr("&Language:"), m_language);
    form->addRow(tr("&Currency:"), m_currency);
    form->addRow(tr("&Exchange rate:"), m_rate);
    form->addRow(tr("Electricity &price (per kWh):"), m_electricity);
    form->addRow(tr("&Host system cost:"), m_hostCost);
    form->addRow(tr("CUDA &minimum compute capability:"), m_cudaMinimum);
    form->addRow(m_cudaNote);
    form->addRow(m_buttons);
    m_hostCost->setToolTip(tr("The rest of the computer; added to the card's price for "
                              "whole-system performance per price"));

    connect(m_buttons, &QDialogButtonBox::accepted, this, [this] {
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
    m_rate->setValue(s.exchangeRateCnyPerUsd());
    m_electricity->setValue(s.value(Settings::Key::ElectricityPricePerKwh).toDouble());
    m_hostCost->setValue(s.value(Settings::Key::HostSystemCost).toDouble());
    const QString cc = s.cudaMinimumComputeCapability().toString();
    if (m_cudaMinimum->findData(cc) < 0)
        m_cudaMinimum->addItem(cc, cc);
    m_cudaMinimum->setCurrentIndex(m_cudaMinimum->findData(cc));
}

void SettingsDialog::apply()
{
    Settings &s = m_state->settings();
    const QString oldLanguage = Translations::resolve(s.language());
    s.setValue(Settings::Key::Language, m_language->currentData().toString());
    s.setValue(Settings::Key::Currency, m_currency->currentData().toString());
    s.setValue(Settings::Key::ExchangeRateCnyPerUsd, m_rate->value());
    s.setValue(Settings::Key::ElectricityPricePerKwh, m_electricity->value());
    s.setValue(Settings::Key::HostSystemCost, m_hostCost->value());
    s.setValue(Settings::Key::CudaMinimumComputeCapability, m_cudaMinimum->currentData());
    m_state->applySettings();
    const QString newLanguage = Translations::resolve(m_language->currentData().toString());
    if (newLanguage != oldLanguage || newLanguage != Translations::current())
        Translations::install(newLanguage);
}

} // namespace gpu
