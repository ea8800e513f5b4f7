import DocParsing
import DocgenCore

/// What the QA checks look up: each document's passages, their `qa-accept` comments and front matter, and
/// the passage languages of the report.
struct QAContext {
    private var documents: [String: Document] = [:]
    /// Every document, by path.
    var documentsByPath: [String: Document] { documents }
    /// Every passage's inventory, by path and passage index: each passage is walked once.
    private var inventories: [String: [PassageInventory]] = [:]
    /// The names each document uses, by path.
    private var vocabularies: [String: QAVocabulary] = [:]
    /// Every document's code blocks, by path and range: looked up for every bead an alignment pairs.
    private var codeBlocks: [String: [SourceRange: CodeBlock]] = [:]
    /// Acceptances of HTML comment blocks, by the start of the passage next to them.
    private var adjacent: [SourceLocation: [QAAcceptance]] = [:]
    /// Front-matter acceptances, by path.
    private var documentWide: [String: [QAAcceptance]] = [:]
    let report: TranslationReport
    /// Every document's headings, for the anchors of `doc:` links.
    let headings: QAHeadings

    init(documents: [Document], report: TranslationReport) {
        self.report = report
        headings = QAHeadings(documents)
        for document in documents {
            self.documents[document.path] = document
            let passages = document.passages.map(PassageInventory.init(block:))
            inventories[document.path] = passages
            let blocks = document.codeBlocks
            vocabularies[document.path] = QAVocabulary(passages, code: blocks.map(\.code))
            codeBlocks[document.path] = Dictionary(blocks.map { ($0.range, $0) }) { first, _ in first }
            documentWide[document.path] = document.frontMatter.filter { $0.key == QAAcceptance.keyword }.flatMap {
                QAAcceptance.parse(list: $0.value, at: $0.location)
            }
            attach(document.blocks)
        }
    }

    /// Gives each HTML comment block's acceptances to the passages just before and after it.
    private mutating func attach(_ siblings: [Block]) {
        for (index, block) in siblings.enumerated() {
            if case .htmlBlock = block.kind {
                let accepted = QAAcceptance.parse(comment: block.inlines.plainText, at: block.range.lowerBound)
                guard !accepted.isEmpty else { continue }
                if index > 0, let target = Self.passageStart(siblings[index - 1], last: true) {
                    adjacent[target, default: []] += accepted
                }
                if index + 1 < siblings.count, let target = Self.passageStart(siblings[index + 1], last: false) {
                    adjacent[target, default: []] += accepted
                }
            } else {
                attach(block.children)
            }
        }
    }

    /// The passage a neighbouring block stands for: itself, or a list's first or last item.
    private static func passageStart(_ block: Block, last: Bool) -> SourceLocation? {
        switch block.kind {
        case .heading, .paragraph, .listItem, .blockQuote, .tableCell: return block.range.lowerBound
        case .list, .table, .tableRow:
            guard let child = last ? block.children.last : block.children.first else { return nil }
            return passageStart(child, last: last)
        case .codeBlock, .thematicBreak, .htmlBlock: return nil
        }
    }

    /// One side of a pair: its passages' inventory, acceptances and language; nil if a reference is not a
    /// passage of a known document. A code block of the pair (one a list item of the other side holds) is
    /// the code's, as inside a passage: no part of the side.
    func side(_ references: [BlockReference]) -> QASide? {
        let references = references.filter { $0.passageIndex != nil || $0.kind != "codeBlock" }
        guard let first = references.first else { return nil }
        var merged: PassageInventory?
        var accepted = documentWide[first.path] ?? []
        for reference in references {
            guard let found = inventory(of: reference) else { return nil }
            accepted += found.acceptances + (adjacent[reference.location] ?? [])
            if merged == nil { merged = found } else { merged!.append(found) }
        }
        guard let inventory = merged else { return nil }
        return QASide(
            references: references, inventory: inventory, acceptances: accepted,
            language: first.language?.humanLanguage ?? report.documents.first { $0.path == first.path }?.language,
            vocabulary: vocabulary(of: first.path))
    }

    /// The names a document uses anywhere.
    func vocabulary(of path: String) -> QAVocabulary {
        vocabularies[path] ?? QAVocabulary()
    }

    /// The code block at a reference, if it is one.
    func codeBlock(at reference: BlockReference) -> CodeBlock? {
        codeBlocks[reference.path]?[reference.range]
    }

    /// The inventory of one passage, if the reference is one.
    func inventory(of reference: BlockReference) -> PassageInventory? {
        guard let index = reference.passageIndex, let found = inventories[reference.path], found.indices.contains(index)
        else { return nil }
        return found[index]
    }

    /// The acceptances of a passage (by reference) and of its document.
    func acceptances(of reference: BlockReference) -> [QAAcceptance] {
        var result = documentWide[reference.path] ?? []
        result += adjacent[reference.location] ?? []
        result += inventory(of: reference)?.acceptances ?? []
        return result
    }

    /// A warning for every `qa-accept` word that names no check.
    func unknownAcceptances() -> [Diagnostic] {
        var all = documentWide.values.flatMap { $0 } + adjacent.values.flatMap { $0 }
        for found in inventories.values {
            all += found.flatMap(\.acceptances)
        }
        let known = QACheck.allCases.map(\.rawValue).joined(separator: ", ")
        let unknown = Set(all.filter { $0.check == nil })
        return unknown.sorted { $0.location < $1.location }.map {
            .warning(.qaAcceptUnknown, at: $0.location, "qa-accept names no check '\($0.word)'; use one of \(known)")
        }
    }
}

/// One side of a pair as the QA checks see it.
struct QASide {
    var references: [BlockReference]
    var inventory: PassageInventory
    var acceptances: [QAAcceptance]
    var language: HumanLanguage?
    /// The names its whole document uses.
    var vocabulary = QAVocabulary()

    var start: SourceLocation { references[0].location }

    func accepts(_ check: QACheck, _ texts: [String]) -> Bool {
        acceptances.contains { $0.accepts(check, texts) }
    }
}

extension PassageInventory {
    /// Adds a second passage of the same side (a 1-2 or 2-1 bead).
    mutating func append(_ other: PassageInventory) {
        code += other.code
        numbers += other.numbers
        links += other.links
        placeholders += other.placeholders
        markup += other.markup
        strayDelimiters += other.strayDelimiters
        acceptances += other.acceptances
        proseLines += other.proseLines
        proseWords.formUnion(other.proseWords)
        hasTextOutsideLinks = hasTextOutsideLinks || other.hasTextOutsideLinks
    }
}
