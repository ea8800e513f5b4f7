import DocgenCore

/// The rule that tells a typo from a missing declaration: a name the compiler cannot find is a *near miss*
/// of a declared name when it differs from it
/// - in case only, past the first letter (`searchresults`, `searchResults`),
/// - as the singular of a declared plural (`entry`, `searchResult` where `entries`, `searchResults` are
///   declared; `entrie` too),
/// - or by a typo: an edit distance of at most 1 (names of 3 to 7 characters) or 2 (8 or more), where
///   inserting, deleting or changing a character or swapping two adjacent ones is one edit; where both names
///   have as many camel-case words, each word that differs is itself a typo of the other's by the same
///   limits (`pwTextField` is no typo of `idTextField`: `pw` is another word than `id`).
///
/// Never a near miss: names that differ only in their digits (`label1`, `label2`: a series); the plural of a
/// declared name (`restaurants` where only `restaurant` is declared):
/// fragments show the element (`{ restaurant in … }`, `let restaurant = restaurants[i]`) of a collection
/// the larger sample declares, so that is a missing declaration, not a typo, even at one edit. Names of one
/// or two characters are near misses by case only: `i` and `j` are not typos of each other. A name is never
/// a near miss of itself (the program declares it, only out of reach: another question). Nor is a name
/// whose first letter's case differs: Swift names types with a capital and values without, so
/// `ViewController` where the program declares `let viewController` (or `Item` beside a parameter `item`)
/// is a type the fragment needs, not a typo.
///
/// One rule for every stage: the checker's verdicts (`incomplete` or a typo) and extraction's choice of the
/// app's later files a block is checked with.
public enum NearMiss {
    /// Whether `name` is a near miss of `declared`.
    public static func isNearMiss(_ name: String, of declared: String) -> Bool {
        guard name != declared, !isPlural(name, of: declared),
            name.first?.isUppercase == declared.first?.isUppercase, !isNumbered(name, like: declared)
        else { return false }
        if name.lowercased() == declared.lowercased() { return true }
        if isPlural(declared, of: name) { return true }
        let limit = typoLimit(name)
        guard limit > 0, abs(name.count - declared.count) <= limit else { return false }
        guard EditDistance.withTranspositions(name, declared, limit: limit) <= limit else { return false }
        // A word of the name replaced by another word is another name (`idTextField`, `pwTextField`;
        // `minValue`, `maxValue`), not a typo: with as many words, each changed word is itself a typo.
        let (words, declaredWords) = (self.words(name), self.words(declared))
        guard words.count == declaredWords.count else { return true }
        return zip(words, declaredWords).allSatisfy { word, other in
            let wordLimit = typoLimit(word.count >= other.count ? word : other)
            return word == other || EditDistance.withTranspositions(word, other, limit: wordLimit) <= wordLimit
        }
    }

    /// The words of a camel-case or snake-case name: `pwTextField` → `pw`, `Text`, `Field`.
    public static func words(_ name: String) -> [String] {
        var words: [String] = []
        var current = ""
        for character in name {
            if character == "_" {
                if !current.isEmpty { words.append(current) }
                current = ""
                continue
            }
            if character.isUppercase, let last = current.last, last.isLowercase || last.isNumber {
                words.append(current)
                current = ""
            }
            current.append(character)
        }
        if !current.isEmpty { words.append(current) }
        return words
    }

    /// Whether two names differ only in their digits (`label1`, `label2`; `section0`, `section`): names of a
    /// series, each its own, never a typo of another.
    public static func isNumbered(_ name: String, like other: String) -> Bool {
        guard name.contains(where: \.isNumber) || other.contains(where: \.isNumber) else { return false }
        return name.filter { !$0.isNumber } == other.filter { !$0.isNumber }
    }

    /// The edits a typo of `name` may make: none for a name of one or two characters, 1 up to seven, 2 from eight.
    public static func typoLimit(_ name: String) -> Int {
        switch name.count {
        case ..<3: return 0
        case ..<8: return 1
        default: return 2
        }
    }

    /// Whether `plural` is a plural of `singular` by an English ending: `-s`, `-es`, `-y` → `-ies` (and `-ie`
    /// → `-ies`: `entrie`, a typo of the singular, is still one of `entries`).
    public static func isPlural(_ plural: String, of singular: String) -> Bool {
        guard singular.count >= 3 else { return false }
        if plural == singular + "s" || plural == singular + "es" { return true }
        if singular.hasSuffix("y"), plural == singular.dropLast() + "ies" { return true }
        return false
    }
}
