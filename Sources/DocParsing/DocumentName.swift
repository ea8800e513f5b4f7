import DocgenCore

/// `<name>.<lang>.md` → name and declared language.
enum DocumentName {
    /// Also says whether the suffix is a plain `zh` (Chinese, variant not said; `language` is then nil).
    static func parse(path: String) -> (
        name: String, language: HumanLanguage?, diagnostic: Diagnostic?, isChineseWithoutVariant: Bool
    ) {
        // Over UTF-8: `/` and `.` are ASCII, so their indices are the string's.
        var base =
            path.utf8.lastIndex(of: UInt8(ascii: "/")).map { path[path.utf8.index(after: $0)...] } ?? Substring(path)
        for ext in [".markdown", ".md"] where hasSuffixIgnoringASCIICase(base, ext) {
            base = base.dropLast(ext.count)
            break
        }
        guard let dot = base.utf8.lastIndex(of: UInt8(ascii: ".")), dot != base.startIndex else {
            return (String(base), nil, nil, false)
        }
        let suffix = String(base[base.index(after: dot)...])
        let name = String(base[..<dot])
        if let language = HumanLanguage(tag: suffix) { return (name, language, nil, false) }
        // `x.zh.md`: Chinese, variant decided from the text by the translations stage.
        if HumanLanguage.isChineseWithoutVariant(suffix) { return (name, nil, nil, true) }
        if looksLikeLanguageTag(suffix) {
            let diagnostic = Diagnostic.warning(
                .unknownLanguageSuffix, at: SourceLocation(file: path, line: 1, column: 1),
                "unknown language suffix '\(suffix.excerpt())' in the file name; known: en, ru, zh-Hans, zh-Hant, zh, ko, ja (with a region: en-US, zh-CN, zh-TW…)"
            )
            return (name, nil, diagnostic, false)
        }
        return (String(base), nil, nil, false)
    }

    /// Whether `text` ends with the ASCII `suffix`, letters compared without case.
    private static func hasSuffixIgnoringASCIICase(_ text: Substring, _ suffix: String) -> Bool {
        let tail = text.utf8.suffix(suffix.utf8.count)
        return tail.count == suffix.utf8.count
            && zip(tail, suffix.utf8).allSatisfy { byte, expected in
                (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte) == expected
            }
    }

    /// `fr`, `pt-BR`, `zh-Hant`-shaped words.
    private static func looksLikeLanguageTag(_ word: String) -> Bool {
        let parts = word.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count),
            parts[0].allSatisfy({ $0.isASCII && $0.isLetter && $0.isLowercase })
        else { return false }
        return parts.count == 1 || (2...4).contains(parts[1].count) && parts[1].allSatisfy { $0.isASCII && $0.isLetter }
    }
}
