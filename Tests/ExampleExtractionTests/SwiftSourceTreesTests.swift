import SwiftParser
import SwiftSyntax
import Testing

@testable import ExampleExtraction

/// One parse per source text, shared by every reader: the tree is the parser's, and a changed text never
/// gets the tree of another.
@Suite struct SwiftSourceTreesTests {
    /// A source no other test parses (the memo is the process's).
    static func source(_ name: String = #function) -> String {
        "import UIKit\n\nclass \(name.filter(\.isLetter))Controller: UIViewController {\n    let names = [\"a\"]\n}\n"
    }

    @Test func aSourceIsParsedOnceAndItsTreeShared() {
        let source = Self.source()
        let first = SwiftSourceTrees.tree(of: source)
        let second = SwiftSourceTrees.tree(of: source)
        // The same node, not an equal parse of its own (each parse has its own identifiers).
        #expect(first.id == second.id)
        #expect(first.id != Parser.parse(source: source).id)
    }

    @Test func theTreeIsTheParsersTree() {
        for source in [Self.source(), Self.source() + "let broken = = 1\n", "", "print(1)\n"] {
            let tree = SwiftSourceTrees.tree(of: source)
            let fresh = Parser.parse(source: source)
            #expect(tree.description == source)
            #expect(tree.debugDescription == fresh.debugDescription)
            #expect(tree.hasError == fresh.hasError)
        }
    }

    @Test func aChangedSourceGetsItsOwnTree() {
        let source = Self.source()
        let before = SwiftSourceTrees.tree(of: source)
        let changed = source.replacingOccurrences(of: "[\"a\"]", with: "[\"a\", \"b\"]")
        let after = SwiftSourceTrees.tree(of: changed)
        #expect(after.description == changed)
        #expect(after.id != before.id)
        #expect(SwiftSourceTrees.tree(of: source).description == source)
    }

    @Test func parseAllLeavesEveryTreeParsed() {
        let sources = Set((0..<8).map { Self.source() + "let n\($0) = \($0)\n" })
        SwiftSourceTrees.parseAll(sources)
        for source in sources {
            let remembered = SwiftSourceTrees.memo[source]
            #expect(remembered?.description == source)
            #expect(remembered?.id == SwiftSourceTrees.tree(of: source).id)
        }
    }
}
