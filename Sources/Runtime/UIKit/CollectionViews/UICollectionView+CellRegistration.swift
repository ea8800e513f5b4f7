// MARK: - Cell registrations

extension UICollectionView {
    /// A cell class and the handler that configures its cells for an item (Apple:
    /// `UICollectionView.CellRegistration`, iOS 14): no reuse identifier to register or spell; a
    /// registration made once is used with `dequeueConfiguredReusableCell(using:for:item:)`.
    @preconcurrency @MainActor
    public struct CellRegistration<Cell, Item> where Cell: UICollectionViewCell {
        /// Configures a cell for an item (Apple: `CellRegistration.Handler`).
        public typealias Handler = (Cell, IndexPath, Item) -> Void

        /// The reuse identifier the registration's cells are kept under.
        let reuseIdentifier: String
        /// The nib holding the cell, if the registration was made with one.
        let cellNib: UINib?
        /// The handler.
        let handler: Handler

        /// A registration of the cell class (Apple: `init(handler:)`).
        public init(handler: @escaping Handler) {
            self.init(cellNib: nil, handler: handler)
        }

        /// A registration of a nib's cell (Apple: `init(cellNib:handler:)`).
        public init(cellNib: UINib, handler: @escaping Handler) {
            self.init(cellNib: .some(cellNib), handler: handler)
        }

        private init(cellNib: UINib?, handler: @escaping Handler) {
            reuseIdentifier = "\(Cell.self)-registration-\(UUID().uuidString)"
            self.cellNib = cellNib
            self.handler = handler
        }
    }

    /// A reusable or new cell of the registration, configured by its handler for the item (Apple:
    /// `dequeueConfiguredReusableCell(using:for:item:)`).
    ///
    /// Traps when `item` is `nil`: the handler takes an item (UIKit's Swift overlay unwraps it).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell where Cell: UICollectionViewCell {
        let identifier = registration.reuseIdentifier
        if cellStore.registeredClasses[identifier] == nil, cellStore.registeredNibs[identifier] == nil {
            if let nib = registration.cellNib {
                register(nib, forCellWithReuseIdentifier: identifier)
            } else {
                register(Cell.self, forCellWithReuseIdentifier: identifier)
            }
        }
        guard let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as? Cell else {
            fatalError("the cell dequeued for a registration of \(Cell.self) is not a \(Cell.self)")
        }
        guard let item else {
            fatalError("dequeueConfiguredReusableCell(using:for:item:) was given a nil item for \(indexPath)")
        }
        registration.handler(cell, indexPath, item)
        return cell
    }
}
