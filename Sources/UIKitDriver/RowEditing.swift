@_spi(Testing) import UIKit

/// A table's standard swipe action, Delete, for a data source that commits deletions: the one place the
/// driver decides it, so that the table editing model (the data source's `tableView(_:commit:forRowAt:)`,
/// `tableView(_:canEditRowAt:)` and the delegate's `tableView(_:editingStyleForRowAt:)`) plugs in here.
///
/// Apple: a row shows Delete when it is swiped if the data source implements
/// `tableView(_:commit:forRowAt:)`, `tableView(_:canEditRowAt:)` does not return false, and the editing
/// style is `.delete` (the default); tapping it calls `tableView(_:commit:forRowAt:)` with `.delete`.
/// This branch has no table editing model yet (it comes with the tables work): no row offers the standard
/// Delete until it does. With it, the two functions are (the tables work's SPI):
///
///     standardSwipeActions: guard table.dataSource?.tableView(table, canEditRowAt: indexPath) ?? false,
///         (table.delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete) == .delete
///         else { return [] }; return [table.deleteConfirmationTitle(forRowAt: indexPath)]
///     commitDelete: table.userCommitEditing(.delete, forRowAt: indexPath)  // false: commit not implemented
@MainActor
enum RowEditing {
    /// The titles of the standard swipe actions of the row: `["Delete"]` when the data source commits
    /// deletions for it, else none.
    static func standardSwipeActions(of table: UITableView, at indexPath: IndexPath) -> [String] {
        []
    }

    /// Taps the standard Delete: the data source's `tableView(_:commit:forRowAt:)` with `.delete`; false if
    /// the row has no standard Delete.
    static func commitDelete(in table: UITableView, at indexPath: IndexPath) -> Bool {
        false
    }
}
