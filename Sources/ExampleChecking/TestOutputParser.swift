import DocgenCore

/// Reads the console output of `swift test` running Swift Testing (6.3) into per-suite and per-test results.
///
/// Lines it understands (each event line starts with a symbol and a space: `◇ ✔ ✘ ➜`, `↳` and `±` for
/// details; colours are stripped):
///
///     ◇ Suite "doc__example" started.                    (with --verbose: … (aka 'Tests_doc__example') …)
///     ◇ Test "session" started.  /  ◇ Test runsTheSession() started.
///     ✘ Test "session" recorded an issue at x.ru.md:42:1: Issue recorded
///     ↳ step 2: type "in" → expected Intermediate, got (none)
///     ✘ Test param(value:) recorded an issue with 1 argument value → 2 at T.swift:17:9: Expectation failed: …
///     ± inserted ["B"], removed ["C"]
///     ✔ Test runsTheSession() passed after 0.001 seconds.
///     ✘ Test param(value:) with 3 test cases failed after 0.001 seconds with 1 issue.
///     ➜ Test skipped() skipped: "no UIKit"
///     ✘ Suite "doc__example" failed after 0.001 seconds with 3 issues.
///     ✘ Test run with 8 tests in 4 suites failed after 0.001 seconds with 7 issues.
///
/// A trap ends the output abruptly: the runtime's `file:line: Fatal error: …`, Swift's backtrace (the
/// crashed thread's frames are kept) and SwiftPM's `error: Process '…' exited with unexpected signal code 4`,
/// which may be glued to another line. XCTest's lines (`Test Suite 'All tests' started …`) are ignored.
public struct TestOutputParser: Sendable {
    public init() {}

    public func parse(_ output: String) -> TestRun {
        var state = State()
        for line in TerminalText.plainLines(output) {
            state.consume(line)
        }
        return state.finish()
    }
}

// MARK: - Parsing state

extension TestOutputParser {
    /// Where the last issue went, for its detail lines.
    private enum IssueOwner {
        case test(Int)
        case suite(Int)
    }

    private struct State {
        var run = TestRun()
        var lastIssue: IssueOwner?
        var lastLineWasDetail = false
        var inCrashedThread = false
        var crash = TestCrash()
        var crashed = false

        mutating func consume(_ line: Substring) {
            let wasDetail = lastLineWasDetail
            lastLineWasDetail = false
            consumeCrashEvidence(line)
            if inCrashedThread {
                consumeFrame(line)
                return
            }
            if wasDetail, line.hasPrefix("  ") {
                // The continuation of a multi-line comment.
                appendToLastDetail("\n" + line.dropFirst(2))
                lastLineWasDetail = true
                return
            }
            guard let symbol = line.unicodeScalars.first, !symbol.isASCII,
                let space = line.firstIndex(of: " "), line.distance(from: line.startIndex, to: space) == 1
            else { return }
            let body = line[line.index(after: space)...]
            switch symbol {
            case "↳", "±":
                appendDetail(symbol == "±" ? "± " + body : String(body))
                lastLineWasDetail = true
            default:
                consumeEvent(body)
            }
        }

        // MARK: Events

        mutating func consumeEvent(_ body: Substring) {
            if body.hasPrefix("Test run ") {
                consumeRunEnd(body)
            } else if body.hasPrefix("Test case ") {
                // A parameterized test's case started or ended: the test's own lines say enough.
            } else if body.hasPrefix("Test ") || body.hasPrefix("Suite ") {
                let isSuite = body.hasPrefix("Suite ")
                let rest = body.dropFirst(isSuite ? "Suite ".count : "Test ".count)
                consumeTestEvent(rest, isSuite: isSuite)
            }
        }

        mutating func consumeRunEnd(_ body: Substring) {
            guard
                let match = body.wholeMatch(
                    of:
                        #/Test run with (?<tests>\d+) tests?(?: in (?<suites>\d+) suites?)? (?<verdict>passed|failed) after [^ ]+ seconds?(?: with (?<issues>\d+) issues?)?.*/#
                )
            else { return }
            run.summary = TestRun.Summary(
                testCount: Int(match.tests) ?? 0, suiteCount: match.suites.flatMap { Int($0) },
                passed: match.verdict == "passed", issueCount: match.issues.flatMap { Int($0) } ?? 0)
        }

