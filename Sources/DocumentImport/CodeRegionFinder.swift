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
        markBlockComments(lines, &shapes)
        var regions: [Region] = []
        var index = 0
        while index < lines.count {
            guard shapes[index] == .code else {
                index += 1
                continue
            }
            var start = index
            // The comments above the code are its own (a file's header comment, a doc comment), blank
            // lines between them included.
            var above = start
            while above > 0, shapes[above - 1] == .comment || shapes[above - 1] == .blank {
                above -= 1
                if shapes[above] == .comment { start = above }
            }
            var end = index
            var next = index + 1
            var depth = braceDepth(lines[index])
            while next < lines.count {
                if shapes[next] == .prose {
                    // Inside a brace pair the code goes on past a line that reads as prose (a wrapped
                    // comment or string, a comment's text) when more code follows soon.
                    guard depth > 0, continuesCode(before: next, lines, shapes),
                        let resumed = codeResumes(after: next, shapes)
                    else { break }
                    for inside in next..<resumed where shapes[inside] == .prose { shapes[inside] = .fragment }
                    continue
                }
                if shapes[next] == .code { end = next }
                if shapes[next] == .comment, next == end + 1 { end = next }
                if shapes[next] == .fragment, depth > 0 { end = next }
                if shapes[next] != .comment { depth += braceDepth(lines[next]) }
                next += 1
            }
            // The last line's rest, wrapped at the page width: after an operator that cannot end a
            // statement, or a short rest of a trailing comment with the listing's end after it.
            while end + 1 < lines.count, endsCutShort(end, lines, shapes) {
                end += 1
                shapes[end] = .fragment
                next = max(next, end + 1)
            }
            // Trailing comments count when code follows them, or when they end the listing (right under
            // its code, with a blank line or the end of the text after them).
            let endsListing = end + 1 == lines.count || lines[end + 1].isBlank
            if !(shapes[end] == .comment && endsListing) {
                while end > index, shapes[end] == .comment { end -= 1 }
            }
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

    /// Lines inside a `/* … */` comment are the comment's, whatever they look like (a sentence, Japanese).
    private static func markBlockComments(_ lines: [SourceLine], _ shapes: inout [LineShape]) {
        var inside = false
        for index in lines.indices {
            let code = LineShape.codePart(of: lines[index].trimmed)
            if inside {
                if shapes[index] != .blank { shapes[index] = .comment }
                if lines[index].trimmed.contains("*/") { inside = false }
                continue
            }
            if let open = code.range(of: "/*"), !code[open.upperBound...].contains("*/") {
                inside = true
                if shapes[index] == .prose { shapes[index] = .comment }
            }
        }
    }

    /// Braces, parentheses and brackets opened minus those closed on the line (strings and `//` comments
    /// aside): while some are open, the code goes on.
    private static func braceDepth(_ line: SourceLine) -> Int {
        LineShape.codePart(of: line.trimmed).reduce(0) { depth, character in
            switch character {
            case "{", "(", "[": depth + 1
            case "}", ")", "]": depth - 1
            default: depth
            }
        }
    }

    /// Whether the prose-looking line at `index` can be the rest of the line above it: a comment wrapped at
    /// the page width, or a statement cut in its middle (not after a `{`, `}` or `;`, where prose starts).
    private static func continuesCode(before index: Int, _ lines: [SourceLine], _ shapes: [LineShape]) -> Bool {
        guard index > 0, !lines[index - 1].isBlank else { return false }
        if shapes[index - 1] == .comment { return true }
        guard let last = LineShape.codePart(of: lines[index - 1].trimmed).last else { return false }
        return !"{};".contains(last)
    }

    /// Whether line `index`, the last of a listing, was cut by the page width and the line under it is
    /// its rest.
    private static func endsCutShort(_ index: Int, _ lines: [SourceLine], _ shapes: [LineShape]) -> Bool {
        let below = index + 1
        guard !lines[below].isBlank, [.fragment, .prose].contains(shapes[below]) else { return false }
        let code = LineShape.codePart(of: lines[index].trimmed).trimmingWhitespace()
        if ["=", ",", "(", "[", ".", "&&", "||", "+", "->", "??"].contains(where: { code.hasSuffix($0) }) {
            return true
        }
        let hasComment = code.count < lines[index].trimmed.count && lines[index].trimmed.contains("//")
        let listingEnds = below + 1 == lines.count || lines[below + 1].isBlank
        return hasComment && shapes[below] == .fragment && listingEnds
    }

    /// The line where code starts again after the prose at `index`, if it does within a few lines (blank
    /// lines and fragments between them included); nil when the prose goes on.
    private static func codeResumes(after index: Int, _ shapes: [LineShape]) -> Int? {
        var prose = 0
        var next = index
        while next < shapes.count, prose <= 3 {
            switch shapes[next] {
            case .code, .comment: return next
            case .prose: prose += 1
            case .blank, .fragment: break
            }
            next += 1
        }
        return nil
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
        pieces = pieces.filter { lines[$0.range].contains(where: { !$0.isBlank }) }
        var parts: [Range<Int>] = []
        var current: (range: Range<Int>, language: CodeLanguage?)?
        for (number, piece) in pieces.enumerated() {
            if let open = current, let language = open.language, let other = piece.language, language != other {
                parts.append(open.range)
                current = piece
            } else if let open = current, hasBody(open.range, lines),
                startsAFile(pieces[number...].lazy.map { lines[$0.range] }.joined())
            {
                // The new file's header comment may sit right under the last file's code (a page break
                // between them took the blank line): it goes with the new file.
                var cut = open.range.upperBound
                while cut > open.range.lowerBound + 1,
                    lines[cut - 1].isBlank || LineShape.classify(lines[cut - 1].text) == .comment
                {
                    cut -= 1
                }
                while cut < open.range.upperBound, lines[cut].isBlank { cut += 1 }
                parts.append(open.range.lowerBound..<cut)
                current = (cut..<piece.range.upperBound, piece.language)
            } else if let open = current {
                current = (open.range.lowerBound..<piece.range.upperBound, open.language ?? piece.language)
            } else {
                current = piece
            }
        }
        if let current { parts.append(current.range) }
        // A part starts at its first line that is not blank.
        return parts.map { part in (lines[part].firstIndex { !$0.isBlank } ?? part.lowerBound)..<part.upperBound }
    }

    /// Whether the lines, from their start, are a new source file: comments, then an `import`.
    private static func startsAFile<Lines: Sequence<SourceLine>>(_ lines: Lines) -> Bool {
        for line in lines where !line.isBlank && LineShape.classify(line.text) != .comment {
            return ["import ", "#import ", "@import "].contains { line.trimmed.hasPrefix($0) }
        }
        return false
    }

    /// Whether the lines hold code besides comments and imports (a file's body).
    private static func hasBody(_ range: Range<Int>, _ lines: [SourceLine]) -> Bool {
        lines[range].contains { line in
            !line.isBlank && LineShape.classify(line.text) != .comment
                && !["import ", "#import ", "@import "].contains { line.trimmed.hasPrefix($0) }
        }
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
