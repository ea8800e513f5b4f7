import DocParsing
import DocgenCore

/// Finds drift: examples whose code differs between translations, and quotes that lost or changed words.
///
/// Quotes: every passage is cut into runs of Latin or Cyrillic words (Han characters end a run, so an
/// English quote inside Chinese notes is a run of its own). Runs of at least `minimumQuoteWords` words in
/// two different documents are compared word by word (case, punctuation and backslash escapes ignored);
/// over the stretch where they overlap, a Dice similarity of at least `minimumQuoteSimilarity` that is
/// not 1 is drift.
public struct DriftDetector: Sendable {
    public var minimumQuoteWords: Int
    public var minimumQuoteSimilarity: Double

    public init(minimumQuoteWords: Int = 8, minimumQuoteSimilarity: Double = 0.75) {
        self.minimumQuoteWords = minimumQuoteWords
        self.minimumQuoteSimilarity = minimumQuoteSimilarity
    }

    // MARK: - Examples

    /// Code blocks matched by an alignment whose code differs. With `translatedComments` among the target
    /// language's conventions, comments are the translator's: only the code outside them is compared (the
    /// QA checks compare the comments as prose).
    public func exampleDrift(
        in alignment: DocumentAlignment, documents: [String: Document], conventions: Set<TranslationConvention> = []
    ) -> [Drift] {
        let withoutComments = conventions.contains(.translatedComments)
        // The code of each side's blocks by range, walked once (not once a bead).
        var codes: [String: [SourceRange: String]] = [:]
        for path in [alignment.source, alignment.target] where codes[path] == nil {
            codes[path] = Dictionary((documents[path]?.codeBlocks ?? []).map { ($0.range, $0.code) }) { first, _ in
                first
            }
        }
        func code(at reference: BlockReference) -> String? { codes[reference.path]?[reference.range] }
        return alignment.beads.compactMap { bead -> Drift? in
            guard bead.kind == .match, bead.source.count == 1, bead.target.count == 1,
                bead.source[0].kind == "codeBlock", bead.target[0].kind == "codeBlock",
                var old = code(at: bead.source[0]), var new = code(at: bead.target[0]),
                AlignmentUnit.normalize(old) != AlignmentUnit.normalize(new)
            else { return nil }
            if withoutComments {
                old = CodeComments(old).normalizedCode
                new = CodeComments(new).normalizedCode
                guard old != new else { return nil }
            }
            let oldWords = old.split(whereSeparator: \.isWhitespace).map(String.init)
            let newWords = new.split(whereSeparator: \.isWhitespace).map(String.init)
            // Code laid out on other lines says the same (`{ print(name) }` on one line or three).
            guard oldWords != newWords else { return nil }
            let diff = WordDiff(from: oldWords, to: newWords)
            let same = diff.changes.filter { $0.kind == .same }.count
            return Drift(
                kind: .example, reference: bead.source[0], drifted: bead.target[0],
                similarity: Self.dice(same, oldWords.count, newWords.count), diff: diff)
        }
    }

    // MARK: - Quotes

    /// A run of words of one passage.
    struct WordRun {
        var passage: TaggedPassage
        var words: [String]
        var keys: [String]
    }

