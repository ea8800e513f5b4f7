import DocgenCore
import Testing

@testable import ExampleChecking

/// An error in a file docgen generated belongs to the example the file is for: the target of its own, or
/// the `<id>.swift` of the shared module. The runner's files are all the examples'.
@Suite struct ExampleCheckerAttributionTests {
    static func error(in file: String, target: String) -> CompilerDiagnostic {
        CompilerDiagnostic(
            severity: .error, location: SourceLocation(file: file, line: 3, column: 1), message: "m",
            targetName: target)
    }

    @Test func aTargetOfItsOwnIsTheExample() {
        #expect(ExampleChecker.exampleID(of: Self.error(in: "/p/Sources/a__b/a__b.swift", target: "a__b")) == "a__b")
    }

    @Test func inTheSharedModuleTheFileNamesTheExample() {
        let shared = Self.error(in: "/p/Sources/DocgenExamples/a__b.swift", target: "DocgenExamples")
        #expect(ExampleChecker.exampleID(of: shared) == "a__b")
    }

    @Test func theRunnersFilesAreNoExamples() {
        for file in ["main", "Examples", "a__b"] {
            let error = Self.error(in: "/p/Sources/ExampleRunner/\(file).swift", target: "ExampleRunner")
            #expect(ExampleChecker.exampleID(of: error) == nil)
        }
        let unlocated = CompilerDiagnostic(severity: .error, location: nil, message: "m", targetName: "ExampleRunner")
        #expect(ExampleChecker.exampleID(of: unlocated) == nil)
    }
}
