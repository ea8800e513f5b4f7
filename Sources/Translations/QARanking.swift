import DocgenCore

/// How likely a translation QA finding is a real defect, from typed facts of the finding (never its
/// message): what kind of thing differs, whether it is in the translation, whether the translation's value
/// is a near miss of the original's (a typo).
///
/// The one place that orders findings for triage: the report's "most likely real" list asks it.
public enum QARanking {
    /// The facts a score is made of.
    public struct Facts: Hashable, Sendable {
        public var check: QACheck
        /// Reported in the translation (not "the original looks wrong").
        public var isInTranslation: Bool
        /// Both sides have a value and they differ by a typo: in case only, by a plural, or by an edit or
        /// two (`UISearchResultUpdating` for `UISearchResultsUpdating`).
        public var isNearMiss: Bool
        /// Both sides have a value (the original's became something else), rather than one side lacking it.
        public var isChanged: Bool
        /// The original has the value and the translation lacks it.
        public var isLostInTranslation: Bool
        /// Something that must survive translation exactly: code and identifiers, link targets and anchors,
        /// placeholders, numbers — rather than soft prose (markup, terms, untranslated or missing passages).
        public var isExact: Bool

        public init(_ finding: QAFinding) {
            check = finding.check
            isInTranslation = !finding.isInOriginal
            let source = finding.sourceValue, translation = finding.translationValue
            isChanged = source != nil && translation != nil
            isLostInTranslation = source != nil && translation == nil
            isNearMiss = source.flatMap { source in translation.map { QARanking.isNearMiss($0, of: source) } } ?? false
            isExact = QARanking.exactChecks.contains(finding.check)
        }
    }

    /// The checks whose values must survive exactly.
    static let exactChecks: Set<QACheck> = [.code, .link, .placeholder, .number]

    /// Whether `value` is a typo of `original`: not equal, and a case-only, plural or small edit apart.
    public static func isNearMiss(_ value: String, of original: String) -> Bool {
        value != original && EditDistance.typoDistance(value, original) != nil
    }

    /// The prior of each check: how often a finding of it is a defect rather than a translator's choice.
    static func weight(of check: QACheck) -> Int {
        switch check {
        case .placeholder: return 50
        case .code: return 40
        case .link: return 35
        case .number: return 30
        case .untranslated: return 25
        case .missing: return 20
        case .term: return 15
        case .length: return 12
        case .markup: return 10
        }
    }

    /// The score: higher is more likely real. A near miss of an exact value outranks everything else.
    public static func score(_ facts: Facts) -> Int {
        var score = weight(of: facts.check)
        if facts.isInTranslation { score += 10 }
        if facts.isNearMiss { score += facts.isExact ? 60 : 20 }
        if facts.isLostInTranslation { score += 5 }
        if facts.isChanged, !facts.isNearMiss { score += 2 }
        return score
    }

    public static func score(_ finding: QAFinding) -> Int { score(Facts(finding)) }

    /// The indices of `findings`, most likely real first; equal scores keep the findings' order.
    public static func ranked(_ findings: [QAFinding]) -> [Int] {
        let scores = findings.map { score($0) }
        return findings.indices.sorted { (lhs: Int, rhs: Int) -> Bool in
            scores[lhs] != scores[rhs] ? scores[lhs] > scores[rhs] : lhs < rhs
        }
    }
}
