import Testing

/// The headless UIKit compiles what Apple's SDK compiles and rejects what it rejects, with Xcode's words.
///
/// Each test type-checks an app's file against the built module (see `SwiftCompiler`).
@Suite struct SDKFidelityTests {
    /// UIKit used from nonisolated places: a global factory function, a stored-property initializer of a
    /// nonisolated class, a closure passed to `filter`, and top-level code.
    static let nonisolatedUses = """
        import UIKit

        func makeSearchController() -> UISearchController {
            let controller = UISearchController(searchResultsController: nil)
            controller.searchBar.placeholder = "Search"
            return controller
        }

        final class SearchModel {
            let table = UITableView(frame: .zero, style: .plain)
        }

        func titles(of table: UITableView) -> [String] {
            return table.visibleCells.filter { $0.textLabel?.text != nil }.compactMap { $0.textLabel?.text }
        }

        let bar = UISearchBar()
        bar.placeholder = "Top level"
        """

    /// Apple's main-actor annotations are preconcurrency: Swift 5 mode accepts all of it, silently.
    @Test func swift5ModeAcceptsUIKitFromNonisolatedPlaces() throws {
        let output = try SwiftCompiler.typecheck(Self.nonisolatedUses, languageMode: 5)
        #expect(output.exitCode == 0)
        #expect(output.diagnostics == [])
    }

    /// Swift 6 mode still diagnoses it: the default value is an error, the calls are warnings (the
    /// declarations are preconcurrency).
    @Test func swift6ModeStillDiagnosesIt() throws {
        let output = try SwiftCompiler.typecheck(Self.nonisolatedUses, languageMode: 6)
        #expect(output.exitCode != 0)
        #expect(output.errors.contains("10:9: error: main actor-isolated default value in a nonisolated context"))
        #expect(
            output.warnings.contains {
                $0.hasPrefix(
                    "4:22: warning: call to main actor-isolated initializer 'init(searchResultsController:)' in a synchronous nonisolated context"
                )
            })
        #expect(
            output.warnings.contains {
                $0.hasPrefix("14:18: warning: main actor-isolated property 'visibleCells' can not be referenced")
            })
    }

    /// Types Swift 4.2 nested: "'UITableViewStyle' has been renamed to 'UITableView.Style'", as Xcode says.
    @Test(arguments: [
        ("UITableViewStyle", "UITableView.Style", ".plain"),
        ("UITableViewScrollPosition", "UITableView.ScrollPosition", ".top"),
        ("UITableViewCellStyle", "UITableViewCell.CellStyle", ".subtitle"),
        ("UITableViewCellAccessoryType", "UITableViewCell.AccessoryType", ".checkmark"),
        ("UISearchBarStyle", "UISearchBar.Style", ".minimal"),
        ("UICollectionViewScrollDirection", "UICollectionView.ScrollDirection", ".vertical"),
    ])
    func renamedTypesSayTheirNewName(old: String, new: String, value: String) throws {
        let output = try SwiftCompiler.typecheck("import UIKit\nlet value: \(old) = \(value)\n", languageMode: 5)
        #expect(output.errors == ["2:12: error: '\(old)' has been renamed to '\(new)'"])
    }

    /// The new names compile.
    @Test func currentNamesCompile() throws {
        let source = """
            import UIKit
            let style: UITableView.Style = .plain
            let cellStyle: UITableViewCell.CellStyle = .subtitle
            let accessory: UITableViewCell.AccessoryType = .checkmark
            let barStyle: UISearchBar.Style = .minimal
            let appearance: UIBarStyle = .black
            """
        let output = try SwiftCompiler.typecheck(source, languageMode: 5)
        #expect(output.diagnostics == [])
    }

    /// Swift 2 method names, called or overridden as Swift 2 code wrote them, say the current name.
    @Test func swift2MethodNamesSayTheirNewName() throws {
        let source = """
            import UIKit
            class OldController: UITableViewController {
                override func numberOfSectionsInTableView(tableView: UITableView) -> Int { return 1 }
                override func tableView(tableView: UITableView, numberOfRowsInSection section: Int) -> Int { return 0 }
                override func tableView(tableView: UITableView, cellForRowAtIndexPath indexPath: NSIndexPath) -> UITableViewCell {
                    return tableView.dequeueReusableCellWithIdentifier("Cell")!
                }
            }
            func register(_ table: UITableView) {
                table.registerClass(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            }
            """
        let output = try SwiftCompiler.typecheck(source, languageMode: 5)
        #expect(
            output.errors == [
                "3:19: error: 'numberOfSectionsInTableView(tableView:)' has been renamed to 'numberOfSections(in:)'",
                "4:19: error: 'tableView(tableView:numberOfRowsInSection:)' has been renamed to 'tableView(_:numberOfRowsInSection:)'",
                "5:19: error: 'tableView(tableView:cellForRowAtIndexPath:)' has been renamed to 'tableView(_:cellForRowAt:)'",
                "6:26: error: 'dequeueReusableCellWithIdentifier' has been renamed to 'dequeueReusableCell(withIdentifier:)'",
                "10:11: error: 'registerClass(_:forCellReuseIdentifier:)' has been renamed to 'register(_:forCellReuseIdentifier:)'",
            ])
    }

    /// Why generated code rewrites `@IBOutlet`: on Linux the attribute needs an `@objc` class, which no
    /// headless view is; `@IBAction` compiles as written.
    @Test func ibOutletNeedsTheObjectiveCRuntime() throws {
        let source = """
            import UIKit
            class StoryboardController: UIViewController {
                @IBOutlet weak var tableView: UITableView!
                @IBAction func refresh(_ sender: Any) {}
            }
            """
        let output = try SwiftCompiler.typecheck(source, languageMode: 5)
        #expect(output.errors == ["3:5: error: '@IBOutlet' property cannot have non-'@objc' class type 'UITableView'"])
    }
}
