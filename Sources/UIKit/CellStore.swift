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
        guard let cell = reusable[identifier]?.popLast() else { return nil }
        cell.prepareForReuse()
        return cell
    }

    /// Forgets the counts and the shown cells; the cells leave their view and become reusable.
    func reload() {
        for cell in (shown ?? []).joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusable[identifier, default: []].append(cell) }
        }
        shown = nil
        counts = nil
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
