import DocgenCore

extension TranslationAligner {
    /// Whether a pair of documents is Chinese in its two scripts (zh-Hans and zh-Hant, either order).
    static func isOneTextInTwoScripts(_ source: HumanLanguage?, _ target: HumanLanguage?) -> Bool {
        Set([source, target]) == [.simplifiedChinese, .traditionalChinese]
    }

    /// A prose unit's text in Simplified script with white space removed; nil when it holds no text.
    static func simplifiedText(of unit: AlignmentUnit) -> String? {
        let text = HanScriptConverter.toSimplified.convert(unit.block.plainText)
        let compact = String(text.unicodeScalars.filter { !$0.properties.isWhitespace })
        return compact.isEmpty ? nil : compact
    }
}
