import DocgenCore

/// The QA checks of one pair: what the two sides must share, and the glossary's terms.
///
/// `source` is the original. A finding is reported in the translation and worded for its translator; one
/// reported in the original (a literal delimiter only the original has) says it is the original's.
struct PairComparison {
    var source: QASide
    var translation: QASide
    var glossary: Glossary?
    /// The conventions of the translation's language.
    var conventions: Set<TranslationConvention> = []
    /// Every document's headings, for the anchors of the translation's `doc:` links; nil: not checked.
    var headings: QAHeadings?

    func findings() -> [QAFinding] {
        code() + numbers() + links() + markup() + placeholders() + terms()
    }

    // MARK: - Items both sides keep

    /// Code spans and identifiers: a code span on one side may be plain text on the other (a number too: a
    /// number in a code span on one side and in the prose on the other is one finding at most, here, and
    /// only when it changed). `for`-`in` is `for-in`. A name this passage leaves out that the translation
    /// writes elsewhere was said in words here (`字符串` for `String`), and a code span it adds that the
    /// original uses elsewhere says what the original means: neither is a finding alone, but a name left
    /// out still pairs with a near miss the translation has instead (`addTwoInt`).
    func code() -> [QAFinding] {
        let sourceKeys = Set(source.inventory.code.map { Self.codeKey($0.key) })
        let translationKeys = Set(translation.inventory.code.map { Self.codeKey($0.key) })
        let sourceProse = source.inventory.proseText.lowercased()
        let translationProse = translation.inventory.proseText.lowercased()
        // A number with its unit stands for the bare number too (`` `64-bit` `` and `64 位`), and a code span
        // that is a number for its number (`` `1` `` and `` `+1` ``).
        let sourceNumbers = Set(
            source.inventory.numbers.flatMap { [$0.key, Self.bareNumber($0.key)] }
                + source.inventory.code.compactMap(Self.numberKey))
        let translationNumbers = Set(
            translation.inventory.numbers.flatMap { [$0.key, Self.bareNumber($0.key)] }
                + translation.inventory.code.compactMap(Self.numberKey))
        let sourceSide = WrittenSide(
            keys: sourceKeys, words: source.inventory.proseWords, prose: sourceProse, numbers: sourceNumbers,
            code: source.inventory.code)
        let translationSide = WrittenSide(
            keys: translationKeys, words: translation.inventory.proseWords, prose: translationProse,
            numbers: translationNumbers, code: translation.inventory.code)
        // A span of punctuation alone (`:`, `{`, `?`) names a character the other side may say in words.
        var missing = unique(source.inventory.code).filter {
            Self.isMoreThanPunctuation($0) && !translationSide.has($0)
        }
        var extra = unique(translation.inventory.code).filter { Self.isMoreThanPunctuation($0) && !sourceSide.has($0) }
        Self.droppingTranslatedPlaceholders(&missing, &extra)
        // Two documents: an inline pair's one document has both languages' names.
        let (sourceNames, translationNames) =
            source.start.file == translation.start.file
            ? (QAVocabulary(), QAVocabulary()) : (source.vocabulary, translation.vocabulary)
        let knownMissing = missing.filter { translationNames.contains($0) }
        var kept = missing.filter { !translationNames.contains($0) }
        extra = extra.filter { !sourceNames.contains($0) }
        // A number of the original's code span that the translation writes otherwise in its prose: what it
        // became is the first such number (the number check leaves it to this one).
        if missing.contains(where: { Self.numberKey($0) != nil }) {
            extra += changedNumbers(extra: true).map { QAItem(key: $0.key, text: $0.text, location: $0.location) }
        }
        extra = Self.pairNearMisses(knownMissing, with: extra, after: &kept)
        // An identifier in the translation's prose that is not in the source is reported only as what a
        // missing one became; a code span on its own too, unless the original's document uses every name
        // in it (the translator's explanation: `Int?`, `init!`) or it is a number of the original's code
        // (`72`, the value the example sets).
        let isExplained = { (item: QAItem) -> Bool in
            sourceNames.explains(item) || Self.numberKey(item).map(sourceNames.codeNumbers.contains) == true
        }
        return report(
            .code, "code", missing: kept, extra: extra, extraAlone: { $0.isCodeSpan && !isExplained($0) },
            advice: "keep code and identifiers unchanged")
    }

