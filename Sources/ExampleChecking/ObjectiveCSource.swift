import DocgenCore
import ExampleExtraction

/// The `.m` file clang type-checks for one Objective-C example: its program, each run of Markdown lines
/// after a `#line` directive naming the Markdown file and line, and each line indented to its Markdown
/// column, so that clang reports Markdown lines and columns as they are. Synthesized lines (the hidden host,
/// an added `#import`) are numbered as lines of the `.m` file itself.
struct ObjectiveCSource: Hashable, Sendable {
    var text: String
    /// The path the `.m` file is written to (what clang names for synthesized lines).
    var path: String

    init(program: AssembledProgram, path: String) {
        self.path = path
        var lines: [String] = []
        for run in program.sourceLocationRuns {
            if let origin = program.lines[run.lowerBound].origin {
                lines.append("#line \(origin.line) \(Self.quoted(origin.file))")
            } else {
                // The next physical line is line `lines.count + 2` (1-based, after this directive).
                lines.append("#line \(lines.count + 2) \(Self.quoted(path))")
            }
            for line in program.lines[run] {
                let indent = line.origin.map { String(repeating: " ", count: max(0, $0.column - 1)) } ?? ""
                lines.append(line.text.isEmpty ? "" : indent + line.text)
            }
        }
        text = lines.joined(separator: "\n") + "\n"
    }

    /// A C string literal for a file name.
    static func quoted(_ path: String) -> String {
        "\"" + path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
