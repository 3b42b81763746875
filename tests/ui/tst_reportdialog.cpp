// SPDX-License-Identifier: GPL-3.0-or-later
// File → Export recommendation report…: the menu action, the options, the preview, saving.

#include "AppState.h"
#include "MainWindow.h"
#include "ReportDialog.h"
#include "Translations.h"
#include "UiTestSupport.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QListWidget>
#include <QMenuBar>
#include <QRadioButton>
#include <QTest>

using namespace gpu;
using namespace gpu::test;

class TestReportDialog : public QObject
{
    Q_OBJECT

private Q_SLOTS:
    void initTestCase();
    void cleanup();
    void fileMenuHasTheReportAction();
    void previewShowsEveryPage();
    void letterPagesAreWiderThanA4();
    void aChineseReportIsOnA4UnlessThePersonPicksLetter();
    void checkedCardsAreCompared();
    void comparedCardsKeepTheUsersOrder();
    void savesThePdfInTheChosenLanguageAndLeavesTheAppsAlone();
    void activeFiltersAreNamedAndTheReportRanksTheWholeCatalogUnlessAsked();
    void theSearchBoxAloneNeverNarrowsTheReport();

private:
    std::unique_ptr<ReportDialog> makeDialog();
    /// Opens the dialog as File → Export recommendation report… does, with the window's filter.
    ReportDialog *openFromMenu(QWidget *window);
    std::unique_ptr<UiEnvironment> m_env;
    std::unique_ptr<AppState> m_state;
};

void TestReportDialog::initTestCase()
{
    Translations::install(QStringLiteral("en"));
    m_env = std::make_unique<UiEnvironment>();
    m_state = m_env->makeState();
}

void TestReportDialog::cleanup()
{
    Translations::install(QStringLiteral("en"));
    m_state->setFilter(CardFilter());
}

ReportDialog *TestReportDialog::openFromMenu(QWidget *window)
{
    QAction *action = ReportDialog::createAction(m_state.get(), window);
    action->trigger();
    return window->findChild<ReportDialog *>();
}

std::unique_ptr<ReportDialog> TestReportDialog::makeDialog()
{
    return std::make_unique<ReportDialog>(m_state.get(), QList<CardKey> {});
}

void TestReportDialog::fileMenuHasTheReportAction()
{
    MainWindow window(m_state.get());
    const QMenu *file = window.menuBar()->actions().first()->menu();
    QVERIFY(file);
    QAction *action = window.findChild<QAction *>(QStringLiteral("exportReportAction"));
    QVERIFY(action);
    QVERIFY(file->actions().contains(action));
    QCOMPARE(action->text(), QStringLiteral("Export recommendation &report…"));
    Translations::install(QStringLiteral("zh_CN"));
    QTRY_VERIFY(action->text() != QStringLiteral("Export recommendation &report…"));
}

void TestReportDialog::previewShowsEveryPage()
{
    auto dialog = makeDialog();
    QVERIFY(dialog->pageCount() >= 2);
    for (int page = 1; page <= dialog->pageCount(); ++page) {
        const auto *label = dialog->findChild<QLabel *>(QStringLiteral("reportPage%1").arg(page));
        QVERIFY2(label, qPrintable(QString::number(page)));
        QVERIFY(!label->pixmap().isNull());
    }
    const auto *count = dialog->findChild<QLabel *>(QStringLiteral("reportPageCount"));
    QCOMPARE(count->text(), QStringLiteral("Pages: %1").arg(dialog->pageCount()));
}

