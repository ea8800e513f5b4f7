/// The changes of one batch update of a table or collection view: what `insertRows`, `deleteRows`,
/// `moveRow`, `reloadRows` and their section counterparts collect between `beginUpdates()` and
/// `endUpdates()` (or inside `performBatchUpdates(_:completion:)`), applied at the end in one step.
///
/// Apple's rule (`performBatchUpdates(_:completion:)`, `insertRows(at:with:)`): deletions and reloads are
/// index paths of the state before the batch, insertions index paths of the state after all deletions,
/// whatever order the calls came in; a move goes from an old index path to a new one.
struct CellStoreUpdate {
    /// Sections deleted, old indexes.
    var deletedSections = IndexSet()
    /// Sections inserted, new indexes.
    var insertedSections = IndexSet()
    /// Sections reloaded, old indexes (a delete and an insert of the same section).
    var reloadedSections = IndexSet()
    /// Rows or items deleted, old index paths.
    var deletedItems: Set<IndexPath> = []
    /// Rows or items inserted, new index paths.
    var insertedItems: Set<IndexPath> = []
    /// Rows or items reloaded, old index paths: they get a new cell at the place they move to.
    var reloadedItems: Set<IndexPath> = []
    /// Rows or items moved, from an old to a new index path; the cell moves with them.
    var movedItems: [(from: IndexPath, to: IndexPath)] = []

    /// Whether nothing was collected.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedItems.isEmpty
            && insertedItems.isEmpty && reloadedItems.isEmpty && movedItems.isEmpty
    }

    /// How the items of the table are rearranged, or Apple's "Invalid update" message when the new counts
    /// do not equal the old ones plus insertions minus deletions (`NSInternalInconsistencyException`).
    func plan(oldCounts: [Int], newCounts: [Int]) -> Result<CellStoreUpdatePlan, CellStoreUpdateError> {
        let expectedSections = oldCounts.count - deletedSections.count + insertedSections.count
        guard expectedSections == newCounts.count else {
            return .failure(
                .sections(
                    before: oldCounts.count, after: newCounts.count, inserted: insertedSections.count,
                    deleted: deletedSections.count))
        }
        // Surviving old sections (reloaded ones too) fill the new sections that were not inserted, in order.
        let survivors = oldCounts.indices.filter { !deletedSections.contains($0) }
        let kept = newCounts.indices.filter { !insertedSections.contains($0) }
        var sections: [[CellStoreUpdatePlan.Slot]] = newCounts.map { Array(repeating: .new, count: $0) }
        var mapping: [IndexPath: IndexPath] = [:]
        for (old, new) in zip(survivors, kept) where !reloadedSections.contains(old) {
            switch rows(old: old, new: new, oldCount: oldCounts[old], newCount: newCounts[new]) {
            case .failure(let error): return .failure(error)
            case .success(let placed):
                sections[new] = placed
                for (row, slot) in placed.enumerated() {
                    if case .kept(let from) = slot { mapping[from] = IndexPath(indexes: [new, row]) }
                }
            }
        }
        return .success(CellStoreUpdatePlan(sections: sections, mapping: mapping))
    }

    /// The slots of a surviving section: its old rows less the deleted and moved-out ones (a reloaded row
    /// gets a new cell in its place), with the inserted and moved-in rows put in at their new indexes.
    private func rows(old: Int, new: Int, oldCount: Int, newCount: Int)
        -> Result<[CellStoreUpdatePlan.Slot], CellStoreUpdateError>
    {
        let movedOut = Set(movedItems.map(\.from).filter { $0.section == old })
        var placed: [CellStoreUpdatePlan.Slot] = (0..<oldCount).compactMap { row in
            let path = IndexPath(indexes: [old, row])
            if deletedItems.contains(path) || movedOut.contains(path) { return nil }
            return reloadedItems.contains(path) ? .new : .kept(path)
        }
        let arriving = movedItems.filter { $0.to.section == new }
        let inserted = insertedItems.filter { $0.section == new }
        let insertions =
            inserted.map { (row: $0[1], slot: CellStoreUpdatePlan.Slot.new) }
            + arriving.map { (row: $0.to[1], slot: CellStoreUpdatePlan.Slot.kept($0.from)) }
        guard placed.count + insertions.count == newCount else {
            return .failure(
                .rows(
                    section: new, before: oldCount, after: newCount, inserted: inserted.count,
                    deleted: deletedItems.filter { $0.section == old }.count, movedIn: arriving.count,
                    movedOut: movedOut.count))
        }
        for insertion in insertions.sorted(by: { $0.row < $1.row }) {
            placed.insert(insertion.slot, at: min(insertion.row, placed.count))
        }
        return .success(placed)
    }
}

/// Where every cell of a table or collection view goes in a batch update.
struct CellStoreUpdatePlan {
    /// A place in the updated table: a cell kept from an old index path, or a new cell to ask for.
    enum Slot: Equatable {
        case kept(IndexPath)
        case new
    }

    /// The slots of each new section.
    let sections: [[Slot]]
    /// The new index path of each old row or item that keeps its cell (reloaded and deleted ones have none).
    let mapping: [IndexPath: IndexPath]
}

/// Apple's `NSInternalInconsistencyException` reasons for a batch update whose counts do not add up.
enum CellStoreUpdateError: Error, Equatable, CustomStringConvertible {
    case sections(before: Int, after: Int, inserted: Int, deleted: Int)
    case rows(section: Int, before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int)

    /// The reason in UIKit's words (the text of the exception iOS 14 and later raise; "rows" for a table,
    /// "items" for a collection view).
    func description(rowsNamed rows: String, containerNamed container: String) -> String {
        switch self {
        case .sections(let before, let after, let inserted, let deleted):
            return "Invalid update: invalid number of sections. The number of sections contained in the \(container) "
                + "after the update (\(after)) must be equal to the number of sections contained in the \(container) "
                + "before the update (\(before)), plus or minus the number of sections inserted or deleted "
                + "(\(inserted) inserted, \(deleted) deleted)."
        case .rows(let section, let before, let after, let inserted, let deleted, let movedIn, let movedOut):
            return "Invalid update: invalid number of \(rows) in section \(section). The number of \(rows) "
                + "contained in an existing section after the update (\(after)) must be equal to the number of "
                + "\(rows) contained in that section before the update (\(before)), plus or minus the number of "
                + "\(rows) inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and "
                + "plus or minus the number of \(rows) moved into or out of that section (\(movedIn) moved in, "
                + "\(movedOut) moved out)."
        }
    }

    var description: String { description(rowsNamed: "rows", containerNamed: "table view") }
}
