import DocgenCore
import Foundation
import Translations

/// Turns a plain text (copied from a web page or extracted from a PDF) into a Markdown document:
/// headings, paragraphs, lists and fenced code, with the extraction's damage repaired and every repair listed.
package struct DocumentImporter: Sendable {
    package init() {}

    /// Imports `data` read from `path` (`-` for standard input); a located problem if it is not text.
    package func importData(_ data: Data, path: String, language: HumanLanguage? = nil) -> Result<
        ImportedDocument, ImportProblem
    > {
        ImportInput.lines(of: data, path: path).map { importLines($0, source: path, language: language) }
    }

    /// Imports text already split into lines.
    package func importLines(_ sourceLines: [SourceLine], source: String, language: HumanLanguage? = nil)
        -> ImportedDocument
    {
        let (allLines, normalizations) = TextNormalizer.normalize(sourceLines)
        let furniture = PageFurniture(allLines)
        let lines = Self.closingPageBreaks(allLines, removed: furniture.removed)
        let shapes = lines.map { LineShape.classify($0.text) }
        let regions = CodeRegionFinder.regions(lines, shapes: shapes)
        var diagnostics: [Diagnostic] = []
        if let long = allLines.first(where: { $0.text.utf8.count > LineShape.longLine }) {
            diagnostics.append(
                .warning(
                    .importLongLine, at: SourceLocation(file: source, line: long.number, column: 1),
                    "line of \(long.text.utf8.count) bytes kept as prose without looking for code in it"))
        }

        var vocabulary = Vocabulary()
        var inCode = Array(repeating: false, count: lines.count)
        for region in regions {
            vocabulary.addCode(lines[region.range].map(\.text).joined(separator: "\n"))
            for index in region.range { inCode[index] = true }
        }
        var proseLines = 0
        var runOnLines = 0
        for (index, line) in lines.enumerated() where !inCode[index] && !line.isBlank {
            if line.text.utf8.count <= LineShape.longLine { vocabulary.addProse(line.text) }
            proseLines += 1
            if line.text.last?.isImportWhitespace == true { runOnLines += 1 }
        }
        let assembler = ProseAssembler(vocabulary: vocabulary, pdfMode: proseLines > 0 && runOnLines * 5 >= proseLines)

        var blocks: [ImportedBlock] = []
        var start = 0
        for region in regions + [CodeRegionFinder.Region(range: lines.count..<lines.count, language: "")] {
            if start < region.range.lowerBound {
                blocks += assembler.blocks(
                    Array(lines[start..<region.range.lowerBound]), followedByCode: !region.range.isEmpty,
                    atDocumentStart: start == 0)
            }
            if !region.range.isEmpty {
                let repairer = CodeRepairer(vocabulary: vocabulary, language: region.language)
                let (code, repairs) = repairer.repair(Array(lines[region.range]))
                blocks.append(
                    ImportedBlock(
                        kind: .code(language: region.language), text: code.map(\.text).joined(separator: "\n"),
                        firstSourceLine: lines[region.range.lowerBound].number,
                        lastSourceLine: lines[region.range.upperBound - 1].number, repairs: repairs))
            }
            start = region.range.upperBound
        }

        let detector = LanguageDetector()
        pairInlineTranslations(&blocks, detector)
        var frontMatter: [(String, String)] = []
        let title = settleTitle(&blocks, furniture: furniture, frontMatter: &frontMatter)
        let detected = language ?? detectLanguage(blocks, detector)
        var repairs = furniture.repairs + normalizations
        let noBreakSpaces = allLines.reduce(0) { count, line in
            line.text.utf8.count > LineShape.longLine
                ? count : count + line.text.unicodeScalars.filter { $0 == "\u{00A0}" || $0 == "\u{202F}" }.count
        }
        if noBreakSpaces > 0 {
            repairs.append(
                Repair(
                    .noBreakSpaces, lines: 1...max(1, allLines.count), original: "\(noBreakSpaces) no-break spaces",
                    replacement: "ordinary spaces", reason: "the extractor emitted justified spacing as no-break spaces"
                ))
        }
        let rendered = MarkdownRenderer.render(
            blocks,
            frontMatter: [("title", title ?? "")].filter { !$0.1.isEmpty }
                + frontMatter + [("source", source)])
        repairs += rendered.repairs
        let reflowed = blocks.reduce(0) { $0 + (!$1.isCode && $1.lastSourceLine > $1.firstSourceLine ? 1 : 0) }
        if reflowed > 0 && assembler.pdfMode {
            repairs.append(
                Repair(
                    .paragraphReflow, lines: 1...max(1, allLines.count), original: "line breaks inside sentences",
                    replacement: "\(reflowed) paragraphs rejoined",
                    reason: "a paragraph ends at a line that finishes a sentence and has no trailing space"))
        }
        return ImportedDocument(
            markdown: rendered.text, repairs: repairs.sorted { $0.sourceLines.lowerBound < $1.sourceLines.lowerBound },
            language: detected, title: title, codeBlockCount: blocks.filter(\.isCode).count, diagnostics: diagnostics)
    }

    /// The lines without the page furniture, and without the blank lines around it: a paragraph runs on
    /// across a page break unless the text before the break finished a sentence.
    static func closingPageBreaks(_ lines: [SourceLine], removed: Set<Int>) -> [SourceLine] {
        guard !removed.isEmpty else { return lines }
        var kept: [SourceLine] = []
        var inBreak = false
        for line in lines {
            if removed.contains(line.number) {
                while kept.last?.isBlank == true { kept.removeLast() }
                inBreak = true
            } else if inBreak, line.isBlank {
                continue
            } else {
                if inBreak, let last = kept.last?.trimmed.last, ProseAssembler.terminalPunctuation.contains(last) {
                    kept.append(SourceLine(number: line.number - 1, text: ""))
                }
                inBreak = false
                kept.append(line)
            }
        }
        return kept
    }

    // MARK: - Title and language

    /// Makes the first heading the title (`#`); a short line above it becomes the `topic`; with no heading
    /// first, the running header of a PDF page is the title.
    private func settleTitle(
        _ blocks: inout [ImportedBlock], furniture: PageFurniture, frontMatter: inout [(String, String)]
    ) -> String? {
        guard let first = blocks.first else { return furniture.headers.last }
        if case .heading = first.kind {
            if blocks.count > 1, case .heading = blocks[1].kind, blocks[1].firstSourceLine == first.lastSourceLine + 1 {
                frontMatter.append(("topic", first.text))
                blocks.removeFirst()
            }
            blocks[0].kind = .heading(level: 1)
            return blocks[0].text
        }
        if let header = furniture.headers.last {
            blocks.insert(
                ImportedBlock(
                    kind: .heading(level: 1), text: header, firstSourceLine: first.firstSourceLine,
                    lastSourceLine: first.firstSourceLine), at: 0)
            return header
        }
        return nil
    }

    /// A "• " line right after a paragraph in another language is that paragraph's translation: it stays a
    /// paragraph starting with "• ". Other "• " lines are list items.
    private func pairInlineTranslations(_ blocks: inout [ImportedBlock], _ detector: LanguageDetector) {
        for index in blocks.indices {
            guard case .listItem(marker: "•") = blocks[index].kind else { continue }
            let previous = index > 0 ? blocks[index - 1] : nil
            let nextIsBullet = index + 1 < blocks.count && blocks[index + 1].kind == .listItem(marker: "•")
            let previousIsBullet = previous?.kind == .listItem(marker: "•")
            if let previous, previous.kind == .paragraph, !nextIsBullet, !previousIsBullet,
                let last = previous.text.last, !":：".contains(last),
                detector.language(of: previous.text) != detector.language(of: blocks[index].text)
            {
                blocks[index].kind = .paragraph
                blocks[index].text = "• " + blocks[index].text
            } else {
                blocks[index].kind = .listItem(marker: "-")
            }
        }
    }

    /// The language most of the prose is in; nil (a mixed document) when paragraphs carry "• " translations.
    private func detectLanguage(_ blocks: [ImportedBlock], _ detector: LanguageDetector) -> HumanLanguage? {
        let prose = blocks.filter { !$0.isCode }
        if prose.filter({ $0.kind == .paragraph && $0.text.hasPrefix("• ") }).count >= 2 { return nil }
        var han = 0
        var latin = 0
        var cyrillic = 0
        var hanText = ""
        for block in prose where block.text.utf8.count <= LineShape.longLine {
            let counts = ScriptCounts(Substring(block.text))
            han += counts.han
            latin += counts.latinWords
            cyrillic += counts.cyrillicWords
            if counts.han > 0 { hanText += block.text + "\n" }
        }
        let top = max(han, latin, cyrillic)
        guard top > 0 else { return nil }
        let best: HumanLanguage
        if top == han {
            best = detector.language(of: hanText).humanLanguage ?? .simplifiedChinese
        } else {
            best = top == cyrillic ? .russian : .english
        }
        return best
    }
}

/// The result of importing one text.
package struct ImportedDocument: Sendable {
    /// The Markdown, front matter included, ending with a newline.
    package var markdown: String
    /// Every repair, with its source line and (where it is still there) its Markdown line.
    package var repairs: [Repair]
    /// The detected or given language; nil for a mixed document (written without a language suffix).
    package var language: HumanLanguage?
    package var title: String?
    package var codeBlockCount: Int
    /// Warnings about the input (a line too long to analyse); never errors.
    package var diagnostics: [Diagnostic]
}
