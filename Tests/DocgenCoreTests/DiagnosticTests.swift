import DocgenCore
import Testing

@Suite struct DiagnosticTests {
    @Test func rendersTheClickableOneLineForm() {
        let diagnostic = Diagnostic.error(
            .invalidUTF8, at: SourceLocation(file: "Docs/x.ru.md", line: 42, column: 5),
            "invalid UTF-8 at byte offset 9")
        #expect(diagnostic.description == "Docs/x.ru.md:42:5: error: invalid UTF-8 at byte offset 9 [DG0103]")
    }

    @Test func unlocatedDiagnosticsNameTheTool() {
        let diagnostic = Diagnostic.warning(.pathNotFound, at: nil, "no such file or directory: nope")
        #expect(diagnostic.description == "docgen: warning: no such file or directory: nope [DG0101]")
    }

    @Test func severitiesAreOrdered() {
        #expect(Diagnostic.Severity.note < .warning)
        #expect(Diagnostic.Severity.warning < .error)
        #expect([Diagnostic.Severity.error, .note, .warning].max() == .error)
    }

    @Test func stableHashIsFNV1a() {
        // Reference values of 64-bit FNV-1a.
        #expect(StableHash.fnv1a64Hex("") == "cbf29ce484222325")
        #expect(StableHash.fnv1a64Hex("a") == "af63dc4c8601ec8c")
        #expect(StableHash.fnv1a64Hex("foobar") == "85944171f73967e8")
    }

    @Test(arguments: [
        ("ru", HumanLanguage.russian), ("zh-hant", .traditionalChinese), ("zh_Hans", .simplifiedChinese),
        ("EN", .english),
    ])
    func languageTags(tag: String, language: HumanLanguage) {
        #expect(HumanLanguage(tag: tag) == language)
    }

    @Test func unknownLanguageTag() {
        #expect(HumanLanguage(tag: "fr") == nil)
    }
}
