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

    /// The cells, made if stale: `counts()` first, then `makeCell(section, index)` for each item in order
    /// (none without a `makeCell`, i.e. without a data source).
    func cells(counts: () -> [Int], makeCell: ((Int, Int) -> Cell)?) -> [[Cell]] {
        if let shown { return shown }
        let counts = counts()
        var sections: [[Cell]] = []
        if let makeCell {
            for (section, items) in counts.enumerated() {
                sections.append((0..<items).map { makeCell(section, $0) })
            }
        }
        shown = sections
        return sections
    }
}
