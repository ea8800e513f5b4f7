import DocgenCore
import Testing

@testable import Translations

/// The baseline file: written and read back, new findings told from baselined ones, and every way a file
/// can be wrong.
@Suite struct QABaselineTests {
    static func triage(baseline: QABaseline? = nil, russian: String = QAFingerprintTests.russian) -> QATriage {
        let report = TranslationAnalyzer().analyze([
            CorpusFixture.document("Docs/pair.en.md", QAFingerprintTests.english),
            CorpusFixture.document("Docs/pair.ru.md", russian),
        ])
        return QATriage(report, baseline: baseline)
    }

    static func parsed(_ text: String) throws -> QABaseline {
        switch QABaseline.parse(text, path: "translations-baseline.json") {
        case .success(let baseline): return baseline
        case .failure(let problem):
            Issue.record("\(problem.diagnostic)")
            throw problem
        }
    }

    static func problem(_ text: String) -> Diagnostic? {
        guard case .failure(let problem) = QABaseline.parse(text, path: "b.json") else { return nil }
        return problem.diagnostic
    }

    @Test func aWrittenBaselineReadsBackAsItWasAndBaselinesEveryFinding() throws {
        let first = Self.triage()
        #expect(first.new.count == 1)
        let baseline = QABaseline.of(first).adding(first.entry(0, reason: "the app's own name"))
        let text = baseline.text
        #expect(text.hasPrefix("{\n  \"generator\": \"docgen translations\",\n  \"version\": 1,"))
        #expect(QABaseline.isDocgens(text))
        let read = try Self.parsed(text)
        #expect(read == baseline)
        #expect(read.entries.first?.reason == "the app's own name")
        #expect(read.entries.first?.original == "Docs/pair.en.md")
        let second = Self.triage(baseline: read)
        #expect(second.new.isEmpty && second.baselinedCount == 1 && second.stale.isEmpty)
        #expect(second.baselineDiagnostics(path: "b.json").isEmpty)
        // Rewriting keeps the reasons of the findings still there.
        #expect(QABaseline.of(second, keepingReasonsOf: read).entries.first?.reason == "the app's own name")
    }

    @Test func onlyANewFindingIsNew() throws {
        let baseline = QABaseline.of(Self.triage())
        let russian = QAFingerprintTests.russian.replacingOccurrences(of: "`reloadData()`", with: "`reloadDate()`")
        let triage = Self.triage(baseline: baseline, russian: russian)
        #expect(triage.findings.count == 2)
        #expect(triage.baselinedCount == 1)
        #expect(triage.newFindings.map(\.translationValue) == ["reloadDate()"])
    }

    @Test func entriesNoFindingHasAreStaleAndSaidOnce() throws {
        let baseline = QABaseline.of(Self.triage())
        let fixed = QAFingerprintTests.russian.replacingOccurrences(
            of: "searchResultUpdater", with: "searchResultsUpdater")
        let triage = Self.triage(baseline: baseline, russian: fixed)
        #expect(triage.findings.isEmpty && triage.stale.count == 1 && !triage.isForeignBaseline)
        let notes = triage.baselineDiagnostics(path: "b.json")
        #expect(notes.count == 1)
        #expect(notes.first?.severity == .note && notes.first?.id == .qaBaselineStale)
        #expect(notes.first?.message.hasPrefix("1 baselined finding is fixed; rewrite the baseline") == true)
    }

    @Test func aBaselineOfAnotherBookIsSaidToBeAndIgnored() {
        let foreign = QABaseline(entries: [
            QABaseline.Entry(
                fingerprint: QAFingerprint("0123456789abcdef"), id: .qaCode, original: "Docs/Other.en.md",
                translation: "Docs/Other.zh-Hans.md", message: "code 'x' of the original is 'y' here")
        ])
        let triage = Self.triage(baseline: foreign)
        #expect(triage.isForeignBaseline && triage.stale.isEmpty && triage.new.count == 1)
        let warning = triage.baselineDiagnostics(path: "b.json")
        #expect(warning.map(\.id) == [.qaBaselineForeign] && warning.first?.severity == .warning)
        #expect(warning.first?.message.contains("none of this project's documents") == true)
    }

    @Test func textThatIsNotJSONIsAnErrorWhereItGoesWrong() {
        let error = Self.problem("{\n  \"generator\": \"docgen translations\",\n  \"version\": 1,\n  oops\n}")
        #expect(error?.id == .qaBaselineMalformed)
        #expect(error?.location == SourceLocation(file: "b.json", line: 4, column: 3))
        #expect(error?.description.hasPrefix("b.json:4:3: error: baseline is not JSON") == true)
    }

    @Test func anotherVersionIsAnErrorAtTheVersion() {
        let error = Self.problem("{\"generator\": \"docgen translations\",\n \"version\": 7, \"findings\": []}")
        #expect(error?.id == .qaBaselineMalformed)
        #expect(error?.location == SourceLocation(file: "b.json", line: 2, column: 2))
        #expect(error?.message.contains("version 7") == true)
    }

    @Test func aWrongShapeIsAnError() {
        let entry =
            "{\"fingerprint\": \"xyz\", \"id\": \"DG0408\", \"original\": \"a\", \"translation\": \"b\", \"message\": \"m\"}"
        let cases = [
            "{\"generator\": \"docgen translations\", \"version\": 1}",
            "{\"generator\": \"docgen translations\", \"version\": \"1\", \"findings\": []}",
            "{\"generator\": \"docgen translations\", \"version\": 1, \"findings\": [\(entry)]}",
            "{\"generator\": \"docgen translations\", \"version\": 1, \"findings\": [3]}",
        ]
        for text in cases {
            #expect(Self.problem(text)?.id == .qaBaselineMalformed, "\(text)")
        }
    }

    @Test func aFileDocgenDidNotWriteIsNeverABaseline() {
        for text in ["[]", "{\"findings\": []}", "{\"generator\": \"someone else\", \"version\": 1, \"findings\": []}"]
        {
            #expect(!QABaseline.isDocgens(text))
            #expect(Self.problem(text)?.id == .qaBaselineNotDocgens, "\(text)")
        }
        #expect(!QABaseline.isDocgens("not JSON"))
    }

    @Test func anIdIsFoundByItsShortForm() {
        let triage = Self.triage()
        let short = triage.fingerprints[0].shortID
        #expect(triage.findings(matching: short) == [0])
        #expect(triage.findings(matching: short.uppercased()) == [0])
        #expect(triage.findings(matching: triage.fingerprints[0].value) == [0])
        #expect(triage.findings(matching: String(short.prefix(4))).isEmpty)
        #expect(triage.findings(matching: "ffffffff" == short ? "eeeeeeee" : "ffffffff").isEmpty)
    }
}
