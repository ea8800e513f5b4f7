/// Items in sections, filled by a data source and placed by a layout (Apple: `UICollectionView`).
///
/// Headless: no viewport, so every item counts as visible. As a table does, it asks its data source for
/// counts when they are first needed and for cells when items are laid out or read (`layoutIfNeeded()`,
/// `visibleCells`, `cellForItem(at:)`, the screen reader), and again after `reloadData()`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView, CellStoreHost {
    /// The direction a grid scrolls in (Apple: `UICollectionView.ScrollDirection`).
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Where an item ends up after scrolling to it (Apple: `UICollectionView.ScrollPosition`).
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The layout; set at creation (Apple: `collectionViewLayout`).
    open var collectionViewLayout: UICollectionViewLayout {
        didSet { collectionViewLayout.collectionView = self }
    }

    /// The object that supplies items (Apple: `dataSource`, a weak reference).
    open weak var dataSource: (any UICollectionViewDataSource)? {
        didSet { reloadData() }
    }

    /// The object told about display and selection (Apple: `delegate`, a weak reference).
    open weak var delegate: (any UICollectionViewDelegate)?

    /// Whether items can be selected; `true` by default (Apple's documentation).
    open var allowsSelection = true

    /// Whether several items can be selected; `false` by default (Apple's documentation).
    open var allowsMultipleSelection = false

    /// The view behind the items; `nil` by default (Apple's documentation).
    open var backgroundView: UIView?

    /// The item counts, the cells shown and reusable, and the registered cell classes and nibs.
    let cellStore = CellStore<UICollectionViewCell>()

    /// The selected items, in selection order.
    private var selectedItems: [IndexPath] = []

    /// The registered, reusable and shown supplementary views (headers and footers).
    let supplementaryStore = SupplementaryStore()

    /// Whether the collection view came from a storyboard: an identifier nobody registered then dequeues a
    /// plain `UICollectionViewCell`, as a default prototype would.
    @_spi(Testing) public var hasStoryboardPrototypes = false

    /// A collection view with a frame and layout (Apple: `init(frame:collectionViewLayout:)`).
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
    }

    /// A collection view decoded from a storyboard, with a flow layout as Interface Builder gives it
    /// (Apple: `init?(coder:)`); its prototype cells are unknown, so `hasStoryboardPrototypes` is set.
    public required init?(coder: NSCoder) {
        collectionViewLayout = UICollectionViewFlowLayout()
        super.init(coder: coder)
        collectionViewLayout.collectionView = self
        hasStoryboardPrototypes = true
    }

    // MARK: - Reloading

    /// Discards the counts and shown items; the data source is asked again when they are next needed
    /// (Apple: `reloadData()`). The old cells become reusable.
    open func reloadData() {
        cellStore.reload { didEndDisplaying($0, at: $1) }
        supplementaryStore.reload()
        // The items are shown again at the next layout pass (Apple: "redisplays visible items").
        setNeedsLayout()
    }

    /// Lays out the items: asks the data source for the cells if they are stale.
    open override func layoutSubviews() {
        super.layoutSubviews()
        loadCellsIfNeeded()
    }

    // MARK: - Asking the data source

    /// `numberOfSections(in:)`, then `collectionView(_:numberOfItemsInSection:)` for each section.
    func countsFromDataSource() -> [Int]? {
        guard let dataSource else { return nil }
        return (0..<dataSource.numberOfSections(in: self)).map {
            dataSource.collectionView(self, numberOfItemsInSection: $0)
        }
    }

    /// `collectionView(_:cellForItemAt:)`, selected if its item is, followed by the delegate's
    /// `collectionView(_:willDisplay:forItemAt:)` (our order; Apple documents none).
    func displayCellFromDataSource(section: Int, index: Int) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let indexPath = IndexPath(item: index, section: section)
        let cell = dataSource.collectionView(self, cellForItemAt: indexPath)
        cell.isSelected = selectedItems.contains(indexPath)
        addSubview(cell)
        delegate?.collectionView(self, willDisplay: cell, forItemAt: indexPath)
        return cell
    }

    /// `collectionView(_:cellForItemAt:)` alone: the cell as the data source configures it.
    func cellFromDataSource(section: Int, index: Int) -> UICollectionViewCell? {
        dataSource?.collectionView(self, cellForItemAt: IndexPath(item: index, section: section))
    }

    /// A cell left the collection view; the headless collection delegate has no
    /// `collectionView(_:didEndDisplaying:forItemAt:)` yet, so nobody is told.
    func didEndDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {}

    // MARK: - Reading items

    /// The number of sections, from the data source's count (Apple: `numberOfSections`); asks for no cell.
    open var numberOfSections: Int {
        countsIfNeeded().count
    }

    /// The number of items in a section, from the data source's count (Apple: `numberOfItems(inSection:)`);
    /// asks for no cell.
    open func numberOfItems(inSection section: Int) -> Int {
        count(inSection: section)
    }

    /// The cell shown for an item, or `nil` if there is no such item (Apple: `cellForItem(at:)`).
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        shownCell(section: indexPath.section, index: indexPath.item)
    }

    /// The cells shown, section by section (Apple: `visibleCells`); headless, all items are visible.
    open var visibleCells: [UICollectionViewCell] {
        Array(loadCellsIfNeeded().joined())
    }

    /// The index paths of the items shown (Apple: `indexPathsForVisibleItems`).
    open var indexPathsForVisibleItems: [IndexPath] {
        countsIfNeeded().enumerated().flatMap { section, items in
            (0..<items).map { IndexPath(item: $0, section: section) }
        }
    }

    /// The index path of a shown cell, or `nil` (Apple: `indexPath(for:)`).
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        for (section, cells) in loadCellsIfNeeded().enumerated() {
            if let item = cells.firstIndex(where: { $0 === cell }) { return IndexPath(item: item, section: section) }
        }
        return nil
    }

    // MARK: - Cells

    /// Registers a cell class for a reuse identifier; `nil` unregisters it
    /// (Apple: `register(_:forCellWithReuseIdentifier:)`).
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellStore.register(cellClass, for: identifier)
    }

    /// Registers a nib holding the cell for a reuse identifier; `nil` unregisters it
    /// (Apple: `register(_:forCellWithReuseIdentifier:)`). See `UINib` for how a headless nib makes its cell.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellStore.register(nib, for: identifier)
    }

    /// A reusable cell, or a new one of the registered class or nib
    /// (Apple: `dequeueReusableCell(withReuseIdentifier:for:)`).
    ///
    /// Traps, as UIKit raises an exception, when nothing is registered for the identifier and the
    /// collection view did not come from a storyboard.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> UICollectionViewCell
    {
        if let cell = cellStore.dequeueReusableCell(identifier) { return cell }
        let cellClass: AnyClass
        if let registered = cellStore.registeredClasses[identifier] {
            cellClass = registered
        } else if let nib = cellStore.registeredNibs[identifier] {
            cellClass = nib.viewClass(near: dataSource) ?? UICollectionViewCell.self
        } else if hasStoryboardPrototypes {
            cellClass = UICollectionViewCell.self
        } else {
            fatalError(
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                    + "must register a nib or a class for the identifier or connect a prototype cell in a "
                    + "storyboard")
        }
        let cell = RegisteredViewMaker.make(
            cellClass, base: UICollectionViewCell.self, identifier: identifier, coder: { NibCoder() },
            plain: { UICollectionViewCell(frame: .zero) }, contentView: \.contentView)
        cell.reuseIdentifier = identifier
        let size = (collectionViewLayout as? UICollectionViewFlowLayout)?.itemSize ?? .zero
        cell.frame = CGRect(origin: .zero, size: size)
        return cell
    }

    // MARK: - Inserting, deleting, moving and reloading items and sections

    /// Inserts items at new index paths (Apple: `insertItems(at:)`): the collection view asks the data
    /// source for the new counts and the new items' cells; inside `performBatchUpdates(_:completion:)`, at
    /// its end. Traps with Apple's "Invalid update" reason when the counts do not add up.
    open func insertItems(at indexPaths: [IndexPath]) {
        update { $0.insertedItems.formUnion(indexPaths) }
    }

    /// Deletes items at old index paths (Apple: `deleteItems(at:)`).
    open func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deletedItems.formUnion(indexPaths) }
    }

    /// Moves an item, its cell with it (Apple: `moveItem(at:to:)`).
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.movedItems.append((indexPath, newIndexPath)) }
    }

    /// Reloads items: each gets a new cell (Apple: `reloadItems(at:)`).
    open func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Reconfigures items (Apple: `reconfigureItems(at:)`, iOS 15); headless, as `reloadItems(at:)`.
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        update { $0.reloadedItems.formUnion(indexPaths) }
    }

    /// Inserts sections at new indexes (Apple: `insertSections(_:)`).
    open func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections at old indexes (Apple: `deleteSections(_:)`).
    open func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections (Apple: `reloadSections(_:)`).
    open func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Runs `updates` as one batch (deletions before insertions, Apple's rule), then `completion` with
    /// `true` (Apple: `performBatchUpdates(_:completion:)`); headless, the completion runs before this
    /// returns (our choice: there is no animation to wait for).
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginBatch()
        updates?()
        endBatch()
        completion?(true)
    }

    /// Opens a batch (batches nest).
    private func beginBatch() {
        if batchDepth == 0 { pendingUpdate = CellStoreUpdate() }
        batchDepth += 1
    }

    /// Closes a batch; the outermost applies its changes.
    private func endBatch() {
        batchDepth -= 1
        guard batchDepth == 0, let update = pendingUpdate else { return }
        pendingUpdate = nil
        performUpdate(update)
    }

    /// Whether changes were made in a batch that is not applied yet (Apple: `hasUncommittedUpdates`).
    open var hasUncommittedUpdates: Bool {
        !(pendingUpdate?.isEmpty ?? true)
    }

    /// The changes of the open batch; `nil` outside one.
    private var pendingUpdate: CellStoreUpdate?
    /// How deep `performBatchUpdates` calls are nested.
    private var batchDepth = 0

    /// Adds a change to the open batch, or applies it at once.
    private func update(_ change: (inout CellStoreUpdate) -> Void) {
        beginBatch()
        change(&pendingUpdate!)
        endBatch()
    }

    /// Applies a batch; the selection follows the items that keep their cells.
    func performUpdate(_ update: CellStoreUpdate) {
        let mapping = performCellStoreUpdate(update, itemsNamed: "items", containerNamed: "collection view")
        selectedItems = selectedItems.compactMap { mapping[$0] }
        supplementaryStore.reload()
        setNeedsLayout()  // the changed rows are shown at the next layout pass
    }

    // MARK: - Selection

    /// The selected items, or `nil` if none (Apple: `indexPathsForSelectedItems`).
    open var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems
    }

    /// Selects an item without telling the delegate (Apple: `selectItem(at:animated:scrollPosition:)`);
    /// without multiple selection, the previous selection is cleared. `nil` clears the selection.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        guard let indexPath else {
            for selected in selectedItems { cellForItem(at: selected)?.isSelected = false }
            selectedItems = []
            return
        }
        if !allowsMultipleSelection {
            for selected in selectedItems { cellForItem(at: selected)?.isSelected = false }
            selectedItems = []
        }
        if !selectedItems.contains(indexPath) { selectedItems.append(indexPath) }
        cellForItem(at: indexPath)?.isSelected = true
    }

    /// Deselects an item without telling the delegate (Apple: `deselectItem(at:animated:)`).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard let index = selectedItems.firstIndex(of: indexPath) else { return }
        selectedItems.remove(at: index)
        cellForItem(at: indexPath)?.isSelected = false
    }

    // MARK: - Scrolling

    override func didScroll() {
        delegate?.scrollViewDidScroll(self)
    }
}
