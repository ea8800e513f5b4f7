import DocgenCore
import ExampleExtraction
import Foundation
import Testing

@testable import ExampleChecking

@Suite struct EvidenceTests {
    static let here = DocgenCore.SourceLocation(file: "Docs/a.en.md", line: 3, column: 1)

    func example(
        mode: ExampleMode = .runnable, host: String? = "Host", entries: [String] = [], sessionSteps: Int = 0,
        code: String = "let searchController = UISearchController(searchResultsController: nil)"
    ) -> Example {
        let steps = (0..<sessionSteps).map { _ in
            SearchSession.Step(action: .type("a"), expectedRows: [], location: Self.here)
        }
        return Example(
            id: "a__b", title: "B", language: .swift, mode: mode, sources: [], assemblySteps: [],
            program: AssembledProgram(lines: [ProgramLine(text: code, origin: Self.here)]), hostType: host,
            entries: entries.map { Entry(title: $0) },
            sessions: sessionSteps == 0 ? [] : [SearchSession(steps: steps, location: Self.here)])
    }

    @Test func aDocSessionIsTheEvidenceOverTheOracles() {
        #expect(Evidence(of: example(entries: ["A"], sessionSteps: 2)) == .session)
        #expect(Evidence(of: example(mode: .shouldFail, entries: ["A"], sessionSteps: 1)) == .session)
    }

    @Test func entriesWithoutASessionAreCheckedByTheOracles() {
        #expect(Evidence(of: example(entries: ["A", "B"])) == .oracles)
    }

    @Test func aHostWithoutSearchIsLoadedAndReadNotSearched() {
        let table = "let tableView = UITableView() // not a UISearchBar"
        #expect(Evidence(of: example(entries: ["A", "B"], code: table)) == .ran)
        #expect(Evidence(of: example(entries: ["A"], code: #"let s = "UISearchBar""#)) == .ran)
        #expect(Evidence(of: example()) == .ran)
        #expect(Evidence(of: example(entries: ["A"], sessionSteps: 1, code: table)) == .session)
        #expect(Evidence(of: example(entries: ["A"], code: "var bar: UISearchBar!")) == .oracles)
    }

    @Test func nothingToObserveIsCompiledOnly() {
        #expect(Evidence(of: example(host: nil, entries: ["A"], sessionSteps: 1)) == .compiled)
        #expect(Evidence(of: example(mode: .noRun, entries: ["A"], sessionSteps: 1)) == .compiled)
    }

    @Test func compileFailIsItsOwnEvidence() {
        #expect(Evidence(of: example(mode: .compileFail(expected: "nope"))) == .compileFail)
        #expect(Evidence.compileFail.rawValue == "compile_fail")
    }

    @Test func onlyASessionTheOraclesAScreenReadOrABookTestsOutputAreObserved() {
        #expect(Evidence.allCases.filter(\.isObserved) == [.session, .oracles, .ran, .bookTest])
        #expect(Evidence.bookTest.rawValue == "book_test")
        #expect(Evidence.ran.label == "ran")
        #expect(Evidence.compiled.label == "compiled only")
    }

    @Test func evidenceIsKeptWithTheResultAndOlderResultsReadWithoutIt() throws {
        let result = ExampleResult(id: "a__b", status: .passed, locations: [Self.here], evidence: .oracles)
        let data = try JSONEncoder().encode(result)
        #expect(try JSONDecoder().decode(ExampleResult.self, from: data).evidence == .oracles)
        var object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        object["evidence"] = nil
        let old = try JSONSerialization.data(withJSONObject: object)
        #expect(try JSONDecoder().decode(ExampleResult.self, from: old).evidence == nil)
    }

    @Test func everyFormatShowsTheEvidenceOfAPass() {
        let compiled = ExampleResult(id: "a__b", status: .passed, locations: [Self.here], evidence: .compiled)
        #expect(HumanReportFormatter().statusLine(for: compiled) == "PASS a__b (compiled only)  Docs/a.en.md:3")
        let json = JSONReportFormatter.json(compiled).serialized(pretty: false)
        #expect(json.contains(#""evidence":"compiled""#))
        let failed = ExampleResult(id: "a__b", status: .failed, locations: [Self.here])
        #expect(JSONReportFormatter.json(failed).serialized(pretty: false).contains(#""evidence":null"#))
        let junit = JUnitReportFormatter.format(CheckReport(examples: [compiled]))
        #expect(junit.contains(#"<property name="evidence" value="compiled"/>"#))
    }
}
