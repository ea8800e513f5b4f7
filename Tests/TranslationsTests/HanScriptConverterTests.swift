import DocParsing
import Testing

@testable import Translations

@Suite struct HanScriptConverterTests {
    @Test func simplifiedBecomesTraditionalByCharactersAndPhrases() {
        #expect(HanScriptConverter.toTraditional.convert("过滤表") == "過濾表")
        // A phrase decides a character with several Traditional forms: 发 is 髮 in 头发, 發 in 发现.
        #expect(HanScriptConverter.toTraditional.convert("头发") == "頭髮")
        #expect(HanScriptConverter.toTraditional.convert("发现") == "發現")
        // Latin text, code names and punctuation are kept.
        #expect(HanScriptConverter.toTraditional.convert("用 UISearchController 过滤。") == "用 UISearchController 過濾。")
    }

    @Test func traditionalAndTaiwanWordsBecomeSimplified() {
        #expect(HanScriptConverter.toSimplified.convert("過濾表") == "过滤表")
        // OpenCC's Taiwan phrase table: 搜尋 is the Taiwan word for 搜索.
        #expect(HanScriptConverter.toSimplified.convert("搜尋欄") == "搜索栏")
        #expect(HanScriptConverter.toSimplified.convert("導航欄標題中的搜尋欄") == "导航栏标题中的搜索栏")
    }

    @Test func aRoundTripKeepsCommonText() {
        let simplified = "此示例使用搜索控制器过滤表视图控制器内的数据"
        let traditional = HanScriptConverter.toTraditional.convert(simplified)
        #expect(traditional == "此示例使用搜索控制器過濾表視圖控制器內的數據")
        #expect(HanScriptConverter.toSimplified.convert(traditional) == simplified)
    }

    @Test func tablesAreOneScalarPairPerLine() {
        for script in HanScriptConverter.Script.allCases {
            let tables = HanScriptConverter.to(script).tables
            let characters = tables.characters.split(separator: "\n")
            #expect(characters.count > 3_000)
            #expect(characters.allSatisfy { $0.split(separator: " ").count == 2 && $0.unicodeScalars.first != " " })
            #expect(!tables.phrases.isEmpty)
        }
    }
}

@Suite struct TranslationAlignerScriptTests {
    static let simplified = """
        # 搜索栏

        此示例使用搜索控制器过滤表视图控制器内的数据。

        这一段只有简体版本才有，说明了一些背景。

        将表视图控制器嵌入导航控制器，以获得导航栏。

        取消后显示全部条目。

        """

    static let traditional = """
        # 搜尋欄

        此示例使用搜尋控制器過濾表視圖控制器內的資料。

        將表視圖控制器嵌入導航控制器，以獲得導航欄。

        取消後顯示全部條目。

        """

    @Test func aSimplifiedAndATraditionalDocumentAlignThroughTheConversion() throws {
        let source = DocumentParser.parse(Self.simplified, path: "Docs/notes.zh-Hans.md").document
        let target = DocumentParser.parse(Self.traditional, path: "Docs/notes.zh-Hant.md").document
        let report = TranslationAnalyzer().analyze([source, target])
        let alignment = try #require(report.alignments.first)
        // Same text once both are Simplified: anchors, even where the Taiwan word differs (搜尋/搜索,
        // 資料/数据); the paragraph only the Simplified document has is left out.
        #expect(alignment.beads.map(\.kind) == [.anchor, .anchor, .sourceOnly, .anchor, .anchor])
        #expect(alignment.beads[2].source.first?.location.line == 5)
        #expect(alignment.beads[3].source.first?.location.line == 7)
        #expect(alignment.beads[3].target.first?.location.line == 5)
    }

    @Test func onlyChineseInItsTwoScriptsAlignsThroughTheConversion() {
        #expect(TranslationAligner.isOneTextInTwoScripts(.simplifiedChinese, .traditionalChinese))
        #expect(TranslationAligner.isOneTextInTwoScripts(.traditionalChinese, .simplifiedChinese))
        #expect(!TranslationAligner.isOneTextInTwoScripts(.russian, .traditionalChinese))
        #expect(!TranslationAligner.isOneTextInTwoScripts(.simplifiedChinese, .simplifiedChinese))
    }

    @Test func tablesAreTheConvertersTables() {
        for script in HanScriptConverter.Script.allCases {
            let tables = HanScriptConverter.tables(to: script)
            #expect(tables.characters == HanScriptConverter.to(script).tables.characters)
            #expect(tables.phrases == HanScriptConverter.to(script).tables.phrases)
            #expect(!tables.characters.isEmpty && !tables.phrases.isEmpty)
        }
        #expect(
            HanScriptConverter.tables(to: .simplified).characters
                != HanScriptConverter.tables(to: .traditional).characters)
    }
}
