import Testing
@_spi(Testing) import UIKit
import UIKitDriver

/// Storyboard-style controllers: outlets (as docgen writes `@IBOutlet`), a plain search bar with a delegate,
/// and a searchable collection view, driven as a search controller is.
@Suite @MainActor
struct StoryboardOutletTests {
    /// A storyboard scene: a table and a plain search bar, both outlets; the controller filters on its own.
    final class CandyController: UIViewController, UITableViewDataSource, UISearchBarDelegate {
        @Outlet var tableView: UITableView!
        @Outlet var searchBar: UISearchBar!
        @Outlet var unusedLabel: UILabel?
        @Outlet var starLabels: [UILabel]!
        let candies = ["Chocolate Bar", "Lollipop", "Gummy Bear"]
        var shown: [String] = []
        var searches = 0

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = candies
            tableView.dataSource = self
            searchBar.delegate = self
        }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "CandyCell", for: indexPath)
            cell.textLabel?.text = shown[indexPath.row]
            return cell
        }

        func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
            searchBar.setShowsCancelButton(true, animated: true)
        }

        func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {
            shown = searchText.isEmpty ? candies : candies.filter { $0.localizedCaseInsensitiveContains(searchText) }
            tableView.reloadData()
        }

        func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
            searches += 1
            searchBar.resignFirstResponder()
        }

        func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
            searchBar.text = ""
            shown = candies
            searchBar.setShowsCancelButton(false, animated: true)
            searchBar.resignFirstResponder()
            tableView.reloadData()
        }
    }

    @Test func outletsAreCreatedFromTheirTypesAndPlacedInTheView() {
        let controller = CandyController()
        let user = SimulatedUser(hosting: controller)
        #expect(controller.tableView.superview === controller.view)
        #expect(controller.searchBar.superview === controller.view)
        #expect(controller.unusedLabel?.superview === controller.view)
        #expect(controller.starLabels == [])
        #expect(controller.tableView.style == .plain)
        #expect(controller.tableView.hasStoryboardPrototypes)
        #expect(user.searchBar === controller.searchBar)
        #expect(user.readScreen().rowTitles == ["Chocolate Bar", "Lollipop", "Gummy Bear"])
    }

    @Test func outletsSetInCodeAreKept() {
        final class CodeController: UIViewController {
            @Outlet var tableView: UITableView!
            override func loadView() {
                super.loadView()
                let table = UITableView(frame: .zero, style: .grouped)
                view.addSubview(table)
                tableView = table
            }
        }
        let controller = CodeController()
        controller.loadViewIfNeeded()
        #expect(controller.tableView.style == .grouped)
        #expect(controller.view.subviews.count == 1)
    }

    @Test func aPlainSearchBarIsDrivenLikeASearchController() throws {
        let controller = CandyController()
        let user = SimulatedUser(hosting: controller)
        let all: [String] = ["Chocolate Bar", "Lollipop", "Gummy Bear"]
        func rows() -> [String] { user.readScreen().rowTitles }
        try user.perform(.type("lol"))
        #expect(rows() == ["Lollipop"])
        #expect(user.readScreen().isSearchActive == nil)
        try user.perform(.clear)
        #expect(rows() == all)
        try user.perform(.type("bar"))
        #expect(rows() == ["Chocolate Bar"])
        try user.perform(.search)
        #expect(controller.searches == 1)
        let bar = try #require(user.searchBar)
        #expect(!bar.isFirstResponder)
        try user.perform(.cancel)
        #expect(rows() == all)
        #expect(bar.text == "")
        #expect(!bar.showsCancelButton)
        #expect(user.callbackLog.contains("searchBarCancelButtonClicked(_:)"))
        #expect(user.callbackLog.contains("searchBarSearchButtonClicked(_:)"))
    }

    /// A nib cell's outlets are connected into its content view, and the screen reads its labels.
    final class OutletCellController: UITableViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UINib(nibName: "OutletCell", bundle: nil), forCellReuseIdentifier: "Named")
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Named", for: indexPath)
            (cell as? OutletCell)?.nameLabel.text = "Bowl"
            return cell
        }
    }

    @Test func nibCellOutletsAreConnectedAndRead() {
        let user = SimulatedUser(hosting: OutletCellController())
        #expect(user.readScreen().rowTitles == ["Bowl"])
    }

    /// A storyboard table view controller (it has an outlet): any identifier dequeues a prototype cell.
    final class StoryboardTableController: UITableViewController {
        @Outlet var headerLabel: UILabel!
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "CandyCell", for: indexPath)
            cell.textLabel?.text = "Lollipop"
            return cell
        }
    }

    @Test func storyboardTableControllersHavePrototypes() {
        let user = SimulatedUser(hosting: StoryboardTableController(style: .plain))
        #expect(user.readScreen().rowTitles == ["Lollipop"])
        #expect(UITableViewController(style: .plain).tableView.hasStoryboardPrototypes == false)
    }

    /// A searchable collection view: its items are read as rows.
    final class TrailCell: UICollectionViewCell {
        let name = UILabel()
        let level = UILabel()
        required init?(coder: NSCoder) {
            super.init(coder: coder)
            contentView.addSubview(name)
            contentView.addSubview(level)
        }
    }

    final class TrailsController: UICollectionViewController, UISearchResultsUpdating {
        let trails = ["Bunny Hill", "Glade Run", "Bowl"]
        var shown: [String] = []
        let searchController = UISearchController(searchResultsController: nil)

        override func viewDidLoad() {
            super.viewDidLoad()
            shown = trails
            collectionView.register(TrailCell.self, forCellWithReuseIdentifier: "Trail")
            searchController.searchResultsUpdater = self
            navigationItem.searchController = searchController
        }

        func updateSearchResults(for searchController: UISearchController) {
            let text = searchController.searchBar.text ?? ""
            shown = text.isEmpty ? trails : trails.filter { $0.localizedCaseInsensitiveContains(text) }
            collectionView.reloadData()
        }

        override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            shown.count
        }

        override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Trail", for: indexPath) as! TrailCell
            cell.name.text = shown[indexPath.item]
            cell.level.text = "level \(indexPath.item)"
            return cell
        }
    }

    @Test func collectionItemsAreReadAsRows() throws {
        let user = SimulatedUser(hosting: TrailsController(collectionViewLayout: UICollectionViewFlowLayout()))
        let screen = user.readScreen()
        #expect(screen.rowTitles == ["Bunny Hill", "Glade Run", "Bowl"])
        #expect(screen.rows.first?.detail == "level 0")
        #expect(screen.tableOwner == .host)
        try user.perform(.type("b"))
        #expect(user.readScreen().rowTitles == ["Bunny Hill", "Bowl"])
        try user.perform(.cancel)
        #expect(user.readScreen().rowTitles == ["Bunny Hill", "Glade Run", "Bowl"])
    }
}

/// The class `OutletCell.xib` would hold (top level, so the nib finds it by name).
final class OutletCell: UITableViewCell {
    @Outlet var nameLabel: UILabel!
}
