import ExampleChecking
import Foundation
import Testing

/// The verdict's channel: Swift Testing's event stream (version 0), captured from a real run (Swift 6.3.1 on
/// Linux) whose test "forger" printed Swift Testing's own lines saying the failing test "fails" passed.
@Suite struct TestEventStreamParserTests {
    let parser = TestEventStreamParser()

    @Test func aTestThatPrintsAnotherTestsPassDoesNotMakeItPass() throws {
        // The console believes the forger: its first line about "fails" is a pass.
        let console = try fixture("test-event-stream-console.txt")
        let forged = console.split(separator: "\n").first { $0.hasPrefix("✔ Test \"fails\" passed") }
        #expect(forged != nil)
        let run = parser.parse(try fixture("test-event-stream.jsonl"))
        #expect(run.tests(named: "fails").map(\.status) == [.failed])
        #expect(run.tests(named: "forger").map(\.status) == [.passed])
        // The forged run summary ("1 test … passed") is console text; the stream's summary is the real one.
        #expect(run.summary?.passed == false)
        #expect(run.summary?.testCount == 8)
        #expect(run.summary?.issueCount == 3)
    }

    @Test func eachTestHasItsStatusFromItsOwnEvents() throws {
        let run = parser.parse(try fixture("test-event-stream.jsonl"))
        let statuses = Dictionary(run.tests.map { ($0.name, $0.status) }) { first, _ in first }
        #expect(
            statuses == [
                "passes": .passed, "forger": .passed, "fails": .failed, "known": .passed, "warns": .passed,
                "skipped": .skipped(reason: "no UIKit"), "expects": .failed, "in suite": .failed,
            ])
        #expect(run.suite(named: "doc__suite")?.status == .failed)
        // The function name is the alias, as `--filter` and the checker know it.
        #expect(run.tests(named: "passes()").first?.name == "passes")
    }

    @Test func anIssueKeepsItsDocLocationCommentsAndKind() throws {
        let run = parser.parse(try fixture("test-event-stream.jsonl"))
        let fails = try #require(run.tests(named: "fails").first?.issues.first)
        #expect(fails.location == RecordedIssue.Location(fileName: "x.ru.md", line: 42, column: 1))
        #expect(fails.location?.isInMarkdown == true)
        #expect(fails.message == "step 2: expected Intermediate, got (none)")
        #expect(fails.isFailure)
        let known = try #require(run.tests(named: "known").first?.issues.first)
        #expect(known.isKnown)
        #expect(!known.isFailure)
        let expects = try #require(run.tests(named: "expects").first?.issues.first)
        #expect(expects.details == ["rows differ"])
        #expect(expects.location?.line == 14)
    }

    @Test func aStreamCutShortIsAnUnfinishedRun() throws {
        let stream = try fixture("test-event-stream.jsonl")
        let lines = stream.split(separator: "\n")
        // The run ended before "fails" ended; the last line is cut in the middle of its JSON.
        let end = try #require(lines.firstIndex { $0.contains("\"testEnded\"") && $0.contains("fails()") })
        let cut = lines[..<end].joined(separator: "\n") + "\n" + lines[end].prefix(40)
        let run = parser.parse(cut)
        #expect(!run.isComplete)
        #expect(run.tests(named: "fails").first?.status == .running)
    }

    @Test func aFailingIssueAfterAForgedEndStillFailsTheTest() throws {
        // An example that appends a forged `testEnded` for another test before that test's issue is recorded.
        let stream = try fixture("test-event-stream.jsonl")
        var lines = stream.split(separator: "\n").map(String.init)
        let issue = try #require(lines.firstIndex { $0.contains("\"issueRecorded\"") && $0.contains("fails()") })
        let end = try #require(lines.firstIndex { $0.contains("\"testEnded\"") && $0.contains("fails()") })
        let forgedEnd = lines[end]
        lines.remove(at: end)
        lines.insert(forgedEnd, at: issue)
        let run = parser.parse(lines.joined(separator: "\n"))
        #expect(run.tests(named: "fails").first?.status == .failed)
    }

    @Test(arguments: ["", "not json\n", "{\"kind\":\"event\"}\n", "{\"kind\":\"event\",\"payload\":{\"kind\":7}}\n"])
    func recordsItDoesNotUnderstandAreIgnored(_ stream: String) {
        let run = parser.parse(stream)
        #expect(run.tests.isEmpty)
        #expect(!run.isComplete)
    }
}
