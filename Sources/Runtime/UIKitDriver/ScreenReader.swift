@_spi(Testing) import UIKit

/// Reads what is on screen: the visible controller (the top of the navigation stack, a pushed or presented
/// screen), its navigation bar (title, back button, bar buttons, prompt), its search bar, the visible table —
/// the results controller's while it is shown, else the host's — with its section headers and refresh
/// control, and an alert shown over it (title, message, text fields, buttons).
@MainActor
public struct ScreenReader {
    /// The navigation controller the simulated user hosts the example in: the window's root.
    public let navigationController: UINavigationController

    /// A reader for the given navigation controller.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The screen now. Reading a table lays it out, so its data source is asked if it reloaded.
    public func read() -> Screen {
        let visible = VisibleScreen(root: navigationController)
        let host = visible.content
        let bar = SearchStackLocator.searchBar(of: host)
        let (owner, isResults) = SearchStackLocator.tableOwner(host: host, searchBar: bar)
        let list = SearchStackLocator.list(of: owner)
        let sections: [Screen.Section]
        switch list {
        case .table(let table): sections = Self.sections(of: table)
        case .collection(let collection): sections = Self.sections(of: collection)
        case nil: sections = []
        }
        let items = visible.barButtonItems
        let navigationBar = visible.navigation.map { navigation in
            Screen.NavigationBar(
                backButton: visible.backButtonTitle, leftButtons: items.left.map(Self.label),
                rightButtons: items.right.map(Self.label),
                prompt: navigation.isNavigationBarHidden ? nil : host.navigationItem.prompt)
        }
        return Screen(
            navigationTitle: host.navigationItem.title,
            searchBar: bar.map(Self.read),
            isSearchActive: bar?.owningSearchController?.isActive,
            tableOwner: list == nil ? nil : (isResults ? .resultsController : .host),
            sections: sections, navigationBar: navigationBar,
            isRefreshing: list?.scrollView.refreshControl.map(\.isRefreshing),
            alert: visible.alert.map(Self.read), depth: visible.depth)
    }

    /// What a bar button item shows: its title (a system item's, see `displayedTitle`), else its image's
    /// name, else "(custom view)" or "(no title)".
    static func label(_ item: UIBarButtonItem) -> String {
        item.displayedTitle ?? item.image?.name ?? (item.customView == nil ? "(no title)" : "(custom view)")
    }

    /// An alert: title, message, style, text fields and buttons.
    private static func read(_ alert: UIAlertController) -> Screen.Alert {
        Screen.Alert(
            title: alert.title, message: alert.message, isActionSheet: alert.preferredStyle == .actionSheet,
            textFields: (alert.textFields ?? []).map {
                Screen.Alert.TextField(text: $0.text, placeholder: $0.placeholder)
            },
            actions: alert.actions.map { $0.title ?? "" },
            preferredAction: alert.preferredAction.flatMap { preferred in alert.actions.firstIndex { $0 === preferred }
            })
    }

    /// The bar's text, placeholder, prompt, scope and buttons.
    private static func read(_ bar: UISearchBar) -> Screen.SearchBar {
        Screen.SearchBar(
            text: bar.text, placeholder: bar.placeholder, prompt: bar.prompt, isEditing: bar.isFirstResponder,
            scopeTitles: bar.scopeButtonTitles ?? [], selectedScopeIndex: bar.selectedScopeButtonIndex,
            showsScopeBar: bar.isScopeBarVisible, showsCancelButton: bar.showsCancelButton)
    }

    /// The table's sections with their header titles and rows.
    private static func sections(of table: UITableView) -> [Screen.Section] {
        (0..<table.numberOfSections).map { section in
            let rows = (0..<table.numberOfRows(inSection: section)).compactMap { row in
                table.cellForRow(at: IndexPath(row: row, section: section)).map(Self.row)
            }
            return Screen.Section(
                header: table.dataSource?.tableView(table, titleForHeaderInSection: section), rows: rows)
        }
    }

    /// The visible rows of a table or collection view with their index paths, read as the screen reads
    /// them (`row(_:)`): what a person taps or swipes by its title.
    static func rows(of list: SearchStackLocator.List) -> [(indexPath: IndexPath, row: Screen.Row)] {
        switch list {
        case .table(let table):
            return (0..<table.numberOfSections).flatMap { section in
                (0..<table.numberOfRows(inSection: section)).compactMap { row in
                    let indexPath = IndexPath(row: row, section: section)
                    return table.cellForRow(at: indexPath).map { (indexPath, Self.row($0)) }
                }
            }
        case .collection(let collection):
            return zip(collectionIndexPaths(collection), sections(of: collection).flatMap(\.rows)).map { ($0, $1) }
        }
    }

    /// Every item's index path of a collection view, in order.
    private static func collectionIndexPaths(_ collection: UICollectionView) -> [IndexPath] {
        (0..<collection.numberOfSections).flatMap { section in
            (0..<collection.numberOfItems(inSection: section)).compactMap { item in
                let indexPath = IndexPath(item: item, section: section)
                return collection.cellForItem(at: indexPath) == nil ? nil : indexPath
            }
        }
    }

    /// A table row, the one place a cell is read (the screen, and finding a row to tap or swipe): the cell's `textLabel`, `detailTextLabel` and `imageView`; for a custom cell whose
    /// built-in labels are empty (a nib or prototype cell with its own labels), the texts of the other
    /// labels in its content view, depth first, and its first image view's image.
    static func row(_ cell: UITableViewCell) -> Screen.Row {
        let builtIn: [UIView?] = [cell.textLabel, cell.detailTextLabel, cell.imageView]
        let isCustom = { (view: UIView) in !builtIn.contains { $0 === view } }
        let texts = cell.contentView.descendants(UILabel.self).filter(isCustom).compactMap(\.text)
        return Screen.Row(
            title: cell.textLabel?.text ?? texts.first,
            detail: cell.detailTextLabel?.text ?? (cell.textLabel?.text == nil ? texts.dropFirst().first : texts.first),
            imageName: cell.imageView?.image?.name
                ?? cell.contentView.descendants(UIImageView.self).filter(isCustom).first?.image?.name)
    }

    /// A collection view's sections, each item read as a row: the texts of the labels in its content view
    /// (depth first) give the title and the detail, the first image view's image the image name.
    private static func sections(of collection: UICollectionView) -> [Screen.Section] {
        (0..<collection.numberOfSections).map { section in
            let rows = (0..<collection.numberOfItems(inSection: section)).compactMap { item in
                collection.cellForItem(at: IndexPath(item: item, section: section)).map(Self.row)
            }
            return Screen.Section(header: nil, rows: rows)
        }
    }

    /// A collection view cell read as a row: the texts of the labels in its content view (depth first) give
    /// the title and the detail, the first image view's image the image name.
    static func row(_ cell: UICollectionViewCell) -> Screen.Row {
        let texts = cell.contentView.descendants(UILabel.self).compactMap(\.text)
        return Screen.Row(
            title: texts.first, detail: texts.dropFirst().first,
            imageName: cell.contentView.descendants(UIImageView.self).first?.image?.name)
    }
}

extension UIView {
    /// The views of a type in this view's subtree, depth first, this view excluded.
    fileprivate func descendants<View: UIView>(_ type: View.Type) -> [View] {
        subviews.flatMap { subview in ((subview as? View).map { [$0] } ?? []) + subview.descendants(type) }
    }
}
