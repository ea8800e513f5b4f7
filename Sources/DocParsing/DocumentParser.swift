import DocgenCore

/// Turns one Markdown file's text into a `Document`, with the problems found as diagnostics.
public enum DocumentParser {
    /// A parsed document and what was found wrong with it.
    public struct Result: Sendable {
        public var document: Document
        public var diagnostics: [Diagnostic]
    }

    /// Parses Markdown text. `path` names the file in every location; its name gives the document's
    /// `<name>` and declared language (`x.ru.md`).
    public static func parse(_ text: String, path: String) -> Result {
        var diagnostics: [Diagnostic] = []
        let frontMatter = FrontMatter(splitting: text, file: path)
        diagnostics += frontMatter.diagnostics

        let (name, suffixLanguage, suffixDiagnostic) = DocumentName.parse(path: path)
        diagnostics += suffixDiagnostic.map { [$0] } ?? []
        var language = suffixLanguage
        if let entry = frontMatter.entries.first(where: { $0.key == "lang" || $0.key == "language" }) {
            if let declared = HumanLanguage(tag: entry.value) {
                if let suffixLanguage, suffixLanguage != declared {
                    diagnostics.append(
                        .warning(
                            .unknownLanguageSuffix, at: entry.location,
                            "front matter says '\(declared)' but the file name says '\(suffixLanguage)'; using '\(declared)'"
                        ))
                }
                language = declared
            } else {
                diagnostics.append(
                    .warning(
                        .unknownLanguageSuffix, at: entry.location,
                        "unknown language '\(entry.value)'; known: en, ru, zh-Hans, zh-Hant"))
            }
        }

        var builder = Builder(source: SourceText(frontMatter.markdown), file: path)
        let raw = CommonMarkConverter.parse(frontMatter.markdown)
        let blocks = GFMPass(source: builder.source, file: path).apply(raw.map { builder.block($0) })
        diagnostics += builder.diagnostics
        let document = Document(
            path: path, name: name, declaredLanguage: language, frontMatter: frontMatter.entries, blocks: blocks,
            sections: builder.sections)
        return Result(document: document, diagnostics: diagnostics)
    }

    // MARK: - Building the model

    /// Walks cmark's raw blocks once, in order, tracking the open sections.
    private struct Builder {
        let source: SourceText
        let file: String
        var sections: [Section] = []
        /// Indices of open sections, outermost first.
        var openSections: [Int] = []
        var diagnostics: [Diagnostic] = []

        init(source: SourceText, file: String) {
            self.source = source
            self.file = file
        }

        func location(_ line: Int, _ column: Int) -> SourceLocation {
            SourceLocation(file: file, line: line, column: column)
        }

        func range(_ raw: CommonMarkConverter.RawBlock) -> SourceRange {
            SourceRange(location(raw.startLine, raw.startColumn), location(raw.endLine, raw.endColumn + 1))
        }

        mutating func block(_ raw: CommonMarkConverter.RawBlock, listMarker: String? = nil) -> Block {
            let blockRange = range(raw)
            switch raw.kind {
            case .heading(let level):
                while let last = openSections.last, sections[last].level >= level { openSections.removeLast() }
                let inlines = locatingCodeSpans(raw.inlines, in: raw)
                let section = Section(
                    index: sections.count, title: inlines.plainText, level: level, headingRange: blockRange,
                    parent: openSections.last)
                sections.append(section)
                openSections.append(section.index)
                return Block(kind: .heading(level: level), range: blockRange, inlines: inlines, section: section.index)
            case .paragraph:
                let inlines = locatingCodeSpans(raw.inlines, in: raw)
                let bullet = listMarker.map(Bullet.listMarker) ?? Self.leadingBullet(inlines)
                return Block(
                    kind: .paragraph, range: blockRange, inlines: inlines, section: openSections.last, bullet: bullet)
            case .list(let ordered):
                let items = raw.children.map { item -> Block in
                    block(item, listMarker: marker(at: item, ordered: ordered))
                }
                return Block(
                    kind: .list(ordered: ordered), range: blockRange, children: items, section: openSections.last)
            case .item:
                let children = raw.children.map { block($0) }
                return Block(
                    kind: .listItem, range: blockRange, children: children, section: openSections.last,
                    bullet: listMarker.map(Bullet.listMarker))
            case .blockQuote:
                let children = raw.children.map { block($0) }
                return Block(kind: .blockQuote, range: blockRange, children: children, section: openSections.last)
            case .codeBlock(let literal, let info):
                return Block(
                    kind: .codeBlock(codeBlock(raw, literal: literal, info: info)), range: blockRange,
                    section: openSections.last)
            case .thematicBreak:
                return Block(kind: .thematicBreak, range: blockRange, section: openSections.last)
            case .htmlBlock(let literal):
                return Block(kind: .htmlBlock, range: blockRange, inlines: [.html(literal)], section: openSections.last)
            }
        }

