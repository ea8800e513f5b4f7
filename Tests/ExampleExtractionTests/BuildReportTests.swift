import DocgenCore
import ExampleExtraction
import Testing

/// The paragraph `docgen build` prints per example.
@Suite struct BuildReportTests {
    @Test func aLineFeedInAFileNameNeverStartsALineOfTheReport() throws {
        // git allows a line feed in a file name; the rest of it would be a GitHub Actions workflow command.
        let (set, _) = extract(
            "# Search\n\n" + fence("swift", "import UIKit\nclass A: UIViewController {}"),
            path: "Docs/a\n::error file=x::pwned.en.md")
        let report = set.report
        #expect(set.examples.count == 1)
        #expect(!report.split(separator: "\n").contains { $0.hasPrefix("::") }, "\(report)")
        #expect(report.contains("  sources: Docs/a�::error file=x::pwned.en.md:4"), "\(report)")
    }
}
