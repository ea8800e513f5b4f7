import DocParsing
import DocgenCore
import Testing

/// File-name suffixes of real docs.
@Suite struct LanguageFileNameTests {
    @Test(arguments: [
        ("Docs/search.zh-CN.md", HumanLanguage.simplifiedChinese as HumanLanguage?),
        ("Docs/search.zh_CN.md", .simplifiedChinese), ("Docs/search.zh-TW.md", .traditionalChinese),
        ("Docs/search.zh-Hans-CN.md", .simplifiedChinese), ("Docs/search.en-US.md", .english),
        ("Docs/search.ru-RU.md", .russian), ("Docs/search.ko.md", .korean), ("Docs/search.ja.md", .japanese),
        ("Docs/search.zh.md", nil),
    ])
    func suffixes(path: String, language: HumanLanguage?) {
        let result = parse("# T\n", path: path)
        #expect(result.document.name == "search")
        #expect(result.document.declaredLanguage == language)
        #expect(result.diagnostics.isEmpty)
        #expect(result.document.declaresChineseWithoutVariant == path.hasSuffix(".zh.md"))
    }
}
