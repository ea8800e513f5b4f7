/// Writes imported blocks as Markdown and places each repair on its Markdown line.
enum MarkdownRenderer {
    static func render(_ blocks: [ImportedBlock], frontMatter: [(String, String)]) -> (text: String, repairs: [Repair])
    {
        var lines: [String] = ["---"]
        for (key, value) in frontMatter {
            lines.append("\(key): \(value.replacingOccurrences("\n", with: " "))")
        }
        lines.append("---")
        var repairs: [Repair] = []
        var previous: ImportedBlock?
        for block in blocks {
            let sameList: Bool
            if case .listItem = block.kind, let previous, previous.kind == block.kind {
                sameList = true
            } else {
                sameList = false
            }
            if !sameList { lines.append("") }
            let firstLine = lines.count + 1
            switch block.kind {
            case .heading(let level): lines.append(String(repeating: "#", count: level) + " " + block.text)
            case .paragraph: lines.append(escapedParagraph(block.text))
            case .listItem(let marker): lines.append("\(marker) \(block.text)")
            case .autolink: lines.append("<\(block.text)>")
            case .code(let language):
                let fence = block.text.contains("```") ? "~~~~" : "```"
                lines.append(fence + language)
                lines += block.text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                lines.append(fence)
            }
            let codeOffset = block.isCode ? 1 : 0
            for (offset, repair) in block.repairs {
                var placed = repair
                placed.outputLine = firstLine + codeOffset + offset
                repairs.append(placed)
            }
            previous = block
        }
        return (lines.joined(separator: "\n") + "\n", repairs)
    }

    /// A paragraph that would start a different Markdown block (`#`, `>`, a fence, a list marker at the
    /// start) gets a backslash so it stays a paragraph.
    private static func escapedParagraph(_ text: String) -> String {
        guard let first = text.first else { return text }
        if "#>".contains(first) || text.hasPrefix("```") || text.hasPrefix("~~~") || text.hasPrefix("- ")
            || text.hasPrefix("* ") || text.hasPrefix("+ ")
        {
            return "\\" + text
        }
        let digits = text.prefix { $0.isASCII && $0.isNumber }
        if !digits.isEmpty, digits.count <= 9,
            text.dropFirst(digits.count).hasPrefix(". ") || text.dropFirst(digits.count).hasPrefix(") ")
        {
            return String(digits) + "\\" + text.dropFirst(digits.count)
        }
        return text
    }
}
