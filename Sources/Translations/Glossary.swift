import DocgenCore

/// Terms that must be translated as listed: `Docs/glossary.tsv`, one term per language a row.
///
/// Read with `Glossary.parse(_:path:)`. A cell may list alternatives separated by `|`. Chinese terms given
/// in one script only are converted to the other (`HanScriptConverter`), and Chinese text is compared in
/// Simplified, so a Traditional translation is checked against a Simplified glossary and back.
public struct Glossary: Hashable, Sendable {
    /// One row: a term in each language it lists.
    public struct Entry: Hashable, Sendable {
        /// The alternatives of each language, as written.
        public var terms: [HumanLanguage: [String]]
        public var location: SourceLocation

        public init(terms: [HumanLanguage: [String]], location: SourceLocation) {
            self.terms = terms
            self.location = location
        }

        /// The alternatives for `language`: as written, else converted from the other Chinese script.
        public func terms(for language: HumanLanguage) -> [String] {
            if let terms = terms[language], !terms.isEmpty { return terms }
            switch language {
            case .traditionalChinese:
                return (terms[.simplifiedChinese] ?? []).map(HanScriptConverter.toTraditional.convert)
            case .simplifiedChinese:
                return (terms[.traditionalChinese] ?? []).map(HanScriptConverter.toSimplified.convert)
            default: return []
            }
        }
    }

    public var path: String
    /// The header's languages, in column order.
    public var languages: [HumanLanguage]
    public var entries: [Entry]

    public init(path: String, languages: [HumanLanguage], entries: [Entry]) {
        self.path = path
        self.languages = languages
        self.entries = entries
    }

    /// The file name docgen looks for in a docs folder.
    public static let fileName = "glossary.tsv"
}
