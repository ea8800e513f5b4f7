import DocgenCore
import Testing

@testable import ExampleChecking

/// The one rule for `compile_fail` examples, Swift's and Objective-C's.
@Suite struct CompileFailVerdictTests {
    static let location = SourceLocation(file: "a.md", line: 3, column: 1)

    func verdict(expected: String?, compiled: Bool, errors: [String] = []) -> CompileFailVerdict {
        CompileFailVerdict(expected: expected, compiled: compiled, errors: errors, compiler: "clang", at: Self.location)
    }

    @Test func anExampleThatCompilesFails() {
        let compiled = verdict(expected: nil, compiled: true)
        #expect(compiled.status == .failed)
        #expect(compiled.diagnostics.map(\.id) == [.compileFailCompiled])
        #expect(compiled.diagnostics.first?.message == "marked compile_fail, but it compiles")
        #expect(compiled.diagnostics.first?.location == Self.location)
        // Compiling is a failure whatever text was expected.
        #expect(verdict(expected: "missing", compiled: true).diagnostics.map(\.id) == [.compileFailCompiled])
    }

    @Test func anErrorWithoutTheExpectedTextFailsWithTheFirstError() {
        let mismatch = verdict(expected: "cannot find", compiled: false, errors: ["type mismatch", "other"])
        #expect(mismatch.status == .failed)
        #expect(mismatch.diagnostics.map(\.id) == [.compileFailMessageMismatch])
        #expect(
            mismatch.diagnostics.first?.message
                == "marked compile_fail=\"cannot find\", but clang said 'type mismatch'")
        let silent = verdict(expected: "cannot find", compiled: false)
        #expect(
            silent.diagnostics.first?.message == "marked compile_fail=\"cannot find\", but clang said no error message")
    }

    @Test func anErrorThatFailsAsExpectedPasses() {
        let matched = verdict(expected: "cannot find", compiled: false, errors: ["other", "cannot find 'x' in scope"])
        #expect(matched.status == .passed && matched.diagnostics.isEmpty)
        let any = verdict(expected: nil, compiled: false)
        #expect(any.status == .passed && any.diagnostics.isEmpty)
    }
}
