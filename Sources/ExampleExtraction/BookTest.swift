import DocParsing
import DocgenCore
import Foundation

/// One test comment of *The Swift Programming Language*: the book keeps, beside a listing, the test Apple
/// once ran on it —
///
///     <!--
///       - test: `booleans`
///
///       ```swifttest
///       -> if turnipsAreDelicious {        (shown code: the listing above)
///             print("Mmm, tasty turnips!") (a continuation of the line above)
///          }
///       >> let r0 = 1                       (hidden code)
///       <- Eww, turnips are horrible.       (expected output, shown; `<<` hidden)
///       !$ error: …                         (an expected diagnostic; `!!` its source and caret lines)
///       ```
///     -->
///
/// Comments with one name form one test, in order.
public struct BookTestPart: Hashable, Sendable {
    public enum LineKind: Hashable, Sendable {
        /// `->` and its continuation lines: code the listing shows.
        case shown
        /// `>>` and its continuation lines: code only the test has.
        case hidden
        /// `<-` (shown) or `<<` (hidden): a line the program prints.
        case output
        /// `!$`: an expected diagnostic (`error: …`, `warning: …`, `note: …`).
        case diagnostic
        /// `!!`: the source line, caret or fix-it under an expected diagnostic.
        case diagnosticContext
        /// `/>`: a comment the listing shows (`// x is now 5`) that the test prints with interpolations.
        case shownComment
        /// `xx`: the program is expected to stop at run time (`xx fatal error`, `xx assertion`).
        case expectedTrap
    }

    public struct Line: Hashable, Sendable {
        public var kind: LineKind
        public var text: String
        /// The Markdown line.
        public var line: Int
        /// The Markdown column (1-based, in characters) at which `text` starts.
        public var column: Int
    }

    /// The test's names (one, or several written `a, b` in one pair of backticks).
    public var names: [String]
    /// The `- test:` line.
    public var location: SourceLocation
    public var lines: [Line]

    /// The code the listing shows, one string per line (continuations included).
    public var shownCode: [String] { lines.filter { $0.kind == .shown }.map(\.text) }
}

/// Reads the book's test comments from a document's HTML blocks.
public enum BookTestParser {
    /// The test comments of a document, in order, and warnings for malformed ones (an unclosed fence, a line
    /// that belongs to no test).
    public static func parts(of document: Document) -> (parts: [BookTestPart], diagnostics: [Diagnostic]) {
        var parts: [BookTestPart] = []
        var diagnostics: [Diagnostic] = []
        for block in document.allBlocks {
            guard case .htmlBlock = block.kind, case .html(let literal)? = block.inlines.first,
                literal.hasPrefix("<!--"), literal.contains("- test:")
            else { continue }
            let parsed = parse(literal, file: document.path, firstLine: block.range.lowerBound.line)
            parts += parsed.parts
            diagnostics += parsed.diagnostics
        }
        return (parts, diagnostics)
    }

    /// The markers of a test line, each with its kind.
    private static let markers: [(String, BookTestPart.LineKind)] = [
        ("->", .shown), (">>", .hidden), ("<-", .output), ("<<", .output), ("!$", .diagnostic),
        ("!!", .diagnosticContext), ("/>", .shownComment), ("</", .output),
        ("xx", .expectedTrap),
    ]