        // MARK: Code blocks

        mutating func codeBlock(_ raw: CommonMarkConverter.RawBlock, literal: String, info: String) -> CodeBlock {
            let opening = source.line(raw.startLine)
            let indent = opening.prefix(while: { $0 == UInt8(ascii: " ") }).count
            let afterIndent = opening.dropFirst(indent)
            let fenceByte = afterIndent.first
            let isFenced =
                (fenceByte == UInt8(ascii: "`") || fenceByte == UInt8(ascii: "~"))
                && afterIndent.prefix(3).allSatisfy { $0 == fenceByte } && afterIndent.count >= 3
            var isClosed = true
            // An indented block's range may take in blank lines after it; its literal does not.
            var firstCodeLine = raw.startLine
            var lastCodeLine = raw.startLine + literal.utf8.reduce(0) { $1 == UInt8(ascii: "\n") ? $0 + 1 : $0 } - 1
            if isFenced {
                let fenceLength = afterIndent.prefix(while: { $0 == fenceByte }).count
                firstCodeLine = raw.startLine + 1
                let closing = source.line(raw.endLine).drop(while: { $0 == UInt8(ascii: " ") })
                let closingRun = closing.prefix(while: { $0 == fenceByte }).count
                isClosed =
                    raw.endLine > raw.startLine && closingRun >= fenceLength
                    && closing.dropFirst(closingRun).allSatisfy { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                lastCodeLine = isClosed ? raw.endLine - 1 : raw.endLine
                if !isClosed {
                    diagnostics.append(
                        .error(
                            .unterminatedFence, at: location(raw.startLine, raw.startColumn),
                            "code fence opened here is never closed; add a closing \(String(repeating: Character(UnicodeScalar(fenceByte!)), count: fenceLength)) line"
                        ))
                }
            }
            // An unclosed fence at end of file: cmark counts a trailing empty line; don't report past the text.
            if lastCodeLine >= source.lineCount, source.line(source.lineCount).isEmpty {
                lastCodeLine = max(firstCodeLine - 1, source.lineCount - 1)
            }
            let at = location(raw.startLine, raw.startColumn)
            let parsedInfo = InfoStringParser.parse(info, at: at)
            diagnostics += parsedInfo.diagnostics
            let fenceLanguage = parsedInfo.language.map(CodeLanguage.init(fenceWord:))
            let inferred = CodeLanguageClassifier.infer(literal)
            var language = fenceLanguage ?? inferred ?? .text
            if let fenceLanguage, let inferred, fenceLanguage != inferred,
                [.swift, .objectiveC].contains(fenceLanguage)
            {
                diagnostics.append(
                    .warning(
                        .fenceLanguageMismatch, at: at,
                        "code block is marked '\(parsedInfo.language ?? "")' but its code is \(inferred == .swift ? "Swift" : "Objective-C"); treating it as '\(inferred)' — fix the fence"
                    ))
                language = inferred
            }
            return CodeBlock(
                code: literal, info: info, fenceLanguage: parsedInfo.language, attributes: parsedInfo.attributes,
                inferredLanguage: inferred, language: language, isFenced: isFenced, isClosed: isClosed,
                range: range(raw), firstCodeLine: firstCodeLine, lastCodeLine: lastCodeLine,
                codeColumn: isFenced ? indent + 1 : raw.startColumn)
        }

        // MARK: Bullets and code spans

        /// The list marker as written at the start of a list item (`-`, `*`, `+`, `1.`, `1)`).
        func marker(at item: CommonMarkConverter.RawBlock, ordered: Bool) -> String {
            let line = source.line(item.startLine)
            let start =
                source.offset(line: item.startLine, column: item.startColumn) - source.lineStarts[item.startLine - 1]
            let text = line.dropFirst(max(0, start))
            if ordered {
                let digits = text.prefix(while: { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) })
                let delimiter = text.dropFirst(digits.count).first.map { String(UnicodeScalar($0)) } ?? "."
                return String(decoding: digits, as: UTF8.self) + delimiter
            }
            return text.first.map { String(UnicodeScalar($0)) } ?? "-"
        }

