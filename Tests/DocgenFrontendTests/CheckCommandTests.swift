import DocgenTestSupport
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// `docgen check` end to end. Each test is a scratch project (its docs and a copy of Templates/) that
/// builds against this repository's headless UIKit; the suite runs serially so the builds do not compete.
@Suite(.serialized) struct CheckCommandTests {
    static let uikit = repositoryRoot.path

    func project(docs: [String: String] = [:], copying folder: String? = nil) throws -> URL {
        let directory = try makeScratchProject("docgen-check", docs: docs, docsFolder: folder)
        let build = try DocgenProcess.run(["build", "--quiet", "--uikit-package", Self.uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        return directory
    }

    func check(_ directory: URL, _ arguments: [String] = []) throws -> DocgenProcess.Output {
        try DocgenProcess.run(["check", "--uikit-package", Self.uikit] + arguments, in: directory)
    }

    /// The originals, as the authors wrote them: every error at its file and line.
    @Test(.hangGuard) func reportsTheAuthorsErrorsAtTheirLines() throws {
        let directory = try project(copying: "Tests/Fixtures/originals")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try check(directory)
        #expect(output.exitCode == 1)
        let text = output.stdout
        #expect(
            text.contains(
                "Docs/uisearchcontroller-topic.ru.md:198:30: error: cannot find type 'UTableViewController' in scope [DG0601]"
            ))
        #expect(
            text.contains(
                "Docs/uisearchcontroller-topic.ru.md:198:7: error: type 'MyTableViewController' does not conform to protocol 'UISearchResultsUpdating'"
            ))
        #expect(text.contains("protocol requires function 'updateSearchResults(for:)'"))
        // The Swift 2 method itself is named with its rename, as for calls and overrides of old names.
        #expect(
            text.contains(
                "Docs/uisearchcontroller-topic.ru.md:220:6: note: 'updateSearchResultsForSearchController(searchController:)' has been renamed to 'updateSearchResults(for:)'"
            ))
        #expect(
            text.contains(
                "Docs/book-search-in-the-web.ru.md:45:43: error: cannot assign value of type 'LocationsTableViewController' to type '(any UISearchBarDelegate)?'"
            ))
        // The notes' fragments leave code out (a line `......`): incomplete, at the elision.
        #expect(
            text.contains(
                "Docs/uisearchcontroller-notes.zh-Hans.md:47:1: warning: elided code at line 47: the example leaves code out"
            ))
        #expect(text.contains("PASS uisearchcontroller_topic__panel_poiska_v_zagolovke_paneli_navigatsii"))
        // The Objective-C section is type-checked: UIColor has no DarkBlue; the property it uses is declared
        // nowhere, which is what the fragment needs (a warning), no error of the doc's.
        #expect(
            text.contains(
                "Docs/uisearchcontroller-topic.ru.md:241:64: error: no known class method for selector 'DarkBlue' [DG0601]"
            ))
        #expect(
            text.contains(
                "Docs/uisearchcontroller-topic.ru.md:248:10: warning: a fragment of a larger sample: needs 'tapGestureRecognizer'"
            ))
        #expect(!text.contains("error: property 'tapGestureRecognizer' not found"))
        // The book's skeleton passes on its own; the step after it (version 2) is the one that does not compile.
        #expect(text.contains("PASS book_search_in_the_web__upravlenie_poiskom (ran)"))
        #expect(text.contains("FAIL book_search_in_the_web__upravlenie_poiskom_v2"))
        #expect(text.split(separator: "\n").last == "3 passed, 3 failed, 1 incomplete, 0 skipped")
    }

    static let goodExample = searchControllerDocument(
        heading: "Good", controller: "GoodController", entries: ("Easiest", "Advanced"))

    /// A trapping, a hanging and a non-compiling example each fail alone; the good one passes; expected
    /// failures (`should_fail`, `compile_fail`) pass when they happen as expected.
    @Test(.hangGuard) func trapsHangsAndCompileErrorsFailAlone() throws {
        let directory = try project(docs: Self.trapsHangsAndCompileErrors())
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try check(directory, ["--timeout", "20", "--junit", "report.xml"])
        expectEachFailsAlone(output)
        try expectJUnit(directory)
        let again = try expectKeptResults(directory)
        try expectShards(directory, unsharded: again)
    }

    /// The documents of `trapsHangsAndCompileErrorsFailAlone`, by file name.
    static func trapsHangsAndCompileErrors() -> [String: String] {
        let trap = goodExample.replacingOccurrences(of: "# Good", with: "# Trap")
            .replacingOccurrences(of: "class GoodController", with: "class TrapController")
            .replacingOccurrences(
                of: "let text = searchController.searchBar.text ?? \"\"",
                with:
                    "let text = searchController.searchBar.text ?? \"\"\n        if text == \"ea\" { fatalError(\"boom\") }"
            )
        let hang = goodExample.replacingOccurrences(of: "# Good", with: "# Hang")
            .replacingOccurrences(of: "class GoodController", with: "class HangController")
            .replacingOccurrences(
                of: "tableView.reloadData()",
                with: "while text == \"ea\" { usleep(1000) }\n        tableView.reloadData()")
        let broken = "# Broken\n\n```swift\nimport UIKit\n\nclass BrokenController: UITableViewControler {}\n```\n"
        // Expected failures that happen pass; one that does not happen as expected fails.
        let shouldFail = trap.replacingOccurrences(of: "# Trap", with: "# Expected trap")
            .replacingOccurrences(of: "class TrapController", with: "class ExpectedTrapController")
            .replacingOccurrences(of: "```swift\nimport UIKit", with: "```swift should_fail\nimport UIKit")
        let compileFail = broken.replacingOccurrences(of: "# Broken", with: "# Expected error")
            .replacingOccurrences(of: "```swift", with: "```swift compile_fail=\"cannot find type\"")
        let wrongMessage = broken.replacingOccurrences(of: "# Broken", with: "# Wrong message")
            .replacingOccurrences(of: "```swift", with: "```swift compile_fail=\"missing argument\"")
        return [
            "good.en.md": Self.goodExample, "trap.en.md": trap, "hang.en.md": hang, "broken.en.md": broken,
            "expected-trap.en.md": shouldFail, "expected-error.en.md": compileFail, "wrong-message.en.md": wrongMessage,
        ]
    }

    private func expectEachFailsAlone(_ output: DocgenProcess.Output) {
        #expect(output.exitCode == 1)
        let text = output.stdout
        #expect(text.contains("PASS good__good"))
        #expect(text.contains("FAIL trap__trap"))
        #expect(text.contains("trapped"))
        #expect(text.contains("FAIL hang__hang"))
        #expect(text.contains("did not finish within 20 s"))
        #expect(text.contains("Docs/broken.en.md:6:25: error: cannot find type 'UITableViewControler' in scope"))
        #expect(text.contains("PASS expected_trap__expected_trap"))
        #expect(text.contains("PASS expected_error__expected_error"))
        #expect(text.contains("FAIL wrong_message__wrong_message"))
        #expect(text.contains("marked compile_fail=\"missing argument\", but the compiler said 'cannot find type"))
        #expect(text.split(separator: "\n").last == "3 passed, 4 failed, 0 incomplete, 0 skipped")
    }

    private func expectJUnit(_ directory: URL) throws {
        // JUnit: well-formed XML with one test case per example and three failures.
        let xml = try Data(contentsOf: directory.appendingPathComponent("report.xml"))
        let counter = JUnitCounter()
        let parser = XMLParser(data: xml)
        parser.delegate = counter
        #expect(parser.parse(), "report.xml is not well-formed: \(String(describing: parser.parserError))")
        #expect(counter.testCases == 7)
        #expect(counter.failures == 4)
    }

    private func expectKeptResults(_ directory: URL) throws -> DocgenProcess.Output {
        // An unchanged re-check runs no compiler: every result is kept, fast.
        let start = Date()
        let again = try check(directory, ["--format", "json"])
        #expect(
            Date().timeIntervalSince(start) < 15,
            "a kept result must not run the compiler (a swift build takes longer than this)")
        let json = try #require(try JSONSerialization.jsonObject(with: Data(again.stdout.utf8)) as? [String: Any])
        let examples = try #require(json["examples"] as? [[String: Any]])
        #expect(examples.count == 7)
        #expect(examples.allSatisfy { $0["cached"] as? Bool == true })
        #expect((json["summary"] as? [String: Int]) == ["passed": 3, "failed": 4, "skipped": 0, "incomplete": 0])
        #expect(again.exitCode == 1)
        return again
    }

    private func expectShards(_ directory: URL, unsharded again: DocgenProcess.Output) throws {
        // Shards: a stable split whose union is the whole.
        var union: [String] = []
        for shard in 1...3 {
            let part = try check(directory, ["--format", "json", "--shard", "\(shard)/3"])
            let object = try #require(try JSONSerialization.jsonObject(with: Data(part.stdout.utf8)) as? [String: Any])
            union += (object["examples"] as? [[String: Any]] ?? []).compactMap { $0["id"] as? String }
            // Each shard's report records which it is, so that merge-reports can tell one is missing.
            #expect((object["shard"] as? [String: Int]) == ["index": shard, "count": 3])
            try part.stdout.write(
                to: directory.appendingPathComponent("shard\(shard).json"), atomically: true, encoding: .utf8)
        }
        let merged = try DocgenProcess.run(
            ["merge-reports", "shard1.json", "shard2.json", "shard3.json"], in: directory)
        #expect(merged.exitCode == 1, "\(merged.stderr)")
        #expect(merged.stdout == again.stdout, "the merged shards are the unsharded report")
        let partial = try DocgenProcess.run(["merge-reports", "shard1.json", "shard3.json"], in: directory)
        #expect(partial.exitCode == 65)
        #expect(partial.stderr == "docgen: error: missing shard 2 of 3; merge the reports of all 3 shards\n")
        #expect(
            union.sorted() == [
                "broken__broken", "expected_error__expected_error", "expected_trap__expected_trap", "good__good",
                "hang__hang", "trap__trap", "wrong_message__wrong_message",
            ])
    }

    /// `goodExample` renamed, whose controller does `statement` when its view loads.
    static func hostileExample(_ name: String, _ statement: String) -> String {
        goodExample.replacingOccurrences(of: "# Good", with: "# \(name)")
            .replacingOccurrences(of: "class GoodController", with: "class \(name)Controller")
            .replacingOccurrences(of: "```swift\nimport UIKit", with: "```swift\nimport Foundation\nimport UIKit")
            .replacingOccurrences(
                of: "super.viewDidLoad()\n", with: "super.viewDidLoad()\n        \(statement)\n")
    }

    /// Examples that end the test process, abort, empty their working directory, flood the output, cut off
    /// docgen's test events or leave a detached process behind are each reported for what they did, and the check ends on time with the
    /// project, the package and no stray process left behind. One package for all of them, to build once.
    @Test(.hangGuard) func hostileExamplesAreReportedAndCannotHangOrHarmTheRun() throws {
        let seconds = "\(Int.random(in: 100_000...999_999))"
        let spawn = "let p = Process(); p.executableURL = URL(fileURLWithPath: \"/usr/bin/setsid\")"
        let directory = try project(docs: [
            "good.en.md": Self.goodExample,
            "exit0.en.md": Self.hostileExample("ExitZero", "exit(0)"),
            "exit124.en.md": Self.hostileExample("ExitTimeout", "exit(124)"),
            "abort.en.md": Self.hostileExample("Aborting", "abort()"),
            "wipe.en.md": Self.hostileExample(
                "Wiping",
                "for name in (try? FileManager.default.contentsOfDirectory(atPath: \".\")) ?? [] "
                    + "{ try? FileManager.default.removeItem(atPath: name) }"),
            "flood.en.md": Self.hostileExample(
                "Flooding", "FileHandle.standardOutput.write(Data(repeating: 0x61, count: 20 << 20))"),
            // Cuts docgen's test events (every pipe of its process but its standard streams to /dev/null).
            "silence.en.md": Self.hostileExample(
                "Silencing",
                "let null = open(\"/dev/null\", O_WRONLY); for name in (try? FileManager.default.contentsOfDirectory("
                    + "atPath: \"/proc/self/fd\")) ?? [] { if let fd = Int32(name), fd > 2, fd != null, (try? "
                    + "FileManager.default.destinationOfSymbolicLink(atPath: \"/proc/self/fd/\\(name)\"))?"
                    + ".hasPrefix(\"pipe:\") == true { dup2(null, fd) } }"),
            "detach.en.md": Self.hostileExample(
                "Detaching", "\(spawn); p.arguments = [\"sleep\", \"\(seconds)\"]; try? p.run()"),
            "wait.en.md": Self.hostileExample(
                "Waiting",
                "\(spawn); p.arguments = [\"-w\", \"sleep\", \"\(seconds)\"]; try? p.run(); p.waitUntilExit()"),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        // Files a wiping example would remove if it ran in the project or the package.
        let marker = directory.appendingPathComponent("notes.txt")
        try "mine".write(to: marker, atomically: true, encoding: .utf8)
        let output = try check(directory, ["--timeout", "5"])
        expectEachHostileOneReported(output)
        #expect(processes(running: ["sleep", seconds]).isEmpty)
        for kept in ["notes.txt", "Docs/good.en.md", "Examples/Package.swift", ".build/docgen/package/Package.swift"] {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(kept).path), "\(kept) lost")
        }
    }

    private func expectEachHostileOneReported(_ output: DocgenProcess.Output) {
        let text = output.stdout
        #expect(output.exitCode == 1, "\(text)\n\(output.stderr)")
        #expect(text.contains("PASS good__good"))
        #expect(
            text.contains(
                "Docs/exit0.en.md:4:1: error: the example ended its test process with exit(0), or cut off its test events"
            ))
        #expect(text.contains("Docs/exit124.en.md:4:1: error: the example ended its test process with exit(124)"))
        // Its events cut off, it fails (alone); the others keep the verdicts their own events give.
        #expect(
            text.contains("Docs/silence.en.md:4:1: error: the example ended its test process with exit(0), or cut off"))
        #expect(text.contains("FAIL abort__aborting"))
        #expect(text.contains("Docs/abort.en.md:4:1: error: the example trapped"))
        #expect(text.contains("PASS wipe__wiping"))
        #expect(text.contains("Docs/flood.en.md:4:1: error: the example wrote "))
        #expect(text.contains("more than the 16 MB docgen keeps; the middle was dropped [DG0615]"))
        #expect(text.contains("Docs/detach.en.md:4:1: error: the example left "))
        #expect(text.contains("running after it ended; docgen killed"))
        #expect(text.contains("Docs/wait.en.md:4:1: error: the example did not finish within 5 s (it hangs) [DG0605]"))
        #expect(text.split(separator: "\n").last == "2 passed, 7 failed, 0 incomplete, 0 skipped")
    }

    @Test func staleExamplesFailWithTheFix() throws {
        let directory = try project(docs: ["good.en.md": Self.goodExample])
        defer { try? FileManager.default.removeItem(at: directory) }
        try (Self.goodExample + "\nMore text.\n\n```swift\nlet more = 1\n```\n").write(
            to: directory.appendingPathComponent("Docs/good.en.md"), atomically: true, encoding: .utf8)
        let output = try check(directory)
        #expect(output.exitCode == 1)
        #expect(output.stderr.contains("Examples/ is stale"))
        #expect(output.stderr.contains("run 'docgen build'"))
    }

    @Test(arguments: [
        ["--shard", "0/2"], ["--shard", "3/2"], ["--shard", "x"], ["--timeout", "-1"], ["--format", "xml"],
        ["--timeout", "1.5e10"], ["--timeout", "inf"], ["--timeout", "nan"],
    ])
    func badOptionsAreUsageErrors(arguments: [String]) throws {
        let output = try DocgenProcess.run(["check"] + arguments)
        #expect(output.exitCode == 64)
        #expect(output.stderr.contains(arguments[0]))
    }
}

/// Counts `testcase` and `failure` elements of a JUnit report.
final class JUnitCounter: NSObject, XMLParserDelegate {
    var testCases = 0
    var failures = 0

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        if elementName == "testcase" { testCases += 1 }
        if elementName == "failure" { failures += 1 }
    }
}
