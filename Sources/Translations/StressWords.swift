/// English words of the closed classes — negation, quantifiers and numerals, auxiliaries and modals,
/// determiners, conjunctions, prepositions, a few adverbs of degree and order — that a writer sets in
/// italics to stress them (`*not*`, `*both*`, `*two*`, `*does*`, `*before*`). Such emphasis belongs to the
/// sentence, not to a term: a translation stresses with its own words (`TranslationConvention.stressDropped`).
/// A term is an open-class word or a phrase (`*tuple*`, `*closure expression*`) and is not here.
enum StressWords {
    /// Whether `text` is such a word, or only such words (`immediately after`; any case, an apostrophe of
    /// either kind).
    static func isStress(_ text: String) -> Bool {
        let parts = text.lowercased().replacingOccurrences(of: "’", with: "'").split(whereSeparator: \.isWhitespace)
        return !parts.isEmpty && parts.allSatisfy { words.contains(String($0)) }
    }

    static let words: Set<String> = [
        // Negation.
        "not", "no", "never", "none", "nothing", "nor", "neither",
        "isn't", "aren't", "wasn't", "weren't", "don't", "doesn't", "didn't", "can't", "cannot", "won't",
        "wouldn't", "shouldn't", "mustn't", "couldn't", "hasn't", "haven't",
        // Quantifiers, numerals and order.
        "all", "any", "both", "each", "every", "either", "few", "many", "more", "most", "much", "less", "least",
        "only", "some", "several", "same", "other", "own", "whole", "entire",
        "one", "two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "once", "twice",
        "first", "second", "third", "last", "next", "previous",
        // Auxiliaries and modals.
        "is", "are", "was", "were", "be", "been", "do", "does", "did", "has", "have", "had",
        "can", "could", "may", "might", "must", "shall", "should", "will", "would",
        // Determiners and pronouns.
        "a", "an", "the", "this", "that", "these", "those", "it", "its", "itself", "you", "your", "yourself",
        "they", "their", "them", "we", "our", "which", "what", "who", "whose",
        // Conjunctions and prepositions.
        "and", "or", "but", "if", "unless", "until", "while", "because", "although", "whether",
        "before", "after", "during", "within", "without", "inside", "outside", "instead", "of", "in", "on",
        "at", "to", "from", "by", "with", "for", "into", "onto", "through", "between", "above", "below",
        "beyond", "how", "why", "when", "where",
        // Adverbs of degree, time and focus.
        "also", "always", "even", "ever", "exactly", "just", "already", "still", "yet", "too", "very", "really",
        "again", "now", "then", "here", "there", "so", "actually", "always", "immediately", "directly",
    ]
}
