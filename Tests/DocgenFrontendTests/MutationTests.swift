import DocgenTestSupport
import Foundation
import Testing

/// Mutation testing of `docgen check` (issue 22, deliverable 8, its start): known doc errors are injected
/// one at a time into copies of bundled documents (`Docs/uisearchcontroller-topic.ru.md`, and
/// `Docs/uisearchcontroller-notes.zh-Hans.md`, whose one example is assembled from five blocks), and every
/// mutant must be killed: the check fails, the mutated example is `failed` (never incomplete or skipped), a
/// compile error is reported at the injected line (the error itself or its did-you-mean note), and an error
/// the compiler cannot see is caught when the example runs (its session and the search oracles).
///
/// Not here, because it is no error: removing `searchController.searchBar.delegate = self` from the notes
/// document. The search controller itself sends `updateSearchResults(for:)` on a scope change (the headless
/// UIKit's documented order), which filters by the selected scope too, so the doc's session still holds.
///
/// One project holds every mutant, each copy a document of its own, checked in one `docgen check`: examples
/// are checked each on its own, so a mutant's failure must leave the other examples as they are (the
/// unmutated examples, the same in every copy, pass).
@Suite(.serialized) struct MutationTests {
    /// A bundled document mutated, and the first line of its example that the mutations change.
    struct Source {
        var path: String
        var language: String
        var exampleLine: Int

        /// The document, without its front matter's link to the errata (not copied).
        var text: String {
            let text = try! String(contentsOf: repositoryRoot.appendingPathComponent(path), encoding: .utf8)
            return text.replacingOccurrences(of: "errata: Docs/ERRATA.md\n", with: "")
        }
    }

    static let topic = Source(path: "Docs/uisearchcontroller-topic.ru.md", language: "ru", exampleLine: 26)
    static let notes = Source(path: "Docs/uisearchcontroller-notes.zh-Hans.md", language: "zh-Hans", exampleLine: 22)

    /// One injected error: the first `original` in the document becomes `replacement`.
    struct Mutation: CustomStringConvertible {
        /// Who must catch it.
        enum Kind {
            /// The compiler: an error (or its note) at the injected line.
            case compiler
            /// The doc's session: a failed expectation at the injected session line.
            case session
            /// Running the example (its session, the search oracles): a failed expectation or a trap.
            case run
        }

        var source = MutationTests.topic
        var name: String
        var original: String
        var replacement: String
        var kind: Kind

        var description: String { name }
        var document: String { "mutation-\(name).\(source.language).md" }
        var file: String { "Docs/\(document)" }

        /// The 1-based line of the first `original` in the document: where the error is injected.
        var injectedLine: Int {
            let text = source.text
            let range = text.range(of: original)!
            return text[..<range.lowerBound].count { $0 == "\n" } + 1
        }
    }

    static let mutations: [Mutation] = [
        Mutation(
            name: "own-variable", original: "searchResults = entries.filter",
            replacement: "searchResults = entrie.filter", kind: .compiler),
        Mutation(
            name: "own-method", original: "filterContent(for: searchText)",
            replacement: "filterContnt(for: searchText)",
            kind: .compiler),
        Mutation(
            name: "uikit-type", original: "UISearchController(searchResultsController: nil)",
            replacement: "UISearchControler(searchResultsController: nil)", kind: .compiler),
        Mutation(
            name: "uikit-label", original: "UISearchController(searchResultsController: nil)",
            replacement: "UISearchController(searchResultsControler: nil)", kind: .compiler),
        Mutation(
            name: "uikit-member", original: "searchController.searchResultsUpdater = self",
            replacement: "searchController.searchResultsUpdatr = self", kind: .compiler),
        Mutation(
            name: "protocol-method", original: "func updateSearchResults(for searchController: UISearchController)",
            replacement: "func updateSearchResult(for searchController: UISearchController)", kind: .compiler),
        Mutation(
            name: "inverted-filter", original: "return match != nil", replacement: "return match == nil",
            kind: .run),
        Mutation(
            name: "reload-removed", original: "            tableView.reloadData()\n", replacement: "",
            kind: .run),
        Mutation(
            name: "updater-removed", original: "        searchController.searchResultsUpdater = self\n",
            replacement: "", kind: .run),
        Mutation(
            name: "session-wrong-rows", original: "type \"in\"             → Intermediate",
            replacement: "type \"in\"             → Advanced", kind: .session),
        Mutation(
            source: notes, name: "notes-uikit-member", original: "searchController.searchResultsUpdater = self",
            replacement: "searchController.searchResultUpdater = self", kind: .compiler),
        Mutation(
            source: notes, name: "notes-own-method", original: "filterContentForSearchText(searchBar.text!",
            replacement: "filterContentForSearchTxt(searchBar.text!", kind: .compiler),
        Mutation(
            source: notes, name: "notes-protocol-type", original: "extension MasterViewController: UISearchBarDelegate",
            replacement: "extension MasterViewController: UISearchBarDelegat", kind: .compiler),
        Mutation(
            source: notes, name: "notes-scopes-removed",
            original: "searchController.searchBar.scopeButtonTitles = [\"All\", \"Chocolate\", \"Hard\", \"Other\"]\n",
            replacement: "", kind: .run),
        Mutation(
            source: notes, name: "notes-session-wrong-rows", original: "scope \"Hard\"          → Candy Cane",
            replacement: "scope \"Hard\"          → Lollipop", kind: .session),
    ]