// Issue 40: the dialog stayed on Letter for a Chinese report on a US system. The size follows the
// report's language until the person picks one.
void TestReportDialog::aChineseReportIsOnA4UnlessThePersonPicksLetter()
{
    const QLocale before;
    QLocale::setDefault(QLocale(QLocale::English, QLocale::UnitedStates));
    auto dialog = makeDialog();
    auto *size = dialog->findChild<QComboBox *>(QStringLiteral("reportPageSize"));
    QVERIFY(size);
    dialog->setLanguage(QStringLiteral("en"));
    QCOMPARE(size->currentText(), QStringLiteral("Letter"));
    dialog->setLanguage(QStringLiteral("zh_CN"));
    QCOMPARE(size->currentText(), QStringLiteral("A4"));
    dialog->setLanguage(QStringLiteral("en"));
    QCOMPARE(size->currentText(), QStringLiteral("Letter"));
    // Picked by the person: kept whatever the language.
    size->setCurrentIndex(size->findText(QStringLiteral("A4")));
    Q_EMIT size->activated(size->currentIndex());
    dialog->setLanguage(QStringLiteral("zh_CN"));
    dialog->setLanguage(QStringLiteral("en"));
    QCOMPARE(size->currentText(), QStringLiteral("A4"));
    QLocale::setDefault(QLocale(QLocale::Chinese, QLocale::China));
    auto elsewhere = makeDialog();
    elsewhere->setLanguage(QStringLiteral("en"));
    QCOMPARE(elsewhere->findChild<QComboBox *>(QStringLiteral("reportPageSize"))->currentText(),
        QStringLiteral("A4"));
    QLocale::setDefault(before);
}

void TestReportDialog::letterPagesAreWiderThanA4()
{
    auto dialog = makeDialog();
    dialog->setPageSize(QPageSize::A4);
    const QSize a4 = dialog->findChild<QLabel *>(QStringLiteral("reportPage1"))->pixmap().size();
    dialog->setPageSize(QPageSize::Letter);
    const QSize letter
        = dialog->findChild<QLabel *>(QStringLiteral("reportPage1"))->pixmap().size();
    QVERIFY(letter.width() > a4.width()); // 612 pt against 595 pt
    QVERIFY(letter.height() < a4.height()); // 792 pt against 842 pt
}

void TestReportDialog::checkedCardsAreCompared()
{
    auto dialog = makeDialog();
    auto *list = dialog->findChild<QListWidget *>(QStringLiteral("reportCompareList"));
    QVERIFY(list);
    QCOMPARE(list->count(), m_state->catalog().cards.size());
    const auto k80 = CardKey::fromId(k80Id());
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == k80Id())
            list->item(i)->setCheckState(Qt::Checked);
    QCOMPARE(dialog->compared(), QList<CardKey> {*k80});
}

// The cards the user compared reach the report in the user's order, not by name (issue 26).
void TestReportDialog::comparedCardsKeepTheUsersOrder()
{
    const QList<CardKey> order {
        *CardKey::fromId(xtxId()), *CardKey::fromId(k80Id()), *CardKey::fromId(rtx3060Id())};
    ReportDialog dialog(m_state.get(), order);
    QCOMPARE(dialog.compared(), order);
}

void TestReportDialog::savesThePdfInTheChosenLanguageAndLeavesTheAppsAlone()
{
    auto dialog = makeDialog();
    dialog->setLanguage(QStringLiteral("zh_CN"));
    const QString path = m_env->path(QStringLiteral("report.pdf"));
    QCOMPARE(dialog->saveTo(path), QString());
    QFile f(path);
    QVERIFY(f.open(QIODevice::ReadOnly));
    const QByteArray pdf = f.readAll();
    QVERIFY(pdf.startsWith("%PDF-"));
    // The document title, UTF-16BE as PDF writes it: 显卡推荐报告.
    const QString title = QStringLiteral("显卡推荐报告");
    QByteArray utf16 = "\xfe\xff";
    for (const QChar c : title) {
        utf16.append(char(c.unicode() >> 8));
        utf16.append(char(c.unicode() & 0xff));
    }
    QVERIFY(pdf.contains(utf16));
    // The application is still in English.
    QCOMPARE(QCoreApplication::translate("ReportBuilder", "GPU recommendation report"),
        QStringLiteral("GPU recommendation report"));
    // A folder that does not exist: the error names the file.
    const QString bad = m_env->path(QStringLiteral("missing/report.pdf"));
    QVERIFY(dialog->saveTo(bad).contains(QDir::toNativeSeparators(bad)));
}