    /// What one side of a pair writes, for ``isWritten(_:keys:words:prose:numbers:)``.
    struct WrittenSide {
        var keys: Set<String>
        var words: Set<String>
        var prose: String
        var numbers: Set<String>
        /// Two neighbouring Latin words of the prose joined (`file private` is `fileprivate`).
        var joinedWords: Set<String>
        /// The names written without parentheses (`swapTwoInts`, not `fatalError()`).
        var bareNames: Set<String>

        init(keys: Set<String>, words: Set<String>, prose: String, numbers: Set<String>, code: [QAItem]) {
            self.keys = keys
            bareNames = Set(code.map(\.key).filter { !$0.contains("(") })
            self.words = words
            self.prose = prose
            self.numbers = numbers
            var joined: Set<String> = []
            var previous: String?
            for token in ProseTokenizer.tokens(in: prose) {
                let word: String?
                switch token {
                case .word(let text): word = String(text)
                case .identifier(let text): word = text
                default: word = nil
                }
                if let previous, let word { joined.insert(previous + word) }
                previous = word
            }
            joinedWords = joined
        }

        func has(_ item: QAItem) -> Bool {
            if PairComparison.isWritten(item, keys: keys, words: words, prose: prose, numbers: numbers) { return true }
            let key = PairComparison.codeKey(item.key)
            // A keyword the other side writes as two words (`fileprivate`, `file private`).
            if key.count >= 6, key.allSatisfy({ $0.isASCII && $0.isLowercase }), joinedWords.contains(key) {
                return true
            }
            // A type named where the other side says its common noun in the plural (`Character`,
            // "integers and characters"): one capitalized word of letters.
            if item.isCodeSpan, key.first?.isUppercase == true, key.count >= 3, key.allSatisfy(\.isLetter),
                words.contains(key.lowercased() + "s")
            {
                return true
            }
            // A function named without its argument labels where the other side writes them
            // (`swapTwoInts` and `swapTwoInts(_:_:)`), either way; `fatalError()` is a call, not a name.
            guard key.first?.isLetter == true else { return false }
            if !item.key.contains("(") { return keys.contains { $0.hasPrefix(key + "(") } }
            guard let open = item.key.firstIndex(of: "("), item.key.hasSuffix(":)") else { return false }
            return bareNames.contains(String(item.key[..<open]))
        }
    }

    /// Whether an item is more than punctuation (`:`, `{`, `?`, `=`, `（`): a letter, a digit or another
    /// symbol (`🐥`).
    static func isMoreThanPunctuation(_ item: QAItem) -> Bool {
        item.key.contains { !($0.isASCII || $0.isPunctuation) || $0.isLetter || $0.isNumber }
    }

    /// Removes each of the original's placeholders of a syntax form (`question ? answer1 : answer2`,
    /// `remainder`, `some multiplier`: lowercase Latin words) that the translation writes in its own words in
    /// a code span (`问题 ? 答案1 : 答案2`), with that span: the same characters apart from the words, the
    /// original's words all lowercase Latin letters, the translation's all of another script. A name of the
    /// program (`Subclass`) is not a placeholder and stays a finding.
    static func droppingTranslatedPlaceholders(_ missing: inout [QAItem], _ extra: inout [QAItem]) {
        func skeleton(_ text: String) -> String {
            String(text.filter { !$0.isLetter && !$0.isWhitespace })
        }
        var remaining = extra
        missing = missing.filter { item in
            let letters = item.key.filter(\.isLetter)
            guard item.isCodeSpan, !letters.isEmpty, letters.allSatisfy({ $0.isASCII && $0.isLowercase }),
                let index = remaining.firstIndex(where: { other in
                    let otherLetters = other.key.filter(\.isLetter)
                    return other.isCodeSpan && !otherLetters.isEmpty && !otherLetters.contains(where: \.isASCII)
                        && skeleton(other.key) == skeleton(item.key)
                })
            else { return true }
            remaining.remove(at: index)
            return false
        }
        extra = remaining
    }

