import DocgenTestSupport
import Foundation
import Testing

@testable import DocumentImport

/// Item 5 of issue 14: the five seed texts, imported, against the hand conversion in Docs/ as first made
/// (Tests/Fixtures/originals: Docs/ with the authors' own errors put back, as ERRATA.md records).
@Suite struct SeedImportTests {
    static let seeds: [(seed: String, document: String)] = [
        ("000_5ace2d817753be6a.txt", "uisearchcontroller-topic.ru.md"),
        ("001_a8f70aad110f123f.txt", "uisearchcontroller-topic.zh-Hant.md"),
        ("002_4eeaac976e32f235.txt", "uisearchcontroller-overview.md"),
        ("003_0fcf12b99207e9a8.txt", "book-search-in-the-web.ru.md"),
        ("004_54bfcd3704989be2.txt", "uisearchcontroller-notes.zh-Hans.md"),
    ]

    static func imported(_ seed: String) throws -> ImportedDocument {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/seeds/\(seed)")
        return try DocumentImporter().importData(Data(contentsOf: url), path: "seeds/\(seed)").get()
    }

    static func score(_ seed: String, _ document: String) throws -> ImportScore {
        let reference = try String(
            contentsOf: repositoryRoot.appendingPathComponent("Tests/Fixtures/originals/\(document)"), encoding: .utf8)
        return ImportScore(name: seed, imported: try imported(seed).markdown, reference: reference)
    }

    @Test(arguments: seeds)
    func seedReproducesTheHandConversion(_ seed: String, _ document: String) throws {
        let score = try Self.score(seed, document)
        print("import score: \(score)")
        #expect(score.codeBlocksFound == score.referenceCodeBlocks, "\(score)")
        #expect(score.importedCodeBlocks == score.referenceCodeBlocks, "\(score)")
        #expect(score.headingsMatch, "\(score)")
        #expect(score.proseCharacters >= 0.95, "\(score)")
    }
}
