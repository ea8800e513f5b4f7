import DocgenTestSupport
import Foundation
import Testing

/// `docgen extract` end to end on the real Docs/ and on bad input.
@Suite struct ExtractCommandTests {
    struct Summary: Decodable {
        struct Document: Decodable {
            var path: String
            var name: String
            var language: String?
            var sections: [Section]
            var codeBlocks: [Code]
            var passages: [Passage]
        }
        struct Section: Decodable { var title: String; var level: Int; var line: Int }
        struct Code: Decodable {
            var firstLine: Int
            var lastLine: Int
            var language: String
            var attributes: [String]
            var hash: String
        }
        struct Passage: Decodable { var kind: String; var firstLine: Int; var lastLine: Int; var bullet: String? }
        struct Diagnostic: Decodable { var severity: String; var id: String; var file: String?; var line: Int? }
        var schemaVersion: Int
        var documents: [Document]
        var diagnostics: [Diagnostic]
    }

    func extractJSON(_ arguments: [String] = [], in directory: URL = repositoryRoot) throws -> (
        DocgenProcess.Output, Summary
    ) {
        let output = try DocgenProcess.run(["extract", "--format", "json"] + arguments, in: directory)
        return (output, try JSONDecoder().decode(Summary.self, from: Data(output.stdout.utf8)))
    }

    @Test func docsHaveEveryCodeBlockWithLanguageAndExactLines() throws {
        let (output, summary) = try extractJSON()
        #expect(output.exitCode == 0)
        #expect(summary.schemaVersion == 1)
        #expect(summary.documents.count == 5)
        func blocks(_ name: String) -> [String] {
            summary.documents.first { $0.path.hasSuffix(name) }!.codeBlocks.map {
                (["\($0.firstLine)-\($0.lastLine) \($0.language)"] + $0.attributes).joined(separator: " ")
            }
        }
        // Fences excluded: the code's own first and last line.
        #expect(
            blocks("uisearchcontroller-topic.ru.md") == [
                "27-92 swift", "96-100 search-session", "110-176 swift", "180-184 search-session", "192-192 swift",
                "198-200 swift", "206-214 swift", "220-222 swift", "230-270 objc",
            ])
        #expect(blocks("uisearchcontroller-topic.zh-Hant.md") == ["16-81 swift", "85-89 search-session"])
        #expect(blocks("uisearchcontroller-overview.md") == [])
        #expect(
            blocks("book-search-in-the-web.ru.md") == [
                "20-34 swift", "42-51 swift compile_fail=\"UISearchBarDelegate\"",
            ])
        #expect(
            blocks("uisearchcontroller-notes.zh-Hans.md") == [
                "23-93 swift", "112-131 swift", "139-159 swift", "165-175 swift", "181-186 swift",
                "192-197 search-session",
            ])
        let languages = Dictionary(
            uniqueKeysWithValues: summary.documents.map { ($0.name + ":" + ($0.language ?? "mixed"), true) })
        #expect(
            languages.keys.sorted() == [
                "book-search-in-the-web:ru", "uisearchcontroller-notes:zh-Hans", "uisearchcontroller-overview:mixed",
                "uisearchcontroller-topic:ru", "uisearchcontroller-topic:zh-Hant",
            ])
    }

    @Test func theSharedExampleHasOneHashInBothTranslations() throws {
        let (_, summary) = try extractJSON()
        let ru = summary.documents.first { $0.path.hasSuffix("topic.ru.md") }!
        let hant = summary.documents.first { $0.path.hasSuffix("topic.zh-Hant.md") }!
        #expect(ru.codeBlocks[0].hash == hant.codeBlocks[0].hash)
    }

    @Test func overviewTranslationLinesAreBulletParagraphs() throws {
        let (_, summary) = try extractJSON()
        let overview = summary.documents.first { $0.name == "uisearchcontroller-overview" }!
        let bullets = overview.passages.filter { $0.bullet == "•" }
        #expect(bullets.count >= 7)
        #expect(bullets.allSatisfy { $0.kind == "paragraph" })
    }

    @Test func textFormatListsDocumentsAndBlocks() throws {
        let output = try DocgenProcess.run(["extract"])
        #expect(output.exitCode == 0)
        #expect(output.stdout.contains("Docs/uisearchcontroller-topic.ru.md  [ru]"))
        #expect(output.stdout.contains("lines 230-270  objc"))
    }

    // MARK: - Bad input

    func scratch(_ files: [String: Data]) throws -> URL {
        let directory = try makeTemporaryDirectory("docgen-cli")
        for (name, data) in files { try data.write(to: directory.appendingPathComponent(name)) }
        return directory
    }

    @Test func missingPathIsOneLineAndExit74() throws {
        let output = try DocgenProcess.run(["extract", "no/such/dir"])
        #expect(output.exitCode == 74)
        #expect(output.stderrLines == ["docgen: error: no such file or directory: no/such/dir [DG0101]"])
    }

    @Test func directoryWithoutMarkdown() throws {
        let directory = try scratch(["a.txt": Data("x".utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["extract", "."], in: directory)
        #expect(output.exitCode == 65)
        #expect(output.stderrLines == ["docgen: error: no Markdown (.md) files in directory . [DG0102]"])
    }

    @Test func invalidUTF8NamesFileAndOffsetAndOtherFilesAreProcessed() throws {
        let directory = try scratch([
            "bad.ru.md": Data("# Заголовок\n\nтекст ".utf8) + Data([0xFF]) + Data("\n".utf8),
            "good.en.md": Data("# Good\n\n```swift\nlet a = 1\n```\n".utf8),
        ])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (output, summary) = try extractJSON(["."], in: directory)
        #expect(output.exitCode == 65)
        #expect(
            output.stderrLines == [
                "./bad.ru.md:3:12: error: invalid UTF-8 at byte offset 33; save the file as UTF-8 [DG0103]"
            ])
        #expect(summary.documents.map(\.name) == ["good"])
        #expect(summary.documents[0].codeBlocks.count == 1)
    }

    @Test(arguments: [
        ("empty.md", Data(), "./empty.md:1:1: error: empty document; add content or remove the file [DG0107]"),
        (
            "binary.md", Data([0x47, 0x49, 0x46, 0x0A, 0x00, 0x01]),
            "./binary.md:2:1: error: binary file (NUL byte at byte offset 4); docgen reads UTF-8 Markdown only [DG0104]"
        ),
        (
            "fence.md", Data("Text\n\n```swift\nlet a = 1\n".utf8),
            "./fence.md:3:1: error: code fence opened here is never closed; add a closing ``` line [DG0106]"
        ),
    ])
    func badFilesAreOneLocatedLineAndExit65(name: String, data: Data, line: String) throws {
        let directory = try scratch([name: data])
        defer { try? FileManager.default.removeItem(at: directory) }
        let output = try DocgenProcess.run(["extract", "."], in: directory)
        #expect(output.exitCode == 65)
        #expect(output.stderrLines == [line])
    }

    @Test func fiveMegabyteSingleLine() throws {
        let line = String(repeating: "word `code` слово 漢字 ", count: 5_000_000 / 32)
        let directory = try scratch(["long.md": Data((line + "\n").utf8)])
        defer { try? FileManager.default.removeItem(at: directory) }
        let (output, summary) = try extractJSON(["."], in: directory)
        #expect(output.exitCode == 0)
        #expect(summary.documents[0].passages.count == 1)
    }
}
