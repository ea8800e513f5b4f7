// MARK: - Table index paths

/// The row and section accessors UIKit adds to `IndexPath` (Apple's `UITableView.h`,
/// "NSIndexPath (UITableView)"); swift-corelibs-foundation does not have them.
extension IndexPath {
    /// An index path for a row in a table section (Apple: `init(row:section:)`).
    public init(row: Int, section: Int) {
        self.init(indexes: [section, row])
    }

    /// The section of the table this index path identifies: the first index.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The row within the section: the second index.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// MARK: - Collection index paths

/// The item accessors UIKit adds to `IndexPath` (Apple's `UICollectionView.h`,
/// "NSIndexPath (UICollectionViewAdditions)").
extension IndexPath {
    /// An index path for an item in a collection view section (Apple: `init(item:section:)`).
    public init(item: Int, section: Int) {
        self.init(indexes: [section, item])
    }

    /// The item within the section: the second index, as `row` is for tables.
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}

// MARK: - NSIndexPath

/// The accessors UIKit adds to `NSIndexPath` (Apple's `UITableView.h` and `UICollectionView.h`): the section
/// is the first index, the row or item the second.
extension NSIndexPath {
    /// An index path for a row in a table section (Apple: `init(row:section:)`).
    public convenience init(row: Int, section: Int) {
        self.init(indexes: [section, row], length: 2)
    }

    /// An index path for an item in a collection view section (Apple: `init(item:section:)`).
    public convenience init(item: Int, section: Int) {
        self.init(indexes: [section, item], length: 2)
    }

    /// The section: the first index (Apple: `section`).
    public var section: Int { index(atPosition: 0) }

    /// The row within the section: the second index (Apple: `row`).
    public var row: Int { index(atPosition: 1) }

    /// The item within the section: the second index (Apple: `item`).
    public var item: Int { index(atPosition: 1) }
}
