import DocgenCore
import Testing

/// `docgen.config`: `key: value` lines read with their places; bad lines are errors, the rest still read.
@Suite struct ProjectSettingsTests {
    @Test func linesAreReadWithTheirKeysValuesAndPlaces() throws {
        let text = "# the project\n\nsource-language: en\n  Emphasis-As-Strong:zh-Hans, ja  \nempty:\n"
        let (settings, diagnostics) = ProjectSettings.parse(text, path: "docgen.config")
        #expect(diagnostics.isEmpty)
        #expect(settings.entries.map(\.key) == ["source-language", "emphasis-as-strong", "empty"])
        #expect(settings.entries.map(\.value) == ["en", "zh-Hans, ja", ""])
        let second = try #require(settings.entries.dropFirst().first)
        #expect(second.location == SourceLocation(file: "docgen.config", line: 4, column: 3))
        #expect(second.valueLocation == SourceLocation(file: "docgen.config", line: 4, column: 22))
    }

    @Test func aLineWithoutKeyAndValueIsAnErrorAtItsLine() {
        let (settings, diagnostics) = ProjectSettings.parse(
            "source-language en\nx y: 1\nok: 2\n", path: "p/docgen.config")
        #expect(settings.entries.map(\.key) == ["ok"])
        #expect(diagnostics.map(\.id) == [.settingsMalformed, .settingsMalformed])
        #expect(diagnostics.map(\.line) == [1, 2])
    }

    @Test func unknownKeysAreWarningsNamingTheKnownOnes() {
        let (settings, _) = ProjectSettings.parse("source-langauge: en\n", path: "docgen.config")
        let warnings = settings.unknownKeys(known: ["source-language"])
        #expect(warnings.map(\.id) == [.settingsUnknownKey])
        #expect(warnings.first?.severity == .warning)
        #expect(warnings.first?.message == "unknown setting 'source-langauge'; use one of source-language")
    }
}
