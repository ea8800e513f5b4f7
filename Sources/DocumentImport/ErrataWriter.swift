import DocParsing
import DocgenCore

/// Writes the repairs of one imported document as a section of ERRATA.md, in the form `Docs/ERRATA.md`
/// uses: `- Docs:N (seed:M). Original: `…`. Now: `…`. Why: ….`
///
/// A section docgen writes is wrapped in markers, `<!-- docgen:import x.en.md -->` … `<!-- /docgen -->`
/// (HTML comments: invisible when the Markdown is rendered). docgen only ever adds a section or replaces
/// the text between its own markers; a person's text, headings that look like docgen's included, is never
/// changed. Markers and headings count only outside code blocks (fenced or indented, as CommonMark reads
/// them): a person's example of the format in a code block is their text, never docgen's section.
package enum ErrataWriter {
    /// The `### <file>` section for one document, between its markers.
    package static func section(fileName: String, source: String, repairs: [Repair]) -> String {
        // The source on one line (a path may hold a line feed): a line of its own could pass for a marker.
        let source = DiagnosticRenderer.printableFile(source)
        var text = startMarker(fileName) + "\n"
        text +=
            "### \(fileName)\n\nImported by `docgen import` from `\(source)`. `seed:N` is a line of the source text, "
        text += "`Docs:N` a line of the Markdown file.\n\n"
        if repairs.isEmpty { return text + "- None found.\n" + endMarker + "\n" }
        for repair in repairs {
            let place = repair.outputLine.map { "Docs:\($0) (\(repair.sourceReference))" } ?? repair.sourceReference
            let now = repair.replacement.isEmpty ? "Removed." : "Now: \(code(repair.replacement))."
            text += "- \(place). Original: \(code(repair.original)). \(now) Why: \(repair.reason).\n"
        }
        return text + endMarker + "\n"
    }

    /// The heading under which `docgen import` lists its documents.
    package static let importHeading = "## Extraction damage repaired by `docgen import`"

    /// The line that opens the section docgen wrote for `fileName`.
    package static func startMarker(_ fileName: String) -> String { "<!-- docgen:import \(fileName) -->" }
    /// The line that closes a section docgen wrote.
    package static let endMarker = "<!-- /docgen -->"

    /// `existing` ERRATA.md (or a new one) with `section` for `fileName`: in place of the section docgen
    /// wrote for that file before (the text between its markers), else after the last section docgen
    /// wrote, else at the end of the `docgen import` part (created at the end of the file if missing).
    /// Every other line is kept as it is.
    package static func merged(existing: String?, section: String, fileName: String) -> String {
        let text = existing ?? "# Errata\n"
        var lines = Self.lines(text)
        if lines.last == "" { lines.removeLast() }
        let sectionLines = Self.lines(section).dropLast()
        let code = codeLines(text)
        let blocks = markedSections(lines, skipping: code)
        let outside = lines.indices.filter { !code.contains($0) }
        if let own = blocks.last(where: { $0.fileName == fileName }) {
            lines.replaceSubrange(own.lines, with: sectionLines)
        } else if let last = blocks.last {
            let at = last.lines.upperBound + 1
            let after = at < lines.count && !lines[at].isEmpty ? [""] : []
            lines.insert(contentsOf: [""] + sectionLines + after, at: at)
        } else if let heading = outside.first(where: { trimmed(lines[$0]) == importHeading }) {
            let at = outside.first { $0 > heading && lines[$0].hasPrefix("## ") } ?? lines.count
            let before = lines[at - 1].isEmpty ? [] : [""]
            let after = at < lines.count ? [""] : []
            lines.insert(contentsOf: before + sectionLines + after, at: at)
        } else {
            let before = lines.last.map { $0.isEmpty ? [] : [""] } ?? []
            lines += before + [importHeading, ""] + sectionLines
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// A section between docgen's markers: the file it is for and its lines, markers included.
    struct MarkedSection: Hashable {
        var fileName: String
        var lines: ClosedRange<Int>
    }

    /// The well-formed sections docgen wrote, in order: a start marker closed by an end marker before the
    /// next start marker (a start marker left without its end marks nothing). Lines in `skipping` (the
    /// lines of code blocks, 0-based) are never markers.
    static func markedSections(_ lines: [String], skipping code: Set<Int> = []) -> [MarkedSection] {
        let prefix = "<!-- docgen:import ", suffix = " -->"
        var sections: [MarkedSection] = []
        var open: (fileName: String, line: Int)?
        for (number, line) in lines.enumerated() where !code.contains(number) {
            let line = trimmed(line)
            if line.hasPrefix(prefix), line.hasSuffix(suffix), line.count > prefix.count + suffix.count {
                open = (String(line.dropFirst(prefix.count).dropLast(suffix.count)), number)
            } else if line == endMarker, let start = open {
                sections.append(MarkedSection(fileName: start.fileName, lines: start.line...number))
                open = nil
            }
        }
        return sections
    }

    /// The lines (0-based) of `text` that belong to a code block, fences included, as cmark parses it: the
    /// same CommonMark rules as the docs (a fence of 3 or more backticks or tildes, closed by a fence of
    /// the same character at least as long, or the end of its container; 4-space indented code).
    static func codeLines(_ text: String) -> Set<Int> {
        var lines: Set<Int> = []
        for block in DocumentParser.parse(text, path: ErrataFile.name).document.codeBlocks {
            let (first, last) = (block.range.lowerBound.line, block.range.upperBound.line)
            if first >= 1, last >= first { lines.formUnion((first - 1)...(last - 1)) }
        }
        return lines
    }

    /// The lines of `text`, split at every LF (a CR LF's CR stays at the end of its line: a `Character`
    /// split would not see the LF inside the CR LF grapheme).
    static func lines(_ text: String) -> [String] {
        text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false).map { String($0) }
    }

    /// A line without the `\r` of a CR LF ending.
    private static func trimmed(_ line: String) -> Substring {
        line.hasSuffix("\r") ? line.dropLast() : Substring(line)
    }

    /// Code voice, with a longer backtick run when the text holds one.
    private static func code(_ text: String) -> String {
        if text.contains("` / `") { return "`\(text)`" }
        return text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }
}
