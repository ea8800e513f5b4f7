import DocgenCore
import Foundation

/// A difference a document accepts on purpose: `<!-- qa-accept: code "Поиск" -->` next to (or inside) a
/// passage, or front matter `qa-accept: code "Поиск"; untranslated` for the whole document.
///
/// A value narrows the acceptance to the item written so (a code span, a number, a link target, a term);
/// without one, every finding of that check on the passage is accepted.
struct QAAcceptance: Hashable, Sendable {
    /// Nil when the word names no check (reported, never accepting anything).
    var check: QACheck?
    var word: String
    var value: String?
    var location: SourceLocation

    static let keyword = "qa-accept"

    /// The acceptances of an HTML comment; none when it is not a `qa-accept` comment.
    static func parse(comment: String, at location: SourceLocation) -> [QAAcceptance] {
        var text = comment.trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix("<!--"), text.hasSuffix("-->") else { return [] }
        text = String(text.dropFirst(4).dropLast(3)).trimmingCharacters(in: .whitespacesAndNewlines)
        guard text.hasPrefix(keyword + ":") else { return [] }
        return parse(list: String(text.dropFirst(keyword.count + 1)), at: location)
    }

    /// `code "Поиск"; number "3", untranslated`: kinds with optional quoted values, separated by `;` or `,`.
    static func parse(list: String, at location: SourceLocation) -> [QAAcceptance] {
        var result: [QAAcceptance] = []
        var scanner = Substring(list)
        func skipSeparators() {
            while let first = scanner.first, first.isWhitespace || first == ";" || first == "," {
                scanner = scanner.dropFirst()
            }
        }
        skipSeparators()
        while !scanner.isEmpty {
            let word = scanner.prefix { !$0.isWhitespace && $0 != ";" && $0 != "," && $0 != "\"" }
            scanner = scanner.dropFirst(word.count)
            while let first = scanner.first, first == " " || first == "\t" { scanner = scanner.dropFirst() }
            var value: String?
            if let quote = scanner.first, quote == "\"" || quote == "“" || quote == "«" {
                let closing: Character = quote == "\"" ? "\"" : quote == "“" ? "”" : "»"
                let body = scanner.dropFirst()
                let end = body.firstIndex(of: closing) ?? body.endIndex
                value = String(body[..<end])
                scanner = end < body.endIndex ? body[body.index(after: end)...] : body[end...]
            }
            if word.isEmpty && value == nil { scanner = scanner.dropFirst() }
            let name = String(word).lowercased()
            if !name.isEmpty || value != nil {
                result.append(
                    QAAcceptance(check: QACheck(rawValue: name), word: name, value: value, location: location))
            }
            skipSeparators()
        }
        return result
    }

    /// Whether this accepts a finding of `check` about an item written as one of `texts`.
    func accepts(_ check: QACheck, _ texts: [String]) -> Bool {
        guard self.check == check else { return false }
        guard let value else { return true }
        return texts.contains(value)
    }
}
