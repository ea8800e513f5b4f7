import DocgenCore
import ExampleExtraction

/// Code a doc leaves out on purpose: a line that is only `...` or `…` (or a comment saying so, `// ...`),
/// a `…` standing for a body (`{ … }`), or an Xcode placeholder `<#name#>`. Such an example is a sketch:
/// `incomplete` ("elided code at line N"), never a cascade of parse errors.
public enum ElidedCode {
    /// The first elision of the example's own lines (hidden lines are the doc's scaffolding and are not
    /// read), where it starts. A comment saying `// ...` in a doc that supplies hidden lines is prose: the
    /// author gave docgen what the shown code leaves out, so the compiler decides.
    public static func first(in program: AssembledProgram) -> SourceLocation? {
        let hasHiddenPart = program.lines.contains { $0.isHidden && $0.origin != nil }
        let shown = program.lines.filter { !$0.isHidden }
        let scanned = StringLiterals.blanked(shown.map(\.text), blocks: true)
        let strings = StringLiterals.blanked(shown.map(\.text))
        for ((line, scannedLine), stringsBlanked) in zip(zip(shown, scanned), strings)
        where !scannedLine.startsInComment {
            // Prose in a block comment is not code: `…` counts only outside one (a one-line `/* ... */`
            // is read below as the elision it is).
            guard let origin = line.origin,
                let column = column(
                    in: stringsBlanked.code, code: scannedLine.code, commentsCount: !hasHiddenPart)
            else { continue }
            return SourceLocation(file: origin.file, line: origin.line, column: origin.column + column)
        }
        return nil
    }

    /// The 0-based UTF-8 column of the elision in `line` (string literals already blanked when it comes
    /// from `first(in:)`; `code` has block comments blanked too), if it has one.
    static func column(in line: String, code withoutBlocks: String? = nil, commentsCount: Bool = true) -> Int? {
        let code = StringLiterals.blanked(line)
        let trimmed = code.trimmingCharacters(in: .whitespaces)
        let leading = code.utf8.count - code.drop(while: { $0 == " " || $0 == "\t" }).utf8.count
        if let placeholder = code.range(of: "<#"), code[placeholder.upperBound...].contains("#>") {
            return code.utf8.distance(from: code.startIndex, to: placeholder.lowerBound)
        }
        if isEllipsis(trimmed), commentsCount || !trimmed.hasPrefix("/*") { return leading }
        let comment = code.range(of: "//").map { code[$0.lowerBound...] }
        if commentsCount, let comment, isEllipsis(comment.dropFirst(2).trimmingCharacters(in: .whitespaces)) {
            return code.utf8.distance(from: code.startIndex, to: comment.startIndex)
        }
        let prose = withoutBlocks ?? code
        let beforeComment = prose.range(of: "//").map { prose[..<$0.lowerBound] } ?? prose[...]
        if let ellipsis = beforeComment.firstIndex(of: "…") {
            return prose.utf8.distance(from: prose.startIndex, to: ellipsis)
        }
        return nil
    }

    /// `...`, `…`, `. . .`, `/* ... */`, optionally with a trailing word or two of prose (`... more code`).
    static func isEllipsis(_ text: String) -> Bool {
        var text = Substring(text)
        if text.hasPrefix("/*"), text.hasSuffix("*/") {
            text = text.dropFirst(2).dropLast(2)
        }
        let squeezed = text.filter { $0 != " " }
        return squeezed.hasPrefix("...") || squeezed.hasPrefix("…")
    }
}
