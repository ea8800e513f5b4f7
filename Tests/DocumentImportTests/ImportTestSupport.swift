import DocParsing
import DocgenCore
import Foundation

@testable import DocumentImport

/// Imports `text` and parses the Markdown it makes, so tests look at blocks, not at strings.
struct Imported {
    var document: ImportedDocument
    var parsed: Document

    init(_ text: String, language: DocgenCore.HumanLanguage? = nil) {
        document = DocumentImporter().importLines(ImportInput.split(text), source: "in.txt", language: language)
        parsed = DocumentParser.parse(document.markdown, path: "out.md").document
    }

    /// The code of each block, without the final line break cmark keeps.
    var code: [String] { parsed.codeBlocks.map { $0.code.hasSuffix("\n") ? String($0.code.dropLast()) : $0.code } }
    var languages: [String] { parsed.codeBlocks.map { $0.fenceLanguage ?? "" } }
    var headings: [String] { parsed.sections.map(\.title) }
    var paragraphs: [String] {
        parsed.passages.filter { $0.kindName == "paragraph" }.map(\.plainText)
    }
    var listItems: [String] { parsed.passages.filter { $0.kindName == "listItem" }.map(\.plainText) }
    func repairs(_ kind: Repair.Kind) -> [Repair] { document.repairs.filter { $0.kind == kind } }
}
