// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick of the cold-start benchmark: the smallest Qt Widgets program that shows an
// empty table in a main window. It quits right after the window's first paint, exactly as
// gpu-advisor does under GPU_ADVISOR_EXIT_AFTER_PAINT=1, so the two times compare like with
// like (process start, Qt start-up, first painted frame, exit).

#include <QApplication>
#include <QEvent>
#include <QMainWindow>
#include <QStandardItemModel>
#include <QTableView>
#include <QTimer>

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
            QTimer::singleShot(0, qApp, &QCoreApplication::quit);
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
