import DocgenCore

/// An example's program, line by line, each line knowing where in the Markdown it came from.
///
/// The generator emits each line's `text` verbatim, starting at column 1, with a
/// `#sourceLocation(file:line:)` before every run of consecutive origin lines (`sourceLocationRuns`) and
/// `#sourceLocation()` before synthesized lines. A compiler diagnostic at column `c` of a line then maps to
/// Markdown column `origin.column + c - 1`.
public struct AssembledProgram: Hashable, Sendable, Codable {
    public var lines: [ProgramLine]

    public init(lines: [ProgramLine]) {
        self.lines = lines
    }

    /// The program as Swift source (no `#sourceLocation` directives), ending with a newline.
    public var text: String {
        lines.isEmpty ? "" : lines.map(\.text).joined(separator: "\n") + "\n"
    }

    /// The text a reader sees: hidden lines left out, synthesized lines included.
    public var visibleText: String {
        let visible = lines.filter { !$0.isHidden }
        return visible.isEmpty ? "" : visible.map(\.text).joined(separator: "\n") + "\n"
    }

    /// Runs of lines that one `#sourceLocation(file:line:)` covers: consecutive lines of one file whose
    /// origins follow each other line by line. Synthesized lines form runs with a nil origin.
    public var sourceLocationRuns: [Range<Int>] {
        var runs: [Range<Int>] = []
        var start = 0
        for index in lines.indices.dropFirst() {
            let previous = lines[index - 1].origin, current = lines[index].origin
            let continues: Bool
            switch (previous, current) {
            case (nil, nil): continues = true
            case (let previous?, let current?):
                continues = previous.file == current.file && current.line == previous.line + 1
            default: continues = false
            }
            if !continues {
                runs.append(start..<index)
                start = index
            }
        }
        if !lines.isEmpty { runs.append(start..<lines.count) }
        return runs
    }

    /// One line per program line: `file:line:col` (or `+` for synthesized), `h` for hidden, then the text.
    /// The form of the golden files.
    public var dump: String {
        lines.map { line in
            let origin = line.origin.map { "\($0.file):\($0.line):\($0.column)" } ?? "+"
            return "\(origin)\(line.isHidden ? " h" : "")\t\(line.text)"
        }.joined(separator: "\n") + (lines.isEmpty ? "" : "\n")
    }
}

/// One line of an assembled program.
public struct ProgramLine: Hashable, Sendable, Codable {
    /// The code, exactly as emitted (no trailing newline).
    public var text: String
    /// Where the first byte of `text` is in the Markdown; nil for lines docgen synthesized.
    public var origin: SourceLocation?
    /// Between `// snippet.hide` and `// snippet.show`: compiled, not shown.
    public var isHidden: Bool

    public init(text: String, origin: SourceLocation?, isHidden: Bool = false) {
        self.text = text
        self.origin = origin
        self.isHidden = isHidden
    }

    /// Added by assembly (a wrapping function, a closing brace, a missing `import UIKit`).
    public var isSynthesized: Bool { origin == nil }
}
