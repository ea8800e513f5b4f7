import Testing
@_spi(Testing) import UIKit
import UIKitDriver

/// A table filtered from a text field of the screen's own: typing is delivered to the field's delegate and
/// targets, and a table not reloaded after its data changed is found out by its counts.
@Suite @MainActor
struct TextFieldFilterTests {
    /// A storyboard scene: a text field and a table, both outlets; the delegate filters by prefix.
    final class NamesController: ReloadingController, UITableViewDataSource, UITextFieldDelegate {
        @Outlet var table: UITableView!
        @Outlet var field: UITextField!
        let names = ["John", "Abe", "jenny", "Dan"]
        var shown: [String] = []

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = names
            table.dataSource = self
            field.delegate = self
        }

        func textField(
            _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
        ) -> Bool {
            let query = ((textField.text ?? "") as NSString).replacingCharacters(in: range, with: string)
            shown = names.filter { $0.lowercased().hasPrefix(query.lowercased()) }
            if reloads { table.reloadData() }
            return true
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }
    }

    @Test func typingFiltersATableThatIsReloaded() throws {
        let user = SimulatedUser(hosting: NamesController(reloads: true))
        #expect(user.readScreen().rowTitles == ["John", "Abe", "jenny", "Dan"])
        try user.typeIntoTextField("j")
        #expect(user.readScreen().rowTitles == ["John", "jenny"])
        #expect(user.invariantViolations() == [])
    }

    @Test func aTableNotReloadedAfterTypingIsStale() throws {
        let user = SimulatedUser(hosting: NamesController(reloads: false))
        #expect(user.readScreen().rowTitles.count == 4)
        try user.typeIntoTextField("j")
        #expect(user.readScreen().rowTitles == ["John", "Abe", "jenny", "Dan"])
        #expect(
            user.invariantViolations() == [
                .rows(
                    list: .table, section: nil, shown: ["John", "Abe", "jenny", "Dan"], dataSource: ["John", "jenny"])
            ])
    }

    /// A search bar's own field is not the screen's text field.
    @Test func aScreenWithoutATextFieldOfItsOwnIsSaidSo() throws {
        final class SearchOnly: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationItem.searchController = UISearchController(searchResultsController: nil)
                tableView.tableHeaderView = UISearchBar()
            }
        }
        let user = SimulatedUser(hosting: SearchOnly())
        #expect(throws: DriverError.noTextField) { try user.typeIntoTextField("a") }
    }
}
