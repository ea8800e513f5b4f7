// MARK: - Names Apple's SDK marks renamed

// Swift 4.2 nested UIKit's C enumerations in their classes, and Swift 3 gave methods their current names.
// Apple's SDK still declares the old names, unavailable with the new name, so that old code fails with
// "'UITableViewStyle' has been renamed to 'UITableView.Style'" and a fix-it. These declarations carry the
// same attributes (Apple's SDK interface: `@available(swift, obsoleted: 4.2, renamed: …)` for the types,
// `@available(*, unavailable, renamed: …)` for the Swift 2 method names); none of them can be used.

/// The old name of `UITableView.Style` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableView.Style")
public typealias UITableViewStyle = UITableView.Style

/// The old name of `UITableView.ScrollPosition` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = UITableView.ScrollPosition

/// The old name of `UITableViewCell.CellStyle` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = UITableViewCell.CellStyle

/// The old name of `UITableViewCell.AccessoryType` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = UITableViewCell.AccessoryType

/// The old name of `UISearchBar.Style` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UISearchBar.Style")
public typealias UISearchBarStyle = UISearchBar.Style

/// The old name of `UICollectionView.ScrollDirection` (Apple's SDK, Swift 4.2).
@available(swift, obsoleted: 4.2, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = UICollectionView.ScrollDirection

// MARK: - Swift 2 method names

extension UITableView {
    /// The Swift 2 name of `dequeueReusableCell(withIdentifier:)`.
    @available(*, unavailable, renamed: "dequeueReusableCell(withIdentifier:)")
    public func dequeueReusableCellWithIdentifier(_ identifier: String) -> UITableViewCell? {
        dequeueReusableCell(withIdentifier: identifier)
    }

    /// The Swift 2 name of `dequeueReusableCell(withIdentifier:for:)`.
    @available(*, unavailable, renamed: "dequeueReusableCell(withIdentifier:for:)")
    public func dequeueReusableCellWithIdentifier(_ identifier: String, forIndexPath indexPath: IndexPath)
        -> UITableViewCell
    {
        dequeueReusableCell(withIdentifier: identifier, for: indexPath)
    }

    /// The Swift 2 name of `register(_:forCellReuseIdentifier:)`.
    @available(*, unavailable, renamed: "register(_:forCellReuseIdentifier:)")
    public func registerClass(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        register(cellClass, forCellReuseIdentifier: identifier)
    }

    /// The Swift 2 name of `cellForRow(at:)`.
    @available(*, unavailable, renamed: "cellForRow(at:)")
    public func cellForRowAtIndexPath(_ indexPath: IndexPath) -> UITableViewCell? {
        cellForRow(at: indexPath)
    }
}

extension UISearchResultsUpdating {
    /// The Swift 2 name of `updateSearchResults(for:)`.
    @available(*, unavailable, renamed: "updateSearchResults(for:)")
    public func updateSearchResultsForSearchController(_ searchController: UISearchController) {}
}

extension UITableViewDataSource {
    /// The Swift 2 name of `numberOfSections(in:)`.
    @available(*, unavailable, renamed: "numberOfSections(in:)")
    public func numberOfSectionsInTableView(_ tableView: UITableView) -> Int { 1 }
}
