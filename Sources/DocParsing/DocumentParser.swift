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

        let (name, suffixLanguage, suffixDiagnostic, suffixSaysChinese) = DocumentName.parse(path: path)
        var isChineseWithoutVariant = suffixSaysChinese
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
                isChineseWithoutVariant = false
            } else if HumanLanguage.isChineseWithoutVariant(entry.value) {
                language = nil
                isChineseWithoutVariant = true
            } else {
                diagnostics.append(
                    .warning(
                        .unknownLanguageSuffix, at: entry.location,
                        "unknown language '\(entry.value.excerpt())'; known: en, ru, zh-Hans, zh-Hant"))
            }
        }

        var builder = Builder(source: SourceText(bytes: frontMatter.markdown), file: path)
        let conversion = CommonMarkConverter.parse(builder.source.bytes)
        diagnostics += nestingDiagnostics(conversion, file: path)
        let (blocks, gfmWarnings) = GFMPass(source: builder.source, file: path).run(
            conversion.blocks.map { builder.block($0) })
        diagnostics += gfmWarnings
        diagnostics += builder.diagnostics
        var document = Document(
            path: path, name: name, declaredLanguage: language, frontMatter: frontMatter.entries,
            blocks: LinkLocator(source: builder.source, file: path).locating(blocks),
            sections: builder.sections)
        document.declaresChineseWithoutVariant = isChineseWithoutVariant
        return Result(document: document, diagnostics: diagnostics)
    }

    /// The closing fence an unclosed block needs, as its message names it: `count` fence characters, or
    /// for a run too long to echo, the first of them, `…` and the count.
    static func closingFence(_ fenceByte: UInt8, count: Int) -> String {
        let fence = String(repeating: Character(UnicodeScalar(fenceByte)), count: count)
        let excerpt = fence.excerpt()
        return excerpt == fence ? fence : "\(excerpt) (\(count) × \(Character(UnicodeScalar(fenceByte))))"
    }

    /// One warning for the first place where blocks, and one for the first place where inlines, nested
    /// too deep, with how many other places there are.
    static func nestingDiagnostics(_ conversion: CommonMarkConverter.Conversion, file: String) -> [Diagnostic] {
        func warning(_ places: [CommonMarkConverter.Position], _ message: String) -> [Diagnostic] {
            guard let first = places.first else { return [] }
            let more = places.count > 1 ? " (and \(places.count - 1) more place\(places.count > 2 ? "s" : ""))" : ""
            return [
                .warning(
                    .nestingTooDeep, at: SourceLocation(file: file, line: first.line, column: first.column),
                    message + more)
            ]
        }
        return warning(
            conversion.flattenedContainers,
            "block quotes and lists nest more than \(CommonMarkConverter.maximumContainerDepth) levels deep here; the deeper ones are read as part of the level above"
        )
            + warning(
                conversion.flattenedInlines,
                "emphasis and links nest more than \(CommonMarkConverter.maximumInlineDepth) levels deep in this paragraph; the deeper ones are read as plain text"
            )
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
                if let tag = Self.unclosedRawTextTag(literal) {
                    let fences = literal.split(separator: "\n").filter {
                        let line = $0.drop { $0 == " " }
                        return line.hasPrefix("```") || line.hasPrefix("~~~")
                    }.count
                    let swallowed = fences > 0 ? ", \(fences / 2 + fences % 2) code block(s) included" : ""
                    diagnostics.append(
                        .warning(
                            .unclosedRawHTMLBlock,
                            at: SourceLocation(
                                file: file, line: blockRange.lowerBound.line,
                                column: blockRange.lowerBound.column),
                            "<\(tag)> is never closed: as CommonMark says, the rest of the document is raw HTML\(swallowed); close it with </\(tag)>"
                        ))
                }
                return Block(kind: .htmlBlock, range: blockRange, inlines: [.html(literal)], section: openSections.last)
            }
        }

        /// The tag of an HTML block that starts with `<script`, `<pre`, `<style` or `<textarea` (CommonMark's
        /// first kind, which ends only at the closing tag) and has no closing tag, so it runs to the end.
        static func unclosedRawTextTag(_ literal: String) -> String? {
            let lowered = literal.drop { $0 == " " }.prefix(10).lowercased()
            for tag in ["script", "pre", "style", "textarea"] where lowered.hasPrefix("<" + tag) {
                let next = lowered.dropFirst(tag.count + 1).first
                guard next == nil || next == ">" || next == " " || next == "\t" || next == "\n" else { continue }
                return containsIgnoringASCIICase(literal, "</" + tag + ">") ? nil : tag
            }
            return nil
        }

        /// Whether `text` contains `needle` (ASCII), ASCII letters compared without case, over UTF-8 bytes.
        static func containsIgnoringASCIICase(_ text: String, _ needle: String) -> Bool {
            func lowered(_ byte: UInt8) -> UInt8 { ASCII.isLetter(byte) ? byte | 0x20 : byte }
            let wanted = needle.utf8.map(lowered)
            var text = text
            return text.withUTF8 { bytes in
                guard bytes.count >= wanted.count else { return false }
                for start in 0...(bytes.count - wanted.count) {
                    var matched = 0
                    while matched < wanted.count, lowered(bytes[start + matched]) == wanted[matched] { matched += 1 }
                    if matched == wanted.count { return true }
                }
                return false
            }
        }

        /// How many `\n` `text` holds, counted over its contiguous UTF-8.
        static func newlineCount(_ text: String) -> Int {
            var text = text
            return text.withUTF8 { bytes in
                var count = 0
                var from = 0
                while let newline = ByteSearch.firstIndex(of: UInt8(ascii: "\n"), in: bytes, from: from) {
                    count += 1
                    from = newline + 1
                }
                return count
            }
        }

        // MARK: Code blocks

        mutating func codeBlock(_ raw: CommonMarkConverter.RawBlock, literal: String, info: String) -> CodeBlock {
            // cmark's start column is the fence's first character (or, for an indented block, the code's),
            // whatever container prefix (`> `, `- `) comes before it on the line.
            let opening = source.line(raw.startLine)
            let fenceStart = opening.startIndex + min(max(raw.startColumn - 1, 0), opening.count)
            let fromFence = opening[fenceStart...]
            let fenceByte = fromFence.first ?? 0
            let fenceLength = fromFence.prefix(while: { $0 == fenceByte }).count
            let literalLines = Self.newlineCount(literal)
            let isFenced: Bool
            if (fenceByte == UInt8(ascii: "`") || fenceByte == UInt8(ascii: "~")) && fenceLength >= 3 {
                let afterFence = fromFence.dropFirst(fenceLength)
                if afterFence.contains(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) {
                    // An indented block whose first line looks like a fence has no info string.
                    isFenced = !info.isEmpty
                } else {
                    // A bare fence; an indented block that starts with one has it as its first line.
                    let firstLine = literal.utf8.prefix(while: { $0 != UInt8(ascii: "\n") })
                    isFenced = !(literalLines > 0 && firstLine.elementsEqual(fromFence))
                }
            } else {
                isFenced = false
            }
            var isClosed = true
            var firstCodeLine = raw.startLine
            if isFenced {
                firstCodeLine = raw.startLine + 1
                // Closed: one line per code line between the fences, and the last line ends with a fence
                // at least as long as the opening one (container prefixes such as `> ` may come before it).
                let closingLine = source.line(raw.endLine)
                var closing = closingLine.prefix(max(0, raw.endColumn))
                while let last = closing.last, last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") {
                    closing = closing.dropLast()
                }
                var closingRun = 0
                while closingRun < closing.count, closing[closing.endIndex - 1 - closingRun] == fenceByte {
                    closingRun += 1
                }
                isClosed = raw.endLine == raw.startLine + literalLines + 1 && closingRun >= fenceLength
                if !isClosed {
                    diagnostics.append(
                        .error(
                            .unterminatedFence,
                            spanning: SourceRange(
                                location(raw.startLine, raw.startColumn),
                                location(raw.startLine, raw.startColumn + fromFence.count)),
                            "code fence opened here is never closed; add a closing \(DocumentParser.closingFence(fenceByte, count: fenceLength)) line"
                        ))
                }
            }
            // The code's lines come one a source line from the first; an indented block's range may take in
            // blank lines after it, and an unclosed fence's may take in an empty last line: neither is code.
            let lastCodeLine = firstCodeLine + literalLines - 1
            let at = location(raw.startLine, raw.startColumn)
            // The info string as written (cmark's has its backslash escapes already removed).
            var parsedInfo = InfoStringParser.Result(
                language: nil, attributes: [], diagnostics: [], languageRange: nil)
            if isFenced {
                let afterFence = fromFence.dropFirst(fenceLength)
                let blank: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                let leading = afterFence.prefix(while: blank).count
                var rawInfo = afterFence.dropFirst(leading)
                while let last = rawInfo.last, blank(last) { rawInfo = rawInfo.dropLast() }
                parsedInfo = InfoStringParser.parse(
                    String(decoding: rawInfo, as: UTF8.self),
                    at: location(raw.startLine, raw.startColumn + fenceLength + leading))
            }
            diagnostics += parsedInfo.diagnostics.filter { !CodeLanguage.isDisplayAttributeWarning($0) }
            // The fence and its language word (` ```swift `), where language warnings point.
            let fenceAndLanguage = SourceRange(at, parsedInfo.languageRange?.upperBound ?? at)
            let fenceLanguage = parsedInfo.language.map(CodeLanguage.init(fenceWord:))
            let inferred = CodeLanguageClassifier.infer(literal)
            var language = fenceLanguage ?? inferred ?? .text
            if let fenceLanguage, let inferred, fenceLanguage != inferred,
                [.swift, .objectiveC].contains(fenceLanguage)
            {
                diagnostics.append(
                    .warning(
                        .fenceLanguageMismatch, spanning: fenceAndLanguage,
                        "code block is marked '\((parsedInfo.language ?? "").excerpt())' but its code is \(inferred == .swift ? "Swift" : "Objective-C"); treating it as '\(inferred)' — fix the fence"
                    ))
                language = inferred
            }
            if case .other(let word)? = fenceLanguage, CodeLanguage.readsUnknownFenceAsSwift(word: word, code: literal)
            {
                diagnostics.append(
                    .warning(
                        .unknownFenceWordReadAsSwift, spanning: fenceAndLanguage,
                        "code block is marked '\((parsedInfo.language ?? "").excerpt())', which docgen does not know, and its code is Swift; treating it as 'swift' — fix the fence"
                    ))
                language = .swift
            }
            if language == .swift, let nul = SwiftParserLimits.firstNUL(in: literal) {
                diagnostics.append(
                    .warning(
                        .nulInSwiftCode, spanning: range(raw),
                        "this Swift code holds a NUL byte (byte \(nul) of the block); it is shown as text and not built — remove it"
                    ))
                language = .text
            }
            if language == .swift, !SwiftParserLimits.isParseable(literal) {
                diagnostics.append(
                    .warning(
                        .swiftTooDeepToParse, spanning: range(raw),
                        "this Swift code opens \(SwiftParserLimits.longestBracketRun(in: literal)) '[' in a row, more than docgen's Swift parser takes in reasonable time (\(SwiftParserLimits.maximumBracketRun)); it is shown as text and not built"
                    ))
                language = .text
            }
            return CodeBlock(
                code: literal, info: info, fenceLanguage: parsedInfo.language, attributes: parsedInfo.attributes,
                inferredLanguage: inferred, language: language, isFenced: isFenced, isClosed: isClosed,
                range: range(raw), firstCodeLine: firstCodeLine, lastCodeLine: lastCodeLine,
                codeColumn: raw.startColumn)
        }

        // MARK: Bullets and code spans

        /// The list marker as written at the start of a list item (`-`, `*`, `+`, `1.`, `1)`).
        func marker(at item: CommonMarkConverter.RawBlock, ordered: Bool) -> String {
            let text = source.line(item.startLine).dropFirst(max(0, item.startColumn - 1))
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

        /// The inlines with their code spans' exact ranges (see `CodeSpanLocator`).
        func locatingCodeSpans(_ inlines: [Inline], in raw: CommonMarkConverter.RawBlock) -> [Inline] {
            CodeSpanLocator(source: source, file: file).locating(
                inlines, from: source.offset(line: raw.startLine, column: raw.startColumn),
                to: source.offset(line: raw.endLine, column: raw.endColumn + 1))
        }
    }
}
