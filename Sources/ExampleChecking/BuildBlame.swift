import DocgenCore
import ExampleExtraction
import Foundation

/// Whom the errors of a failed build point at, by the generated file the compiler put them in.
///
/// An error in an example's generated file (its own target, or its `<id>.swift` in the shared module) is that
/// example's. An error at a doc line only says that some example written there has it: two versions of an
/// example (`…_v2`) share their doc lines, so only compiling each alone tells whose it is.
struct BuildBlame: Hashable, Sendable {
    /// Errors in an example's generated file, by example id.
    var inExampleFiles: [String: [CompilerDiagnostic]] = [:]
    /// Errors at doc lines (inside a `#sourceLocation` region of some example's file).
    var atDocLines: [CompilerDiagnostic] = []
    /// Every included example written at one of those doc lines (the ones to compile alone).
    var atDocLineExamples: Set<String> = []
    /// Whether some doc-line error is at a line no included example covers.
    var hasDocLineOutsideExamples = false
    /// Located errors in code outside the scratch package (docgen's support modules, the headless UIKit):
    /// nothing built against them can be checked.
    var inSupportCode: [CompilerDiagnostic] = []
    /// Every other error: the runner's files, SwiftPM, the driver, the linker.
    var elsewhere: [CompilerDiagnostic] = []

    init(_ errors: [CompilerDiagnostic], among included: Set<String>, in examples: ExampleSet) {
        for error in errors {
            if error.isInMarkdown, let location = error.location {
                atDocLines.append(error)
                let written = Self.examples(at: location, in: examples).filter(included.contains)
                if written.isEmpty { hasDocLineOutsideExamples = true }
                atDocLineExamples.formUnion(written)
            } else if let id = ExampleChecker.exampleID(of: error), included.contains(id) {
                inExampleFiles[id, default: []].append(error)
            } else if let file = error.location?.file, file.hasPrefix("/") || file.hasPrefix("..") {
                inSupportCode.append(error)
            } else {
                elsewhere.append(error)
            }
        }
    }

    /// The examples the errors point at: those whose files hold errors and those written at their doc lines.
    var suspects: Set<String> { atDocLineExamples.union(inExampleFiles.keys) }

    /// Whether any error is in an example (its file or its doc lines): then compiling examples alone can
    /// find whose it is.
    var pointsAtExamples: Bool { !atDocLines.isEmpty || !inExampleFiles.isEmpty }

    /// The ids of every example written at `location` (all the versions of one program, in id order), and of
    /// those compiled with it as one of the app's later files.
    static func examples(at location: SourceLocation, in examples: ExampleSet) -> [String] {
        examples.examples.filter { $0.isWritten(at: location) || $0.isInLaterFile(location) }.map(\.id).sorted()
    }
}
