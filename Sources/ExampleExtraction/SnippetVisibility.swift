import DocgenCore

/// How a code line takes part in the program, following Swift-DocC snippets.
public enum LineVisibility: String, Hashable, Sendable, Codable {
    /// Compiled and shown.
    case shown
    /// Between `// snippet.hide` and `// snippet.show`: compiled, not shown in the HTML.
    case hidden
    /// The `// snippet.hide` / `// snippet.show` line itself: neither compiled nor shown.
    case marker
}

/// Reads `// snippet.hide` and `// snippet.show` markers.
enum SnippetVisibility {
    /// The visibility of each line, and warnings for markers out of order.
    static func classify(_ lines: [Substring], firstLine: Int, column: Int, file: String)
        -> (visibility: [LineVisibility], diagnostics: [Diagnostic])
    {
        var hiding = false
        var result: [LineVisibility] = []
        var diagnostics: [Diagnostic] = []
        for (index, line) in lines.enumerated() {
            let indentation = line.utf8.prefix(while: { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }).count
            let location = SourceLocation(file: file, line: firstLine + index, column: column + indentation)
            // The marker's text, for the warnings below.
            let span = {
                let trailing = line.utf8.reversed().prefix(while: {
                    $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t")
                })
                let end = SourceLocation(
                    file: file, line: location.line, column: column + line.utf8.count - trailing.count)
                return SourceRange(location, end)
            }
            switch marker(line) {
            case "hide":
                if hiding {
                    diagnostics.append(
                        .warning(
                            .unbalancedSnippetMarker, spanning: span(),
                            "'// snippet.hide' while lines are already hidden; remove one of them"))
                }
                hiding = true
                result.append(.marker)
            case "show":
                if !hiding {
                    diagnostics.append(
                        .warning(
                            .unbalancedSnippetMarker, spanning: span(),
                            "'// snippet.show' without a '// snippet.hide' before it; remove it or hide lines above"))
                }
                hiding = false
                result.append(.marker)
            default:
                result.append(hiding ? .hidden : .shown)
            }
        }
        return (result, diagnostics)
    }

    /// `hide` or `show` for a marker line (`// snippet.hide`, spaces allowed), else nil.
    private static func marker(_ line: Substring) -> String? {
        let trimmed = line.trimmingSpaces
        guard trimmed.hasPrefix("//") else { return nil }
        let body = trimmed.dropFirst(2).trimmingSpaces
        switch body {
        case "snippet.hide": return "hide"
        case "snippet.show": return "show"
        default: return nil
        }
    }
}

extension Substring {
    /// The text without leading and trailing spaces, tabs and carriage returns.
    var trimmingSpaces: Substring {
        var result = self
        while let first = result.first, first == " " || first == "\t" || first == "\r" { result = result.dropFirst() }
        while let last = result.last, last == " " || last == "\t" || last == "\r" { result = result.dropLast() }
        return result
    }
}
