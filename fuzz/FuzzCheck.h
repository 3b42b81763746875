// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Shared by the libFuzzer targets: input conversion and an invariant check that aborts (the
// fuzzer records the input as a crash) with a readable message.

#include <QByteArray>
#include <QString>

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>

namespace gpu::fuzz {

/// The input as bytes, without a copy and without a terminating NUL, so a read past the end is
/// caught by AddressSanitizer.
inline QByteArray bytesOf(const std::uint8_t *data, std::size_t size)
{
    return QByteArray::fromRawData(reinterpret_cast<const char *>(data), qsizetype(size));
}

/// The input as text in two ways: UTF-8 (what files hold) and raw UTF-16 code units (reaches
/// every QChar, lone surrogates included).
inline QString utf8Of(const std::uint8_t *data, std::size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}
inline QString utf16Of(const std::uint8_t *data, std::size_t size)
{
    QString text(qsizetype(size / 2), Qt::Uninitialized);
    std::memcpy(text.data(), data, size / 2 * 2); // the input need not be 2-byte aligned
    return text;
}

[[noreturn]] inline void fail(const char *what, const QString &detail = {})
{
    std::fprintf(stderr, "invariant violated: %s %s\n", what, detail.toUtf8().constData());
    std::abort();
}

#define GPU_FUZZ_CHECK(condition, detail)                                                          \
    do {                                                                                           \
        if (!(condition))                                                                          \
            ::gpu::fuzz::fail(#condition, detail);                                                 \
    } while (false)

} // namespace gpu::fuzz
