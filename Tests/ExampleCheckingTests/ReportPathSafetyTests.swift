import DocgenCore
import ExampleChecking
import Foundation
import Testing

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// A Markdown file name may hold a line feed (git allows it): `Docs/a\n::error file=x::pwned.en.md`. No
/// report format lets the rest of such a name start a line (a GitHub Actions workflow command), and each
/// shows the control character as `�`.
@Suite struct ReportPathSafetyTests {
    static let file = "Docs/a\n::error file=x::pwned\u{1B}[2J.en.md"
    static let shown = "Docs/a�::error file=x::pwned�[2J.en.md"

    static let report = CheckReport(
        examples: [
            ExampleResult(id: "a__passed", status: .passed, locations: [location(file, 3)]),
            ExampleResult(
                id: "a__failed", status: .failed, locations: [location(file, 10)],
                diagnostics: [
                    .error(
                        .expectationFailed, at: location(file, 12, 5), "step 1 showed (none)",
                        notes: [.init(location: location(file, 14, 1), message: "the step")])
                ],
                failingStep: .init(text: "type \"in\"\n::warning::x", location: location(file, 12))),
            ExampleResult(
                id: "a__scenes", status: .skipped(reason: "uses UIKit API the headless UIKit does not model: UIScene"),
                locations: [location(file, 20)],
                unmodelled: [UnmodelledUse(name: "UIScene", location: location(file, 22, 9))]),
        ])

    /// No line begins a workflow command, and the name is shown with `�`.
    private func expectSafe(_ text: String, allowingCommands: Bool = false) {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            #expect(allowingCommands || !line.hasPrefix("::"), "\(line)")
            #expect(!line.contains("\u{1B}"), "\(line)")
        }
        #expect(text.contains(Self.shown), "\(text)")
    }

    @Test func theHumanReportShowsTheNameOnOneLine() {
        let text = HumanReportFormatter(useColour: false).format(Self.report)
        expectSafe(text)
        #expect(text.contains("PASS a__passed  \(Self.shown):3\n"))
        #expect(text.contains("  UIScene  1  \(Self.shown):22:9\n"))
        #expect(text.contains("    failing step (\(Self.shown):12:1): type \"in\"\n"))
    }

    @Test func eachAnnotationIsOneCommandOnOneLine() {
        let text = GitHubAnnotationFormatter.format(Self.report)
        let lines = text.split(separator: "\n")
        // One annotation per diagnostic, each one line of its own.
        #expect(lines.count == Self.report.examples.flatMap(\.diagnostics).count)
        #expect(lines.allSatisfy { $0.hasPrefix("::error ") || $0.hasPrefix("::notice ") })
        #expect(!text.contains("\u{1B}"))
        #expect(text.contains("file=Docs/a�%3A%3Aerror file=x%3A%3Apwned�[2J.en.md,line=12"))
    }

    @Test func theJUnitReportIsWellFormedAndShowsTheName() throws {
        let xml = JUnitReportFormatter.format(Self.report)
        expectSafe(xml)
        #expect(xml.contains("file=\"\(Self.shown)\""))
        #expect(xml.contains("<testsuite name=\"\(Self.shown)\""))
        let parser = XMLParser(data: Data(xml.utf8))
        #expect(parser.parse(), "\(parser.parserError.map { "\($0)" } ?? "")")
    }
}
