// Written only against Apple's public UIKit API, in the Swift 5 language mode: this file compiles
// unchanged in an iOS app's test target. It checks the documented defaults and callbacks of every type the
// headless UIKit models; each expectation names the Apple documentation it comes from.

import Testing
import UIKit

@MainActor
@Suite struct UIKitConformanceTests {
    // MARK: - Search controller and search bar

    final class SearchLog: NSObject, UISearchControllerDelegate, UISearchResultsUpdating {
        var events: [String] = []
        func willPresentSearchController(_ searchController: UISearchController) {
            events.append("willPresent(active: \(searchController.isActive))")
        }
        func didPresentSearchController(_ searchController: UISearchController) {
            events.append("didPresent(active: \(searchController.isActive))")
        }
        func willDismissSearchController(_ searchController: UISearchController) {
            events.append("willDismiss(active: \(searchController.isActive))")
        }
        func didDismissSearchController(_ searchController: UISearchController) {
            events.append("didDismiss(active: \(searchController.isActive))")
        }
        func updateSearchResults(for searchController: UISearchController) {
            events.append("update(active: \(searchController.isActive))")
        }
    }

    /// UISearchController: "init(searchResultsController:)", "isActive", "obscuresBackgroundDuringPresentation"
    /// (false from iOS 15), "hidesNavigationBarDuringPresentation", "automaticallyShowsCancelButton",
    /// "automaticallyShowsScopeBar", "automaticallyShowsSearchResultsController".
    @Test func searchControllerDefaults() {
        let controller = UISearchController(searchResultsController: nil)
        #expect(controller.searchResultsController == nil)
        #expect(!controller.isActive)
        #expect(!controller.obscuresBackgroundDuringPresentation)
        #expect(controller.hidesNavigationBarDuringPresentation)
        #expect(controller.automaticallyShowsCancelButton)
        #expect(controller.automaticallyShowsScopeBar)
        #expect(controller.automaticallyShowsSearchResultsController)
        #expect(controller.searchResultsUpdater == nil)
        #expect(controller.delegate == nil)
        let results = UITableViewController(style: .plain)
        #expect(UISearchController(searchResultsController: results).searchResultsController === results)
    }

    /// UISearchBar: "text", "placeholder", "prompt" and "scopeButtonTitles" are nil,
    /// "selectedScopeButtonIndex" 0, "showsScopeBar" and "showsCancelButton" false, "searchBarStyle"
    /// default, "barStyle" default, "barTintColor" nil.
    @Test func searchBarDefaults() {
        let bar = UISearchBar()
        #expect(bar.text == nil)
        #expect(bar.placeholder == nil)
        #expect(bar.prompt == nil)
        #expect(bar.scopeButtonTitles == nil)
        #expect(bar.selectedScopeButtonIndex == 0)
        #expect(!bar.showsScopeBar)
        #expect(!bar.showsCancelButton)
        #expect(bar.searchBarStyle == .default)
        #expect(bar.barStyle == .default)
        #expect(bar.barTintColor == nil)
        #expect(bar.delegate == nil)
        bar.text = "abc"
        #expect(bar.searchTextField.text == "abc")
    }

    /// UISearchBar "showsCancelButton" and "showsScopeBar": setting them turns off the search controller's
    /// automatic behaviour.
    @Test func settingBarButtonsTurnsOffAutomaticBehaviour() {
        let controller = UISearchController(searchResultsController: nil)
        controller.searchBar.showsCancelButton = true
        #expect(!controller.automaticallyShowsCancelButton)
        controller.searchBar.showsScopeBar = true
        #expect(!controller.automaticallyShowsScopeBar)
    }