    /// Whether an item of one side is on the other: the same code key or word, the same number, the same
    /// text in its prose (`()`, `[Int]`, `Searchable Placement`), or the same code split at or joined by
    /// hyphens (`for`-`in` and `for-in`).
    static func isWritten(
        _ item: QAItem, keys: Set<String>, words: Set<String>, prose: String, numbers: Set<String>
    ) -> Bool {
        let key = codeKey(item.key)
        if keys.contains(key) || words.contains(key.lowercased()) || words.contains(item.key.lowercased()) {
            return true
        }
        if let number = numberKey(item), numbers.contains(number) { return true }
        let parts = key.split(separator: "-").map(String.init)
        if parts.count > 1, parts.allSatisfy({ keys.contains($0) }) { return true }
        let isPartOfJoined = { (joined: String) -> Bool in
            joined.contains("-") && joined.split(separator: "-").contains(Substring(key))
        }
        if !key.contains("-"), keys.contains(where: isPartOfJoined) { return true }
        // A code span written as plain text: the whole span, not a word inside another.
        return item.isCodeSpan && item.key.contains(where: { !$0.isLetter && !$0.isNumber })
            && prose.containsStandalone(item.key.lowercased())
    }

    /// The extra items in pairing order: after those `kept` pairs with, each variant of a name left out
    /// that the translation knows (`known`), that name appended to `kept`; then the rest.
    static func pairNearMisses(_ known: [QAItem], with extra: [QAItem], after kept: inout [QAItem]) -> [QAItem] {
        var paired = Array(extra.prefix(kept.count))
        var rest = Array(extra.dropFirst(kept.count))
        for item in known {
            guard let index = rest.firstIndex(where: { isVariant($0.key, of: item.key) }) else { continue }
            kept.append(item)
            paired.append(rest.remove(at: index))
        }
        return paired + rest
    }

    /// Whether `value` is the name `original` changed: a near miss (`addTwoInt`), the same letters and
    /// digits (`fatalError（_：file：line：）`), or six or more of them inside the other's
    /// (`searchResultsController` of a broken `init(searchResultsController:)`).
    static func isVariant(_ value: String, of original: String) -> Bool {
        if QARanking.isNearMiss(value, of: original) { return true }
        func loose(_ text: String) -> String { String(text.lowercased().filter { $0.isLetter || $0.isNumber }) }
        let (a, b) = (loose(value), loose(original))
        guard !a.isEmpty, !b.isEmpty else { return false }
        return a == b || min(a.count, b.count) >= 6 && (a.contains(b) || b.contains(a))
    }

    /// A number's key without its unit (`64` for `64 bit`).
    static func bareNumber(_ key: String) -> String {
        String(key.split(separator: " ").first ?? Substring(key))
    }

    /// The number a code span or a name of the prose is (`` `128` ``, `` `-4` ``, `64-bit` with a hyphenated
    /// word after it), if it is one number and nothing else. A sign is no part of it, nor zeros that pad it:
    /// `` `+1` `` is the 1 of "increment by 1", `` `+08` `` the 8 of "a value of `8`".
    static func numberKey(_ item: QAItem) -> String? {
        guard let first = item.key.first, first.isNumber || first == "-" || first == "+" else { return nil }
        var text = Substring(first.isNumber ? item.key : String(item.key.dropFirst()))
        if let hyphen = text.firstIndex(of: "-"), hyphen != text.startIndex,
            text[text.index(after: hyphen)...].allSatisfy({ $0.isASCII && $0.isLetter }),
            text.index(after: hyphen) != text.endIndex
        {
            text = text[..<hyphen]
        }
        let found = NumberScanner.numbers(in: String(text))
        guard found.count == 1, found[0].text == text else { return nil }
        // Zeros that pad a whole number are layout (`+08` lines up with `-02`): it is the number.
        let key = found[0].key
        guard key.count > 1, key.first == "0", key.allSatisfy(\.isNumber) else { return key }
        let value = key.drop { $0 == "0" }
        return value.isEmpty ? "0" : String(value)
    }

