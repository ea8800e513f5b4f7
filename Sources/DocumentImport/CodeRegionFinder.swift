import DocParsing

/// Finds the code regions of a plain text: runs of code-shaped lines (with the blank lines, comments and
/// fragments between them) that SwiftParser accepts as code or that have Objective-C's shape.
enum CodeRegionFinder {
    struct Region: Equatable {
        var range: Range<Int>
        var language: String
    }

    static func regions(_ lines: [SourceLine], shapes original: [LineShape]) -> [Region] {
        var shapes = original
        // A Latin line right under code and indented deeper than it continues it (a wrapped argument list, a
        // literal). Prose with the page's left margin is not deeper than the code above it.
        var anchorIndentation = 0
        for index in shapes.indices {
            if original[index] == .code { anchorIndentation = lines[index].indentation }
            guard index > 0, shapes[index] == .prose, [.code, .comment].contains(shapes[index - 1]),
                lines[index].indentation > anchorIndentation,
                !lines[index].text.contains(where: { $0.isHan || $0.isCyrillic }), !lines[index].trimmed.hasPrefix("•")
            else { continue }
            shapes[index] = .code
        }
        // A comment wrapped at the page width: its second line, between the comment and more code, is the
        // comment's rest (`CodeRepairer` joins it back).
        for index in shapes.indices.dropFirst().dropLast()
        where shapes[index] == .prose && shapes[index - 1] == .comment && lines[index - 1].trimmed.hasPrefix("//")
            && [.code, .comment].contains(shapes[index + 1]) && index >= 2 && shapes[index - 2] != .prose
            && shapes[index - 2] != .blank
        {
            shapes[index] = .comment
        }
        var regions: [Region] = []
        var index = 0
        while index < lines.count {
            guard shapes[index] == .code else {
                index += 1
                continue
            }
            var start = index
            while start > 0, shapes[start - 1] == .comment { start -= 1 }
            var end = index
            var next = index + 1
            while next < lines.count, shapes[next] != .prose {
                if shapes[next] == .code { end = next }
                if shapes[next] == .comment, next == end + 1 { end = next }
                next += 1
            }
            // Trailing comments only count when code follows them.
            while end > index, shapes[end] == .comment { end -= 1 }
            // A name set on its own line inside a running sentence (`… и метод ` / `tableView(_:cellForRowAt:)` / `:`)
            // belongs to the sentence, and so does the punctuation after it.
            while start < end, start > 0, shapes[start - 1] == .prose, !lines[start].trimmed.contains(" "),
                !lines[start].trimmed.hasSuffix("{"), !lines[start].trimmed.hasSuffix(";"),
                let last = lines[start - 1].trimmed.last, !ProseAssembler.terminalPunctuation.contains(last)
            {
                shapes[start] = .prose
                start += 1
                while start < end, lines[start].trimmed.allSatisfy({ ".,:;)".contains($0) }), !lines[start].isBlank {
                    shapes[start] = .prose
                    start += 1
                }
            }
            if shapes[start] != .code && shapes[start] != .comment {
                index = start
                continue
            }
            for range in splitByLanguage(start..<(end + 1), lines) {
                if let region = accepted(range, lines) { regions.append(region) }
            }
            index = max(next, end + 1)
        }
        return regions
    }

    /// Splits a region at blank lines outside braces where Swift and Objective-C meet (two listings, one in
    /// each language, with no prose between them).
    private static func splitByLanguage(_ range: Range<Int>, _ lines: [SourceLine]) -> [Range<Int>] {
        var cuts: [Int] = []
        var depth = 0
        for index in range {
            let code = LineShape.codePart(of: lines[index].trimmed)
            depth += code.filter { $0 == "{" }.count - code.filter { $0 == "}" }.count
            if depth <= 0, lines[index].isBlank { cuts.append(index) }
        }
        // The pieces between blank lines, each with the language it shows (nil: either).
        var pieces: [(range: Range<Int>, language: CodeLanguage?)] = []
        var start = range.lowerBound
        for end in cuts + [range.upperBound] where start < end {
            let text = lines[start..<end].map(\.text).joined(separator: "\n")
            let language = text.utf8.count < 20_000 ? CodeLanguageClassifier.infer(text) : nil
            pieces.append((start..<end, language))
            start = end + 1
        }
        var parts: [Range<Int>] = []
        var current: (range: Range<Int>, language: CodeLanguage?)?
        for piece in pieces where lines[piece.range].contains(where: { !$0.isBlank }) {
            if let open = current, let language = open.language, let other = piece.language, language != other {
                parts.append(open.range)
                current = piece
            } else if let open = current {
                current = (open.range.lowerBound..<piece.range.upperBound, open.language ?? piece.language)
            } else {
                current = piece
            }
        }
        if let current { parts.append(current.range) }
        return parts
    }

    /// The region with its language, or nil when it is too little code to be sure: one or two lines that
    /// SwiftParser rejects, are not Objective-C, and have little code punctuation.
    private static func accepted(_ range: Range<Int>, _ lines: [SourceLine]) -> Region? {
        let code = lines[range].map(\.text).joined(separator: "\n")
        let language = CodeLanguageClassifier.infer(code).map(\.description) ?? "swift"
        let nonBlank = lines[range].filter { !$0.isBlank }.count
        if language == "swift", nonBlank <= 2, code.utf8.count < 100_000, SwiftCodeAnalysis.errorCount(code) > 0,
            !lines[range].allSatisfy({ $0.isBlank || LineShape.codeSignals(LineShape.codePart(of: $0.trimmed)) >= 2 })
        {
            return nil
        }
        return Region(range: range, language: language == "objc" ? "objc" : "swift")
    }
}
