// SPDX-License-Identifier: GPL-3.0-or-later
// The yardstick of the command line's figures (bench/BenchProcesses.cpp): the smallest Qt
// command-line program, a QCoreApplication that prints its version and exits, as
// `gpu-advisor --version` does.

#include <QCoreApplication>

#include <cstdio>

int main(int argc, char *argv[])
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setApplicationVersion(QStringLiteral("1.0"));
    std::printf(
        "gpu-advisor-minimal-core %s\n", qPrintable(QCoreApplication::applicationVersion()));
    return 0;
}
