import DocgenCore
import ExampleChecking
import Testing

@Suite struct TestOutputParserTests {
    let parser = TestOutputParser()

    // MARK: - Real Swift Testing 6.3 output

    @Test func aParallelRunWithFailures() throws {
        let run = parser.parse(try fixture("test-parallel-failures.txt"))
        #expect(run.summary == TestRun.Summary(testCount: 8, suiteCount: 4, passed: false, issueCount: 7))
        #expect(run.isComplete)
        #expect(run.crash == nil)
        #expect(run.suites.map(\.name) == ["doc_c__dup", "doc_a__first", "doc_b__crash", "doc_a__second"])
        #expect(run.suites.map(\.status) == [.failed, .passed, .failed, .failed])
        #expect(run.suites.map(\.issueCount) == [3, 0, 1, 3])
        expectTests(run)
    }

    private func expectTests(_ run: TestRun) {
        #expect(run.suite(named: "doc_a__first")?.status == .passed)
        #expect(run.tests.count == 8)
        #expect(run.tests.allSatisfy { $0.status != .running })
        #expect(run.tests(named: "skipped()").map(\.status) == [.skipped(reason: "no UIKit")])
        #expect(run.issues.count == 7)
    }

    @Test func testsOfTheSameNameRunningTogetherStayApart() throws {
        let run = parser.parse(try fixture("test-parallel-failures.txt"))
        let twins = run.tests(named: "runsTheSession()")
        #expect(twins.count == 2)
        // The one that failed is the one with the issue.
        #expect(Set(twins.map(\.status)) == [.passed, .failed])
        for twin in twins {
            #expect(twin.issues.isEmpty == (twin.status == .passed))
        }
    }

    @Test func issuesAtMarkdownLinesKeepTheirMessage() throws {
        let run = parser.parse(try fixture("test-parallel-failures.txt"))
        let session = try #require(run.tests(named: "session step 2").first)
        #expect(session.status == .failed)
        #expect(session.issues.count == 2)
        let expectation = session.issues[0]
        #expect(expectation.location == RecordedIssue.Location(fileName: "T.swift", line: 13, column: 9))
        #expect(expectation.kind == #"Expectation failed: (rows → ["A", "B"]) == ["A", "C"]"#)
        #expect(expectation.details == [#"± inserted ["B"], removed ["C"]"#])
        let recorded = session.issues[1]
        // Swift Testing prints only the last component of the file ID (`Docs/x.ru.md`).
        #expect(recorded.location == RecordedIssue.Location(fileName: "x.ru.md", line: 42, column: 1))
        #expect(recorded.location?.isInMarkdown == true)
        #expect(recorded.message == #"step 2: type "in" → expected Intermediate, got (none)"#)
        #expect(recorded.isFailure)
    }

    @Test func multiLineCommentsAndThrownErrors() throws {
        let run = parser.parse(try fixture("test-parallel-failures.txt"))
        let multiline = try #require(run.tests(named: "multiline()").first?.issues.first)
        #expect(multiline.location == RecordedIssue.Location(fileName: "y.zh-Hans.md", line: 7, column: 3))
        #expect(multiline.details == ["line one\nline two"])
        #expect(multiline.message == "line one\nline two")
        let thrown = try #require(run.tests(named: "throwsError()").first?.issues.first)
        #expect(thrown.kind == "Caught error: Oops()")
        #expect(thrown.message == "Caught error: Oops()")
    }

    @Test func parameterizedTests() throws {
        let run = parser.parse(try fixture("test-parallel-failures.txt"))
        let param = try #require(run.tests(named: "param(value:)").first)
        #expect(param.status == .failed)
        #expect(param.caseCount == 3)
        #expect(param.issues.map(\.arguments) == ["value → 2"])
        #expect(param.issues.first?.location == RecordedIssue.Location(fileName: "T.swift", line: 17, column: 9))
    }

    @Test func verboseOutputNamesSuiteTypes() throws {
        let run = parser.parse(try fixture("test-verbose.txt"))
        #expect(run.suite(named: "Tests_doc_b__crash")?.name == "doc_b__crash")
        #expect(run.suites.allSatisfy { $0.alias == "Tests_" + $0.name })
        let session = try #require(run.tests(named: "sessionStep()").first)
        #expect(session.name == "session step 2")
        #expect(session.status == .failed)
        // The verbose per-case end lines do not make tests of their own.
        #expect(run.tests.count == 8)
        #expect(run.summary?.issueCount == 7)
    }

