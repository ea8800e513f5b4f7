import DocParsing

/// A DocC aside: a block quote whose first paragraph starts with a kind and a colon (`> Note: …`,
/// `> Important: …`), drawn as an aside with its label instead of a quote.
///
/// The kinds are DocC's, compared without case (`> note:` is a note); the label shown is DocC's name of
/// the kind. Translations of the book write the kind in their language (`> 注意：`, or `> 注意` alone on
/// the quote's first line), so those words are asides of the same kind, labelled as written.
struct Aside: Hashable, Sendable {
    /// DocC's aside kinds the site draws, by the lowercased word that introduces them.
    static let kinds: [String: String] = [
        "note": "Note", "important": "Important", "warning": "Warning", "tip": "Tip", "experiment": "Experiment",
        "remark": "Remark", "deprecated": "Deprecated",
    ]

    /// The same kinds as translations of the Swift book write them.
    static let translatedKinds: [String: String] = [
        "注意": "note", "重要": "important", "警告": "warning", "提示": "tip", "练习": "experiment",
        "備註": "remark", "备注": "remark", "已弃用": "deprecated", "已棄用": "deprecated", "練習": "experiment",
    ]

    /// The kind, lowercased (`note`), which is also the aside's class.
    var kind: String
    /// What the aside is labelled with.
    var label: String
    /// The quote's first paragraph without the label and its colon; nil when nothing is left of it.
    var firstInlines: [Inline]?

    /// The aside a block quote is, or nil when it is a plain quote.
    init?(_ quote: Block) {
        guard case .blockQuote = quote.kind, let first = quote.children.first, case .paragraph = first.kind,
            case .text(let text)? = first.inlines.first
        else { return nil }
        var rest = Array(first.inlines.dropFirst())
        if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }) {
            let word = String(text[..<colon].reversed().drop { $0 == " " }.reversed())
            if let label = Self.kinds[word.lowercased()] {
                kind = word.lowercased()
                self.label = label
            } else if let kind = Self.translatedKinds[word] {
                self.kind = kind
                label = word
            } else {
                return nil
            }
            let after = text[text.index(after: colon)...].drop { $0 == " " || $0 == "\t" }
            if !after.isEmpty { rest.insert(.text(String(after)), at: 0) }
        } else {
            // A translation's label on a line of its own, with no colon (`> 注意` and a line break).
            let word = String(text.reversed().drop { $0 == " " }.reversed())
            guard let kind = Self.translatedKinds[word], let next = rest.first, next == .softBreak || next == .lineBreak
            else { return nil }
            self.kind = kind
            label = word
        }
        while let head = rest.first, head == .softBreak || head == .lineBreak { rest.removeFirst() }
        firstInlines = rest.isEmpty ? nil : rest
    }
}
