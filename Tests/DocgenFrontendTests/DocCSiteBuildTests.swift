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

    @Test func aDocCBookBuildsItsSite() throws {
        let directory = try makeScratchProject("docgen-docc-site", docs: Self.docs)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["build", "--quiet", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let expected = [
            "Docs/Root.en.md:13:4: warning: Topics lists 'Missing', which is no document of the site; it is left out of the reading order [DG0343]",
            "Docs/First.en.md:5:31: warning: 'doc:Second#Nowhere': 'Second' has no heading 'Nowhere'; the link is shown as text [DG0341]",
            "Docs/Second.en.md:3:37: warning: 'doc:' names no document; it is shown as text — write <doc:Name> [DG0342]",
        ]
        for line in expected { #expect(output.stderrLines.contains(line), "\(output.stderr)") }

        let site = directory.appendingPathComponent("site")
        func page(_ name: String) throws -> String {
            try String(contentsOf: site.appendingPathComponent(name), encoding: .utf8)
        }
        let index = try page("index.html")
        let second = try #require(index.range(of: ">Second Chapter<"))
        let first = try #require(index.range(of: ">First Chapter<"))
        #expect(second.lowerBound < first.lowerBound)
        let root = try page("Root.en.html")
        #expect(!root.contains("TechnologyRoot"))
        #expect(root.contains("<a href=\"Second.en.html\" class=\"doc-link\">Second Chapter</a>"))
        let secondPage = try page("Second.en.html")
        #expect(secondPage.contains("<a href=\"First.en.html#raw-values\" class=\"doc-link\">Raw Values</a>"))
        #expect(secondPage.contains("rel=\"next\" href=\"First.en.html\""))
        #expect(try page("First.en.html").contains("<aside id=\"L5\" class=\"aside note\""))
    }
}
