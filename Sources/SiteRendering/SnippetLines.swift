/// Which lines of a code block a reader sees, following Swift-DocC snippets: lines between
/// `// snippet.hide` and `// snippet.show` are compiled but not shown, and the marker lines themselves
/// are never shown.
enum SnippetLines {
    /// Whether each line is shown.
    static func visibility(of lines: [Substring]) -> [Bool] {
        var hiding = false
        return lines.map { line in
            switch marker(line) {
            case "hide":
                hiding = true
                return false
            case "show":
                hiding = false
                return false
            default:
                return !hiding
            }
        }
    }

    /// `hide` or `show` for a marker line (`// snippet.hide`, spaces allowed around), else nil.
    private static func marker(_ line: Substring) -> String? {
        let trimmed = line.trimmingEnds([" ", "\t", "\r"])
        guard trimmed.hasPrefix("//") else { return nil }
        switch trimmed.dropFirst(2).trimmingEnds([" ", "\t", "\r"]) {
        case "snippet.hide": return "hide"
        case "snippet.show": return "show"
        default: return nil
        }
    }
}

extension StringProtocol {
    /// The text without the given characters at either end.
    func trimmingEnds(_ characters: Set<Character>) -> Substring {
        var result = self[...]
        while let first = result.first, characters.contains(first) { result = result.dropFirst() }
        while let last = result.last, characters.contains(last) { result = result.dropLast() }
        return Substring(result)
    }
}
