import DocgenCore
import ExampleChecking
import Testing

@Suite struct GitHubAnnotationFormatterTests {
    @Test func golden() throws {
        try expectGolden(GitHubAnnotationFormatter.format(sampleReport), "report.github.txt")
    }

    @Test func escaping() {
        #expect(GitHubAnnotationFormatter.escapedData("100% a:b,c\r\nd") == "100%25 a:b,c%0D%0Ad")
        #expect(GitHubAnnotationFormatter.escapedProperty("100% a:b,c\r\nd") == "100%25 a%3Ab%2Cc%0D%0Ad")
    }

    @Test func oneAnnotation() {
        let diagnostic = Diagnostic.warning(
            .exampleCompileWarning, at: location("Docs/a, b.md", 4, 2), "unused: x",
            notes: [.init(location: nil, message: "remove it")])
        #expect(
            GitHubAnnotationFormatter.annotation(for: diagnostic, title: "DG0602 a__b")
                == "::warning file=Docs/a%2C b.md,line=4,col=2,title=DG0602 a__b::unused: x [DG0602]%0Anote: remove it")
    }

    @Test func aFailureWithoutDiagnosticsIsStillAnnotated() {
        let report = CheckReport(examples: [
            ExampleResult(id: "a__b", status: .failed, locations: [location("Docs/a.md", 3)]),
            ExampleResult(id: "a__c", status: .skipped(reason: "no_run"), locations: [location("Docs/a.md", 9)]),
        ])
        #expect(
            GitHubAnnotationFormatter.format(report)
                == "::error file=Docs/a.md,line=3,col=1,title=a__b::example a__b failed [DG0603]\n")
    }

    @Test(arguments: [(["GITHUB_ACTIONS": "true"], true), (["GITHUB_ACTIONS": "false"], false), ([:], false)])
    func enabledOnlyOnGitHubActions(environment: [String: String], expected: Bool) {
        #expect(GitHubAnnotationFormatter.isEnabled(environment: environment) == expected)
    }
}
