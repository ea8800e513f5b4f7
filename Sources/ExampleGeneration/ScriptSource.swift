import DocgenCore
import ExampleExtraction

/// The `main.swift` of a plain-Swift script (`ExampleScript`): its examples' lines in order (after
/// `import Foundation` when the check finds the listings need it, as in a playground), each run of Markdown lines under a `#sourceLocation` and indented to its
/// Markdown column, so that the compiler's diagnostics, `#file`/`#line` and a crash's source locations are
/// the Markdown's.
public enum ScriptSource {
    /// The source of `script` with only the examples `members` (all of them by default), in its order; of
    /// an example in `keptLines`, only those lines of its program (0-based: its top-level declarations, the
    /// part of it that runs before it stops).
    public static func text(
        of script: ExampleScript, in examples: ExampleSet, members: [String]? = nil, importingFoundation: Bool = false,
        elidedBodies: Set<SourceLocation> = [], keptLines: [String: Set<Int>] = [:]
    ) -> String {
        var lines = [
            ExamplePackageGenerator.banner,
            "// Script \(script.id): the plain-Swift listings of \(DiagnosticRenderer.printableFile(script.file)), "
                + "top-level code in order; run it with `swiftc -swift-version 5 \(ExampleFileLayout.script(script))`.",
        ]
        // As a playground does: the listings may use Foundation without importing it.
        if importingFoundation { lines.append("import Foundation") }
        for id in members ?? script.exampleIDs {
            guard let example = examples[id: id] else { continue }
            lines.append(
                "// \(example.id): \(DiagnosticRenderer.printableFile(example.sources[0].file)):\(example.sources[0].location.line)"
            )
            // Plain Swift as written: only the example's own line directives written over (no storyboard or
            // Objective-C attribute is rewritten, as for the headless UIKit: `@objc` and `#selector` are the
            // compiler's to judge, which says when they need Apple's Objective-C runtime).
            var written = StoryboardAttributeRewriter.withoutLineDirectives(example.program.lines)
            if let kept = keptLines[id] {
                written = written.indices.filter(kept.contains).map { written[$0] }
            }
            lines += located(AssembledProgram(lines: filled(written, at: elidedBodies)))
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// The lines with `fatalError()` before each closing brace at `elidedBodies` (a Markdown location): a
    /// body the docs elide (`{ // implementation goes here }`) compiles, and traps if it is ever run.
    static func filled(_ lines: [ProgramLine], at elidedBodies: Set<SourceLocation>) -> [ProgramLine] {
        guard !elidedBodies.isEmpty else { return lines }
        return lines.map { line in
            guard let origin = line.origin else { return line }
            let braces = elidedBodies.filter { $0.file == origin.file && $0.line == origin.line }
            var filled = line
            for brace in braces.sorted(by: { $0.column > $1.column }) {
                let offset = brace.column - origin.column
                guard offset >= 0, offset <= filled.text.count else { continue }
                let index = filled.text.index(filled.text.startIndex, offsetBy: offset)
                filled.text.insert(contentsOf: "fatalError(\"elided in the docs\"); ", at: index)
            }
            return filled
        }
    }

    /// A program's lines, each run of origin lines after its `#sourceLocation(file:line:)` and indented to its
    /// Markdown column, synthesized lines after `#sourceLocation()`.
    static func located(_ program: AssembledProgram) -> [String] {
        var result: [String] = []
        var isOpen = false
        for run in program.sourceLocationRuns {
            let first = program.lines[run.lowerBound]
            if let origin = first.origin {
                result.append("#sourceLocation(file: \(SwiftLiteral.string(origin.file)), line: \(origin.line))")
                isOpen = true
            } else if isOpen {
                result.append("#sourceLocation()")
                isOpen = false
            }
            for line in program.lines[run] {
                guard let origin = line.origin, origin.column > 1, !line.text.isEmpty else {
                    result.append(line.text)
                    continue
                }
                result.append(String(repeating: " ", count: origin.column - 1) + line.text)
            }
        }
        if isOpen { result.append("#sourceLocation()") }
        return result
    }
}
