import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Which files the loader reads: no link out of the docs, each file once, nothing that is not a regular
/// file, and names that are not UTF-8 reported instead of "doesn't exist".
@Suite struct DocsFileFinderTests {
    /// A project with `Docs/a.md` and a secret outside `Docs/`.
    func project() throws -> (root: URL, docs: URL, secret: URL) {
        let root = try makeTemporaryDirectory("docgen-tests")
        let docs = root.appendingPathComponent("Docs")
        try FileManager.default.createDirectory(at: docs, withIntermediateDirectories: true)
        try "# A\n\nText.\n".write(to: docs.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        let secret = root.appendingPathComponent("secret.md")
        try "# Secret\n\nTOKEN=hunter2\n".write(to: secret, atomically: true, encoding: .utf8)
        return (root, docs, secret)
    }

    func link(_ path: URL, to target: String) throws {
        try FileManager.default.createSymbolicLink(atPath: path.path, withDestinationPath: target)
    }

    @Test func aLinkToAFileOutsideTheDocsIsNotReadWithoutFollowLinks() throws {
        let (root, docs, secret) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try link(docs.appendingPathComponent("leak.md"), to: secret.path)

        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.documents.map(\.name) == ["a"])
        let leaked = result.documents.contains { (document: Document) -> Bool in
            document.allBlocks.contains { (block: Block) -> Bool in block.plainText.contains("hunter2") }
        }
        #expect(!leaked)
        expectOneWarning(result, docs)
        expectFollowed(docs)
    }

    private func expectOneWarning(_ result: DocumentLoader.Result, _ docs: URL) {
        #expect(result.diagnostics.map(\.id) == [.linkOutsideDocs])
        #expect(result.diagnostics.first?.severity == .warning)
        #expect(result.diagnostics.first?.location?.file == docs.path + "/leak.md")
        #expect(result.diagnostics.first?.message.contains("--follow-links") == true)
    }

    private func expectFollowed(_ docs: URL) {
        let followed = DocumentLoader.load(paths: [docs.path], followLinks: true)
        #expect(followed.documents.map(\.name) == ["a", "leak"])
        #expect(followed.diagnostics.isEmpty)
    }