    /// The tests of one comment (its text from `<!--`, starting at Markdown line `firstLine`).
    static func parse(_ comment: String, file: String, firstLine: Int) -> (
        parts: [BookTestPart], diagnostics: [Diagnostic]
    ) {
        var parts: [BookTestPart] = []
        var diagnostics: [Diagnostic] = []
        var current: BookTestPart?
        var openFence: Int?
        /// The column at which the last code line's text starts, for its continuations.
        var codeColumn: Int?
        func finish() {
            if let part = current { parts.append(part) }
            current = nil
            codeColumn = nil
        }
        let lines = comment.split(separator: "\n", omittingEmptySubsequences: false)
        for (offset, raw) in lines.enumerated() {
            let number = firstLine + offset
            var line = String(raw)
            var trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.hasPrefix("<!--") {
                // `<!-- - test: `name`` on the comment's first line.
                line = String(repeating: " ", count: line.count - trimmed.count + 4) + trimmed.dropFirst(4)
                trimmed = line.drop { $0 == " " || $0 == "\t" }
            }
            let indent = line.count - trimmed.count
            if trimmed.hasPrefix("- test:") {
                if let open = openFence {
                    diagnostics.append(unclosedFence(file: file, line: open))
                    openFence = nil
                }
                finish()
                current = BookTestPart(
                    names: names(in: trimmed.dropFirst("- test:".count)),
                    location: SourceLocation(file: file, line: number, column: indent + 1), lines: [])
                continue
            }
            if trimmed.hasPrefix("```"), trimmed.split(separator: " ").count > 1, current != nil, openFence == nil {
                // ```swifttest -> let a = 1 -> … ``` on one line: a comment reflowed by a tool.
                diagnostics.append(
                    .warning(
                        .malformedBookTest, at: SourceLocation(file: file, line: number, column: indent + 1),
                        "a test's code is on its fence's line (the comment was reflowed): its lines cannot be told apart"
                    ))
                current = nil
                continue
            }
            if trimmed.hasPrefix("```") {
                if openFence == nil, current != nil, trimmed.count > 3 { openFence = number } else { openFence = nil }
                codeColumn = nil
                continue
            }
            // `---` separates parts of a test the listing shows as one; inside code (a translation writes it for
            // the blank lines of a declaration: `-> class NamedShape {`, `---`, `       init(…) {`) the code goes on.
            // A blank line inside code is the code's (a multiline string literal's empty line).
            if trimmed.isEmpty, codeColumn != nil, let kind = current?.lines.last?.kind {
                current?.lines.append(BookTestPart.Line(kind: kind, text: "", line: number, column: 1))
                continue
            }
            if trimmed.hasPrefix("-->") || trimmed.isEmpty || trimmed == "---" {
                if trimmed.hasPrefix("-->"), let open = openFence {
                    diagnostics.append(unclosedFence(file: file, line: open))
                    openFence = nil
                }
                if trimmed.hasPrefix("-->") { codeColumn = nil }
                continue
            }
            // A line indented to the code's column or past it continues the code, whatever it starts with
            // (`    -> DrawEither<First, Second> {`, a return type on a line of its own).
            let continues = codeColumn.map { indent >= $0 } ?? false
            if !continues, let (marker, kind) = markers.first(where: { trimmed.hasPrefix($0.0) }) {
                var text = trimmed.dropFirst(marker.count)
                var column = indent + marker.count + 1
                if text.first == " " {
                    text = text.dropFirst()
                    column += 1
                }
                guard current != nil else {
                    diagnostics.append(
                        .warning(
                            .malformedBookTest, at: SourceLocation(file: file, line: number, column: indent + 1),
                            "a test line (\(marker)) outside any test: no '- test: `name`' before it in this comment"))
                    continue
                }
                current?.lines.append(BookTestPart.Line(kind: kind, text: String(text), line: number, column: column))
                codeColumn = kind == .shown || kind == .hidden ? indent + marker.count + 1 : nil
                continue
            }
            // A continuation of the code line above: its indentation past the code's column is the code's.
            // After hidden code it is shown code where the test has shown some (`-> for … {`, `>>    hidden()`,
            // `   }`: the brace is the listing's).
            if let column = codeColumn, var kind = current?.lines.last?.kind {
                if kind == .hidden, current?.lines.contains(where: { $0.kind == .shown }) == true { kind = .shown }
                let drop = min(indent, column)
                current?.lines.append(
                    BookTestPart.Line(kind: kind, text: String(line.dropFirst(drop)), line: number, column: drop + 1))
            }
        }
        if let open = openFence { diagnostics.append(unclosedFence(file: file, line: open)) }
        finish()
        return (parts, diagnostics)
    }

    /// `` `a` `` → ["a"]; `` `a, b`, `c` `` → ["a", "b", "c"].
    private static func names(in text: Substring) -> [String] {
        text.split(separator: "`").enumerated().filter { $0.offset % 2 == 1 }.flatMap { item in
            item.element.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        }.filter { !$0.isEmpty }
    }

    private static func unclosedFence(file: String, line: Int) -> Diagnostic {
        .warning(
            .malformedBookTest, at: SourceLocation(file: file, line: line, column: 1),
            "a test's code fence is not closed before the comment ends")
    }
}

