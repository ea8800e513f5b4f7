import DocgenCore

extension HumanLanguage {
    /// The language's name in itself, as the site labels columns and links.
    var nativeName: String {
        switch self {
        case .english: return "English"
        case .russian: return "Русский"
        case .simplifiedChinese: return "简体中文"
        case .traditionalChinese: return "繁體中文"
        case .korean: return "한국어"
        case .japanese: return "日本語"
        }
    }
}

extension Optional where Wrapped == HumanLanguage {
    /// The BCP 47 tag, or `und` (undetermined) for a mixed document.
    var tag: String { self?.rawValue ?? "und" }
    /// The native name, or "mixed" for a mixed document.
    var nativeName: String { self?.nativeName ?? "mixed" }
}
