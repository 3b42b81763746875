// SPDX-License-Identifier: GPL-3.0-or-later
#include "BuiltinCatalog.h"

#include <QFile>

namespace gpu {

QStringList BuiltinCatalog::files()
{
    return {QStringLiteral(":/catalog/cards.csv"), QStringLiteral(":/catalog/prices.csv"),
        QStringLiteral(":/catalog/benchmarks.csv"), QStringLiteral(":/catalog/cloud.csv"),
        QStringLiteral(":/catalog/models.csv"), QStringLiteral(":/catalog/rates.csv")};
}

QString BuiltinCatalog::version()
{
    // SHA-1 over the SHA-1 digests of files(), in that order, first 16 hex digits; computed by
    // CMake (core/CMakeLists.txt) so a start does not hash the files.
    return QStringLiteral(GPU_ADVISOR_BUILTIN_CATALOG_VERSION);
}

ImportResult BuiltinCatalog::load()
{
    ImportResult all;
    ImportOptions options;
    options.origin = Origin::BuiltIn;
    options.encoding = TextEncoding::Utf8;
    int k = 0;
    for (const QString &path : files()) {
        options.kind = kAllDataKinds[k++]; // files() lists the kinds in this order
        QFile f(path);
        if (!f.exists())
            continue; // a kind without a file is simply empty
        ImportResult r = CatalogImporter::readFile(path, options);
        all.data.append(r.data);
        all.cardLines += r.cardLines;
        all.priceLines += r.priceLines;
        all.benchmarkLines += r.benchmarkLines;
        all.cloudLines += r.cloudLines;
        all.modelLines += r.modelLines;
        all.rateLines += r.rateLines;
        all.errors += r.errors;
        all.warnings += r.warnings;
        all.recordsRead += r.recordsRead;
    }
    return all;
}

const QList<ModelSpec> &builtinModels()
{
    static const QList<ModelSpec> models = [] {
        QFile file(QStringLiteral(":/catalog/models.csv"));
        if (!file.open(QIODevice::ReadOnly))
            return QList<ModelSpec>();
        const ModelCatalogLoad load
            = parseModelCatalog(QString::fromUtf8(file.readAll()), QStringLiteral("models.csv"));
        // The built-in file is checked by a test; a bad row there is left out, not fatal.
        return load.models;
    }();
    return models;
}

} // namespace gpu
