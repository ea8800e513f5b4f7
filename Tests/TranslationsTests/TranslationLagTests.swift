import DocParsing
import DocgenCore
import Testing
import Translations

/// How far a translation lags its original, per pair: what the original added, listings changed, and the
/// section of `docgen translations` a translation team works from.
@Suite struct TranslationLagTests {
    static let english = """
        # Greeting

        Swift prints a greeting with the print function, which writes a line to standard output.

        ```swift
        print("Hello")
        ```

        Counting the characters of a string is a new section that the translation does not have yet.

        ```swift
        let count = "Hello".count
        print(count)
        ```

        # Ending

        That is the end of the chapter about greetings and how Swift prints them.

        """

    static func chinese(greeting: String = "Hello") -> String {
        """
        # 问候

        Swift 使用 print 函数打印问候语，该函数向标准输出写一行。

        ```swift
        // 问候
        print("\(greeting)")
        ```

        # 结尾

        关于问候以及 Swift 如何打印它们的这一章到此结束。

        """
    }

    static func lag(_ chinese: String) throws -> TranslationLag {
        let documents = [("Docs/g.en.md", english), ("Docs/g.zh-Hans.md", chinese)].map { path, text in
            DocumentParser.parse(text, path: path).document
        }
        let report = TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
        return try #require(TranslationLag.rows(report).first)
    }

    @Test func whatTheOriginalAddedIsCountedAtTheOriginalsLines() throws {
        let lag = try Self.lag(Self.chinese())
        #expect(lag.original == "Docs/g.en.md")
        #expect(lag.translation == "Docs/g.zh-Hans.md")
        #expect(lag.addedPassages.map(\.location.line) == [9])
        #expect(lag.addedListings.map(\.location.line) == [11])
        // A translated comment is no change of the code.
        #expect(lag.changedListings.isEmpty)
        #expect(lag.firstPlace == SourceLocation(file: "Docs/g.en.md", line: 9, column: 1))
    }

    /// Example drift (a listing whose code the translation changed) counts for its pair, at the translation's.
    @Test func aListingWhoseCodeChangedIsCountedAtTheTranslations() throws {
        func block(_ file: String, _ line: Int) -> BlockReference {
            let at = SourceLocation(file: file, line: line, column: 1)
            return BlockReference(range: SourceRange(at, at), kind: "codeBlock", language: nil, passageIndex: nil)
        }
        let original = block("Docs/g.en.md", 5), translation = block("Docs/g.zh-Hans.md", 5)
        let alignment = DocumentAlignment(
            name: "g", source: "Docs/g.en.md", sourceLanguage: .english, target: "Docs/g.zh-Hans.md",
            targetLanguage: .simplifiedChinese, scope: nil, lengthRatio: 1,
            beads: [AlignmentBead(kind: .match, source: [original], target: [translation], cost: 0)],
            direction: .configured)
        let drift = Drift(
            kind: .example, reference: original, drifted: translation, similarity: 0.5,
            diff: WordDiff(from: ["print(\"Hello\")"], to: ["print(\"你好\")"]))
        let report = TranslationReport(
            documents: [], pairs: [], alignments: [alignment], drifts: [drift], coverage: [], diagnostics: [])
        let lag = try #require(TranslationLag.rows(report).first)
        #expect(lag.changedListings == [translation])
        #expect(lag.addedPassages.isEmpty && lag.addedListings.isEmpty)
        #expect(lag.firstPlace == translation.location)
    }

    @Test func theTextReportListsTheLaggingTranslations() {
        let documents = [("Docs/g.en.md", Self.english), ("Docs/g.zh-Hans.md", Self.chinese())].map { path, text in
            DocumentParser.parse(text, path: path).document
        }
        let report = TranslationAnalyzer(settings: TranslationSettings(sourceLanguage: .english)).analyze(documents)
        let text = TranslationReportRenderer.text(report)
        #expect(text.contains("Translation lag (1 of 1 translations say more or less than their original)"))
        let row = text.split(separator: "\n").first { $0.hasPrefix("  Docs/g.zh-Hans.md ") }
        let cells = row?.split(separator: " ").map(String.init) ?? []
        // Passages added, listings added, listings changed, translation only, (QA findings,) where to start.
        #expect(cells.dropFirst().prefix(4) == ["1", "1", "0", "0"])
        #expect(cells.last == "Docs/g.en.md:9:1")
    }
}
