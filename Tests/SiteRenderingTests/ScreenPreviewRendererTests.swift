import DocgenCore
import ExampleExtraction
import Foundation
import Testing

@testable import SiteRendering

@Suite struct ScreenPreviewRendererTests {
    static let location = SourceLocation(file: "Docs/t.en.md", line: 1, column: 1)

    /// An example with the ski-trail entries and the session of the docs.
    func example() -> SiteExample {
        let steps: [(SearchSession.Action, [String])] = [
            (.activate, []), (.type("in"), ["Intermediate"]), (.scopeTitle("Hard"), []), (.clear, []),
            (.cancel, ["Easiest", "Intermediate", "Advanced", "Expert Only", "Mystery"]),
        ]
        let session = SearchSession(
            steps: steps.map { SearchSession.Step(action: $0.0, expectedRows: $0.1, location: Self.location) },
            location: Self.location)
        let entries = [
            Entry(title: "Easiest", image: "green_circle"), Entry(title: "Intermediate", image: "blue_square"),
            Entry(title: "Advanced", image: "black_diamond"),
            Entry(title: "Expert Only", image: "double_black_diamond"),
            Entry(title: "Mystery", image: "yellow_star"),
        ]
        return SiteExample(
            Example(
                id: "t__search", title: "Search", language: .swift, mode: .runnable, sources: [], assemblySteps: [],
                program: AssembledProgram(lines: []), hostType: "ViewController", entries: entries, sessions: [session])
        )
    }

    @Test func screensReplayTheSession() {
        let example = example()
        let screens = ScreenPreviewRenderer(example: example).screens(of: example.sessions[0])
        #expect(screens.map(\.caption) == ["start", "activate", "type \"in\"", "scope \"Hard\"", "clear", "cancel"])
        #expect(screens.map(\.isActive) == [false, true, true, true, true, false])
        #expect(screens.map(\.text) == ["", "", "in", "in", "", ""])
        #expect(screens[0].rows.count == 5)
        #expect(screens[2].rows == ["Intermediate"])
    }

    @Test func rowsShowTrailSymbolsAndAPlaceholder() {
        let example = example()
        let html = HTMLSerializer.serialize(
            ScreenPreviewRenderer(example: example).render(example.sessions[0], status: .passed))
        for symbol in TrailSymbol.allCases {
            #expect(html.contains("data-image=\"\(symbol.rawValue)\" role=\"img\" aria-label=\"\(symbol.label)\""))
        }
        #expect(html.contains("data-image=\"unknown\" role=\"img\" aria-label=\"image yellow_star\""))
        #expect(html.contains("<span class=\"phone-field\">in</span>"))
        #expect(html.contains("<span class=\"phone-cancel\">Cancel</span>"))
        #expect(html.contains("<li class=\"phone-empty\">no rows</li>"))
        #expect(html.contains("rows checked by docgen check: passed"))
    }

    @Test func doubleBlackDiamondHasTwoDiamonds() {
        let html = HTMLSerializer.serialize(TrailSymbol.icon(named: "double_black_diamond"))
        #expect(html.components(separatedBy: "<polygon").count == 3)
        #expect(
            HTMLSerializer.serialize(TrailSymbol.icon(named: "black_diamond")).components(separatedBy: "<polygon").count
                == 2)
    }
}
