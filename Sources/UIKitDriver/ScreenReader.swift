@_spi(Testing) import UIKit

/// Reads what a navigation controller's top view controller shows: its title, its search bar, and the
/// visible table — the results controller's while it is shown, else the host's.
@MainActor
public struct ScreenReader {
    /// The navigation controller whose top controller is read.
    public let navigationController: UINavigationController

    /// A reader for the given navigation controller.
    public init(navigationController: UINavigationController) {
        self.navigationController = navigationController
    }

    /// The screen now. Reading a table lays it out, so its data source is asked if it reloaded.
    public func read() -> Screen {
        guard let host = navigationController.topViewController else {
            return Screen(navigationTitle: nil, searchBar: nil, isSearchActive: nil, tableOwner: nil, sections: [])
        }
        let bar = SearchStackLocator.searchBar(of: host)
        let (owner, isResults) = SearchStackLocator.tableOwner(host: host, searchBar: bar)
        let list = SearchStackLocator.list(of: owner)
        let sections: [Screen.Section]
        switch list {
        case .table(let table): sections = Self.sections(of: table)
        case .collection(let collection): sections = Self.sections(of: collection)
        case nil: sections = []
        }
        return Screen(
            navigationTitle: host.navigationItem.title,
            searchBar: bar.map(Self.read),
            isSearchActive: bar?.owningSearchController?.isActive,
            tableOwner: list == nil ? nil : (isResults ? .resultsController : .host),
            sections: sections)
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

    /// A table row: the cell's `textLabel`, `detailTextLabel` and `imageView`; for a custom cell whose
    /// built-in labels are empty (a nib or prototype cell with its own labels), the texts of the other
    /// labels in its content view, depth first, and its first image view's image.
    private static func row(_ cell: UITableViewCell) -> Screen.Row {
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
                collection.cellForItem(at: IndexPath(item: item, section: section)).map { cell in
                    let texts = cell.contentView.descendants(UILabel.self).compactMap(\.text)
                    return Screen.Row(
                        title: texts.first, detail: texts.dropFirst().first,
                        imageName: cell.contentView.descendants(UIImageView.self).first?.image?.name)
                }
            }
            return Screen.Section(header: nil, rows: rows)
        }
    }
}

extension UIView {
    /// The views of a type in this view's subtree, depth first, this view excluded.
    fileprivate func descendants<View: UIView>(_ type: View.Type) -> [View] {
        subviews.flatMap { subview in ((subview as? View).map { [$0] } ?? []) + subview.descendants(type) }
    }
}
