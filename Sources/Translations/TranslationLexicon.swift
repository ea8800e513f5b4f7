import Foundation

/// Word translations learned from a book's own paired passages, as a sentence aligner learns its dictionary
/// from the text it aligns: an original's word and a unit of the translation (a word; in Chinese, two Han
/// characters in a row) found in the same pairs far more often than apart translate each other.
///
/// What a sentence left out leaves behind: the translations of its own words are missing from the pair. A
/// sentence merged into another, or said in fewer words, keeps some of them.
final class TranslationLexicon {
    /// Each one-to-one pair's translation units, as numbers (`unitNames`), once each.
    private let pairUnits: [[Int]]
    /// The pairs each original word is in, in order.
    private let pairsOfWord: [String: [Int]]
    /// Each unit's number, its text, and the pairs whose translations have it, in order.
    private let unitNumbers: [String: Int]
    private let unitNames: [String]
    private let pairsOfUnit: [[Int]]
    /// Per unit number, how many of a word's pairs have it: counted for one word at a time.
    private var together: [Int]
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
        var pairsOfWord: [String: [Int]] = [:]
        var unitNumbers: [String: Int] = [:]
        var unitNames: [String] = []
        var pairsOfUnit: [[Int]] = []
        var pairUnits: [[Int]] = []
        for (index, pair) in pairs.enumerated() {
            for word in pair.words { pairsOfWord[word, default: []].append(index) }
            var numbers: [Int] = []
            for unit in pair.units {
                let number: Int
                if let known = unitNumbers[unit] {
                    number = known
                } else {
                    number = unitNames.count
                    unitNumbers[unit] = number
                    unitNames.append(unit)
                    pairsOfUnit.append([])
                }
                pairsOfUnit[number].append(index)
                numbers.append(number)
            }
            pairUnits.append(numbers)
        }
        self.pairUnits = pairUnits
        self.pairsOfWord = pairsOfWord
        self.unitNumbers = unitNumbers
        self.unitNames = unitNames
        self.pairsOfUnit = pairsOfUnit
        together = Array(repeating: 0, count: unitNames.count)
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
        guard let postings = pairsOfWord[word], postings.count >= Self.minimumPairs,
            postings.count * 2 <= pairUnits.count
        else { return nil }
        let own = unitNumbers[word]
        var counted: [Int] = []
        for index in postings {
            for unit in pairUnits[index] where unit != own {
                if together[unit] == 0 { counted.append(unit) }
                together[unit] += 1
            }
        }
        let count = Double(postings.count)
        let ranked = Array(strongest(of: counted, count: count).prefix(Self.maximumUnits))
        for unit in counted { together[unit] = 0 }
        guard !ranked.isEmpty else { return nil }
        var having: Set<Int> = []
        var elsewhere = 0
        for found in ranked {
            having.formUnion(pairsOfUnit[found.unit])
            elsewhere += pairsOfUnit[found.unit].count - found.both
        }
        var misses = 0
        for index in postings where !having.contains(index) { misses += 1 }
        let others = Double(pairUnits.count - postings.count)
        let missRate: Double = (Double(misses) + 1) / (count + 2)
        let chanceRate: Double = min(0.9, (Double(elsewhere) + 1) / (others + 2))
        return Entry(units: Set(ranked.map { unitNames[$0.unit] }), missRate: missRate, chanceRate: chanceRate)
    }

    /// The units counted (`together`) with a word of `count` pairs, whose association with it is at least
    /// `minimumDice` and not chance (`isSignificant`), strongest first (ties by text).
    private func strongest(of counted: [Int], count: Double) -> [(unit: Int, dice: Double, both: Int)] {
        var ranked: [(unit: Int, dice: Double, both: Int)] = []
        for unit in counted {
            let both = together[unit]
            let unitCount = Double(pairsOfUnit[unit].count)
            let dice: Double = 2 * Double(both) / (count + unitCount)
            if dice >= Self.minimumDice,
                Self.isSignificant(both: Double(both), word: count, unit: unitCount, pairs: Double(pairUnits.count))
            {
                ranked.append((unit, dice, both))
            }
        }
        return ranked.sorted { first, second in
            first.dice > second.dice || first.dice == second.dice && unitNames[first.unit] < unitNames[second.unit]
        }
    }

    /// Whether a word in `word` pairs and a unit in `unit` pairs, found together in `both` of `pairs`, are
    /// associated beyond chance: the log-likelihood ratio (G²) of their two-by-two table against independence
    /// is at least `minimumSignificance`. Few pairs never are: in a short document a common word and a common
    /// unit meet as often as a word and its translation.
    static func isSignificant(both: Double, word: Double, unit: Double, pairs: Double) -> Bool {
        let cells = [
            (both, word, unit), (word - both, word, pairs - unit), (unit - both, pairs - word, unit),
            (pairs - word - unit + both, pairs - word, pairs - unit),
        ]
        var statistic = 0.0
        for (observed, row, column) in cells where observed > 0 {
            statistic += 2 * observed * log(observed * pairs / (row * column))
        }
        return statistic >= minimumSignificance
    }

    /// G² of one degree of freedom at p = 0.001.
    static let minimumSignificance = 10.83

    /// Whether `word` and `unit` are found in the same pairs as a word and its translation are (Dice's
    /// coefficient of their pairs at least `minimumDice`, which needs their counts within a factor of 4 and
    /// spares counting the pairs of most).
    func isAssociated(_ word: String, with unit: String) -> Bool {
        guard let words = pairsOfWord[word], words.count >= Self.minimumPairs, words.count * 2 <= pairUnits.count,
            let number = unitNumbers[unit]
        else { return false }
        let units = pairsOfUnit[number]
        let least = Self.minimumDice / (2 - Self.minimumDice)
        guard Double(min(words.count, units.count)) >= least * Double(max(words.count, units.count)) else {
            return false
        }
        var both = 0
        var (i, j) = (0, 0)
        while i < words.count, j < units.count {
            if words[i] == units[j] {
                both += 1
                i += 1
                j += 1
            } else if words[i] < units[j] {
                i += 1
            } else {
                j += 1
            }
        }
        return 2 * Double(both) >= Self.minimumDice * Double(words.count + units.count)
    }

    /// The evidence (a log-likelihood ratio) that original sentence `index` of a pair is left out rather than
    /// translated: for each word only that sentence has and whose translation is learned, whether the
    /// translation has none of its units (as if left out) or one (as if translated). A word the translation
    /// keeps as it is says nothing here (`KeptTokens` weighs it).
    func gain(leaving index: Int, source: [SentenceSplitter.Sentence], target: [SentenceSplitter.Sentence]) -> Double {
        gain(
            leaving: index, of: source.map(\.units),
            in: target.reduce(into: Set<String>()) { $0.formUnion($1.units) })
    }

    /// The evidence (a log-likelihood ratio) that part `index` of an original (a sentence, or a passage of
    /// several) is left out of a translation whose units are `translated`, the parts given by their units.
    func gain(leaving index: Int, of source: [Set<String>], in translated: Set<String>) -> Double {
        var own = source[index]
        var others: Set<String> = []
        for (other, units) in source.enumerated() where other != index { others.formUnion(units) }
        own.subtract(others)
        var gain = 0.0
        for word in own where !translated.contains(word) {
            guard let entry = entry(for: word) else { continue }
            // A unit another part's word accounts for says nothing of this part.
            let telling = entry.units.filter { unit in !others.contains { isAssociated($0, with: unit) } }
            guard !telling.isEmpty else { continue }
            gain +=
                telling.isDisjoint(with: translated)
                ? log((1 - entry.chanceRate) / entry.missRate) : log(entry.chanceRate / (1 - entry.missRate))
        }
        return gain
    }

    /// Whether the translation has the learned translations of every original sentence's own words: the
    /// evidence is against each sentence being left out.
    func translatesEverySentence(
        of source: [SentenceSplitter.Sentence], in target: [SentenceSplitter.Sentence]
    ) -> Bool {
        source.indices.allSatisfy { gain(leaving: $0, source: source, target: target) < 0 }
    }
}
