import DocgenCore
import DocgenTestSupport
import ExampleExtraction
import Testing

@Suite struct EntryTests {
    func entries(_ code: String) -> [Entry] {
        extract("## S\n\n" + fence("swift", code)).set.examples.first?.entries ?? []
    }

    @Test func tuplesWithTitleAndImageLabelsWithExactLocations() throws {
        let marked = MarkedSource(
            """
            ## S

            - Code:

              ```swift
              class A: UITableViewController {
                  let entries = [(title: ‸"Easiest", image: "green_circle"),
                                 (title: ‸"Expert \\"Only\\"", image: "double_black_diamond")]
              }
              ```
            """)
        let found = extract(marked.text).set.examples.first?.entries ?? []
        #expect(found.map(\.title) == ["Easiest", "Expert \"Only\""])
        #expect(found.map(\.image) == ["green_circle", "double_black_diamond"])
        #expect(
            found.map(\.location) == [marked.location(0, file: "Docs/t.md"), marked.location(1, file: "Docs/t.md")])
    }

    @Test func structInitializersUnlabelledTuplesAndPlainStrings() {
        #expect(
            entries("let items = [Item(name: \"A\", icon: \"a\"), Item(name: \"B\", icon: \"b\")]").map(\.title) == [
                "A", "B",
            ])
        #expect(entries("let rows = [(\"A\", \"a.png\")]").map(\.image) == ["a.png"])
        #expect(entries("let countries = [\"France\", \"Peru\"]").map(\.title) == ["France", "Peru"])
    }

    @Test func labelledRowsBeatPlainStringsAndScopesAndEmptyArraysAreNoEntries() {
        let code = """
            let scopeTitles = ["All", "Hard"]
            var searchResults: [(title: String, image: String)] = []
            let words = ["x"]
            let entries = [(title: "T", image: "i")]
            let interpolated = ["\\(1)"]
            """
        #expect(entries(code).map(\.title) == ["T"])
        #expect(entries("let scopes = [\"All\", \"Hard\"]").isEmpty)
        #expect(entries("let a = [1, 2]").isEmpty)
    }
}
