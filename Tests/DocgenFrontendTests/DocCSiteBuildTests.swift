import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` on a small book in DocC Markdown: `<doc:>` links become links to pages, the root page's
/// Topics order the index and the pages, directives are hidden, asides drawn, and what leads nowhere is a
/// warning at its `file:line:col`.
@Suite struct DocCSiteBuildTests {
    static let docs: [String: String] = [
        "Root.en.md": """
        # The Book

        @Metadata {
          @TechnologyRoot
        }

        ## Topics

        ### Chapters

        - <doc:Second>
        - <doc:First>
        - <doc:Missing>

        """,
        "First.en.md": "# First Chapter\n\n## Raw Values\n\n> Note: See <doc:Second> and <doc:Second#Nowhere>.\n",
        "Second.en.md": "# Second Chapter\n\nBack to <doc:First#Raw-Values> and <doc:>.\n",
    ]

    /// The warnings the book gets, each at its place.
    static let expectedWarnings: [String] = [
        "Docs/Root.en.md:13:4: warning: Topics lists 'Missing', which is no document of the site; it is left out of the reading order [DG0343]",
        "Docs/First.en.md:5:31: warning: 'doc:Second#Nowhere': 'Second' has no heading 'Nowhere'; the link is shown as text [DG0341]",
        "Docs/Second.en.md:3:37: warning: 'doc:' names no document; it is shown as text — write <doc:Name> [DG0342]",
    ]

    @Test func aDocCBookBuildsItsSite() throws {
        let directory = try makeScratchProject("docgen-docc-site", docs: Self.docs)
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments: [String] = ["build", "--quiet", "--uikit-package", repositoryRoot.path]
        let output = try DocgenProcess.run(arguments, in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let lines: [String] = output.stderrLines
        for line in Self.expectedWarnings { #expect(lines.contains(line), "\(output.stderr)") }
        try expectPages(in: directory.appendingPathComponent("site"))
    }

    private func expectPages(in site: URL) throws {
        func page(_ name: String) throws -> String {
            try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
        }
        let index: String = try page("index.html")
        let second: Range<String.Index> = try #require(index.range(of: ">Second Chapter<"))
        let first: Range<String.Index> = try #require(index.range(of: ">First Chapter<"))
        #expect(second.lowerBound < first.lowerBound)
        let root: String = try page("Root.en.html")
        #expect(!root.contains("TechnologyRoot"))
        #expect(root.contains("<a href=\"Second.en.html\" class=\"doc-link\">Second Chapter</a>"))
        let secondPage: String = try page("Second.en.html")
        #expect(secondPage.contains("<a href=\"First.en.html#raw-values\" class=\"doc-link\">Raw Values</a>"))
        #expect(secondPage.contains("rel=\"next\" href=\"First.en.html\""))
        let firstPage: String = try page("First.en.html")
        #expect(firstPage.contains("<aside id=\"L5\" class=\"aside note\""))
    }
}
