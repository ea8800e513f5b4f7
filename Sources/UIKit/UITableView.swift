/// A list of rows in sections, filled by a data source (Apple: `UITableView`).
///
/// Headless: the table has no viewport, so every row counts as visible. As on iOS the table asks its data
/// source for rows on its first layout and again after `reloadData()`; in between it shows the cells it
/// has, so an example that forgets `reloadData()` shows stale rows here too. A layout happens when the
/// rows are read (`visibleCells`, `cellForRow(at:)`, `numberOfRows(inSection:)`, the screen reader).
@MainActor
open class UITableView: UIScrollView {
    /// The table styles (Apple: `UITableView.Style`).
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// Where a row ends up after scrolling to it (Apple: `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// The row height that means "ask Auto Layout" (Apple: `UITableView.automaticDimension`).
    public static let automaticDimension: CGFloat = -1

    /// The style the table was created with (Apple: `style`).
    public let style: Style

    /// The object that supplies rows (Apple: `dataSource`, a weak reference).
    open weak var dataSource: (any UITableViewDataSource)? {
        didSet { needsReload = true }
    }

    /// The object told about display, selection and scrolling (Apple: `delegate`, a weak reference).
    open weak var delegate: (any UITableViewDelegate)?

    /// The height of each row; `automaticDimension` by default (Apple's documentation, iOS 11).
    open var rowHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of each row; `automaticDimension` by default (Apple's documentation, iOS 11).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension

    /// The view above the first section; `nil` by default (Apple: `tableHeaderView`).
    open var tableHeaderView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableHeaderView { addSubview(tableHeaderView) }
        }
    }

    /// The view below the last section; `nil` by default (Apple: `tableFooterView`).
    open var tableFooterView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let tableFooterView { addSubview(tableFooterView) }
        }
    }

    /// The selected row, if any (Apple: `indexPathForSelectedRow`).
    open private(set) var indexPathForSelectedRow: IndexPath?

    /// Whether the rows must be asked for again before they are read.
    private var needsReload = true

    /// The cells shown, by section.
    private var loadedCells: [[UITableViewCell]] = []

    /// Cells handed back for reuse, by reuse identifier.
    private var reusableCells: [String: [UITableViewCell]] = [:]

    /// The registered cell classes, by reuse identifier.
    private var registeredClasses: [String: AnyClass] = [:]

    /// A table with a frame and style (Apple: `init(frame:style:)`).
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// A plain table with a frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    // MARK: - Reloading

    /// Discards the shown rows; the data source is asked again on the next layout (Apple: `reloadData()`).
    open func reloadData() {
        needsReload = true
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        reloadIfNeeded()
    }

    /// Asks the data source for every section and row if the rows are stale; the old cells become reusable.
    ///
    /// Order (our choice; Apple documents none): `numberOfSections(in:)`, then for each section
    /// `tableView(_:numberOfRowsInSection:)` followed by `tableView(_:cellForRowAt:)` and the delegate's
    /// `tableView(_:willDisplay:forRowAt:)` for each row.
    private func reloadIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for cell in loadedCells.joined() {
            cell.removeFromSuperview()
            if let identifier = cell.reuseIdentifier { reusableCells[identifier, default: []].append(cell) }
        }
        loadedCells = []
        guard let dataSource else { return }
        for section in 0..<dataSource.numberOfSections(in: self) {
            var cells: [UITableViewCell] = []
            for row in 0..<dataSource.tableView(self, numberOfRowsInSection: section) {
                let indexPath = IndexPath(row: row, section: section)
                let cell = dataSource.tableView(self, cellForRowAt: indexPath)
                addSubview(cell)
                delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
                cells.append(cell)
            }
            loadedCells.append(cells)
        }
    }

    // MARK: - Reading rows

    /// The number of sections, after a layout if the rows are stale (Apple: `numberOfSections`).
    open var numberOfSections: Int {
        reloadIfNeeded()
        return loadedCells.count
    }

    /// The number of rows in a section, after a layout if the rows are stale
    /// (Apple: `numberOfRows(inSection:)`).
    open func numberOfRows(inSection section: Int) -> Int {
        reloadIfNeeded()
        return loadedCells.indices.contains(section) ? loadedCells[section].count : 0
    }

    /// The cell shown at an index path, or `nil` if there is no such row (Apple: `cellForRow(at:)`).
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        reloadIfNeeded()
        guard loadedCells.indices.contains(indexPath.section),
            loadedCells[indexPath.section].indices.contains(indexPath.row)
        else { return nil }
        return loadedCells[indexPath.section][indexPath.row]
    }

    /// The cells shown, section by section (Apple: `visibleCells`); headless, all rows are visible.
    open var visibleCells: [UITableViewCell] {
        reloadIfNeeded()
        return Array(loadedCells.joined())
    }

    /// The index paths of the rows shown (Apple: `indexPathsForVisibleRows`).
    open var indexPathsForVisibleRows: [IndexPath]? {
        reloadIfNeeded()
        return loadedCells.enumerated().flatMap { section, cells in
            cells.indices.map { IndexPath(row: $0, section: section) }
        }
    }

    // MARK: - Cells

    /// Registers a cell class for a reuse identifier; `nil` unregisters it
    /// (Apple: `register(_:forCellReuseIdentifier:)`).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass
    }

    /// A reusable cell, a new one of the registered class, or `nil` if neither exists
    /// (Apple: `dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = reusableCells[identifier]?.popLast() {
            cell.prepareForReuse()
            return cell
        }
        guard let cellClass = registeredClasses[identifier] else { return nil }
        return makeCell(of: cellClass, identifier: identifier)
    }

    /// A reusable or new cell for a registered identifier (Apple: `dequeueReusableCell(withIdentifier:for:)`).
    ///
    /// Traps, as UIKit raises an exception, when nothing is registered for the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for "
                    + "the identifier or connect a prototype cell in a storyboard "
                    + "(registered: \(registeredClasses.keys.sorted()))")
        }
        return cell
    }

    /// A new cell of a registered class; subclasses come through `init?(coder:)` (see `PrototypeCellCoder`).
    private func makeCell(of cellClass: AnyClass, identifier: String) -> UITableViewCell {
        if cellClass == UITableViewCell.self {
            return UITableViewCell(style: .default, reuseIdentifier: identifier)
        }
        guard let cellType = cellClass as? UITableViewCell.Type else {
            fatalError("\(cellClass) registered for identifier \(identifier) is not a UITableViewCell subclass")
        }
        guard let cell = cellType.init(coder: PrototypeCellCoder(reuseIdentifier: identifier)) else {
            fatalError("\(cellClass).init(coder:) returned nil for a cell with identifier \(identifier)")
        }
        return cell
    }

    // MARK: - Selection

    /// Selects a row without telling the delegate (Apple: `selectRow(at:animated:scrollPosition:)`).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let selected = indexPathForSelectedRow { cellForRow(at: selected)?.isSelected = false }
        indexPathForSelectedRow = indexPath
        if let indexPath { cellForRow(at: indexPath)?.isSelected = true }
    }

    /// Deselects a row without telling the delegate (Apple: `deselectRow(at:animated:)`).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard indexPathForSelectedRow == indexPath else { return }
        cellForRow(at: indexPath)?.isSelected = false
        indexPathForSelectedRow = nil
    }

    // MARK: - Scrolling

    override func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }
}