    /// The numbers of the prose that no number or numeric code span of the other side keeps: in the
    /// translation (`extra`) or in the original.
    func changedNumbers(extra: Bool) -> [QAItem] {
        let (mine, other) = extra ? (translation, source) : (source, translation)
        // A number inside a code span of the other side (`1...3`, `(1, 2)`, `Swift 5`) is kept too.
        let otherCode = Set(
            other.inventory.code.compactMap(Self.numberKey)
                + other.inventory.code.filter(\.isCodeSpan).flatMap { NumberScanner.numbers(in: $0.text).map(\.key) })
        let markers = Self.enumerationMarkers(in: mine.inventory.proseText)
        return unique(mine.inventory.numbers).filter {
            !otherCode.contains($0.key) && !isKept($0, in: other) && !markers.contains($0.key)
        }
    }

    /// The numbers of an enumeration written inline — `(1) … (2) … (3)`, `（1）…（2）` — counting from 1 with
    /// none left out: the parts of a list the prose names, not numbers the other side must keep (which may
    /// say "in one of three ways" or make the parts list items).
    static func enumerationMarkers(in text: String) -> Set<String> {
        let characters = Array(text)
        var values: Set<Int> = []
        var index = 0
        while index < characters.count {
            defer { index += 1 }
            guard "(（".contains(characters[index]) else { continue }
            var end = index + 1
            while end < characters.count, end - index <= 2, characters[end].isASCII, characters[end].isNumber {
                end += 1
            }
            guard end > index + 1, end < characters.count, ")）".contains(characters[end]),
                let value = Int(String(characters[(index + 1)..<end]))
            else { continue }
            values.insert(value)
        }
        var count = 0
        while values.contains(count + 1) { count += 1 }
        guard count >= 2 else { return [] }
        return Set((1...count).map(String.init))
    }

    /// `UISearchController’s` is `UISearchController`; `reloadData()` is `reloadData`; `(+)` is `+`; a
    /// plural of a name (`EventLoopFutures`, `Widgets`) is the name, as languages without plurals write it.
    static func codeKey(_ key: String) -> String {
        var key = Substring(key)
        // A span in its own brackets (`(+)`, `（newValue）`) is what they enclose.
        if let first = key.first, let last = key.last, key.count > 2, "(（".contains(first), ")）".contains(last),
            !key.dropFirst().dropLast().contains(where: { "()（）".contains($0) })
        {
            key = key.dropFirst().dropLast()
        }
        for suffix in ["’s", "'s"] where key.hasSuffix(suffix) { key = key.dropLast(suffix.count) }
        if key.hasSuffix("()") { key = key.dropLast(2) }
        if key.count > 3, key.hasSuffix("s"), !key.hasSuffix("ss"), key.dropLast().last?.isLowercase == true,
            key.first?.isUppercase == true, key.allSatisfy({ $0.isLetter || $0.isNumber })
        {
            key = key.dropLast()
        }
        return String(key)
    }

    func numbers() -> [QAFinding] {
        var missing = changedNumbers(extra: false)
        var extra = changedNumbers(extra: true)
        // A number that a code span of the other side had is the code check's (one finding, not two).
        if translation.inventory.code.contains(where: { Self.numberKey($0) != nil }) {
            let translationCode = Set(translation.inventory.code.compactMap(Self.numberKey))
            let sourceCode = Set(source.inventory.code.compactMap(Self.numberKey))
            if !translationCode.subtracting(sourceCode).subtracting(source.inventory.numbers.map(\.key)).isEmpty {
                missing = []
            }
        }
        if source.inventory.code.contains(where: { Self.numberKey($0) != nil }) {
            let sourceCode = Set(source.inventory.code.compactMap(Self.numberKey))
            let translationCode = Set(translation.inventory.code.compactMap(Self.numberKey))
            if !sourceCode.subtracting(translationCode).subtracting(translation.inventory.numbers.map(\.key)).isEmpty {
                extra = []
            }
        }
        return report(.number, "number", missing: missing, extra: extra, advice: "keep numbers unchanged")
    }

