import DocgenCore
import ExampleExtraction

/// Xcode's words for an error inside `#selector(...)`: the generated copy compiles `#selector(addTodo)`
/// as `_sel(Self.addTodo)` (`ObjectiveCAttributeRewriter`), so a missing method is reported as
/// "type 'Self' has no member 'addTodo'"; the doc wrote no `Self`, and Xcode says "cannot find 'addTodo'
/// in scope" (`cannot_find_in_scope`). The location and notes (the did-you-mean) stay as they are.
enum SelectorWording {
    /// The error as Xcode words it when it is about a bare `#selector(name)` of the doc.
    static func xcodeWording(_ error: ExampleCompileError, in program: AssembledProgram) -> ExampleCompileError {
        guard !error.isInGeneratedCode, let fact = error.diagnostic.compiler, fact.is("could_not_find_type_member"),
            fact[argument: 0] == "Self", let name = fact[argument: 1],
            let location = error.diagnostic.location, isAfterSelector(location, in: program)
        else { return error }
        var reworded = error
        reworded.diagnostic.message = "cannot find '\(name)' in scope"
        reworded.diagnostic.compiler = CompilerFact(identifier: "cannot_find_in_scope", arguments: [name])
        return reworded
    }

    /// Whether the doc's text just before `location` is `#selector(`.
    static func isAfterSelector(_ location: SourceLocation, in program: AssembledProgram) -> Bool {
        guard
            let line = program.lines.first(where: {
                $0.origin?.file == location.file && $0.origin?.line == location.line
            }), let origin = line.origin
        else { return false }
        let bytes = Array(line.text.utf8)
        let end = location.column - origin.column
        let start = end - "#selector(".utf8.count
        guard start >= 0, end <= bytes.count else { return false }
        return String(decoding: bytes[start..<end], as: UTF8.self) == "#selector("
    }
}