    /// UISearchControllerDelegate: the default presentation sends willPresent, becomes active, sends
    /// didPresent; dismissal mirrors it; the updater hears of the dismissal with isActive false.
    @Test func activatingAndDismissingTellTheDelegate() {
        let host = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: host)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        let controller = UISearchController(searchResultsController: nil)
        let log = SearchLog()
        controller.delegate = log
        controller.searchResultsUpdater = log
        host.navigationItem.searchController = controller
        controller.isActive = true
        #expect(controller.isActive)
        #expect(log.events.first == "willPresent(active: false)")
        #expect(log.events.last == "didPresent(active: true)")
        log.events = []
        controller.isActive = false
        #expect(!controller.isActive)
        #expect(log.events.first == "willDismiss(active: true)")
        #expect(log.events.contains("update(active: false)"))
        #expect(log.events.last == "didDismiss(active: false)")
    }

    /// UINavigationItem: "searchController" nil, "hidesSearchBarWhenScrolling" true.
    @Test func navigationItemDefaults() {
        let item = UINavigationItem(title: "Title")
        #expect(item.title == "Title")
        #expect(item.searchController == nil)
        #expect(item.hidesSearchBarWhenScrolling)
    }

    // MARK: - Table view

    final class Rows: NSObject, UITableViewDataSource {
        var titles = ["Easiest", "Intermediate", "Advanced"]
        var cellRequests = 0
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
            return titles.count
        }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            cellRequests += 1
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = titles[indexPath.row]
            return cell
        }
    }

    /// UITableViewDataSource "numberOfSections(in:)" defaults to 1; "numberOfRows(inSection:)" comes from the
    /// data source; cells are asked for to show rows ("cellForRow(at:)", "visibleCells").
    @Test func tableAsksItsDataSource() {
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = rows
        table.reloadData()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 3)
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "Intermediate")
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == rows.titles)
        rows.titles = ["Expert Only"]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Expert Only"])
    }

    /// UITableView "style", "dequeueReusableCell(withIdentifier:)" returns nil for an unknown identifier;
    /// "rowHeight" is automaticDimension.
    @Test func tableDefaults() {
        let table = UITableView(frame: .zero, style: .grouped)
        #expect(table.style == .grouped)
        #expect(table.dataSource == nil && table.delegate == nil)
        #expect(table.tableHeaderView == nil)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.dequeueReusableCell(withIdentifier: "Nothing") == nil)
        #expect(table.indexPathForSelectedRow == nil)
    }

    /// UITableViewController: its table's data source and delegate; "clearsSelectionOnViewWillAppear" true.
    @Test func tableViewControllerServesItsTable() {
        let controller = UITableViewController(style: .plain)
        #expect(controller.tableView.dataSource === controller)
        #expect(controller.tableView.delegate === controller)
        #expect(controller.clearsSelectionOnViewWillAppear)
        #expect(controller.tableView.numberOfRows(inSection: 0) == 0)
    }

    /// UITableViewCell.CellStyle: "default" has no detail label, "value2" no image view; "accessoryType"
    /// is none.
    @Test func cellStyles() {
        let plain = UITableViewCell(style: .default, reuseIdentifier: "A")
        #expect(plain.reuseIdentifier == "A")
        #expect(plain.textLabel != nil && plain.detailTextLabel == nil && plain.imageView != nil)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).detailTextLabel != nil)
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        #expect(plain.accessoryType == .none)
    }

    /// IndexPath and NSIndexPath: UIKit's "row", "section" and "item".
    @Test func indexPaths() {
        let row = IndexPath(row: 2, section: 1)
        #expect(row.row == 2 && row.section == 1)
        let item = IndexPath(item: 3, section: 0)
        #expect(item.item == 3)
        let old = NSIndexPath(row: 4, section: 2)
        #expect(old.row == 4 && old.section == 2 && old.item == 4)
    }

    // MARK: - Collection view

    final class Items: NSObject, UICollectionViewDataSource {
        let names = ["Bunny Hill", "Bowl"]
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
            return names.count
        }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
            -> UICollectionViewCell
        {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Item", for: indexPath)
            cell.tag = indexPath.item
            return cell
        }
    }

    /// UICollectionViewFlowLayout: "itemSize" 50 × 50, spacings 10, vertical; UICollectionView asks its
    /// data source ("numberOfSections" 1 by default).
    @Test func collectionViewAndFlowLayout() {
        let layout = UICollectionViewFlowLayout()
        #expect(layout.itemSize == CGSize(width: 50, height: 50))
        #expect(layout.minimumLineSpacing == 10)
        #expect(layout.minimumInteritemSpacing == 10)
        #expect(layout.scrollDirection == .vertical)
        #expect(layout.sectionInset == .zero)
        let items = Items()
        let collection = UICollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "Item")
        collection.dataSource = items
        collection.reloadData()
        #expect(collection.collectionViewLayout === layout)
        #expect(collection.numberOfSections == 1)
        #expect(collection.numberOfItems(inSection: 0) == 2)
        collection.layoutIfNeeded()
        #expect(collection.cellForItem(at: IndexPath(item: 1, section: 0))?.tag == 1)
        #expect(collection.visibleCells.count == 2)
    }

    /// UICollectionViewController: its collection view's data source and delegate, with the given layout.
    @Test func collectionViewControllerServesItsCollectionView() {
        let layout = UICollectionViewFlowLayout()
        let controller = UICollectionViewController(collectionViewLayout: layout)
        #expect(controller.collectionView.dataSource === controller)
        #expect(controller.collectionView.delegate === controller)
        #expect(controller.collectionViewLayout === layout)
        #expect(controller.clearsSelectionOnViewWillAppear)
    }

    // MARK: - View controller, navigation, alerts

    final class LifeCycle: UIViewController {
        var events: [String] = []
        override func loadView() {
            events.append("loadView")
            super.loadView()
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            events.append("viewDidLoad")
        }
    }

    /// UIViewController: the view loads lazily ("loadView" then "viewDidLoad"); "title" sets the navigation
    /// item's title; "navigationController" is the nearest navigation controller.
    @Test func viewControllerLifeCycleAndNavigation() {
        let controller = LifeCycle()
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        #expect(controller.isViewLoaded)
        #expect(controller.events == ["loadView", "viewDidLoad"])
        controller.title = "Trails"
        #expect(controller.navigationItem.title == "Trails")
        #expect(controller.navigationController == nil)
        let navigation = UINavigationController(rootViewController: controller)
        #expect(controller.navigationController === navigation)
        #expect(navigation.topViewController === controller)
        #expect(navigation.viewControllers.count == 1)
        #expect(!controller.definesPresentationContext)
    }

    /// UIAlertController and UIAlertAction: title, message, style, actions in order, "isEnabled" true.
    @Test func alertController() {
        let alert = UIAlertController(title: "Title", message: "Message", preferredStyle: .alert)
        #expect(alert.title == "Title" && alert.message == "Message")
        #expect(alert.preferredStyle == .alert)
        #expect(alert.actions.isEmpty)
        let ok = UIAlertAction(title: "OK", style: .default, handler: nil)
        alert.addAction(ok)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        #expect(ok.isEnabled)
        #expect(alert.actions.map { $0.title } == ["OK", "Cancel"])
        #expect(alert.actions.map { $0.style } == [.default, .cancel])
    }

    /// UIView "tintColor" falls back to the superview's; a view's "backgroundColor" is nil.
    @Test func viewColours() {
        let parent = UIView()
        let child = UIView()
        parent.addSubview(child)
        parent.tintColor = .systemRed
        #expect(child.tintColor == .systemRed)
        #expect(child.backgroundColor == nil)
        #expect(child.superview === parent)
    }
}