    /// Quotes that differ between documents; each pair of places is reported once. Between a document in
    /// `sourceLanguage` (an original) and one in another language, the original's wording is the
    /// reference and the drift is the translation's; otherwise the fuller wording is the reference.
    public func quoteDrift(in documents: [DocumentLanguages], sourceLanguage: HumanLanguage? = nil) -> [Drift] {
        // Runs with the same words are one wording, wherever they occur (a quote, its copies).
        struct Occurrence {
            var document: Int
            var position: Int
            var run: WordRun
        }
        struct Wording {
            var keys: Set<String>
            var occurrences: [Occurrence]
        }
        var wordings: [Wording] = []
        var wordingOfKeys: [[String]: Int] = [:]
        for (document, languages) in documents.enumerated() {
            for (position, run) in languages.passages.flatMap(wordRuns).enumerated() {
                let occurrence = Occurrence(document: document, position: position, run: run)
                if let index = wordingOfKeys[run.keys] {
                    wordings[index].occurrences.append(occurrence)
                } else {
                    wordingOfKeys[run.keys] = wordings.count
                    wordings.append(Wording(keys: Set(run.keys), occurrences: [occurrence]))
                }
            }
        }
        // An index from word to wordings, by document, finds the pairs that share enough words without
        // comparing all — and without counting the words two wordings of one document share (they are never
        // compared: in a long document whose paragraphs share their common words, that count was quadratic).
        // A word is looked up once, not once a document (in a book of many documents, most of the time).
        var postings: [String: [Int: [Int]]] = [:]
        var documentsOfWording: [[Int]] = []
        for (index, wording) in wordings.enumerated() {
            let inDocuments = Array(Set(wording.occurrences.map(\.document))).sorted()
            documentsOfWording.append(inDocuments)
            for key in wording.keys {
                for document in inDocuments { postings[key, default: [:]][document, default: []].append(index) }
            }
        }
        var found: [(order: [Int], drift: Drift)] = []
        var comparisons: [[Int]: QuoteComparison?] = [:]
        // Per other wording, the words it shares with the current one and the key it was last counted for (a
        // wording in several candidate documents shares a word once): arrays reset after each wording, for
        // the wordings `counted` lists (dictionaries here were most of the book's time).
        var shared = Array(repeating: 0, count: wordings.count)
        var countedFor = Array(repeating: -1, count: wordings.count)
        var counted: [Int] = []
        for (index, wording) in wordings.enumerated() {
            let own = documentsOfWording[index]
            for (ordinal, key) in wording.keys.enumerated() {
                // The documents whose wordings can pair with this one: any other (all, when it is in several).
                for (document, others) in postings[key] ?? [:] where own.count > 1 || document != own[0] {
                    for other in others where other > index && countedFor[other] != ordinal {
                        if countedFor[other] < 0 { counted.append(other) }
                        countedFor[other] = ordinal
                        shared[other] += 1
                    }
                }
            }
            let sharing = counted.map { ($0, shared[$0]) }
            for other in counted {
                shared[other] = 0
                countedFor[other] = -1
            }
            counted.removeAll(keepingCapacity: true)
            for (other, count) in sharing
            where Double(count) >= 0.5 * Double(min(wording.keys.count, wordings[other].keys.count)) {
                // Every place of one wording against every place of the other, in another document, the
                // earlier document first (as comparing documents pairwise would).
                for a in wording.occurrences {
                    for b in wordings[other].occurrences where a.document != b.document {
                        let (first, second) = a.document < b.document ? (a, b) : (b, a)
                        let isOriginal = [first.document, second.document].map {
                            sourceLanguage != nil && documents[$0].language == sourceLanguage
                        }
                        // 0: the fuller is the reference; 1: the first; 2: the second.
                        let reference = isOriginal[0] == isOriginal[1] ? 0 : isOriginal[0] ? 1 : 2
                        let key = (first.document == a.document ? [index, other] : [other, index]) + [reference]
                        let outcome =
                            comparisons[key]
                            ?? comparison(
                                first.run, second.run, firstIsReference: reference == 0 ? nil : reference == 1)
                        comparisons[key] = outcome
                        guard let outcome else { continue }
                        found.append(
                            (
                                [first.document, second.document, first.position, second.position],
                                drift(from: outcome, first.run, second.run)
                            ))
                    }
                }
            }
        }
        return found.sorted { $0.order.lexicographicallyPrecedes($1.order) }.map(\.drift)
    }

    /// Drift between two runs, compared over the stretch where they overlap.
    func compare(_ a: WordRun, _ b: WordRun) -> Drift? {
        comparison(a, b).map { drift(from: $0, a, b) }
    }

