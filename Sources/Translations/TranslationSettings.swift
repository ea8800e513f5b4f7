import DocgenCore
import Foundation

/// The project's translation settings (`docgen.config`): which language the originals are written in, and
/// which conventions hold for translations into each language.
///
/// ```text
/// source-language: en                     # the originals; every other document is a translation
/// emphasis-as-strong: zh-Hans, zh-Hant, ja   # the target languages a convention holds for (or none)
/// translated-comments: all
/// ```
///
/// A convention not named keeps its default languages (`TranslationConvention.defaultLanguages`).
public struct TranslationSettings: Hashable, Sendable {
    /// The key of the originals' language.
    public static let sourceLanguageKey = "source-language"
    /// Every key this stage reads.
    public static var keys: [String] { [sourceLanguageKey] + TranslationConvention.allCases.map(\.rawValue) }

    /// The language the originals are written in; nil when the project does not say (each pair's original
    /// is then guessed, and the report says so).
    public var sourceLanguage: HumanLanguage?
    /// The target languages each convention holds for.
    public var conventionLanguages: [TranslationConvention: Set<HumanLanguage>]

    public init(
        sourceLanguage: HumanLanguage? = nil, conventionLanguages: [TranslationConvention: Set<HumanLanguage>] = [:]
    ) {
        self.sourceLanguage = sourceLanguage
        self.conventionLanguages = conventionLanguages
    }

    /// The conventions of translations into `language` (none for a document of no one language).
    public func conventions(for language: HumanLanguage?) -> Set<TranslationConvention> {
        guard let language else { return [] }
        return Set(
            TranslationConvention.allCases.filter {
                (conventionLanguages[$0] ?? $0.defaultLanguages).contains(language)
            })
    }

    /// The settings of the project's file; an error for each value this stage cannot use (the setting then
    /// keeps its default) and for a key given twice (the first is used). Keys of other stages are left to
    /// them.
    public static func read(_ settings: ProjectSettings) -> (settings: TranslationSettings, diagnostics: [Diagnostic]) {
        var result = TranslationSettings()
        var diagnostics: [Diagnostic] = []
        for key in keys {
            let entries = settings.entries(key)
            guard let entry = entries.first else { continue }
            for again in entries.dropFirst() {
                diagnostics.append(
                    .error(
                        .settingsConflict, at: again.location,
                        "'\(key)' is set twice (first at line \(entry.location.line)); keep one"))
            }
            let (languages, problems) = languageList(entry, allowsAll: key != sourceLanguageKey)
            diagnostics += problems
            guard problems.isEmpty else { continue }
            if key == sourceLanguageKey {
                guard languages.count == 1, let language = languages.first else {
                    diagnostics.append(
                        .error(
                            .settingsConflict, at: entry.valueLocation,
                            "a project has one source language, not \(languages.count); name the language the originals are written in"
                        ))
                    continue
                }
                result.sourceLanguage = language
            } else if let convention = TranslationConvention(rawValue: key) {
                result.conventionLanguages[convention] = Set(languages)
            }
        }
        return (result, diagnostics)
    }

    /// The languages of a comma-separated list (`zh-Hans, ja`; `all`; `none`), in order.
    private static func languageList(_ entry: ProjectSettings.Entry, allowsAll: Bool) -> (
        [HumanLanguage], [Diagnostic]
    ) {
        let words = entry.value.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        let known = HumanLanguage.allCases.map(\.rawValue).joined(separator: ", ")
        if allowsAll, words == ["all"] { return (HumanLanguage.allCases, []) }
        if allowsAll, words == ["none"] { return ([], []) }
        var languages: [HumanLanguage] = []
        var diagnostics: [Diagnostic] = []
        for word in words {
            if let language = HumanLanguage(tag: word) {
                if !languages.contains(language) { languages.append(language) }
            } else {
                let choices = allowsAll ? "\(known), all or none" : known
                diagnostics.append(
                    .error(
                        .settingsBadValue, at: entry.valueLocation,
                        word.isEmpty
                            ? "'\(entry.key)' needs a language; use one of \(choices)"
                            : "'\(word)' is not a language docgen knows; use one of \(choices)"))
            }
        }
        if words.isEmpty || words == [""] {
            return ([], diagnostics)
        }
        return (languages, diagnostics)
    }
}
