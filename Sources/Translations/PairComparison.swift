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

    func findings() -> [QAFinding] {
        code() + numbers() + links() + markup() + placeholders() + terms()
    }

    // MARK: - Items both sides keep

    /// Code spans and identifiers: a code span on one side may be plain text on the other (a number too: a
    /// number in a code span on one side and in the prose on the other is one finding at most, here, and
    /// only when it changed).
    func code() -> [QAFinding] {
        let sourceKeys = Set(source.inventory.code.map { Self.codeKey($0.key) })
        let translationKeys = Set(translation.inventory.code.map { Self.codeKey($0.key) })
        let sourceProse = source.inventory.proseText.lowercased()
        let translationProse = translation.inventory.proseText.lowercased()
        // A number with its unit stands for the bare number too (`` `64-bit` `` and `64 位`).
        let sourceNumbers = Set(source.inventory.numbers.flatMap { [$0.key, Self.bareNumber($0.key)] })
        let translationNumbers = Set(translation.inventory.numbers.flatMap { [$0.key, Self.bareNumber($0.key)] })
        func isWritten(_ item: QAItem, in side: QASide, keys: Set<String>, prose: String, numbers: Set<String>)
            -> Bool
        {
            let key = Self.codeKey(item.key)
            if keys.contains(key) || side.inventory.proseWords.contains(key.lowercased()) { return true }
            if let number = Self.numberKey(item), numbers.contains(number) { return true }
            // A code span of several words written as plain text on the other side (`Searchable Placement`).
            return item.isCodeSpan && key.contains(" ") && prose.contains(key.lowercased())
        }
        let missing = unique(source.inventory.code).filter {
            !isWritten($0, in: translation, keys: translationKeys, prose: translationProse, numbers: translationNumbers)
        }
        var extra = unique(translation.inventory.code).filter {
            !isWritten($0, in: source, keys: sourceKeys, prose: sourceProse, numbers: sourceNumbers)
        }
        // A number of the original's code span that the translation writes otherwise in its prose: what it
        // became is the first such number (the number check leaves it to this one).
        if missing.contains(where: { Self.numberKey($0) != nil }) {
            extra += changedNumbers(extra: true).map { QAItem(key: $0.key, text: $0.text, location: $0.location) }
        }
        // An identifier in the translation's prose that is not in the source is reported only as what a
        // missing one became; a code span on its own too.
        return report(
            .code, "code", missing: missing, extra: extra, extraAlone: { $0.isCodeSpan },
            advice: "keep code and identifiers unchanged")
    }

    /// A number's key without its unit (`64` for `64 bit`).
    static func bareNumber(_ key: String) -> String {
        String(key.split(separator: " ").first ?? Substring(key))
    }

    /// The number a code span or a name of the prose is (`` `128` ``, `` `-4` ``, `64-bit` with a hyphenated
    /// word after it), if it is one number and nothing else.
    static func numberKey(_ item: QAItem) -> String? {
        guard let first = item.key.first, first.isNumber || first == "-" else { return nil }
        var text = Substring(item.key.hasPrefix("-") ? String(item.key.dropFirst()) : item.key)
        if let hyphen = text.firstIndex(of: "-"), hyphen != text.startIndex,
            text[text.index(after: hyphen)...].allSatisfy({ $0.isASCII && $0.isLetter }),
            text.index(after: hyphen) != text.endIndex
        {
            text = text[..<hyphen]
        }
        let found = NumberScanner.numbers(in: String(text))
        guard found.count == 1, found[0].text == text else { return nil }
        return found[0].key
    }

    /// The numbers of the prose that no number or numeric code span of the other side keeps: in the
    /// translation (`extra`) or in the original.
    func changedNumbers(extra: Bool) -> [QAItem] {
        let (mine, other) = extra ? (translation, source) : (source, translation)
        let otherCode = Set(other.inventory.code.compactMap(Self.numberKey))
        return unique(mine.inventory.numbers).filter { !otherCode.contains($0.key) && !isKept($0, in: other) }
    }

    /// `UISearchController’s` is `UISearchController`; `reloadData()` is `reloadData`; a plural of a
    /// name (`EventLoopFutures`, `Widgets`) is the name, as languages without plurals write it.
    static func codeKey(_ key: String) -> String {
        var key = Substring(key)
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
            advice: "link the same target or its translation")
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
