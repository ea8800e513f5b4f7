import DocgenCore

/// GitHub Actions workflow commands that annotate the Markdown lines of a pull request:
/// `::error file=Docs/x.md,line=42,col=5,title=DG0601 doc__example::message`, with `endLine`/`endColumn` when
/// the diagnostic covers a span.
///
/// Printed (on stdout) in addition to the human report when `GITHUB_ACTIONS=true`. Every diagnostic of
/// every example becomes one annotation (errors `error`, warnings `warning`, notes `notice`), its notes
/// appended to the message; a failed example with no diagnostic is annotated at its first location.
public enum GitHubAnnotationFormatter {
    /// Whether annotations are wanted: `GITHUB_ACTIONS` is `true`.
    public static func isEnabled(environment: [String: String]) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// One command per line, each ending with a newline; empty when there is nothing to annotate.
    public static func format(_ report: CheckReport) -> String {
        var lines: [String] = []
        for example in report.examples {
            for diagnostic in example.diagnostics {
                lines.append(annotation(for: diagnostic, title: "\(diagnostic.id.rawValue) \(example.id)"))
            }
            if example.status == .failed, !example.diagnostics.contains(where: { $0.severity == .error }) {
                let failure = Diagnostic.error(
                    .expectationFailed, at: example.primaryLocation, "example \(example.id) failed")
                lines.append(annotation(for: failure, title: example.id))
            }
        }
        for diagnostic in report.diagnostics {
            lines.append(annotation(for: diagnostic, title: diagnostic.id.rawValue))
        }
        return lines.map { $0 + "\n" }.joined()
    }

    /// `::error file=…,line=…,col=…[,endLine=…,endColumn=…],title=…::message` (the location properties only when
    /// known).
    public static func annotation(for diagnostic: Diagnostic, title: String) -> String {
        let command: String
        switch diagnostic.severity {
        case .error: command = "error"
        case .warning: command = "warning"
        case .note: command = "notice"
        }
        var properties: [(String, String)] = []
        if let range = diagnostic.range { properties += locationProperties(range) }
        properties.append(("title", DiagnosticRenderer.printableFile(title)))
        var message = diagnostic.message + " [\(diagnostic.id.rawValue)]"
        for note in diagnostic.notes {
            message +=
                "\n" + (note.location.map { "\(DiagnosticRenderer.printablePath($0)): " } ?? "") + "note: "
                + note.message
        }
        let propertyText = properties.map { "\($0.0)=\(escapedProperty($0.1))" }.joined(separator: ",")
        return "::\(command) \(propertyText)::\(escapedData(TerminalText.printable(message, continuationIndent: "")))"
    }

    /// `file`, `line` and `col` of the start; for a span, `endLine`/`endColumn` too. GitHub's columns are
    /// inclusive and allowed only on one line, so a span on one line gives `endColumn` (its last byte) and a
    /// span over several lines gives `endLine` (its last line) and no columns.
    static func locationProperties(_ range: SourceRange) -> [(String, String)] {
        let start = range.lowerBound
        let properties = [("file", DiagnosticRenderer.printableFile(start.file)), ("line", "\(start.line)")]
        guard !range.isEmpty else { return properties + [("col", "\(start.column)")] }
        let end = range.upperBound
        if end.line == start.line {
            return properties + [
                ("col", "\(start.column)"), ("endLine", "\(end.line)"),
                ("endColumn", "\(max(end.column - 1, start.column))"),
            ]
        }
        // A span that ends with a line break ends on the line before.
        let lastLine = end.column == 1 ? end.line - 1 : end.line
        return properties + [("endLine", "\(max(lastLine, start.line))")]
    }

    // MARK: - Escaping

    /// A message: `%`, `\r`, `\n` percent-encoded.
    public static func escapedData(_ text: String) -> String {
        escape(text, isProperty: false)
    }

    /// A property value: like a message, and also `:` and `,`.
    public static func escapedProperty(_ text: String) -> String {
        escape(text, isProperty: true)
    }

    private static func escape(_ text: String, isProperty: Bool) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": result += "%25"
            case "\r": result += "%0D"
            case "\n": result += "%0A"
            case ":" where isProperty: result += "%3A"
            case "," where isProperty: result += "%2C"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
