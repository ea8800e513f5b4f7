/// What a diffable data source asks of its snapshot: the item or section at an index path or index, and
/// back; the snapshot it keeps once it applied the marks; a user's reorder.
extension NSDiffableDataSourceSnapshot {
    /// The item at an index path (section index, item index), or `nil`.
    func item(at indexPath: IndexPath) -> ItemIdentifierType? {
        guard indexPath.count == 2, sections.indices.contains(indexPath[0]) else { return nil }
        let sectionItems = items[sections[indexPath[0]]] ?? []
        return sectionItems.indices.contains(indexPath[1]) ? sectionItems[indexPath[1]] : nil
    }

    /// The section at an index, or `nil`.
    func section(at index: Int) -> SectionIdentifierType? {
        sections.indices.contains(index) ? sections[index] : nil
    }

    /// The number of items of the section at an index; 0 for an index with no section.
    func numberOfItems(inSectionAt index: Int) -> Int {
        section(at: index).map { items[$0]?.count ?? 0 } ?? 0
    }

    /// The index path of an item, or `nil`.
    func indexPath(of item: ItemIdentifierType) -> IndexPath? {
        guard let section = sectionOfItem(item), let sectionIndex = sections.firstIndex(of: section),
            let row = items[section]?.firstIndex(of: item)
        else { return nil }
        return IndexPath(indexes: [sectionIndex, row])
    }

    /// The snapshot with no item or section marked for reloading or reconfiguring: what a data source keeps
    /// once it applied the marks.
    func withoutMarks() -> Self {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        return copy
    }

    /// Moves the item at one index path to another, as a user's reorder does.
    mutating func moveItem(from source: IndexPath, to destination: IndexPath) {
        guard let item = item(at: source), sections.indices.contains(destination[0]) else { return }
        deleteItems([item])
        let section = sections[destination[0]]
        let sectionItems = items[section] ?? []
        if sectionItems.indices.contains(destination[1]) {
            insertItems([item], beforeItem: sectionItems[destination[1]])
        } else {
            appendItems([item], toSection: section)
        }
    }

    private func sectionOfItem(_ item: ItemIdentifierType) -> SectionIdentifierType? {
        sectionIdentifier(containingItem: item)
    }
}
