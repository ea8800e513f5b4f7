import DocgenCore
import ExampleExtraction
import Foundation
import SwiftParser
import SwiftSyntax

/// Parses a Swift file docgen generated and reports what would make it docgen's fault that the file does
/// not compile: a syntax error on a line docgen wrote (outside every `#sourceLocation(file:line:)` run),
/// or a `#sourceLocation()` with no opening directive before it.
///
/// Syntax errors on doc lines are the doc's (the compiler reports them at the Markdown line). So are
/// errors on generated lines caused by a doc block that does not parse even on its own (a missing `}`
/// surfaces at the end of the file); only when every block of the example parses alone is an error on a
/// generated line docgen's.
public enum GeneratedSyntaxValidator {
    /// Where one line of a generated file comes from.
    enum LineOrigin: Equatable {
        case generated
        case directive
        case doc(file: String, line: Int)
    }

    /// What `validate` reads: the file's path and text, and the example it belongs to.
    struct Input: Hashable, Sendable {
        var path: String
        var text: String
        var example: Example?
    }

    /// Results for files this process has already validated (`check` generates the package more than once:
    /// to compare with `Examples/`, then for the scratch build, in each round).
    static let validated = ProcessMemo<Input, [DocgenCore.Diagnostic]>(limit: 10_000)

    /// Internal errors for the generated Swift files of `files` (path → text), in path order; `exampleOfFile`
    /// names the example a file belongs to. The files are parsed on all cores.
    public static func validate(files: [String: String], exampleOfFile: [String: Example]) -> [DocgenCore.Diagnostic] {
        let paths = files.keys.sorted().filter { $0.hasSuffix(".swift") }
        let results = ParallelResults<[DocgenCore.Diagnostic]>(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            let path = paths[index]
            results[index] = validate(path: path, text: files[path] ?? "", example: exampleOfFile[path])
        }
        return results.values.flatMap { $0 }
    }

    /// Internal errors for the generated file at `path` (relative to the package), or none; each distinct
    /// file is parsed once per process.
    public static func validate(path: String, text: String, example: Example?) -> [DocgenCore.Diagnostic] {
        validated.value(for: Input(path: path, text: text, example: example)) {
            validateOnce(path: path, text: text, example: example)
        }
    }

    /// `validate`, computed.
    static func validateOnce(path: String, text: String, example: Example?) -> [DocgenCore.Diagnostic] {
        let (origins, unbalanced) = lineOrigins(of: text)
        var diagnostics: [DocgenCore.Diagnostic] = []
        let location = example?.sources.first?.location
        let exampleName = example.map { " (example \($0.id))" } ?? ""
        if let line = unbalanced {
            diagnostics.append(
                .error(
                    .unbalancedSourceLocation, at: location,
                    "internal error: docgen wrote a closing #sourceLocation() with no opening directive at \(path):\(line)\(exampleName); please report it"
                ))
        }
        if let nul = SwiftParserLimits.firstNUL(in: text) {
            diagnostics.append(nulError(at: nul, in: text, origins: origins, path: path, example: example))
            return diagnostics
        }
        let tree = Parser.parse(source: text)
        guard tree.hasError else { return diagnostics }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let onGenerated = SyntaxErrors.of(tree).compactMap {
            diagnostic -> (line: Int, message: String)? in
            let line = converter.location(for: diagnostic.position).line
            guard line - 1 < origins.count else { return (line, diagnostic.message) }
            if case .doc = origins[line - 1] { return nil }
            return (line, diagnostic.message)
        }
        guard let first = onGenerated.first else { return diagnostics }
        if let example, !docBlocksParse(origins: origins, text: text, example: example) { return diagnostics }
        diagnostics.append(
            .error(
                .generatedSyntaxError, at: location,
                "internal error: docgen generated invalid Swift at \(path):\(first.line)\(exampleName): \(first.message); please report it"
            ))
        return diagnostics
    }

    /// A NUL byte in a generated file (SwiftParserDiagnostics would trap on it): located at the doc line
    /// it comes from, or at the example when docgen wrote it.
    static func nulError(
        at offset: Int, in text: String, origins: [LineOrigin], path: String, example: Example?
    ) -> DocgenCore.Diagnostic {
        let (line, column) = SourceText(text).position(ofOffset: offset)
        let message =
            "Swift code holds a NUL byte (at \(path):\(line):\(column)); remove it — docgen does not parse or build such code"
        if line - 1 < origins.count, case .doc(let file, let docLine) = origins[line - 1] {
            return .error(.nulInSwiftCode, at: SourceLocation(file: file, line: docLine, column: 1), message)
        }
        return .error(.nulInSwiftCode, at: example?.sources.first?.location, message)
    }

    /// Each line's origin, and the 1-based line of the first closing directive with no opening one.
    static func lineOrigins(of text: String) -> (origins: [LineOrigin], unbalanced: Int?) {
        var origins: [LineOrigin] = []
        var open: (file: String, next: Int)?
        var unbalanced: Int?
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            guard trimmed.hasPrefix("#sourceLocation(") else {
                if let current = open {
                    origins.append(.doc(file: current.file, line: current.next))
                    open = (current.file, current.next + 1)
                } else {
                    origins.append(.generated)
                }
                continue
            }
            origins.append(.directive)
            if trimmed.hasPrefix("#sourceLocation()") {
                if open == nil, unbalanced == nil { unbalanced = index + 1 }
                open = nil
            } else if let arguments = sourceLocationArguments(trimmed) {
                open = (arguments.file, arguments.line)
            }
        }
        return (origins, unbalanced)
    }

    /// `file` and `line` of `#sourceLocation(file: "Docs/a.md", line: 12)`.
    private static func sourceLocationArguments(_ directive: Substring) -> (file: String, line: Int)? {
        guard let fileStart = directive.range(of: "file: \""), let lineLabel = directive.range(of: "\", line: ")
        else { return nil }
        let file = String(directive[fileStart.upperBound..<lineLabel.lowerBound])
        let digits = directive[lineLabel.upperBound...].prefix { $0.isNumber }
        guard let line = Int(digits) else { return nil }
        return (file, line)
    }

    /// Whether every doc block of the example's primary source, as far as it is in the file, parses alone.
    private static func docBlocksParse(origins: [LineOrigin], text: String, example: Example) -> Bool {
        guard let primary = example.sources.first else { return true }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        var byBlock: [Int: [Substring]] = [:]
        for (index, origin) in origins.enumerated() {
            guard case .doc(let file, let line) = origin, file == primary.file,
                let block = primary.blocks.firstIndex(where: { $0.codeLines.contains(line) })
            else { continue }
            byBlock[block, default: []].append(lines[index])
        }
        return byBlock.values.allSatisfy { !Parser.parse(source: $0.joined(separator: "\n")).hasError }
    }
}