        mutating func consumeTestEvent(_ rest: Substring, isSuite: Bool) {
            if let match = rest.wholeMatch(
                of:
                    #/(?<name>.+?) recorded an? (?<known>known )?(?<what>issue|warning)(?: with \d+ arguments? (?<arguments>.+?))?(?: at (?<file>[^:]+):(?<line>\d+):(?<column>\d+))?: (?<kind>.*)/#
            ) {
                let (name, _) = Self.splitName(match.name)
                let location = match.file.map { file in
                    RecordedIssue.Location(
                        fileName: String(file), line: match.line.flatMap { Int($0) } ?? 1,
                        column: match.column.flatMap { Int($0) } ?? 1)
                }
                let issue = RecordedIssue(
                    testName: name, arguments: match.arguments.map(String.init), location: location,
                    kind: String(match.kind), isKnown: match.known != nil, isWarning: match.what == "warning")
                record(issue, isSuite: isSuite)
            } else if let match = rest.wholeMatch(of: #/(?<name>.+) started\./#) {
                let (name, alias) = Self.splitName(match.name)
                if isSuite {
                    run.suites.append(SuiteResult(name: name, alias: alias, status: .running))
                } else {
                    run.tests.append(TestResult(name: name, alias: alias, status: .running))
                }
            } else if let match = rest.wholeMatch(
                of:
                    #/(?<name>.+?)(?: with (?<cases>\d+) test cases?)? (?<verdict>passed|failed) after [^ ]+ seconds?(?: with (?<issues>\d+) issues?)?.*\./#
            ) {
                let (name, alias) = Self.splitName(match.name)
                let status: TestResult.Status = match.verdict == "passed" ? .passed : .failed
                if isSuite {
                    let index = suiteIndex(name: name, alias: alias)
                    run.suites[index].status = status
                    run.suites[index].issueCount = match.issues.flatMap { Int($0) } ?? 0
                } else {
                    let index = endingTestIndex(name: name, alias: alias, failed: status == .failed)
                    run.tests[index].status = status
                    run.tests[index].caseCount = match.cases.flatMap { Int($0) }
                }
            } else if let match = rest.wholeMatch(of: #/(?<name>.+?) skipped(?:: "(?<reason>.*)"|\.)/#) {
                let (name, alias) = Self.splitName(match.name)
                let status = TestResult.Status.skipped(reason: match.reason.map(String.init))
                if isSuite {
                    run.suites.append(SuiteResult(name: name, alias: alias, status: status))
                } else {
                    run.tests.append(TestResult(name: name, alias: alias, status: status))
                }
            }
        }

        mutating func record(_ issue: RecordedIssue, isSuite: Bool) {
            if isSuite {
                let index = suiteIndex(name: issue.testName, alias: nil)
                run.suites[index].issues.append(issue)
                lastIssue = .suite(index)
            } else {
                let index = testIndex(name: issue.testName, alias: nil)
                run.tests[index].issues.append(issue)
                lastIssue = .test(index)
            }
        }

        /// The running test of that name (the first one, when several are), else the last one of that name,
        /// else a new one (the output began after it started).
        mutating func testIndex(name: String, alias: String?) -> Int {
            if let index = run.tests.firstIndex(where: { $0.name == name && $0.status == .running }) { return index }
            if let index = run.tests.lastIndex(where: { $0.name == name }) { return index }
            run.tests.append(TestResult(name: name, alias: alias, status: .running))
            return run.tests.count - 1
        }

        /// The test an end line is about. Of several running tests of that name, a failing end goes to one
        /// with a failing issue and a passing end to one without, so parallel tests of one name stay apart.
        mutating func endingTestIndex(name: String, alias: String?, failed: Bool) -> Int {
            let running = run.tests.indices.filter { run.tests[$0].name == name && run.tests[$0].status == .running }
            if running.count > 1,
                let index = running.first(where: { run.tests[$0].issues.contains(where: \.isFailure) == failed })
            {
                return index
            }
            return testIndex(name: name, alias: alias)
        }

        mutating func suiteIndex(name: String, alias: String?) -> Int {
            if let index = run.suites.firstIndex(where: { $0.name == name && $0.status == .running }) { return index }
            if let index = run.suites.lastIndex(where: { $0.name == name }) { return index }
            run.suites.append(SuiteResult(name: name, alias: alias, status: .running))
            return run.suites.count - 1
        }

        // MARK: Details

        mutating func appendDetail(_ detail: String) {
            switch lastIssue {
            case .test(let index)?:
                guard !run.tests[index].issues.isEmpty else { return }
                run.tests[index].issues[run.tests[index].issues.count - 1].details.append(detail)
            case .suite(let index)?:
                guard !run.suites[index].issues.isEmpty else { return }
                run.suites[index].issues[run.suites[index].issues.count - 1].details.append(detail)
            case nil:
                return
            }
        }

