import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` on a chapter of *The Swift Programming Language* and its Chinese translation, as vendored
/// (`Tests/Fixtures/swift-book`): both build, and a listing edited after its test is drift at the test.
@Suite struct SwiftBookBuildTests {
    @Test func theGuidedTourInBothLanguagesBuildsAndItsDriftIsLocated() throws {
        let book = repositoryRoot.appendingPathComponent("Tests/Fixtures/swift-book/Docs")
        var docs: [String: String] = [:]
        for name in ["GuidedTour.en.md", "GuidedTour.zh-Hans.md"] {
            docs[name] = try String(contentsOf: book.appendingPathComponent(name), encoding: .utf8)
        }
        let directory = try makeScratchProject("docgen-swift-book", docs: docs)
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["build", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        let drift = (output.stdout + output.stderr).split(separator: "\n").filter { $0.contains("[DG0313]") }
        // The book's actors section shows `actor ServerConnection`; its test still has `actor Oven`.
        for file in ["Docs/GuidedTour.en.md", "Docs/GuidedTour.zh-Hans.md"] {
            #expect(
                drift.contains { $0.hasPrefix(file + ":") && $0.contains("'actor ServerConnection {'") },
                "\(drift)")
        }
        #expect(!(output.stdout + output.stderr).contains("[DG0314]"))
    }
}
