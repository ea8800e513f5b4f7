import DocParsing
import DocgenCore
import DocgenTestSupport
import ExampleChecking
import ExampleExtraction
import ExampleGeneration
import Foundation
import Mustache
import Testing

/// How a `compile_fail` example's result follows from the compiler's exit, with the compiler injected
/// (`Options.swiftc`) and a `swift` that builds nothing (`/bin/true`), so no package is built.
@Suite struct CompileFailCheckTests {
    static let markdown = "# Topic\n\n## Broken\n\n```swift compile_fail\nlet x: Int = \"text\"\n```\n"

    /// Checks the one `compile_fail` example of `markdown` with `swiftc` as the compiler.
    static func check(swiftc: String) throws -> CheckReport {
        let directory = try makeTemporaryDirectory("docgen-compile-fail")
        defer { try? FileManager.default.removeItem(at: directory) }
        let document = DocumentParser.parse(markdown, path: "Docs/topic.en.md").document
        let examples = ExampleSet.extract(from: [document]).0
        let templates = try MustacheLibrary(
            directory: repositoryRoot.appendingPathComponent("Templates"), isStrict: true)
        var options = ExampleChecker.Options(
            packageDirectory: directory.appendingPathComponent("package"), docgenPackagePath: repositoryRoot.path,
            swift: "/bin/true")
        options.swiftc = swiftc
        let checker = ExampleChecker(
            examples: examples, generator: ExamplePackageGenerator(templates: templates, docgenPackagePath: ".."),
            options: options)
        return checker.check()
    }

    @Test func aCompilerThatCannotStartIsDocgensErrorNotAPassOrTheDocsError() throws {
        let report = try Self.check(swiftc: "/nonexistent/swiftc")
        let result = try #require(report.examples.first)
        #expect(
            result.status == .skipped(reason: "not checked: cannot run /nonexistent/swiftc: No such file or directory"))
        #expect(result.diagnostics.isEmpty)
        #expect(
            report.diagnostics.map(\.message) == [
                "cannot run /nonexistent/swiftc: No such file or directory; compile_fail examples were not checked"
            ])
        #expect(report.diagnostics.map(\.severity) == [.error])
        #expect(report.hasFailures)
    }

    @Test func aCompilerThatCannotBeExecutedIsDocgensErrorToo() throws {
        let report = try Self.check(swiftc: "/dev/null")
        #expect(report.examples.first?.status.name == "skipped")
        #expect(report.diagnostics.map(\.message).first?.hasPrefix("cannot run /dev/null: ") == true)
    }

    @Test func aCompilerThatSucceedsMeansTheDocIsWrong() throws {
        let report = try Self.check(swiftc: "/bin/true")
        let result = try #require(report.examples.first)
        #expect(result.status == .failed)
        #expect(result.diagnostics.map(\.id) == [.compileFailCompiled])
        #expect(report.diagnostics.isEmpty)
    }

    @Test func aCompilerThatFailsPassesTheExample() throws {
        let report = try Self.check(swiftc: "/bin/false")
        #expect(report.examples.first?.status == .passed)
        #expect(report.diagnostics.isEmpty)
    }
}
