import DocgenTestSupport
import Foundation
import Testing

/// `docgen build` copies a document's local images into the site, refuses escapes and reports missing
/// images at their lines.
@Suite struct SiteImagesBuildTests {
    @Test func localImagesAreCopiedAndProblemsLocated() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
            "docgen-site-images-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let docs = directory.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("graph"), withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: repositoryRoot.appendingPathComponent("Templates"),
            to: directory.appendingPathComponent("Templates"))
        let png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0xFF])
        try png.write(to: docs.appendingPathComponent("graph/addsearchbar.png"))
        try Data("secret".utf8).write(to: directory.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(
            at: docs.appendingPathComponent("graph/link.png"),
            withDestinationURL: directory.appendingPathComponent("secret.png"))
        let markdown = """
            # Guide

            | Step | Picture |
            |---|---|
            | Add | ![Add a search bar](graph/addsearchbar.png) |

            ![gone](graph/missing.png)

            ![escape](../secret.png) ![linked](graph/link.png)

            """
        try markdown.write(to: docs.appendingPathComponent("guide.en.md"), atomically: true, encoding: .utf8)

        let output = try DocgenProcess.run(["build", "--quiet"], in: directory)
        #expect(output.exitCode == 0, "\(output.stderr)")
        #expect(output.stderr.contains("Docs/guide.en.md:7:1: warning: image 'graph/missing.png' not found"))
        #expect(output.stderr.contains("Docs/guide.en.md:9:1: warning: image '../secret.png' is outside the docs root"))
        #expect(
            output.stderr.contains("Docs/guide.en.md:9:1: warning: image 'graph/link.png' is outside the docs root"))
        let site = directory.appendingPathComponent("site")
        #expect(try Data(contentsOf: site.appendingPathComponent("images/graph/addsearchbar.png")) == png)
        let files = try FileManager.default.subpathsOfDirectory(atPath: site.path)
        #expect(!files.contains { $0.contains("secret") || $0.hasSuffix("link.png") })
        let page = try String(contentsOf: site.appendingPathComponent("guide.en.html"), encoding: .utf8)
        #expect(
            page.contains(
                "<td><img src=\"images/graph/addsearchbar.png\" alt=\"Add a search bar\" loading=\"lazy\"></td>"))
        #expect(!page.contains("secret\" ") && !page.contains("images/secret"))

        let again = try DocgenProcess.run(["build", "--quiet"], in: directory)
        #expect(again.exitCode == 0)
        #expect(again.stdout.contains("site/: up to date"))
    }
}
