// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick of the cold-start benchmark: the smallest Qt Widgets program that shows an
// empty table in a main window. It quits right after the window's first paint, exactly as
// gpu-advisor does under GPU_ADVISOR_EXIT_AFTER_PAINT=1, so the two times compare like with
// like: process start to the end of the first paint pass (printed on stdout), and to exit.

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>

#include <chrono>
#include <cstdio>

namespace {

class QuitAfterFirstPaint : public QObject
{
public:
    using QObject::QObject;

protected:
    bool eventFilter(QObject *watched, QEvent *event) override
    {
        if (event->type() == QEvent::Paint && !m_done) {
            m_done = true;
            // Quits once this paint pass (the whole window) is finished.
            QTimer::singleShot(0, qApp, [] {
                // When the paint pass is over, on the clock the benchmark started the process
                // by (steady_clock is CLOCK_MONOTONIC, shared by all processes on Linux).
                const auto now = std::chrono::steady_clock::now().time_since_epoch();
                std::printf("first-paint-done-ns %lld\n",
                    static_cast<long long>(
                        std::chrono::duration_cast<std::chrono::nanoseconds>(now).count()));
                std::fflush(stdout);
                QCoreApplication::quit();
            });
        }
        return QObject::eventFilter(watched, event);
    }

private:
    bool m_done = false;
};

} // namespace

int main(int argc, char *argv[])
{
    QApplication app(argc, argv);
    QMainWindow window;
    auto *table = new QTableView(&window);
    auto *model = new QStandardItemModel(0, 8, table);
    table->setModel(model);
    window.setCentralWidget(table);
    window.resize(1100, 700);
    QuitAfterFirstPaint quitter;
    window.installEventFilter(&quitter);
    window.show();
    return QApplication::exec();
}