    /// Whether a number is on the other side: the same, the same without its unit (`44 pt` and `44`), or
    /// written as a word.
    func isKept(_ item: QAItem, in side: QASide) -> Bool {
        func number(_ key: String) -> Substring { key.split(separator: " ").first ?? Substring(key) }
        let numbers = side.inventory.numbers
        if numbers.contains(where: { $0.key == item.key }) { return true }
        if numbers.contains(where: { !$0.key.contains(" ") && $0.key == String(number(item.key)) }) { return true }
        if !item.key.contains(" "), numbers.contains(where: { String(number($0.key)) == item.key }) { return true }
        return NumberWords.isWritten(String(number(item.key)), in: side.inventory.proseText, language: side.language)
    }

    func links() -> [QAFinding] {
        let sourceKeys = Set(source.inventory.links.map(\.key))
        let translationKeys = Set(translation.inventory.links.map(\.key))
        let missing = unique(source.inventory.links).filter { !translationKeys.contains($0.key) }
        let extra = unique(translation.inventory.links).filter { !sourceKeys.contains($0.key) }
        return report(
            .link, "link target", missing: missing, extra: extra,
            advice: "link the same target or its translation") + unknownAnchors()
    }

    /// The translation's links to a heading (`doc:Name#Anchor`, `#Anchor`) that its document has in none of
    /// its languages, unless the original links there too (then it is the original's).
    func unknownAnchors() -> [QAFinding] {
        guard let headings else { return [] }
        let original = Set(source.inventory.links.map(\.text))
        var seen: Set<String> = []
        var findings: [QAFinding] = []
        for item in translation.inventory.links where !original.contains(item.text) && seen.insert(item.text).inserted {
            guard headings.isUnknownAnchor(item.text, from: item.location.file) == true,
                !accepted(.link, [item.text, item.key])
            else { continue }
            findings.append(
                finding(
                    .link, "link target '\(item.text)' names no heading of its document; link a heading it has",
                    source: nil, translation: item))
        }
        return findings
    }

    func placeholders() -> [QAFinding] {
        let sourceKeys = Set(source.inventory.placeholders.map(\.key))
        let translationKeys = Set(translation.inventory.placeholders.map(\.key))
        let missing = unique(source.inventory.placeholders).filter { !translationKeys.contains($0.key) }
        let extra = unique(translation.inventory.placeholders).filter { !sourceKeys.contains($0.key) }
        return report(
            .placeholder, "placeholder", missing: missing, extra: extra, advice: "keep placeholders unchanged")
    }

    // MARK: - Markup

