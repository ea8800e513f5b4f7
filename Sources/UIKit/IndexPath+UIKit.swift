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
