import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// An incomplete fragment's needs named after UIKit classes are read as those classes, the other values as
/// `Any`, so that what they hid is seen; what the guessed class lacks is never the doc's error.
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

    /// A value whose name says no class is `Any`, which has no members of its own: what it hid shows, and
    /// what it lacks is the guess's. A type the fragment needs, or a hole, is not declared.
    @Test func anyOtherValueIsDeclaredAsAny() throws {
        let reading = try #require(
            NamedTypeReading(needs: ["subView", "playlistId", "Product"], suggester: suggester))
        #expect(reading.lines == ["var playlistId: Any!", "var subView: UIView!"])
        func error(_ printed: String) -> ExampleCompileError {
            .doc(compilerError(at: location("Docs/t.en.md", 5, 9), printed))
        }
        #expect(reading.explains(error("value of type 'Any' has no member 'present' [could_not_find_value_member]")))
    }

    @Test func aHoleOrOnlyTypesLeaveTheFragmentAsItIs() {
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

    /// What the reading can show for sure is a typo: of a name the program declares or Apple's UIKit has. An
    /// initializer no Apple class has may be the app's own extension, never shown.
    @Test func onlyATypoIsTakenFromTheReading() throws {
        #expect(NamedTypeReading(needs: ["subView"], suggester: suggester) != nil)
        let markdown =
            "# T\n\n```swift\nextension NSLayoutConstraint {\n    func with(_ p: UILayoutPriority) -> Self { self }\n}\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let program = try #require(ExampleSet.extract(from: [document]).0.examples.first).program
        let declared = DeclaredNames(of: program)
        func error(_ printed: String) -> ExampleCompileError {
            .doc(compilerError(at: location("Docs/t.en.md", 9, 9), printed))
        }
        #expect(
            NamedTypeReading.isTypo(
                error("value of type 'NSLayoutConstraint' has no member 'width' [could_not_find_value_member]"),
                declared: declared))
        #expect(
            NamedTypeReading.isTypo(
                error("value of type 'UITableView' has no member 'reloadDate' [could_not_find_value_member]"),
                declared: declared))
        #expect(
            NamedTypeReading.isTypo(error("cannot find 'UILabl' in scope [cannot_find_in_scope]"), declared: declared))
        #expect(
            !NamedTypeReading.isTypo(
                error("extra arguments at positions #2, #3 in call [extra_arguments_in_call]"), declared: declared))
        #expect(
            !NamedTypeReading.isTypo(
                error("value of type 'UIColor' has no member 'brandRed' [could_not_find_value_member]"),
                declared: declared))
    }
}