    /// Emphasis, strong and strikethrough counts, and literal delimiters that did not become markup. Under
    /// `emphasisAsStrong` emphasis and strong are one count (the original's italics may be bold).
    func markup() -> [QAFinding] {
        var findings: [QAFinding] = []
        let groups: [[String]] =
            conventions.contains(.emphasisAsStrong)
            ? [["emphasis", "strong"], ["strikethrough"]] : [["emphasis"], ["strong"], ["strikethrough"]]
        for kinds in groups {
            let left = source.inventory.markup.filter { kinds.contains($0.key) }
            let right = translation.inventory.markup.filter { kinds.contains($0.key) }
            guard left.count != right.count, !kinds.contains(where: { accepted(.markup, [$0]) }) else { continue }
            // Where italics may be bold, the translation may mark more than its original (a term it stresses,
            // a keyword it bolds): what must survive is what the original marks.
            if right.count > left.count, kinds == ["emphasis", "strong"] { continue }
            // Stress (`*not*`, `*two*`, `a *lower* access level`) the translation says with words, and a
            // term marked again: a deficit no larger than the original's stressed words and repeated terms
            // is no finding.
            if conventions.contains(.stressDropped), kinds.contains("emphasis"), right.count < left.count,
                left.count - right.count <= Self.repeatedTerms(left).filter({ !isStress($0) }).count
                    + left.filter({ isStress($0) }).count
            {
                continue
            }
            if conventions.contains(.emphasisDropped), kinds.contains("emphasis"), right.count < left.count {
                let strong = { (side: QASide) -> Int in side.inventory.markup.filter { $0.key == "strong" }.count }
                if !kinds.contains("strong") || strong(translation) >= strong(source) { continue }
            }
            let kind = kinds.joined(separator: " or ")
            findings.append(
                finding(
                    .markup,
                    "\(kind) differs: \(right.count) here, \(left.count) in the original; mark the same words",
                    source: left.first?.location, translation: right.first?.location))
        }
        for delimiter in ["**", "__", "~~", "`"] {
            let left = source.inventory.strayDelimiters.filter { $0.key == delimiter }
            let right = translation.inventory.strayDelimiters.filter { $0.key == delimiter }
            guard left.count != right.count, !accepted(.markup, [delimiter]) else { continue }
            let what = delimiter == "`" ? "backtick" : "'\(delimiter)'"
            // Reported where the literal delimiter is, whichever side that is.
            if right.count > left.count {
                let message =
                    "literal \(what) is not markup here but is in the original; fix the delimiters (no space inside, punctuation outside)"
                findings.append(
                    finding(.markup, message, source: left.first, translation: right.first))
            } else {
                let message =
                    "the original looks wrong: literal \(what) is not markup here but is in the translation; fix the original's delimiters"
                findings.append(
                    QAFinding(
                        check: .markup, message: message, location: left.first?.location ?? source.start,
                        otherLocation: right.first?.location ?? translation.start, sourcePassage: source.start,
                        translationPassage: translation.start, sourceValue: left.first?.text,
                        translationValue: right.first?.text, isInOriginal: true))
            }
        }
        return findings
    }

    /// Whether an emphasis of the original stresses a word rather than marks a term: one closed-class word
    /// of English (`StressWords`), or one word that modifies the unmarked name or term after it: a code
    /// span (`an *optional* `Int``), or a word it makes a phrase the document uses elsewhere too (`a
    /// superclass *designated* initializer`, `a *lower* access level`). A writer who defines a term marks
    /// all of it. A metavariable of the document's syntax forms (`the *collection* expression`, from
    /// `for <#item#> in <#collection#>`) is a term.
    private func isStress(_ item: QAItem) -> Bool {
        guard item.key == "emphasis", source.language == .english else { return false }
        if StressWords.isStress(item.text) { return true }
        guard let next = item.nextWord, !item.text.contains(where: \.isWhitespace),
            !source.vocabulary.metavariables.contains(item.text.lowercased())
        else { return false }
        if next.first == "`" { return true }
        return !StressWords.isStress(next)
            && source.vocabulary.wordPairs[(item.text + " " + next).lowercased(), default: 0] >= 2
    }

    /// The marked items that repeat a term marked before them in the passage: the same words (any case), or
    /// some of them (`*literal value* (or *literal*)`). Marking a term once keeps its meaning.
    static func repeatedTerms(_ items: [QAItem]) -> [QAItem] {
        var seen: [Set<String>] = []
        var repeated: [QAItem] = []
        for item in items {
            let words = Set(item.text.lowercased().split(whereSeparator: \.isWhitespace).map(String.init))
            if !words.isEmpty, seen.contains(where: { words.isSubset(of: $0) }) { repeated.append(item) }
            seen.append(words)
        }
        return repeated
    }

    // MARK: - Terminology

