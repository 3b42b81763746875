// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// Internal to the command line: the one declaration of a command's options (help, parsing, the
// man page and shell completion read it).

#include "Cli.h"

#include <QCommandLineParser>

namespace gpu::cli {

/// The one declaration of a command's options and arguments: each command's `…Options()` fills
/// it, which both sets up the command's parser and lets the front end list every option (to find
/// the command word before parsing, for the man page and for shell completion).
class CommandSpec
{
public:
    /// Declares into `parser` too, or only records when `parser` is null.
    explicit CommandSpec(QCommandLineParser &parser)
        : m_parser(&parser)
    { }
    CommandSpec() = default;

    void setDescription(const QString &text)
    {
        m_description = text;
        if (m_parser)
            m_parser->setApplicationDescription(text);
    }
    /// `values`: what the argument is (choices, a file, a card name), for shell completion.
    void addPositional(const QString &name, const QString &description, const QString &syntax = {},
        const ValueHint &values = {})
    {
        m_positionals.append({name, description, syntax.isEmpty() ? name : syntax, values});
        if (m_parser)
            m_parser->addPositionalArgument(name, description, syntax);
    }
    /// `values`: what the option's value is (choices, a file, a card name), for completion.
    void add(const QCommandLineOption &option, const ValueHint &values = {})
    {
        m_options.append(option);
        m_values.append(values);
        if (m_parser)
            m_parser->addOption(option);
    }

    using Positional = PositionalDoc;
    QString description() const { return m_description; }
    const QList<Positional> &positionals() const { return m_positionals; }
    const QList<QCommandLineOption> &options() const { return m_options; }
    /// The value hint of options()[i].
    const QList<ValueHint> &optionValues() const { return m_values; }

private:
    QCommandLineParser *m_parser = nullptr;
    QString m_description;
    QList<Positional> m_positionals;
    QList<QCommandLineOption> m_options;
    QList<ValueHint> m_values;
};

} // namespace gpu::cli
