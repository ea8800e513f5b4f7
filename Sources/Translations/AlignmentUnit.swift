import DocParsing
import DocgenCore

/// A block the aligner places: a passage, or a code block.
struct AlignmentUnit: Sendable {
    var block: Block
    var reference: BlockReference
    /// The tagged passage; nil for a code block.
    let passage: TaggedPassage?
    /// The code with trailing spaces and surrounding blank lines removed (and its comments, when they are
    /// the translator's); nil for a passage.
    var normalizedCode: String?
    /// The passage's length and invariant tokens, computed once: the aligner's cost asks for them for every
    /// cell of its table (computing them each time was most of a chapter's alignment).
    let length: Int
    let tokens: [String]
    /// The Latin words of the passage's prose (`TranslationAligner.latinWords`), each with its length times
    /// how often the prose has it: a translation into another script keeps them as they are (names, a
    /// grammar block's productions), and `AlignmentCostModel` does not scale those by the length ratio.
    let latinLengths: [String: Int]
    /// Whether the passage is a date or a version in no language (`TranslationAligner.neutralText(of:)`).
    private(set) var isNeutralValue = false

    init(block: Block, reference: BlockReference, passage: TaggedPassage?, normalizedCode: String? = nil) {
        self.block = block
        self.reference = reference
        self.passage = passage
        self.normalizedCode = normalizedCode
        self.length = passage?.content.length ?? 0
        self.tokens = passage?.content.invariantTokens ?? []
        self.latinLengths = passage.map { Self.latinLengths(of: $0.content.prose) } ?? [:]
        self.isNeutralValue = TranslationAligner.neutralText(of: self) != nil
    }

    /// Each Latin word of three characters or more of a prose with its length times its count.
    static func latinLengths(of prose: String) -> [String: Int] {
        var result: [String: Int] = [:]
        var current = ""
        for character in prose + " " {
            if character.isASCII, TextClasses.isLetterOrNumber(character) || character == "-" || character == "_" {
                current.append(character)
            } else {
                if current.count >= 3 { result[current, default: 0] += current.count }
                current = ""
            }
        }
        return result
    }

    var isCode: Bool { normalizedCode != nil }
    var isHeading: Bool {
        if case .heading = block.kind { return true }
        return false
    }

    /// The document's passages and code blocks in document order (code inside list items and quotes belongs
    /// to its passage).
    static func units(of document: Document, languages: DocumentLanguages, withoutComments: Bool = false)
        -> [AlignmentUnit]
    {
        var units: [AlignmentUnit] = []
        var passageIndex = 0
        func visit(_ block: Block) {
            switch block.kind {
            case .heading, .paragraph, .listItem, .blockQuote, .tableCell:
                let passage = languages.passages[passageIndex]
                passageIndex += 1
                units.append(AlignmentUnit(block: block, reference: BlockReference(passage), passage: passage))
            case .list, .table, .tableRow:
                block.children.forEach(visit)
            case .codeBlock(let code):
                let reference = BlockReference(
                    range: block.range, kind: block.kindName, language: nil, passageIndex: nil)
                units.append(
                    AlignmentUnit(
                        block: block, reference: reference, passage: nil,
                        normalizedCode: withoutComments
                            ? maskingPlaceholders(CodeComments(code.code).normalizedCode) : normalize(code.code))
                )
            case .thematicBreak, .htmlBlock:
                break
            }
        }
        document.blocks.forEach(visit)
        return units
    }

    /// The code with the name of each editor placeholder (`<#constraint#>`, `<#约束#>`) left out (`<##>`):
    /// a placeholder stands for what the reader writes there, and its name is a word of the reader's
    /// language, which a translation translates as it does comments. A placeholder ends on its line.
    static func maskingPlaceholders(_ code: String) -> String {
        guard code.contains("<#") else { return code }
        var result = ""
        var rest = code[...]
        while let open = rest.range(of: "<#"), let close = rest[open.upperBound...].range(of: "#>") {
            let name = rest[open.upperBound..<close.lowerBound]
            result += rest[..<open.upperBound]
            if name.contains("\n") {
                rest = rest[open.upperBound...]
                continue
            }
            result += "#>"
            rest = rest[close.upperBound...]
        }
        return result + rest
    }

    /// Code compared for identity: trailing whitespace and leading/trailing blank lines ignored.
    static func normalize(_ code: String) -> String {
        var lines = code.split(separator: "\n", omittingEmptySubsequences: false).map { line -> Substring in
            var line = line
            while let last = line.last, last == " " || last == "\t" || last == "\r" { line = line.dropLast() }
            return line
        }
        while lines.first?.isEmpty == true { lines.removeFirst() }
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines.joined(separator: "\n")
    }
}
