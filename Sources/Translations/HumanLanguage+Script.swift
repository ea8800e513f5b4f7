import DocgenCore

extension HumanLanguage {
    /// The writing system a language's prose is in.
    enum Script { case latin, cyrillic, han }

    var script: Script {
        switch self {
        case .english: return .latin
        case .russian: return .cyrillic
        case .simplifiedChinese, .traditionalChinese: return .han
        }
    }
}
