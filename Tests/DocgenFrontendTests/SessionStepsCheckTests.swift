import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` + `docgen check` as processes on documents whose sessions go beyond search: a to-do
/// list driven through its bar button, alert, swipe actions, refresh control and navigation
/// (Tests/Fixtures/navigation-sessions), and the complete to-do list of the issue
/// (Tests/Fixtures/todo-list), which needs the table editing model.
@Suite(.serialized) struct SessionStepsCheckTests {
    /// A scratch project holding the fixture documents and a copy of Templates/, built.
    func project(_ folder: String) throws -> URL {
        let directory = try makeScratchProject("docgen-sessions", docsFolder: folder)
        let build = try DocgenProcess.run(
            ["build", "--quiet", "--no-site", "--uikit-package", repositoryRoot.path], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        return directory
    }

    @Test(.hangGuard) func aSessionThatAddsDeletesRefreshesAndNavigatesPasses() throws {
        let directory = try project("Tests/Fixtures/navigation-sessions")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["check", "--uikit-package", repositoryRoot.path], in: directory)
        let text = output.stdout + output.stderr
        #expect(text.contains("PASS navigation_sessions__a_to_do_list "), "\(text)")
        // The second example's session names a row that is not on screen: a failure at the step's line
        // that lists what the table shows.
        #expect(text.contains("FAIL navigation_sessions__a_session_that_names_a_row_not_on_screen "), "\(text)")
        #expect(
            text.contains(
                "Docs/navigation-sessions.en.md:107:1: error: tap \"Bread\": no row titled \"Bread\" on screen; "
                    + "the table shows \"Milk\""), "\(text)")
        #expect(output.exitCode == 1)
        #expect(output.stdout.split(separator: "\n").last == "1 passed, 1 failed, 0 incomplete, 0 skipped", "\(text)")
    }

    @Test(
        .hangGuard)
    func theCompleteToDoListPassesWithASessionThatAddsDeletesAndRefreshes() throws {
        let directory = try project("Tests/Fixtures/todo-list")
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["check", "--uikit-package", repositoryRoot.path], in: directory)
        let text = output.stdout
        #expect(output.exitCode == 0, "\(text)\n\(output.stderr)")
        #expect(text.contains("PASS todo_list__the_controller "), "\(text)")
        #expect(text.split(separator: "\n").last == "1 passed, 0 failed, 0 incomplete, 0 skipped", "\(text)")
    }
}
