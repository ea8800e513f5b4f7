import DocgenCore
import Testing

@testable import ExampleChecking

/// An incomplete fragment's needs named after UIKit classes are read as those classes, so that what they hid
/// is seen; what the guessed class lacks is never the doc's error.
struct NamedTypeReadingTests {
    let suggester = HiddenPartSuggester(symbols: .shared)

    @Test func valuesNamedAfterAUIKitClassAreDeclaredAsIt() throws {
        let reading = try #require(
            NamedTypeReading(needs: ["subView", "resultsTableView", "searchController"], suggester: suggester))
        #expect(
            reading.lines == [
                "var resultsTableView: UITableView!", "var searchController: UISearchController!",
                "var subView: UIView!",
            ])
    }

    @Test func anyOtherNeedLeavesTheFragmentAsItIs() {
        #expect(NamedTypeReading(needs: ["subView", "games"], suggester: suggester) == nil)
        #expect(NamedTypeReading(needs: ["subView", "elided code at line 5"], suggester: suggester) == nil)
        #expect(NamedTypeReading(needs: ["HeaderView"], suggester: suggester) == nil)
        #expect(NamedTypeReading(needs: [], suggester: suggester) == nil)
    }

    @Test func whatTheGuessedClassLacksIsTheGuesss() throws {
        let reading = try #require(NamedTypeReading(needs: ["headerView"], suggester: suggester))
        func error(_ printed: String) -> ExampleCompileError {
            .doc(compilerError(at: location("Docs/t.en.md", 5, 9), printed))
        }
        #expect(
            reading.explains(error("value of type 'UIView' has no member 'titleLabel' [could_not_find_value_member]")))
        #expect(
            reading.explains(
                error(
                    "value of type 'DocgenHostViewController' has no member 'headerView' [could_not_find_value_member]")
            ))
        #expect(
            !reading.explains(
                error("value of type 'NSLayoutConstraint' has no member 'width' [could_not_find_value_member]")))
    }
}
