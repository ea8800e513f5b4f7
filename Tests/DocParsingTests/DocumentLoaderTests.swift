import DocParsing
import DocgenCore
import DocgenTestSupport
import Foundation
import Testing

@Suite struct DocumentLoaderTests {
    /// What the fuzz targets read their inputs through: the checks of a file's content, on bytes.
    @Test func bytesAreCheckedAsAFileIs() throws {
        #expect(try DocumentLoader.text(of: Array("\u{FEFF}# A\n".utf8), file: "a.md").get() == "# A\n")
        let nul = DocumentLoader.text(of: Array("# A\nb\u{0}c".utf8), file: "a.md")
        guard case .failure(let problem) = nul else { Issue.record("a NUL byte was accepted"); return }
        #expect(problem.diagnostic.id == .binaryFile)
        #expect(problem.diagnostic.location == SourceLocation(file: "a.md", line: 2, column: 2))
        guard case .failure(.invalidUTF8) = DocumentLoader.text(of: [0x41, 0xFF], file: "a.md") else {
            Issue.record("invalid UTF-8 was accepted")
            return
        }
        guard case .failure(.empty) = DocumentLoader.text(of: Array(" \n".utf8), file: "a.md") else {
            Issue.record("an empty text was accepted")
            return
        }
    }

    @Test func invalidUTF8NamesFileLineAndByteOffsetAndOthersAreStillParsed() throws {
        let directory = try makeTemporaryDirectory("docgen-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        var bad = Data("# Title\n\nабв ".utf8)
        bad.append(contentsOf: [0xD0, 0x28])  // A lead byte followed by a non-continuation byte.
        bad.append(Data(" rest\n".utf8))
        try bad.write(to: directory.appendingPathComponent("bad.ru.md"))
        try "# Good\n".write(to: directory.appendingPathComponent("good.en.md"), atomically: true, encoding: .utf8)

        let result = DocumentLoader.load(paths: [directory.path])
        #expect(result.documents.map(\.name) == ["good"])
        let diagnostic = try #require(result.diagnostics.first)
        #expect(diagnostic.id == .invalidUTF8)
        #expect(diagnostic.location?.file.hasSuffix("bad.ru.md") == true)
        #expect(diagnostic.location?.line == 3)
        #expect(diagnostic.location?.column == 8)  // "абв " is 7 bytes; the ill-formed sequence starts after it.
        #expect(diagnostic.message.contains("byte offset 16"))
    }

    @Test(arguments: [
        ([0x80] as [UInt8], 0), ([0x41, 0xC0, 0x80], 1), ([0xED, 0xA0, 0x80], 0), ([0x41, 0xF4, 0x90, 0x80, 0x80], 1),
        ([0xE2, 0x82], 0), ([0xF0, 0x9F, 0x94, 0x8D], nil), ([0xE4, 0xB8, 0xAD], nil),
    ])
    func utf8Validation(bytes: [UInt8], firstBad: Int?) throws {
        let directory = try makeTemporaryDirectory("docgen-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("x.md")
        try Data([0x61, 0x0A] + bytes + [0x0A]).write(to: file)
        let result = DocumentLoader.load(paths: [file.path])
        if let firstBad {
            #expect(result.diagnostics.first?.message.contains("byte offset \(firstBad + 2)") == true)
        } else {
            #expect(result.diagnostics.isEmpty)
        }
    }

    @Test func missingPathIsAnIOError() {
        let result = DocumentLoader.load(paths: ["/nonexistent/docgen/path"])
        #expect(result.hadIOError)
        #expect(result.diagnostics.map(\.id) == [.pathNotFound])
        #expect(result.diagnostics[0].message.contains("/nonexistent/docgen/path"))
    }

    @Test func directoryWithoutMarkdownIsReported() throws {
        let directory = try makeTemporaryDirectory("docgen-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        try "not markdown".write(to: directory.appendingPathComponent("notes.txt"), atomically: true, encoding: .utf8)
        let result = DocumentLoader.load(paths: [directory.path])
        #expect(result.diagnostics.map(\.id) == [.noMarkdownFiles])
    }

    @Test func emptyAndBinaryFilesAreLocatedErrors() throws {
        let directory = try makeTemporaryDirectory("docgen-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        try Data().write(to: directory.appendingPathComponent("empty.md"))
        try Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0x00, 0x00]).write(
            to: directory.appendingPathComponent("image.md"))
        let result = DocumentLoader.load(paths: [directory.path])
        #expect(Set(result.diagnostics.map(\.id)) == [.emptyFile, .binaryFile])
        #expect(result.documents.isEmpty)
        #expect(result.diagnostics.allSatisfy { $0.location != nil })
    }

    @Test func fiveMegabyteSingleLineParses() throws {
        let directory = try makeTemporaryDirectory("docgen-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        let line = String(repeating: "слово `code` 漢字 ", count: 5_000_000 / 30)
        try (line + "\n").write(to: directory.appendingPathComponent("long.ru.md"), atomically: true, encoding: .utf8)
        let result = DocumentLoader.load(paths: [directory.path])
        #expect(result.diagnostics.isEmpty)
        let paragraph = try #require(result.documents.first?.passages.first)
        #expect(paragraph.range.lowerBound.line == 1)
        #expect(
            paragraph.allInlines.filter { if case .code = $0 { return true } else { return false } }.count == 5_000_000
                / 30)
    }

    @Test func hiddenDirectoriesAndProjectFilesAreSkippedAndFilesSorted() throws {
        let directory = try makeTemporaryDirectory("docgen-tests")
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(
            at: directory.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try "x".write(to: directory.appendingPathComponent(".git/readme.md"), atomically: true, encoding: .utf8)
        try "b".write(to: directory.appendingPathComponent("b.md"), atomically: true, encoding: .utf8)
        try "a".write(to: directory.appendingPathComponent("a.md"), atomically: true, encoding: .utf8)
        try "e".write(to: directory.appendingPathComponent("ERRATA.md"), atomically: true, encoding: .utf8)
        // All capitals in any script is a project file; a name with one small letter, or a `.MD` one, is a document.
        for name in ["ЧИТАЙ_МЕНЯ.md", "CHANGE-LOG.md", "Readme.md", "c.MD"] {
            try "e".write(to: directory.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let files = DocumentLoader.markdownFiles(in: directory.path)
        #expect(files.map { ($0 as NSString).lastPathComponent } == ["Readme.md", "a.md", "b.md", "c.MD"])
    }
}
