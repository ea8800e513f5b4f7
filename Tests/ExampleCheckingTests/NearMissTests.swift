import AppleUIKitAPI
import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

struct NearMissTests {
    @Test func typosByLength() {
        // 3 to 7 characters: one edit.
        #expect(NearMiss.isNearMiss("entrie", of: "entries"))
        #expect(NearMiss.isNearMiss("entris", of: "entries"))
        #expect(!NearMiss.isNearMiss("entis", of: "entries"))
        // Two adjacent characters swapped: one edit.
        #expect(NearMiss.isNearMiss("entreis", of: "entries"))
        #expect(NearMiss.isNearMiss("titel", of: "title"))
        #expect(!NearMiss.isNearMiss("tilte", of: "entries"))
        // 8 or more: two edits.
        #expect(NearMiss.isNearMiss("filterContnt", of: "filterContent"))
        #expect(NearMiss.isNearMiss("filtrContnt", of: "filterContent"))
        #expect(!NearMiss.isNearMiss("fltrCntnt", of: "filterContent"))
        // One or two characters: case only.
        #expect(!NearMiss.isNearMiss("i", of: "j"))
        #expect(!NearMiss.isNearMiss("ab", of: "ac"))
        #expect(NearMiss.isNearMiss("xY", of: "xy"))
        #expect(!NearMiss.isNearMiss("x", of: "X"))
    }

    /// A word replaced by another word makes another name; a word misspelt is still a typo.
    @Test func aWordReplacedIsAnotherNameNotATypo() {
        #expect(!NearMiss.isNearMiss("pwTextField", of: "idTextField"))
        #expect(!NearMiss.isNearMiss("maxValue", of: "minValue"))
        #expect(!NearMiss.isNearMiss("max_value", of: "min_value"))
        #expect(NearMiss.isNearMiss("titleLable", of: "titleLabel"))
        #expect(NearMiss.isNearMiss("serarchBar", of: "searchBar"))
        #expect(NearMiss.isNearMiss("UIViewContoller", of: "UIViewController"))
        #expect(NearMiss.isNearMiss("liftButton", of: "leftButton"))
        #expect(NearMiss.words("pwTextField") == ["pw", "Text", "Field"])
        #expect(NearMiss.words("UIViewController") == ["UIView", "Controller"])
    }

    /// Numbered names are a series, each its own: never a typo of another.
    @Test func namesThatDifferOnlyInDigitsAreNoTypos() {
        #expect(!NearMiss.isNearMiss("label2", of: "label1"))
        #expect(!NearMiss.isNearMiss("textField12", of: "textField1"))
        #expect(!NearMiss.isNearMiss("section", of: "section0"))
        #expect(NearMiss.isNearMiss("lable1", of: "label1"))
    }

    @Test func caseAndTheSingularOfAPlural() {
        #expect(NearMiss.isNearMiss("searchcontroller", of: "searchController"))
        #expect(NearMiss.isNearMiss("searchresults", of: "searchResults"))
        #expect(!NearMiss.isNearMiss("Entries", of: "entries"))
        #expect(!NearMiss.isNearMiss("ViewController", of: "viewController"))
        #expect(NearMiss.isNearMiss("entry", of: "entries"))
        #expect(NearMiss.isNearMiss("match", of: "matches"))
        #expect(NearMiss.isNearMiss("searchResult", of: "searchResults"))
        #expect(!NearMiss.isNearMiss("products", of: "entries"))
    }

    /// `restaurants.filter { restaurant in … }` in a fragment: the collection of a declared element is the
    /// larger sample's, not a typo of the element (wild corpus, `ios-sl-search.en.md`).
    @Test func thePluralOfADeclaredNameIsNoNearMiss() {
        #expect(!NearMiss.isNearMiss("restaurants", of: "restaurant"))
        #expect(!NearMiss.isNearMiss("entries", of: "entry"))
        #expect(!NearMiss.isNearMiss("matches", of: "match"))
        #expect(!NearMiss.isNearMiss("cells", of: "cell"))
    }

