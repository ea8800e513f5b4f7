import DocParsing
import DocgenCore

/// Highlights a code block at build time: Swift through the toolchain's syntax classifier, Objective-C
/// with a lexical pass, anything else as plain text; hidden snippet lines left out.
enum CodeHighlighter {
    /// A classified byte range of the code's UTF-8.
    struct ClassifiedRange: Sendable {
        var range: Range<Int>
        var kind: HighlightedCode.TokenKind
    }

    /// What `highlight` reads.
    struct Input: Hashable, Sendable {
        var code: String
        var language: CodeLanguage
    }

    /// Code this process has already highlighted (`docgen watch` renders the site again on every change).
    static let highlighted = ProcessMemo<Input, HighlightedCode>(limit: 10_000)

    /// The visible lines of `code`, classified for `language`; each distinct code highlighted once per process.
    static func highlight(_ code: String, language: CodeLanguage) -> HighlightedCode {
        highlighted.value(for: Input(code: code, language: language)) { highlightOnce(code, language: language) }
    }

    /// `highlight`, computed.
    static func highlightOnce(_ code: String, language: CodeLanguage) -> HighlightedCode {
        let bytes = Array(code.utf8)
        let ranges: [ClassifiedRange]
        switch language {
        case .swift: ranges = SwiftClassifier.classify(code)
        case .objectiveC: ranges = ObjectiveCLexer.classify(bytes)
        case .searchSession, .text, .other: ranges = []
        }
        var lines = split(bytes, ranges)
        if lines.last?.isEmpty == true, bytes.last == UInt8(ascii: "\n") { lines.removeLast() }
        let rawLines = code.split(separator: "\n", omittingEmptySubsequences: false).prefix(lines.count)
        let visible = SnippetLines.visibility(of: Array(rawLines))
        var shown: [[HighlightedCode.Token]] = []
        for (index, line) in lines.enumerated() where index >= visible.count || visible[index] {
            shown.append(line)
        }
        return HighlightedCode(lines: shown, hiddenLineCount: lines.count - shown.count)
    }

    /// Tokens per line: classified ranges and the plain text between them, cut at every line break.
    private static func split(_ bytes: [UInt8], _ ranges: [ClassifiedRange]) -> [[HighlightedCode.Token]] {
        var lines: [[HighlightedCode.Token]] = [[]]
        func emit(_ start: Int, _ end: Int, _ kind: HighlightedCode.TokenKind?) {
            var lineStart = start
            var index = start
            while index < end {
                if bytes[index] == UInt8(ascii: "\n") {
                    append(lineStart, index, kind)
                    lines.append([])
                    lineStart = index + 1
                }
                index += 1
            }
            append(lineStart, end, kind)
        }
        func append(_ start: Int, _ end: Int, _ kind: HighlightedCode.TokenKind?) {
            guard start < end else { return }
            var text = String(decoding: bytes[start..<end], as: UTF8.self)
            if text.hasSuffix("\r") { text.removeLast() }
            lines[lines.count - 1].append(HighlightedCode.Token(text: text, kind: kind))
        }
        var position = 0
        for classified in ranges.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            let start = max(classified.range.lowerBound, position)
            let end = min(classified.range.upperBound, bytes.count)
            guard start < end else { continue }
            emit(position, start, nil)
            emit(start, end, classified.kind)
            position = end
        }
        emit(position, bytes.count, nil)
        return lines
    }
}
