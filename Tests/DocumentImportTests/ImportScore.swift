import DocParsing
import Foundation

/// How close an imported document is to the hand conversion: code blocks found with the same code
/// (white space aside), headings, and the share of the reference's prose characters reproduced.
struct ImportScore: CustomStringConvertible {
    var name: String
    var referenceCodeBlocks: Int
    /// Reference code blocks whose code the import has, white space aside.
    var codeBlocksFound: Int
    /// …and with the same indentation too.
    var codeBlocksExact: Int
    var importedCodeBlocks: Int
    var referenceHeadings: [String]
    var importedHeadings: [String]
    /// Characters of prose (paragraphs and list items) common to both, in order, over the longer of the two.
    var proseCharacters: Double
    /// Headings whose level differs (the texts being the same).
    var headingLevelDifferences: Int

    var headingsMatch: Bool { referenceHeadings == importedHeadings }

    var description: String {
        "\(name): code \(codeBlocksFound)/\(referenceCodeBlocks) found (\(codeBlocksExact) exact, \(importedCodeBlocks) imported), "
            + "headings \(headingsMatch ? "same" : "\(importedHeadings) vs \(referenceHeadings)") (\(referenceHeadings.count)), "
            + "levels differ \(headingLevelDifferences), prose \(String(format: "%.1f", proseCharacters * 100))%"
    }

    /// Compares `imported` Markdown with the `reference` Markdown, leaving out the reference's
    /// `search-session` blocks (additions by the docgen team, not in any source text).
    init(name: String, imported: String, reference: String) {
        self.name = name
        let mine = DocumentParser.parse(imported, path: "imported.md").document
        let theirs = DocumentParser.parse(reference, path: "reference.md").document
        let referenceCode = theirs.codeBlocks.filter { $0.language != .searchSession }.map(\.code)
        let importedCode = mine.codeBlocks.map(\.code)
        referenceCodeBlocks = referenceCode.count
        importedCodeBlocks = importedCode.count
        var loose = importedCode.map(Self.withoutWhitespace)
        var exact = importedCode.map(Self.withoutBlankLines)
        codeBlocksFound = 0
        codeBlocksExact = 0
        for code in referenceCode {
            if let index = loose.firstIndex(of: Self.withoutWhitespace(code)) {
                codeBlocksFound += 1
                loose.remove(at: index)
            }
            if let index = exact.firstIndex(of: Self.withoutBlankLines(code)) {
                codeBlocksExact += 1
                exact.remove(at: index)
            }
        }
        referenceHeadings = theirs.sections.map(\.title)
        importedHeadings = mine.sections.map(\.title)
        let referenceProse = Self.prose(theirs)
        let importedProse = Self.prose(mine)
        let difference = importedProse.difference(from: referenceProse)
        let common = referenceProse.count - difference.removals.count
        let longer = max(referenceProse.count, importedProse.count)
        proseCharacters = longer == 0 ? 1 : Double(common) / Double(longer)
        headingLevelDifferences =
            zip(theirs.sections, mine.sections).filter { $0.title == $1.title && $0.level != $1.level }.count
    }

    private static func prose(_ document: Document) -> [Character] {
        let texts = document.passages.filter { $0.kindName != "heading" }.map(\.plainText)
        return Array(texts.joined(separator: "\n"))
    }

    static func withoutWhitespace(_ code: String) -> String {
        code.split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }

    static func withoutBlankLines(_ code: String) -> String {
        code.split(separator: "\n").map { line in
            var line = Substring(line)
            while line.last?.isWhitespace == true { line = line.dropLast() }
            return line
        }.filter { !$0.isEmpty }.joined(separator: "\n")
    }
}
