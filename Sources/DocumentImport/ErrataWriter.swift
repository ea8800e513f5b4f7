/// Writes the repairs of one imported document as a section of ERRATA.md, in the form `Docs/ERRATA.md`
/// uses: `- Docs:N (seed:M). Original: `…`. Now: `…`. Why: ….`
public enum ErrataWriter {
    /// The `### <file>` section for one document.
    public static func section(fileName: String, source: String, repairs: [Repair]) -> String {
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

    /// `existing` ERRATA.md (or a new one) with `section` added, replacing an earlier section for the same file.
    public static func merged(existing: String?, section: String, fileName: String) -> String {
        var text = existing ?? "# Errata\n\n## Extraction damage repaired\n"
        let heading = "### \(fileName)\n"
        if let range = text.range(of: heading) {
            let rest = text[range.upperBound...]
            let end = rest.range(of: "\n## ")?.lowerBound ?? rest.range(of: "\n### ")?.lowerBound ?? text.endIndex
            text.replaceSubrange(range.lowerBound..<(end == text.endIndex ? end : text.index(after: end)), with: "")
        }
        while text.hasSuffix("\n\n") { text.removeLast() }
        if !text.hasSuffix("\n") { text += "\n" }
        return text + "\n" + section
    }

    /// Code voice, with a longer backtick run when the text holds one.
    private static func code(_ text: String) -> String {
        if text.contains("` / `") { return "`\(text)`" }
        return text.contains("`") ? "`` \(text) ``" : "`\(text)`"
    }
}
