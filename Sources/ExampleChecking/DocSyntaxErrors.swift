import DocgenCore
import ExampleExtraction
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// The syntax errors of the doc's own code, as SwiftParser finds them in the doc's lines alone (without
/// what docgen adds around them), each at its Markdown line.
///
/// Asked when every error the compiler reports is on a line docgen generated: the doc's code left something
/// open — an assignment with no value (`x = // the colour you want`), a call with no closing parenthesis —
/// and the compiler read the generated lines after it as its continuation. Those are the doc's errors; when
/// the doc's lines parse on their own, the generated code is docgen's own error.
enum DocSyntaxErrors {
    static func errors(in assembled: AssembledProgram) -> [Diagnostic] {
        let program = AssembledProgram(lines: assembled.lines.filter { $0.origin != nil })
        let tree = SwiftSourceTrees.tree(of: program.text)
        guard tree.hasError else { return [] }
        let converter = SourceLocationConverter(fileName: "program.swift", tree: tree)
        var errors: [Diagnostic] = []
        for diagnostic in ParseDiagnosticsGenerator.diagnostics(for: tree)
        where diagnostic.diagMessage.severity == .error {
            // What is missing is shown where it should have been: right after the token before it, not
            // after that token's comment.
            var position = diagnostic.position
            if diagnostic.node.trimmedLength.utf8Length == 0,
                let previous = diagnostic.node.previousToken(viewMode: .sourceAccurate)
            {
                position = previous.endPositionBeforeTrailingTrivia
            }
            guard let location = docLocation(of: position, in: program, converter: converter),
                !errors.contains(where: { $0.location == location })
            else { continue }
            errors.append(.error(.docSyntaxError, at: location, diagnostic.message))
        }
        return errors
    }

    /// Where a position of the doc-only program is in the Markdown; past the doc's last line (what the
    /// parser expected after the end), the end of its last line that holds code.
    private static func docLocation(
        of position: AbsolutePosition, in program: AssembledProgram, converter: SourceLocationConverter
    ) -> DocgenCore.SourceLocation? {
        let location = converter.location(for: position)
        if location.line >= 1, location.line <= program.lines.count,
            let origin = program.lines[location.line - 1].origin,
            location.column - 1 <= program.lines[location.line - 1].text.utf8.count
        {
            return DocgenCore.SourceLocation(
                file: origin.file, line: origin.line, column: origin.column + location.column - 1)
        }
        guard
            let last = program.lines.last(where: { !$0.text.trimmingCharacters(in: .whitespaces).isEmpty }),
            let origin = last.origin
        else { return nil }
        return DocgenCore.SourceLocation(
            file: origin.file, line: origin.line, column: origin.column + last.text.utf8.count)
    }
}
