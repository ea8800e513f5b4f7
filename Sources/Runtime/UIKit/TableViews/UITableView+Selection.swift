// MARK: - Selecting rows

extension UITableView {
    /// Whether several rows may be selected now: `allowsMultipleSelectionDuringEditing` in editing mode,
    /// else `allowsMultipleSelection` (Apple's documentation of both).
    var allowsMultipleSelectionNow: Bool {
        editingState ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// Whether rows may be selected now: `allowsSelectionDuringEditing` in editing mode, else
    /// `allowsSelection` (Apple: "Setting this property affects cell selection only when the table view
    /// isn't in editing mode").
    var allowsSelectionNow: Bool {
        editingState ? allowsSelectionDuringEditing || allowsMultipleSelectionDuringEditing : allowsSelection
    }

    /// A user's tap on a row, as UIKit handles it: nothing when selection is not allowed or the row does
    /// not exist; the delegate's `shouldHighlightRowAt` (false: nothing more), the highlight with
    /// `didHighlightRowAt` / `didUnhighlightRowAt`; then, for a selected row when several may be selected,
    /// `willDeselectRowAt` (`nil` vetoes) and the deselection with `didDeselectRowAt`; otherwise
    /// `willSelectRowAt` (`nil` vetoes, another index path selects that row), the previous row's
    /// `willDeselectRowAt` / deselection / `didDeselectRowAt`, the selection and `didSelectRowAt`.
    ///
    /// Apple documents each message; the order between the two rows' messages is ours (the one UIKit shows
    /// when logged: the new row's `willSelect` before the old row's `willDeselect`). Returns the row selected,
    /// if any.
    @_spi(Testing) @discardableResult
    public func userTapRow(at indexPath: IndexPath) -> IndexPath? {
        guard allowsSelectionNow, count(inSection: indexPath.section) > indexPath.row, indexPath.row >= 0 else {
            return nil
        }
        guard delegate?.tableView(self, shouldHighlightRowAt: indexPath) ?? true else { return nil }
        cellForRow(at: indexPath)?.setHighlighted(true, animated: false)
        delegate?.tableView(self, didHighlightRowAt: indexPath)
        cellForRow(at: indexPath)?.setHighlighted(false, animated: false)
        delegate?.tableView(self, didUnhighlightRowAt: indexPath)
        if allowsMultipleSelectionNow, selectedRows.contains(indexPath) {
            userDeselectRow(at: indexPath)
            return nil
        }
        guard let target = delegate.map({ $0.tableView(self, willSelectRowAt: indexPath) }) ?? indexPath else {
            return nil
        }
        if !allowsMultipleSelectionNow {
            for selected in selectedRows where selected != target { userDeselectRow(at: selected) }
        }
        if !selectedRows.contains(target) { selectedRows.append(target) }
        cellForRow(at: target)?.setSelected(true, animated: false)
        delegate?.tableView(self, didSelectRowAt: target)
        return target
    }

    /// The user deselects a row: `willDeselectRowAt` (`nil` keeps it selected), then `didDeselectRowAt`.
    func userDeselectRow(at indexPath: IndexPath) {
        guard let target = delegate.map({ $0.tableView(self, willDeselectRowAt: indexPath) }) ?? indexPath,
            selectedRows.contains(target)
        else { return }
        deselectRow(at: target, animated: false)
        delegate?.tableView(self, didDeselectRowAt: target)
    }
}
