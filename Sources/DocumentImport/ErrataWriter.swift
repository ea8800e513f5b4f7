/// Writes the repairs of one imported document as a section of ERRATA.md, in the form `Docs/ERRATA.md`
/// uses: `- Docs:N (seed:M). Original: `…`. Now: `…`. Why: ….`
package enum ErrataWriter {
    /// The `### <file>` section for one document.
    package static func section(fileName: String, source: String, repairs: [Repair]) -> String {
        var text =
            "### \(fileName)\n\nImported by `docgen import` from `\(source)`. `seed:N` is a line of the source text, "
        text += "`Docs:N` a line of the Markdown file.\n\n"
        if repairs.isEmpty { return text + "- None found.\n" }
        for repair in repairs {
            let place = repair.outputLine.map { "Docs:\($0) (\(repair.sourceReference))" } ?? repair.sourceReference
            let now = repair.replacement.isEmpty ? "Removed." : "Now: \(code(repair.replacement))."
            text += "- \(place). Original: \(code(repair.original)). \(now) Why: \(repair.reason).\n"
        }
        return text
    }

    /// The heading under which `docgen import` lists its documents.
    package static let importHeading = "## Extraction damage repaired by `docgen import`"

    /// `existing` ERRATA.md (or a new one) with `section` added at the end of the `docgen import` part
    /// (created if missing), replacing an earlier section for the same file; the rest is kept as it is.
    package static func merged(existing: String?, section: String, fileName: String) -> String {
        var text = existing ?? "# Errata\n"
        let heading = "### \(fileName)\n"
        if let range = text.range(of: heading) {
            let rest = text[range.upperBound...]
            let end = [rest.range(of: "\n## "), rest.range(of: "\n### ")].compactMap { $0?.lowerBound }.min()
            text.replaceSubrange(range.lowerBound..<(end.map { text.index(after: $0) } ?? text.endIndex), with: "")
        }
        if !text.contains(importHeading + "\n") {
            while text.hasSuffix("\n\n") { text.removeLast() }
            if !text.hasSuffix("\n") { text += "\n" }
            text += "\n" + importHeading + "\n"
        }
        let part = text.range(of: importHeading + "\n")!
        let end = text[part.upperBound...].range(of: "\n## ")?.lowerBound ?? text.endIndex
        var before = String(text[..<end])
        let after = String(text[end...])
        while before.hasSuffix("\n\n") { before.removeLast() }
        before += "\n" + section
        return after.isEmpty ? before : before + after
    }

    /// Code voice, with a longer backtick run when the text holds one.
    private static func code(_ text: String) -> String {
        if text.contains("` / `") { return "`\(text)`" }
        return text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }
}
