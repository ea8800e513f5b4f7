import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` with hostile project templates: a link out of the templates folder is never read into the
/// site, and templates that multiply each other stop at the render limits; either way nothing is published.
@Suite struct TemplateSafetyTests {
    static let doc = """
        # Поиск

        ```swift
        import UIKit

        class SearchViewController: UITableViewController {}
        ```
        """

    func put(_ text: String, _ path: String, in directory: URL) throws {
        let url = directory.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    /// The text of every file below `directory` (empty when there is none).
    func everyFile(below directory: URL) -> [String] {
        guard let enumerator = FileManager.default.enumerator(atPath: directory.path) else { return [] }
        return enumerator.compactMap { path in
            (try? Data(contentsOf: directory.appendingPathComponent(path as! String))).map {
                String(decoding: $0, as: UTF8.self)
            }
        }
    }

    /// `Templates/` is the project's own folder of templates, `house` one given with `--templates`.
    @Test(arguments: ["Templates", "house"])
    func aTemplateLinkedOutOfItsFolderIsNotPublished(folder: String) throws {
        let directory = try makeScratchProject("docgen-template-link", docs: ["a.ru.md": Self.doc])
        defer { try? FileManager.default.removeItem(at: directory) }
        let secret = "SECRET-\(UUID().uuidString)"
        try put(secret, "outside/credentials.txt", in: directory)
        try put("<html>{{>site/secret}}</html>", "\(folder)/site/index.mustache", in: directory)
        try FileManager.default.createSymbolicLink(
            atPath: directory.appendingPathComponent("\(folder)/site/secret.mustache").path,
            withDestinationPath: directory.appendingPathComponent("outside/credentials.txt").path)
        let arguments = folder == "house" ? ["--templates", "house"] : []
        let output = try DocgenProcess.run(
            ["build", "--quiet", "--uikit-package", repositoryRoot.path] + arguments, in: directory)
        #expect(output.exitCode == 65, "\(output.stderr)")
        #expect(output.stderr.contains("\(folder)/site/secret.mustache:1:1: error: "), "\(output.stderr)")
        #expect(output.stderr.contains("[DG0740]"))
        #expect(!output.stdout.contains(secret) && !output.stderr.contains(secret))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site").path))
        #expect(!everyFile(below: directory.appendingPathComponent("Examples")).contains { $0.contains(secret) })
    }

    @Test(.hangGuard) func partialsThatDoubleEachOtherStopTheBuildAtTheRenderLimit() throws {
        let directory = try makeScratchProject("docgen-template-bomb", docs: ["a.ru.md": Self.doc])
        defer { try? FileManager.default.removeItem(at: directory) }
        try put("x", "house/site/p0.mustache", in: directory)
        for level in 1...34 {
            try put("{{>site/p\(level - 1)}}{{>site/p\(level - 1)}}", "house/site/p\(level).mustache", in: directory)
        }
        try put("<html>{{>site/p34}}</html>", "house/site/index.mustache", in: directory)
        let started = ContinuousClock.now
        let output = try DocgenProcess.run(
            ["build", "--quiet", "--templates", "house", "--uikit-package", repositoryRoot.path], in: directory)
        #expect(ContinuousClock.now - started < .seconds(60))
        #expect(output.exitCode == 65, "\(output.stderr)")
        #expect(output.stderr.contains("[DG0742]"), "\(output.stderr)")
        #expect(output.stderr.contains("house/site/p"))
        #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("site").path))
    }
}
