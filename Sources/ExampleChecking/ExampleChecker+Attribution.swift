import DocgenCore
import ExampleExtraction
import ExampleGeneration
import Foundation

// MARK: - Whose errors

extension ExampleChecker {
    /// The errors of one example compiled alone, as its compile errors: every one is that example's, decided
    /// by the file it was compiled from, never by doc line. At a doc location (inside a `#sourceLocation`
    /// region) it is the doc's; elsewhere in the example's generated file it is on a line docgen generated
    /// (a synthesized host, the entry point), reported at the example's first doc line, keeping the message
    /// and where the compiler put it. On a doc line of the app's later files it is compiled with, it is
    /// marked as theirs (`isInLaterFile`): their own example reports it.
    static func attribute(_ errors: [CompilerDiagnostic], toExample id: String, in examples: ExampleSet)
        -> [ExampleCompileError]
    {
        guard let example = examples[id: id] else { return [] }
        var result: [ExampleCompileError] = []
        for error in errors {
            if let location = error.location, error.isInMarkdown, example.isInLaterFile(location) {
                result.append(ExampleCompileError(diagnostic: error.diagnostic(), isInLaterFile: true))
            } else if let location = error.location, error.isInMarkdown, example.isWritten(at: location) {
                result.append(.doc(RenamedRequirementNotes.annotate(error.diagnostic(), in: example)))
            } else if let location = error.location, error.isInMarkdown {
                result.append(.doc(relocated(error, at: location, to: example)))
            } else {
                let diagnostic = error.diagnostic(at: example.sources.first?.location)
                if !result.contains(where: { $0.diagnostic.message == diagnostic.message }) {
                    result.append(ExampleCompileError(diagnostic: diagnostic, generatedLocation: error.location))
                }
            }
        }
        return result
    }

    /// A diagnostic at a Markdown location outside `example`'s blocks, which only the example's own
    /// `#sourceLocation` (or `#line`) directive can name: at the example's first line, saying where the
    /// compiler put it. Never in another document, nor in its JUnit case or GitHub annotation.
    static func relocated(_ error: CompilerDiagnostic, at location: SourceLocation, to example: Example)
        -> Diagnostic
    {
        var diagnostic = error.diagnostic(at: example.sources.first?.location)
        diagnostic.notes.append(
            Diagnostic.Note(
                location: nil,
                message: "the compiler put this at \(location.file):\(location.line), outside the example: "
                    + "a location directive of the example's own (#sourceLocation, #line) named it"))
        return diagnostic
    }

    /// The example whose generated file holds `error`: the target of its own, or the file (`<id>.swift`) of
    /// the shared module; none for the runner, whose files are all the examples'.
    static func exampleID(of error: CompilerDiagnostic) -> String? {
        if error.targetName == ExampleFileLayout.runnerModule { return nil }
        guard error.targetName == ModuleSharing.moduleName else { return error.targetName }
        return error.location.flatMap { ExampleFileLayout.exampleID(ofProgramFile: $0.file) }
    }
}
