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

    /// The height of section headers; `automaticDimension` by default (Apple's documentation).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The height of section footers; `automaticDimension` by default (Apple's documentation).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of section headers; `automaticDimension` by default (Apple's documentation).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension

    /// The estimated height of section footers; `automaticDimension` by default (Apple's documentation).
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension

    /// Whether the user can select rows outside editing mode; `true` by default (Apple's documentation).
    open var allowsSelection = true

    /// Whether the user can select several rows outside editing mode; `false` by default (Apple's
    /// documentation: "The user must tap a currently selected row to deselect it").
    open var allowsMultipleSelection = false

    /// Whether the user can select rows in editing mode; `false` by default (Apple's documentation).
    open var allowsSelectionDuringEditing = false

    /// Whether the user can select several rows in editing mode; `false` by default (Apple's documentation).
    open var allowsMultipleSelectionDuringEditing = false

    /// The view behind the rows; `nil` by default (Apple: `backgroundView`).
    open var backgroundView: UIView?

    /// The selected rows, in the order they were selected.
    var selectedRows: [IndexPath] = []

    /// Whether the table is in editing mode; `false` by default (Apple: `isEditing`). Setting it is
    /// `setEditing(_:animated:)` without animation.
    open var isEditing: Bool {
        get { editingState }
        set { setEditing(newValue, animated: false) }
    }

    /// The stored editing mode.
    var editingState = false

    /// The changes collected by `beginUpdates()` or `performBatchUpdates(_:completion:)`, applied at the
    /// outermost end; `nil` outside a batch.
    var pendingUpdate: CellStoreUpdate?

    /// How deep `beginUpdates()` calls are nested.
    var updateDepth = 0

    /// The registered header and footer view classes and nibs, and those handed back for reuse.
    let headerFooterStore = HeaderFooterStore()

    /// Set by the default `tableView(_:commit:forRowAt:)`: the data source does not implement it.
    var commitWasUnimplemented = false

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

    /// Discards the counts, the shown rows and the headers and footers; the data source is asked again when
    /// they are next needed (Apple: `reloadData()`: "reload all the data that's used to construct the table,
    /// including cells, section headers and footers"). The old cells become reusable. Inside a batch it
    /// drops the batch's uncommitted changes (Apple: "Doing so forces the table view to delete any
    /// uncommitted changes"). The selection is cleared (Apple's page is silent; UIKit's table does so).
    open func reloadData() {
        cellStore.reload { didEndDisplaying($0, at: $1) }
        headerFooterStore.reload()
        selectedRows = []
        if pendingUpdate != nil { pendingUpdate = CellStoreUpdate() }
        // The rows are shown again at the next layout pass (Apple: the table "redisplays visible rows").
        setNeedsLayout()
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
    /// order; Apple documents none). The cell shows the table's selection and editing mode (Apple's
    /// `setEditing(_:animated:)`: the table puts each visible cell into editing mode).
    func displayCellFromDataSource(section: Int, index: Int) -> UITableViewCell? {
        guard let dataSource else { return nil }
        let indexPath = IndexPath(row: index, section: section)
        let cell = dataSource.tableView(self, cellForRowAt: indexPath)
        cell.isSelected = selectedRows.contains(indexPath)
        if cell.isEditing != editingState { cell.setEditing(editingState, animated: false) }
        cell.editingStyle = editingState ? editingStyleForRow(at: indexPath) : .none
        addSubview(cell)
        delegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
        return cell
    }

    /// `tableView(_:cellForRowAt:)` alone: the cell as the data source configures it.
    func cellFromDataSource(section: Int, index: Int) -> UITableViewCell? {
        dataSource?.tableView(self, cellForRowAt: IndexPath(row: index, section: section))
    }

    /// The delegate's `tableView(_:didEndDisplaying:forRowAt:)` (Apple: "Tells the delegate that the
    /// specified cell was removed from the table"): after a reload, a deletion or a row's reload.
    func didEndDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        delegate?.tableView(self, didEndDisplaying: cell, forRowAt: IndexPath(row: indexPath[1], section: indexPath[0]))
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

    /// The index path of a shown cell, or `nil` if the cell is not shown (Apple: `indexPath(for:)`).
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        for (section, cells) in loadCellsIfNeeded().enumerated() {
            if let row = cells.firstIndex(where: { $0 === cell }) { return IndexPath(row: row, section: section) }
        }
        return nil
    }

    /// The rectangle of a row in the table's coordinates (Apple: `rectForRow(at:)`): rows are stacked
    /// from the top, each `tableView(_:heightForRowAt:)` high (44 points, the default iOS row, where the
    /// height is automatic); headless, headers and footers take no room. Zero for a row that does not exist.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        let counts = countsIfNeeded()
        guard counts.indices.contains(indexPath.section), (0..<counts[indexPath.section]).contains(indexPath.row)
        else { return .zero }
        let rows = counts.enumerated().flatMap { section, rows in
            (0..<rows).map { IndexPath(row: $0, section: section) }
        }
        var top: CGFloat = 0
        for path in rows {
            let height = resolvedHeight(forRowAt: path)
            if path == indexPath { return CGRect(x: 0, y: top, width: bounds.width, height: height) }
            top += height
        }
        return .zero
    }

    /// The delegate's height for a row, 44 points where it is `automaticDimension`.
    private func resolvedHeight(forRowAt indexPath: IndexPath) -> CGFloat {
        let height = delegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height == UITableView.automaticDimension ? 44 : height
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
        RegisteredViewMaker.make(
            cellClass, base: UITableViewCell.self, identifier: identifier,
            coder: { PrototypeCellCoder(reuseIdentifier: identifier) },
            plain: { UITableViewCell(style: .default, reuseIdentifier: identifier) }, contentView: \.contentView)
    }

    // MARK: - Inserting, deleting, moving and reloading rows and sections

    /// The animations for inserted, deleted and reloaded rows (Apple: `UITableView.RowAnimation`); headless,
    /// the change is immediate whatever the animation.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// Inserts rows at new index paths (Apple: `insertRows(at:with:)`): the table asks the data source
    /// for the new counts and for the cells of the new rows at once ("UITableView calls the relevant
    /// delegate and data source methods immediately afterward"); inside a batch, at its end.
    ///
    /// Traps with Apple's `NSInternalInconsistencyException` reason when the data source's new count is
    /// not the old count plus the inserted rows (the model must change first).
    open func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        update { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes rows at old index paths (Apple: `deleteRows(at:with:)`); the data source's new count must
    /// be the old count less the deleted rows, else the table traps with Apple's "Invalid update" reason.
    open func deleteRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves a row, its cell with it (Apple: `moveRow(at:to:)`); the data source is not asked for a cell.
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Reloads rows: each gets a new cell from the data source (Apple: `reloadRows(at:with:)`); the
    /// counts must not change.
    open func reloadRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Reconfigures rows (Apple: `reconfigureRows(at:)`, iOS 15): Apple keeps the existing cells and asks
    /// the data source to update them; headless, as `reloadRows` (the data source is asked for the cell).
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Inserts sections at new indexes (Apple: `insertSections(_:with:)`); the section count must grow by
    /// as many.
    open func insertSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at old indexes (Apple: `deleteSections(_:with:)`).
    open func deleteSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections: their rows get new cells and counts (Apple: `reloadSections(_:with:)`).
    open func reloadSections(_ sections: IndexSet, with animation: UITableView.RowAnimation) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Starts a batch: the changes until the matching `endUpdates()` are applied together (Apple:
    /// `beginUpdates()`); batches nest.
    open func beginUpdates() {
        if updateDepth == 0 { pendingUpdate = CellStoreUpdate() }
        updateDepth += 1
    }

    /// Ends a batch; the outermost one applies the changes (deletions before insertions, Apple's
    /// `performBatchUpdates(_:completion:)` rule) and checks the data source's counts (Apple: `endUpdates()`).
    open func endUpdates() {
        guard updateDepth > 0 else { return }
        updateDepth -= 1
        guard updateDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        performUpdate(update)
    }

    /// Runs `updates` as one batch, then `completion` with `true` (Apple: `performBatchUpdates(_:completion:)`,
    /// iOS 11); headless there is no animation to wait for, so the completion runs before this returns
    /// (Apple calls it when the animations end; our choice).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdates()
        updates?()
        endUpdates()
        completion?(true)
    }

    /// Whether changes were made in a batch that is not applied yet (Apple: `hasUncommittedUpdates`).
    open var hasUncommittedUpdates: Bool {
        !(pendingUpdate?.isEmpty ?? true)
    }

    // MARK: - Editing

    /// Turns editing mode on or off (Apple: `setEditing(_:animated:)`): the table "goes into editing mode
    /// by calling `setEditing(_:animated:)` on each visible `UITableViewCell`"; each editable row (the data
    /// source's `tableView(_:canEditRowAt:)`) takes the delegate's editing style, `.delete` by default.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != editingState else { return }
        editingState = editing
        for (section, cells) in loadCellsIfNeeded().enumerated() {
            for (row, cell) in cells.enumerated() {
                let indexPath = IndexPath(row: row, section: section)
                cell.editingStyle = editing ? editingStyleForRow(at: indexPath) : .none
                cell.setEditing(editing, animated: animated)
            }
        }
    }

    // MARK: - Selecting rows

    /// The first selected row, or `nil` (Apple: `indexPathForSelectedRow`).
    open var indexPathForSelectedRow: IndexPath? {
        selectedRows.first
    }

    /// The selected rows, or `nil` if none (Apple: `indexPathsForSelectedRows`: "`nil` if there are no
    /// selected rows").
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows
    }

    /// Selects a row without telling the delegate (Apple: `selectRow(at:animated:scrollPosition:)`: no
    /// `willSelect`/`didSelect` message); without multiple selection the previous row is deselected; `nil`
    /// clears the selection.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for selected in selectedRows { deselectRow(at: selected, animated: animated) }
            return
        }
        if !allowsMultipleSelectionNow {
            for selected in selectedRows where selected != indexPath { deselectRow(at: selected, animated: animated) }
        }
        if !selectedRows.contains(indexPath) { selectedRows.append(indexPath) }
        cellForRow(at: indexPath)?.setSelected(true, animated: animated)
    }

    /// Deselects a row without telling the delegate (Apple: `deselectRow(at:animated:)`: no
    /// `willDeselect`/`didDeselect` message).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: index)
        cellForRow(at: indexPath)?.setSelected(false, animated: animated)
    }

    // MARK: - Section headers, footers and the index

    /// Registers a header or footer view class for a reuse identifier; `nil` unregisters it (Apple:
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`).
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterStore.registeredNibs[identifier] = nil
        headerFooterStore.registeredClasses[identifier] = aClass
    }

    /// Registers a nib holding a header or footer view for a reuse identifier; `nil` unregisters it (Apple:
    /// `register(_:forHeaderFooterViewReuseIdentifier:)`).
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        headerFooterStore.registeredClasses[identifier] = nil
        headerFooterStore.registeredNibs[identifier] = nib
    }

    /// A reusable header or footer view, a new one of the registered class, or `nil` when nothing is
    /// registered for the identifier (Apple: `dequeueReusableHeaderFooterView(withIdentifier:)`).
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        if let view = headerFooterStore.reusable[identifier]?.popLast() {
            view.prepareForReuse()
            return view
        }
        let viewClass: AnyClass
        if let registered = headerFooterStore.registeredClasses[identifier] {
            viewClass = registered
        } else if let nib = headerFooterStore.registeredNibs[identifier] {
            viewClass = nib.viewClass(near: dataSource) ?? UITableViewHeaderFooterView.self
        } else {
            return nil
        }
        return RegisteredViewMaker.make(
            viewClass, base: UITableViewHeaderFooterView.self, identifier: identifier,
            coder: { PrototypeCellCoder(reuseIdentifier: identifier) },
            plain: { UITableViewHeaderFooterView(reuseIdentifier: identifier) }, contentView: \.contentView)
    }

    /// The header view of a section when it is a `UITableViewHeaderFooterView` (Apple:
    /// `headerView(forSection:)`): the delegate's `viewForHeaderInSection`, or, when that is `nil` and the
    /// data source has a title, the standard header showing it (Apple's `titleForHeaderInSection`
    /// documentation: "The table view uses a fixed font style for section header titles").
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplementaryView(isHeader: true, section: section) as? UITableViewHeaderFooterView
    }

    /// The footer view of a section when it is a `UITableViewHeaderFooterView` (Apple: `footerView(forSection:)`).
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        supplementaryView(isHeader: false, section: section) as? UITableViewHeaderFooterView
    }

    /// Reloads the section index titles (Apple: `reloadSectionIndexTitles()`); headless they are read
    /// when needed, so nothing is kept to reload.
    open func reloadSectionIndexTitles() {}

    // MARK: - Scrolling

    override func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }
}
