import DocgenCore

/// The names one document uses anywhere: the keys of its passages' code spans and identifiers
/// (`PairComparison.codeKey`), its Latin words, lowercased, and every identifier of its code spans and code
/// blocks (outside comments).
///
/// A name a pair's passage lacks but its document uses elsewhere is one the translator knows: left out of
/// this passage, it was said in words (`字符串` for `String`, `大小` for `size`), not lost or changed. A code
/// span the translation adds that is made of names the original uses elsewhere names what the original
/// means (a translator's `switch` in a sentence about its cases, `square < board.count` for "this check").
struct QAVocabulary: Sendable {
    var codeKeys: Set<String> = []
    var words: Set<String> = []
    /// The identifiers of the document's code spans and code blocks (`board`, `count`, `UTF8View`).
    var identifiers: Set<String> = []

    init() {}

    init(_ inventories: [PassageInventory], code: [String] = []) {
        for inventory in inventories {
            for item in inventory.code {
                codeKeys.insert(PairComparison.codeKey(item.key))
                identifiers.formUnion(Self.identifiers(in: item.key))
            }
            words.formUnion(inventory.proseWords)
        }
        for text in code { identifiers.formUnion(Self.identifiers(in: CodeComments(text).code)) }
    }

    /// Whether the document uses `item`: the same code key, the word (any case), or one identifier of
    /// its code.
    func contains(_ item: QAItem) -> Bool {
        let key = PairComparison.codeKey(item.key)
        return codeKeys.contains(key) || words.contains(key.lowercased()) || words.contains(item.key.lowercased())
            || identifiers.contains(item.key) || identifiers.contains(key)
    }

    /// Whether every identifier of a code span is one the document uses, and it has one: what the span
    /// says, the document says (`Int?`, `init!`, `square < board.count`). A span with other letters
    /// (`循环`) or full-width punctuation (`summarize(_：)`), a changed name (`amoun`) or a function's name
    /// with its parentheses (`findIndex(_:_:)`: its labels are a claim of their own) is not.
    func explains(_ item: QAItem) -> Bool {
        let names = Self.identifiers(in: item.key)
        guard !names.isEmpty, item.key.allSatisfy(\.isASCII), !item.key.contains("(") else { return false }
        return names.allSatisfy { identifiers.contains($0) || codeKeys.contains($0) || words.contains($0.lowercased()) }
    }

    /// The ASCII identifiers of a text (`[A-Za-z_][A-Za-z0-9_]*`).
    static func identifiers(in text: String) -> [String] {
        var result: [String] = []
        var current = ""
        for scalar in text.unicodeScalars {
            let isStart = scalar == "_" || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
            if isStart || !current.isEmpty && ("0"..."9").contains(scalar) {
                current.unicodeScalars.append(scalar)
            } else if !current.isEmpty {
                result.append(current)
                current = ""
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }
}
