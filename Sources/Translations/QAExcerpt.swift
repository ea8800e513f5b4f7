import DocParsing
import DocgenCore

/// The passages a finding quotes: each side's passage (or code block) as a reader sees it, on one line,
/// trimmed to ``width`` characters around the finding's value (`String.excerpt(around:)`).
///
/// Control characters are kept: each output shows them its way (the text report as U+FFFD, JSON escaped).
enum QAExcerpt {
    /// The longest excerpt, in characters.
    static let width = 100

    /// `findings` with both excerpts, from the passages and code blocks of `documents`.
    static func adding(to findings: [QAFinding], documents: [String: Document]) -> [QAFinding] {
        var blocks: [String: [SourceLocation: Block]] = [:]
        // A passage's folded text, once: a long passage may have many findings.
        var texts: [SourceLocation: String] = [:]
        func text(at location: SourceLocation) -> String {
            if let text = texts[location] { return text }
            if blocks[location.file] == nil {
                var found: [SourceLocation: Block] = [:]
                documents[location.file]?.forEachBlock { found[$0.range.lowerBound] = found[$0.range.lowerBound] ?? $0 }
                blocks[location.file] = found
            }
            let text = blocks[location.file]?[location].map { folded($0.plainText) } ?? ""
            texts[location] = text
            return text
        }
        return findings.map { finding in
            var finding = finding
            finding.sourceExcerpt = quote(
                text(at: finding.sourcePassage), around: finding.sourceValue ?? finding.translationValue)
            finding.translationExcerpt = quote(
                text(at: finding.translationPassage), around: finding.translationValue ?? finding.sourceValue)
            return finding
        }
    }

    /// `text` around the first place it has `value`, else from its start.
    static func quote(_ text: String, around value: String?, width: Int = width) -> String {
        guard let value, !value.isEmpty, let range = text.range(of: value) else {
            return text.excerpt(maximumLength: width)
        }
        return text.excerpt(around: range, maximumLength: width)
    }

    /// Every run of white space (line breaks and tabs too) as one space, none at either end.
    static func folded(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        var pendingSpace = false
        for character in text {
            if character.isWhitespace {
                pendingSpace = !result.isEmpty
            } else {
                if pendingSpace { result.append(" ") }
                pendingSpace = false
                result.append(character)
            }
        }
        return result
    }
}
