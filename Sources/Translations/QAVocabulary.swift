/// The names one document uses anywhere in its passages: the keys of its code spans and identifiers
/// (`PairComparison.codeKey`), and its Latin words, lowercased.
///
/// A name a pair's passage lacks but its document uses elsewhere is one the translator knows: left out of
/// this passage, it was said in words (`字符串` for `String`), not lost or changed. A code span the
/// translation adds that the original uses elsewhere names what the original means (a translator's
/// `switch` in a sentence about its cases).
struct QAVocabulary: Sendable {
    var codeKeys: Set<String> = []
    var words: Set<String> = []

    init() {}

    init(_ inventories: [PassageInventory]) {
        for inventory in inventories {
            for item in inventory.code { codeKeys.insert(PairComparison.codeKey(item.key)) }
            words.formUnion(inventory.proseWords)
        }
    }

    /// Whether the document uses `item`: the same code key, or the word (any case).
    func contains(_ item: QAItem) -> Bool {
        let key = PairComparison.codeKey(item.key)
        return codeKeys.contains(key) || words.contains(key.lowercased())
    }
}
