import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` on Tests/Fixtures/real-app-patterns: code written the way iOS apps are (storyboard
/// outlets with a plain search bar, a searchable collection view with a scope bar, a global factory
/// function, `NSIndexPath` rows, cells from a nib) builds in Swift 5 mode against the headless UIKit and
/// passes its sessions, and old names fail to compile with Xcode's "has been renamed" message.
@Suite(.serialized) struct RealAppPatternsCheckTests {
    /// A scratch project holding the fixture document and a copy of Templates/, built.
    func project() throws -> URL {
        let directory = try makeScratchProject("docgen-real-app", docsFolder: "Tests/Fixtures/real-app-patterns")
        let build = try DocgenProcess.run(
            ["build", "--quiet", "--no-site", "--uikit-package", repositoryRoot.path], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        return directory
    }

    @Test(.hangGuard) func everyPatternPasses() throws {
        let directory = try project()
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(
            ["check", "--uikit-package", repositoryRoot.path], in: directory)
        let text = output.stdout
        #expect(output.exitCode == 0, "\(text)\n\(output.stderr)")
        for id in [
            "storyboard_outlets_and_a_plain_search_bar", "a_searchable_collection_view_with_a_scope_bar",
            "cells_from_a_nib_and_nsindexpath_rows", "old_names", "swift_2_method_names",
        ] {
            #expect(text.contains("PASS real_app_patterns__\(id) "), "\(id) did not pass:\n\(text)")
        }
        #expect(text.split(separator: "\n").last == "5 passed, 0 failed, 0 incomplete, 0 skipped")
    }
}
