import ExampleExtraction
import Testing

/// A plain-Swift document of more listings than one script holds (the compiler's time on one `main.swift`
/// grows faster than its statements) is split by size; each later script starts with the earlier listings
/// that declare or change what its own listings use.
@Suite struct ScriptSizeTests {
    /// `count` one-line listings, each under a heading of its own: `let valueN = N`, with `var total = 0` first,
    /// `total += 5` as listing `mutation`, and `print(total)` last.
    static func document(count: Int, mutation: Int) -> String {
        var text = "# Listings\n\n## Total\n\n" + fence("swift", "var total = 0")
        for index in 1..<count - 1 {
            let code = index == mutation ? "total += 5" : "let value\(index) = \(index)"
            text += "\n## Listing \(index)\n\n" + fence("swift", code)
        }
        return text + "\n## Result\n\n" + fence("swift", "print(total)")
    }

    /// A variable named as an earlier listing's function cannot share its program: `f(7)` would call the
    /// variable, before it is set. Overloads of one function, and different names, can.
    @Test func aVariableNamedAsAFunctionStartsAnotherProgram() {
        #expect(ExampleScript.conflict(["f(x:)"], ["f"]))
        #expect(ExampleScript.conflict(["total"], ["total"]))
        #expect(!ExampleScript.conflict(["f(x:)"], ["f(y:)"]))
        #expect(!ExampleScript.conflict(["f(x:)", "total"], ["g", "h(x:)"]))
        let text =
            "# Functions\n\n## Labels\n\n" + fence("swift", "func f(x: Int = 42) -> Int { return x }\nf()")
            + "\n## Cases\n\n" + fence("swift", "enum Number { case integer(Int) }\nlet f = Number.integer")
        let (set, _) = extract(text)
        #expect(set.scripts.count == 2)
    }

    @Test func aDocumentOfAFewListingsIsOneScript() {
        let (set, _) = extract(Self.document(count: 40, mutation: 20))
        #expect(set.scripts.count == 1)
        #expect(set.scripts.first?.exampleIDs == set.examples.map(\.id))
    }

    @Test func aLongDocumentIsSplitAndEachScriptGetsWhatItUses() throws {
        let count = 2 * ExampleScript.maximumListings + 3
        let (set, _) = extract(Self.document(count: count, mutation: 700))
        let ids = set.examples.map(\.id)
        try #require(ids.count == count)
        #expect(set.scripts.count == 3)
        // The first holds its listings in order, no more than the limit; the second starts with the
        // declaration of `total`, which its listing 700 changes.
        let limit = ExampleScript.maximumListings
        #expect(set.scripts[0].exampleIDs == Array(ids[0..<limit]))
        #expect(set.scripts[1].exampleIDs == [ids[0]] + Array(ids[limit..<(2 * limit)]))
        // The last one (`print(total)` among its own) starts with the declaration of `total` and the listing
        // that changed it, in the document's order, and then its own listings.
        let last = set.scripts[2].exampleIDs
        #expect(last == [ids[0], ids[700]] + Array(ids[(2 * limit)...]))
        // Every listing is checked in the script of its own (the first that holds it).
        for id in ids { #expect(set.script(of: id) != nil) }
        #expect(set.script(of: ids[0])?.id == set.scripts[0].id)
        #expect(set.script(of: ids[700])?.id == set.scripts[1].id)
    }
}
