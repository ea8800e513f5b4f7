/// A list of rows in sections, filled by a data source (Apple: `UITableView`).
///
/// Headless: the table has no viewport, so every row counts as visible. As on iOS the table asks its data
/// source for counts when they are first needed and for cells on its first layout, and again after
/// `reloadData()`; in between it shows the cells it has, so an example that forgets `reloadData()` shows
/// stale rows here too. Counting (`numberOfSections`, `numberOfRows(inSection:)`) asks for counts only;
/// cells are asked for when rows are laid out or read (`layoutIfNeeded()`, `visibleCells`,
/// `cellForRow(at:)`, the screen reader).
@preconcurrency @MainActor
open class UITableView: UIScrollView, CellStoreHost {
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
        didSet { reloadData() }
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

    /// The row counts, the cells shown and reusable, and the registered cell classes and nibs.
    let cellStore = CellStore<UITableViewCell>()

    /// Whether the table came from a storyboard, whose prototype cells a headless table does not know: a
    /// cell identifier nobody registered then dequeues a default-style cell, as a default prototype would
    /// (set for outlet tables, see `StoryboardOutlets`).
    @_spi(Testing) public var hasStoryboardPrototypes = false

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

    /// Discards the counts and the shown rows; the data source is asked again when they are next needed
    /// (Apple: `reloadData()`). The old cells become reusable.
    open func reloadData() {
        cellStore.reload()
    }

    /// Lays out the rows: asks the data source for the cells if they are stale.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadCellsIfNeeded()
    }

    // MARK: - Asking the data source

    /// `numberOfSections(in:)`, then `tableView(_:numberOfRowsInSection:)` for each section (Apple's
    /// `numberOfSections` documentation: the table gets the value from its data source and caches it).
    func countsFromDataSource() -> [Int]? {
        guard let dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.tableView(self, numberOfRowsInSection: $0)
        }
    }

    /// `tableView(_:cellForRowAt:)` followed by the delegate's `tableView(_:willDisplay:forRowAt:)` (our
    /// order; Apple documents none).
    func displayCellFromDataSource(section: Int, index: Int) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let indexPath = IndexPath(row: index, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        addSubview(cell)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    // MARK: - Reading rows

    /// The number of sections, from the data source's count (Apple: `numberOfSections`); asks for no cell.
    open var numberOfSections: Int {
        countsIfNeeded().count
    }

    /// The number of rows in a section, from the data source's count (Apple: `numberOfRows(inSection:)`);
    /// asks for no cell.
    open func numberOfRows(inSection section: Int) -> Int {
        count(inSection: section)
    }

    /// The cell shown at an index path, or `nil` if there is no such row (Apple: `cellForRow(at:)`); lays
    /// the rows out if they are stale.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        shownCell(section: indexPath.section, index: indexPath.row)
    }

    /// The cells shown, section by section (Apple: `visibleCells`); headless, all rows are visible.
    open var visibleCells: [UITableViewCell] {
        Array(loadCellsIfNeeded().joined())
    }

    /// The index paths of the rows shown (Apple: `indexPathsForVisibleRows`); from the counts only.
    open var indexPathsForVisibleRows: [IndexPath]? {
        countsIfNeeded().enumerated().flatMap { section, rows in
            (0..<rows).map { IndexPath(row: $0, section: section) }
        }
    }

    // MARK: - Cells

    /// Registers a cell class for a reuse identifier; `nil` unregisters it
    /// (Apple: `register(_:forCellReuseIdentifier:)`).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        cellStore.register(cellClass, for: identifier)
    }

    /// Registers a nib holding the cell for a reuse identifier; `nil` unregisters it
    /// (Apple: `register(_:forCellReuseIdentifier:)`). See `UINib` for how a headless nib makes its cell.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        cellStore.register(nib, for: identifier)
    }

    /// A reusable cell, a new one of the registered class, or `nil` if neither exists
    /// (Apple: `dequeueReusableCell(withIdentifier:)`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        if let cell = cellStore.dequeueReusableCell(identifier) { return cell }
        if let cellClass = cellStore.registeredClasses[identifier] {
            return makeCell(of: cellClass, identifier: identifier)
        }
        if let nib = cellStore.registeredNibs[identifier] {
            return makeCell(of: nib.viewClass(near: dataSource) ?? UITableViewCell.self, identifier: identifier)
        }
        guard hasStoryboardPrototypes else { return nil }
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// A reusable or new cell for a registered identifier (Apple: `dequeueReusableCell(withIdentifier:for:)`).
    ///
    /// Traps, as UIKit raises an exception, when nothing is registered for the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            fatalError(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for "
                    + "the identifier or connect a prototype cell in a storyboard "
                    + "(registered: \(Set(cellStore.registeredClasses.keys).union(cellStore.registeredNibs.keys).sorted()))"
            )
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
        StoryboardOutlets.connect(cell: cell, contentView: cell.contentView)
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
