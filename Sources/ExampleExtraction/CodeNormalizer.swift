/// The form in which code blocks are compared to find the same example in several documents.
///
/// Normalization removes what translators and converters change without meaning to: trailing
/// whitespace, runs of blank lines (kept as one), leading and trailing blank lines, and the indentation
/// common to all lines. Comments are kept: a translated comment makes a different example (except for
/// plain-Swift listings, compared by their tokens, `SwiftTokens`).
enum CodeNormalizer {
    /// The normalized text and, for each of its lines, the index of the code line it came from.
    struct Normalized: Hashable, Sendable {
        var text: String
        var lineIndices: [Int]
        /// Bytes of indentation removed from every line.
        var indentation: Int
    }

    static func normalize(_ lines: [Substring]) -> Normalized {
        let trimmed = lines.map { line -> Substring in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            return line
        }
        let indentation =
            trimmed.filter { !$0.isEmpty }
            .map { $0.utf8.prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).count }
            .min() ?? 0
        var kept: [(index: Int, text: Substring)] = []
        for (index, line) in trimmed.enumerated() {
            if line.isEmpty {
                if let last = kept.last, last.text.isEmpty { continue }
                if kept.isEmpty { continue }
            }
            kept.append((index, line.isEmpty ? line : line.dropFirst(indentation)))
        }
        while let last = kept.last, last.text.isEmpty { kept.removeLast() }
        return Normalized(
            text: kept.map(\.text).joined(separator: "\n"), lineIndices: kept.map(\.index), indentation: indentation)
    }
}
