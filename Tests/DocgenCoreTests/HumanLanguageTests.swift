import DocgenCore
import Testing

/// Language tags as real docs write them.
@Suite struct HumanLanguageTests {
    @Test(arguments: [
        ("en", HumanLanguage.english), ("en-US", .english), ("EN_gb", .english), ("ru-RU", .russian),
        ("zh-CN", .simplifiedChinese), ("zh_CN", .simplifiedChinese), ("zh-Hans-CN", .simplifiedChinese),
        ("zh-Hans", .simplifiedChinese), ("zh-TW", .traditionalChinese), ("zh-HK", .traditionalChinese),
        ("zh-Hant-TW", .traditionalChinese), ("zh_hant", .traditionalChinese), ("ko", .korean), ("ko-KR", .korean),
        ("ja", .japanese), ("ja-JP", .japanese),
    ])
    func tags(tag: String, language: HumanLanguage) {
        #expect(HumanLanguage(tag: tag) == language)
    }

    @Test func plainChineseNamesNoVariantAndOthersAreUnknown() {
        #expect(HumanLanguage(tag: "zh") == nil)
        #expect(HumanLanguage.isChineseWithoutVariant("zh"))
        #expect(HumanLanguage(tag: "fr") == nil)
        #expect(HumanLanguage(tag: "en-verylongregion") == nil)
        #expect(HumanLanguage(tag: "") == nil)
    }
}
