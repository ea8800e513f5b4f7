/// Swift and JSON string literals for generated code, escaped so any doc text is safe inside them.
enum SwiftLiteral {
    /// A Swift string literal: `"…"` with `\`, `"`, control characters and `\(` made inert.
    static func string(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": result += "\\\\"
            case "\"": result += "\\\""
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x7F:
                result += "\\u{\(String(scalar.value, radix: 16))}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }

    /// `[String]?` as a Swift literal: `nil`, `[]` or `["a", "b"]`.
    static func stringArray(_ values: [String]?) -> String {
        guard let values else { return "nil" }
        return "[" + values.map(string).joined(separator: ", ") + "]"
    }

    /// A comment-safe one-line rendering of doc text (no line breaks, no comment terminators).
    static func comment(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ").replacingOccurrences(of: "*/", with: "* /")
    }
}
