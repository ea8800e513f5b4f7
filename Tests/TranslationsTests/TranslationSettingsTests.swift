import DocgenCore
import Testing
import Translations

/// The project's translation settings: the source language and each convention's target languages.
@Suite struct TranslationSettingsTests {
    static func read(_ text: String) -> (settings: TranslationSettings, diagnostics: [Diagnostic]) {
        TranslationSettings.read(ProjectSettings.parse(text, path: "docgen.config").settings)
    }

    @Test func defaultsFitEachTargetLanguage() {
        let settings = TranslationSettings()
        let chinese: Set<TranslationConvention> = [.emphasisAsStrong, .translatedComments, .stressDropped]
        #expect(settings.conventions(for: .simplifiedChinese) == chinese)
        #expect(settings.conventions(for: .traditionalChinese) == chinese)
        #expect(settings.conventions(for: .japanese) == chinese)
        #expect(settings.conventions(for: .russian) == [.translatedComments])
        #expect(settings.conventions(for: nil).isEmpty)
        #expect(settings.sourceLanguage == nil)
    }

    @Test func aProjectSetsItsSourceLanguageAndOverridesConventions() {
        let (settings, diagnostics) = Self.read(
            "source-language: en-US\nemphasis-as-strong: none\ntranslated-comments: ru\nemphasis-dropped: all\n")
        #expect(diagnostics.isEmpty)
        #expect(settings.sourceLanguage == .english)
        // A convention the project does not name keeps its defaults (stress-dropped: zh, ja).
        let chinese: Set<TranslationConvention> = [.emphasisDropped, .stressDropped]
        #expect(settings.conventions(for: .simplifiedChinese) == chinese)
        #expect(settings.conventions(for: .russian) == [.translatedComments, .emphasisDropped])
    }

    @Test func twoSourceLanguagesAreAnErrorAndNeitherIsTaken() {
        let (settings, diagnostics) = Self.read("source-language: en, ru\n")
        #expect(settings.sourceLanguage == nil)
        #expect(diagnostics.map(\.id) == [.settingsConflict])
        #expect(diagnostics.first?.location == SourceLocation(file: "docgen.config", line: 1, column: 18))
        let (twice, repeated) = Self.read("source-language: en\nsource-language: ru\n")
        #expect(twice.sourceLanguage == .english)
        #expect(repeated.map(\.id) == [.settingsConflict])
        #expect(repeated.first?.line == 2)
    }

    @Test func anUnknownLanguageIsAnErrorAtTheValue() {
        let (settings, diagnostics) = Self.read("source-language: klingon\nemphasis-as-strong: zh-Hans, xx\n")
        #expect(settings.sourceLanguage == nil)
        #expect(diagnostics.map(\.id) == [.settingsBadValue, .settingsBadValue])
        #expect(diagnostics.first?.message.hasPrefix("'klingon' is not a language docgen knows") == true)
        #expect(settings.conventions(for: .simplifiedChinese).contains(.emphasisAsStrong))
    }
}
