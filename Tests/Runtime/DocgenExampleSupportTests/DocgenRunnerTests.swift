import DocgenExampleSupport
import Foundation
import Testing
import UIKitDriver

/// The example runner's command line, with its output captured.
@Suite @MainActor struct DocgenRunnerTests {
    final class Captured {
        var standardOutput: [String] = []
        var standardError: [String] = []
        var output: DocgenRunner.Output {
            DocgenRunner.Output(
                standardOutput: { self.standardOutput.append($0) }, standardError: { self.standardError.append($0) })
        }
    }

    let session = [
        SearchExamples.step(.activate, [], line: 96),
        SearchExamples.step(.type("in"), ["Intermediate"], line: 97),
    ]

    func run(_ arguments: [String], _ examples: [DocgenExample]) async -> (status: Int32, captured: Captured) {
        let captured = Captured()
        let status = await DocgenRunner.main(arguments: arguments, examples: examples, output: captured.output)
        return (status, captured)
    }

    @Test func listsEveryExampleWithItsModeAndTitle() async {
        let (status, captured) = await run(["--list"], [SearchExamples.example(session), SearchExamples.headless])
        #expect(status == 0)
        #expect(captured.standardOutput == ["search  runnable  Панель поиска", "plain  noRun  Plain"])
    }

    @Test(arguments: [[], ["a", "b"], ["--json"]])
    func anythingButOneIdIsAUsageError(arguments: [String]) async {
        let (status, captured) = await run(arguments, [SearchExamples.example(session)])
        #expect(status == 64)
        #expect(captured.standardError == ["usage: ExampleRunner [--list | --json] <example-id>"])
        #expect(captured.standardOutput.isEmpty)
    }

    @Test func anUnknownIdIsAUsageError() async {
        let (status, captured) = await run(["nope"], [SearchExamples.example(session)])
        #expect(status == 64)
        #expect(captured.standardError == ["ExampleRunner: no example 'nope'; see --list"])
    }

    @Test func anExampleWithoutAControllerHasNothingToRun() async {
        let (status, captured) = await run(["plain"], [SearchExamples.headless])
        #expect(status == 0)
        #expect(captured.standardOutput == ["plain declares no view controller to host; nothing to run"])
    }

    @Test func printsEachScreenUnderItsStepAndDocsLocation() async {
        let (status, captured) = await run(["search"], [SearchExamples.example(session)])
        #expect(status == 0)
        #expect(captured.standardOutput.first == "== search: Панель поиска")
        #expect(captured.standardOutput.count == 4)
        #expect(captured.standardOutput[1].hasPrefix("-- initial screen\n"))
        #expect(captured.standardOutput[3].hasPrefix("-- type \"in\"  (Docs/search.ru.md:97:1)\n"))
        #expect(captured.standardOutput[3].hasSuffix("  - Intermediate [blue_square]"))
    }

    @Test func aMismatchIsPrintedAndFailsTheRun() async {
        let wrong = [SearchExamples.step(.type("in"), ["Advanced"], line: 97)]
        let (status, captured) = await run(["search"], [SearchExamples.example(wrong)])
        #expect(status == 1)
        #expect(captured.standardOutput.last == "!! type \"in\": expected Advanced, the table shows Intermediate")
    }

    @Test func jsonHasEachStepsLocationRowsAndMismatch() async throws {
        let steps = session + [SearchExamples.step(.type("ex"), ["Easiest"], line: 98)]
        let (status, captured) = await run(["--json", "search"], [SearchExamples.example(steps)])
        #expect(status == 1)
        #expect(captured.standardOutput.count == 1)
        let report = try #require(
            try JSONSerialization.jsonObject(with: Data(captured.standardOutput[0].utf8)) as? [String: Any])
        #expect(report["id"] as? String == "search")
        let initialRows: [String?]? = (report["initialRows"] as? [[String: String]])?.map {
            (row: [String: String]) -> String? in row["title"]
        }
        #expect(initialRows == SearchExamples.allTitles.map { (title: String) -> String? in title })
        try expectSteps(report)
    }

    private func expectSteps(_ report: [String: Any]) throws {
        let objects = try #require(report["steps"] as? [[String: Any]])
        let locations: [String?] = objects.map { (step: [String: Any]) -> String? in step["location"] as? String }
        let expected: [String?] = (96...98).map { (line: Int) -> String? in "Docs/search.ru.md:\(line):1" }
        #expect(locations == expected)
        #expect(objects[1]["rows"] as? [[String: String]] == [["title": "Intermediate", "image": "blue_square"]])
        #expect(objects[1]["searchText"] as? String == "in")
        #expect(objects[1]["active"] as? Bool == true)
        #expect(objects[1]["mismatch"] == nil)
        #expect(objects[2]["mismatch"] as? String == "type \"ex\": expected Easiest, the table shows Expert Only")
    }
}

/// The JSON report's navigation facts: title, depth, back button, bar buttons, refresh control, alert.
@Suite @MainActor
struct DocgenRunnerNavigationFactsTests {
    @Test func aScreenWithAnAlertAndBarButtons() throws {
        let screen = Screen(
            navigationTitle: "Todos", searchBar: nil, isSearchActive: nil, tableOwner: .host, sections: [],
            navigationBar: Screen.NavigationBar(
                backButton: "Back", leftButtons: ["Sort"], rightButtons: ["Add"], prompt: nil),
            isRefreshing: false,
            alert: Screen.Alert(
                title: "New Todo", message: nil, textFields: [Screen.Alert.TextField(text: "Milk", placeholder: nil)],
                actions: ["Cancel", "Add"]),
            depth: 2)
        let facts = DocgenRunner.navigationFacts(screen)
        #expect(facts["navigationTitle"] as? String == "Todos" && facts["depth"] as? Int == 2)
        #expect(facts["backButton"] as? String == "Back" && facts["barButtons"] as? [String] == ["Sort", "Add"])
        #expect(facts["refreshing"] as? Bool == false)
        let alert = try #require(facts["alert"] as? [String: Any])
        #expect(alert["title"] as? String == "New Todo" && alert["buttons"] as? [String] == ["Cancel", "Add"])
        #expect(alert["textFields"] as? [String] == ["Milk"])
        let plain = DocgenRunner.navigationFacts(
            Screen(navigationTitle: nil, searchBar: nil, isSearchActive: nil, tableOwner: nil, sections: []))
        #expect(plain.keys.sorted() == ["depth"])
    }
}