        mutating func appendToLastDetail(_ text: Substring) {
            switch lastIssue {
            case .test(let index)?:
                guard let issueIndex = run.tests[index].issues.indices.last,
                    !run.tests[index].issues[issueIndex].details.isEmpty
                else { return }
                run.tests[index].issues[issueIndex].details[run.tests[index].issues[issueIndex].details.count - 1] +=
                    text
            case .suite(let index)?:
                guard let issueIndex = run.suites[index].issues.indices.last,
                    !run.suites[index].issues[issueIndex].details.isEmpty
                else { return }
                run.suites[index].issues[issueIndex].details[run.suites[index].issues[issueIndex].details.count - 1] +=
                    text
            case nil:
                return
            }
        }

        // MARK: Crashes

        /// Crash evidence may appear anywhere, even glued to the middle of another line.
        mutating func consumeCrashEvidence(_ line: Substring) {
            if line.contains("signal code"),
                let match = line.firstMatch(of: #/exited with unexpected signal code (?<signal>\d+)/#.ignoresCase())
            {
                crash.signal = Int(match.signal)
                crashed = true
            }
            if line.contains(": Fatal error") || line.contains(": Precondition failed")
                || line.contains(": Assertion failed") || line.hasPrefix("Fatal error"),
                crash.runtimeMessage == nil,
                let match = line.firstMatch(
                    of:
                        #/(?:(?<file>[^\s:][^:]*):(?<line>\d+): )?(?<kind>Fatal error|Precondition failed|Assertion failed)(?<message>: .*)?$/#
                )
            {
                crash.runtimeMessage = String(match.kind) + (match.message.map(String.init) ?? "")
                if let file = match.file, let number = match.line { crash.runtimeLocation = "\(file):\(number)" }
                crashed = true
            }
            if line.hasPrefix("*** ") {
                if let match = line.wholeMatch(
                    of: #/\*\*\* Program crashed: (?<what>.+?)(?: at 0x[0-9a-fA-F]+)? \*\*\*/#)
                {
                    crash.signalDescription = String(match.what)
                    crashed = true
                } else if let match = line.wholeMatch(of: #/\*\*\* Signal (?<signal>\d+): .*/#) {
                    crash.signal = crash.signal ?? Int(match.signal)
                    crashed = true
                }
            }
            if line.hasPrefix("Thread "), line.hasSuffix(" crashed:") {
                inCrashedThread = true
                crash.frames = []
            }
        }

        /// `  3 [ra] [inlined]   0x… symbol + 32 in image at path:line:col`; a blank line after the frames ends
        /// the thread.
        mutating func consumeFrame(_ line: Substring) {
            if line.hasPrefix("Thread ") {
                inCrashedThread = line.hasSuffix(" crashed:")
                return
            }
            if line.isEmpty || line.hasPrefix("Registers") {
                if !crash.frames.isEmpty || !line.isEmpty { inCrashedThread = false }
                return
            }
            guard let match = line.wholeMatch(of: #/\s*\d+ (?:\[[^\]]*\] *)*0x[0-9a-fA-F]+ (?<rest>.*)/#) else {
                return
            }
            var rest = match.rest
            var location: SourceLocation?
            if let at = rest.firstMatch(of: #/ at (?<file>[^ ].*?):(?<line>\d+)(?::(?<column>\d+))?$/#) {
                location = SourceLocation(
                    file: String(at.file), line: Int(at.line) ?? 1, column: at.column.flatMap { Int($0) } ?? 1)
                rest = rest[..<at.range.lowerBound]
            } else if let at = rest.firstMatch(of: #/ at [^ ]+$/#) {
                rest = rest[..<at.range.lowerBound]
            }
            if let symbol = rest.wholeMatch(of: #/(?<symbol>.*?)(?: \+ \d+)? in [^ ]+/#) {
                rest = symbol.symbol
            }
            crash.frames.append(TestCrash.Frame(symbol: String(rest), location: location))
        }

        mutating func finish() -> TestRun {
            if crashed {
                crash.unfinishedTests = run.tests.filter { $0.status == .running }.map(\.name)
                crash.unfinishedSuites = run.suites.filter { $0.status == .running }.map(\.name)
                run.crash = crash
            }
            return run
        }

        // MARK: Names

        /// `"display name" (aka 'swiftName()')` → (`display name`, `swiftName()`); `"display name"` →
        /// (`display name`, nil); `function()` → (`function()`, nil).
        static func splitName(_ raw: Substring) -> (name: String, alias: String?) {
            if let match = raw.wholeMatch(of: #/"(?<name>.*)" \(aka '(?<alias>.*)'\)/#) {
                return (String(match.name), String(match.alias))
            }
            if raw.count >= 2, raw.first == "\"", raw.last == "\"" {
                return (String(raw.dropFirst().dropLast()), nil)
            }
            return (String(raw), nil)
        }
    }
}
