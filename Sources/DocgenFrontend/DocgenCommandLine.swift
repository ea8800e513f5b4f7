import DocgenCore

/// docgen's command line: global options, subcommand dispatch, help and version.
package enum DocgenCommandLine {
    package static let version = "0.2.0-dev"

    /// Every subcommand, in the order help lists them.
    static let commands: [any DocgenCommand.Type] = [
        BuildCommand.self, CheckCommand.self, ExtractCommand.self, TranslationsCommand.self, ImportCommand.self,
        WatchCommand.self, MergeReportsCommand.self,
    ]

    /// Runs docgen with `arguments` (without the program name) and returns the exit code.
    package static func run(arguments: [String], console: Console = .standard) -> Int32 {
        guard let first = arguments.first else {
            console.writeError(usage)
            return ExitCode.usage.rawValue
        }
        switch first {
        case "--help", "-h":
            console.writeOutput(usage)
            return ExitCode.ok.rawValue
        case "--version":
            console.print("docgen \(version)")
            return ExitCode.ok.rawValue
        case "help":
            guard arguments.count > 1 else {
                console.writeOutput(usage)
                return ExitCode.ok.rawValue
            }
            guard let command = command(named: arguments[1]) else {
                return usageError("unknown command '\(arguments[1])'; see 'docgen --help'", console: console)
            }
            console.writeOutput(help(for: command.spec))
            return ExitCode.ok.rawValue
        default:
            guard let command = command(named: first) else {
                let hint = first.hasPrefix("-") ? "unknown option '\(first)'" : "unknown command '\(first)'"
                return usageError("\(hint); see 'docgen --help'", console: console)
            }
            let rest = Array(arguments.dropFirst())
            if rest.contains("--help") || rest.contains("-h") {
                console.writeOutput(help(for: command.spec))
                return ExitCode.ok.rawValue
            }
            do {
                let parsed = try ArgumentParser.parse(rest, for: command.spec)
                return command.run(parsed, console: console).rawValue
            } catch {
                return usageError("\(error.message); see 'docgen help \(command.spec.name)'", console: console)
            }
        }
    }

    static func command(named name: String) -> (any DocgenCommand.Type)? {
        commands.first { $0.spec.name == name }
    }

    private static func usageError(_ message: String, console: Console) -> Int32 {
        console.printError("docgen: error: \(message)")
        return ExitCode.usage.rawValue
    }

    // MARK: - Help

    static var usage: String {
        var text = """
            docgen \(version): turns multilingual UIKit documentation into built, run and tested examples \
            and a bilingual HTML site.

            USAGE: docgen <command> [options]

            COMMANDS:

            """
        for command in commands {
            text += "  " + command.spec.name.padding(12) + command.spec.abstract + "\n"
        }
        text += """

            OPTIONS:
              --help      Show help (also 'docgen help <command>')
              --version   Show the version

            EXIT CODES: 0 ok, 1 problems found, 64 usage, 65 bad input data, 74 I/O error

            """
        return text
    }

    static func help(for spec: CommandSpec) -> String {
        var usageLine = "USAGE: docgen \(spec.name)"
        for option in spec.options { usageLine += " [--\(option.name) <\(option.valueName)>]" }
        for flag in spec.flags { usageLine += " [--\(flag.name)]" }
        if let positional = spec.positionalName { usageLine += " [\(positional)]" }
        var text = "OVERVIEW: \(spec.abstract)\n\n\(usageLine)\n"
        if !spec.discussion.isEmpty { text += "\n\(spec.discussion)\n" }
        if let positional = spec.positionalName {
            text += "\nARGUMENTS:\n  \(positional.padding(22))\(spec.positionalHelp)\n"
        }
        text += "\nOPTIONS:\n"
        for option in spec.options {
            var line = "--\(option.name) <\(option.valueName)>"
            line = "  " + line.padding(22) + option.help
            if let allowed = option.allowedValues { line += " (\(allowed.joined(separator: "|")))" }
            text += line + "\n"
        }
        for flag in spec.flags { text += "  " + "--\(flag.name)".padding(22) + flag.help + "\n" }
        text += "  " + "--help".padding(22) + "Show this help\n"
        return text
    }
}

/// A subcommand: what it accepts and what it does.
protocol DocgenCommand: Sendable {
    static var spec: CommandSpec { get }
    static func run(_ arguments: ParsedArguments, console: Console) -> ExitCode
}

extension String {
    /// Left-aligned in a column of `width`, with at least two spaces after.
    func padding(_ width: Int) -> String {
        count + 2 <= width ? self + String(repeating: " ", count: width - count) : self + "  "
    }
}