        /// A paragraph whose text starts with a bullet character that is not Markdown list syntax.
        static func leadingBullet(_ inlines: [Inline]) -> Bullet? {
            guard case .text(let text)? = inlines.first, let first = text.first else { return nil }
            return ["•", "·", "●", "◦", "‣", "▪"].contains(first) ? .leadingCharacter(first) : nil
        }

        /// cmark 0.30 gives no positions for inlines: find each code span's backtick run in the block's
        /// source, in order, and attach its exact range.
        func locatingCodeSpans(_ inlines: [Inline], in raw: CommonMarkConverter.RawBlock) -> [Inline] {
            var spans = codeSpanRanges(
                from: source.offset(line: raw.startLine, column: raw.startColumn),
                to: source.offset(line: raw.endLine, column: raw.endColumn + 1))
            spans.reverse()
            func attach(_ inline: Inline) -> Inline {
                switch inline {
                case .code(let code, _): return .code(code, range: spans.popLast())
                case .emphasis(let children): return .emphasis(children.map(attach))
                case .strong(let children): return .strong(children.map(attach))
                case .link(let destination, let title, let children):
                    return .link(destination: destination, title: title, children.map(attach))
                case .image(let source, let title, let alt):
                    return .image(source: source, title: title, alt: alt.map(attach))
                default: return inline
                }
            }
            guard spans.count == inlines.codeSpanCount else { return inlines }
            return inlines.map(attach)
        }

        /// Ranges of backtick-delimited spans (a run of n backticks closed by the next run of exactly n).
        func codeSpanRanges(from start: Int, to end: Int) -> [SourceRange] {
            let backtick = UInt8(ascii: "`"), backslash = UInt8(ascii: "\\")
            var result: [SourceRange] = []
            var index = start
            func run(at position: Int) -> Int {
                var length = 0
                while position + length < end, source.bytes[position + length] == backtick { length += 1 }
                return length
            }
            while index < end {
                let byte = source.bytes[index]
                if byte == backslash { index += 2; continue }
                guard byte == backtick else { index += 1; continue }
                let opening = run(at: index)
                var search = index + opening
                var closedAt: Int?
                while search < end {
                    if source.bytes[search] == backtick {
                        let length = run(at: search)
                        if length == opening { closedAt = search; break }
                        search += length
                    } else {
                        search += 1
                    }
                }
                guard let closedAt else { index += opening; continue }
                let lower = source.position(ofOffset: index)
                let upper = source.position(ofOffset: closedAt + opening)
                result.append(SourceRange(location(lower.line, lower.column), location(upper.line, upper.column)))
                index = closedAt + opening
            }
            return result
        }
    }
}

extension Array where Element == Inline {
    fileprivate var codeSpanCount: Int {
        reduce(0) { count, inline in
            if case .code = inline { return count + 1 }
            return count + inline.children.codeSpanCount
        }
    }
}