    @Test(.hangGuard) func everyMutantIsKilled() throws {
        var docs: [String: String] = [:]
        for mutation in Self.mutations {
            let text = mutation.source.text
            let range = try #require(text.range(of: mutation.original), "\(mutation)")
            docs[mutation.document] = text.replacingCharacters(in: range, with: mutation.replacement)
        }
        let project = try makeScratchProject("docgen-mutation", docs: docs)
        defer { try? FileManager.default.removeItem(at: project) }
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: project)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let check = try DocgenProcess.run(["check", "--format", "json", "--uikit-package", uikit], in: project)
        #expect(check.exitCode == 1, "\(check.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any],
            "docgen check printed no JSON: \(check.stderr)")
        let examples = try #require(json["examples"] as? [[String: Any]])

        for mutation in Self.mutations {
            let file = mutation.file, exampleLine = mutation.source.exampleLine
            let mutated = examples.filter { example in
                Self.locations(example["locations"]).contains { $0 == (file, exampleLine) }
            }
            try #require(mutated.count == 1, "\(mutation): no example of its own at \(file):\(exampleLine)")
            let example = mutated[0]
            #expect(example["status"] as? String == "failed", "\(mutation) survived: \(example)")
            let diagnostics = example["diagnostics"] as? [[String: Any]] ?? []
            let line = mutation.injectedLine
            let located = diagnostics.flatMap { diagnostic in
                [(diagnostic["file"] as? String, diagnostic["line"] as? Int)]
                    + (diagnostic["notes"] as? [[String: Any]] ?? []).map { note in
                        let location = note["location"] as? [String: Any]
                        return (location?["file"] as? String, location?["line"] as? Int)
                    }
            }
            let isAtLine = located.contains { $0.0 == file && $0.1 == line }
            let expectationFailed = diagnostics.contains { $0["id"] as? String == "DG0603" }
            let trapped = diagnostics.contains { $0["id"] as? String == "DG0604" }
            switch mutation.kind {
            case .compiler:
                #expect(isAtLine, "\(mutation): nothing reported at \(file):\(line)")
            case .session:
                #expect(expectationFailed && isAtLine, "\(mutation): no failed step at \(file):\(line): \(diagnostics)")
            case .run:
                #expect(
                    expectationFailed || trapped, "\(mutation): no failed expectation when it ran: \(diagnostics)")
            }
        }

        // The examples no mutation touches pass (or are skipped, as Objective-C is) in every copy.
        let mutatedExamples = Self.mutations.map { ($0.file, $0.source.exampleLine) }
        for example in examples {
            let locations = Self.locations(example["locations"])
            guard !locations.contains(where: { location in mutatedExamples.contains { $0 == location } }) else {
                continue
            }
            #expect(
                ["passed", "skipped"].contains(example["status"] as? String),
                "an example no mutation touches: \(example)")
        }
    }

    /// A mutant in a block that a program and its next version (`_v2`) share fails both versions, and must
    /// leave every other example as it is: both versions carry the error at the same doc line, so only
    /// compiling each alone tells whose it is; the later version reports it as the earlier one's (issue 22, "collateral reds": attributed by doc line, the build
    /// loop could not leave the second out, and every other example was "not checked").
    @Test(.hangGuard) func aMutantInABlockTwoVersionsShareFailsThemAlone() throws {
        let program = searchControllerDocument(
            heading: "Fruit", controller: "FruitController", entries: ("Apple", "Pear")
        )
        .replacingOccurrences(of: ": entries.count", with: ": entrie.count")
        let version = """

            # Better filter

            ```swift
            func updateSearchResults(for searchController: UISearchController) {
                let text = searchController.searchBar.text ?? ""
                results = entries.filter { $0.title.lowercased().contains(text.lowercased()) }
                tableView.reloadData()
            }
            ```
            """
        let neighbour = searchControllerDocument(
            heading: "Neighbour", controller: "NeighbourController", entries: ("Plum", "Fig"))
        let project = try makeScratchProject(
            "docgen-mutation-versions", docs: ["versions.en.md": program + version, "neighbour.en.md": neighbour])
        defer { try? FileManager.default.removeItem(at: project) }
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: project)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let check = try DocgenProcess.run(["check", "--format", "json", "--uikit-package", uikit], in: project)
        #expect(check.exitCode == 1, "\(check.stderr)")
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any],
            "docgen check printed no JSON: \(check.stderr)")
        let examples = try #require(json["examples"] as? [[String: Any]])
        func example(_ id: String) throws -> [String: Any] {
            try #require(examples.first { $0["id"] as? String == id }, "no example \(id)")
        }
        func messages(_ example: [String: Any]) -> [String] {
            (example["diagnostics"] as? [[String: Any]] ?? []).compactMap { $0["message"] as? String }
        }
        // The first version fails with the error; the next step keeps that block, and its error is reported
        // there, not again: its own block compiles (DG0692, `EarlierVersionErrors`).
        let first = try example("versions__fruit")
        #expect(first["status"] as? String == "failed")
        #expect(messages(first).contains("cannot find 'entrie' in scope"), "\(messages(first))")
        let next = try example("versions__fruit_v2")
        #expect(next["status"] as? String == "passed", "\(next)")
        #expect(
            messages(next) == [
                "its own blocks compile; not run: the blocks it keeps from versions__fruit have errors, reported there"
            ])
        let other = try example("neighbour__neighbour")
        #expect(other["status"] as? String == "passed", "\(other)")
    }

    static func locations(_ value: Any?) -> [(file: String, line: Int)] {
        (value as? [[String: Any]] ?? []).compactMap { location in
            guard let file = location["file"] as? String, let line = location["line"] as? Int else { return nil }
            return (file, line)
        }
    }
}
