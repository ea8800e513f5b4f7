import Foundation

/// Reads Swift Testing's structured event stream (`--event-stream-output-path FILE --event-stream-version 0`:
/// one JSON record a line) into per-test results.
///
/// The stream is the verdict's channel: the test process writes it to a file only the runner is told of, so
/// what an example prints on the console (even Swift Testing's own lines for another example, `✔ Test
/// "other" passed …`) never changes a result. A test is identified by its stable `id` (module, function,
/// file and line), its status by the events recorded for that id — `testStarted`, `issueRecorded` (with
/// `isKnown`, and a warning severity, which do not fail it), `testSkipped`, `testEnded` — never by the text of
/// a message. The run's summary comes from `runEnded`; a stream without it is an unfinished run.
///
/// Records it does not understand (a later stream version's new kinds, a truncated last line) are ignored.
public struct TestEventStreamParser: Sendable {
    public init() {}

    public func parse(_ stream: String) -> TestRun {
        var state = State()
        let decoder = JSONDecoder()
        for line in stream.split(separator: "\n", omittingEmptySubsequences: true) {
            guard let record = try? decoder.decode(Record.self, from: Data(line.utf8)) else { continue }
            state.consume(record)
        }
        return state.run
    }

    // MARK: - Records (version 0)

    private struct Record: Decodable {
        var kind: String
        var payload: Payload
    }

    private struct Payload: Decodable {
        // `test` records
        var id: String?
        var displayName: String?
        var name: String?
        // `kind` of a test record ("function", "suite"), or of an event ("testStarted", …)
        var kind: String
        // events
        var testID: String?
        var issue: Issue?
        var messages: [Message]?
        var _comments: [String]?
    }

    private struct Issue: Decodable {
        var isKnown: Bool?
        var severity: String?
        var _severity: String?
        var sourceLocation: Location?
    }

    private struct Location: Decodable {
        var fileID: String?
        var _filePath: String?
        var line: Int
        var column: Int
    }

    private struct Message: Decodable {
        var symbol: String
        var text: String
    }

    // MARK: - State

    private struct State {
        var run = TestRun()
        /// The test records: id → (display name or function name, function name).
        var names: [String: (name: String, alias: String?, isSuite: Bool)] = [:]
        /// Index in `run.tests` / `run.suites` of the test of each id, once it started.
        var testIndex: [String: Int] = [:]
        var suiteIndex: [String: Int] = [:]
        var issueCount = 0

        mutating func consume(_ record: Record) {
            let payload = record.payload
            if record.kind == "test" {
                guard let id = payload.id else { return }
                let function = payload.name.map(Self.baseName)
                let name = payload.displayName ?? function ?? id
                names[id] = (name, payload.displayName == nil ? nil : function, payload.kind == "suite")
                return
            }
            guard record.kind == "event" else { return }
            switch payload.kind {
            case "testStarted": started(payload.testID)
            case "testSkipped": skipped(payload)
            case "issueRecorded": recorded(payload)
            case "testEnded": ended(payload.testID)
            case "runEnded":
                let tests = names.values.filter { !$0.isSuite }.count
                run.summary = TestRun.Summary(
                    testCount: tests, suiteCount: names.values.filter(\.isSuite).count,
                    passed: issueCount == 0, issueCount: issueCount)
            default: break
            }
        }

        /// `example_x()` of `ExampleRunner.example_x()`.
        static func baseName(_ name: String) -> String {
            name.split(separator: ".").last.map(String.init) ?? name
        }

        mutating func started(_ id: String?) {
            guard let id, let known = names[id] else { return }
            if known.isSuite {
                if suiteIndex[id] == nil {
                    suiteIndex[id] = run.suites.count
                    run.suites.append(SuiteResult(name: known.name, alias: known.alias, status: .running))
                }
            } else if testIndex[id] == nil {
                testIndex[id] = run.tests.count
                run.tests.append(TestResult(name: known.name, alias: known.alias, status: .running))
            }
        }

        mutating func skipped(_ payload: Payload) {
            guard let id = payload.testID, let known = names[id] else { return }
            let reason = payload._comments?.first
            if known.isSuite {
                run.suites.append(SuiteResult(name: known.name, alias: known.alias, status: .skipped(reason: reason)))
            } else {
                testIndex[id] = run.tests.count
                run.tests.append(TestResult(name: known.name, alias: known.alias, status: .skipped(reason: reason)))
            }
        }

        mutating func recorded(_ payload: Payload) {
            guard let id = payload.testID, let known = names[id], let issue = payload.issue else { return }
            started(id)
            let messages = payload.messages ?? []
            let severity = issue.severity ?? issue._severity
            let isWarning = severity.map { $0 == "warning" } ?? (messages.first?.symbol == "warning")
            let location = issue.sourceLocation.map { location in
                let file = location.fileID ?? location._filePath ?? ""
                return RecordedIssue.Location(
                    fileName: (file as NSString).lastPathComponent, line: location.line, column: location.column)
            }
            let details = payload._comments ?? messages.dropFirst().filter { $0.symbol == "details" }.map(\.text)
            let recorded = RecordedIssue(
                testName: known.name, location: location, kind: messages.first?.text ?? "Issue recorded",
                details: details, isKnown: issue.isKnown ?? false, isWarning: isWarning)
            if recorded.isFailure { issueCount += 1 }
            // A failing issue fails its test whenever it comes, even after an end that said passed.
            if known.isSuite, let index = suiteIndex[id] {
                run.suites[index].issues.append(recorded)
                if recorded.isFailure, run.suites[index].status == .passed { run.suites[index].status = .failed }
            } else if let index = testIndex[id] {
                run.tests[index].issues.append(recorded)
                if recorded.isFailure, run.tests[index].status == .passed { run.tests[index].status = .failed }
            }
        }

        mutating func ended(_ id: String?) {
            guard let id else { return }
            if let index = testIndex[id], run.tests[index].status == .running {
                run.tests[index].status = run.tests[index].issues.contains(where: \.isFailure) ? .failed : .passed
            } else if let index = suiteIndex[id], run.suites[index].status == .running {
                // A suite fails with an issue of its own or of a test in it (whose id continues the suite's).
                let own = run.suites[index].issues.filter(\.isFailure).count
                let tests = testIndex.filter { $0.key.hasPrefix(id + "/") || $0.key.hasPrefix(id + ".") }.values
                let inTests = tests.map { run.tests[$0].issues.filter(\.isFailure).count }.reduce(0, +)
                run.suites[index].status = own + inTests == 0 ? .passed : .failed
                run.suites[index].issueCount = own + inTests
            }
        }
    }
}
