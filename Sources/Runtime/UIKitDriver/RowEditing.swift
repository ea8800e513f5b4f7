@_spi(Testing) import UIKit

/// A table's standard swipe action, Delete, for a data source that commits deletions: the one place the
/// driver decides it, so that the table editing model (the data source's `tableView(_:commit:forRowAt:)`,
/// `tableView(_:canEditRowAt:)` and the delegate's `tableView(_:editingStyleForRowAt:)`) plugs in here.
///
/// Apple: a row shows Delete when it is swiped if the data source implements
/// `tableView(_:commit:forRowAt:)`, `tableView(_:canEditRowAt:)` does not return false, and the editing
/// style is `.delete` (the default); tapping it calls `tableView(_:commit:forRowAt:)` with `.delete`.
/// Whether the data source implements `tableView(_:commit:forRowAt:)` is known only by calling it (the
/// headless UIKit's default marks itself unimplemented), so the standard Delete is offered from what the
/// data source and delegate say of the row, and tapping it reports whether anything was committed.
@MainActor
enum RowEditing {
    /// The titles of the standard swipe actions of the row: `["Delete"]` when the data source commits
    /// deletions for it, else none.
    static func standardSwipeActions(of table: UITableView, at indexPath: IndexPath) -> [String] {
        guard let dataSource = table.dataSource, dataSource.tableView(table, canEditRowAt: indexPath),
            (table.delegate?.tableView(table, editingStyleForRowAt: indexPath) ?? .delete) == .delete
        else { return [] }
        return [table.deleteConfirmationTitle(forRowAt: indexPath)]
    }

    /// Taps the standard Delete: the data source's `tableView(_:commit:forRowAt:)` with `.delete`; false if
    /// the row has no standard Delete.
    static func commitDelete(in table: UITableView, at indexPath: IndexPath) -> Bool {
        table.userCommitEditing(.delete, forRowAt: indexPath)
    }
}