    @Test func aLinkToAFolderOutsideTheDocsIsNotWalked() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let outside = root.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "# Other\n".write(to: outside.appendingPathComponent("other.md"), atomically: true, encoding: .utf8)
        try link(docs.appendingPathComponent("more"), to: outside.path)
        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.documents.map(\.name) == ["a"])
        #expect(result.diagnostics.map(\.id) == [.linkOutsideDocs])
        #expect(DocumentLoader.load(paths: [docs.path], followLinks: true).documents.map(\.name) == ["a", "other"])
    }

    @Test func aFileGivenByNameThatLinksOutOfItsFolderIsNotRead() throws {
        let (root, docs, secret) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try link(docs.appendingPathComponent("leak.md"), to: secret.path)
        let result = DocumentLoader.load(paths: [docs.path + "/leak.md"])
        #expect(result.documents.isEmpty)
        #expect(result.diagnostics.map(\.id) == [.linkOutsideDocs])
    }

    /// Issue 34: a docs folder given (or `Docs/` by default) that is itself a link out of the folder it is
    /// in (`Docs -> ../private`) was walked and its files published; it is refused like any link out.
    @Test func aDocsFolderThatIsALinkOutOfItsFolderIsNotRead() throws {
        let (root, _, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let project = root.appendingPathComponent("project"), outside = root.appendingPathComponent("private")
        try FileManager.default.createDirectory(at: project, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: outside, withIntermediateDirectories: true)
        try "# Private\n\nTOKEN=hunter2\n".write(
            to: outside.appendingPathComponent("p.md"), atomically: true, encoding: .utf8)
        let docs = project.appendingPathComponent("Docs")
        try link(docs, to: "../private")
        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.documents.isEmpty)
        #expect(result.hadIOError)
        let ids: [DiagnosticID] = result.diagnostics.map(\.id)
        #expect(ids == [.linkOutsideDocs])
        #expect(result.diagnostics.first?.severity == .error)
        #expect(result.diagnostics.first?.location?.file == docs.path)
        #expect(result.diagnostics.first?.message.contains("--follow-links") == true)
        let followed: [String] = DocumentLoader.load(paths: [docs.path], followLinks: true).documents.map(\.name)
        #expect(followed == ["p"])
        // `Docs/` (lstat follows a link named with a trailing slash) is refused the same way.
        let slashed: [DiagnosticID] = DocumentLoader.load(paths: [docs.path + "/"]).diagnostics.map(\.id)
        #expect(slashed == [.linkOutsideDocs])
        // A link to a folder inside the folder it is in is read as before.
        try FileManager.default.createDirectory(
            at: project.appendingPathComponent("real"), withIntermediateDirectories: true)
        try "# R\n".write(to: project.appendingPathComponent("real/r.md"), atomically: true, encoding: .utf8)
        try link(project.appendingPathComponent("alias"), to: "real")
        let inside = DocumentLoader.load(paths: [project.appendingPathComponent("alias").path])
        #expect(inside.documents.map(\.name) == ["r"] && inside.diagnostics.isEmpty)
    }

    @Test func theSameFileBySeveralSpellingsIsReadOnce() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try link(docs.appendingPathComponent("alias.md"), to: "a.md")
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try link(docs.appendingPathComponent("sub/back.md"), to: "../a.md")
        let result = DocumentLoader.load(paths: [
            docs.path, docs.path + "/./a.md", docs.path + "/a.md", docs.path + "/alias.md", docs.path,
        ])
        #expect(result.documents.map(\.path) == [docs.path + "/a.md"])
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aLoopOfFolderLinksIsWalkedOnce() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.createDirectory(
            at: docs.appendingPathComponent("sub"), withIntermediateDirectories: true)
        try "# B\n".write(to: docs.appendingPathComponent("sub/b.md"), atomically: true, encoding: .utf8)
        try link(docs.appendingPathComponent("sub/up"), to: "..")
        for followLinks in [false, true] {
            let result = DocumentLoader.load(paths: [docs.path], followLinks: followLinks)
            #expect(result.documents.map(\.name) == ["a", "b"])
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func aFIFOIsReportedAndNeverOpened() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let fifo = docs.appendingPathComponent("pipe.md")
        #expect(mkfifo(fifo.path, 0o644) == 0)
        // Reading a FIFO with no writer would block forever: the test finishing shows it was not opened.
        for paths in [[docs.path], [fifo.path]] {
            let result = DocumentLoader.load(paths: paths)
            #expect(result.diagnostics.map(\.id) == [.notARegularFile])
            #expect(result.diagnostics.first?.location?.file == fifo.path)
            #expect(result.diagnostics.first?.message.hasPrefix("not a regular file (a FIFO (named pipe))") == true)
            #expect(result.documents.map(\.name) == (paths.count == 1 && paths[0] == docs.path ? ["a"] : []))
        }
    }

    @Test func aFileNameThatIsNotUTF8IsNamedByItsBytes() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let name: [UInt8] = Array(docs.path.utf8) + Array("/caf".utf8) + [0xE9] + Array(".md".utf8)
        let descriptor = (name + [0]).withUnsafeBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_CREAT | O_WRONLY, 0o644) }
        }
        #expect(descriptor >= 0)
        _ = "# Café\n".withCString { write(descriptor, $0, 7) }
        close(descriptor)
        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.documents.map(\.name) == ["a"])
        #expect(result.diagnostics.map(\.id) == [.fileNameNotUTF8])
        #expect(result.diagnostics.first?.location?.file == docs.path + "/caf\\xE9.md")
        #expect(result.diagnostics.first?.message.contains("not valid UTF-8") == true)
    }

    @Test func aHugeSparseFileIsRefusedBeforeItIsRead() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let huge = docs.appendingPathComponent("huge.md")
        #expect(FileManager.default.createFile(atPath: huge.path, contents: Data("# Huge\n".utf8)))
        // A terabyte that takes no disk space: reading (or reserving) it would exhaust memory.
        #expect(truncate(huge.path, 1 << 40) == 0)
        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.documents.map(\.name) == ["a"])
        #expect(result.diagnostics.map(\.id) == [.fileTooLarge])
        #expect(result.diagnostics.first?.location?.file == huge.path)
        #expect(result.diagnostics.first?.message.hasPrefix("file too large (1048576 MiB)") == true)
    }

    @Test func aFolderNamedLikeMarkdownIsWalkedNotRead() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        let folder = docs.appendingPathComponent("chapter.md")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "# Inside\n".write(to: folder.appendingPathComponent("inside.md"), atomically: true, encoding: .utf8)
        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.diagnostics.isEmpty)
        #expect(result.documents.map(\.name) == ["a", "inside"])
    }

    @Test func aBrokenLinkIsAWarningAtTheLink() throws {
        let (root, docs, _) = try project()
        defer { try? FileManager.default.removeItem(at: root) }
        try link(docs.appendingPathComponent("gone.md"), to: "missing.md")
        let result = DocumentLoader.load(paths: [docs.path])
        #expect(result.documents.map(\.name) == ["a"])
        #expect(result.diagnostics.map(\.id) == [.brokenLink])
        #expect(result.diagnostics.first?.message.contains("'missing.md', which does not exist") == true)
    }
}
