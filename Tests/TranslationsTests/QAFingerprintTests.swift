import DocParsing
import DocgenCore
import Testing

@testable import Translations

/// A finding keeps its fingerprint across unrelated edits and changes it when what it is about changes.
@Suite struct QAFingerprintTests {
    static let english = """
        # Searching

        Create a `UISearchController` and set its `searchResultsUpdater` to the view controller.

        Call `reloadData()` when the text changes.
        """
    static let russian = """
        # Поиск

        Создайте `UISearchController` и задайте его `searchResultUpdater` контроллеру представления.

        Вызовите `reloadData()`, когда текст меняется.
        """

    static func triage(
        _ english: String, _ russian: String, folder: String = "Docs",
        root: ProjectRoot = ProjectRoot("/", currentDirectory: "/")
    ) -> QATriage {
        let report = TranslationAnalyzer().analyze([
            CorpusFixture.document("\(folder)/pair.en.md", english),
            CorpusFixture.document("\(folder)/pair.ru.md", russian),
        ])
        return QATriage(report, root: root)
    }

    @Test func linesInsertedAboveLeaveTheFingerprint() throws {
        let before = Self.triage(Self.english, Self.russian)
        let shifted = Self.triage(
            Self.english.replacingOccurrences(of: "# Searching\n", with: "# Searching\n\nA new paragraph here.\n\n\n"),
            Self.russian.replacingOccurrences(of: "# Поиск\n", with: "# Поиск\n\nНовый абзац здесь.\n\n\n\n\n"))
        let finding = try #require(before.findings.first), moved = try #require(shifted.findings.first)
        #expect(before.findings.count == 1 && shifted.findings.count == 1)
        #expect(moved.location.line > finding.location.line)
        #expect(shifted.fingerprints == before.fingerprints)
    }

    @Test func aChangedValueIsAnotherFinding() {
        let before = Self.triage(Self.english, Self.russian)
        let after = Self.triage(
            Self.english, Self.russian.replacingOccurrences(of: "searchResultUpdater", with: "searchResultsUpdate"))
        #expect(after.findings.count == 1)
        #expect(after.fingerprints != before.fingerprints)
    }

    @Test func theSameFindingTwiceInAPairHasTwoFingerprints() {
        let english = Self.english + "\n\nAgain, set `searchResultsUpdater` first.\n"
        let russian = Self.russian + "\n\nСнова задайте `searchResultUpdater` первым.\n"
        let triage = Self.triage(english, russian)
        #expect(triage.findings.count == 2)
        #expect(Set(triage.fingerprints).count == 2)
        #expect(triage.fingerprints.allSatisfy { QAFingerprint.isWellFormed($0.value) })
    }

    @Test func theFingerprintIsOfTheProjectNotOfTheWorkingDirectory() {
        let fromProject = Self.triage(
            Self.english, Self.russian, root: ProjectRoot(".", currentDirectory: "/work/book"))
        let fromAbove = Self.triage(
            Self.english, Self.russian, folder: "book/Docs", root: ProjectRoot("book", currentDirectory: "/work"))
        let elsewhere = Self.triage(
            Self.english, Self.russian, folder: "other/Docs", root: ProjectRoot("/", currentDirectory: "/"))
        #expect(fromProject.fingerprints == fromAbove.fingerprints)
        #expect(fromProject.fingerprints != elsewhere.fingerprints)
    }

    @Test func aPassageFindingIsIdentifiedByItsText() throws {
        let english = Self.english + "\n\nThe controller shows the results in a table of its own.\n"
        let russian = Self.russian + "\n\nThe controller shows the results in a table of its own.\n"
        let first = Self.triage(english, russian)
        let finding = try #require(first.findings.first { $0.check == .untranslated })
        #expect(finding.sourceValue == nil && finding.translationValue == nil)
        let edited = Self.triage(english, russian.replacingOccurrences(of: "a table of its own", with: "a list"))
        let index = try #require(first.findings.firstIndex(of: finding))
        let other = try #require(edited.findings.firstIndex { $0.check == .untranslated })
        #expect(edited.fingerprints[other] != first.fingerprints[index])
    }
}
