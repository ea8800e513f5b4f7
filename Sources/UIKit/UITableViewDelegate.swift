/// The object told about a table view's rows being shown and selected (Apple: `UITableViewDelegate`);
/// all methods are optional.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// Sent before a cell is shown.
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// The height of a row; `tableView.rowHeight` by default.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat

    /// The row to select instead of the tapped one, or `nil` to select none; the tapped row by default.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?

    /// Sent after a row is selected.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)

    /// Sent after a row is deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)

    // Swipe actions (the sessions branch; `UIContextualAction.swift`).

    /// The actions shown when the row is swiped from the trailing edge; nil by default, which shows the
    /// standard Delete when the data source commits deletions (Apple:
    /// `tableView(_:trailingSwipeActionsConfigurationForRowAt:)`, iOS 11).
    func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// The actions shown when the row is swiped from the leading edge; nil by default (Apple:
    /// `tableView(_:leadingSwipeActionsConfigurationForRowAt:)`, iOS 11).
    func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration?

    /// The actions shown when the row is swiped, before iOS 11; nil by default (Apple:
    /// `tableView(_:editActionsForRowAt:)`, deprecated in iOS 13).
    @available(iOS, introduced: 8.0, deprecated: 13.0)
    func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
}

// MARK: - Optional methods

extension UITableViewDelegate {
    public func tableView(
        _ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }

    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}

    public func tableView(
        _ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    public func tableView(
        _ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath
    ) -> UISwipeActionsConfiguration? { nil }

    @available(iOS, introduced: 8.0, deprecated: 13.0)
    public func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]?
    {
        nil
    }
}
