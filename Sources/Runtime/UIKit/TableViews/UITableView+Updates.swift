// MARK: - Inserting, deleting, moving and reloading rows and sections

extension UITableView {
    /// Adds a change to the open batch, or applies it at once.
    func update(_ change: (inout CellStoreUpdate) -> Void) {
        beginUpdates()
        change(&pendingUpdate!)
        endUpdates()
    }

    /// Applies a batch: new counts, kept cells in their new places, new cells for new rows, the selection
    /// carried to the new index paths (a deleted or reloaded row is no longer selected).
    func performUpdate(_ update: CellStoreUpdate) {
        let mapping = performCellStoreUpdate(update, itemsNamed: "rows", containerNamed: "table view")
        selectedRows = selectedRows.compactMap { mapping[$0] }
        setNeedsLayout()  // the changed rows are shown at the next layout pass
        headerFooterStore.reload()
    }
}

// MARK: - Editing

extension UITableView {
    /// The editing style of a row: `.none` when the data source says it cannot be edited, else the
    /// delegate's `tableView(_:editingStyleForRowAt:)` (`.delete` by default, Apple's documentation).
    func editingStyleForRow(at indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        guard dataSource?.tableView(self, canEditRowAt: indexPath) ?? false else { return .none }
        return delegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
    }

    /// Commits an edit the user made on a row, as a tap on the Delete button (or the insertion control)
    /// does: the data source's `tableView(_:commit:forRowAt:)`, bracketed, for a swipe outside editing
    /// mode, by the delegate's `tableView(_:willBeginEditingRowAt:)` and `tableView(_:didEndEditingRowAt:)`
    /// (Apple's documentation of those methods). Returns `false`, having committed nothing, when the row
    /// cannot be edited or the data source does not implement `tableView(_:commit:forRowAt:)` (Apple: "To
    /// enable the swipe-to-delete feature ... you must implement this method").
    @_spi(Testing) @discardableResult
    public func userCommitEditing(_ style: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) -> Bool {
        guard let dataSource, dataSource.tableView(self, canEditRowAt: indexPath) else { return false }
        let isSwipe = !editingState
        if isSwipe { delegate?.tableView(self, willBeginEditingRowAt: indexPath) }
        commitWasUnimplemented = false
        dataSource.tableView(self, commit: style, forRowAt: indexPath)
        let implemented = !commitWasUnimplemented
        commitWasUnimplemented = false
        if isSwipe { delegate?.tableView(self, didEndEditingRowAt: indexPath) }
        return implemented
    }

    /// The title of the delete-confirmation button of a row: the delegate's
    /// `tableView(_:titleForDeleteConfirmationButtonForRowAt:)`, "Delete" by default (Apple's
    /// documentation: "changes the default title").
    @_spi(Testing) public func deleteConfirmationTitle(forRowAt indexPath: IndexPath) -> String {
        delegate?.tableView(self, titleForDeleteConfirmationButtonForRowAt: indexPath) ?? "Delete"
    }

    /// Moves a row as the user's drag of its reorder control does: only in editing mode and when the data
    /// source's `tableView(_:canMoveRowAt:)` allows it; the delegate's
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)` may retarget it, then the data
    /// source's `tableView(_:moveRowAt:to:)` updates the model and the cell moves (Apple's documentation).
    /// Returns whether the row moved.
    @_spi(Testing) @discardableResult
    public func userMoveRow(at source: IndexPath, to proposed: IndexPath) -> Bool {
        guard editingState, let dataSource, dataSource.tableView(self, canMoveRowAt: source) else { return false }
        let destination =
            delegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed)
            ?? proposed
        dataSource.tableView(self, moveRowAt: source, to: destination)
        moveRow(at: source, to: destination)
        return true
    }
}

// MARK: - Applying a batch

extension CellStoreHost {
    /// Applies a batch to the cell store, trapping with Apple's `NSInternalInconsistencyException` reason
    /// when the counts do not add up; the old-to-new index path mapping of the kept rows or items.
    func performCellStoreUpdate(_ update: CellStoreUpdate, itemsNamed items: String, containerNamed container: String)
        -> [IndexPath: IndexPath]
    {
        let result = cellStore.apply(
            update, ask: { countsFromDataSource() ?? [] },
            makeCell: { displayCellFromDataSource(section: $0, index: $1) },
            didRetire: { didEndDisplaying($0, at: $1) })
        switch result {
        case .success(let mapping): return mapping
        case .failure(let error):
            fatalError(
                "*** Terminating app due to uncaught exception 'NSInternalInconsistencyException', reason: '"
                    + error.description(rowsNamed: items, containerNamed: container) + "'")
        }
    }
}
