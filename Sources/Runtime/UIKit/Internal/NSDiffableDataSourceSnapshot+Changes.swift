// MARK: - The changes from one snapshot to the next

extension NSDiffableDataSourceSnapshot {
    /// The batch update that turns a view showing `old` into one showing this snapshot: sections and items
    /// that left are deleted, new ones inserted, the marked ones reloaded (Apple's `apply(_:animatingDifferences:completion:)`:
    /// the data source "computes the difference" and updates only what changed).
    ///
    /// `nil` when the surviving sections changed order: the view then reloads everything (our
    /// simplification; Apple animates the moves). An item that changed section or order among the items
    /// both snapshots keep is deleted and inserted (our simplification of Apple's move).
    func changes(from old: Self) -> CellStoreUpdate? {
        var update = CellStoreUpdate()
        let kept = sections.filter { old.items[$0] != nil }
        guard kept == old.sections.filter({ items[$0] != nil }) else { return nil }
        for (index, section) in old.sections.enumerated() where items[section] == nil {
            update.deletedSections.insert(index)
        }
        for (index, section) in sections.enumerated() where old.items[section] == nil {
            update.insertedSections.insert(index)
        }
        for section in kept {
            let oldIndex = old.sections.firstIndex(of: section)!, newIndex = sections.firstIndex(of: section)!
            if reloadedSections.contains(section) {
                update.reloadedSections.insert(oldIndex)
                continue
            }
            let before = old.items[section] ?? [], after = items[section] ?? []
            let afterSet = Set(after), beforeSet = Set(before)
            let stayingBefore = before.filter(afterSet.contains), stayingAfter = after.filter(beforeSet.contains)
            let staying = stayingBefore == stayingAfter ? Set(stayingBefore) : []
            for (row, item) in before.enumerated() {
                let path = IndexPath(indexes: [oldIndex, row])
                if !staying.contains(item) {
                    update.deletedItems.insert(path)
                } else if reloadedItems.contains(item) || reconfiguredItems.contains(item) {
                    update.reloadedItems.insert(path)
                }
            }
            for (row, item) in after.enumerated() where !staying.contains(item) {
                update.insertedItems.insert(IndexPath(indexes: [newIndex, row]))
            }
        }
        return update
    }
}
