import DocgenCore

/// The default `docgen check` output: one status line per example, its problems as clickable
/// `Docs/x.ru.md:42:5: error: … [DG06xx]` lines, the table of unmodelled UIKit API (when any), what the
/// comments saying what code prints came to (when there are any), and `N passed, N failed, N incomplete,
/// N skipped` as the last line.
///
///     PASS doc__first (session)  Docs/a.en.md:10, Docs/a.ru.md:12
///     FAIL doc__second  Docs/b.ru.md:40
///     Docs/b.ru.md:42:19: error: cannot find type 'UIViewControler' in scope [DG0601]
///     Docs/b.ru.md:61:1: error: session step 2 showed (none) [DG0603]
///         failing step (Docs/b.ru.md:61:1): type "in" → Intermediate
///     SKIP doc__third (no_run)  Docs/c.en.md:3
///     1 passed, 1 failed, 0 incomplete, 1 skipped
public struct HumanReportFormatter: Sendable {
    /// Whether to colour status words and severities with ANSI escapes (never the summary line).
    public var useColour: Bool

    public init(useColour: Bool = false) { self.useColour = useColour }

    /// Colour on a terminal, unless `NO_COLOR` is set to anything but the empty string (no-color.org).
    public static func shouldUseColour(environment: [String: String], isTerminal: Bool) -> Bool {
        DiagnosticRenderer.shouldUseColour(environment: environment, isTerminal: isTerminal)
    }

    /// The whole report, ending with the summary line and a newline.
    public func format(_ report: CheckReport) -> String {
        var lines: [String] = []
        for example in report.examples {
            lines.append(statusLine(for: example))
            if let blocks = blockLine(for: example) { lines.append(blocks) }
            for diagnostic in example.diagnostics {
                lines += self.lines(for: diagnostic)
            }
            if let step = example.failingStep {
                lines.append(
                    "    failing step (\(DiagnosticRenderer.printablePath(step.location))): "
                        + TerminalText.printable(step.text))
            }
            if case .incomplete(_, let suggestion) = example.status, !suggestion.isEmpty {
                lines.append("    a hidden part that declares them:")
                lines += suggestion.split(separator: "\n", omittingEmptySubsequences: false).map {
                    "        " + TerminalText.printable(String($0))
                }
            }
        }
        for diagnostic in report.diagnostics {
            lines += self.lines(for: diagnostic)
        }
        lines += unmodelledTable(report)
        let claims = report.claims
        if claims.found > 0 {
            lines.append(
                "claims about output (// Prints): \(claims.found) found, \(claims.checked) checked: \(claims.right) right, \(claims.wrong) wrong"
            )
        }
        lines.append(report.summaryLine)
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: - Lines

    /// `PASS id (session)  Docs/a.en.md:10, …` (what checked it, when known) / `SKIP id (reason)  …`.
    public func statusLine(for example: ExampleResult) -> String {
        let word: String
        switch example.status {
        case .passed: word = paint("PASS", Self.green)
        case .failed: word = paint("FAIL", Self.boldRed)
        case .skipped: word = paint("SKIP", Self.yellow)
        case .incomplete: word = paint("INCOMPLETE", Self.cyan)
        }
        var line = "\(word) \(DiagnosticRenderer.printableFile(example.id))"
        if let reason = example.status.reason { line += " (\(TerminalText.printable(reason)))" }
        if let evidence = example.evidence { line += " (\(evidence.label))" }
        if case .incomplete(let needs, _) = example.status {
            line += " (needs \(TerminalText.printable(needs.joined(separator: ", "))))"
        }
        if example.isCached { line += " [kept]" }
        let places = example.locations.map { "\(DiagnosticRenderer.printableFile($0.file)):\($0.line)" }
        if !places.isEmpty { line += "  " + places.joined(separator: ", ") }
        return line
    }

    /// `    blocks: Docs/a.md lines 16-21 passed, lines 38-43 incomplete (needs x)`, where the blocks of an
    /// example of several have verdicts of their own (``BlockResult``); nil where they all share its status.
    public func blockLine(for example: ExampleResult) -> String? {
        guard Set(example.blocks.map(\.status)).count > 1 else { return nil }
        var file = ""
        let parts = example.blocks.map { block in
            var part = block.location.file == file ? "" : DiagnosticRenderer.printableFile(block.location.file) + " "
            file = block.location.file
            part += "\(block.lines) \(block.status.rawValue)"
            if !block.needs.isEmpty {
                part += " (needs \(TerminalText.printable(block.needs.joined(separator: ", "))))"
            }
            return part
        }
        return "    blocks: " + parts.joined(separator: ", ")
    }

    /// The diagnostic's line (`file:line:col: severity: message [id]`), then one line per note; a multi-line
    /// message continues on indented lines, and control characters are replaced (``DiagnosticRenderer``).
    public func lines(for diagnostic: Diagnostic) -> [String] {
        DiagnosticRenderer(usesColour: useColour).lines(for: diagnostic)
    }

    /// `unmodelled UIKit API (examples using it, first use):` and one row per name, most used first; nothing
    /// when the headless UIKit lacked nothing.
    public func unmodelledTable(_ report: CheckReport) -> [String] {
        let rows = report.unmodelledTable
        guard !rows.isEmpty else { return [] }
        let width = rows.map(\.name.count).max() ?? 0
        let countWidth = rows.map { String($0.examples).count }.max() ?? 1
        var lines = ["unmodelled UIKit API (examples using it, first use):"]
        for row in rows {
            let name = row.name.padding(toLength: width, withPad: " ", startingAt: 0)
            let count = String(repeating: " ", count: countWidth - String(row.examples).count) + "\(row.examples)"
            let first = row.firstLocation.map(DiagnosticRenderer.printablePath) ?? "-"
            lines.append(DiagnosticRenderer.printableFile("  \(name)  \(count)  \(first)"))
        }
        return lines
    }

    // MARK: - Colour

    static let green = DiagnosticRenderer.Colour.green
    static let boldRed = DiagnosticRenderer.Colour.boldRed
    static let yellow = DiagnosticRenderer.Colour.yellow
    static let cyan = DiagnosticRenderer.Colour.cyan

    func paint(_ text: String, _ colour: String) -> String {
        DiagnosticRenderer(usesColour: useColour).paint(text, colour)
    }
}
