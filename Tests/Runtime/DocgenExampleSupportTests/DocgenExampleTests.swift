import DocgenExampleSupport
import Testing
import UIKitDriver

@Suite @MainActor struct DocgenExampleTests {
    @Test func anExampleWithoutAControllerPlaysNothing() {
        #expect(SearchExamples.headless.play() == nil)
    }

    @Test func playsEachStepAndReadsTheScreenAfterIt() throws {
        let example = SearchExamples.example([
            SearchExamples.step(.activate, [], line: 96),
            SearchExamples.step(.type("in"), ["Intermediate"], line: 97),
            SearchExamples.step(.cancel, SearchExamples.allTitles, line: 98),
        ])
        let played = try #require(example.play())
        #expect(played.initial.rowTitles == SearchExamples.allTitles)
        #expect(played.steps.map(\.screen.rowTitles) == [[], ["Intermediate"], SearchExamples.allTitles])
        #expect(played.steps.map(\.step.location.line) == [96, 97, 98])
        #expect(played.steps.allSatisfy { $0.mismatch == nil && $0.error == nil })
    }

    @Test func aStepShowingOtherRowsIsAMismatchNamingBoth() throws {
        let example = SearchExamples.example([
            SearchExamples.step(.type("ex"), ["Easiest"], line: 96),
            SearchExamples.step(.type("zz"), ["Easiest"], line: 97),
            SearchExamples.step(.type("ad"), nil, line: 98),
        ])
        let played = try #require(example.play())
        #expect(
            played.steps.map(\.mismatch) == [
                "type \"ex\": expected Easiest, the table shows Expert Only",
                "type \"zz\": expected Easiest, the table shows (none)",
                nil,
            ])
    }

    @Test func aStepTheUserCannotDoIsRecordedAndTheSessionGoesOn() throws {
        let example = SearchExamples.example([
            SearchExamples.step(.scope("All"), nil, line: 96),
            SearchExamples.step(.type("adv"), ["Advanced"], line: 97),
        ])
        let played = try #require(example.play())
        #expect(played.steps[0].error == DriverError.noScopeBar.description)
        #expect(played.steps[0].mismatch == "scope \"All\": \(DriverError.noScopeBar)")
        #expect(played.steps[1].mismatch == nil)
        #expect(played.steps[1].screen.rowTitles == ["Advanced"])
    }

    @Test func rowListsAreWrittenAsSessionBlocksWriteThem() {
        #expect(DocgenExample.rowList([]) == "(none)")
        #expect(DocgenExample.rowList(["A", "B"]) == "A, B")
    }
}
