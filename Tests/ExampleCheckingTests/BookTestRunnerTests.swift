import DocParsing
import DocgenCore
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleChecking

/// Book tests compiled with the real `swiftc` and run: output, expected diagnostics, traps, skips, modules.
@Suite struct BookTestRunnerTests {
    static let document = """
        <!--
          - test: `prints`

          ```swifttest
          -> let names = ["Anna", "Brian"]
          -> for name in names { print("Hello, \\(name)!") }
          <- Hello, Anna!
          <- Hello, Brian!
          ```
        -->

        <!--
          - test: `printsOtherwise`

          ```swifttest
          -> print("Hello, Anna!")
          <- Hello, Anne!
          ```
        -->

        <!--
          - test: `expectsError`

          ```swifttest
          -> let x = 1
          -> x = 2
          !$ error: cannot assign to 'x' (the book's wording)
          !! x = 2
          !! ^
          ```
        -->

        <!--
          - test: `expectsMissingError`

          ```swifttest
          -> let y = 1
          !$ error: something
          !! let y = 1
          !! ^
          ```
        -->

        <!--
          - test: `traps`

          ```swifttest
          -> print("before")
          -> let range = 1...0
          << before
          xx assertion
          ```
        -->

        <!--
          - test: `apple`

          ```swifttest
          -> import UIKit
          ```
        -->

        <!--
          - test: `lib_Module1`

          ```swifttest
          -> public func greet() -> String { "hi" }
          ```
        -->

        <!--
          - test: `lib_Module2`

          ```swifttest
          -> import lib_Module1
          -> print(greet())
          << hi
          ```
        -->

        <!--
          - test: `unordered`

          ```swifttest
          -> let set: Set = ["a", "b", "c", "d", "e", "f"]
          -> for item in set { print(item) }
          << a
          << b
          << c
          << d
          << e
          << f
          ```
        -->

        <!--
          - test: `files_Module1, files_Module1_Private`

          ```swifttest
          -> fileprivate struct Hidden {}
          -> fileprivate let sameFile = Hidden()
          ```
        -->

        <!--
          - test: `files_Module1_Private`

          ```swifttest
          -> let differentFile = Hidden()
          !$ error: 'Hidden' is inaccessible due to 'fileprivate' protection level
          !! let differentFile = Hidden()
          !!                     ^~~~~~
          ```
        -->

        <!--
          - test: `regex`

          ```swifttest
          -> let greeting = /Hello, .*/
          -> print(try greeting.wholeMatch(in: "Hello, Anna") != nil)
          << true
          ```
        -->

        """

    /// Each test's result by name, checked once for the tests below.
    static let byName: [String: ExampleResult] = {
        let parsed = DocumentParser.parse(document, path: "Docs/b.en.md").document
        let programs = BookTestProgram.programs(from: BookTestParser.parts(of: parsed).parts, file: parsed.path)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("booktests-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: scratch) }
        let results: [ExampleResult] = BookTestRunner(swiftc: "swiftc", scratch: scratch, sandbox: nil).check(programs)
        return Dictionary(uniqueKeysWithValues: zip(programs.map(\.name), results))
    }()

    @Test func theExpectedOutputPassesAndOtherOutputFailsAtItsLine() throws {
        #expect(Self.byName["prints"]?.status == .passed)
        #expect(Self.byName["prints"]?.evidence == .bookTest)
        #expect(Self.byName["prints"]?.id == "b_en__test_prints")
        let otherwise = try #require(Self.byName["printsOtherwise"])
        #expect(otherwise.status == .failed)
        #expect(otherwise.diagnostics.map(\.id) == [.bookTestOutput])
        #expect(otherwise.diagnostics.first?.location?.line == 17)
    }

    /// The error comes where the test says, in today's words: a pass, with a note.
    @Test func expectedDiagnosticsAreFoundByPlace() throws {
        let error = try #require(Self.byName["expectsError"])
        #expect(error.status == .passed)
        #expect(error.evidence == .compileFail)
        #expect(error.diagnostics.map(\.id) == [.bookTestMessageDiffers])
        let missing = try #require(Self.byName["expectsMissingError"])
        #expect(missing.status == .failed)
        #expect(missing.diagnostics.map(\.id).contains(.bookTestMissingDiagnostic))
    }

    /// Issue 32: a test named as a module's file (`files_Module1_Private`) is that module's files, one a part,
    /// as the book's harness compiled them: a `fileprivate` type of one part is not visible in the next, and
    /// the error the test expects is at its place, in its words.
    @Test func aModulesFileSetIsOneFileAPart() throws {
        let files = try #require(Self.byName["files_Module1_Private"])
        #expect(files.status == .passed, "\(files.diagnostics)")
        #expect(files.evidence == .compileFail)
        #expect(files.diagnostics.isEmpty, "\(files.diagnostics)")
        #expect(BookTestProgram.namesModuleFile("files_Module1_Private"))
        #expect(BookTestProgram.namesModuleFile("lib_Module12"))
        #expect(!BookTestProgram.namesModuleFile("lib_ModuleA"))
        #expect(!BookTestProgram.namesModuleFile("lib_Module1x"))
        #expect(!BookTestProgram.namesModuleFile("prints"))
    }

    /// Issue 32: a regular expression literal (`/Hello, .*/`) is Swift 5.7's, which Swift 5 mode reads only
    /// when asked to (the book lists it among the basic literals).
    @Test func aRegularExpressionLiteralCompiles() throws {
        let regex = try #require(Self.byName["regex"])
        #expect(regex.status == .passed, "\(regex.diagnostics)")
    }

    /// What it printed before the trap is there (line-buffered), and the trap is expected.
    @Test func trapsSkipsModulesAndUnorderedOutput() throws {
        #expect(Self.byName["traps"]?.status == .passed)
        #expect(Self.byName["apple"]?.status == .skipped(reason: "imports UIKit, which this toolchain does not have"))
        #expect(Self.byName["lib_Module2"]?.status == .passed)
        let unordered = try #require(Self.byName["unordered"])
        #expect(unordered.status == .passed)
        #expect(unordered.diagnostics.allSatisfy { $0.severity == .note })
    }
}
