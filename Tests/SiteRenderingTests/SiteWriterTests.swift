import DocgenCore
import Foundation
import Testing

@testable import SiteRendering

/// The site is written through `GeneratedTree`: the package's manifest, guard and journal.
@Suite struct SiteWriterTests {
    let root: URL
    var site: URL { root.appendingPathComponent("site") }

    init() throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("docgen-site-writer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    func put(_ text: String, _ path: String) throws {
        let url = site.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try text.write(to: url, atomically: true, encoding: .utf8)
    }

    func read(_ path: String) -> String? {
        try? String(contentsOf: site.appendingPathComponent(path), encoding: .utf8)
    }

    @Test func refusesToOverwriteAFileItDidNotGenerate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try SiteWriter.write(["index.html": "i"], to: site).get()
        try put("my notes", "notes.html")
        let result = SiteWriter.write(["index.html": "i2", "notes.html": "<p>generated</p>"], to: site)
        guard case .failure(let failure) = result else {
            Issue.record("a user's file was overwritten")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.wouldOverwriteUserFile])
        #expect(failure.diagnostics.first?.location?.file == site.appendingPathComponent("notes.html").path)
        // Nothing at all was written.
        #expect(read("notes.html") == "my notes")
        #expect(read("index.html") == "i")
    }

    @Test func refusesADirectoryItDidNotGenerate() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        try put("my page", "index.html")
        let result = SiteWriter.write(["index.html": "i"], to: site)
        guard case .failure(let failure) = result else {
            Issue.record("a directory docgen did not generate was written over")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.foreignOutputDirectory])
        #expect(read("index.html") == "my page")
    }

    @Test func removesStalePagesAndKeepsTheUsersFiles() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        let png = Data([0x89, 0x50, 0x4E, 0x47])
        _ = try SiteWriter.write(["index.html": "i", "docs/a.html": "a"], images: ["images/x.png": png], to: site).get()
        #expect(GeneratedTree.manifest(in: site)?.kind == "site")
        try put("mine", "docs/mine.txt")
        let outcome = try SiteWriter.write(["index.html": "i"], to: site).get()
        #expect(outcome == .written(added: [], changed: [], removed: ["docs/a.html", "images/x.png"]))
        #expect(read("docs/a.html") == nil)
        #expect(read("docs/mine.txt") == "mine")
        #expect(try SiteWriter.write(["index.html": "i"], to: site).get() == .unchanged)
    }

    @Test func aHandEditedPageIsKeptUnlessForced() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try SiteWriter.write(["index.html": "i"], to: site).get()
        try put("edited", "index.html")
        guard case .failure(let failure) = SiteWriter.write(["index.html": "i2"], to: site) else {
            Issue.record("a hand edit was overwritten")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.editedGeneratedFile])
        #expect(read("index.html") == "edited")
        _ = try SiteWriter.write(["index.html": "i2"], to: site, force: true).get()
        #expect(read("index.html") == "i2")
    }

    @Test func neverWritesOverTheGeneratedPackage() throws {
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try GeneratedTree(files: ["Package.swift": "p"], kind: "package").write(to: site).get()
        guard case .failure(let failure) = SiteWriter.write(["index.html": "i"], to: site) else {
            Issue.record("the site replaced a package")
            return
        }
        #expect(failure.diagnostics.map(\.id) == [.outputBelongsToAnotherTree])
        #expect(read("Package.swift") == "p")
    }
}