    // MARK: - Crashes

    @Test func aParallelCrashNamesTheTrappingSuiteFromTheBacktrace() throws {
        let run = parser.parse(try fixture("test-parallel-crash.txt"))
        #expect(run.summary == nil)
        let crash = try #require(run.crash)
        #expect(crash.signal == 4)
        #expect(crash.signalDescription == "Illegal instruction")
        #expect(crash.runtimeMessage == "Fatal error: Index out of range")
        #expect(crash.runtimeLocation == "Swift/ContiguousArrayBuffer.swift:692")
        // Several tests were running.
        #expect(Set(crash.unfinishedTests) == ["session step 2", "runsTheSession()", "traps()"])
        #expect(
            crash.frames.contains(
                TestCrash.Frame(
                    symbol: "crash(_:)", location: location("/ci/docs/Examples/Sources/ex_alpha/Program.swift", 2, 51)))
        )
        #expect(crash.summary == "Fatal error: Index out of range (signal 4)")
    }

    @Test func aSerialCrashInMarkdownCode() throws {
        let run = parser.parse(try fixture("test-serial-crash.txt"))
        let crash = try #require(run.crash)
        #expect(crash.runtimeMessage == "Fatal error: boom: Привет")
        #expect(crash.runtimeLocation == "ex_alpha/x.ru.md:43")
        #expect(crash.unfinishedTests == ["traps()"])
        #expect(crash.unfinishedSuites == ["doc_b__crash"])
        #expect(crash.firstLocation { $0.file.hasSuffix(".md") } == location("Docs/x.ru.md", 43, 27))
        #expect(run.suites.map(\.status) == [.passed, .failed, .running])
    }

    @Test func aTimedOutRunIsIncompleteWithoutACrash() {
        let run = parser.parse("◇ Test run started.\n◇ Suite \"a__b\" started.\n◇ Test \"a__b\" started.\n")
        #expect(!run.isComplete)
        #expect(run.crash == nil)
        #expect(run.tests.map(\.status) == [.running])
        #expect(run.suites.map(\.status) == [.running])
    }

    @Test func theBriefSignalLineAndNoBacktrace() {
        let run = parser.parse(
            """
            ◇ Test "a__b" started.
            Fatal error: Unexpectedly found nil while unwrapping an Optional value
            error: Exited with unexpected signal code 5
            """)
        #expect(
            run.crash
                == TestCrash(
                    runtimeMessage: "Fatal error: Unexpectedly found nil while unwrapping an Optional value", signal: 5,
                    unfinishedTests: ["a__b"]))
    }

    // MARK: - Other lines

    @Test func knownIssuesWarningsSuiteIssuesAndColours() {
        let run = parser.parse(
            """
            \u{1B}[90m◇\u{1B}[0m Suite "s" started.
            ◇ Test f() started.
            ✘ Test f() recorded a known issue at A.swift:1:2: Issue recorded
            ⚠ Test f() recorded a warning at A.swift:3:4: Issue recorded
            ✘ Suite "s" recorded an issue: Caught error: E()
            ↳ from init
            ✔ Test f() passed after 0.001 seconds with 1 known issue.
            ✘ Suite "s" failed after 0.002 seconds with 1 issue.
            ✔ Test run with 1 test passed after 0.003 seconds.
            """)
        #expect(run.tests.first?.status == .passed)
        #expect(run.tests.first?.issues.map(\.isKnown) == [true, false])
        #expect(run.tests.first?.issues.map(\.isWarning) == [false, true])
        #expect(run.tests.first?.issues.contains(where: \.isFailure) == false)
        #expect(run.suites.first?.issues.map(\.message) == ["Caught error: E()\nfrom init"])
        #expect(run.suites.first?.issues.first?.location == nil)
        #expect(run.summary == TestRun.Summary(testCount: 1, suiteCount: nil, passed: true, issueCount: 0))
    }

    @Test func skippedSuitesAndTestsWithoutReasons() {
        let run = parser.parse("➜ Suite \"x__y\" skipped.\n➜ Test g() skipped.\n")
        #expect(run.suites.map(\.status) == [.skipped(reason: nil)])
        #expect(run.tests.map(\.status) == [.skipped(reason: nil)])
    }
}