/// Listings edited after their test: the `->` code of the test comments after a listing, against the listing.
public enum BookTestDrift {
    /// A warning for each listing whose tests show other code, at the first test comment after it. A listing's
    /// tests are the test comments right after it (nothing but other test comments between): a test further
    /// on tests what the prose says, not a listing.
    public static func diagnostics(_ document: Document, parts: [BookTestPart]) -> [Diagnostic] {
        testsByListing(document, parts: parts).compactMap { _, entry -> Diagnostic? in
            let (listing, tested) = (entry.listing, entry.tests)
            let listed = normalized(listing.lines.map(String.init))
            // Several tests may follow one listing (one per module, a failing and a passing variant): the
            // listing is tested when one of them shows its code.
            var names: [String] = []
            for name in tested.flatMap(\.names) where !names.contains(name) { names.append(name) }
            let shownByName = names.map { name in
                normalized(tested.filter { $0.names.contains(name) }.flatMap(\.shownCode))
            }
            guard !shownByName.contains(listed), let shown = shownByName.first else { return nil }
            let common = min(shown.count, listed.count)
            let first = (0..<common).first { shown[$0] != listed[$0] } ?? common
            func quoted(_ lines: [String]) -> String { first < lines.count ? "'\(lines[first])'" : "nothing" }
            let listingLine = SourceLocation(
                file: document.path, line: listing.range.lowerBound.line, column: listing.range.lowerBound.column)
            let tests = names.count == 1 ? "its test `\(names[0])`" : "any of its tests (`\(names[0])`, …)"
            return .warning(
                .bookTestDrift, at: tested[0].location,
                "the listing at line \(listingLine.line) is not the code \(tests) shows: the listing has "
                    + "\(quoted(listed)) where the test has \(quoted(shown)) (line \(first + 1) of the code)",
                notes: [Diagnostic.Note(location: listingLine, message: "the listing")])
        }
    }

    /// The tests of each Swift listing (by its index among the document's Swift code blocks, in order): the
    /// test comments right after it that show code, with nothing but other test comments between.
    static func testsByListing(_ document: Document, parts: [BookTestPart]) -> [(
        index: Int, entry: (listing: CodeBlock, tests: [BookTestPart])
    )] {
        var listings: [CodeBlock] = []
        var byListing: [Int: [BookTestPart]] = [:]
        /// The listing the blocks so far follow directly, if any.
        var adjacent: Int?
        for block in document.allBlocks {
            if let code = block.codeBlock, code.language == .swift {
                listings.append(code)
                adjacent = listings.count - 1
            } else if case .htmlBlock = block.kind, let listing = adjacent {
                let first = block.range.lowerBound.line
                let range = first...max(first, block.range.upperBound.line)
                byListing[listing, default: []] += parts.filter {
                    range.contains($0.location.line) && !$0.shownCode.isEmpty
                }
            } else if case .blockQuote = block.kind {
                continue  // an aside's listing is the block quote's child, which comes next
            } else {
                adjacent = nil
            }
        }
        return byListing.keys.sorted().compactMap { index in
            guard let tests = byListing[index], !tests.isEmpty else { return nil }
            return (index, (listings[index], tests))
        }
    }

    /// Code as the comparison sees it: without comments (a translation translates them, `// 等于 3` for
    /// `// equals 3`, not the code; a listing says `// Prints "…"` where its test has the output line), spaces
    /// collapsed (the tests indent continuations their own way), blank lines dropped.
    static func normalized(_ lines: [String]) -> [String] {
        withoutComments(lines.joined(separator: "\n")).utf8.split(separator: UInt8(ascii: "\n")).compactMap { line in
            let words = line.split(whereSeparator: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") })
            return words.isEmpty ? nil : words.map { String(decoding: $0, as: UTF8.self) }.joined(separator: " ")
        }
    }

    /// The code with its `//` and `/* */` comments (outside string literals) removed, line breaks kept.
    ///
    /// Read over UTF-8 (every delimiter is ASCII, and no byte of a multi-byte character is one): by characters,
    /// the drift comparison of both books was a tenth of a build.
    static func withoutComments(_ code: String) -> String {
        let slash = UInt8(ascii: "/")
        let star = UInt8(ascii: "*")
        let quote = UInt8(ascii: "\"")
        let backslash = UInt8(ascii: "\\")
        let newline = UInt8(ascii: "\n")
        var kept: [UInt8] = []
        kept.reserveCapacity(code.utf8.count)
        var inString = false
        var escaped = false
        /// Block comments nest in Swift.
        var blockDepth = 0
        var inLineComment = false
        var bytes = code.utf8.makeIterator()
        var next = bytes.next()
        while let byte = next {
            next = bytes.next()
            if byte == newline {
                inLineComment = false
                kept.append(byte)
            } else if inLineComment {
                continue
            } else if blockDepth > 0 {
                if byte == star, next == slash {
                    blockDepth -= 1
                    next = bytes.next()
                } else if byte == slash, next == star {
                    blockDepth += 1
                    next = bytes.next()
                }
            } else if inString {
                kept.append(byte)
                if escaped {
                    escaped = false
                } else if byte == backslash {
                    escaped = true
                } else if byte == quote {
                    inString = false
                }
            } else if byte == slash, next == slash {
                inLineComment = true
            } else if byte == slash, next == star {
                blockDepth = 1
                next = bytes.next()
            } else {
                if byte == quote { inString = true }
                kept.append(byte)
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
