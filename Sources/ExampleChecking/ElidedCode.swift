import DocgenCore
import ExampleExtraction

/// Code a doc leaves out on purpose: a line that is only `...` or `…` (or a comment saying so, `// ...`),
/// a `…` standing for a body (`{ … }`), `...` after a brace at the end of a line (`} ...`), or an Xcode
/// placeholder `<#name#>`. Such an example is a sketch:
/// `incomplete` ("elided code at line N"), never a cascade of parse errors.
public enum ElidedCode {
    /// The first elision of the example's own lines (hidden lines are the doc's scaffolding and are not
    /// read), where it starts. A comment saying `// ...` in a doc that supplies hidden lines is prose: the
    /// author gave docgen what the shown code leaves out, so the compiler decides.
    public static func first(in program: AssembledProgram) -> SourceLocation? {
        holes(in: program).first?.location
    }

    /// One elision of the program's shown lines: where it is, and the index of its line in the program.
    struct Hole: Hashable {
        var location: SourceLocation
        var lineIndex: Int
        /// The UTF-8 offset of the elision in its program line.
        var column: Int
    }

    /// Every elision of the example's own shown lines, in order (see `first(in:)`).
    static func holes(in program: AssembledProgram) -> [Hole] {
        let hasHiddenPart = program.lines.contains { $0.isHidden && $0.origin != nil }
        let shownIndices = program.lines.indices.filter { !program.lines[$0].isHidden }
        let shown = shownIndices.map { program.lines[$0].text }
        let scanned = StringLiterals.blanked(shown, blocks: true)
        let strings = StringLiterals.blanked(shown)
        var holes: [Hole] = []
        for ((index, scannedLine), stringsBlanked) in zip(zip(shownIndices, scanned), strings)
        where !scannedLine.startsInComment {
            // Prose in a block comment is not code: `…` counts only outside one (a one-line `/* ... */`
            // is read below as the elision it is).
            guard let origin = program.lines[index].origin,
                let column = column(
                    in: stringsBlanked.code, code: scannedLine.code, commentsCount: !hasHiddenPart)
            else { continue }
            holes.append(
                Hole(
                    location: SourceLocation(file: origin.file, line: origin.line, column: origin.column + column),
                    lineIndex: index, column: column))
        }
        return holes
    }

    /// The program with each elision that is code taken out, every line kept in its place, so that the
    /// compiler reads what the doc shows around the hole: a line that is only `...` or `…` becomes empty, a
    /// `…` in code (`{ … }`, `f(…)`) a space. A comment saying `// ...` is already no code; an Xcode
    /// placeholder `<#name#>` stays, for the compiler to name (`lex_editor_placeholder`) at the hole.
    static func blanked(_ program: AssembledProgram) -> AssembledProgram {
        var program = program
        for hole in holes(in: program) {
            let text = program.lines[hole.lineIndex].text
            let trimmed = StringLiterals.blanked(text).trimmingCharacters(in: .whitespaces)
            if isEllipsis(trimmed), !trimmed.hasPrefix("/*") {
                program.lines[hole.lineIndex].text = ""
                continue
            }
            let utf8 = Array(text.utf8)
            for ellipsis in ["…", "..."].map({ Array($0.utf8) })
            where hole.column + ellipsis.count <= utf8.count
                && Array(utf8[hole.column..<hole.column + ellipsis.count]) == ellipsis
            {
                let replaced = utf8[..<hole.column] + Array(" ".utf8) + utf8[(hole.column + ellipsis.count)...]
                program.lines[hole.lineIndex].text = String(decoding: replaced, as: UTF8.self)
                break
            }
        }
        return program
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
        if commentsCount, let comment,
            isEllipsis(comment.dropFirst(2).trimmingCharacters(in: .whitespaces))
                || saysLeftOut(String(comment.dropFirst(2)))
        {
            return code.utf8.distance(from: code.startIndex, to: comment.startIndex)
        }
        let prose = withoutBlocks ?? code
        let beforeComment = prose.range(of: "//").map { prose[..<$0.lowerBound] } ?? prose[...]
        if let ellipsis = beforeComment.firstIndex(of: "…") {
            return prose.utf8.distance(from: prose.startIndex, to: ellipsis)
        }
        // `} ...` closing a branch: three dots after a brace and a space, with nothing after them, are no
        // operator (Swift's `...` needs an operand beside it), but the rest of the statement left out.
        let statement = beforeComment.trimmingCharacters(in: .whitespaces)
        if statement.hasSuffix(" ..."),
            statement.dropLast(4).trimmingCharacters(in: .whitespaces).last.map({ "{}".contains($0) }) == true,
            let dots = beforeComment.range(of: "...", options: .backwards)
        {
            return prose.utf8.distance(from: prose.startIndex, to: dots.lowerBound)
        }
        return nil
    }

    /// A comment that says only that code is left out, in the words documentation uses for it: `// 省略`,
    /// `//以下略`, `// 省略代码`, `// 생략`, `// omitted`, `// snip`. Not a sentence about the code (`// 省略号`
    /// names the ellipsis character; a longer comment explains).
    static func saysLeftOut(_ comment: String) -> Bool {
        let text = comment.filter { !$0.isWhitespace && !$0.isPunctuation }.lowercased()
        if text.count <= 6, text.hasSuffix("略") || text.hasPrefix("省略") && !text.hasPrefix("省略号") || text.contains("생략")
        {
            return true
        }
        return ["omitted", "codeomitted", "restomitted", "snip", "snipped", "etc"].contains(text)
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
