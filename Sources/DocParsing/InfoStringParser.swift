import DocgenCore

/// Splits a fence's info string into its language word and attributes.
///
/// Words are separated by spaces; a value may be quoted (`ignore="needs a device"`), with `\"` and `\\`
/// escapes inside the quotes. `,` between words is accepted too (` ```swift,no_run `).
enum InfoStringParser {
    struct Result {
        var language: String?
        var attributes: [CodeBlockAttribute]
        var diagnostics: [Diagnostic]
    }

    static func parse(_ info: String, at location: SourceLocation) -> Result {
        var words = split(info)
        var diagnostics: [Diagnostic] = []
        var language: String?
        if let first = words.first, first.value == nil, !first.name.isEmpty {
            language = first.name
            words.removeFirst()
        }
        var attributes: [CodeBlockAttribute] = []
        for word in words {
            switch (word.name, word.value) {
            case ("example", let name?) where !name.isEmpty: attributes.append(.example(name))
            case ("ignore", let reason): attributes.append(.ignore(reason: reason))
            case ("no_run", nil): attributes.append(.noRun)
            case ("compile_fail", let text): attributes.append(.compileFail(expected: text))
            case ("should_fail", nil): attributes.append(.shouldFail)
            default:
                attributes.append(.unknown(name: word.name, value: word.value))
                let known = "example=NAME, ignore, no_run, compile_fail, should_fail"
                let message: String
                switch word.name {
                case "example": message = "attribute 'example' needs a name: example=NAME"
                case "no_run", "should_fail": message = "attribute '\(word.name)' takes no value"
                default: message = "unknown code block attribute '\(word.name)'; known: \(known)"
                }
                diagnostics.append(.warning(.unknownAttribute, at: location, message))
            }
        }
        return Result(language: language, attributes: attributes, diagnostics: diagnostics)
    }

    /// `name` or `name=value` words; quotes group spaces into a value.
    private static func split(_ info: String) -> [(name: String, value: String?)] {
        var words: [(name: String, value: String?)] = []
        var name = "", value: String? = nil
        var inQuotes = false, escaped = false
        func flush() {
            if !name.isEmpty || value != nil { words.append((name, value)) }
            name = ""
            value = nil
        }
        for character in info {
            if inQuotes {
                if escaped {
                    value?.append(character)
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    value?.append(character)
                }
                continue
            }
            switch character {
            case " ", "\t", ",": flush()
            case "=" where value == nil: value = ""
            case "\"" where value == "": inQuotes = true
            default:
                if value != nil { value?.append(character) } else { name.append(character) }
            }
        }
        flush()
        return words
    }
}
