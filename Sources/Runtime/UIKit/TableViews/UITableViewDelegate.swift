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
    /// The row to deselect instead, or `nil` to keep it selected; the row by default (Apple's documentation).
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?

    /// Whether a touched row highlights (and so can be selected); `true` by default (Apple's documentation).
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool

    /// Sent after a row is highlighted.
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath)

    /// Sent after a row's highlight is removed.
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath)

    /// The editing style of a row; `.delete` by default (Apple's documentation).
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle

    /// The title of the delete-confirmation button; `nil` (the default "Delete") by default.
    func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?

    /// Whether a row indents in editing mode; `true` by default (Apple's documentation).
    func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool

    /// Sent before a row enters editing mode by a swipe (Apple's documentation).
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath)

    /// Sent after a swiped row leaves editing mode (Apple's documentation).
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?)

    /// The index path a dragged row goes to; the proposed one by default (Apple's documentation).
    func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath

    /// The view of a section's header; `nil` (the standard header showing the data source's title) by default.
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView?

    /// The view of a section's footer; `nil` (the standard footer showing the data source's title) by default.
    func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView?

    /// The height of a section's header; `tableView.sectionHeaderHeight` by default.
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat

    /// The height of a section's footer; `tableView.sectionFooterHeight` by default.
    func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat

    /// The estimated height of a row; `tableView.estimatedRowHeight` by default.
    func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat

    /// Sent before a section's header is shown.
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int)

    /// Sent before a section's footer is shown.
    func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int)

    /// Sent after a cell is removed from the table.
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath)

    /// Sent when the user taps a row's detail button.
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
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
    public func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath
    }

    public func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }

    public func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath)
        -> UITableViewCell.EditingStyle
    { .delete }

    public func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath)
        -> String?
    { nil }

    public func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool {
        true
    }

    public func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}

    public func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}

    public func tableView(
        _ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
        toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }

    public func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }

    public func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }

    public func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }

    public func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }

    public func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.estimatedRowHeight
    }

    public func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}

    public func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}

    public func tableView(
        _ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath
    ) {}

    public func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}
