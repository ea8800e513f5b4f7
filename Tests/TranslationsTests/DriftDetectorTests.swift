import DocParsing
import DocgenCore
import Testing
import Translations

@Suite struct DriftDetectorTests {
    /// The zh-Hans notes as extracted (seeds/004): Apple's English quoted with words lost.
    static let damagedNotes = """
        # UISearchController

        A view controller that manages the display of search results d on interactions with a search bar.
        管理搜索结果，集成了search bar

        To customize the presentation or dismissal of the search results controller, assign an to the search controller’s delegate property. Delegate s must conform to the UISearchControllerDelegate protocol. You use the methods of that protocol to be notified when the search controller itself is activated and when the search results controller is presented or dismissed.
        还有个delegate属性，遵循 UISearchControllerDelegate 协议

        """

    @Test func aQuoteWithLostWordsIsDriftWithBothLocationsAndAWordDiff() throws {
        let overview = try #require(try CorpusFixture.docs().first { $0.path == "Docs/uisearchcontroller-overview.md" })
        let notes = CorpusFixture.document("Docs/uisearchcontroller-notes.zh-Hans.md", Self.damagedNotes)
        let report = TranslationAnalyzer().analyze([overview, notes])
        let drifts = report.drifts.filter { $0.kind == .quote }
        #expect(drifts.count == 2)
        try expectDiffs(drifts)
        let warnings = report.diagnostics.filter { $0.id == .quoteDrift }
        #expect(warnings.map(\.location?.line) == [3, 6])
        #expect(warnings.allSatisfy { $0.notes.first?.location?.file == "Docs/uisearchcontroller-overview.md" })
        #expect(report.coverage.filter { $0.path == notes.path }.reduce(0) { $0 + $1.drifted } == 2)
    }

    private func expectDiffs(_ drifts: [Drift]) throws {
        let first = try #require(drifts.first { $0.drifted.location.line == 3 })
        #expect(first.reference.path == "Docs/uisearchcontroller-overview.md")
        #expect(first.drifted.path == "Docs/uisearchcontroller-notes.zh-Hans.md")
        #expect(first.diff.removed == ["based"])
        #expect(first.diff.inserted == ["d"])

        let second = try #require(drifts.first { $0.drifted.location.line == 6 })
        #expect(second.diff.removed == ["object", "objects"])
        #expect(second.diff.inserted == ["s"])
        #expect(second.diff.rendered(context: 1).contains("an [-object-] to"))
    }

    /// The notes in Docs/ keep the quote that lost words (ERRATA.md): it is reported against Apple's text.
    @Test func theDamagedQuoteInDocsIsReportedAsDrift() throws {
        let report = try CorpusFixture.docsReport()
        let drifts = report.drifts.filter { $0.kind == .quote }
        #expect(
            drifts.map(\.drifted.location.file) == [
                "Docs/uisearchcontroller-notes.zh-Hans.md", "Docs/uisearchcontroller-notes.zh-Hans.md",
            ])
        #expect(
            drifts.map(\.reference.location.file) == [
                "Docs/uisearchcontroller-overview.md", "Docs/uisearchcontroller-overview.md",
            ])
        #expect(drifts.contains { $0.diff.removed == ["based"] && $0.diff.inserted == ["d"] })
        #expect(drifts.contains { $0.diff.removed == ["object", "objects"] && $0.diff.inserted == ["s"] })
    }

    @Test func escapedQuotesAndCaseAreNotDrift() {
        let a = CorpusFixture.languages(
            "Docs/a.md",
            "Set the scope button titles to \"All\", \"Chocolate\", \"Hard\" and \"Other\" in the controller's bar.\n")
        let b = CorpusFixture.languages(
            "Docs/b.md",
            "set the scope button titles to \\\"All\\\", \\\"Chocolate\\\", \\\"Hard\\\" and \\\"Other\\\" in the controller\\'s bar.\n"
        )
        #expect(DriftDetector().quoteDrift(in: [a, b]).isEmpty)
    }

    @Test func anExampleWithDifferentCodeInTwoTranslationsIsDrift() throws {
        let shared =
            "```swift\nlet searchController = UISearchController(searchResultsController: nil)\nsearchController.searchResultsUpdater = self\n```\n"
        let source = CorpusFixture.document(
            "Docs/bar.ru.md",
            "# Панель поиска\n\nСоздайте контроллер поиска.\n\n\(shared)\nСкройте панель навигации:\n\n```swift\nsearchController.hidesNavigationBarDuringPresentation = false\ndefinesPresentationContext = true\n```\n"
        )
        let target = CorpusFixture.document(
            "Docs/bar.zh-Hant.md",
            "# 搜尋欄\n\n建立搜尋控制器。\n\n\(shared)\n隱藏導航欄：\n\n```swift\nsearchController.hidesNavigationBarDuringPresentation = true\ndefinesPresentationContext = true\n```\n"
        )
        let report = TranslationAnalyzer().analyze([source, target])
        let drift = try #require(report.drifts.first)
        #expect(report.drifts.count == 1)
        #expect(drift.kind == .example)
        #expect(drift.reference.location == SourceLocation(file: "Docs/bar.ru.md", line: 12, column: 1))
        #expect(drift.drifted.location == SourceLocation(file: "Docs/bar.zh-Hant.md", line: 12, column: 1))
        #expect(drift.diff.removed == ["false"])
        #expect(drift.diff.inserted == ["true"])
        #expect(report.diagnostics.contains { $0.id == .exampleDrift && $0.location == drift.drifted.location })
        #expect(report.alignments.first?.anchors.count == 1)
    }

    @Test func wordDiffKeepsTheLongestCommonSubsequence() {
        let diff = WordDiff(from: ["assign", "an", "object", "to", "the"], to: ["assign", "an", "to", "a", "the"])
        #expect(diff.removed == ["object"])
        #expect(diff.inserted == ["a"])
        #expect(diff.description == "assign an [-object-] to {+a+} the")
        #expect(WordDiff(from: ["a", "b"], to: ["a", "b"]).isEmpty)
    }
}