void TestReportDialog::activeFiltersAreNamedAndTheReportRanksTheWholeCatalogUnlessAsked()
{
    CardFilter filter;
    filter.vendors = {QStringLiteral("NVIDIA")};
    filter.minMemoryGb = 16;
    m_state->setFilter(filter);
    QWidget window;
    ReportDialog *dialog = openFromMenu(&window);
    QVERIFY(dialog);
    const auto *notice = dialog->findChild<QLabel *>(QStringLiteral("reportFilterNotice"));
    QVERIFY(notice);
    QVERIFY(notice->isVisibleTo(dialog));
    QVERIFY2(notice->text().contains(QStringLiteral("vendor NVIDIA")), qPrintable(notice->text()));
    QVERIFY2(notice->text().contains(QStringLiteral("memory at least 16 GB")),
        qPrintable(notice->text()));
    auto *whole = dialog->findChild<QRadioButton *>(QStringLiteral("reportWholeCatalog"));
    auto *onlyFiltered = dialog->findChild<QRadioButton *>(QStringLiteral("reportOnlyFiltered"));
    QVERIFY(whole && onlyFiltered);
    QVERIFY(whole->isChecked());

    // By default the report ranks what the window ranks: every card.
    QVERIFY(!dialog->filtersApplied());
    QVERIFY(dialog->reportRequest().filter.isEmpty());
    QCOMPARE(dialog->reportResult().verdicts.size(), m_state->ranking().verdicts.size());

    // Chosen: only the cards the filters show (RTX 4090 and K80 of the seven).
    onlyFiltered->click();
    dialog->refresh();
    QVERIFY(dialog->filtersApplied());
    QCOMPARE(dialog->reportRequest().filter.vendors, filter.vendors);
    const VerdictList &shown = dialog->reportResult().verdicts;
    QCOMPARE(shown.size(), 2);
    for (const CardVerdict &v : shown)
        QVERIFY(v.key.vendor == QLatin1String("NVIDIA") && v.key.memoryGb >= 16);
    QVERIFY(dialog->pageCount() >= 1);

    // And back.
    whole->click();
    dialog->refresh();
    QCOMPARE(dialog->reportResult().verdicts.size(), m_state->ranking().verdicts.size());
}

void TestReportDialog::theSearchBoxAloneNeverNarrowsTheReport()
{
    CardFilter filter;
    filter.search = QStringLiteral("4090");
    m_state->setFilter(filter);
    QWidget window;
    ReportDialog *dialog = openFromMenu(&window);
    QVERIFY(dialog);
    const auto *notice = dialog->findChild<QLabel *>(QStringLiteral("reportFilterNotice"));
    QVERIFY(notice->isVisibleTo(dialog));
    QVERIFY2(notice->text().contains(QStringLiteral("name contains \"4090\"")),
        qPrintable(notice->text()));
    QVERIFY(!dialog->filtersApplied());
    QVERIFY(dialog->reportRequest().filter.search.isEmpty());
    QCOMPARE(dialog->reportResult().verdicts.size(), m_state->ranking().verdicts.size());
    QVERIFY(m_state->ranking().verdicts.size() > 1);

    // Without filters there is nothing to say or choose.
    m_state->setFilter(CardFilter());
    QWidget plain;
    ReportDialog *unfiltered = openFromMenu(&plain);
    QVERIFY(!unfiltered->findChild<QLabel *>(QStringLiteral("reportFilterNotice"))
                 ->isVisibleTo(unfiltered));
    QVERIFY(!unfiltered->findChild<QRadioButton *>(QStringLiteral("reportOnlyFiltered"))
                 ->isVisibleTo(unfiltered));
}

QTEST_MAIN(TestReportDialog)
#include "tst_reportdialog.moc"
