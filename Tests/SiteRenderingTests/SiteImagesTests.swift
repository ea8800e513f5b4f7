import DocParsing
import DocgenCore
import Foundation
import Testing

@testable import SiteRendering

/// Local images: found inside the docs root, copied, shown; escapes refused; missing ones located.
@Suite struct SiteImagesTests {
    /// `root/secret.png`, `root/Docs/graph/addsearchbar.png`, a link `root/Docs/escape.png` → the secret,
    /// and `root/Docs/guide.en.md` with the given Markdown.
    func fixture(_ markdown: String) throws -> (root: URL, document: Document) {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-images-\(UUID().uuidString)")
        let docs = root.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("graph"), withIntermediateDirectories: true)
        try Data([0x89, 0x50, 0x4E, 0x47, 1]).write(to: docs.appendingPathComponent("graph/addsearchbar.png"))
        try Data("secret".utf8).write(to: root.appendingPathComponent("secret.png"))
        try FileManager.default.createSymbolicLink(
            at: docs.appendingPathComponent("escape.png"), withDestinationURL: root.appendingPathComponent("secret.png")
        )
        let path = docs.appendingPathComponent("guide.en.md").path
        try Data(markdown.utf8).write(to: URL(fileURLWithPath: path))
        return (root, DocumentParser.parse(markdown, path: path).document)
    }

    @Test func localImagesAreCopiedAndShown() throws {
        let (root, document) = try fixture(
            "# Guide\n\n![Add a search bar](graph/addsearchbar.png)\n\n<img src=\"./graph/addsearchbar.png?raw=1\" alt=\"again\">\n"
        )
        defer { try? FileManager.default.removeItem(at: root) }
        let images = SiteImages.resolve(documents: [document])
        #expect(images.diagnostics.isEmpty)
        #expect(images.images.map(\.sitePath) == ["images/graph/addsearchbar.png"])
        #expect(images.sitePath(for: "graph/addsearchbar.png", in: document.path) == "images/graph/addsearchbar.png")
        #expect(
            images.sitePath(for: "./graph/addsearchbar.png?raw=1", in: document.path) == "images/graph/addsearchbar.png"
        )
        let (files, unreadable) = images.contents()
        #expect(unreadable.isEmpty)
        #expect(files["images/graph/addsearchbar.png"] == Data([0x89, 0x50, 0x4E, 0x47, 1]))

        let renderer = MarkdownHTMLRenderer(
            links: LinkSanitizer(images: images), documentPath: document.path)
        let output = HTMLSerializer.serialize(document.blocks.map { renderer.render($0, code: { _, _ in .empty }) })
        #expect(
            output.contains("<img src=\"images/graph/addsearchbar.png\" alt=\"Add a search bar\" loading=\"lazy\">"))
        #expect(output.contains("<img src=\"images/graph/addsearchbar.png\" alt=\"again\">"))
    }

    @Test func anImageLargerThanTheLimitOrNotARegularFileIsNotCopied() throws {
        let (root, document) = try fixture("# Guide\n\n![big](big.png)\n\n![fifo](pipe.png)\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let docs = root.appendingPathComponent("Docs")
        // Sparse: 500 MB on paper, nothing on disk.
        let big = docs.appendingPathComponent("big.png")
        FileManager.default.createFile(atPath: big.path, contents: nil)
        let handle = try FileHandle(forWritingTo: big)
        try handle.truncate(atOffset: 500_000_000)
        try handle.close()
        #expect(mkfifo(docs.appendingPathComponent("pipe.png").path, 0o644) == 0)
        let images = SiteImages.resolve(documents: [document])
        #expect(images.images.isEmpty)
        #expect(images.diagnostics.map(\.id) == [.imageTooLarge, .imageTooLarge])
        #expect(images.diagnostics.map { $0.location?.line } == [3, 5])
        #expect(images.diagnostics.first?.message.contains("476 MiB, more than the 64 MiB") == true)
    }

    @Test func escapesThroughDotsOrLinksAreRefusedAndMissingImagesLocated() throws {
        let (root, document) = try fixture(
            "# Guide\n\n![a](../secret.png)\n\n![b](escape.png)\n\n![c](graph/missing.png)\n\n![d](https://example.com/x.png) ![e](/abs.png)\n"
        )
        defer { try? FileManager.default.removeItem(at: root) }
        let images = SiteImages.resolve(documents: [document])
        #expect(images.images.isEmpty)
        #expect(images.diagnostics.map(\.id) == [.imageOutsideDocsRoot, .imageOutsideDocsRoot, .imageNotFound])
        #expect(images.diagnostics.map { $0.location?.line } == [3, 5, 7])
        #expect(images.diagnostics.allSatisfy { $0.severity == .warning && $0.location?.file == document.path })
        #expect(images.diagnostics[2].message.contains("'graph/missing.png'"))
    }

    @Test func theDocsRootCanBeGiven() throws {
        let (root, document) = try fixture("![a](../secret.png)\n")
        defer { try? FileManager.default.removeItem(at: root) }
        let images = SiteImages.resolve(documents: [document], root: root)
        #expect(images.diagnostics.isEmpty)
        #expect(images.images.map(\.sitePath) == ["images/secret.png"])
    }

    @Test func localPathsAreOnlyRelativeFiles() {
        #expect(SiteImages.localPath("graph/a%20b.png#x") == "graph/a b.png")
        #expect(SiteImages.localPath("https://a.b/c.png") == nil)
        #expect(SiteImages.localPath("//a.b/c.png") == nil)
        #expect(SiteImages.localPath("#frag") == nil)
        #expect(SiteImages.localPath("javascript:x") == nil)
    }
}
