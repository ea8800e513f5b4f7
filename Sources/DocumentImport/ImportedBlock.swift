/// A block of the Markdown document being rebuilt from plain text.
struct ImportedBlock: Sendable {
    enum Kind: Sendable, Equatable {
        case heading(level: Int)
        case paragraph
        /// A list item; `marker` is `-` or `1.` style.
        case listItem(marker: String)
        /// A bare URL on its own line.
        case autolink
        case code(language: String)
    }

    var kind: Kind
    /// Paragraph or heading text; for code, the lines joined with `\n`.
    var text: String
    var firstSourceLine: Int
    var lastSourceLine: Int
    /// Repairs inside this block, with the line offset inside the block they concern (0 for prose).
    var repairs: [(offset: Int, repair: Repair)] = []

    var isCode: Bool {
        if case .code = kind { return true }
        return false
    }
}
