/// What a command accepts: options with values, flags, and positional arguments.
struct CommandSpec: Sendable {
    struct Option: Sendable {
        var name: String
        var valueName: String
        var help: String
        /// If set, the only values accepted.
        var allowedValues: [String]? = nil
    }

    struct Flag: Sendable {
        var name: String
        var help: String
    }

    var name: String
    var abstract: String
    var discussion: String = ""
    var options: [Option] = []
    var flags: [Flag] = []
    /// Name of the positional arguments in usage (e.g. `PATH…`), nil if none are accepted.
    var positionalName: String? = nil
    var positionalHelp: String = ""
}

/// A usage error: what is wrong and which argument it is about. Exits 64.
struct UsageError: Error, Equatable, CustomStringConvertible {
    var message: String

    var description: String { message }
}

/// The result of parsing a command's arguments.
struct ParsedArguments: Sendable {
    var options: [String: [String]] = [:]
    var flags: Set<String> = []
    var positionals: [String] = []

    func value(_ name: String) -> String? { options[name]?.last }
    func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// Parses `--name value`, `--name=value`, `--flag`, `--` and positionals against a `CommandSpec`.
enum ArgumentParser {
    static func parse(_ arguments: [String], for spec: CommandSpec) throws(UsageError) -> ParsedArguments {
        var parsed = ParsedArguments()
        var index = 0
        var onlyPositionals = false
        func fail(_ message: String) -> UsageError { UsageError(message: message) }
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                guard spec.positionalName != nil else {
                    throw fail("unexpected argument '\(argument)'; 'docgen \(spec.name)' takes no positional arguments")
                }
                parsed.positionals.append(argument)
                continue
            }
            if argument == "--" {
                onlyPositionals = true
                continue
            }
            var name = argument
            var inlineValue: String?
            if let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                inlineValue = String(argument[argument.index(after: equals)...])
            }
            if let flag = spec.flags.first(where: { "--\($0.name)" == name }) {
                if inlineValue != nil { throw fail("flag '\(name)' takes no value") }
                parsed.flags.insert(flag.name)
            } else if let option = spec.options.first(where: { "--\($0.name)" == name }) {
                let value: String
                if let inlineValue {
                    value = inlineValue
                } else if index < arguments.count {
                    value = arguments[index]
                    index += 1
                } else {
                    throw fail("option '\(name)' needs a value (\(option.valueName))")
                }
                if let allowed = option.allowedValues, !allowed.contains(value) {
                    throw fail(
                        "invalid value '\(value)' for '\(name)'; expected one of: \(allowed.joined(separator: ", "))")
                }
                if parsed.options[option.name] != nil {
                    throw fail("option '\(name)' given more than once")
                }
                parsed.options[option.name, default: []].append(value)
            } else {
                let known = (spec.options.map { "--\($0.name)" } + spec.flags.map { "--\($0.name)" } + ["--help"])
                let hint =
                    known.first { $0.hasPrefix(name) || name.hasPrefix($0) }.map { "; did you mean '\($0)'?" } ?? ""
                throw fail("unknown option '\(name)' for 'docgen \(spec.name)'\(hint)")
            }
        }
        return parsed
    }
}