    /// The outcome of comparing two runs' words, whichever passages they are in.
    struct QuoteComparison {
        /// Whether `a` is the fuller version (the reference).
        var aIsReference: Bool
        var similarity: Double
        /// From the reference to the drifted version.
        var diff: WordDiff
    }

    /// Largest number of word pairs two runs may have to be compared (the comparison takes time in their
    /// product): runs of a thousand words each, far longer than a quote.
    static let maximumComparedWordPairs = 1_000_000

    func comparison(_ a: WordRun, _ b: WordRun, firstIsReference: Bool? = nil) -> QuoteComparison? {
        guard a.keys.count * b.keys.count <= Self.maximumComparedWordPairs else { return nil }
        let matches = LongestCommonSubsequence(a.keys, b.keys).matches(a.keys, b.keys)
        guard matches.count >= max(3, minimumQuoteWords - 2), let first = matches.first, let last = matches.last else {
            return nil
        }
        let aWindow = first.0...last.0, bWindow = first.1...last.1
        let similarity = Self.dice(matches.count, aWindow.count, bWindow.count)
        guard similarity >= minimumQuoteSimilarity, similarity < 1 else { return nil }
        // The fuller version is the reference: more words, then more letters (lost letters, `based` → `d`).
        func size(_ run: WordRun, _ window: ClosedRange<Int>) -> (Int, Int) {
            (window.count, run.keys[window].reduce(0) { $0 + $1.count })
        }
        let aIsReference = firstIsReference ?? (size(a, aWindow) >= size(b, bWindow))
        let (reference, drifted, referenceWindow, driftedWindow) =
            aIsReference ? (a, b, aWindow, bWindow) : (b, a, bWindow, aWindow)
        let diff = WordDiff(
            from: Array(reference.words[referenceWindow]), to: Array(drifted.words[driftedWindow]), key: Self.key)
        guard !diff.isEmpty else { return nil }
        return QuoteComparison(aIsReference: aIsReference, similarity: similarity, diff: diff)
    }

    private func drift(from comparison: QuoteComparison, _ a: WordRun, _ b: WordRun) -> Drift {
        let (reference, drifted) = comparison.aIsReference ? (a, b) : (b, a)
        return Drift(
            kind: .quote, reference: BlockReference(reference.passage), drifted: BlockReference(drifted.passage),
            similarity: comparison.similarity, diff: comparison.diff)
    }

    /// Runs of Latin or Cyrillic words (as written), cut at Han characters and CJK punctuation.
    func wordRuns(_ passage: TaggedPassage) -> [WordRun] {
        var runs: [WordRun] = []
        var words: [String] = []
        var word = ""
        func endWord() {
            if !word.isEmpty, !Self.key(word).isEmpty { words.append(word) }
            word = ""
        }
        func endRun() {
            endWord()
            if words.count >= minimumQuoteWords {
                runs.append(WordRun(passage: passage, words: words, keys: words.map(Self.key)))
            }
            words = []
        }
        for scalar in passage.block.plainText.unicodeScalars {
            if ProseTokenizer.isHan(scalar) || (0x3000...0x303F).contains(scalar.value)
                || (0xFF00...0xFFEF).contains(scalar.value)
            {
                endRun()
            } else if TextClasses.isWhitespace(scalar) {
                endWord()
            } else {
                word.unicodeScalars.append(scalar)
            }
        }
        endRun()
        return runs
    }

    /// A word compared by its letters and digits only, lowercased (`controller\'s` = `controller’s`).
    static func key(_ word: String) -> String {
        String(
            word.lowercased().unicodeScalars.filter { TextClasses.isAlphabetic($0) || ("0"..."9").contains($0) }.map(
                Character.init))
    }

    static func dice(_ shared: Int, _ left: Int, _ right: Int) -> Double {
        left + right == 0 ? 1 : 2 * Double(shared) / Double(left + right)
    }
}
