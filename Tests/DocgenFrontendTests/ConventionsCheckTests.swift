import DocgenTestSupport
import Foundation
import Testing

/// `docgen check` on the conventions of real docs: checks that fit the example (a table without search
/// is loaded and read, `ran`; a plain search bar is not asked to Cancel), elided code (compiled around its hole), `**` in code (one error), API listings
/// (`listing`), `@objc` and `#selector` with target–action, and Foundation's networking through UIKit.
@Suite(.serialized) struct ConventionsCheckTests {
    static let document = """
        # Conventions

        ## A table without search

        ```swift
        import UIKit

        class TrailsViewController: UITableViewController {
            let trails = ["Easiest", "Intermediate"]

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                trails.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = trails[indexPath.row]
                return cell
            }
        }
        ```

        ## A plain search bar

        ```swift
        import UIKit

        class PlainSearchViewController: UITableViewController, UISearchBarDelegate {
            let trails = ["Easiest", "Intermediate"]
            var shown: [String] = []
            let searchBar = UISearchBar()

            override func viewDidLoad() {
                super.viewDidLoad()
                shown = trails
                searchBar.delegate = self
                tableView.tableHeaderView = searchBar
            }

            func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
                shown = searchText.isEmpty ? trails : trails.filter { $0.contains(searchText) }
                tableView.reloadData()
            }

            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
                shown.count
            }

            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = shown[indexPath.row]
                return cell
            }
        }
        ```

        ## Elided

        ```swift
        class ListViewController: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                ...
            }
        }
        ```

        ## Bold

        ```swift
        class BoldViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                **navigationItem.title = "Bold"**
                **view.backgroundColor = .white**
            }
        }
        ```

        ## The data source

        ```swift
        protocol UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
            optional func numberOfSections(in tableView: UITableView) -> Int
        }
        ```

        ## A wrong listing

        ```swift
        protocol UITableViewDelegate {
            optional func tableView(_ tableView: UITableView, didSelectRowAtIndexPath indexPath: IndexPath)
        }
        ```

        ## Actions

        ```swift
        import UIKit

        class TodoViewController: UIViewController {
            var todos: [String] = []

            override func viewDidLoad() {
                super.viewDidLoad()
                let control = UIControl()
                control.addTarget(self, action: #selector(addTodo), for: .touchUpInside)
                control.sendActions(for: .touchUpInside)
                precondition(todos == ["New"], "the action was not sent")
                navigationItem.rightBarButtonItem = UIBarButtonItem(
                    barButtonSystemItem: .add, target: self, action: #selector(addTodo))
            }

            @objc func addTodo() { todos.append("New") }
        }
        ```

        ## Actions with a typo

        ```swift
        import UIKit

        class TypoViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                let control = UIControl()
                control.addTarget(self, action: #selector(addTodo), for: .touchUpInsde)
            }

            @objc func addTodo() {}
        }
        ```

        ## A selector typo

        ```swift
        import UIKit

        class SelectorTypoViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(taped(_:))))
            }

            @objc func tapped(_ sender: UITapGestureRecognizer) {}
        }
        ```

        ## Networking

        ```swift
        import UIKit

        func load(_ url: URL) {
            URLSession.shared.dataTask(with: URLRequest(url: url)) { _, response, _ in
                _ = (response as? HTTPURLResponse)?.statusCode
            }.resume()
        }
        ```
        """

    /// The 1-based line of the document that contains `needle`.
    func line(of needle: String) -> Int {
        (Self.document.components(separatedBy: "\n").firstIndex { $0.contains(needle) } ?? -1) + 1
    }

    @Test(.hangGuard) func eachConventionGetsItsVerdict() throws {
        let directory = try makeScratchProject("docgen-conventions", docs: ["conventions.en.md": Self.document])
        defer { try? FileManager.default.removeItem(at: directory) }
        let uikit = repositoryRoot.path
        let build = try DocgenProcess.run(["build", "--quiet", "--no-site", "--uikit-package", uikit], in: directory)
        try #require(build.exitCode == 0, "docgen build failed: \(build.stderr)")
        let output = try DocgenProcess.run(["check", "--uikit-package", uikit], in: directory)
        let text = output.stdout
        #expect(output.exitCode == 1, "\(text)\n\(output.stderr)")
        #expect(text.contains("PASS conventions__a_table_without_search (ran)"), "\(text)")
        // A plain UISearchBar shows no Cancel button (showsCancelButton is false): no Cancel step.
        #expect(text.contains("PASS conventions__a_plain_search_bar (oracles)"), "\(text)")
        // An elision is a hole: the code around it is compiled, and it compiles (not run: code is missing).
        #expect(text.contains("PASS conventions__elided (compiled only)"))
        #expect(
            text.contains(
                "Docs/conventions.en.md:\(line(of: "        ...")):9: note: elided code at line \(line(of: "        ...")): the code it shows compiles around the hole; not run [DG0680]"
            ))
        let bold = line(of: "**navigationItem")
        #expect(text.contains("FAIL conventions__bold"))
        #expect(text.contains("Docs/conventions.en.md:\(bold):9: error: '**' in a code block (on 2 lines)"))
        #expect(!text.contains("Docs/conventions.en.md:\(bold + 1):"), "one error, not a cascade:\n\(text)")
        #expect(text.contains("PASS conventions__the_data_source (listing)"))
        #expect(text.contains("FAIL conventions__a_wrong_listing"))
        #expect(
            text.contains(
                "Docs/conventions.en.md:\(line(of: "didSelectRowAtIndexPath")):5: error: type 'UITableViewDelegate' has no member 'tableView(_:didSelectRowAtIndexPath:)'; did you mean 'tableView(_:didSelectRowAt:)'?"
            ), "\(text)")
        try expectActionsAndSelectors(text)
    }

    /// Target-action with `@objc` and `#selector`: errors at their Markdown columns, as Xcode reports them.
    private func expectActionsAndSelectors(_ text: String) throws {
        #expect(text.contains("PASS conventions__actions (ran)"))
        // The error after `#selector(...)` on the same line keeps its column.
        #expect(text.contains("FAIL conventions__actions_with_a_typo"))
        #expect(text.contains("Docs/conventions.en.md:\(line(of: ".touchUpInsde")):67: error:"), "\(text)")
        // A typo inside `#selector(...)` is an error at the name, with the did-you-mean.
        let typo = try #require(Self.document.components(separatedBy: "\n").first { $0.contains("#selector(taped") })
        let column = typo.utf8.count - typo.drop(while: { $0 != "#" }).utf8.count + "#selector(".utf8.count + 1
        #expect(text.contains("FAIL conventions__a_selector_typo"))
        #expect(
            text.contains(
                "Docs/conventions.en.md:\(line(of: "#selector(taped")):\(column): error: cannot find 'taped' in scope"),
            "\(text)")
        #expect(text.contains("did you mean 'tapped(_:)'?"))
        #expect(text.contains("PASS conventions__networking (compiled only)"))
        #expect(text.split(separator: "\n").last == "6 passed, 4 failed, 0 incomplete, 0 skipped")
    }
}