    @Test func aNameIsNoNearMissOfItself() {
        #expect(!NearMiss.isNearMiss("entries", of: "entries"))
    }

    @Test func theNearestIsTheClosestThenTheFirstDeclared() {
        let declared = DeclaredNames(names: [
            .init(name: "entry", spelling: "entry"), .init(name: "entries", spelling: "entries"),
            .init(name: "filterContent", spelling: "filterContent(for:)"),
        ])
        #expect(NearMiss.nearest(to: "entrie", in: declared.names)?.name == "entries")
        #expect(NearMiss.nearest(to: "filterContnt", in: declared.names)?.spelling == "filterContent(for:)")
        #expect(NearMiss.nearest(to: "products", in: declared.names) == nil)
    }
}

struct TranspositionDistanceTests {
    @Test func aSwapIsOneEditAndTheRestAsLevenshtein() {
        #expect(EditDistance.withTranspositions("entreis", "entries") == 1)
        #expect(EditDistance.between("entreis", "entries") == 2)
        #expect(EditDistance.withTranspositions("kitten", "sitting") == 3)
        #expect(EditDistance.withTranspositions("", "abc") == 3)
        #expect(EditDistance.withTranspositions("abcdef", "ghijkl", limit: 2) == 3)
        #expect(EditDistance.withTranspositions("same", "same") == 0)
    }
}

struct DeclaredNamesTests {
    @Test func everyKindOfDeclaration() throws {
        let document = DocumentParser.parse(
            """
            ```swift
            enum Scope { case all, `default` }

            protocol Filtering { associatedtype Item }

            class ViewController: UITableViewController, UISearchResultsUpdating {
                let entries = [(title: "A", image: "a")]
                var (first, second) = (1, 2)

                func filterContent(for searchText: String, _ scope: Scope) {
                    let names = entries.map { entry in entry.title }
                    _ = entries.filter({ (title: String, image: String) -> Bool in title.isEmpty })
                    for row in names { print(row) }
                    if let found = names.first, let searchText { print(found, searchText) }
                }

                func updateSearchResults(for searchController: UISearchController) {}
            }

            struct Box<Element> {}

            extension UISearchBar: Filtering { typealias Item = String }
            ```
            """, path: "Docs/t.en.md"
        ).document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let declared = DeclaredNames(of: example.program)
        for name in [
            "Scope", "all", "default", "Filtering", "Item", "ViewController", "entries", "first", "second",
            "filterContent", "searchText", "scope", "names", "entry", "title", "image", "row", "found",
            "updateSearchResults", "searchController", "Box", "Element",
        ] {
            #expect(declared.contains(name), "\(name)")
        }
        #expect(!declared.contains("for"))
        #expect(declared.names.first { $0.name == "filterContent" }?.spelling == "filterContent(for:_:)")
        #expect(
            declared.inheritedTypes == ["UITableViewController", "UISearchResultsUpdating", "UISearchBar", "Filtering"])
    }

    /// A hosted fragment: the host docgen synthesized declares nothing of the doc's, but what it inherits
    /// counts (the fragment's unqualified UIKit members are its superclass's).
    @Test func aSynthesizedHostDeclaresNoNameButItsSuperclassCounts() throws {
        let document = DocumentParser.parse(
            "```swift\nfunc setUp() {\n    navigationItem.title = \"A\"\n}\n```\n", path: "Docs/t.en.md"
        ).document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let host = try #require(example.hostType)
        let declared = DeclaredNames(of: example.program)
        #expect(!declared.contains(host))
        #expect(declared.contains("setUp"))
        #expect(declared.names.first { $0.name == "setUp" }?.location == location("Docs/t.en.md", 2, 6))
        #expect(declared.inheritedTypes.contains("UIViewController"))
    }
}
