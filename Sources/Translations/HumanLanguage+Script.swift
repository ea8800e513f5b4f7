import DocgenCore

extension HumanLanguage {
    /// The writing system a language's prose is in.
    enum Script { case latin, cyrillic, han, hangul, kana }

    var script: Script {
        switch self {
        case .english: return .latin
        case .russian: return .cyrillic
        case .simplifiedChinese, .traditionalChinese: return .han
        case .korean: return .hangul
        case .japanese: return .kana
        }
    }
}
