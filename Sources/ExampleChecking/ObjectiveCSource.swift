import DocgenCore
import ExampleExtraction

/// The `.m` file clang type-checks for one Objective-C example: its program, each line indented to its
/// Markdown column, so that a column clang reports on a line is the Markdown column; and where each line of
/// the file came from, so that a line clang reports is mapped back to its Markdown line. Synthesized lines (the
/// hidden host, an added `#import`) are lines of the `.m` file itself. (No `#line` directives, docgen's or the
/// example's: clang's SARIF output does not follow them.)
struct ObjectiveCSource: Hashable, Sendable {
    var text: String
    /// The path the `.m` file is written to (what clang names for synthesized lines).
    var path: String
    /// The Markdown origin of each line of the file (index 0 for line 1); nil for a synthesized line.
    var origins: [SourceLocation?]

    init(program: AssembledProgram, path: String) {
        self.path = path
        var lines: [String] = []
        var origins: [SourceLocation?] = []
        for line in program.lines {
            let indent = line.origin.map { String(repeating: " ", count: max(0, $0.column - 1)) } ?? ""
            // The example's own `#line 3 "Docs/other.md"` would move clang's positions off the file's lines:
            // docgen maps them, so the directive is left out (an empty line keeps the numbering).
            lines.append(line.text.isEmpty || Self.isLineDirective(line.text) ? "" : indent + line.text)
            origins.append(line.origin)
        }
        text = lines.joined(separator: "\n") + "\n"
        self.origins = origins
    }

    /// `#line 3 "file"`, `# 3 "file"`: a directive that renumbers the lines after it.
    static func isLineDirective(_ text: String) -> Bool {
        text.firstMatch(of: #/^\s*#\s*(line\b|[0-9])/#) != nil
    }

    /// Where a position clang reports in the `.m` file is in the Markdown (`column` in UTF-8 bytes): the
    /// Markdown line of a line of the example, the `.m` file's line of a synthesized one.
    func location(line: Int, column: Int) -> SourceLocation {
        guard origins.indices.contains(line - 1), let origin = origins[line - 1] else {
            return SourceLocation(file: path, line: line, column: column)
        }
        return SourceLocation(file: origin.file, line: origin.line, column: column)
    }
}
