/// A cell a table or collection view shows and reuses: what `CellStore` needs of `UITableViewCell` and
/// `UICollectionViewCell`.
@MainActor
protocol ReusableCell: UIView {
    var reuseIdentifier: String? { get }
    func prepareForReuse()
}

extension UITableViewCell: ReusableCell {}
extension UICollectionViewCell: ReusableCell {}

/// The cells of a table's rows or a collection view's items, shared by `UITableView` and
/// `UICollectionView`: the data source's counts and cells, asked once and kept until `reload()`, the cells
/// handed back for reuse, and the registered cell classes and nibs.
@MainActor
final class CellStore<Cell: ReusableCell> {
    /// The count of each section the data source gave, or `nil` until it is asked (again).
    private var counts: [Int]?
    /// The cells shown, by section, or `nil` until they are laid out (again).
    private var shown: [[Cell]]?
    /// Cells handed back for reuse, by reuse identifier.
    private var reusable: [String: [Cell]] = [:]
    /// The registered cell classes, by reuse identifier.
    private(set) var registeredClasses: [String: AnyClass] = [:]
    /// The registered cell nibs, by reuse identifier.
    private(set) var registeredNibs: [String: UINib] = [:]

    /// Whether the counts have been asked for since the last reload.
    var hasCounts: Bool { counts != nil }

    /// Set while the data source is asked for a cell nobody will show (`CellStoreHost.cellFromDataSourceNow`):
    /// no reusable cell is handed out then, so the cells shown and those waiting for reuse stay as they are.
    var isProbing = false

    /// Registers a cell class for a reuse identifier (replacing a nib); `nil` unregisters it.
    func register(_ cellClass: AnyClass?, for identifier: String) {
        registeredNibs[identifier] = nil
        registeredClasses[identifier] = cellClass
    }

    /// Registers a nib for a reuse identifier (replacing a class); `nil` unregisters it.
    func register(_ nib: UINib?, for identifier: String) {
        registeredClasses[identifier] = nil
        registeredNibs[identifier] = nib
    }

    /// A cell handed back for reuse with this identifier, after its `prepareForReuse()`, or `nil`.
    func dequeueReusableCell(_ identifier: String) -> Cell? {
        guard !isProbing, let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Forgets the counts and the shown cells; the cells leave their view and become reusable.
    /// `didRetire` is told of each shown cell that leaves, with its index path.
    func reload(didRetire: (Cell, IndexPath) -> Void = { _, _ in }) {
        for (section, cells) in (shown ?? []).enumerated() {
            for (row, cell) in cells.enumerated() {
                retire(cell)
                didRetire(cell, IndexPath(indexes: [section, row]))
            }
        }
        shown = nil
        counts = nil
    }

    /// Applies a batch update: `ask` gives the data source's new counts, which must equal the old ones
    /// plus insertions minus deletions (Apple's consistency check); kept cells move to their new places,
    /// `makeCell` is asked for the inserted and reloaded ones, deleted and reloaded cells become reusable.
    /// Cells that were never laid out are not made now (they are asked for at the next layout). The
    /// mapping of old index paths to new ones is returned, or Apple's reason when the counts do not add up.
    func apply(
        _ update: CellStoreUpdate, ask: () -> [Int], makeCell: (Int, Int) -> Cell?,
        didRetire: (Cell, IndexPath) -> Void
    ) -> Result<[IndexPath: IndexPath], CellStoreUpdateError> {
        let old = counts(ask)
        let new = ask()
        switch update.plan(oldCounts: old, newCounts: new) {
        case .failure(let error): return .failure(error)
        case .success(let plan):
            counts = new
            guard let before = shown else { return .success(plan.mapping) }
            let keptPaths = Set(plan.mapping.keys)
            for (section, cells) in before.enumerated() {
                for (row, cell) in cells.enumerated() where !keptPaths.contains(IndexPath(indexes: [section, row])) {
                    retire(cell)
                    didRetire(cell, IndexPath(indexes: [section, row]))
                }
            }
            shown = plan.sections.enumerated().map { section, slots in
                slots.enumerated().compactMap { row, slot in
                    switch slot {
                    case .kept(let path): return before[path[0]][path[1]]
                    case .new: return makeCell(section, row)
                    }
                }
            }
            return .success(plan.mapping)
        }
    }

    /// A cell leaves its view and, if it has a reuse identifier, waits to be dequeued again.
    private func retire(_ cell: Cell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
    }

    /// The count of each section, from `ask` if stale. No cell is requested.
    func counts(_ ask: () -> [Int]) -> [Int] {
        if let counts { return counts }
        let fresh = ask()
        counts = fresh
        return fresh
    }

    /// The cells, made if stale: `counts()` first, then `makeCell(section, index)` for each item in order;
    /// none if `makeCell` gives `nil` (there is no data source).
    func cells(counts: () -> [Int], makeCell: (Int, Int) -> Cell?) -> [[Cell]] {
        if let shown { return shown }
        var sections: [[Cell]] = []
        making: for (section, items) in counts().enumerated() {
            var cells: [Cell] = []
            for index in 0..<items {
                guard let cell = makeCell(section, index) else {
                    sections = []
                    break making
                }
                cells.append(cell)
            }
            sections.append(cells)
        }
        shown = sections
        return sections
    }
}

/// A view that keeps its cells in a `CellStore` and asks its data source for them: `UITableView` and
/// `UICollectionView`.
@MainActor
protocol CellStoreHost: UIView {
    associatedtype Cell: ReusableCell
    var cellStore: CellStore<Cell> { get }
    /// The data source's count of each section, or `nil` without a data source.
    func countsFromDataSource() -> [Int]?
    /// The data source's cell for an item, added to the view and passed to the delegate's `willDisplay`;
    /// `nil` without a data source.
    func displayCellFromDataSource(section: Int, index: Int) -> Cell?
    /// Tells the delegate a cell left the view (a reload, a deletion), with the index path it had.
    func didEndDisplaying(_ cell: Cell, at indexPath: IndexPath)
    /// The data source's cell for an item, as it configures it (not shown, no delegate told); `nil` without
    /// a data source.
    func cellFromDataSource(section: Int, index: Int) -> Cell?
}

extension CellStoreHost {
    /// The counts, asked of the data source if stale. No cell is requested.
    func countsIfNeeded() -> [Int] {
        cellStore.counts { countsFromDataSource() ?? [] }
    }

    /// The cells, asked of the data source if stale, as a layout does: the counts if stale, then each
    /// item's cell in order.
    @discardableResult
    func loadCellsIfNeeded() -> [[Cell]] {
        cellStore.cells(counts: countsIfNeeded) { displayCellFromDataSource(section: $0, index: $1) }
    }

    /// The cell the data source would give for an item now, made afresh and not shown: what a reload would
    /// show there. The shown cells, the counts and the reusable cells are left as they are.
    func cellFromDataSourceNow(section: Int, index: Int) -> Cell? {
        cellStore.isProbing = true
        defer { cellStore.isProbing = false }
        return cellFromDataSource(section: section, index: index)
    }

    /// The count of one section, 0 for a section that does not exist; asks for no cell.
    func count(inSection section: Int) -> Int {
        let counts = countsIfNeeded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// The cell shown at an index of a section, or `nil` if there is no such item; lays the cells out if
    /// they are stale.
    func shownCell(section: Int, index: Int) -> Cell? {
        let cells = loadCellsIfNeeded()
        guard cells.indices.contains(section), cells[section].indices.contains(index) else { return nil }
        return cells[section][index]
    }
}
