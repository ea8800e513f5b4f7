import DocgenCore
import ExampleExtraction

/// `**` in a code block: an author bolding code (`**searchController.isActive = true**`), which Markdown
/// shows as written inside a code block. It is one error at the first `**`, saying so, not the cascade of
/// parse errors the compiler gives; a program that declares a `**` operator is left to the compiler.
public enum CodeEmphasis {
    /// Where the example's own lines first have `**` outside strings and comments, and how many lines do.
    public static func find(in program: AssembledProgram) -> (first: SourceLocation, lineCount: Int)? {
        var first: SourceLocation?
        var count = 0
        let shown = program.lines.filter { !$0.isHidden }
        let scanned = StringLiterals.blanked(shown.map(\.text), blocks: true)
        for (line, scannedLine) in zip(shown, scanned) {
            let code = codePart(of: scannedLine.code)
            if code.contains("operator **") || code.contains("operator**") { return nil }
            guard let origin = line.origin, let range = code.range(of: "**") else { continue }
            count += 1
            if first == nil {
                let column = code.utf8.distance(from: code.startIndex, to: range.lowerBound)
                first = SourceLocation(file: origin.file, line: origin.line, column: origin.column + column)
            }
        }
        return first.map { ($0, count) }
    }

    /// The scanned line without its `//` comment.
    static func codePart(of code: String) -> String {
        guard let comment = code.range(of: "//") else { return code }
        return String(code[..<comment.lowerBound])
    }

    /// The diagnostic for it.
    public static func diagnostic(at location: SourceLocation, lineCount: Int) -> Diagnostic {
        let more = lineCount > 1 ? " (on \(lineCount) lines)" : ""
        return Diagnostic.error(
            .emphasisInCode, at: location,
            "'**' in a code block\(more) is Markdown emphasis, which a code block shows as written, not Swift; remove the '**' around the code"
        )
    }
}
