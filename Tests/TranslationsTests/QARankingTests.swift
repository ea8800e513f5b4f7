import DocgenCore
import Testing

@testable import Translations

/// How findings are ranked for triage: from their typed facts, never their messages.
@Suite struct QARankingTests {
    static let here = SourceLocation(file: "Docs/a.ru.md", line: 3, column: 1)
    static let there = SourceLocation(file: "Docs/a.en.md", line: 3, column: 1)

    static func finding(
        _ check: QACheck, source: String? = nil, translation: String? = nil, inOriginal: Bool = false,
        message: String = "same words for every finding"
    ) -> QAFinding {
        QAFinding(
            check: check, message: message, location: inOriginal ? there : here,
            otherLocation: inOriginal ? here : there,
            sourcePassage: there, translationPassage: here, sourceValue: source, translationValue: translation,
            isInOriginal: inOriginal)
    }

    @Test func factsComeFromTheValuesAndTheCheck() {
        let typo = QARanking.Facts(
            Self.finding(.code, source: "UISearchResultsUpdating", translation: "UISearchResultUpdating"))
        #expect(typo.isNearMiss && typo.isChanged && typo.isExact && typo.isInTranslation && !typo.isLostInTranslation)
        let translated = QARanking.Facts(Self.finding(.code, source: "boldface constant width", translation: "加粗等宽字体"))
        #expect(!translated.isNearMiss && translated.isChanged)
        let lost = QARanking.Facts(Self.finding(.link, source: "search.md"))
        #expect(lost.isLostInTranslation && !lost.isChanged && !lost.isNearMiss && lost.isExact)
        let original = QARanking.Facts(Self.finding(.markup, source: "**", inOriginal: true))
        #expect(!original.isInTranslation && !original.isExact)
        #expect(!QARanking.Facts(Self.finding(.untranslated)).isExact)
    }

    @Test func aNearMissIsOneTypoAwayAndNeverTheSameValue() {
        #expect(QARanking.isNearMiss("addTwoInt", of: "addTwoInts"))
        #expect(QARanking.isNearMiss("Plant.mercury", of: "Planet.mercury"))
        #expect(QARanking.isNearMiss("ChooseBestColor()", of: "chooseBestColor()"))
        #expect(!QARanking.isNearMiss("searchBar", of: "searchBar"))
        #expect(!QARanking.isNearMiss("tableView", of: "searchBar"))
        #expect(!QARanking.isNearMiss("加粗等宽字体", of: "boldface constant width"))
    }

    @Test func aTypoInCodeOutranksWhatATranslatorChangesOnPurpose() {
        let findings = [
            Self.finding(.markup),
            Self.finding(.code, translation: "fileprivate"),
            Self.finding(.code, source: "boldface constant width", translation: "加粗等宽字体"),
            Self.finding(.untranslated),
            Self.finding(.code, source: "addTwoInts", translation: "addTwoInt"),
            Self.finding(.placeholder, source: "%d"),
            Self.finding(.markup, source: "**", inOriginal: true),
        ]
        let order = QARanking.ranked(findings)
        #expect(order.first == 4)
        #expect(order.last == 6)
        // Whatever the messages say: the same facts, the same score.
        #expect(
            QARanking.score(Self.finding(.code, source: "a1", translation: "a2", message: "typo!"))
                == QARanking.score(Self.finding(.code, source: "a1", translation: "a2", message: "nothing to see")))
        let scores = order.map { QARanking.score(findings[$0]) }
        #expect(scores == scores.sorted(by: >))
    }

    @Test func aFindingInTheTranslationOutranksTheSameInTheOriginal() {
        #expect(
            QARanking.score(Self.finding(.markup, translation: "**"))
                > QARanking.score(Self.finding(.markup, source: "**", inOriginal: true)))
    }

    @Test func equalScoresKeepTheReportsOrder() {
        let findings = (0..<5).map { Self.finding(.number, source: String($0)) }
        #expect(QARanking.ranked(findings) == [0, 1, 2, 3, 4])
    }

    @Test func anInjectedIdentifierTypoRanksFirstInTheBundledDocs() throws {
        let report = try QAScenario.bundledDocs().report([
            QAScenario.Edit(
                file: "uisearchcontroller-topic.zh-Hant.md", old: "並採用 UISearchResultsUpdating 協議",
                new: "並採用 UISearchResultUpdating 協議")
        ])
        let triage = QATriage(report)
        let first = try #require(triage.top(1).first)
        #expect(triage.findings[first].translationValue == "UISearchResultUpdating")
        #expect(triage.findings.count >= 2)
    }
}
