import Foundation

/// Word translations learned from a book's own paired passages, as a sentence aligner learns its dictionary
/// from the text it aligns: an original's word and a unit of the translation (a word; in Chinese, two Han
/// characters in a row) found in the same pairs far more often than apart translate each other.
///
/// What a sentence left out leaves behind: the translations of its own words are missing from the pair. A
/// sentence merged into another, or said in fewer words, keeps some of them.
final class TranslationLexicon {
    /// Each one-to-one pair's original units (`SentenceSplitter.Sentence.units`) and translation units.
    private let pairs: [(words: Set<String>, units: Set<String>)]
    /// The pairs each original word is in.
    private let pairsOfWord: [String: [Int]]
    /// How many pairs' translations have each unit.
    private let unitCounts: [String: Int]
    /// The entries learned so far, by word (nil: none can be).
    private var entries: [String: Entry?] = [:]

    /// Fewest pairs a word needs for its translation to be learned.
    static let minimumPairs = 4
    /// Least association (Dice's coefficient of the pairs each is in) of a word and a unit.
    static let minimumDice = 0.4
    /// Most units a word's translation has (a translator words it a few ways).
    static let maximumUnits = 3

    /// A word's translation, and how reliable its presence is.
    struct Entry {
        var units: Set<String>
        /// How often a pair with the word lacks all its units (the translator worded it otherwise).
        var missRate: Double
        /// How often a pair without the word has one of its units all the same.
        var chanceRate: Double
    }

    init(pairs: [(words: Set<String>, units: Set<String>)]) {
        self.pairs = pairs
        var pairsOfWord: [String: [Int]] = [:]
        var unitCounts: [String: Int] = [:]
        for (index, pair) in pairs.enumerated() {
            for word in pair.words { pairsOfWord[word, default: []].append(index) }
            for unit in pair.units { unitCounts[unit, default: 0] += 1 }
        }
        self.pairsOfWord = pairsOfWord
        self.unitCounts = unitCounts
    }

    /// The translation learned for `word`, if its pairs tell one.
    func entry(for word: String) -> Entry? {
        if let known = entries[word] { return known }
        let learned = learn(word)
        entries[word] = learned
        return learned
    }

    private func learn(_ word: String) -> Entry? {
        // A word in most pairs is a function word (`the`, `you`): what it pairs with is as common and says
        // nothing of one sentence.
        guard let postings = pairsOfWord[word], postings.count >= Self.minimumPairs, postings.count * 2 <= pairs.count
        else { return nil }
        var together: [String: Int] = [:]
        for index in postings {
            for unit in pairs[index].units where unit != word { together[unit, default: 0] += 1 }
        }
        let count = Double(postings.count)
        let ranked = together.compactMap { unit, both -> (unit: String, dice: Double, both: Int)? in
            let dice = 2 * Double(both) / (count + Double(unitCounts[unit] ?? 0))
            return dice >= Self.minimumDice ? (unit, dice, both) : nil
        }
        .sorted { $0.dice > $1.dice || $0.dice == $1.dice && $0.unit < $1.unit }.prefix(Self.maximumUnits)
        guard !ranked.isEmpty else { return nil }
        let units = Set(ranked.map(\.unit))
        let misses = postings.filter { pairs[$0].units.isDisjoint(with: units) }.count
        let elsewhere = ranked.reduce(0) { $0 + (unitCounts[$1.unit] ?? 0) - $1.both }
        let others = Double(pairs.count - postings.count)
        return Entry(
            units: units, missRate: (Double(misses) + 1) / (count + 2),
            chanceRate: min(0.9, (Double(elsewhere) + 1) / (others + 2)))
    }

    /// The evidence (a log-likelihood ratio) that original sentence `index` of a pair is left out rather than
    /// translated: for each word only that sentence has and whose translation is learned, whether the
    /// translation has none of its units (as if left out) or one (as if translated). A word the translation
    /// keeps as it is says nothing here (`KeptTokens` weighs it).
    func gain(leaving index: Int, source: [SentenceSplitter.Sentence], target: [SentenceSplitter.Sentence]) -> Double {
        var own = source[index].units
        var others: Set<String> = []
        for (other, sentence) in source.enumerated() where other != index { others.formUnion(sentence.units) }
        own.subtract(others)
        let translated = target.reduce(into: Set<String>()) { $0.formUnion($1.units) }
        // The units the other sentences' words account for: their presence says nothing of this sentence.
        var explained: Set<String> = []
        for word in others { if let entry = entry(for: word) { explained.formUnion(entry.units) } }
        var gain = 0.0
        for word in own where !translated.contains(word) {
            guard let entry = entry(for: word) else { continue }
            let telling = entry.units.subtracting(explained)
            guard !telling.isEmpty else { continue }
            gain +=
                telling.isDisjoint(with: translated)
                ? log((1 - entry.chanceRate) / entry.missRate) : log(entry.chanceRate / (1 - entry.missRate))
        }
        return gain
    }
}
