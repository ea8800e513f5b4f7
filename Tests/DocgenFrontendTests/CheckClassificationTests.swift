import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` end to end on what the headless UIKit cannot build: unmodelled UIKit API and modules
/// that do not exist here are skips with their reason, a fragment of a larger sample is incomplete (a
/// failure only with `--strict`), and the report ends with the table of unmodelled API.
@Suite(.serialized) struct CheckClassificationTests {
    static let doc = """
        # Storyboards

        ```swift
        import UIKit

        final class Loader {
            func initialController() -> UIViewController? {
                UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController()
            }
        }
        ```

        # Combine

        ```swift
        import UIKit
        import Combine

        final class Model { var cancellables = Set<AnyCancellable>() }
        ```

        # Fragment

        ```swift
        import UIKit

        func configure() {
            searchController.searchBar.placeholder = "Find"
            print(products.count)
        }
        ```
        """

    @Test(.hangGuard) func skipsIncompleteAndTheUnmodelledTable() throws {
        let directory = try makeScratchProject("docgen-classify", docs: ["s.en.md": Self.doc])
        let fileManager = FileManager.default
        defer { try? fileManager.removeItem(at: directory) }
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--uikit-package", uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        // The example importing Combine is not even in the generated package.
        let sources = try fileManager.contentsOfDirectory(
            atPath: directory.appendingPathComponent("Examples/Sources").path)
        #expect(!sources.contains { $0.contains("combine") })

        let output = try DocgenProcess.run(["check", "--uikit-package", uikit], in: directory)
        expectSkipsAndIncomplete(output)
        try expectStrictFailsTheFragment(directory, uikit: uikit)
    }

    private func expectSkipsAndIncomplete(_ output: DocgenProcess.Output) {
        let text = output.stdout
        #expect(output.exitCode == 0, "\(text)\(output.stderr)")
        #expect(
            text.contains("SKIP s__storyboards (uses UIKit API the headless UIKit does not model: UIStoryboard"))
        #expect(
            text.contains("SKIP s__combine (imports Combine (an Apple-only framework that does not exist on Linux))"))
        #expect(text.contains("INCOMPLETE s__fragment (needs searchController, products)"))
        #expect(text.contains("        var searchController: UISearchController!"))
        #expect(text.contains("unmodelled UIKit API (examples using it, first use):\n  "))
        #expect(text.split(separator: "\n").last == "0 passed, 0 failed, 1 incomplete, 2 skipped")
    }

    private func expectStrictFailsTheFragment(_ directory: URL, uikit: String) throws {
        // --strict: the incomplete fragment fails the check (the kept results answer, no compiler run).
        let strict = try DocgenProcess.run(
            ["check", "--strict", "--format", "json", "--uikit-package", uikit], in: directory)
        #expect(strict.exitCode == 1)
        let json = try #require(try JSONSerialization.jsonObject(with: Data(strict.stdout.utf8)) as? [String: Any])
        #expect((json["summary"] as? [String: Int])?["incomplete"] == 1)
        let table = try #require(json["unmodelledAPI"] as? [[String: Any]])
        #expect(table.contains { $0["name"] as? String == "UIStoryboard" })
    }
}