    func terms() -> [QAFinding] {
        guard let glossary, let from = source.language, let to = translation.language, from != to else { return [] }
        let sourceText = source.inventory.proseLines.map(\.text).joined(separator: " ")
        let translationText = translation.inventory.proseLines.map(\.text).joined(separator: " ")
        var findings: [QAFinding] = []
        for entry in glossary.entries {
            let expected = entry.terms(for: to)
            guard !expected.isEmpty,
                let term = entry.terms(for: from).first(where: {
                    TermMatcher.contains($0, in: sourceText, language: from)
                }),
                !expected.contains(where: { TermMatcher.contains($0, in: translationText, language: to) }),
                !accepted(.term, [term] + expected)
            else { continue }
            let line = source.inventory.proseLines.first { TermMatcher.contains(term, in: $0.text, language: from) }
            let listed = expected.map { "'\($0)'" }.joined(separator: " or ")
            var found = finding(
                .term,
                "term '\(term)' is not translated as \(listed) (\(glossary.path):\(entry.location.line)); use the glossary's term",
                source: line?.location, translation: nil)
            found.sourceValue = term
            findings.append(found)
        }
        return findings
    }

    // MARK: - Reporting

    /// The first item of each key, in order.
    private func unique(_ items: [QAItem]) -> [QAItem] {
        var seen: Set<String> = []
        return items.filter { seen.insert($0.key).inserted }
    }

    private func accepted(_ check: QACheck, _ texts: [String]) -> Bool {
        source.accepts(check, texts) || translation.accepts(check, texts)
    }

    /// A finding per difference: a missing item paired with an extra one (what it became), then the rest.
    private func report(
        _ check: QACheck, _ what: String, missing: [QAItem], extra: [QAItem],
        extraAlone: (QAItem) -> Bool = { _ in true }, advice: String
    ) -> [QAFinding] {
        var findings: [QAFinding] = []
        // An accepted item of the translation stands for the source's item it replaces (a code span
        // translated on purpose): the two are paired and neither is reported.
        var nextExtra = 0
        for item in missing {
            guard nextExtra < extra.count else {
                if !accepted(check, [item.text, item.key]) {
                    findings.append(
                        finding(
                            check, "\(what) '\(item.text)' of the original is missing here; \(advice)",
                            source: item, translation: nil))
                }
                continue
            }
            let other = extra[nextExtra]
            nextExtra += 1
            guard !accepted(check, [item.text, item.key, other.text, other.key]) else { continue }
            findings.append(
                finding(
                    check, "\(what) '\(item.text)' of the original is '\(other.text)' here; \(advice)",
                    source: item, translation: other))
        }
        for item in extra[nextExtra...] where extraAlone(item) && !accepted(check, [item.text, item.key]) {
            findings.append(
                finding(
                    check, "\(what) '\(item.text)' is not in the original; \(advice)", source: nil,
                    translation: item))
        }
        return findings
    }

    /// A finding about two items (either may be absent): at each item, else at its side's passage.
    private func finding(
        _ check: QACheck, _ message: String, source sourceItem: QAItem?, translation translationItem: QAItem?
    ) -> QAFinding {
        var found = finding(
            check, message, source: sourceItem?.location, translation: translationItem?.location)
        found.sourceValue = sourceItem?.text
        found.translationValue = translationItem?.text
        return found
    }

    private func finding(
        _ check: QACheck, _ message: String, source sourceLocation: SourceLocation?,
        translation translationLocation: SourceLocation?
    ) -> QAFinding {
        QAFinding(
            check: check, message: message, location: translationLocation ?? translation.start,
            otherLocation: sourceLocation ?? source.start, sourcePassage: source.start,
            translationPassage: translation.start)
    }
}

extension String {
    /// Whether `needle` occurs with no ASCII letter, digit or underscore right before or after it.
    func containsStandalone(_ needle: String) -> Bool {
        guard !needle.isEmpty else { return false }
        func isWordCharacter(_ character: Character?) -> Bool {
            guard let character, character.isASCII else { return false }
            return character.isLetter || character.isNumber || character == "_"
        }
        var searchStart = startIndex
        while let range = self[searchStart...].range(of: needle) {
            let before = range.lowerBound > startIndex ? self[index(before: range.lowerBound)] : nil
            let after = range.upperBound < endIndex ? self[range.upperBound] : nil
            if !isWordCharacter(before), !isWordCharacter(after) { return true }
            searchStart = index(after: range.lowerBound)
        }
        return false
    }
}
