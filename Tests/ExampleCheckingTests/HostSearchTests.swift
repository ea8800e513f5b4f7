import DocParsing
import DocgenCore
import ExampleExtraction
import Testing

@testable import ExampleChecking

/// The other hosts a fragment is tried in when its hidden view controller does not fit (issue 31): chosen
/// from the compiler's facts and Apple's data, never from the messages' words.
struct HostSearchTests {
    /// A cell's members shown without their class: docgen first hosts them in a view controller.
    static let cellCode = """
        var onTap: ((UITableViewCell) -> Void)?

        override func setSelected(_ selected: Bool, animated: Bool) {
            super.setSelected(selected, animated: animated)
        }

        @objc func tapped() {
            onTap?(self)
        }
        """

    func example(_ code: String) throws -> Example {
        let markdown = "# Topic\n\n```swift\n\(code)\n```\n"
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        return try #require(ExampleSet.extract(from: [document]).0.examples.first)
    }

    @Test func theFactsNameTheHostToTry() throws {
        let example = try example(Self.cellCode)
        #expect(HostSearch.hostSuperclass(of: example) == "UIViewController")
        let errors = [
            compilerError(
                at: location("Docs/t.en.md", 6, 15),
                "method does not override any method from its superclass [method_does_not_override]"),
            compilerError(
                at: location("Docs/t.en.md", 11, 12),
                "cannot convert value of type 'DocgenHostViewController' to expected argument type 'UITableViewCell' [cannot_convert_argument_value]"
            ),
        ]
        let candidates = HostSearch(symbols: .shared).candidates(for: example, errors: errors)
        #expect(candidates.first == "UITableViewCell")
        #expect(candidates.count <= HostSearch.maximumCandidates)
        // Reworded, the same facts name the same host.
        let reworded = errors.map { error -> Diagnostic in
            var error = error
            error.message = "something else entirely"
            return error
        }
        #expect(HostSearch(symbols: .shared).candidates(for: example, errors: reworded) == candidates)
    }

    @Test func noFactAboutTheHostTriesNoOtherHost() throws {
        let example = try example(Self.cellCode)
        let typo = compilerError(
            at: location("Docs/t.en.md", 8, 9), "cannot find 'supr' in scope [cannot_find_in_scope]")
        #expect(HostSearch(symbols: .shared).candidates(for: example, errors: [typo]).isEmpty)
    }

    @Test func theOtherReadingKeepsTheCodeAndChangesOnlyTheHost() throws {
        let example = try example(Self.cellCode)
        let read = HostSearch.hosted(example, as: "UITableViewCell")
        #expect(HostSearch.hostSuperclass(of: read) == "UITableViewCell")
        #expect(read.program.lines.filter { $0.origin != nil } == example.program.lines.filter { $0.origin != nil })
        #expect(read.mode == .noRun)
    }

    /// Table methods without `override` and `tableView.deleteRows(…)`: a view controller with a table view
    /// outlet the doc does not show.
    static let tableMethods = """
        func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
            tableView.deleteRows(at: [indexPath], with: .fade)
        }

        func refresh() {
            tableView.reloadData()
            collectionView.reloadData()
            games.removeAll()
        }
        """

    @Test func aNeedAnotherHostKindHasIsDeclaredAsApplesProperty() throws {
        let example = try example(Self.tableMethods)
        #expect(HostSearch.hostSuperclass(of: example) == "UIViewController")
        let search = HostSearch(symbols: .shared)
        // `games` is the app's own: no host kind has it. `view` the host already has.
        #expect(
            search.hostProperties(for: example, needs: ["tableView", "games", "collectionView", "view"]).map(
                \.declaration) == [
                    "var tableView: UITableView!", "var collectionView: UICollectionView!",
                ])
        let read = HostSearch.withHostMembers(example, ["var tableView: UITableView!"])
        let header = try #require(read.program.lines.firstIndex { $0.text.hasPrefix("class DocgenHostViewController") })
        #expect(
            read.program.lines[header + 1].text.trimmingCharacters(in: .whitespaces) == "var tableView: UITableView!")
        #expect(read.program.lines[header + 1].isHidden && read.program.lines[header + 1].origin == nil)
        #expect(read.program.lines.filter { $0.origin != nil } == example.program.lines.filter { $0.origin != nil })
    }

    /// Statements that use what only a view has (`addSubview`) are read in a `UIView` subclass, the most general
    /// kind that has it (not a cell, which is one); names no kind has, or the host has, choose none.
    @Test func theHostKindOfAFragmentsNeedsIsTheMostGeneralThatHasThemAll() throws {
        let example = try example("let button = UIButton()\nself.addSubview(button)")
        #expect(HostSearch.hostSuperclass(of: example) == "UIViewController")
        let search = HostSearch(symbols: .shared)
        #expect(search.hostKind(for: example, needs: ["addSubview"]) == "UIView")
        #expect(search.hostKind(for: example, needs: ["addSubview", "contentView"]) == "UITableViewCell")
        #expect(search.hostKind(for: example, needs: ["games"]) == nil)
        #expect(search.hostKind(for: example, needs: ["navigationItem"]) == nil)
        #expect(search.hosted(example, as: "UIView").hostType == nil)
        #expect(
            search.hosted(example, as: "UIView").program.lines.contains {
                $0.isHidden && $0.text.hasPrefix("class DocgenHostViewController: UIView")
            })
    }

    /// Variables another example declares go at the top of each function docgen wrapped statements in, hidden.
    @Test func statementsAreDeclaredInEachWrappedFunction() throws {
        let markdown = """
            # T

            ## Buttons

            Add:

            ```swift
            alert.addAction(UIAlertAction(title: "OK", style: .default))
            ```

            And:

            ```swift
            alert.addAction(UIAlertAction(title: "No", style: .cancel))
            ```
            """
        let document = DocumentParser.parse(markdown, path: "Docs/t.en.md").document
        let example = try #require(ExampleSet.extract(from: [document]).0.examples.first)
        let declaration = "let alert = UIAlertController()"
        let read = HostSearch.withStatements(example, [declaration])
        let lines = read.program.lines
        let inserted = lines.indices.filter { lines[$0].text == declaration }
        #expect(inserted.count == 2)
        for index in inserted where index > 0 && index + 1 < lines.count {
            #expect(lines[index].isHidden && lines[index].origin == nil)
            #expect(lines[index - 1].text.hasSuffix("{"))
            #expect(lines[index + 1].origin != nil)
        }
        #expect(lines.filter { $0.origin != nil } == example.program.lines.filter { $0.origin != nil })
        // Top-level statements, wrapped in nothing: before the first line of the doc's.
        let topLevel = try self.example("let total = count + 1")
        let declared = HostSearch.withStatements(topLevel, ["let count = 1"]).program.lines
        #expect(
            declared.firstIndex { $0.text == "let count = 1" }
                == declared.firstIndex { $0.origin != nil }.map { $0 - 1 })
    }

    @Test func aPropertysTypeIsReadFromItsDeclaration() {
        #expect(HostSearch.propertyType("var tableView: UITableView! { get set }") == "UITableView!")
        #expect(HostSearch.propertyType("var textLabel: UILabel? { get }") == "UILabel?")
        #expect(HostSearch.propertyType("func reloadData()") == nil)
    }
}
