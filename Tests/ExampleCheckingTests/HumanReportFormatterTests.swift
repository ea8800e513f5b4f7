import DocgenCore
import ExampleChecking
import Testing

@Suite struct HumanReportFormatterTests {
    @Test func golden() throws {
        try expectGolden(HumanReportFormatter(useColour: false).format(sampleReport), "report.txt")
    }

    @Test func goldenInColour() throws {
        try expectGolden(HumanReportFormatter(useColour: true).format(sampleReport), "report-colour.txt")
    }

    @Test func theLastLineIsTheSummaryEvenInColour() {
        for useColour in [false, true] {
            let text = HumanReportFormatter(useColour: useColour).format(sampleReport)
            #expect(text.hasSuffix("\n1 passed, 2 failed, 1 incomplete, 3 skipped\n"))
        }
    }

    @Test func noEscapesWithoutColour() {
        #expect(!HumanReportFormatter(useColour: false).format(sampleReport).contains("\u{1B}"))
        #expect(HumanReportFormatter(useColour: true).format(sampleReport).contains("\u{1B}[1;31mFAIL\u{1B}[0m"))
    }

    @Test func diagnosticLinesAreClickable() {
        let lines = HumanReportFormatter().lines(for: sampleReport.examples[1].diagnostics[0])
        #expect(
            lines == [
                "Docs/search.ru.md:42:19: error: cannot find type 'UIViewControler' in scope [DG0601]",
                "Docs/search.ru.md:47:26: note: did you mean 'UIViewController'?",
            ])
    }

    @Test func anEmptyReport() {
        #expect(
            HumanReportFormatter().format(CheckReport(examples: [])) == "0 passed, 0 failed, 0 incomplete, 0 skipped\n")
    }

    @Test func incompleteFragmentsShowTheirHiddenPartAndTheTableEndsTheReport() {
        let text = HumanReportFormatter(useColour: false).format(sampleReport)
        #expect(text.contains("INCOMPLETE search__fragment (needs searchController, products)  Docs/search.en.md:90"))
        #expect(text.contains("        var searchController: UISearchController!\n"))
        #expect(
            text.hasSuffix(
                """
                unmodelled UIKit API (examples using it, first use):
                  UIScene        2  Docs/search.en.md:102:25
                  UIScreen.main  1  Docs/search.en.md:104:9
                1 passed, 2 failed, 1 incomplete, 3 skipped

                """))
    }

    @Test(
        arguments: [
            ([:], true, true),
            (["NO_COLOR": "1"], true, false),
            (["NO_COLOR": ""], true, true),
            (["TERM": "dumb"], true, false),
            ([:], false, false),
        ] as [([String: String], Bool, Bool)])
    func colourPolicy(environment: [String: String], isTerminal: Bool, expected: Bool) {
        #expect(HumanReportFormatter.shouldUseColour(environment: environment, isTerminal: isTerminal) == expected)
    }
}
