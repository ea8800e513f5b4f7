import DocgenCore
import Foundation
import Testing

@testable import DocumentImport

/// The file an import writes.
@Suite struct ImportedDocumentFileNameTests {
    static func imported(_ text: String, language: HumanLanguage? = nil) throws -> ImportedDocument {
        try DocumentImporter().importData(Data(text.utf8), path: "t.txt", language: language).get()
    }

    @Test func theFilesNameThenTheLanguage() throws {
        let document = try Self.imported(
            "Search bar\n\nA paragraph of English text about the search bar.\n", language: .english)
        #expect(document.fileName(importing: "scans/search bar.txt") == "search bar.en.md")
        #expect(document.fileName(importing: "scans/page.txt", name: "guide") == "guide.en.md")
    }

    @Test func standardInputIsNamedAfterTheTitle() {
        #expect(ImportedDocument.documentName(file: "-", title: "Search Bar: the Basics") == "search-bar-the-basics")
        #expect(ImportedDocument.documentName(file: "-", title: "Поиск в таблице") == "поиск-в-таблице")
        #expect(ImportedDocument.documentName(file: "-", title: nil) == "imported")
        #expect(ImportedDocument.documentName(file: "-", title: "!!!") == "imported")
    }
}
