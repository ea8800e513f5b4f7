import DocgenTestSupport
import Foundation
import Testing

@testable import DocumentImport

/// Texts the import was not built on (Tests/Fixtures/import): each comes back with all of its code blocks,
/// in the right language, and every Swift block parses without an error.
@Suite struct ImportGeneralisationTests {
    static let texts: [(file: String, blocks: [String])] = [
        ("blog-web-copy.en.txt", ["swift", "swift"]),
        ("book-listing-objc.en.txt", ["swift", "objc"]),
        ("book-pages.en.txt", ["swift", "swift"]),
        ("book-pages.ru.txt", ["swift"]),
        ("blog-unindented.zh-Hans.txt", ["swift", "swift", "swift"]),
        ("book-objc.en.txt", ["objc"]),
    ]

    @Test(arguments: texts)
    func everyCodeBlockComesBackWholeAndParses(_ file: String, _ blocks: [String]) throws {
        let url = repositoryRoot.appendingPathComponent("Tests/Fixtures/import/\(file)")
        let text = try String(contentsOf: url, encoding: .utf8)
        let result = Imported(text)
        #expect(result.languages == blocks)
        for (code, language) in zip(result.code, result.languages) where language == "swift" {
            #expect(SwiftCodeAnalysis.errorCount(code) == 0, "\(file):\n\(code)")
        }
        let language = file.split(separator: ".").dropFirst().first.map(String.init)
        #expect(result.document.language?.rawValue == language)
        print(
            "import generalisation: \(file): \(result.code.count) code blocks, \(result.document.repairs.count) repairs"
        )
    }
}
